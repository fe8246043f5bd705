@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A PIN field delegate that accepts one digit at a time (the shape of the reported OTP-field bugs): it refuses
/// the AutoFilled code, so nothing fills.

/// One-time-code AutoFill (docs/system-insertions.md): offered only to `.oneTimeCode` fields, one delegate call
/// with the whole code, and the contested deliveries as profile entries.
@Suite struct OneTimeCodeTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "the whole code arrives in one delegate call at the caret",
            script: """
                field otp textContentType=one-time-code keyboardType=numberPad
                tap otp
                autofill code "123456"
                expect otp.text == "123456"
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=0,0 string="123456" count=1
                expect event control "editingChanged" count=1
                expect event user "autofill" value="code 123456"
                """),
        Case(
            name: "the doubled delivery inserts the code twice, one call each",
            script: """
                field otp textContentType=one-time-code
                tap otp
                autofill code "123456" delivery=doubled
                expect otp.text == "123456123456"
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" string="123456" count=2
                """),
        Case(
            name: "a length cap (the reported fix) stops the doubled code",
            script: """
                field otp textContentType=one-time-code delegate=max-length:6
                tap otp
                autofill code "123456" delivery=doubled
                expect otp.text == "123456"
                """),
        Case(
            name: "per-digit replay after a refused whole code",
            script: """
                field otp textContentType=one-time-code delegate=max-length:1
                tap otp
                autofill code "42" delivery=per-digit-after-refusal
                expect otp.text == "4"
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" string="42" returned=false
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" string="4" returned=true
                """)
    ]

    @Test("one-time-code AutoFill scripts", arguments: cases)
    @MainActor func script(_ c: Case) throws {
        let scenario = try ScenarioParser().parse(c.script, file: "otp.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.passed, "\(result.report)")
    }

    @Test("a one-character PIN delegate fills nothing from AutoFill; the AutoFill-aware one fills the code")
    @MainActor func pinDelegate() throws {
        for fixed in [false, true] {
            let session = KeyboardSession()
            let f = session.addField("otp") {
                $0.textContentType = .oneTimeCode; $0.keyboardType = .numberPad
            }
            session.attach(fixed ? AutoFillAwarePINDelegate() : OneDigitPINDelegate(), to: f)
            try session.tap("otp")
            try session.autofillCode("123456")
            #expect((f.text ?? "") == (fixed ? "123456" : ""))
        }
    }

    @Test("the example script passes with the AutoFill-aware delegate and fails with the one-digit one")
    @MainActor func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "otp-autofill.kbsim", replacing: "example:pin-autofill-aware", with: "example:pin-one-digit")
        #expect(buggy.failures.map(\.check) == [#"expect code.text == "123456""#], "\(buggy.report)")
    }

    @Test("the step prints back as it parses")
    func roundTrip() throws {
        for line in [#"autofill code "123456""#, #"autofill code "0042" delivery=doubled"#] {
            let s = try ScenarioParser().parse("field f\ntap f\n" + line, file: "t.kbsim")
            #expect(ScenarioPrinter.line(s.lines.last!.step) == line)
        }
    }
}

