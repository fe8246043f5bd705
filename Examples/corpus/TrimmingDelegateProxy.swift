// Stands for the shape of songdealer/SwiftLibrary TextFieldDelegateProxy/TextFieldDelegateProxy/RxTextFieldDelegateProxy.swift:
// a proxy that takes over `field.delegate`, keeps the previous delegate, adds one rule, and forwards everything
// else through the optional requirements (`forward?.textFieldShouldReturn?(textField) ?? true`).
// For: refusing leading spaces in any field without touching the screen's own delegate.
// Through kbsim a test should show: with the proxy installed over a max-length delegate, " " at the start is
// refused, "a b" is accepted, the old delegate's limit still applies, and return reaches the old delegate.
// Known bug: a field holds its delegate weakly, so `_ = TrimmingDelegateProxy(installingOn: field)` frees the
// proxy at once and leaves the field with no delegate at all, the old one included.
import UIKit

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
        return forward?.textField?(textField, shouldChangeCharactersIn: range,
                                   replacementString: string) ?? true
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        forward?.textFieldShouldBeginEditing?(textField) ?? true
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        forward?.textFieldDidBeginEditing?(textField)
    }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        forward?.textFieldShouldClear?(textField) ?? true
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        forward?.textFieldShouldReturn?(textField) ?? true
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        forward?.textFieldDidEndEditing?(textField, reason: reason)
    }
}
