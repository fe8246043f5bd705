import Foundation
import KeyboardSimUIKit

// Autocorrect (docs/system-insertions.md, "Autocorrect"): the keyboard offers a correction for the word before
// the caret; a space, punctuation, Return or leaving the field accepts it, other keys (letters too), edits and caret
// moves dismiss it.

/// A correction the keyboard offers for a word of the editing field, waiting for the person to accept it.
struct PendingCorrection {
    weak var field: UITextField?
    /// The misspelled word's range when it was offered: kept when app code sets `text` (the correction is then
    /// applied at the same range of the new text, as devices do), dropped when the user edits elsewhere.
    var range: NSRange
    var word: String
    var correction: String
}

extension KeyboardExtras {
    /// The keyboard offers `correction` for `word`, which must be the word just before the caret. Not offered in
    /// secure fields, with `autocorrectionType = .no`, or while an input method composes. The next space or
    /// punctuation, Return or leaving the field accepts it; another key (a letter too), a caret move, a selection,
    /// a deletion or a paste dismisses it.
    func offerCorrection(_ word: String, _ correction: String) throws {
        let field = try editingField(for: "autocorrect")
        settleKeyboardExtras()
        let value = word + " → " + correction
        let caret = field.storage.selection.location
        let n = word.utf16.count
        let why: String? =
            field.isSecureTextEntry
            ? "secure fields are not autocorrected"
            : field.autocorrectionType == .no
                ? "autocorrectionType is no"
                : field.storage.marked != nil
                    ? "an input method is composing"
                    : word.isEmpty || correction.isEmpty
                        ? "the word or the correction is empty"
                        : !(field.storage.selection.length == 0 && caret >= n
                            && field.storage.text(in: NSRange(location: caret - n, length: n)) == word
                            && field.storage.isCharacterBoundary(caret - n))
                            ? "the text before the caret does not end with the word"
                            : nil
        if let why { record(user: .autocorrect, field: field, value: value, ignored: why); return }
        record(user: .autocorrect, field: field, value: value)
        pendingCorrection = PendingCorrection(
            field: field, range: NSRange(location: caret - n, length: n), word: word,
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
