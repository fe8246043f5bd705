// Ported for Linux by `kbsim port`
// Stands for the shape of francav/mybudget_ios em3anos/view/component/CurrencyTextField.swift: a UITextField
// subclass that re-formats all its text with a currency NumberFormatter on every `.editingChanged`, digits
// shifting in from the right as cents.
// For: a price field; `value` is what the app stores.
// Through kbsim a test should show (en_US): typing 1 2 3 4 shows "$0.01", "$0.12", "$1.23", "$12.34" and value
// 12.34; backspace gives "$1.23". Known bug: after every change the caret is at the end, so a digit typed in the
// middle lands correctly but the caret jumps away, and backspace with the caret after "$" deletes nothing (the
// re-format puts the "$" back).
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class CentsCurrencyField: UITextField {
    static let maxDigits = 12
    private let formatter: NumberFormatter = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = Locale.current
        return formatter
    }()

    var value: Double {
        let digits = (text ?? "").filter(\.isNumber)
        return (Double(digits) ?? 0) / pow(10, Double(formatter.maximumFractionDigits))
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        keyboardType = .numberPad
        textAlignment = .right
        addTarget(self, action: Selector(editingChanged), for: .editingChanged)
        editingChanged()
    }

    func editingChanged() {
        let digits = String((text ?? "").filter(\.isNumber).prefix(CentsCurrencyField.maxDigits))
        let divisor = pow(10, Double(formatter.maximumFractionDigits))
        text = formatter.string(from: NSNumber(value: (Double(digits) ?? 0) / divisor))
    }
}
