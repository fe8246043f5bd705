// Ported for Linux by `kbsim port`
// Stands for the shape of cupnoodle/fluffyes 69-move-view-when-keyboard-shown.md: the root view moved up by the
// keyboard height (`view.frame.origin.y -= height`) on keyboardWillShow and put back on keyboardWillHide, the
// handlers taking an NSNotification.
// For: a small login screen whose fields sit in the lower half.
// Through kbsim a test should show: focusing a field moves the view up by the keyboard height once, dismissing
// puts it back at 0. Known bug: every keyboardWillShow subtracts again, so a second will-show without a hide in
// between (a keyboard whose height changes while shown, e.g. the emoji keyboard, or a field switching keyboard
// type) moves the view up twice and the top of the form leaves the screen.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class KeyboardShiftViewController: UIViewController {
    weak var emailField: UITextField!
    weak var passwordField: UITextField!

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillShow(notification:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillHide(notification:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    func keyboardWillShow(notification: NSNotification) {
        guard let value = notification.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        let keyboardSize = value.cgRectValue
        self.view.frame.origin.y -= keyboardSize.height
    }

    func keyboardWillHide(notification: NSNotification) {
        self.view.frame.origin.y = 0
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
    }
}
