@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz

/// The fuzzer (docs/fuzzing.md): its must-show findings, its oracles on correct delegates, shrinking.
let fuzzPinyinInstalled = FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)

/// The steps of a session after its set-up (fields, `unreachable`): what a reader of the reproducer counts.
func fuzzBody(_ s: FuzzSession) -> [ScenarioStep] { s.steps.filter { !FuzzSession.isSetUp($0) } }

@MainActor @Suite struct FuzzTests {
    func config(
        _ delegate: BuiltinDelegate, ime: Bool = false, properties: [FuzzProperty] = [], runs: Int,
        seed: UInt64 = 1
    ) -> Fuzzer.Configuration {
        var c = Fuzzer.Configuration(delegate: delegate)
        c.inputMethod = ime
        c.properties = properties
        c.budget = .runs(runs)
        c.seed = seed
        c.maxFailures = 1
        return c
    }

    @Test(
        "max-length:5 with pinyin breaks typeable: a reproducer of at most 10 steps that types Chinese and expects it",
        .enabled(if: fuzzPinyinInstalled, "needs rime-data-pinyin-simp"))
    func pinyinMaxLengthBug() throws {
        let fuzzer = Fuzzer(config(.maxLength(5), ime: true, properties: [.typeable], runs: 50))
        let failure = try #require(fuzzer.run().failure)
        #expect(failure.property == "typeable")
        #expect(fuzzBody(failure.session).count <= 10)
        let script = fuzzer.reproducer(failure)
        #expect(script.contains("delegate=max-length:5"))
        #expect(script.contains("ime pinyin"))
        #expect(script.contains("\nexpect f.text == \""))
        #expect(script.contains("# seed "))
    }

    @Test(
        "max-length-safe:5 with pinyin: typeable holds (and applied) and no oracle fails",
        .enabled(if: fuzzPinyinInstalled, "needs rime-data-pinyin-simp"))
    func pinyinMaxLengthSafe() {
        let report = Fuzzer(config(.maxLengthSafe(5), ime: true, properties: [.typeable], runs: 40, seed: 2)).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
        #expect(report.runs == 40)
        let typeable = report.counts.first { $0.name == "typeable" }
        #expect((typeable?.checked ?? 0) > 0 && typeable?.held == typeable?.checked)
    }

