#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A formatter that writes the field's text back on every change (a trim, a normalisation, or plain
/// `textField.text = textField.text` to refresh attributes), and the fix. During a Japanese composition setting
/// `text` commits the marked text as it stands, but the keyboard keeps its composition and marks all of it again at
/// the caret on the next key, so the text duplicates: "て", "す", "と" on the kana keyboard give "ててすてすと"
/// (toggl/mobileapp#1158; zendesk/zendesk_sdk_ios#363: "ああ" → "あああ"), and no conversion to kanji is possible.
/// The fix skips while `markedTextRange != nil`: the text is formatted once the composition is committed (the
/// commit sends editingChanged too).
@MainActor final class JapaneseTextReassigningFormatter: NSObject, UITextFieldDelegate {
    let fixed: Bool
    /// How many times the formatter wrote the text.
    private(set) var writes = 0

    init(fixed: Bool) { self.fixed = fixed }

    /// Installs the formatter as an editingChanged action on `field`.
    func install(on field: UITextField) {
        field.addAction(
            UIAction { [weak self, weak field] _ in
                guard let self, let field else { return }
                if self.fixed && field.markedTextRange != nil { return }  // composing: leave the marked text alone
                self.writes += 1
                field.text = field.text.map(Self.format)
            }, for: .editingChanged)
    }

    /// The formatting: full-width spaces to plain ones (the text is otherwise written back unchanged).
    static func format(_ text: String) -> String { text.replacingOccurrences(of: "\u{3000}", with: " ") }
}
