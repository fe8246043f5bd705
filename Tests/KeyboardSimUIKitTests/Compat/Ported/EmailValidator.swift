// Ported for Linux by `kbsim port`
// A regex validator with NSPredicate, shown on an error label when editing ends, and re-checked on every
// change through a text-did-change observer.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

extension String {
    var isValidEmail: Bool {
        let emailRegEx = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        let emailTest = NSPredicate(format: "SELF MATCHES %@", emailRegEx)
        return emailTest.evaluate(with: self)
    }
}

class EmailFieldValidator: NSObject, UITextFieldDelegate {
    let errorLabel: UILabel
    private(set) var isValid = false

    init(field: UITextField, errorLabel: UILabel) {
        self.errorLabel = errorLabel
        super.init()
        field.delegate = self
        errorLabel.isHidden = true
        NotificationCenter.default.addObserver(self, selector: Selector(textDidChange(_:)),
                                               name: UITextField.textDidChangeNotification, object: field)
    }

    private func textDidChange(_ notification: Notification) {
        guard let field = notification.object as? UITextField else { return }
        isValid = (field.text ?? "").isValidEmail
        if isValid { errorLabel.isHidden = true }
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        isValid = (textField.text ?? "").isValidEmail
        errorLabel.isHidden = isValid
        errorLabel.text = isValid ? nil : "Enter a valid email address"
        textField.layer.borderColor = isValid ? UIColor.lightGray.cgColor : UIColor.red.cgColor
        textField.layer.borderWidth = 1
    }
}
