// The common "newLength" check (Stack Overflow's most copied answer): refuse any edit that would make the text
// longer than N UTF-16 units. Only the import differs from the iOS file.
// Bug it shows with pinyin: the marked text ("ni\u{2006}hao", 6 units) counts against the limit, so near the
// limit the letters are refused and 你好 (2 units) cannot be typed at all.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class MaxLengthNewLengthDelegate: NSObject, UITextFieldDelegate {
    let maxLength: Int

    init(maxLength: Int) {
        self.maxLength = maxLength
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let currentCharacterCount = textField.text?.utf16.count ?? 0
        if range.length + range.location > currentCharacterCount {
            return false
        }
        let newLength = currentCharacterCount + string.utf16.count - range.length
        return newLength <= maxLength
    }
}
