// Ported for Linux by `kbsim port`
// The caret-preserving card-number formatter every payment tutorial has: digits only, groups of four,
// the caret kept after the same digit.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class CardNumberFormatter: NSObject, UITextFieldDelegate {
    let maxDigits = 16

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        guard let text = textField.text else { return true }
        if string.rangeOfCharacter(from: CharacterSet.decimalDigits.inverted) != nil { return false }

        let proposed = (text as NSString).replacingCharacters(in: range, with: string)
        let digits = proposed.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
        if digits.count > maxDigits { return false }

        // Digits before the caret once the edit is made: they locate the caret in the new text.
        let caretInProposed = range.location + (string as NSString).length
        let digitsBeforeCaret = (proposed as NSString).substring(to: caretInProposed)
            .components(separatedBy: CharacterSet.decimalDigits.inverted).joined().count

        let formatted = CardNumberFormatter.group(digits)
        textField.text = formatted

        var caret = 0
        var seen = 0
        for ch in formatted {
            if seen == digitsBeforeCaret { break }
            if ch.isNumber { seen += 1 }
            caret += 1
        }
        if let position = textField.position(from: textField.beginningOfDocument, offset: caret) {
            textField.selectedTextRange = textField.textRange(from: position, to: position)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }

    static func group(_ digits: String) -> String {
        var out = ""
        for (i, ch) in digits.enumerated() {
            if i > 0 && i % 4 == 0 { out += " " }
            out.append(ch)
        }
        return out
    }
}
