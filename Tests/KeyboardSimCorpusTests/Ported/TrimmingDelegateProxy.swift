// Ported for Linux by `kbsim port`
// Stands for the shape of songdealer/SwiftLibrary TextFieldDelegateProxy/TextFieldDelegateProxy/RxTextFieldDelegateProxy.swift:
// a proxy that takes over `field.delegate`, keeps the previous delegate, adds one rule, and forwards everything
// else through the optional requirements (`forward?.textFieldShouldReturn?(textField) ?? true`).
// For: refusing leading spaces in any field without touching the screen's own delegate.
// Through kbsim a test should show: with the proxy installed over a max-length delegate, " " at the start is
// refused, "a b" is accepted, the old delegate's limit still applies, and return reaches the old delegate.
// Known bug: a field holds its delegate weakly, so `_ = TrimmingDelegateProxy(installingOn: field)` frees the
// proxy at once and leaves the field with no delegate at all, the old one included.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class TrimmingDelegateProxy: NSObject, UITextFieldDelegate {
    private weak var forward: UITextFieldDelegate?

    init(installingOn field: UITextField) {
        forward = field.delegate
        super.init()
        field.delegate = self
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        if range.location == 0 && string.hasPrefix(" ") {
            return false
        }
        return forward?.ifImplemented.textField(textField, shouldChangeCharactersIn: range,
                                   replacementString: string) ?? true
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        forward?.ifImplemented.textFieldShouldBeginEditing(textField) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        forward?.ifImplemented.textFieldDidBeginEditing(textField)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        forward?.ifImplemented.textFieldShouldClear(textField) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        forward?.ifImplemented.textFieldShouldReturn(textField) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        forward?.ifImplemented.textFieldDidEndEditing(textField, reason: reason)
    }
}
