// A Swift 4-era login screen: pre-4.2 notification names and userInfo keys, `as? CGRect`, a handler taking
// NSNotification, and a bottom constraint animated with the keyboard.
import UIKit

class LegacyLoginViewController: UIViewController {
    @IBOutlet weak var usernameField: UITextField!
    @IBOutlet weak var passwordField: UITextField!
    @IBOutlet weak var bottomConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        passwordField.isSecureTextEntry = true
        NotificationCenter.default.addObserver(self, selector: #selector(LegacyLoginViewController.keyboardWillChange(notification:)), name: NSNotification.Name.UIKeyboardWillShow, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(LegacyLoginViewController.keyboardWillChange(notification:)), name: .UIKeyboardWillHide, object: nil)
    }

    @objc func keyboardWillChange(notification: NSNotification) {
        guard let keyboardFrame = notification.userInfo?[UIKeyboardFrameEndUserInfoKey] as? CGRect else { return }
        let duration = notification.userInfo?[UIKeyboardAnimationDurationUserInfoKey] as? TimeInterval ?? 0.3
        let screenHeight = UIScreen.main.bounds.height
        if notification.name == NSNotification.Name.UIKeyboardWillShow {
            bottomConstraint.constant = screenHeight - keyboardFrame.origin.y
        } else {
            bottomConstraint.constant = 0
        }
        UIView.animate(withDuration: duration) {
            self.view.layoutIfNeeded()
        }
    }
}
