// Ported for Linux by `kbsim port`
// A delegate that sets the text itself and still returns true (3 of 56 real bodies do this). On iOS the
// typed character then lands a second time; docs/behaviour.md says what kbsim does.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class UppercaseDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let current = textField.text ?? ""
        textField.text = (current as NSString).replacingCharacters(in: range, with: string.uppercased())
        return true
    }
}
