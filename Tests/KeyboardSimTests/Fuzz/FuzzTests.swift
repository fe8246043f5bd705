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
import KeyboardSimPort

/// The fuzzer (docs/fuzzing.md): its must-show findings, its oracles on correct delegates, shrinking and scripts.
let fuzzPinyinInstalled = FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)

@MainActor @Suite struct FuzzTests {
    func config(_ delegate: BuiltinDelegate, ime: Bool = false, properties: [FuzzProperty] = [], runs: Int,
                seed: UInt64 = 1) -> Fuzzer.Configuration {
        var c = Fuzzer.Configuration(delegate: delegate)
        c.inputMethod = ime
        c.properties = properties
        c.budget = .runs(runs)
        c.seed = seed
        return c
    }

    @Test("max-length:5 with pinyin breaks typeable: a reproducer of at most 10 steps that types Chinese and expects it",
          .enabled(if: fuzzPinyinInstalled, "needs rime-data-pinyin-simp"))
    func pinyinMaxLengthBug() throws {
        let fuzzer = Fuzzer(config(.maxLength(5), ime: true, properties: [.typeable], runs: 50))
        let failure = try #require(fuzzer.run().failure)
        #expect(failure.property == "typeable")
        #expect(failure.session.steps.count <= 10)
        let script = fuzzer.reproducer(failure)
        #expect(script.contains("field f delegate=max-length:5"))
        #expect(script.contains("ime pinyin"))
        #expect(script.contains("\nexpect f.text == \""))
        #expect(script.contains("# seed "))
    }

    @Test("max-length-safe:5 with pinyin: typeable holds and no oracle fails",
          .enabled(if: fuzzPinyinInstalled, "needs rime-data-pinyin-simp"))
    func pinyinMaxLengthSafe() {
        let report = Fuzzer(config(.maxLengthSafe(5), ime: true, properties: [.typeable], runs: 40, seed: 2)).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
        #expect(report.runs == 40)
    }

