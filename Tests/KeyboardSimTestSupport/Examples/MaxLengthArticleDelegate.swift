// Written by us for iOS, in the shape of the check "Max Length Text Field" articles teach and apps ship: refuse
// typing once the text already has N characters. Only the import differs from an iOS file.
// Bugs it shows with pinyin: the marked letters count as text, so once they fill the field the rest are refused
// and "ab" + 你好 gives "ab你" (each letter is asked about at the caret, with an empty range); where iOS reports
// a letter as a replacement of the marked range instead (kbsim's `whole-marked-range` alternative) the composition
// is never checked again and 你好 commits into "abc" past the limit. A paste is checked against the current
// length only.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class MaxLengthArticleDelegate: NSObject, UITextFieldDelegate {
    let maxLength: Int

    init(maxLength: Int) {
        self.maxLength = maxLength
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        // Full, and the edit replaces nothing: refuse. Anything else passes unchecked.
        let full = (textField.text ?? "").count >= maxLength
        return !(full && range.length == 0)
    }
}
