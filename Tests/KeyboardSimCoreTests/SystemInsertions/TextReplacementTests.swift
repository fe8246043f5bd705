@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A form whose Submit button follows the field through `editingChanged` only (the shape of the reported bug):
/// a text-replacement expansion leaves it disabled. The fix also listens to `editingDidEnd` and reads the text
/// when Submit is tapped.
@MainActor final class SubmitForm {
    var submitEnabled = false
    var model = ""
    init(field: UITextField, fixed: Bool) {
        field.addAction(UIAction { [unowned self, weak field] _ in self.sync(field) }, for: .editingChanged)
        if fixed { field.addAction(UIAction { [unowned self, weak field] _ in self.sync(field) }, for: .editingDidEnd) }
    }
    func sync(_ field: UITextField?) {
        model = field?.text ?? ""
        submitEnabled = model.contains("@")
    }
}

/// Text-replacement shortcuts (docs/system-insertions.md): no delegate call, no editingChanged, no
/// UITextFieldTextDidChangeNotification.
@Suite struct TextReplacementTests {
    @Test("the expansion changes the text with no delegate call and no change events")
    @MainActor func expansion() throws {
        let scenario = try ScenarioParser().parse(
            """
            field f autocapitalizationType=none
            tap f
            type "omw"
            text-replacement "omw" "On my way!"
            expect f.text == "On my way!"
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect no-event control "editingChanged"
            expect no-event notification "UITextFieldTextDidChange"
            text-replacement "xyz" "nothing"
            expect event user "text-replacement" ignored="the text before the caret does not end with the shortcut"
            undo
            expect f.text == "omw"
            """, file: "tr.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.passed, "\(result.report)")
    }

    @Test("an editingChanged-only Submit stays disabled after an expansion; listening to editingDidEnd fixes it")
    @MainActor func submitStaysDisabled() throws {
        for fixed in [false, true] {
            let session = KeyboardSession()
            let f = session.addField("email") {
                $0.autocapitalizationType = .none; $0.keyboardType = .emailAddress
            }
            let form = SubmitForm(field: f, fixed: fixed)
            try session.tap("email")
            try session.type("ml")
            try session.textReplacement("ml", "me@example.com")
            session.expect("email", text: "me@example.com")
            session.endEditing(force: true)
            #expect(form.submitEnabled == fixed, "model \(form.model)")
        }
    }
}
