// Ported for Linux by `kbsim port`
// Stands for the shape of guoweimo/CurrencyConverter CurrencyConverter/Scenes/Delegates/TextFieldDelegate.swift:
// one `Locale.current.decimalSeparator`, at most two fraction digits, and `Float(text)` as the number check.
// For: the amount field of a currency converter, on a decimalPad.
// Through kbsim a test should show: in en_US "12.50" is accepted and "12.505" and "1.2.3" are refused; in de_DE
// "12,50" is accepted (the decimalPad shows ","). Known bug: in de_DE a "." from a hardware keyboard or a paste
// passes, because the check for a second separator only looks for "," and `Float("12.")` parses, so
// "12.5,37" can be typed.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class AmountSeparatorDelegate: NSObject, UITextFieldDelegate {
    let separator = Locale.current.decimalSeparator ?? "."

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        if string.isEmpty {
            return true
        }
        guard let text = textField.text, let textRange = Range(range, in: text) else { return true }
        let updated = text.replacingCharacters(in: textRange, with: string)
        let parts = updated.components(separatedBy: separator)
        if parts.count > 2 {
            return false
        }
        if parts.count == 2 {
            return parts[1].count <= 2
        }
        return Float(updated) != nil
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        textField.keyboardType = .decimalPad
        textField.placeholder = "0\(separator)00"
    }
}
