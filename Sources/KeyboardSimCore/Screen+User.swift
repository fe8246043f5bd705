import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
// The simulated user: what a person does with fingers on the screen. Each action is recorded as a `user` event
// before its effects; an action a person could not perform throws a SimulationError naming what was wrong.

extension Screen {
    /// The field that is editing, or an error naming the action that needed one.
    func editingField(for action: String) throws -> UITextField {
        guard let f = firstResponder else {
            throw SimulationError(.noFieldEditing(action: action))
        }
        return f
    }

    /// Taps a field: it becomes first responder with the whole lifecycle. Tapping the editing field again does
    /// nothing. A disabled field ignores the tap. Returns whether the field is editing afterwards.
    @discardableResult
    public func tap(_ field: UITextField) throws -> Bool {
        guard field.window === window else {
            throw SimulationError(.fieldNotOnScreen(field.accessibilityIdentifier ?? ""))
        }
        if !field.isEnabled {
            record(user: .tap, field: field, ignored: "the field is disabled (isEnabled = false)")
            return false
        }
        record(user: .tap, field: field)
        return field.becomeFirstResponder()
    }

    /// Presses delete `count` times.
    public func backspace(_ count: Int = 1) throws {
        let field = try editingField(for: "backspace")
        settleKeyboardExtras()
        dismissCorrection()
        record(user: .backspace, field: field, value: count == 1 ? nil : String(count))
        var pressed = 0, idle = 0
        while pressed < count {
            guard let current = firstResponder else { break }
            // Presses that change nothing (an empty field, a delegate refusing every deletion) do nothing more
            // however many follow: after two in a row the rest finish at once, whatever the count. The first
            // still reaches deleteBackward(), which overrides see.
            if idle >= 2 {
                record(user: .backspace, field: current, value: String(count - pressed),
                       ignored: current.hasText ? "the presses change nothing" : "the field is empty")
                break
            }
            pressed += 1
            let before = (current.storage.version, current.storage.selection, imeGeneration, inputMethod?.preedit)
            tapKey(producing: "BackSpace", for: current)
            if let ime = inputMethodApplies(to: current) {
                try press(.backspace, on: ime, field: current, position: 0)
            } else {
                current.deleteBackward()
            }
            let after = (current.storage.version, current.storage.selection, imeGeneration, inputMethod?.preedit)
            idle = before == after ? idle + 1 : 0
        }
    }

    /// Selects a UTF-16 range, as a person dragging the selection handles would. The range must lie inside the
    /// text and on character boundaries (a person cannot select half an emoji).
    public func select(_ range: NSRange) throws {
        dismissCorrection()
        let field = try editingField(for: "select")
        settleKeyboardExtras()
        try validateUserRange(range, in: field, action: "select")
        record(user: .select, field: field, value: "\(range.location) \(range.length)")
        field.userSelect(range)
    }

    /// Puts the caret at a UTF-16 offset.
    public func moveCaret(to offset: Int) throws {
        let field = try editingField(for: "caret")
        settleKeyboardExtras()
        try validateUserRange(NSRange(location: offset, length: 0), in: field, action: "caret")
        record(user: .caret, field: field, value: String(offset))
        field.userSelect(NSRange(location: offset, length: 0))
    }

    private func validateUserRange(_ r: NSRange, in field: UITextField, action: String) throws {
        let n = field.storage.count
        // `length <= n - location` cannot overflow, however large the numbers a script gives.
        guard r.location >= 0, r.length >= 0, r.location <= n, r.length <= n - r.location else {
            throw SimulationError(.rangeOutsideText(action: action, field: name(of: field), range: r, length: n))
        }
        for o in [r.location, r.location + r.length] where !field.storage.isCharacterBoundary(o) {
            throw SimulationError(.rangeSplitsCharacter(action: action, field: name(of: field), range: r, offset: o))
        }
    }

    /// Pastes the pasteboard's string over the selection (or `text`, placed on the pasteboard first).
    public func paste(_ text: String? = nil) throws {
        let route = transcript.enter(route: "paste"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "paste")
        settleKeyboardExtras()
        if let text { pasteboard.string = text }
        guard let s = pasteboard.string, !s.isEmpty else {
            record(user: .paste, field: field, ignored: "the pasteboard holds no text")
            return
        }
        record(user: .paste, field: field, value: s)
        dismissCorrection()
        field.recordsRefusedEdit = true
        defer { field.recordsRefusedEdit = false }
        // Through the field's `paste(_:)`, which a subclass may override.
        field.paste(nil)
    }

