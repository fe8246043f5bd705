import Foundation
import KeyboardSimUIKit
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

    /// Taps a view of the app's own that adopts `UIKeyInput`: it becomes first responder through its
    /// `becomeFirstResponder()` (when its `canBecomeFirstResponder` answers true) and the keyboard its traits ask
    /// for comes up (docs/responders.md). Returns whether it is first responder afterwards.
    @discardableResult
    public func tap<View: UIView & UIKeyInput>(_ view: View) throws -> Bool {
        guard view.window === window else {
            throw SimulationError(.fieldNotOnScreen(view.accessibilityIdentifier ?? ""))
        }
        record(user: .tap, field: view)
        return view.becomeFirstResponder()
    }

    /// Presses delete `count` times.
    public func backspace(_ count: Int = 1) throws {
        let field = try editingField(for: "backspace")
        extras.settleKeyboardExtras()
        extras.dismissCorrection()
        record(user: .backspace, field: field, value: count == 1 ? nil : String(count))
        var pressed = 0, idle = 0
        while pressed < count {
            guard let current = firstResponder else { break }
            // Presses that change nothing (an empty field, a delegate refusing every deletion) do nothing more
            // however many follow: after two in a row the rest finish at once, whatever the count. The first
            // still reaches deleteBackward(), which overrides see.
            if idle >= 2 {
                record(
                    user: .backspace, field: current, value: String(count - pressed),
                    ignored: current.hasText ? "the presses change nothing" : "the field is empty")
                break
            }
            pressed += 1
            let before = (
                current.storage.version, current.storage.selection, composition.generation, inputMethod?.preedit
            )
            try keys.pressBackspace(in: current, position: 0)
            let after = (
                current.storage.version, current.storage.selection, composition.generation, inputMethod?.preedit
            )
            idle = before == after ? idle + 1 : 0
        }
    }

    /// Selects a UTF-16 range, as a person dragging the selection handles would. The range must lie inside the
    /// text and on character boundaries (a person cannot select half an emoji).
    public func select(_ range: NSRange) throws {
        extras.dismissCorrection()
        let field = try editingField(for: "select")
        extras.settleKeyboardExtras()
        try validateUserRange(range, in: field, action: "select")
        record(user: .select, field: field, value: "\(range.location) \(range.length)")
        field.userSelect(range)
    }

    /// Puts the caret at a UTF-16 offset.
    public func moveCaret(to offset: Int) throws {
        extras.dismissCorrection()
        let field = try editingField(for: "caret")
        extras.settleKeyboardExtras()
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
        extras.settleKeyboardExtras()
        if let text { pasteboard.string = text }
        guard let s = pasteboard.string, !s.isEmpty else {
            record(user: .paste, field: field, ignored: "the pasteboard holds no text")
            return
        }
        // The edit menu offers Paste only when the responder's canPerformAction(_:withSender:) allows it (Apple's
        // UIResponder reference; docs/responders.md): the field itself, or the text view or view of the app's own
        // it edits for.
        let responder: UIResponder = field.role == .textView || field.role == .responder ? field.owner ?? field : field
        guard responder.canPerformAction(responder.pasteAction, withSender: nil) else {
            record(
                user: .paste, field: field, value: s,
                ignored: "canPerformAction(_:withSender:) answered false for paste(_:): the edit menu offers no Paste")
            return
        }
        // A view of the app's own may not implement paste(_:): its events are held until that is known.
        let held = field.role == .responder ? transcript.hold() : nil
        record(user: .paste, field: field, value: s)
        extras.dismissCorrection()
        field.recordsRefusedEdit = true
        defer { field.recordsRefusedEdit = false }
        // Through the field's `paste(_:)`, which a subclass may override.
        let wasEmpty = !field.hasText
        field.paste(nil)
        if let held {
            defer { transcript.release(held) }
            // Only UIResponder's own paste(_:) ran: on iOS its canPerformAction(_:withSender:) answers false for an
            // action its class does not implement, so the menu has no Paste (docs/responders.md).
            if (field as? ResponderEditor)?.pasteWasUnimplemented == true {
                transcript.retract(to: held)
                record(
                    user: .paste, field: field, value: s,
                    ignored:
                        "the view does not implement paste(_:), so canPerformAction(_:withSender:) answers false for it: the edit menu offers no Paste"
                )
                return
            }
        }
        keys.didPaste(into: field, wasEmpty: wasEmpty)
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
        extras.settleKeyboardExtras()
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
    /// tapped; `textFieldShouldClear` decides, `shouldChangeCharactersIn` is never asked. A search bar's button
    /// stays while it has text after editing ended: a tap there clears the text, then the bar begins editing
    /// (profile entry `search-clear-after-editing`; docs/contested-rules.md).
    public func tapClearButton(_ field: UITextField? = nil) throws {
        guard let field = field ?? firstResponder else {
            throw SimulationError(.noFieldEditing(action: "clear"))
        }
        guard clearButtonShows(field) else {
            record(
                user: .clear, field: field,
                ignored:
                    "the clear button is not visible (clearButtonMode = \(field.clearButtonMode.name), editing = \(field.isEditing), text empty = \(!field.hasText))"
            )
            return
        }
        record(user: .clear, field: field)
        extras.settleKeyboardExtras()
        // After editing ended, a search bar's text is cleared (searchBar(_:textDidChange:) "") before the bar is
        // first responder; then it begins editing, asking searchBarShouldBeginEditing(_:) as a tap does.
        let beginsEditing = field.role == .searchField && !field.editing
        if field.ask(.shouldClear, { $0.textFieldShouldClear(field) }) {
            field.clearByUser()
        }
        if beginsEditing, field.window === window, field.isEnabled, !field.editing { _ = field.becomeFirstResponder() }
    }

    /// Whether the clear button of `field` shows: UIKit's `clearButtonMode` rule, and a search bar's
    /// while-editing button still showing after editing ended while there is text (profile entry
    /// `search-clear-after-editing`).
    private func clearButtonShows(_ field: UITextField) -> Bool {
        if field.isClearButtonVisible { return true }
        return field.role == .searchField && !field.editing && field.hasText && field.clearButtonMode == .whileEditing
            && profile.searchClearAfterEditing == .clearsAndBegins
    }

    /// Taps a search bar's Cancel button: `searchBarCancelButtonClicked(_:)` while the button shows.
    public func tapCancelButton(of searchBar: UISearchBar) {
        guard searchBar.showsCancelButton else {
            record(
                user: .cancel, field: searchBar,
                ignored: "the search bar shows no Cancel button (showsCancelButton is false)")
            return
        }
        record(user: .cancel, field: searchBar)
        searchBar.cancelButtonClicked()
    }

    /// Taps the keyboard's return key.
    public func tapReturn() throws {
        let field = try editingField(for: "return")
        keys.pressReturn(on: field)
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
            record(
                user: .floatingKeyboard, field: nil, value: floating ? "on" : "off",
                ignored: "\(device.name) has no floating keyboard")
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
