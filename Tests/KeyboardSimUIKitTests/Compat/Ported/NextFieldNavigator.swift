// Ported for Linux by `kbsim port`
// A "next field" delegate: Return moves to the field tagged one higher in the same container, and the last
// field submits.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class NextFieldNavigator: NSObject, UITextFieldDelegate {
    var onSubmit: (() -> Void)?

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let nextTag = textField.tag + 1
        if let nextResponder = textField.superview?.viewWithTag(nextTag) {
            nextResponder.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            onSubmit?()
        }
        return false
    }
}
