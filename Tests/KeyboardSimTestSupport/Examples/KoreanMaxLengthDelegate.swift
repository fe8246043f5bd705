#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A max-length check as Korean apps write it, and the fix. The Korean keyboard hands the delegate each jamo
/// inserted at the caret and only then rewrites the last syllable, so a check counting `old − range + string`
/// refuses the vowel that would complete the last syllable at the limit: "텍스트인풋" stops at "텍스트인ㅍ"
/// (react-native#10320; Team-Going/Going-iOS#60). The fix lets a jamo through (it may still join the last
/// syllable) and trims what is left over when editing ends; trimming in editingChanged would be too early, since the
/// keyboard's rewrite of the syllable comes after the jamo's change.
final class KoreanMaxLengthDelegate: NSObject, UITextFieldDelegate {
    let limit: Int
    let fixed: Bool

    init(limit: Int, fixed: Bool) {
        self.limit = limit
        self.fixed = fixed
    }

    /// Adds the trimming half of the fix to `field`.
    func install(on field: UITextField) {
        guard fixed else { return }
        field.addAction(
            UIAction { [limit] _ in
                if let text = field.text, text.count > limit { field.text = String(text.prefix(limit)) }
            }, for: .editingDidEnd)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        if fixed, let scalar = string.unicodeScalars.first, string.unicodeScalars.count == 1,
            (0x3131...0x318E).contains(scalar.value)
        {
            return true  // a jamo may still join the last syllable: let it through, trim when editing ends
        }
        let old = (textField.text ?? "") as NSString
        return old.replacingCharacters(in: range, with: string).count <= limit
    }
}
