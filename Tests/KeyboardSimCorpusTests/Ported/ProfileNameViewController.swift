// Ported for Linux by `kbsim port`
// Stands for the shape of enamul95/TextFieldMaxLen TextFieldMaxLen/ViewController.swift: the limit checked on
// `textField.text! + string`, ignoring the range that is being replaced.
// For: a profile screen whose name field takes at most 8 characters, the controller as its own delegate.
// Through kbsim a test should show: typing stops at 8 characters and backspace works at the limit. Known bug:
// at the limit, select-all + type (or pasting over a selection) is refused, because the selected text is
// counted as if it stayed; a pinyin syllable at 7 characters is refused as soon as its marked text has 2 letters.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class ProfileNameViewController: UIViewController, UITextFieldDelegate {
    weak var nameField: UITextField!
    weak var cityField: UITextField!
    var maxNameLength: Int = 8

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.delegate = self
        cityField.delegate = self
        nameField.autocapitalizationType = .words
        nameField.returnKeyType = .next
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        if textField == nameField {
            let currentText = textField.text! + string
            return currentText.count <= maxNameLength
        }
        return true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField == nameField {
            cityField.becomeFirstResponder()
        } else {
            textField.resignFirstResponder()
        }
        return true
    }
}
