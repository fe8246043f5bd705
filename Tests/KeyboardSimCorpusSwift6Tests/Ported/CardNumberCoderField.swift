// Ported for Linux by `kbsim port`
// Stands for the shape of KianIranian-STDG/iGap-iOS iGap/General/Extitions/customCardNumberTextField.swift (and
// jeffreybergier/FlickPro JaTrain/GameTextField.swift): a UITextField subclass that is its own delegate, set in
// both `init(frame:)` and `required init(coder:)`.
// For: a bank-card field dropped into storyboards: digits only, grouped "1234-5678-…", at most 16 digits.
// Through kbsim a test should show: from a storyboard (init(coder:)) and from code alike, typing 16 digits gives
// four dash-separated groups and letters are refused. Known bug: a controller that later writes
// `cardField.delegate = self` silently replaces the field's own delegate, and the formatting stops.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class CardNumberCoderField: UITextField, UITextFieldDelegate {
    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        delegate = self
        keyboardType = .numberPad
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        delegate = self
        keyboardType = .numberPad
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        let digits = proposed.filter { "0123456789".contains($0) }
        guard digits.count <= 16, string.allSatisfy({ "0123456789".contains($0) }) else { return false }
        var groups: [String] = []
        var rest = Substring(digits)
        while !rest.isEmpty {
            groups.append(String(rest.prefix(4)))
            rest = rest.dropFirst(4)
        }
        textField.text = groups.joined(separator: "-")
        return false
    }
}
