import Foundation
import KeyboardSimUIKit

// Raw keys (`keys "nihao{space}"`): each key is pressed as it is, with no planning — letters compose in the
// pinyin input method, space commits its first candidate, {Left}/{Right} move the caret, {Shift+Left} extends the
// selection; and the return key.

extension KeyInput {
    /// One raw key in `field`.
    func press(_ key: ScreenKey, in field: UITextField, position: Int) throws {
        switch key {
        case .character, .space, .tab, .enter: break  // typed characters and Return settle it themselves
        default: extras.settleKeyboardExtras()
        }
        switch key {
        case .character(let ch):
            if ch == "\n" || ch == "\r" {
                pressReturn(on: field)
            } else {
                try typeCharacter(ch, into: field, position: position)
            }
        case .space:
            try typeCharacter(" ", into: field, position: position)
        case .tab:
            try typeCharacter("\t", into: field, position: position)
        case .enter:
            pressReturn(on: field)
        case .backspace:
            try pressBackspace(in: field, position: position)
        case .escape:
            tapKey(producing: "Escape", for: field)
            if let ime = composition.inputMethodApplies(to: field), ime.isComposing {
                try composition.press(.escape, on: ime, field: field, position: position)
            }
        case .shift:
            tapKey(producing: "Shift_L", for: field)
        case .left, .right, .shiftLeft, .shiftRight:
            try moveWithArrow(key, in: field, position: position)
        }
    }

    /// The delete key: to the input method when it types into the field, else `deleteBackward()`.
    func pressBackspace(in field: UITextField, position: Int) throws {
        returnKeyHeldDisabled = nil
        tapKey(producing: "BackSpace", for: field)
        if let ime = composition.inputMethodApplies(to: field) {
            try composition.press(.backspace, on: ime, field: field, position: position)
        } else {
            field.deleteBackward()
        }
    }

    /// Left/Right move the caret one character (a selection collapses to its start or end); with Shift they move
    /// the selection's free end, the other staying anchored. While composing they go to the input method (the
    /// Japanese keyboard moves between segments); one that does not take them leaves them ignored.
    private func moveWithArrow(_ key: ScreenKey, in field: UITextField, position: Int) throws {
        let keysym = (key == .left || key == .shiftLeft) ? "Left" : "Right"
        tapKey(producing: keysym, for: field)
        if field.storage.marked != nil {
            if let ime = composition.inputMethodApplies(to: field), ime.isComposing {
                let shift = key == .shiftLeft || key == .shiftRight
                try composition.press(
                    keysym == "Left" ? .left(shift: shift) : .right(shift: shift), on: ime, field: field,
                    position: position)
            } else {
                recordArrowIgnored(key.description, in: field)
            }
            return
        }
        let sel = field.storage.selection
        switch key {
        case .left:
            selectionAnchor = nil
            field.userSelect(
                NSRange(location: sel.length > 0 ? sel.location : previousBoundary(sel.location, in: field), length: 0))
        case .right:
            selectionAnchor = nil
            let end = sel.location + sel.length
            field.userSelect(NSRange(location: sel.length > 0 ? end : nextBoundary(end, in: field), length: 0))
        default:
            var anchor: Int
            if let saved = selectionAnchor, saved.field === field, saved.selection == sel {
                anchor = saved.anchor
            } else {
                anchor = key == .shiftLeft ? sel.location + sel.length : sel.location
            }
            let active = anchor == sel.location ? sel.location + sel.length : sel.location
            let moved = key == .shiftLeft ? previousBoundary(active, in: field) : nextBoundary(active, in: field)
            if sel.length == 0 { anchor = sel.location }
            let r = NSRange(location: min(anchor, moved), length: abs(moved - anchor))
            selectionAnchor = SelectionAnchor(field: field, anchor: anchor, selection: r)
            field.userSelect(r)
        }
    }

    /// An arrow key pressed while text is being composed that nothing takes.
    func recordArrowIgnored(_ key: String, in field: UITextField) {
        screen.record(
            user: .keys, field: field, value: key,
            ignored: "the arrow keys do not move the caret while text is being composed")
    }

    private func previousBoundary(_ offset: Int, in field: UITextField) -> Int {
        offset <= 0 ? 0 : field.storage.composedCharacterRange(endingAt: offset).location
    }

    private func nextBoundary(_ offset: Int, in field: UITextField) -> Int {
        let r = field.storage.composedCharacterRange(startingAt: offset)
        return r.location + r.length
    }

    // MARK: Return

    /// The return key: ignored while it is disabled; settles the keyboard extras, accepts a pending correction,
    /// goes to a composing input method (which types the letters), else returns.
    func pressReturn(on field: UITextField) {
        if field.enablesReturnKeyAutomatically && !field.hasText {
            screen.record(
                user: .pressReturn, field: field,
                ignored: "the return key is disabled while the field is empty (enablesReturnKeyAutomatically)")
            return
        }
        if returnKeyStaysDisabled(for: field) {
            screen.record(
                user: .pressReturn, field: field,
                ignored:
                    "the return key stays disabled after a paste into the empty field until a key is typed (enablesReturnKeyAutomatically; profile entry return-key-after-paste)"
            )
            return
        }
        screen.record(user: .pressReturn, field: field)
        // Return takes a showing inline prediction back and stops dictation.
        extras.settleKeyboardExtras()
        guard screen.firstResponder === field else { return }
        tapKey(producing: "Return", for: field)
        // Return accepts a pending autocorrection: no editingChanged for it, then the return as usual.
        extras.acceptCorrection(in: field, by: "return")
        if let ime = composition.inputMethodApplies(to: field) {
            // Return while composing types the letters, it is not a return.
            try? composition.press(.enter, on: ime, field: field, position: 0)
            return
        }
        returnAfterKey(on: field)
    }

    /// A paste put text into `field`: the keyboard does not see it, so a return key disabled for the empty field
    /// stays disabled (profile entry `return-key-after-paste`; docs/contested-rules.md).
    func didPaste(into field: UITextField, wasEmpty: Bool) {
        guard wasEmpty, field.enablesReturnKeyAutomatically, field.hasText,
            screen.profile.returnKeyAfterPaste == .staysDisabled
        else { return }
        returnKeyHeldDisabled = field
    }

    /// Whether `field`'s return key stayed disabled through a paste into the empty field.
    func returnKeyStaysDisabled(for field: UITextField) -> Bool {
        field.enablesReturnKeyAutomatically && returnKeyHeldDisabled === field
    }

    /// What the return key does once it is a return (not a composition's commit).
    func returnAfterKey(on field: UITextField) {
        switch field.role {
        case .textView, .responder:
            // A text view's (and a UIKeyInput view's: docs/responders.md) return key types a newline, which the delegate is asked about like any other text
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
        if screen.profile.sendsPrimaryActionOnReturn { field.sendActions(for: .primaryActionTriggered) }
        field.sendActions(for: .editingDidEndOnExit)
        if field.isFirstResponder && field.hasActions(for: .editingDidEndOnExit) {
            _ = field.resignFirstResponder()
        }
    }
}
