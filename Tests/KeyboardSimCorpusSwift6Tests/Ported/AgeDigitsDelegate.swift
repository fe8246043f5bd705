// Ported for Linux by `kbsim port`
// Stands for the shape of 30th-THE-SOPT-iOS-Part/KimJiHyun Rx_Server/Rx_Server/TextField/UITextField+.swift:
// `CharacterSet.decimalDigits.isSuperset(of: CharacterSet(charactersIn: string))` as the digit filter.
// For: an age field (numberPad, at most 3 digits) whose value the form reads with `Int(text)`.
// Through kbsim a test should show: letters and punctuation are refused, "42" is accepted and `age == 42`.
// Known bug: `decimalDigits` is every Unicode digit, so Arabic-Indic "٤٢" or full-width "４２" (an Arabic or
// Japanese keyboard, or a paste) are accepted and `Int(text)` then gives nil: the field shows an age, the form
// has none.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class AgeDigitsDelegate: NSObject, UITextFieldDelegate {
    private(set) var age: Int?

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let typed = CharacterSet(charactersIn: string)
        guard CharacterSet.decimalDigits.isSuperset(of: typed) else { return false }
        let current = (textField.text ?? "") as NSString
        return current.replacingCharacters(in: range, with: string).count <= 3
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        age = Int(textField.text ?? "")
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        textField.keyboardType = .numberPad
        return true
    }
}
