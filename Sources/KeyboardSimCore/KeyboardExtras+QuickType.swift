import Foundation
import KeyboardSimUIKit

// QuickType (docs/system-insertions.md, "QuickType"): the user taps a word in the predictive bar.

extension KeyboardExtras {
    /// A QuickType pick: the user taps `word` in the predictive bar. It replaces the word before the caret (the
    /// characters back to the last space or line break; none right after a space) with `word` and a space, asking
    /// the delegate or not as the profile's ``IOSProfile/quickTypeDelegateCall`` (or `call`) says. The bar must
    /// show: not in secure fields, not with autocorrection off, not with the predictive bar off, not while an
    /// input method composes (docs/system-insertions.md).
    func suggest(_ word: String, call: IOSProfile.QuickTypeDelegateCall? = nil) throws {
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
}
