import Foundation
import KeyboardSimTranscript
// User edits: what the keyboard and the edit menu do to a field (docs/uikit-behavior.md §4, §5).
//
// Every user edit asks `textField(_:shouldChangeCharactersIn:replacementString:)` with a UTF-16 range. On true the
// text changes, then `textFieldDidChangeSelection` (when the caret moved), `editingChanged` and
// `UITextFieldTextDidChangeNotification` follow; on false nothing changes and nothing is posted.
//
// A delegate that sets `text` itself and returns true (3 of 56 real bodies, docs/compat-surface.md): UIKit's result
// is undocumented; kbsim applies the replacement at the original range, clamped to the new text — the "typed
// character appears twice" effect people report — and documents it in docs/behaviour.md.

extension UITextField {
    /// Inserts text at the caret or over the selection, as the keyboard does (asks the delegate). With marked text,
    /// the text replaces the marked text and composition ends.
    func userInsert(_ text: String) {
        guard !text.isEmpty else { return }
        var range = marked ?? selection
        var effective: NSRange?
        if clearsOnInsertion {
            range = NSRange(location: 0, length: units.count)
            clearsOnInsertion = false
        } else if secureResetPending {
            effective = NSRange(location: 0, length: units.count)
        }
        _ = performEdit(range: range, replacement: text, effective: effective)
    }

    /// Deletes backwards as the delete key does: the selection, or the composed character sequence before the
    /// caret (a whole emoji, ZWJ sequence or flag). Not delegated when there is nothing before the caret.
    func userDeleteBackward() {
        if let m = marked {
            // Composing: the marked text loses its last character; the delegate sees the whole marked range
            // (docs/uikit-behavior.md §5, iOS 7 and later).
            let markedText = String(decoding: units[m.location..<(m.location + m.length)], as: UTF16.self)
            let shorter = String(markedText.dropLast())
            markText(shorter.isEmpty ? nil : shorter, selectedRange: NSRange(location: shorter.utf16.count, length: 0))
            return
        }
        let range: NSRange
        if selection.length > 0 {
            range = selection
        } else if selection.location > 0 {
            range = composedCharacterRange(endingAt: selection.location)
        } else {
            return
        }
        let effective = secureResetPending ? NSRange(location: 0, length: units.count) : nil
        _ = performEdit(range: range, replacement: "", effective: effective)
    }

    /// Sets the marked (composing) text, replacing the marked text or, if there is none, the selection; asks the
    /// delegate with that range and the new marked text. `selectedRange` is relative to the marked text.
    @discardableResult
    package func markText(_ markedText: String?, selectedRange: NSRange) -> Bool {
        let newMarked = markedText ?? ""
        let range = marked ?? selection
        guard performEdit(range: range, replacement: newMarked, effective: nil, keepMarked: true) else { return false }
        if newMarked.isEmpty {
            marked = nil
        } else {
            marked = NSRange(location: range.location, length: newMarked.utf16.count)
            let sel = NSRange(location: range.location + min(selectedRange.location, newMarked.utf16.count),
                              length: max(0, min(selectedRange.length, newMarked.utf16.count - selectedRange.location)))
            selection = sel
        }
        return true
    }

    /// Commits text over the marked range without asking the delegate (the iOS 9 candidate commit, radar
    /// 24087514): only the did-change path fires.
    package func commitSilently(_ range: NSRange, with text: String) {
        replaceUnits(range, with: text)
        marked = nil
        let newSelection = NSRange(location: range.location + text.utf16.count, length: 0)
        let moved = newSelection != selection
        selection = newSelection
        textDidChangeByUser(selectionMoved: moved)
    }

    /// Shows text as marked without asking the delegate or posting (a hardware dead key waiting for its base
    /// key: docs/uikit-behavior.md §4, "the delegate is not called, because the key creates marked text").
    package func markSilently(_ text: String) {
        let range = marked ?? selection
        replaceUnits(range, with: text)
        marked = NSRange(location: range.location, length: text.utf16.count)
        selection = NSRange(location: range.location + text.utf16.count, length: 0)
    }

    package func unmarkTextSilently() {
        guard let m = marked else { return }
        marked = nil
        selection = NSRange(location: m.location + m.length, length: 0)
    }

    /// The core of every user edit. `effective` is what actually changes when UIKit reports one range and edits
    /// another (the secure-field reset). Returns whether the delegate allowed it.
    package func performEdit(range: NSRange, replacement: String, effective: NSRange?, keepMarked: Bool = false) -> Bool {
        let versionBefore = textVersion
        guard askShouldChange(range: range, string: replacement) else { return false }
        var target = effective ?? range
        if textVersion != versionBefore { target = clamp(range) }
        replaceUnits(target, with: replacement)
        if !keepMarked { marked = nil }
        secureResetPending = false
        let newSelection = NSRange(location: target.location + replacement.utf16.count, length: 0)
        let moved = newSelection != selection
        selection = newSelection
        textDidChangeByUser(selectionMoved: moved)
        return true
    }

    /// After a user change: `textFieldDidChangeSelection`, `editingChanged`, `UITextFieldTextDidChangeNotification`.
    func textDidChangeByUser(selectionMoved: Bool) {
        guard let screen = host else {
            sendActions(for: .editingChanged)
            return
        }
        if selectionMoved && editing { screen.selectionDidChange(in: self) }
        sendActions(for: .editingChanged)
        screen.postFieldNotification(UITextField.textDidChangeNotification, field: self)
    }

    /// Clears the text as the clear button does, after `textFieldShouldClear` allowed it.
    package func applyClear() {
        let hadText = hasText
        units.removeAll(keepingCapacity: true)
        cachedText = ""
        textVersion &+= 1
        marked = nil
        secureResetPending = false
        let moved = selection != NSRange(location: 0, length: 0)
        selection = NSRange(location: 0, length: 0)
        if hadText { textDidChangeByUser(selectionMoved: moved) }
    }
}
