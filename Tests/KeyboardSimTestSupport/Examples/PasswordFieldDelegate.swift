// A password field (isSecureTextEntry). iOS empties a secure field on the first keystroke after it regains focus;
// the usual workaround builds the text from the range and returns false, so the password is kept. Return is
// refused until the password is long enough. Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class PasswordFieldDelegate: NSObject, UITextFieldDelegate {
    let minimumLength: Int

    init(minimumLength: Int = 8) {
        self.minimumLength = minimumLength
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        textField.text = current.replacingCharacters(in: swiftRange, with: string)
        let caretOffset = range.location + string.utf16.count
        if let caret = textField.position(from: textField.beginningOfDocument, offset: caretOffset) {
            textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        (textField.text ?? "").count >= minimumLength
    }
}