    @Test("A planted Array(text)[range.location] delegate is caught with a UTF-16/Character mismatch reproducer")
    func plantedArrayIndex() throws {
        var c = Fuzzer.Configuration(delegateName: "planted:array-index") { _, _, _ in FuzzArrayIndexDelegate(traps: false) }
        c.properties = [.noRecordedTrap]
        c.budget = .runs(500)
        c.seed = 3
        let fuzzer = Fuzzer(c)
        let failure = try #require(fuzzer.run().failure)
        #expect(failure.property == "crash")
        #expect(failure.session.steps.count <= 5)
        // The text before the deleted character holds something longer in UTF-16 than in Characters.
        let typed = failure.session.steps.compactMap { step -> String? in
            switch step { case .type(let s), .paste(let s), .setText(_, let s): s; default: nil }
        }.joined() + failure.session.fields.map(\.text).joined()
        #expect(typed.utf16.count > typed.count)
        #expect(failure.session.steps.contains { if case .backspace = $0 { true } else { false } }
                || failure.session.steps.contains(.cut))
    }

    @Test("Correct delegates pass every built-in oracle over many random sessions (two fields, all step kinds)",
          arguments: [BuiltinDelegate.accept, .maxLength(8), .maxLengthAppend(8), .digits, .reject, .denyEnd, .denyClear])
    func oraclesHoldOnBuiltins(_ delegate: BuiltinDelegate) {
        var c = config(delegate, runs: 150, seed: 5)
        c.fields = [FuzzField(name: "a"), FuzzField(name: "b")]
        let report = Fuzzer(c).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
    }

    @Test("Pinyin sessions pass every oracle on each profile's candidate commit (none, single range, [{end,0}])",
          .enabled(if: fuzzPinyinInstalled, "needs rime-data-pinyin-simp"), arguments: ["ios9", "ios18", "ios26"])
    func pinyinProfiles(_ profile: String) {
        var c = config(.accept, ime: true, runs: 25, seed: 200)
        c.profile = IOSProfile.named(profile)!
        c.fields = [FuzzField(name: "f"), FuzzField(name: "g")]
        let report = Fuzzer(c).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
    }

    /// Sets `text` itself and returns true (3 of 56 real bodies): the documented double-insert.
    final class SetsTextAndReturnsTrue: NSObject, UITextFieldDelegate {
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            let t = textField.text ?? ""
            if let r = Range(range, in: t) { textField.text = t.replacingCharacters(in: r, with: string.uppercased()) }
            return true
        }
    }

    @Test("The text model follows the double-insert rule and the secure-field reset (no false failures)")
    func modelFollowsDocumentedRules() {
        var c = Fuzzer.Configuration(delegateName: "sets-text") { _, _, _ in SetsTextAndReturnsTrue() }
        c.budget = .runs(150)
        c.seed = 9
        c.fields = [FuzzField(name: "a", isSecureTextEntry: true, text: "pw"), FuzzField(name: "b")]
        let report = Fuzzer(c).run()
        #expect(report.failure == nil, "\(report.failure.map { "\($0)\n\($0.session.script())" } ?? "")")
    }

    /// Changes the text behind UIKit's back without saying so: the model must notice.
    final class SilentlyDropsEdits: NSObject, UITextFieldDelegate {
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    }

    @Test("The text model catches a field whose text differs from the accepted edits")
    func modelCatchesDivergence() throws {
        let runner = FuzzRunner(setUp: { _, field, _ in
            field.addAction(UIAction { _ in
                // Not through `text` (which the model sees): a silent keyboard rewrite the model must catch.
                field.rewriteBeforeCaret(deleting: 0, with: "A")
            }, for: .editingChanged)
            return nil
        })
        let session = FuzzSession(fields: [FuzzField(name: "f")], steps: [.tap(0), .type("ab")])
        let failure = try #require(runner.run(session).failure)
        #expect(failure.property == "text-model")
    }

    @Test("The same seed gives the same session and the same transcript; the shrinker keeps the failure")
    func determinismAndShrinking() throws {
        let g = FuzzGenerator(fields: [FuzzField(name: "a"), FuzzField(name: "b")])
        #expect(g.session(seed: 77) == g.session(seed: 77))
        #expect(g.session(seed: 77) != g.session(seed: 78))
        let runner = FuzzRunner(setUp: { screen, field, _ in screen.attach(.maxLength(6), to: field) })
        #expect(runner.runTwice(g.session(seed: 77)) == nil)
        let shrink = FuzzBench.shrinkMilliseconds()
        #expect(shrink.steps == 2)  // tap b, type "☃"
        #expect(shrink.milliseconds > 0)
    }

    @Test("Scripts use docs/interfaces.md §2 spellings and escape invisible characters")
    func scriptSpellings() {
        let s = FuzzSession(fields: [FuzzField(name: "f", keyboardType: .emailAddress, clearButtonMode: .whileEditing)],
                            steps: [.ime(true), .tap(0), .type("ni\u{2006}\"a\"\n"), .backspace(2), .select(1, 2), .caret(0),
                                    .paste("👍🏽"), .cut, .clear, .returnKey, .candidate(1), .setText(0, "x"), .resign(0),
                                    .endEditing, .rotate(.landscape), .hardwareKeyboard(layout: "de", variant: "nodeadkeys"),
                                    .softwareKeyboard, .ime(false), .expectText(0, "x")],
                            seed: 42)
        let lines = s.script(delegate: "max-length:5").split(separator: "\n").map(String.init)
        #expect(lines == [
            "# seed 42",
            "field f keyboardType=emailAddress clearButtonMode=whileEditing delegate=max-length:5",
            "unreachable paste",  // the fuzzer pastes what the keyboard cannot type; the replay must too
            "ime pinyin", "tap f", #"type "ni\u{2006}\"a\"\n""#, "backspace 2", "select 1 2", "caret 0", #"paste "👍🏽""#,
            "cut", "clear", "return", "candidate 1", #"set-text f "x""#, "resign f", "end-editing force",
            "rotate landscape", "hardware-keyboard layout=de variant=nodeadkeys", "software-keyboard", "ime none",
            #"expect f.text == "x""#,
        ])
        // A mark first in a string would join the opening quote into one Character: escaped.
        #expect(FuzzSession.quote("\u{301}a") == #""\u{301}a""#)
        #expect(FuzzSession.quote("e\u{301}") == "\"e\u{301}\"")
    }

    @Test("Bytes decode into sessions (the libFuzzer entry point's decoder) that run without harness errors")
    func bytesDecode() {
        var rng = SplitMix64(seed: 4)
        let runner = FuzzRunner(setUp: { screen, field, _ in screen.attach(.maxLength(10), to: field) })
        for _ in 0..<100 {
            let bytes = (0..<(rng.below(200))).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let session = FuzzSession(bytes: bytes)
            #expect(session.steps.count <= 64)
            #expect(runner.run(session).failure == nil)
        }
    }
}
