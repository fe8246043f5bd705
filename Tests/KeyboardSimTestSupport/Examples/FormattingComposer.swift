// A chat composer that formats what the user types (here: ":)" becomes "🙂") by writing the formatted text
// back into the field on every editingChanged. With iOS 17 inline predictions the gray completion is marked text
// in `text`: the write-back commits it, and the user typing the rest of the word sends "r u goingoing"
// (TelegramMessenger/Telegram-iOS#1543, #2138; element-hq/element-x-ios#2008). The fix leaves the text alone while
// `markedTextRange` is set, as composers already do for Chinese and Japanese input. Only the import differs from
// the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class FormattingComposer: NSObject, UITextFieldDelegate {
    /// Whether formatting waits while the keyboard shows marked text (the fix).
    let waitsForMarkedText: Bool

    init(waitsForMarkedText: Bool) {
        self.waitsForMarkedText = waitsForMarkedText
        super.init()
    }

    func install(on textField: UITextField) {
        textField.delegate = self
        textField.addAction(
            UIAction { [weak self, weak textField] _ in
                guard let self, let textField else { return }
                self.format(textField)
            }, for: .editingChanged)
    }

    func format(_ textField: UITextField) {
        if waitsForMarkedText && textField.markedTextRange != nil { return }
        let text = textField.text ?? ""
        // Rewritten with the formatting applied (the real composers set attributedText with their entities).
        textField.text = text.replacingOccurrences(of: ":)", with: "🙂")
    }

    /// What Send sends: the text as the field holds it.
    func message(of textField: UITextField) -> String { textField.text ?? "" }
}
