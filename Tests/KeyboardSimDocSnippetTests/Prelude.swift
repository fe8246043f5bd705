// The reader's own code the documentation's snippets name (their delegates, controllers, fields, a script), as
// stand-ins: the snippets in Generated/ (scripts/doc-snippets.py) compile against them. Only the names and types
// the snippets use matter here; what they do is in the examples and the other test targets.
import Foundation
import KeyboardSim

/// `email.delegate = myDelegate` (README): the reader's delegate.
@MainActor let myDelegate = MyPinDelegate()

/// The reader's delegates (README, docs/scenarios.md, the DocC landing page, docs/fuzzing.md).
final class MyPinDelegate: NSObject, UITextFieldDelegate {}
final class PinDelegate: NSObject, UITextFieldDelegate {}
final class AmountDelegate: NSObject, UITextFieldDelegate {}
final class PhoneNumberCaretFormatter: NSObject, UITextFieldDelegate {}

/// A field class with its own limit (docs/fuzzing.md).
final class LimitTextField: UITextField {
    let maxLength: Int
    init(maxLength: Int) {
        self.maxLength = maxLength
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) {
        maxLength = 0
        super.init(coder: coder)
    }
}

/// A `UIKeyInput` view (README; docs/responders.md declares its own).
final class PinCodeView: UIView, UIKeyInput {
    private(set) var code = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !code.isEmpty }
    func insertText(_ text: String) { code += text }
    func deleteBackward() { if !code.isEmpty { code.removeLast() } }
}

/// The reader's ported view controllers (README, docs/porting.md, docs/scenarios.md).
final class CheckoutViewController: UIViewController {
    let cardField = UITextField()
    let nameField = UITextField()
}

final class SignInViewController: UIViewController {
    var emailField: UITextField!
    var notesView: UITextView!
}

final class ShippingFormViewController: UIViewController {}

/// The script and registry of docs/profiles.md's variants test.
let script = "field f\ntap f\n"
@MainActor let registry = ScenarioRegistry()

/// libFuzzer's driver, which docs/fuzzing.md's fuzz target declares: it exists in binaries linked with
/// -sanitize=fuzzer; this test binary is not, so this definition stands in (never called).
@_silgen_name("LLVMFuzzerRunDriver")
func standInLLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt { 0 }
