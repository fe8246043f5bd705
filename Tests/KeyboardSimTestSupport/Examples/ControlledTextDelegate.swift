// A "controlled" field: the app keeps the text in its model, follows the field through editingChanged, and on
// Return renders the model back into the field (the shape of React Native's controlled inputs and of forms that
// normalise on submit). An autocorrection accepted by Return sends no editingChanged, so the buggy delegate writes
// the misspelling back ("teh" returns after "the" was accepted). The fixed one reads `text` when Return is tapped
// before rendering. Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class ControlledTextDelegate: NSObject, UITextFieldDelegate {
    let readsTextOnReturn: Bool
    private(set) var model = ""

    init(readsTextOnReturn: Bool) {
        self.readsTextOnReturn = readsTextOnReturn
        super.init()
    }

    /// Sets the field's delegate and binds the model to editingChanged.
    func install(on textField: UITextField) {
        textField.delegate = self
        textField.addAction(
            UIAction { [weak self, weak textField] _ in
                guard let self, let textField else { return }
                self.model = textField.text ?? ""
            }, for: .editingChanged)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if readsTextOnReturn { model = textField.text ?? "" }
        textField.text = model.trimmingCharacters(in: .whitespaces)
        return true
    }
}