    /// A QuickType pick: the user taps `word` in the predictive bar. It replaces the word before the caret (the
    /// characters back to the last space or line break; none right after a space) with `word` and a space, asking
    /// the delegate or not as the profile's ``IOSProfile/quickTypeDelegateCall`` (or `call`) says. The bar must
    /// show: not in secure fields, not with autocorrection off, not with the predictive bar off, not while an
    /// input method composes (docs/system-insertions.md).
    public func suggest(_ word: String, call: IOSProfile.QuickTypeDelegateCall? = nil) throws {
        let route = transcript.enter(route: "suggest"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "suggest")
        settleKeyboardExtras()
        let why: String? =
            field.isSecureTextEntry ? "secure fields show no QuickType suggestions"
            : !keyboard.showsPredictiveBar(for: field) ? "the predictive bar is not showing (autocorrectionType = no, or predictive off)"
            : field.storage.marked != nil ? "an input method is composing: its candidates show instead"
            : word.isEmpty ? "the suggestion is empty" : nil
        if let why { record(user: .suggest, field: field, value: word, ignored: why); return }
        record(user: .suggest, field: field, value: word)
        let sel = field.storage.selection
        var start = sel.location
        while start > 0 {
            let r = field.storage.composedCharacterRange(endingAt: start)
            guard let ch = field.storage.text(in: r).last, !ch.isWhitespace else { break }
            start = r.location
        }
        let range = NSRange(location: start, length: sel.location + sel.length - start)
        field.performUserEdit(range: range, replacement: word + " ", asks: (call ?? profile.quickTypeDelegateCall) == .asked)
    }

    /// A text-replacement shortcut (Settings › General › Keyboard › Text Replacement) expands: the shortcut just
    /// before the caret becomes `expansion` with no delegate call, no `editingChanged` and no
    /// `UITextFieldTextDidChangeNotification` (docs/system-insertions.md). Ignored when the text before the caret
    /// does not end with the shortcut.
    public func textReplacement(_ shortcut: String, _ expansion: String) throws {
        let route = transcript.enter(route: "text-replacement"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "text-replacement")
        settleKeyboardExtras()
        let value = shortcut + " → " + expansion
        let caret = field.storage.selection.location
        let n = shortcut.utf16.count
        guard !shortcut.isEmpty, field.storage.selection.length == 0, field.storage.marked == nil, caret >= n,
              field.storage.text(in: NSRange(location: caret - n, length: n)) == shortcut,
              field.storage.isCharacterBoundary(caret - n) else {
            record(user: .textReplacement, field: field, value: value,
                   ignored: "the text before the caret does not end with the shortcut")
            return
        }
        record(user: .textReplacement, field: field, value: value)
        field.expandWithoutNotice(range: NSRange(location: caret - n, length: n), replacement: expansion)
    }

    /// Undo (shake to undo, ⌘Z, the iPad shortcut bar, the three-finger swipe left): replays the inverse of the
    /// field's newest recorded edit, asking the delegate with the recorded range unclamped. Where iOS raises
    /// NSRangeException it throws ``SimulationError/Code/appCrashes(action:field:reason:)``
    /// (docs/system-insertions.md).
    public func undo() throws { try replayHistory("undo") }

    /// Redo (shake, ⇧⌘Z, the three-finger swipe right): replays the newest undone edit.
    public func redo() throws { try replayHistory("redo") }

    private func replayHistory(_ action: String) throws {
        let field = try editingField(for: action)
        settleKeyboardExtras()
        let route = transcript.enter(route: action); defer { transcript.leave(route: route) }
        let outcome: UndoOutcome
        if field.undoHistory.undoStack.isEmpty && action == "undo" || field.undoHistory.redoStack.isEmpty && action == "redo" {
            record(user: action == "undo" ? .undo : .redo, field: field, ignored: "nothing to \(action)")
            return
        }
        record(user: action == "undo" ? .undo : .redo, field: field)
        outcome = action == "undo" ? field.userUndo() : field.userRedo()
        if case .rangeException(let r, let n) = outcome {
            throw SimulationError(.appCrashes(action: action, field: name(of: field),
                reason: "NSRangeException: Range {\(r.location), \(r.length)} out of bounds; string length \(n) (the delegate allowed the \(action) of an edit whose recorded range lies outside the text)"))
        }
    }

    /// Copies the selection to the pasteboard (not in a secure field, not with an empty selection).
    public func copy() throws {
        let field = try editingField(for: "copy")
        if let why = copyUnavailable(field) { record(user: .copy, field: field, ignored: why); return }
        record(user: .copy, field: field)
        pasteboard.string = field.storage.text(in: field.storage.selection)
    }

