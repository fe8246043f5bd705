import Foundation
import KeyboardSimUIKit

// QuickType (docs/system-insertions.md, "QuickType"): the user taps a word in the predictive bar.

/// A QuickType pick: the field and its text version right after the word and its space went in.
struct QuickTypePick {
    weak var field: UITextField?
    var version: Int
    var caret: Int
}

extension KeyboardExtras {
    /// A space typed right after a pick (nothing else happened in between) is consumed with no edit when the
    /// profile's ``IOSProfile/quickTypeSpace`` says so (radar 31279736). Any typed character ends the pick.
    func consumesSpaceAfterPick(_ typed: Character, in field: UITextField) -> Bool {
        guard let pick = lastPick else { return false }
        lastPick = nil
        guard typed == " ", profile.quickTypeSpace == .consumed, pick.field === field,
            field.storage.version == pick.version, field.storage.selection == NSRange(location: pick.caret, length: 0)
        else { return false }
        record(
            user: .type, field: field, value: " ",
            ignored: "the space right after a QuickType pick is consumed (the pick added one)")
        return true
    }

    /// A QuickType pick: the user taps `word` in the predictive bar. It replaces the word before the caret (the
    /// word characters back from the caret, `UITextInputStringTokenizer.isWordCharacter`: none right after a space
    /// or a punctuation mark, where what iOS does is **[U]**, docs/system-insertions.md) with `word` and a space, asking
    /// the delegate or not as the profile's ``IOSProfile/quickTypeDelegateCall`` (or `call`) says. The bar must
    /// show: not in secure fields, not with autocorrection off, not with the predictive bar off, not while an
    /// input method composes (docs/system-insertions.md).
    func suggest(_ word: String, call: IOSProfile.QuickTypeDelegateCall? = nil) throws {
        let route = transcript.enter(route: "suggest"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "suggest")
        settleKeyboardExtras()
        let why: String? =
            field.isSecureTextEntry
            ? "secure fields show no QuickType suggestions"
            : !keyboard.showsPredictiveBar(for: field)
                ? "the predictive bar is not showing (autocorrectionType = no, or predictive off)"
                : field.storage.marked != nil
                    ? "an input method is composing: its candidates show instead"
                    : word.isEmpty ? "the suggestion is empty" : nil
        if let why { record(user: .suggest, field: field, value: word, ignored: why); return }
        record(user: .suggest, field: field, value: word)
        let sel = field.storage.selection
        var start = sel.location
        while start > 0 {
            let r = field.storage.composedCharacterRange(endingAt: start)
            guard let ch = field.storage.text(in: r).last, UITextInputStringTokenizer.isWordCharacter(ch) else { break }
            start = r.location
        }
        let range = NSRange(location: start, length: sel.location + sel.length - start)
        lastPick = nil
        guard
            field.performUserEdit(
                range: range, replacement: word + " ", asks: (call ?? profile.quickTypeDelegateCall) == .asked),
            firstResponder === field
        else { return }
        lastPick = QuickTypePick(field: field, version: field.storage.version, caret: field.storage.selection.location)
    }
}
