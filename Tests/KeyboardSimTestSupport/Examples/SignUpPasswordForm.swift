// A sign-up form with two new-password boxes ("password" and "confirm"): Return submits (the field resigns) when
// the form's model holds the same non-empty password in both. The buggy form keeps its model in
// shouldChangeCharactersIn only; when AutoFill's strong password fills the confirm box with no delegate call, the
// model's confirm stays empty and Return does nothing. The fixed form also copies `text` into the model on
// editingChanged (which the confirm box still gets) and on key-value observation of `text` (the only thing that
// sees "Choose My Own Password" clear both boxes). Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class SignUpPasswordForm: UIResponder, UITextFieldDelegate {
    let observesText: Bool
    /// The model: each box's password by the box's accessibilityIdentifier.
    private(set) var values: [String: String] = [:]
    private var observed: [UITextField] = []

    init(observesText: Bool) {
        self.observesText = observesText
        super.init()
    }

    deinit {
        for field in observed { field.removeObserver(self, forKeyPath: "text") }
    }

    /// The form's delegate for `field`: the one its other box already has, or a new one.
    static func shared(for field: UITextField, observesText: Bool) -> SignUpPasswordForm {
        let boxes = field.superview?.subviews.compactMap { $0 as? UITextField } ?? []
        let form =
            boxes.lazy.compactMap { $0.delegate as? SignUpPasswordForm }.first
            ?? SignUpPasswordForm(observesText: observesText)
        form.install(on: field)
        return form
    }

    func install(on field: UITextField) {
        guard observesText else { return }
        field.addAction(
            UIAction { [weak self, weak field] _ in
                guard let self, let field else { return }
                self.copy(field)
            }, for: .editingChanged)
        field.addObserver(self, forKeyPath: "text", options: [.new], context: nil)
        observed.append(field)
    }

    private func copy(_ field: UITextField) {
        values[field.accessibilityIdentifier ?? ""] = field.text ?? ""
    }

    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        if let field = object as? UITextField { copy(field) }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        values[textField.accessibilityIdentifier ?? ""] = current.replacingCharacters(in: swiftRange, with: string)
        return true
    }

    var canSubmit: Bool {
        guard let password = values["password"], !password.isEmpty else { return false }
        return password == values["confirm"]
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        guard canSubmit else { return false }
        textField.resignFirstResponder()
        return true
    }
}
