// Written for iOS: a form with a formatter delegate (Range(_:in:) + String.replacingCharacters), a "next field"
// return key, and keyboard observers reading userInfo as real code does. Only the import differs.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class PhoneNumberFormatter: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let text = textField.text, let textRange = Range(range, in: text) else { return false }
        let updated = text.replacingCharacters(in: textRange, with: string)
        let digits = updated.filter { $0.isASCII && $0.isNumber }
        guard digits.count <= 10 else { return false }
        textField.text = PhoneNumberFormatter.format(String(digits))
        textField.sendActions(for: .editingChanged)
        return false
    }

    static func format(_ digits: String) -> String {
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i == 0 { out += "(" }
            if i == 3 { out += ") " }
            if i == 6 { out += "-" }
            out.append(ch)
        }
        return out
    }
}

final class SignUpForm: NSObject, UITextFieldDelegate {
    let nameField = UITextField()
    let emailField = UITextField()
    var keyboardHeight: CGFloat = 0
    var lastAnimationDuration: Double = 0
    private var observers: [NSObjectProtocol] = []

    init(center: NotificationCenter = .default) {
        super.init()
        nameField.tag = 1
        emailField.tag = 2
        nameField.returnKeyType = .next
        emailField.returnKeyType = .done
        emailField.keyboardType = .emailAddress
        nameField.delegate = self
        emailField.delegate = self
        observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
            guard let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            let duration = (note.userInfo?["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue ?? 0
            MainActor.assumeIsolated {
                self?.keyboardHeight = frame.height
                self?.lastAnimationDuration = duration
            }
        })
        observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.keyboardHeight = 0 }
        })
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if let next = textField.superview?.viewWithTag(textField.tag + 1) as? UITextField {
            next.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
