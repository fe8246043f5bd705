// A sign-up form whose return key (returnKeyType = .next) moves to the field with the next tag, and resigns on
// the last one. With the keyboard up, iOS 11+ posts only WillChangeFrame/DidChangeFrame on such a move (no
// WillHide/WillShow): code that lays out on WillShow misses it. Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class FormNavigator: NSObject, UITextFieldDelegate {
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = textField.superview?.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return false
    }
}
