// Ported for Linux by `kbsim port`
// Stands for the shape of AbdelrhmanKamalEliwa/AEOTPTextField AEOTPTextField/Source/UIKit/Utilities/AEOTPTextFieldImplementation.swift:
// a whole file inside `#if os(iOS)`, as cross-platform packages gate their UIKit code.
// For: the delegate behind a single-field one-time-code view: digits only, at most `length`, and a callback when
// the code is complete.
// Through kbsim a test should show: typing 1 2 3 4 calls `onComplete("1234")` once (on the next turn of the
// main queue); a letter and a fifth digit are refused. On Linux `os(iOS)` is false, so a port that kept the gate
// would compile the file to nothing and a test naming `OneTimeCodeInputHandler` would fail with "cannot find in
// scope": the port has to rewrite the condition (say, to `os(iOS) || canImport(KeyboardSim)`) or say so.
#if (os(iOS) || canImport(KeyboardSim))
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class OneTimeCodeInputHandler: NSObject, UITextFieldDelegate {
    let length: Int
    var onComplete: ((String) -> Void)?

    init(length: Int = 4) {
        self.length = length
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard string.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        guard proposed.count <= length else { return false }
        if proposed.count == length && !string.isEmpty {
            DispatchQueue.main.async { self.onComplete?(proposed) }
        }
        return true
    }
}
#endif
