import KeyboardSim

/// The app's delegate: digits only, at most four.
public final class FourDigits: NSObject, UITextFieldDelegate {
    public override init() { super.init() }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        return proposed.count <= 4 && proposed.allSatisfy(\.isNumber)
    }
}
