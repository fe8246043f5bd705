@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A character counter and a Send button bound to `editingChanged` (the common composer shape). While dictation
/// listens the text holds U+FFFC: the counter shows 1 and Send is enabled with nothing typed
/// (react/react-native#37188: the placeholder leaks into app state). The fix leaves U+FFFC out.
@MainActor final class CounterAndSend {
    private(set) var count = 0
    private(set) var sendEnabled = false
    init(field: UITextField, ignoresPlaceholder: Bool) {
        field.addAction(
            UIAction { [unowned self, unowned field] _ in
                var text = field.text ?? ""
                if ignoresPlaceholder { text = text.replacingOccurrences(of: "\u{FFFC}", with: "") }
                self.count = text.count
                self.sendEnabled = !text.trimmingCharacters(in: .whitespaces).isEmpty
            }, for: .editingChanged)
    }
}

/// Dictation (docs/system-insertions.md, "Dictation"): the U+FFFC placeholder while listening, no delegate call,
/// the result replacing the placeholder, and app code that writes `text` while listening ending it.
@Suite struct DictationTests {
    @MainActor static func run(_ script: String) throws -> ScenarioRunner.Result {
        ScenarioRunner(registry: ExampleRegistry.registry, outputDirectory: NSTemporaryDirectory())
            .run(try ExampleRegistry.registry.parser.parse(script, file: "dictation.kbsim"))
    }

    @Test(
        "Dictation listening holds a U+FFFC placeholder in text at the caret, with no delegate call; editingChanged and the notification follow"
    )
    @MainActor func placeholderWhileListening() throws {
        let r = try Self.run(
            """
            field f autocapitalizationType=none
            tap f
            type "ab"
            caret 1
            dictate start
            expect f.text == "a\\u{FFFC}b"
            expect f.marked == none
            expect f.caret == 2
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect event control "editingChanged" count=1
            expect event notification "UITextFieldTextDidChangeNotification" count=1
            expect event user "dictate" value="start"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "dictation-display live (SwiftTerm iOSTextInput.swift: the hypothesis is updated through replace; WebKit/WebKit#67678): each interim result replaces the one before, then the final result, with no delegate call"
    )
    @MainActor func liveDictationReplacesInterimResults() throws {
        let path = ExampleRegistry.root.appendingPathComponent(
            "Tests/KeyboardSimTestSupport/Examples/Scripts/dictation-live.kbsim"
        ).path
        let r = try ScenarioRunner(registry: ExampleRegistry.registry).run(
            file: path, displayName: "dictation-live.kbsim")
        #expect(r.passed, "\(r.report)")
        // The field's text after each change: the placeholder, the text before dictation, each interim result, the words.
        let s = KeyboardSession(
            HarnessConfiguration(
                profile: {
                    var p = IOSProfile.ios18
                    p.dictationDisplay = .live
                    return p
                }()), notificationCenter: NotificationCenter())
        let f = s.addField("f") { $0.autocapitalizationType = .none }
        let counter = CounterAndSend(field: f, ignoresPlaceholder: false)
        try s.tap("f")
        try s.dictate("there you go")
        #expect(f.text == "there you go" && counter.count == 12)
        let changes = s.screen.transcript.events.filter {
            if case .control(_, let event) = $0.payload { event == "editingChanged" } else { false }
        }
        #expect(changes.count == 5, "the placeholder, its removal, two interim results, the final result")
    }

    @Test(
        "The dictation result removes the placeholder (a change with the text as before), then inserts the words (a second change), with no delegate call"
    )
    @MainActor func resultReplacesPlaceholder() throws {
        let r = try Self.run(
            """
            field f autocapitalizationType=none
            tap f
            type "hi "
            dictate start
            dictate "there"
            expect f.text == "hi there"
            expect f.caret == 8
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect event control "editingChanged" count=2
            expect event user "dictate" value="result there"
            dictate stop
            expect event user "dictate" ignored="dictation is not listening"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "dictate stop removes the placeholder and inserts nothing; a typed key or leaving the field stops listening too"
    )
    @MainActor func stopRemovesPlaceholder() throws {
        let r = try Self.run(
            """
            field f autocapitalizationType=none
            field g
            tap f
            type "x"
            dictate start
            dictate stop
            expect f.text == "x"
            expect event control "editingChanged" count=1
            dictate start
            type "y"
            expect f.text == "xy"
            dictate start
            tap g
            expect f.text == "xy"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("Writing text while dictation listens ends it: the result is lost and the U+FFFC the app wrote back stays")
    @MainActor func appTextEndsDictation() throws {
        let r = try Self.run(
            """
            field f autocapitalizationType=none
            tap f
            dictate start
            set-text f "note \\u{FFFC}"
            dictate "lost words"
            expect f.text == "note \\u{FFFC}"
            expect event user "dictate" ignored="dictation ended: app code changed the text while it listened, so the result is lost"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "The dictationDelegateCall profile entry asked: the result is one shouldChangeCharactersIn at the placeholder's place; a refusal drops it"
    )
    @MainActor func askedProfile() throws {
        var profile = IOSProfile.ios18
        profile.dictationDelegateCall = .asked
        let session = KeyboardSession(HarnessConfiguration(profile: profile))
        session.addField("f") { $0.autocapitalizationType = .none }
        try session.attach(.maxLength(5), to: "f")
        try session.tap("f")
        try session.type("ab")
        try session.dictate("hello")
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)",
            where: ["range": "2,0", "string": "hello"])
        session.expect("f", text: "ab")
    }

