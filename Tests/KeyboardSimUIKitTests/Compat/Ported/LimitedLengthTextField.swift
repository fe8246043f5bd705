// Ported for Linux by `kbsim port`
// A UITextField subclass that is its own delegate, set in awakeFromNib (storyboard fields), with an
// Interface Builder inspectable limit.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

@IBDesignable
class LimitedLengthTextField: UITextField, UITextFieldDelegate {
    @IBInspectable var maxLength: Int = 10

    override func awakeFromNib() {
        super.awakeFromNib()
        delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let currentText = textField.text ?? ""
        let newText = (currentText as NSString).replacingCharacters(in: range, with: string)
        return (newText as NSString).length <= maxLength
    }
}
