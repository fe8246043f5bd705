import Foundation
import KeyboardSimUIKit

// Text replacement (docs/system-insertions.md, "Text replacement"): a shortcut expands with no delegate call.

extension KeyboardExtras {
    /// A text-replacement shortcut (Settings › General › Keyboard › Text Replacement) expands: the shortcut just
    /// before the caret becomes `expansion` with no delegate call, no `editingChanged` and no
    /// `UITextFieldTextDidChangeNotification` (docs/system-insertions.md). Ignored when the text before the caret
    /// does not end with the shortcut.
    func textReplacement(_ shortcut: String, _ expansion: String) throws {
        let route = transcript.enter(route: "text-replacement"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "text-replacement")
        settleKeyboardExtras()
        let value = shortcut + " → " + expansion
        let caret = field.storage.selection.location
        let n = shortcut.utf16.count
        guard !shortcut.isEmpty, field.storage.selection.length == 0, field.storage.marked == nil, caret >= n,
            field.storage.text(in: NSRange(location: caret - n, length: n)) == shortcut,
            field.storage.isCharacterBoundary(caret - n)
        else {
            record(
                user: .textReplacement, field: field, value: value,
                ignored: "the text before the caret does not end with the shortcut")
            return
        }
        record(user: .textReplacement, field: field, value: value)
        field.expandWithoutNotice(range: NSRange(location: caret - n, length: n), replacement: expansion)
    }
}
