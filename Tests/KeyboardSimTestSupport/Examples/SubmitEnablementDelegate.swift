// An email form whose Submit (the keyboard's Go key) is enabled when the address contains "@". The buggy delegate
// updates the enablement on editingChanged only; a text-replacement expansion ("ml" → "me@example.com") sends
// none, so Submit stays disabled and Return does nothing. The fixed one reads `text` again when Submit is tapped
// (as on editingDidEnd, the reported fix). Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class SubmitEnablementDelegate: NSObject, UITextFieldDelegate {
    let readsTextOnSubmit: Bool
    private(set) var submitEnabled = false

    init(readsTextOnSubmit: Bool) {
        self.readsTextOnSubmit = readsTextOnSubmit
        super.init()
    }

    /// Sets the field's delegate and binds the enablement to editingChanged.
    func install(on textField: UITextField) {
        textField.delegate = self
        textField.addAction(
            UIAction { [weak self, weak textField] _ in
                guard let self, let textField else { return }
                self.update(textField)
            }, for: .editingChanged)
    }

    private func update(_ textField: UITextField) {
        submitEnabled = (textField.text ?? "").contains("@")
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if readsTextOnSubmit { update(textField) }
        guard submitEnabled else { return false }
        textField.resignFirstResponder()  // submitted: the form goes away
        return true
    }
}