    /// Cuts the selection: copies it, then deletes it through the delegate (a refused delete leaves the copy).
    public func cut() throws {
        let route = transcript.enter(route: "cut"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "cut")
        settleKeyboardExtras()
        if let why = copyUnavailable(field) { record(user: .cut, field: field, ignored: why); return }
        record(user: .cut, field: field)
        pasteboard.string = field.storage.text(in: field.storage.selection)
        field.performUserEdit(range: field.storage.selection, replacement: "")
    }

    private func copyUnavailable(_ field: UITextField) -> String? {
        if field.isSecureTextEntry { return "secure text fields do not offer Copy or Cut" }
        if field.storage.selection.length == 0 { return "nothing is selected" }
        return nil
    }

    /// Taps the built-in clear button of `field` (default: the editing field). Only a visible button can be
    /// tapped; `textFieldShouldClear` decides, `shouldChangeCharactersIn` is never asked.
    public func tapClearButton(_ field: UITextField? = nil) throws {
        guard let field = field ?? firstResponder else {
            throw SimulationError(.noFieldEditing(action: "clear"))
        }
        guard field.isClearButtonVisible else {
            record(user: .clear, field: field,
                   ignored: "the clear button is not visible (clearButtonMode = \(field.clearButtonMode.name), editing = \(field.isEditing), text empty = \(!field.hasText))")
            return
        }
        record(user: .clear, field: field)
        settleKeyboardExtras()
        if field.ask(.shouldClear, { $0.textFieldShouldClear(field) }) {
            field.clearByUser()
        }
    }

    /// Taps the keyboard's return key.
    public func tapReturn() throws {
        let field = try editingField(for: "return")
        pressReturn(on: field)
    }

    func pressReturn(on field: UITextField) {
        if field.enablesReturnKeyAutomatically && !field.hasText {
            record(user: .pressReturn, field: field, ignored: "the return key is disabled while the field is empty (enablesReturnKeyAutomatically)")
            return
        }
        record(user: .pressReturn, field: field)
        // Return takes a showing inline prediction back and stops dictation.
        settleKeyboardExtras()
        guard firstResponder === field else { return }
        tapKey(producing: "Return", for: field)
        // Return accepts a pending autocorrection: no editingChanged for it, then the return as usual.
        acceptCorrection(in: field, by: "return")
        if let ime = inputMethodApplies(to: field) {
            // Return while composing types the letters, it is not a return.
            try? press(.enter, on: ime, field: field, position: 0)
            return
        }
        returnAfterKey(on: field)
    }

    /// What the return key does once it is a return (not a composition's commit).
    func returnAfterKey(on field: UITextField) {
        switch field.role {
        case .textView:
            // A text view's return key types a newline, which the delegate is asked about like any other text
            // (a chat composer refuses "\n" and sends instead).
            field.insertText("\n")
            return
        case .searchField:
            // The Search key: the search bar tells its delegate; the keyboard stays up.
            (field.owner as? UISearchBar)?.searchButtonClicked()
            return
        case .field:
            break
        }
        // [U] UIKit sends these only when textFieldShouldReturn allows it; a field with an
        // editingDidEndOnExit action then resigns (the Interface Builder "Did End On Exit" idiom).
        guard field.ask(.shouldReturn, { $0.textFieldShouldReturn(field) }) else { return }
        if profile.sendsPrimaryActionOnReturn { field.sendActions(for: .primaryActionTriggered) }
        field.sendActions(for: .editingDidEndOnExit)
        if field.isFirstResponder && field.hasActions(for: .editingDidEndOnExit) {
            _ = field.resignFirstResponder()
        }
    }

    /// App code resigns the field (`resignFirstResponder()`); the delegate may refuse.
    @discardableResult
    public func resign(_ field: UITextField) -> Bool {
        record(user: .resign, field: field)
        return field.resignFirstResponder()
    }

    /// `endEditing(_:)` on the window: forced, the delegate is not asked.
    @discardableResult
    public func endEditing(force: Bool) -> Bool {
        record(user: .endEditing, field: nil, value: force ? "force" : nil)
        return window.endEditing(force)
    }

    /// App code sets a field's text programmatically.
    public func setText(_ text: String, of field: UITextField) {
        record(user: .setText, field: field, value: text)
        field.text = text
    }
}

extension Screen {
    /// The user undocks (floats) the iPad keyboard, or docks it again (docs/uikit-behavior.md, Decisions: a
    /// floating keyboard posts WillHide on undock, WillChangeFrame with a zero end frame when moved, and
    /// WillChangeFrame only on focus changes). Ignored on iPhone, which has no floating keyboard.
    public func floatKeyboard(_ floating: Bool) {
        guard device.idiom == .pad else {
            record(user: .floatingKeyboard, field: nil, value: floating ? "on" : "off", ignored: "\(device.name) has no floating keyboard")
            return
        }
        record(user: .floatingKeyboard, field: nil, value: floating ? "on" : "off")
        keyboardTransition { keyboard.setFloating(floating) }
    }

