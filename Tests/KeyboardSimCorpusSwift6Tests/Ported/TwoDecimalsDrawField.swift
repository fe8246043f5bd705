// Ported for Linux by `kbsim port`
// Stands for the shape of Zealous-System-Pvt-Ltd/iOS-Code-Structure CodeStructure/SupportingFIles/Constant/CustomClass/DecimalTwoDigitTextField.swift:
// a subclass that makes itself its delegate in `draw(_:)`, the first moment it is sure to be on screen.
// For: a price field with at most one "." and two digits after it.
// Through kbsim a test should show: once shown (kbsim calls `draw(_:)` once when the field first enters a
// window), "12.5" and "12.50" are accepted and "12.505", "1.2.3" and "abc" refused. Known bug: the "." is hard-coded, so in de_DE the decimalPad's "," is refused and no decimal can be
// typed at all; and before the first draw the field has no delegate.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class TwoDecimalsDrawField: UITextField, UITextFieldDelegate {
    override func draw(_ rect: CGRect) {
        super.draw(rect)
        self.delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let oldText = textField.text, let r = Range(range, in: oldText) else {
            return true
        }
        let newText = oldText.replacingCharacters(in: r, with: string)
        let isNumeric = newText.isEmpty || Double(newText) != nil
        let numberOfDots = newText.components(separatedBy: ".").count - 1
        let fractionDigits: Int
        if let dot = newText.firstIndex(of: ".") {
            fractionDigits = newText.distance(from: dot, to: newText.endIndex) - 1
        } else {
            fractionDigits = 0
        }
        return isNumeric && numberOfDots <= 1 && fractionDigits <= 2
    }
}
