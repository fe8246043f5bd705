// An amount field for the decimalPad keyboard: digits, one decimal separator of the user's locale ("," in
// Germany, "." in the US — the key decimalPad shows), at most two digits after it. Only the import differs.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class DecimalAmountDelegate: NSObject, UITextFieldDelegate {
    let separator: String
    let fractionDigits: Int

    init(locale: Locale = .current, fractionDigits: Int = 2) {
        self.separator = locale.decimalSeparator ?? "."
        self.fractionDigits = fractionDigits
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let proposed = current.replacingCharacters(in: swiftRange, with: string)
        if proposed.isEmpty { return true }
        let parts = proposed.components(separatedBy: separator)
        guard parts.count <= 2 else { return false }
        guard parts.allSatisfy({ part in part.allSatisfy { $0.isASCII && $0.isNumber } }) else { return false }
        if parts.count == 2 && parts[1].count > fractionDigits { return false }
        return true
    }
}