    /// The 9-file arithmetic: `count + string.count − range.length`, counting Characters against a UTF-16 range.
    final class CharacterCountLimit: NSObject, UITextFieldDelegate {
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            (textField.text ?? "").count + string.count - range.length <= 5
        }
    }

    @Test("A 9-file-style length limit (Characters mixed with a UTF-16 range) is found by max-length=5 within 400 runs")
    func nineFileLengthLimitWithin400Runs() throws {
        var c = Fuzzer.Configuration(
            target: .delegate("CharacterCountLimit", swift: "CharacterCountLimit()") { _ in CharacterCountLimit() })
        c.properties = [.maxLength(5)]
        c.budget = .runs(400)
        c.maxFailures = 1
        c.shrinks = false
        c.seed = 2
        let report = Fuzzer(c).run()
        let failure = try #require(report.failure)
        #expect(failure.property == "max-length")
        #expect(report.runs < 400)
    }

    @Test("A planted Array(text)[range.location] delegate is caught with a UTF-16/Character mismatch reproducer")
    func plantedArrayIndex() throws {
        var c = Fuzzer.Configuration(target: .plantedArrayIndexRecorded)
        c.properties = [.noRecordedTrap]
        c.budget = .runs(500)
        c.seed = 3
        c.maxFailures = 1
        let fuzzer = Fuzzer(c)
        let failure = try #require(fuzzer.run().failure)
        #expect(failure.property == "crash")
        #expect(fuzzBody(failure.session).count <= 5)
        // The text before the deleted character holds something longer in UTF-16 than in Characters.
        var typed = ""
        for step in failure.session.steps {
            switch step {
            case .type(let s), .paste(let s?), .setText(_, let s): typed += s
            case .field(_, let traits): for case .text(let s) in traits { typed += s }
            default: break
            }
        }
        #expect(typed.utf16.count > typed.count)
        #expect(
            failure.session.steps.contains { if case .backspace = $0 { true } else { false } }
                || failure.session.steps.contains(.cut))
    }

    @Test(
        "Correct delegates pass every built-in oracle over many random sessions (two fields, all step kinds)",
        arguments: [BuiltinDelegate.accept, .maxLength(8), .maxLengthAppend(8), .digits, .reject, .denyEnd, .denyClear])
    func oraclesHoldOnBuiltins(_ delegate: BuiltinDelegate) {
        var c = config(delegate, runs: 150, seed: 5)
        c.fields = ["a", "b"]
        let report = Fuzzer(c).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
        // Every oracle held each time it applied; with a delegate that lets text in, every one applied.
        for count in report.counts {
            #expect(count.held == count.checked, "\(count)")
            if delegate != .reject && count.name != "ime-marked" { #expect(count.checked > 0, "\(count)") }
        }
    }

    @Test(
        "Pinyin sessions pass every oracle on each profile's candidate commit (none, single range, [{end,0}])",
        .enabled(if: fuzzPinyinInstalled, "needs rime-data-pinyin-simp"), arguments: ["ios9", "ios18", "ios26"])
    func pinyinProfiles(_ profile: String) {
        var c = config(.accept, ime: true, runs: 25, seed: 200)
        c.profile = IOSProfile.named(profile)!
        c.fields = ["f", "g"]
        let report = Fuzzer(c).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
        #expect((report.counts.first { $0.name == "ime-marked" }?.checked ?? 0) > 0)
    }

    /// Sets `text` itself and returns true (3 of 56 real bodies): the documented double-insert.
    final class SetsTextAndReturnsTrue: NSObject, UITextFieldDelegate {
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            let t = textField.text ?? ""
            if let r = Range(range, in: t) { textField.text = t.replacingCharacters(in: r, with: string.uppercased()) }
            return true
        }
    }

    @Test("The text model follows the double-insert rule and the secure-field reset (no false failures)")
    func modelFollowsDocumentedRules() {
        var c = Fuzzer.Configuration(target: .delegate("SetsTextAndReturnsTrue") { _ in SetsTextAndReturnsTrue() })
        c.budget = .runs(150)
        c.seed = 9
        c.fields = ["a", "b"]
        c.fieldTraits = ["a": [.secureTextEntry(true), .text("pw")]]
        let report = Fuzzer(c).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
    }

    @Test("The text model catches a field whose text differs from the accepted edits")
    func modelCatchesDivergence() throws {
        final class Once { var done = false }
        let target = FuzzTarget.delegate("silent-rewrite") { field in
            let once = Once()
            field.addAction(
                UIAction { _ in
                    // Not through `text` (which the model sees), and not a keyboard's rewrite the transcript reports:
                    // a change the model must catch. Once: the rewrite sends editingChanged itself.
                    guard !once.done else { return }
                    once.done = true
                    field.rewriteBeforeCaret(deleting: 0, with: "A")
                }, for: .editingChanged)
            return BuiltinTextFieldDelegate(.accept)
        }
        let runner = FuzzRunner(target: target)
        let session = FuzzSession(steps: [
            .field(name: "f", traits: [.delegate(.registered("silent-rewrite"))]), .tap("f"), .type("ab")
        ])
        let failure = try #require(runner.run(session).failure)
        #expect(failure.property == "text-model")
        #expect(failure.expectation == .text(field: "f", "a"))
    }

    @Test("The same seed gives the same session and the same transcript; the shrinker keeps the failure")
    func determinismAndShrinking() throws {
        let g = FuzzGenerator(target: .builtin(.maxLength(6)), fields: ["a", "b"])
        #expect(g.session(seed: 77) == g.session(seed: 77))
        #expect(g.session(seed: 77) != g.session(seed: 78))
        let runner = FuzzRunner(target: .builtin(.maxLength(6)))
        #expect(runner.runTwice(g.session(seed: 77)) == nil)
        let shrink = FuzzBench.shrinkMilliseconds()
        #expect(shrink.steps == 2)  // tap b, type "☃"
        #expect(shrink.milliseconds > 0)
    }

    @Test("Random bytes decode into sessions (the libFuzzer decoder) that run without a failure on a correct delegate")
    func bytesDecode() {
        var rng = SplitMix64(seed: 4)
        let runner = FuzzRunner(target: .builtin(.maxLength(10)))
        for _ in 0..<100 {
            let bytes = (0..<(rng.below(200))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let session = FuzzSession(bytes: bytes, target: .builtin(.maxLength(10)))
            #expect(fuzzBody(session).count <= 65)  // the first field's tap, then at most 64 steps
            let failure = runner.run(session).failure
            #expect(failure == nil, "\(failure.map { "\($0)\n\($0.session.script())" } ?? "")")
        }
    }
}
