// Ported for Linux by `kbsim port`
// Stands for the shape of duytranpt/MyOBJCApp MyOBJCApp/CustomView/OTPTextField/OTPTextField.swift: one box of a
// one-time-code row, a UITextField subclass that overrides `deleteBackward()` to clear itself and go back.
// For: the six boxes of an SMS code screen, linked through `previousField`/`nextField`.
// Through kbsim a test should show: backspace in an empty box (where UIKit calls `deleteBackward()` although
// there is nothing to delete, and the delegate is not asked) moves focus to the previous box. Known bug: the
// override never calls `super`, so backspace in a filled box also jumps back after clearing it, and the
// delegate's shouldChangeCharactersIn is never asked about a deletion.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class OneTimeCodeDigitField: UITextField {
    weak var previousField: OneTimeCodeDigitField?
    weak var nextField: OneTimeCodeDigitField?

    override init(frame: CGRect) {
        super.init(frame: frame)
        keyboardType = .numberPad
        textAlignment = .center
        textContentType = .oneTimeCode
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        keyboardType = .numberPad
        textAlignment = .center
    }

    override public func deleteBackward() {
        text = ""
        previousField?.becomeFirstResponder()
    }
}
