// Ported for Linux by `kbsim port`
// Stands for the shape of yalonsob/CS212 TextFieldDelegates/TextFieldDelegates/Delegates/FiveCharTextFieldDelegate.swift:
// the limit counted in UTF-16 code units through NSString, the Stack Overflow 25223407 answer most apps copy.
// For: a username field that takes at most 10 characters.
// Through kbsim a test should show: typing stops after 10 letters; select-all + type at the limit works (the
// range is replaced before counting). Known bug: the count is UTF-16, so an emoji uses 2 of the 10 (five 😀 fill
// the field), and at 9 letters a pinyin syllable is refused while it is still marked text ("ni" makes 11).
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class UsernameLengthDelegate: NSObject, UITextFieldDelegate {
    let maxLength: Int

    init(maxLength: Int = 10) {
        self.maxLength = maxLength
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let current = (textField.text ?? "") as NSString
        let proposed = current.replacingCharacters(in: range, with: string) as NSString
        return proposed.length <= maxLength
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }
}
