@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport

/// The Korean keyboard's contested rules as profile entries: whether its rewrite of the last syllable asks the
/// delegate (`korean-rewrite`), and the iOS 17.0 fault where jamo did not join (`korean-composes`, the `ios17.0`
/// profile).
@MainActor @Suite struct KoreanProfileTests {
    func session(_ profile: IOSProfile, _ delegate: (any UITextFieldDelegate)? = nil) throws -> KeyboardSession {
        let s = KeyboardSession(
            HarnessConfiguration(profile: profile, traceDirectory: nil), notificationCenter: NotificationCenter())
        let f = s.addField("f")
        if let delegate { s.attach(delegate, to: f) }
        s.useKorean()
        try s.tap("f")
        return s
    }

    @Test("By default the Korean keyboard's syllable rewrite does not ask the delegate (korean-rewrite=silent)")
    func silentByDefault() throws {
        let s = try session(.ios18)
        try s.type("한")
        s.expect("f", text: "한")
        let calls = s.delegateCalls(.shouldChangeCharacters, field: "f")
        #expect(calls.map(\.string) == ["ㅎ", "ㅏ", "ㄴ"])
    }

    @Test("korean-rewrite=asked: the rewrite is one shouldChangeCharactersIn replacing the shown syllable and the jamo")
    func rewriteAsked() throws {
        var profile = IOSProfile.ios18
        try profile.set(entry: "korean-rewrite", to: "asked")
        let s = try session(profile)
        try s.type("한")
        s.expect("f", text: "한")
        let calls = s.delegateCalls(.shouldChangeCharacters, field: "f")
        // ㅎ at {0,0}; ㅏ at {1,0}, then "ㅎㅏ" {0,2} → 하; ㄴ at {1,0}, then "하ㄴ" {0,2} → 한.
        #expect(calls.map(\.string) == ["ㅎ", "ㅏ", "하", "ㄴ", "한"])
        #expect(calls.map { $0.range.map { [$0.location, $0.length] } } == [[0, 0], [1, 0], [0, 2], [1, 0], [0, 2]])
    }

    @Test(
        "korean-rewrite=asked: a delegate refusing the rewrite keeps the raw jamo and the next key starts a new syllable"
    )
    func rewriteRefused() throws {
        final class RefuseSyllables: NSObject, UITextFieldDelegate {
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                string.unicodeScalars.allSatisfy { !(0xAC00...0xD7A3).contains($0.value) }
            }
        }
        var profile = IOSProfile.ios18
        profile.koreanRewrite = .asked
        let delegate = RefuseSyllables()
        let s = try session(profile, delegate)
        try s.keys("ㅎㅏㄴ")
        s.expect("f", text: "ㅎㅏㄴ")
        #expect(s.screen.inputMethod?.preedit == "ㄴ")  // ㄴ began a syllable of its own
    }

    @Test(
        "The ios17.0 profile: the Korean keyboard leaves jamo apart (the iOS 17.0–17.0.3 fault), with one delegate call each"
    )
    func ios17_0JamoDoNotJoin() throws {
        let s = try session(try #require(IOSProfile.named("ios17.0")))
        try s.keys("ㅇㅏㄴㄴㅕㅇ")
        s.expect("f", text: "ㅇㅏㄴㄴㅕㅇ")
        #expect(s.delegateCalls(.shouldChangeCharacters, field: "f").count == 6)
        try s.keys("{BackSpace}")
        s.expect("f", text: "ㅇㅏㄴㄴㅕ")
        #expect(IOSProfile.ios18.koreanComposesSyllables)
    }

    @Test("Profile entries are set by name and say what they accept")
    func entriesByName() throws {
        var p = IOSProfile.ios18
        try p.set(entry: "quicktype-call", to: "silent")
        #expect(p.quickTypeDelegateCall == .silent)
        #expect(p.entries(differingFrom: .ios18).map(\.name) == ["quicktype-call"])
        #expect(throws: IOSProfile.EntryError.self) { try p.set(entry: "korean-rewrite", to: "sometimes") }
        let unknown = #expect(throws: IOSProfile.EntryError.self) { try p.set(entry: "no-such", to: "x") }
        #expect(unknown?.message.hasPrefix("unknown profile entry \"no-such\"; accepted: marked-text-call,") == true)
        let badValue = #expect(throws: IOSProfile.EntryError.self) {
            try p.set(entry: "korean-rewrite", to: "sometimes")
        }
        #expect(badValue?.message == "profile entry korean-rewrite cannot be \"sometimes\"; accepted: silent, asked")
        // Every entry's values round-trip.
        for e in IOSProfile.entries {
            for v in e.values {
                var q = IOSProfile.ios18
                try q.set(entry: e.name, to: v)
                #expect(e.value(in: q) == v)
            }
        }
    }

    @Test(
        "profile-entry in a script: parsed, printed back, applied, and refused after the screen is set up or before profile"
    )
    func scriptStep() throws {
        let parser = ScenarioParser()
        // The committed script kbsim run also passes (ProfileEntryScriptTests).
        let text = try String(
            contentsOf: ExampleRegistry.root.appendingPathComponent("Examples/profiles/korean-rewrite-asked.kbsim"),
            encoding: .utf8)
        let scenario = try parser.parse(text, file: "korean-rewrite-asked.kbsim")
        #expect(scenario.lines[1].step == .profileEntry(name: "korean-rewrite", value: "asked"))
        #expect(ScenarioPrinter.line(scenario.lines[1].step) == "profile-entry korean-rewrite asked")
        let result = ScenarioRunner().run(scenario)
        #expect(result.passed, "\(result.report)")
        #expect(throws: ScenarioError.self) {
            try parser.parse("profile-entry korean-rewrite sometimes\n", file: "t.kbsim")
        }
        #expect(throws: ScenarioError.self) {
            try parser.parse("profile-entry korean-rewrite asked\nprofile ios16\n", file: "t.kbsim")
        }
        #expect(throws: ScenarioError.self) {
            try parser.parse("field f\nprofile-entry korean-rewrite asked\n", file: "t.kbsim")
        }
    }
}

@Suite struct ProfileEntryCommandLineTests {
    @Test("kbsim profiles lists the entries; --profile-entry sets one and refuses a bad value with exit 2")
    func commandLine() throws {
        let list = try KbsimProcess.kbsim(["profiles"])
        #expect(list.status == 0)
        #expect(list.stdout.contains("ios17.0"))
        #expect(list.stdout.contains("korean-rewrite = silent  (silent | asked)"))
        let asked = try KbsimProcess.kbsim([
            "--ime", "korean", "--profile-entry", "korean-rewrite=asked", "--type-text", "하", "--format", "jsonl"
        ])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(asked.stdout.contains(#""range":[0,2],"string":"하""#), "\(asked.stdout)")
        let bad = try KbsimProcess.kbsim(["--profile-entry", "korean-rewrite=maybe", "--type-text", "a"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr
                == "kbsim: --profile-entry \"korean-rewrite=maybe\": profile entry korean-rewrite cannot be \"maybe\"; accepted: silent, asked (see kbsim profiles)\n"
        )
    }
}
