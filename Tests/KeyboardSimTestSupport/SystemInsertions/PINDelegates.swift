import Foundation
import KeyboardSim

final class OneDigitPINDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        string.count <= 1 && string.allSatisfy(\.isNumber)
            && (textField.text ?? "").count - range.length + string.count <= 6
    }
}

/// The fix (as OTP libraries ship it): a whole code of digits is accepted as well.
final class AutoFillAwarePINDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        string.allSatisfy(\.isNumber) && (textField.text ?? "").count - range.length + string.count <= 6
    }
}
