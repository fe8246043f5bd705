// Ported for Linux by `kbsim port`
// Stands for the shape of willbrandin/school-connect SchoolConnectOnBoarding/Util/Extensions/TextFieldExtensions.swift:
// a US phone formatter that rewrites the text itself, returns false, and restores the caret with
// `position(from: beginningOfDocument, offset: range.location + string length)`.
// For: a sign-up phone field, "555-123-4567".
// Through kbsim a test should show: typing 5551234567 at the end gives "555-123-4567" (there the offset is past
// the old text, `position(from:offset:)` gives nil, and the caret stays at the end where setting `text` put it).
// Known bug: the offset is counted in the text before formatting, so in the middle it is off by every dash
// added or removed: a digit typed just before a dash lands after it with the caret before it, and backspace just
// after a dash deletes nothing (the dash comes back) and only moves the caret.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

extension UITextField {
    func formatAsPhoneNumber(range: NSRange, replacement: String) -> Bool {
        let caret = position(from: beginningOfDocument, offset: range.location + (replacement as NSString).length)
        let proposed = ((text ?? "") as NSString).replacingCharacters(in: range, with: replacement)
        let digits = proposed.components(separatedBy: CharacterSet.decimalDigits.inverted).joined()
        guard digits.count <= 10 else { return false }

        var formatted = ""
        for (index, digit) in digits.enumerated() {
            if index == 3 || index == 6 { formatted.append("-") }
            formatted.append(digit)
        }
        text = formatted
        if let caret = caret {
            selectedTextRange = textRange(from: caret, to: caret)
        }
        return false
    }
}

final class SignUpPhoneDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        textField.formatAsPhoneNumber(range: range, replacement: string)
    }
}
