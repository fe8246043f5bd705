// Ported for Linux by `kbsim port`
// Stands for the shape of yeop96/iOS_SeSAC_Friends SeSAC_Friends/Extensions/UITextField+Extension.swift:
// `text.count + string.count - range.length`, Characters on one side and a UTF-16 range on the other.
// For: a nickname field of at most 8 characters, where the app wanted emoji to count as one.
// Through kbsim a test should show: eight letters fit, a ninth is refused, backspace always works. Known bug: a
// selected emoji has range.length 2 but is 1 Character, so selecting the emoji in "abcdefg😀" (8 characters)
// and typing "xy" is allowed (8 + 2 - 2 = 8) and leaves 9 characters.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class NicknameCountDelegate: NSObject, UITextFieldDelegate {
    private let limit = 8
    var onChange: ((String) -> Void)?

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let text = textField.text else { return true }
        let newLength = text.count + string.count - range.length
        guard newLength <= limit else { return false }
        if let swiftRange = Range(range, in: text) {
            onChange?(text.replacingCharacters(in: swiftRange, with: string))
        }
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        textField.text = textField.text?.trimmingCharacters(in: .whitespaces)
    }
}
