@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// iOS 17 inline predictions (docs/system-insertions.md, "Inline predictions"): gray marked text after the caret,
/// no delegate call; a space accepts it, other keys take it back, leaving the field drops it silently.
@Suite struct InlinePredictionTests {
    @Test(
        "An inline prediction is marked text after the caret, in text, with no delegate call; didChangeSelection, editingChanged and the notification follow"
    )
    @MainActor func shownAsMarkedText() throws {
        let r = try DictationTests.run(
            """
            field f autocapitalizationType=none
            tap f
            type "r u g"
            inline-predict "oing"
            expect f.text == "r u going"
            expect f.marked == 5 4
            expect f.caret == 5
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect event delegate "textFieldDidChangeSelection(_:)" count=1
            expect event control "editingChanged" count=1
            expect event notification "UITextFieldTextDidChangeNotification" count=1
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "A space accepts the inline prediction: the gray text stays without a delegate call, then the space is asked about as usual"
    )
    @MainActor func spaceAccepts() throws {
        let r = try DictationTests.run(
            """
            field f autocapitalizationType=none
            tap f
            type "tomo"
            inline-predict "rrow"
            type " "
            expect f.text == "tomorrow "
            expect f.marked == none
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=8,0 string=" " count=1
            expect event control "editingChanged" count=1
            expect event user "inline-predict" value="rrow accepted by space"
            undo
            expect f.text == "tomorrow"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("Typing another key takes the inline prediction back (a change event), then the key is typed at the caret")
    @MainActor func typingRejects() throws {
        let r = try DictationTests.run(
            """
            field f autocapitalizationType=none
            tap f
            type "g"
            inline-predict "oing"
            type "r"
            expect f.text == "gr"
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=1,0 string="r" count=1
            expect event control "editingChanged" count=2
            expect event user "inline-predict" value="oing taken back"
            inline-predict "eat"
            backspace
            expect f.text == "g"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("A delegate-only length limit never sees the gray text: accepting it passes the limit")
    @MainActor func acceptancePassesDelegateLimit() throws {
        let r = try DictationTests.run(
            """
            field f delegate=max-length:6 autocapitalizationType=none
            tap f
            type "to"
            inline-predict "morrow"
            type " "
            expect f.text == "tomorrow"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "Leaving the field drops the inline prediction with no change event: a model bound to editingChanged keeps the gray text"
    )
    @MainActor func leavingDropsSilently() throws {
        let session = KeyboardSession()
        let field = session.addField("f") { $0.autocapitalizationType = .none }
        let model = EditingChangedModel(field: field, fixed: true)
        let stale = EditingChangedModel(field: field, fixed: false)
        session.retain(model)
        session.retain(stale)
        try session.tap("f")
        try session.type("r u g")
        try session.inlinePredict("oing")
        #expect(model.value == "r u going")
        _ = try session.resign("f")
        session.expect("f", text: "r u g")
        session.expect("f", marked: nil)
        session.expectNoEvent("control", "editingChanged")
        // editingDidEnd carries the text without the gray completion: the fix reads it there.
        #expect(model.value == "r u g")
        #expect(stale.value == "r u going")
    }

    @Test(
        "No inline predictions before iOS 17, with inlinePredictionType = .no, in secure fields, with the pinyin keyboard, or with no word before the caret"
    )
    @MainActor func notOffered() throws {
        let r = try DictationTests.run(
            """
            profile ios16
            field a autocapitalizationType=none
            field b inlinePredictionType=no
            tap a
            type "g"
            inline-predict "oing"
            expect a.text == "g"
            expect event user "inline-predict" ignored="inline predictions need iOS 17 or later (profile ios16)"
            tap b
            """)
        #expect(r.passed, "\(r.report)")
        let s = try DictationTests.run(
            """
            field b inlinePredictionType=no autocapitalizationType=none
            field p isSecureTextEntry=true
            field c autocapitalizationType=none
            tap b
            type "g"
            inline-predict "oing"
            expect event user "inline-predict" ignored="inlinePredictionType is no"
            tap p
            type "g"
            inline-predict "oing"
            expect event user "inline-predict" ignored="secure fields show no predictions"
            tap c
            type "g "
            inline-predict "oing"
            expect event user "inline-predict" ignored="no word is being typed before the caret"
            expect c.text == "g "
            """)
        #expect(s.passed, "\(s.report)")
    }

    @Test("App code writing text while the prediction shows commits the gray text: typing on doubles it")
    @MainActor func appWriteCommits() throws {
        let r = try DictationTests.run(
            """
            field f autocapitalizationType=none
            tap f
            type "g"
            inline-predict "oing"
            set-text f "going"
            expect f.marked == none
            type "oing"
            expect f.text == "goingoing"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "the example script passes with a composer that waits for marked text and sends \"r u goingoing \" with one that does not"
    )
    @MainActor func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "inline-prediction-composer.kbsim", replacing: "delegate=example:composer-fixed",
            with: "delegate=example:composer")
        #expect(
            buggy.failures.map(\.check) == [
                "expect message.marked == 5 4", "expect message.caret == 5", #"expect message.text == "r u going ""#
            ], "\(buggy.report)")
        #expect(buggy.report.contains("r u goingoing "), "\(buggy.report)")
    }

    @Test(
        "model-sync finds an inline prediction dropped on leaving the field, and max-length one accepted past a delegate-only limit, each within 400 runs"
    )
    @MainActor func fuzzFindsDesync() throws {
        for (property, delegate) in [(FuzzProperty.modelSync, BuiltinDelegate.accept), (.maxLength(8), .maxLength(8))] {
            var c = Fuzzer.Configuration(delegate: delegate)
            c.properties = [property]
            c.weights.inlinePredict = 6
            c.budget = .runs(400)
            c.maxFailures = 1
            c.seed = 1
            let report = Fuzzer(c).run()
            let failure = try #require(
                report.failures.first { $0.property == property.name },
                "\(report.failures.map { "\($0.property): \($0.message) \($0.session.script())" }) \(report.counts)")
            #expect(failure.session.script().contains("inline-predict"), "\(failure.session.script())")
        }
    }
}
