// The "Max Length Text Field" article's check, as apps ship it: refuse typing once the text has N characters.
// Only the import differs from the iOS file.
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
        guard let text = textField.text else { return true }
        if text.count >= maxLength && range.length == 0 {
            return false
        }
        return true
    }
}