    /// The user drags the floating keyboard.
    public func moveFloatingKeyboard() {
        guard keyboard.isFloating else {
            record(user: .moveKeyboard, field: nil, ignored: "the keyboard is not floating")
            return
        }
        record(user: .moveKeyboard, field: nil)
        keyboardTransition { keyboard.moveFloating() }
    }
}

// MARK: Autocorrect (docs/system-insertions.md, "Autocorrect")

/// A correction the keyboard offers for a word of the editing field, waiting for the person to accept it.
struct PendingCorrection {
    weak var field: UITextField?
    /// The misspelled word's range when it was offered: kept when app code sets `text` (the correction is then
    /// applied at the same range of the new text, as devices do), dropped when the user edits elsewhere.
    var range: NSRange
    var word: String
    var correction: String
}

extension Screen {
    /// The keyboard offers `correction` for `word`, which must be the word just before the caret. Not offered in
    /// secure fields, with `autocorrectionType = .no`, or while an input method composes. The next space or
    /// punctuation, Return or leaving the field accepts it; a caret move, a deletion or a paste dismisses it.
    public func offerCorrection(_ word: String, _ correction: String) throws {
        let field = try editingField(for: "autocorrect")
        settleKeyboardExtras()
        let value = word + " → " + correction
        let caret = field.storage.selection.location
        let n = word.utf16.count
        let why: String? =
            field.isSecureTextEntry ? "secure fields are not autocorrected"
            : field.autocorrectionType == .no ? "autocorrectionType is no"
            : field.storage.marked != nil ? "an input method is composing"
            : word.isEmpty || correction.isEmpty ? "the word or the correction is empty"
            : !(field.storage.selection.length == 0 && caret >= n
                && field.storage.text(in: NSRange(location: caret - n, length: n)) == word
                && field.storage.isCharacterBoundary(caret - n)) ? "the text before the caret does not end with the word"
            : nil
        if let why { record(user: .autocorrect, field: field, value: value, ignored: why); return }
        record(user: .autocorrect, field: field, value: value)
        pendingCorrection = PendingCorrection(field: field, range: NSRange(location: caret - n, length: n), word: word,
                                              correction: correction)
    }

    /// Accepts the pending correction of `field`, if any (`by`: space, punctuation, return, leave).
    func acceptCorrection(in field: UITextField, by: String) {
        let route = transcript.enter(route: "autocorrect"); defer { transcript.leave(route: route) }
        guard let p = pendingCorrection, p.field === field else { return }
        pendingCorrection = nil
        record(user: .autocorrect, field: field, value: p.word + " → " + p.correction + " accepted by " + by)
        field.applyCorrection(range: p.range, replacement: p.correction)
    }

    /// Dismisses a pending correction (the user edited or moved elsewhere).
    func dismissCorrection() { pendingCorrection = nil }
}

// MARK: Association candidates (docs/system-insertions.md, "Association candidates")

/// What the Chinese keyboard committed last into a field.
struct CommittedText {
    weak var field: UITextField?
    var text: String
}

extension Screen {
    /// The association candidates the pinyin keyboard shows now: words that continue the text it committed last
    /// (empty when it is not on, is composing, or the caret is not right after that text).
    public var associationCandidates: [String] {
        guard let field = firstResponder, let c = lastCommit, c.field === field,
              let pinyin = inputMethodApplies(to: field) as? PinyinInputMethod, !pinyin.isComposing,
              field.storage.selection.length == 0, field.storage.marked == nil else { return [] }
        let caret = field.storage.selection.location, n = c.text.utf16.count
        guard caret >= n, field.storage.text(in: NSRange(location: caret - n, length: n)) == c.text else { return [] }
        return pinyin.engine.dictionary.associations(after: c.text)
    }

    /// Picks association candidate `index`: its text is inserted at the caret **without asking the delegate**, then
    /// `editingChanged` and the change notification follow (candidate-bar taps skip `shouldChangeCharactersIn`); the
    /// bar then offers associations of the picked text.
    public func pickAssociation(_ index: Int) throws {
        let route = transcript.enter(route: "association"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "association")
        settleKeyboardExtras()
        let list = associationCandidates
        guard index >= 0, index < list.count else {
            record(user: .association, field: field, value: String(index),
                   ignored: list.isEmpty ? "no association candidates show (the pinyin keyboard shows them right after a commit, caret after it)"
                                         : "there are \(list.count) association candidates")
            return
        }
        let text = list[index]
        record(user: .association, field: field, value: "\(index) \(text)")
        field.performUserEdit(range: field.storage.selection, replacement: text, asks: false)
        lastCommit = CommittedText(field: field, text: text)
    }
}
