@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A form model that follows the field through `editingChanged` only (the shape of the reported bug: "I wrote 'Helo',
/// 'Hello' is suggested, I tap return: the field shows 'Hello' but the model keeps 'Helo'"); the fix also reads the
/// text when editing ends.
@MainActor final class EditingChangedModel {
    private(set) var value = ""
    init(field: UITextField, fixed: Bool) {
        field.addAction(
            UIAction { [unowned self, unowned field] _ in self.value = field.text ?? "" }, for: .editingChanged)
        if fixed {
            field.addAction(
                UIAction { [unowned self, unowned field] _ in self.value = field.text ?? "" }, for: .editingDidEnd)
        }
    }
}

@MainActor @Suite struct AutocorrectTests {
    @Test(
        "Autocorrect accepted by Return: the delegate is asked, the text changes, no editingChanged; the model misses it unless it reads editingDidEnd",
        arguments: [false, true])
    func acceptedByReturn(fixed: Bool) throws {
        let session = KeyboardSession()
        let field = session.addField("name") { $0.autocapitalizationType = .none }
        let model = EditingChangedModel(field: field, fixed: fixed)
        session.retain(model)
        try session.tap("name")
        try session.type("helo")
        try session.autocorrect("helo", to: "hello")
        session.expect("name", text: "helo")  // offered, not yet accepted
        try session.tapReturn()
        session.expect("name", text: "hello")
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)",
            where: ["range": "0,4", "string": "hello"])
        session.expectNoEvent("control", "editingChanged")
        session.expectNoEvent("notification", "UITextFieldTextDidChangeNotification")
        session.expectEvent("delegate", "textFieldShouldReturn(_:)")
        _ = try session.resign("name")
        #expect(model.value == (fixed ? "hello" : "helo"))
    }

    @Test(
        "Autocorrect offer dismissed by a further letter or a caret move (the suggestion follows the word being typed): dont, offer don't, a, space gives donta"
    )
    func offerFollowsTheWord() throws {
        // The sequence the fuzzer found against a public library's text field: the offer survived the letter and
        // was applied to the word's old range at the space, giving "don't a".
        let session = KeyboardSession()
        session.addField("f") { $0.autocapitalizationType = .none }
        try session.tap("f")
        try session.type("dont")
        try session.autocorrect("dont", to: "don't")
        try session.type("a ")
        session.expect("f", text: "donta ")
        session.expectNoEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)", where: ["string": "don't"])
        // A caret move dismisses the offer too: the space after moving back is typed, nothing is corrected.
        let moved = KeyboardSession()
        moved.addField("f") { $0.autocapitalizationType = .none }
        try moved.tap("f")
        try moved.type("hi teh")
        try moved.autocorrect("teh", to: "the")
        try moved.caret(2)
        try moved.type(" ")
        moved.expect("f", text: "hi  teh")
        // With no letter or caret move in between the offer is still accepted by the space.
        let kept = KeyboardSession()
        kept.addField("f") { $0.autocapitalizationType = .none }
        try kept.tap("f")
        try kept.type("dont")
        try kept.autocorrect("dont", to: "don't")
        try kept.type(" ")
        kept.expect("f", text: "don't ")
    }

    @Test(
        "Autocorrect accepted by space: the correction asks the delegate with the word's range, then the space is typed with its editingChanged"
    )
    func acceptedBySpace() throws {
        let session = KeyboardSession()
        session.addField("f") { $0.autocapitalizationType = .none }
        try session.tap("f")
        try session.type("teh")
        try session.autocorrect("teh", to: "the")
        try session.type(" ")
        session.expect("f", text: "the ")
        session.expectEvent("control", "editingChanged", count: 1)
    }

    @Test(
        "Autocorrect accepted by leaving the field: didEnd sees the corrected text; no change event; a refusal keeps the word"
    )
    func acceptedByLeaving() throws {
        final class Refuse: NSObject, UITextFieldDelegate {
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                string != "the"
            }
        }
        let session = KeyboardSession()
        session.addField("a") { $0.autocapitalizationType = .none }
        session.addField("b") { $0.autocapitalizationType = .none }
        let refuse = Refuse()
        try session.attach(refuse, to: "b")
        try session.tap("a")
        try session.type("teh")
        try session.autocorrect("teh", to: "the")
        try session.tap("b")
        session.expect("a", text: "the")
        session.expectNoEvent("control", "editingChanged")
        try session.type("teh")
        try session.autocorrect("teh", to: "the")
        _ = try session.resign("b")
        session.expect("b", text: "teh")
    }

    @Test(
        "A pending correction survives app code setting text and lands on the same range (\"Yo my oran\", as reported); a deletion dismisses it; secure and autocorrectionType=no fields are not corrected"
    )
    func pendingRules() throws {
        let session = KeyboardSession()
        session.addField("f") { $0.autocapitalizationType = .none }
        session.addField("p") { $0.isSecureTextEntry = true }
        session.addField("n") { $0.autocorrectionType = .no }
        let f = try session.field("f")
        try session.tap("f")
        try session.type("Yo mh")
        try session.autocorrect("mh", to: "my")
        f.text = "Yo mhoran"
        try session.type(" ")
        // The device report's result: the correction lands on the word's old range and the space at the caret
        // after it ("Yo mh" + app code setting "Yo mhoran" → "Yo my oran").
        session.expect("f", text: "Yo my oran")
        try session.type("teh")
        try session.autocorrect("teh", to: "the")
        try session.backspace()
        try session.type(" ")
        session.expect("f", text: "Yo my te oran")
        for name in ["p", "n"] {
            try session.tap(name)
            try session.type("teh")
            try session.autocorrect("teh", to: "the")
            session.expectEvent(
                "user", "autocorrect",
                where: ["ignored": name == "p" ? "secure fields are not autocorrected" : "autocorrectionType is no"])
        }
    }

    @Test(
        "model-sync finds an editingChanged-bound model missing an autocorrection or a text-replacement expansion within 200 runs"
    )
    func modelSyncFindsIt() throws {
        var c = Fuzzer.Configuration(delegate: .accept)
        c.properties = [.modelSync]
        c.budget = .runs(200)
        c.maxFailures = 1
        c.seed = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failures.first { $0.property == "model-sync" }, "\(report.failures)")
        #expect(failure.message.contains("without editingChanged"))
        let script = failure.session.script()
        #expect(script.contains("autocorrect ") || script.contains("text-replacement "), "\(script)")
    }
}
