// Written by us for iOS, in the shape of the widely copied "Max Length Text Field" articles: a UITextField
// subclass that is its own delegate and refuses an edit whose result would exceed `maxLength` Characters (an
// `@IBInspectable` so Interface Builder can set it). Only the import differs from an iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class MaxLengthTextField: UITextField, UITextFieldDelegate {
    /// No limit until one is set.
    @IBInspectable var maxLength: Int = .max

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        if string.isEmpty { return true }  // deletions always pass
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return proposed.count <= maxLength
    }
}
