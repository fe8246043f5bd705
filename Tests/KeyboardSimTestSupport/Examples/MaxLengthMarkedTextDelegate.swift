// The fix: let marked text through while the keyboard composes, and cut to N characters once the composition
// has been committed (markedTextRange is nil again). Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class MaxLengthMarkedTextDelegate: NSObject, UITextFieldDelegate {
    let maxLength: Int

    init(maxLength: Int) {
        self.maxLength = maxLength
        super.init()
    }

    /// Sets the field's delegate and truncates after each committed change.
    func install(on textField: UITextField) {
        textField.delegate = self
        textField.addAction(
            UIAction { [weak self, weak textField] _ in
                guard let self, let textField else { return }
                self.truncateIfCommitted(textField)
            }, for: .editingChanged)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        // While composing (pinyin, kana …) the marked text is not the final text: do not count it.
        if textField.markedTextRange != nil {
            return true
        }
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let proposed = current.replacingCharacters(in: swiftRange, with: string)
        return proposed.count <= maxLength || string.isEmpty
    }

    func truncateIfCommitted(_ textField: UITextField) {
        guard textField.markedTextRange == nil, let text = textField.text, text.count > maxLength else { return }
        textField.text = String(text.prefix(maxLength))
    }
}
