// Ported for Linux by `kbsim port`
// Stands for the shape of MilanSavaliya321/PinCodeView KPassCode/KPassCode/KPin/PinTextField.swift and the
// controller around it: a row of one-character boxes, the delegate taking one digit per box and moving on.
// For: a 6-digit verification code (optionally secure, as a PIN), `onComplete` called with the code.
// Through kbsim a test should show: typing 1 2 3 4 5 6 fills the six boxes one each, focus moving right, and
// `onComplete("123456")`; a letter is refused; backspace empties a box without moving. Known bug: a paste or
// AutoFill of the whole code into the first box is refused (`string.count > 1`), so the SMS code suggested above
// the keyboard does nothing; and `isSecure` set after the view loaded is ignored.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class OneTimeCodeViewController: UIViewController, UITextFieldDelegate {
    private(set) var boxes: [UITextField] = []
    var isSecure = false
    var onComplete: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        let width: CGFloat = 44
        for index in 0..<6 {
            let box = UITextField(frame: CGRect(x: 16 + CGFloat(index) * (width + 8), y: 120, width: width, height: 52))
            box.tag = 100 + index
            box.delegate = self
            box.keyboardType = .numberPad
            box.isSecureTextEntry = isSecure
            box.textAlignment = .center
            box.borderStyle = .roundedRect
            view.addSubview(box)
            boxes.append(box)
        }
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        boxes.first?.becomeFirstResponder()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard string.count <= 1 else { return false }
        guard string.isEmpty || string.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        textField.text = string
        if !string.isEmpty {
            let next = textField.tag - 100 + 1
            if next < boxes.count {
                boxes[next].becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
                onComplete?(boxes.compactMap(\.text).joined())
            }
        }
        return false
    }
}
