// Ported for Linux by `kbsim port`
// Stands for the shape of bkook/BKMoneyKit Sources/BKMoneyKit/BKForwardingTextField.m, written in Swift as apps
// do it: `super.delegate = self` for the field's own rules, and an overridden `delegate` property that stores
// the app's delegate and hands it back, with the optional requirements forwarded (`outer?.textField?(…) ?? true`).
// For: an IBAN field that upper-cases and groups by four, while the screen's controller stays "the delegate".
// Through kbsim a test should show: with a controller set as `field.delegate`, typing "de89 3704" shows
// "DE89 3704", the controller's textFieldShouldReturn still runs, and `field.delegate === controller`. Known bug:
// whoever reads `delegate` (UIKit included, where it asks the property) gets the outer object, not the field, so
// where the framework reads the property instead of its stored super value, the grouping is skipped; a test
// shows which one kbsim reads.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class ForwardingDelegateTextField: UITextField, UITextFieldDelegate {
    private weak var outerDelegate: UITextFieldDelegate?

    override var delegate: UITextFieldDelegate? {
        get { outerDelegate }
        set { outerDelegate = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        super.delegate = self
        autocapitalizationType = .allCharacters
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard outerDelegate?.ifImplemented.textField(textField, shouldChangeCharactersIn: range, replacementString: string) ?? true
        else { return false }
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        let compact = proposed.uppercased().filter { $0.isLetter || $0.isNumber }
        var grouped = ""
        for (index, character) in compact.prefix(34).enumerated() {
            if index > 0 && index % 4 == 0 { grouped.append(" ") }
            grouped.append(character)
        }
        textField.text = grouped
        return false
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        outerDelegate?.ifImplemented.textFieldShouldBeginEditing(textField) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        outerDelegate?.ifImplemented.textFieldDidEndEditing(textField)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        outerDelegate?.ifImplemented.textFieldShouldReturn(textField) ?? true
    }
}
