// Ported for Linux by `kbsim port`
// Stands for the shape of dagi12/StoryboardPlayground StoryboardPlayground/ViewController.swift: return moves to
// `textField.superview?.viewWithTag(textField.tag + 1)` and resigns when there is none.
// For: a sign-in form (email tag 1, password tag 2) with a "forgot" button tagged 3 in the same card.
// Through kbsim a test should show: return in the email field focuses the password field (its `.next` key).
// Known bug: return in the password field finds the button (tag 3), whose becomeFirstResponder() refuses, so
// the keyboard stays up and sign-in is not started; and a field moved into another container is not found.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class SignInFormViewController: UIViewController, UITextFieldDelegate {
    weak var card: UIView!
    weak var emailField: UITextField!
    weak var passwordField: UITextField!
    weak var forgotButton: UIButton!
    private(set) var signInAttempts = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        emailField.tag = 1
        passwordField.tag = 2
        forgotButton.tag = 3
        emailField.delegate = self
        passwordField.delegate = self
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .next
        passwordField.isSecureTextEntry = true
        passwordField.returnKeyType = .go
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let nextTag = textField.tag + 1
        if let nextResponder = textField.superview?.viewWithTag(nextTag) {
            nextResponder.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
            signInAttempts += 1
        }
        return false
    }
}
