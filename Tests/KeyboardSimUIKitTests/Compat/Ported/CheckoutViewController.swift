// Ported for Linux by `kbsim port`
// A checkout form in the style of the tutorials docs/compat-surface.md counts: storyboard outlets, #selector
// target-action, and keyboard observers that inset the scroll view by the keyboard's overlap.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class CheckoutViewController: UIViewController, UITextFieldDelegate {
    weak var scrollView: UIScrollView!
    weak var nameField: UITextField!
    weak var cardField: UITextField!
    weak var emailField: UITextField!
    weak var payButton: UIButton!

    let cardFormatter = CardNumberFormatter()
    private(set) var payCount = 0
    private(set) var keyboardOverlap: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.delegate = self
        emailField.delegate = self
        cardField.delegate = cardFormatter
        cardField.keyboardType = .numberPad

        // Target-action, three selector spellings.
        nameField.addTarget(self, action: Selector(textFieldDidChange(_:)), for: .editingChanged)
        emailField.addTarget(self, action: Selector(CheckoutViewController.textFieldDidChange(_:)), for: .editingChanged)
        cardField.addTarget(self, action: Selector(self.textFieldDidChange), for: .editingChanged)
        payButton.addTarget(self, action: Selector(payTapped), for: .touchUpInside)
        payButton.isEnabled = false

        NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillHide(notification:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func textFieldDidChange(_ textField: UITextField) {
        let filled = [nameField, cardField, emailField].allSatisfy { !($0?.text ?? "").isEmpty }
        payButton.isEnabled = filled
    }

    func payTapped() {
        payCount += 1
        view.endEditing(true)
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let userInfo = notification.userInfo,
              let frameValue = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue else { return }
        // The keyboard's frame is in screen coordinates: convert it, then inset by the part it covers.
        let keyboardFrame = view.convert(frameValue.cgRectValue, from: nil)
        let overlap = max(0, scrollView.frame.maxY - keyboardFrame.minY)
        let duration = userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double ?? 0.25
        let curve = userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt ?? 0
        keyboardOverlap = overlap
        UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: {
            self.scrollView.contentInset.bottom = overlap
            self.scrollView.scrollIndicatorInsets = self.scrollView.contentInset
        }, completion: nil)
    }

    func keyboardWillHide(notification: NSNotification) {
        let duration = (notification.userInfo?["UIKeyboardAnimationDurationUserInfoKey"] as? NSNumber)?.doubleValue ?? 0.25
        keyboardOverlap = 0
        UIView.animate(withDuration: duration) {
            self.scrollView.contentInset = .zero
            self.scrollView.scrollIndicatorInsets = .zero
        }
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        // Keep the field in view above the keyboard (a "string with // and /* */" stays as it is).
        scrollView.scrollRectToVisible(textField.frame, animated: true)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField:
            cardField.becomeFirstResponder()
        case cardField:
            emailField.becomeFirstResponder()
        default:
            textField.resignFirstResponder()
        }
        return true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        view.endEditing(true)
    }
}
