// Ported for Linux by `kbsim port`
// A Swift 4-era login screen: pre-4.2 notification names and userInfo keys, `as? CGRect`, a handler taking
// NSNotification, and a bottom constraint animated with the keyboard.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class LegacyLoginViewController: UIViewController {
    weak var usernameField: UITextField!
    weak var passwordField: UITextField!
    weak var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true
        NotificationCenter.default.addObserver(self, selector: Selector(LegacyLoginViewController.keyboardWillChange(notification:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(LegacyLoginViewController.keyboardWillChange(notification:)), name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillChange(notification: NSNotification) {
        guard let keyboardFrame = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else { return }
        let duration = notification.userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.3
        let screenHeight = UIScreen.main.bounds.height
        if notification.name == UIResponder.keyboardWillShowNotification {
            bottomConstraint.constant = screenHeight - keyboardFrame.origin.y
        } else {
            bottomConstraint.constant = 0
        }
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }
}
