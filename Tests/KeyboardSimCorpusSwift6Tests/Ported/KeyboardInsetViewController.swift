// Ported for Linux by `kbsim port`
// Stands for the shape of mistahenry/swift-scrollview-keyboard-example swift-scrollview-keyboard-example/ViewController.swift
// (and AZigangaraev/ITIS_2020_108 CollectionViewTest/CollectionViewTest/ViewController.swift): selector observers
// for the keyboard notifications that set the scroll view's bottom `contentInset` to the keyboard's height.
// For: a long form in a scroll view pinned to the bottom safe area, the focused field scrolled above the keyboard.
// Through kbsim a test should show: on focus, one animation with the keyboard's duration and curve 7, the
// bottom inset and indicator inset equal to the keyboard height, the active field scrolled into view; on dismiss,
// inset 0. Known bug: the full keyboard height is used although the scroll view already ends at the safe area,
// so on a phone with a home indicator the inset is 34 points too large (blank space under the last field).
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class KeyboardInsetViewController: UIViewController, UITextFieldDelegate {
    weak var scrollView: UIScrollView!
    private weak var activeField: UITextField?
    let screenHeight = UIScreen.main.bounds.height

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillShow(_:)),
                                               name: UIResponder.keyboardWillShowNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillHide(_:)),
                                               name: UIResponder.keyboardWillHideNotification, object: nil)
    }

    deinit {
        NotificationCenter.default.removeObserver(self)
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        activeField = textField
    }

    func keyboardWillShow(_ notification: Notification) {
        guard let info = notification.userInfo,
              let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
        let duration = (info[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue ?? 0.25
        let height = min(frame.height, screenHeight - frame.origin.y)
        UIView.animate(withDuration: duration) {
            self.scrollView.contentInset.bottom = height
            self.scrollView.scrollIndicatorInsets.bottom = height
        }
        if let field = activeField {
            scrollView.scrollRectToVisible(field.convert(field.bounds, to: scrollView), animated: true)
        }
    }

    func keyboardWillHide(_ notification: Notification) {
        let info = notification.userInfo
        let duration = (info?[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double) ?? 0.25
        UIView.animate(withDuration: duration) {
            self.scrollView.contentInset = .zero
            self.scrollView.scrollIndicatorInsets = .zero
        }
    }
}
