// Ported for Linux by `kbsim port`
// A six-digit code entry: six boxes drawn over one `UIKeyInput` view (no `UITextInput`), digits only, the number
// pad and the one-time-code content type from its own traits, backspace, and a paste that takes the digits of the
// pasteboard. `checksPastedLength: false` is the planted bug: paste(_:) appends every pasted digit, so a seventh
// digit gets in. Written for this project as an iOS developer writes the view; `kbsim port Examples/responders`
// ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class PinCodeView: UIView, UIKeyInput {
    /// How many digits the code has.
    let length: Int
    /// Whether paste(_:) keeps to `length` (the fix) or appends every pasted digit (the bug).
    let checksPastedLength: Bool
    /// The digits entered so far.
    private(set) var code = "" {
        didSet {
            updateBoxes()
            if code.count == length && oldValue.count != length { onComplete?(code) }
        }
    }
    /// Called once the last digit is entered.
    var onComplete: ((String) -> Void)?
    private var boxes: [UILabel] = []

    // UITextInputTraits: the keyboard this view asks for.
    var keyboardType: UIKeyboardType = .numberPad
    var textContentType: UITextContentType! = .oneTimeCode

    init(length: Int = 6, checksPastedLength: Bool = true) {
        self.length = length
        self.checksPastedLength = checksPastedLength
        super.init(frame: CGRect(x: 0, y: 0, width: 300, height: 56))
        for i in 0..<length {
            let box = UILabel(frame: CGRect(x: CGFloat(i) * 50, y: 0, width: 44, height: 56))
            box.textAlignment = .center
            box.layer.borderWidth = 1
            box.layer.cornerRadius = 8
            addSubview(box)
            boxes.append(box)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var canBecomeFirstResponder: Bool { true }

    private func updateBoxes() {
        let digits = Array(code)
        for (i, box) in boxes.enumerated() { box.text = i < digits.count ? String(digits[i]) : nil }
    }

    // MARK: UIKeyInput

    var hasText: Bool { !code.isEmpty }

    func insertText(_ text: String) {
        for c in text where c.isASCII && c.isNumber {
            guard code.count < length else { return }
            code.append(c)
        }
    }

    func deleteBackward() {
        guard !code.isEmpty else { return }
        code.removeLast()
    }

    // MARK: Paste

    override func paste(_ sender: Any?) {
        let digits = (UIPasteboard.general.string ?? "").filter { $0.isASCII && $0.isNumber }
        if checksPastedLength {
            insertText(digits)
        } else {
            code += digits
        }
    }
}
