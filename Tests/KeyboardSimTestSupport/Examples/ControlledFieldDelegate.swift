// A "controlled" field, as React Native and other declarative layers build them: the app keeps the text in its
// model and writes the model back into the field on every editingChanged. While dictation listens, that write
// ends dictation and the words are lost (react/react-native#18890); the fix writes back only when the model
// differs from the text (react/react-native#19687). Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class ControlledFieldDelegate: NSObject, UITextFieldDelegate {
    /// The app's copy of the text.
    private(set) var model = ""
    /// Whether the write-back is skipped when the field already shows the model (the fix).
    let writesOnlyChanges: Bool

    init(writesOnlyChanges: Bool) {
        self.writesOnlyChanges = writesOnlyChanges
        super.init()
    }

    /// Sets the field's delegate and renders the model after each change.
    func install(on textField: UITextField) {
        textField.delegate = self
        textField.addAction(
            UIAction { [weak self, weak textField] _ in
                guard let self, let textField else { return }
                self.model = textField.text ?? ""
                self.render(into: textField)
            }, for: .editingChanged)
    }

    func render(into textField: UITextField) {
        if writesOnlyChanges && textField.text == model { return }
        textField.text = model
    }
}
