// Ported for Linux by `kbsim port`
// Stands for the shape of timi-codes/Catss-IOS Catss-ios/App/ExpiryDateTextDelegate.swift: a card expiry
// "MM/YY" that inserts the slash after the month and takes it out again on delete.
// For: the expiry field of a checkout form.
// Through kbsim a test should show: typing 1 2 2 7 gives "12/27" with the caret at the end; a fifth digit is
// refused; backspace on "12/2" gives "12" (the slash goes with the digit). Known bug: the month is not
// checked, so "13/27" and "00/00" are accepted, and pasting "1227" gives "1227" (the slash is only added when
// the text is exactly 3 characters long).
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class ExpiryDateDelegate: NSObject, UITextFieldDelegate {
    private var isDeleting = false

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let old = textField.text ?? ""
        var updated = (old as NSString).replacingCharacters(in: range, with: string)
        isDeleting = updated.count < old.count

        if updated.count == 3 {
            let slashIndex = updated.index(updated.startIndex, offsetBy: 2)
            if isDeleting {
                updated.remove(at: slashIndex)
            } else if updated[slashIndex] != "/" {
                updated.insert("/", at: slashIndex)
            }
        }
        guard updated.count <= 5 else { return false }
        textField.text = updated
        if let end = textField.position(from: textField.beginningOfDocument, offset: (updated as NSString).length) {
            textField.selectedTextRange = textField.textRange(from: end, to: end)
        }
        return false
    }
}
