import Foundation
import KeyboardSimUIKit

// Inline predictions (docs/system-insertions.md, "Inline predictions"): iOS 17's gray text after the caret.

/// An inline prediction the keyboard shows: gray text, held as marked text right after the caret.
struct InlinePrediction {
    weak var field: UITextField?
    /// The marked gray text.
    var range: NSRange
    /// The field's text version once it showed: any later change (app code setting `text`) ended it.
    var version: Int
    var text: String
}

extension KeyboardExtras {
    /// The range of the inline prediction `field` shows now (nil when none shows, or app code ended it).
    func inlinePredictionRange(in field: UITextField) -> NSRange? {
        guard let p = inlinePrediction, p.field === field, field.storage.version == p.version,
            field.storage.marked == p.range, field.isEditing
        else { return nil }
        return p.range
    }

    /// The keyboard shows `gray` as an inline prediction completing the word before the caret (iOS 17 and later:
    /// the profile's ``IOSProfile/inlinePredictions``, and not with `inlinePredictionType = .no`). The gray text is
    /// marked text after the caret, which stays before it; the delegate is not asked; `textFieldDidChangeSelection`,
    /// `editingChanged` (a text view's `textViewDidChange`) and the change notification follow, so app code reading
    /// `text` sees the gray text. A space accepts it, any other key, a deletion, a selection or another action takes
    /// it back, leaving the field drops it silently.
    func inlinePredict(_ gray: String) throws {
        let route = transcript.enter(route: "inline-predict"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "inline-predict")
        settleKeyboardExtras()
        let caret = field.storage.selection.location
        let why: String? =
            !profile.inlinePredictions
            ? "inline predictions need iOS 17 or later (profile \(profile.name))"
            : field.inlinePredictionType == .no
                ? "inlinePredictionType is no"
                : field.isSecureTextEntry
                    ? "secure fields show no predictions"
                    : !predictiveBar
                        ? "predictive text is off in Settings"
                        : field.autocorrectionType == .no && field.inlinePredictionType != .yes
                            ? "autocorrectionType is no (and inlinePredictionType is not yes)"
                            : field.storage.marked != nil
                                || (composition.inputMethod != nil && composition.inputMethodTypes(into: field))
                                ? "an input method is on: inline predictions show on the English keyboard"
                                : field.storage.selection.length != 0
                                    ? "text is selected"
                                    : !(field.storage.character(before: caret)?.isLetter ?? false)
                                        ? "no word is being typed before the caret"
                                        : gray.isEmpty || gray.contains(where: \.isNewline)
                                            ? "the prediction is empty or spans lines"
                                            : nil
        if let why { record(user: .inlinePredict, field: field, value: gray, ignored: why); return }
        record(user: .inlinePredict, field: field, value: gray)
        // The replacement bumps the text's version once; app code in the change events may change it again.
        inlinePrediction = InlinePrediction(
            field: field, range: NSRange(location: caret, length: gray.utf16.count),
            version: field.storage.version &+ 1, text: gray)
        field.replaceWithoutAsking(
            NSRange(location: caret, length: 0), with: gray,
            markedSelection: NSRange(location: 0, length: 0), notify: true, selectionChanged: true)
    }
}
