// Ported for Linux by `kbsim port`
// Stands for the shape of timi-codes/Catss-IOS Catss-ios/App/CardNumberTextFieldDelegate.swift: a card number
// regrouped in fours with spaces on every change (here with the caret kept by counting digits before it, as the
// better copies of it do).
// For: the card number field of a checkout form, at most 16 digits.
// Through kbsim a test should show: typing 4242424242424242 gives "4242 4242 4242 4242"; a digit typed in the
// middle stays where it was typed with the caret right after it; a 17th digit is refused. Known bug: backspace
// right after a space removes only the space, which the regrouping puts back, so the caret moves left and no
// digit goes: it takes two backspaces to delete across a group.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class CardGroupingDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let old = (textField.text ?? "") as NSString
        let proposed = old.replacingCharacters(in: range, with: string)
        let digits = proposed.filter { $0.isASCII && $0.isNumber }
        guard digits.count <= 16 else { return false }

        // Digits left of the caret after the edit decide where the caret goes in the regrouped text.
        let caretInProposed = range.location + (string as NSString).length
        let digitsBeforeCaret = (proposed as NSString).substring(to: caretInProposed).filter { $0.isNumber }.count

        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && index % 4 == 0 { grouped.append(" ") }
            grouped.append(digit)
        }
        textField.text = grouped

        var offset = 0, seen = 0
        for character in grouped where seen < digitsBeforeCaret {
            offset += 1
            if character != " " { seen += 1 }
        }
        if let position = textField.position(from: textField.beginningOfDocument, offset: offset) {
            textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
        return false
    }
}