/// `kbsim --content-type one-time-code --autofill-code 123456`: the code as one delegate call.
@Suite struct OneTimeCodeCommandLineTests {
    @Test("kbsim --autofill-code shows one delegate call with the whole code, only for a one-time-code field")
    func autofillCodeOption() throws {
        let r = try KbsimProcess.kbsim([
            "--type-text", "1", "--content-type", "one-time-code", "--autofill-code", "123456",
            "--type", "numberPad", "--format", "jsonl"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        let calls = r.lines.filter {
            $0["method"] as? String == "textField(_:shouldChangeCharactersIn:replacementString:)"
        }
        #expect(calls.map { $0["string"] as? String } == ["1", "123456"])
        #expect(r.lines.last?["text"] as? String == "1123456")

        // A field that is not a one-time-code field is offered no code: one error line naming the content type.
        let plain = try KbsimProcess.kbsim(["--autofill-code", "123456", "--format", "jsonl"])
        #expect(plain.status == 2)
        #expect(
            plain.stderr
                == "kbsim: --autofill-code \"123456\": iOS offers a one-time code only to a field whose --content-type is one-time-code; found none\n",
            "\(plain.stderr)")
        #expect(plain.stdout.isEmpty)
    }
}

/// QuickType picks (docs/system-insertions.md): the word before the caret and a space, the delegate asked or
/// not as the profile says.
@Suite struct QuickTypeTests {
    @Test("suggest replaces the word being typed with the word and a space, in one delegate call")
    @MainActor func asked() throws {
        let scenario = try ScenarioParser().parse(
            """
            field f autocapitalizationType=none
            tap f
            type "say hel"
            suggest "hello"
            expect f.text == "say hello "
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=4,3 string="hello " count=1
            expect event control "editingChanged" count=1
            suggest "world" call=silent
            expect f.text == "say hello world "
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect event control "editingChanged" count=1
            """, file: "qt.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.passed, "\(result.report)")
    }

    @Test(
        "quicktype-space consumed, the default (radar 31279736: the first space typed after a picked suggestion is removed by the OS): \"there\" + space gives one space; typed keeps two"
    )
    @MainActor func spaceAfterPickIsConsumed() throws {
        let scenario = try ScenarioParser().parse(
            """
            field f autocapitalizationType=none
            tap f
            type "hi th"
            suggest "there"
            type " "
            expect f.text == "hi there "
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect event user "type" ignored="the space right after a QuickType pick is consumed (the pick added one)"
            type " you"
            expect f.text == "hi there  you"
            """, file: "qt.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.passed, "\(result.report)")
        let old = try ScenarioParser().parse(
            """
            profile-entry quicktype-space typed
            field f autocapitalizationType=none
            tap f
            type "hi th"
            suggest "there"
            type " "
            expect f.text == "hi there  "
            """, file: "qt.kbsim")
        let oldResult = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(old)
        #expect(oldResult.passed, "\(oldResult.report)")
    }

    @Test(
        "[U] QuickType pick after punctuation replaces no punctuation (no source for what iOS does; no device replaces the \".\"): \"Hi.\" + pick gives \"Hi.How \""
    )
    @MainActor func pickAfterPunctuation() throws {
        let scenario = try ScenarioParser().parse(
            """
            field f autocapitalizationType=none
            tap f
            type "Hi."
            suggest "How"
            expect f.text == "Hi.How "
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=3,0 string="How "
            type " don'"
            suggest "don't"
            expect f.text == "Hi.How don't "
            """, file: "qt.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.passed, "\(result.report)")
    }

    @Test("no QuickType bar: secure fields and autocorrection off ignore the pick")
    @MainActor func notOffered() throws {
        let scenario = try ScenarioParser().parse(
            """
            field f autocorrectionType=no
            tap f
            suggest "hello"
            expect f.text == ""
            expect event user "suggest" ignored="the predictive bar is not showing (autocorrectionType = no, or predictive off)"
            """, file: "qt.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.passed, "\(result.report)")
    }

    @Test("the example script passes with the editingChanged truncation and fails with a delegate-only limit")
    @MainActor func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "quicktype-past-limit.kbsim", replacing: "delegate=max-length-safe:8", with: "delegate=max-length:8")
        #expect(
            buggy.failures.map(\.check) == ["expect name.length <= 8", #"expect name.text == "say inte""#],
            "\(buggy.report)")
    }

    @Test("with the silent profile entry, max-length finds a QuickType pick past a delegate-only limit within 200 runs")
    @MainActor func fuzzBypass() throws {
        var c = Fuzzer.Configuration(delegate: .maxLength(8))
        var profile = IOSProfile.ios18
        profile.quickTypeDelegateCall = .silent
        c.profile = profile
        c.properties = [.maxLength(8)]
        c.weights.suggest = 6
        c.budget = .runs(200)
        c.maxFailures = 1
        c.seed = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failures.first { $0.property == "max-length" }, "\(report.counts)")
        #expect(failure.session.script().contains("suggest"), "\(failure.session.script())")
        // The reproducer replays under the same rule: it names the changed entry after the profile.
        let script = Fuzzer.reproducer(failure, profile: profile)
        #expect(script.contains("profile ios18\nprofile-entry quicktype-call silent\n"), "\(script)")
        let replay = ScenarioRunner().run(try ScenarioParser().parse(script, file: "r.kbsim"))
        #expect(!replay.passed, "\(replay.report)")
    }
}
