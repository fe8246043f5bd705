// Written by us for iOS, in the shape of the check "Max Length Text Field" articles teach and apps ship: refuse
// typing once the text already has N characters. Only the import differs from an iOS file.
// Bugs it shows with pinyin: a composition started under the limit is never checked again (the delegate sees the
// marked range, not an empty one), so committing 你好 into "abc" with a limit of 4 gives 5 characters; a paste
// is checked against the current length only.
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

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        // Full, and the edit replaces nothing: refuse. Anything else passes unchecked.
        let full = (textField.text ?? "").count >= maxLength
        return !(full && range.length == 0)
    }
}