    @Test("Secure fields have no dictation key")
    @MainActor func secure() throws {
        let r = try Self.run(
            """
            field p isSecureTextEntry=true
            tap p
            dictate "secret"
            expect p.text == ""
            expect event user "dictate" ignored="secure fields have no dictation key"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "A counter and a Send button bound to editingChanged count the U+FFFC placeholder unless they leave it out",
        arguments: [false, true])
    @MainActor func counterCountsPlaceholder(fixed: Bool) throws {
        let session = KeyboardSession()
        let field = session.addField("message")
        let ui = CounterAndSend(field: field, ignoresPlaceholder: fixed)
        session.retain(ui)
        try session.tap("message")
        try session.dictate(.start)
        #expect(ui.count == (fixed ? 0 : 1))
        #expect(ui.sendEnabled == !fixed)
        try session.dictate("Hello")
        #expect(ui.count == 5)
        #expect(ui.sendEnabled)
    }

    @Test(
        "A text view: the placeholder and the result reach textViewDidChange, never textView(_:shouldChangeTextIn:replacementText:)"
    )
    @MainActor func textView() throws {
        let r = try Self.run(
            """
            textview notes autocapitalizationType=none
            tap notes
            dictate "hello"
            expect notes.text == "hello"
            expect no-event delegate "textView(_:shouldChangeTextIn:replacementText:)"
            expect event delegate "textViewDidChange(_:)" count=3
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "the example script passes with the write-only-changes fix and loses the words with a controlled field that always writes"
    )
    @MainActor func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "dictation-controlled-field.kbsim", replacing: "delegate=example:controlled-fixed",
            with: "delegate=example:controlled")
        #expect(buggy.failures.map(\.check) == [#"expect name.text == "hi anna""#], "\(buggy.report)")
    }

    @Test("the steps print back as they parse")
    func roundTrip() throws {
        for line in [
            "dictate start", "dictate stop", #"dictate "hello world""#, #"drop "abc" at=2"#, #"drop "x""#,
            #"inline-predict "ing""#
        ] {
            let s = try ScenarioParser().parse("field f\ntap f\n" + line, file: "t.kbsim")
            #expect(ScenarioPrinter.line(s.lines.last!.step) == line)
        }
        let f = try ScenarioParser().parse("field f inlinePredictionType=no", file: "t.kbsim")
        #expect(ScenarioPrinter.line(f.lines[0].step) == "field f inlinePredictionType=no")
    }

    @Test("bad dictate, drop and inline-predict steps get one error naming what is accepted")
    func badSteps() {
        for (line, message) in [
            ("dictate later", "dictate"), ("drop \"x\" at=-1", "at=-1"), ("drop \"x\" where=2", "expected at="),
            ("inline-predict", "gray completion")
        ] {
            do {
                _ = try ScenarioParser().parse("field f\ntap f\n" + line, file: "t.kbsim")
                Issue.record("\(line) parsed")
            } catch {
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }
}

/// The generic properties see dictation: a digits-only delegate never sees dictated words.
@Suite struct DictationFuzzTests {
    @Test("charset finds dictated words past a digits-only delegate within 200 runs")
    @MainActor func charsetFindsDictation() throws {
        var c = Fuzzer.Configuration(delegate: .digits)
        c.properties = [.charset("0123456789")]
        c.weights.dictate = 6
        c.budget = .runs(200)
        c.maxFailures = 1
        c.seed = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failures.first { $0.property == "charset" }, "\(report.counts)")
        #expect(failure.session.script().contains("dictate"), "\(failure.session.script())")
    }
}

/// `kbsim --dictate`, `--drop`, `--inline-predict`: the routes from the command line.
@Suite struct SystemInsertionCommandLineTests {
    @Test(
        "kbsim --dictate inserts the words with no delegate call; --drop asks the delegate once; --inline-predict leaves gray marked text"
    )
    func options() throws {
        let method = "textField(_:shouldChangeCharactersIn:replacementString:)"
        let d = try KbsimProcess.kbsim([
            "--type-text", "hi ", "--dictate", "anna", "--autocapitalization", "none", "--format", "jsonl"
        ])
        #expect(d.status == 0, "\(d.stderr)")
        #expect(d.lines.filter { $0["method"] as? String == method }.count == 3)
        #expect(d.lines.last?["text"] as? String == "hi anna")
        let drop = try KbsimProcess.kbsim([
            "--type-text", "abc", "--drop", "XY", "--delegate", "max-length:4", "--format", "jsonl"
        ])
        #expect(drop.lines.last(where: { $0["method"] as? String == method })?["string"] as? String == "XY")
        #expect(drop.lines.last?["text"] as? String == "abc")
        let p = try KbsimProcess.kbsim([
            "--type-text", "r u g", "--inline-predict", "oing", "--autocapitalization", "none", "--format", "jsonl"
        ])
        #expect(p.lines.last?["text"] as? String == "r u going")
        let off = try KbsimProcess.kbsim([
            "--type-text", "g", "--inline-predict", "oing", "--inline-prediction", "no", "--format", "jsonl"
        ])
        #expect(off.lines.last?["text"] as? String == "g")
        let bad = try KbsimProcess.kbsim(["--inline-prediction", "maybe"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("default") && bad.stderr.contains("yes"), "\(bad.stderr)")
    }
}
