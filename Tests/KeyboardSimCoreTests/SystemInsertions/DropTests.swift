@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The example field with the typing-only delegate, which it keeps (a delegate is held weakly).
final class TypingLimitedPasteField: PasteTrimmingField {
    let limiter = LengthLimitDelegate(limit: 10, checksEveryChange: false)
    init() {
        super.init(limit: 10)
        delegate = limiter
    }
    required init?(coder: NSCoder) { nil }
}

/// Drop (docs/system-insertions.md, "Drop"): one delegate call, as for a paste, at the drop point; not through
/// `paste(_:)`.
@Suite struct DropTests {
    @Test(
        "A drop asks shouldChangeCharactersIn once with the drop point and the whole dropped text; the caret goes after it"
    )
    @MainActor func oneDelegateCallAtTheDropPoint() throws {
        let r = try DictationTests.run(
            """
            field f autocapitalizationType=none
            tap f
            type "hello"
            select 0 2
            drop "XY" at=3
            expect f.text == "helXYlo"
            expect f.caret == 5
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=3,0 string="XY" count=1
            expect event control "editingChanged" count=1
            expect event notification "UITextFieldTextDidChangeNotification" count=1
            drop "!"
            expect f.text == "helXY!lo"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("A refused drop changes nothing and is not recorded for undo (unlike a refused paste)")
    @MainActor func refusedDrop() throws {
        let r = try DictationTests.run(
            """
            field f delegate=max-length:4 autocapitalizationType=none
            tap f
            type "abc"
            drop "defg" at=0
            expect f.text == "abc"
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" string="defg" returned=false
            undo
            expect f.text == "ab"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("A drop point outside the text or inside a character is one clear error")
    @MainActor func badDropPoint() throws {
        let session = KeyboardSession()
        session.addField("f")
        try session.tap("f")
        try session.type("a👍")
        #expect(throws: SimulationError.self) { try session.drop("x", at: 9) }
        #expect(throws: SimulationError.self) { try session.drop("x", at: 2) }
        session.expect("f", text: "a👍")
    }

    @Test("A paste goes through the field's paste(_:), a drop does not")
    @MainActor func pasteOverride() throws {
        let session = KeyboardSession()
        let field = PasteTrimmingField(limit: 10)
        session.addField("f", field: field)
        try session.tap("f")
        try session.paste("0123456789abc")
        session.expect("f", text: "0123456789")
        try session.drop("XYZ", at: 0)
        session.expect("f", text: "XYZ0123456789")
    }

    @Test("the example script passes with a delegate that checks every change and fails with a typing-only check")
    @MainActor func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "drop-past-limit.kbsim", replacing: "delegate=example:length-limit", with: "delegate=example:typing-limit")
        #expect(buggy.failures.map(\.check) == ["expect code.length <= 10"], "\(buggy.report)")
    }

    @Test(
        "max-length finds a drop past a limit that only a paste(_:) override and a typing check enforce, within 200 runs"
    )
    @MainActor func fuzzFindsDrop() throws {
        var c = Fuzzer.Configuration(target: .fieldClass("paste-trimming-field") { TypingLimitedPasteField() })
        c.properties = [.maxLength(10)]
        c.weights.drop = 6
        c.budget = .runs(200)
        c.maxFailures = 1
        c.seed = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failures.first { $0.property == "max-length" }, "\(report.counts)")
        #expect(failure.session.script().contains("drop"), "\(failure.session.script())")
    }
}
