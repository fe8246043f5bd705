#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A length limit written the "insert it myself" way, and the fix. The delegate builds the new text, trims it to
/// the limit, sets `textField.text` and returns NO. On a composing keyboard that refuses every key: the Zhuyin
/// keyboard's symbols land in the field as plain text ("ㄊㄞ") and no words are suggested
/// (xamarin/Xamarin.Forms#9918). The fix lets the keyboard's own changes through while a composition is open
/// (`markedTextRange != nil`) and for the key that opens one (a Zhuyin symbol or tone mark: that call comes before
/// there is a marked range; the tone marks ˉˊˇˋ˙ are outside the Bopomofo block).
final class ZhuyinSelfInsertingDelegate: NSObject, UITextFieldDelegate {
    let limit: Int
    let fixed: Bool

    init(limit: Int, fixed: Bool) {
        self.limit = limit
        self.fixed = fixed
    }

    static func isZhuyinKey(_ string: String) -> Bool {
        !string.isEmpty
            && string.unicodeScalars.allSatisfy {
                (0x3100...0x312F).contains($0.value) || [0x02C9, 0x02CA, 0x02C7, 0x02CB, 0x02D9].contains($0.value)
            }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        if fixed && (textField.markedTextRange != nil || Self.isZhuyinKey(string)) { return true }
        let old = (textField.text ?? "") as NSString
        let new = old.replacingCharacters(in: range, with: string)
        textField.text = String(new.prefix(limit))
        return false
    }
}
