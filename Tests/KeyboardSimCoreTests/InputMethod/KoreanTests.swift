@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport

/// The 2-set keyboard's letters (QWERTY positions; upper case is shift), as test data for the oracle.
let koreanTwoSet: [Character: Character] = {
    var map: [Character: Character] = [:]
    for (k, j) in zip("qwertyuiopasdfghjklzxcvbnm", "ㅂㅈㄷㄱㅅㅛㅕㅑㅐㅔㅁㄴㅇㄹㅎㅗㅓㅏㅣㅋㅌㅊㅍㅠㅜㅡ") { map[k] = j }
    for (k, j) in zip("QWERTOP", "ㅃㅉㄸㄲㅆㅒㅖ") { map[k] = j }
    return map
}()

/// libhangul as the oracle: scripts/hangul-oracle/hangul-oracle.c (ours, over libhangul's public API), compiled
/// at test time (`make test` installs libhangul-dev; kbsim never links libhangul).
enum HangulOracle {
    static var available: Bool { (try? RimeOracle.run("/usr/bin/pkg-config", ["--exists", "libhangul"]).status) == 0 }

    /// The text libhangul's 2-set keyboard makes of each key sequence (`<` is backspace).
    static func texts(for sequences: [String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-hangul-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = RimeOracle.source.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("hangul-oracle/hangul-oracle.c")
        let flags = try RimeOracle.run("/usr/bin/pkg-config", ["--cflags", "--libs", "libhangul"]).output
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let binary = dir.appendingPathComponent("hangul-oracle").path
        let build = try RimeOracle.run("/usr/bin/cc", [source.path, "-o", binary] + flags)
        try #require(build.status == 0, "cc hangul-oracle.c: \(build.output)")
        let result = try RimeOracle.run(binary, [], input: sequences.joined(separator: "\n") + "\n")
        try #require(result.status == 0)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

@Suite struct HangulComposerTests {
    /// What kbsim's automaton makes of a key sequence (`<` is backspace).
    static func compose(_ keys: String) -> String {
        var h = HangulComposer()
        var out = ""
        for k in keys {
            if k == "<" { h.removeLast() } else { h.add(koreanTwoSet[k]!) }
            out += h.takeCommitted()
        }
        return out + h.preedit
    }

    @Test(
        "Syllables as the 2-set keyboard builds them",
        arguments: [
            ("dkssud", "안녕"), ("gkdl", "하이"), ("Rk", "까"), ("rr", "ㄱㄱ"), ("hk", "ㅘ"), ("ekfr", "닭"),
            ("ekfrl", "달기"), ("dksk", "아나"), ("ekf<", "다"), ("xptmxm", "테스트"), ("dlsvnt", "인풋")
        ])
    func syllables(_ keys: String, _ text: String) {
        #expect(Self.compose(keys) == text)
    }

    @Test(
        "The automaton agrees with libhangul's 2-set keyboard on 10,000 random key sequences",
        .enabled(if: HangulOracle.available, "needs libhangul-dev (make test installs it)"))
    func agreesWithLibhangul() throws {
        var rng = SplitMix64(seed: 2026)
        let keys = Array(koreanTwoSet.keys).sorted() + ["<"]
        let sequences = (0..<10_000).map { _ in
            String((0..<(1 + rng.below(12))).map { _ in keys[rng.below(keys.count)] })
        }
        let reference = try HangulOracle.texts(for: sequences)
        try #require(reference.count == sequences.count)
        var differing: [String] = []
        for (s, r) in zip(sequences, reference) where Self.compose(s) != r {
            differing.append("\(s): libhangul \(r), kbsim \(Self.compose(s))")
        }
        print("Korean 2-set vs libhangul on \(sequences.count) sequences: \(sequences.count - differing.count) equal")
        #expect(differing.isEmpty, "\(differing.prefix(10).joined(separator: "\n"))")
    }

    @Test("Hangul text splits into the keys a person presses (combined vowels and finals are two keys)")
    func keysForText() {
        #expect(HangulComposer.keys(for: "안녕") == Array("ㅇㅏㄴㄴㅕㅇ"))
        #expect(HangulComposer.keys(for: "닭과") == Array("ㄷㅏㄹㄱㄱㅗㅏ"))
        #expect(HangulComposer.keys(for: "a") == nil)
    }
}

@MainActor @Suite struct KoreanFieldTests {
    func session(_ delegate: (any UITextFieldDelegate)? = nil) throws -> KeyboardSession {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        let f = s.addField("f")
        if let delegate { s.attach(delegate, to: f) }
        s.useKorean()
        try s.tap("f")
        return s
    }

    @Test(
        "Korean composes without marked text: each jamo asks the delegate at the caret, the keyboard's rewrite does not"
    )
    func noMarkedText() throws {
        let s = try session()
        try s.type("안녕하세요")
        s.expect("f", text: "안녕하세요")
        s.expect("f", marked: nil)
        let calls = s.delegateCalls(.shouldChangeCharacters, field: "f")
        #expect(calls.count == 12)  // ㅇㅏㄴㄴㅕㅇㅎㅏㅅㅔㅇㅛ
        #expect(calls.allSatisfy { $0.range?.length == 0 && $0.string?.count == 1 })
        // No composition is shown: the transcript's ime events are the keyboard's rewrites only.
        #expect(s.events(kind: "ime").allSatisfy { TranscriptFormatter.jsonLine($0).contains(#""state":"rewritten""#) })
    }

    @Test("Korean max-length bug: a limit counting the raw jamo refuses the vowel that completes the last syllable")
    func maxLengthLastSyllable() throws {
        // Tests/KeyboardSimTestSupport/Examples/KoreanMaxLengthDelegate.swift, also run as a script
        // (Examples/Scripts/korean-max-length.kbsim).
        let buggy = try session(KoreanMaxLengthDelegate(limit: 5, fixed: false))
        try buggy.type("텍스트인풋")
        buggy.expect("f", text: "텍스트인ㅍ")
        let fixed = try session(KoreanMaxLengthDelegate(limit: 5, fixed: true))
        try fixed.type("텍스트인풋")
        fixed.expect("f", text: "텍스트인풋")
    }

    @Test(
        "The hidden syllable buffer outlives text = \"\": the next jamo still joins the old syllable (호, clear, ㅋ → 홐)")
    func bufferSurvivesClear() throws {
        let s = try session()
        try s.keys("ㅎㅗ")
        try s.field("f").text = ""
        try s.keys("ㅋ")
        s.expect("f", text: "홐")
    }

    @Test(
        "Korean hidden-buffer bug: Send clears the field but the next jamo joins the sent syllable (호, Send, ㅋ → 홐); moving the focus away and back fixes it",
        arguments: [(false, "홐"), (true, "ㅋ")])
    func hiddenBufferAfterSend(fixed: Bool, expected: String) throws {
        // Tests/KeyboardSimTestSupport/Examples/KoreanChatComposer.swift
        let composer = KoreanChatComposer(fixed: fixed)
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        s.addField("chat", field: composer.field)
        s.useKorean()
        try s.tap("chat")
        try s.type("호")
        s.screen.tapButton(composer.send)
        #expect(composer.sent == ["호"])
        try s.keys("ㅋ")
        s.expect("chat", text: expected)
    }

    @Test("A caret move ends the syllable: the next jamo starts a new one")
    func caretMoveEndsSyllable() throws {
        let s = try session()
        try s.keys("ㅎㅗ")
        try s.caret(0)
        try s.caret(1)
        try s.keys("ㅋ")
        s.expect("f", text: "호ㅋ")
    }

    @Test("Backspace while composing takes back one jamo (닭 → 달)")
    func backspaceTakesBackJamo() throws {
        let s = try session()
        try s.keys("ㄷㅏㄹㄱ")
        try s.backspace()
        s.expect("f", text: "달")
        try s.keys("ㅣ")
        s.expect("f", text: "다리")
    }

    @Test(
        "Typed through the field, random key sequences give libhangul's text",
        .enabled(if: HangulOracle.available, "needs libhangul-dev (make test installs it)"))
    func fieldAgreesWithLibhangul() throws {
        var rng = SplitMix64(seed: 7)
        let keys = Array(koreanTwoSet.keys).sorted()
        let sequences = (0..<200).map { _ in String((0..<(1 + rng.below(10))).map { _ in keys[rng.below(keys.count)] })
        }
        let reference = try HangulOracle.texts(for: sequences)
        for (seq, expected) in zip(sequences, reference) {
            let s = try session()
            try s.keys(String(seq.map { koreanTwoSet[$0]! }))
            #expect(try s.field("f").text == expected, "\(seq)")
        }
    }
}

@Suite struct KoreanCommandLineTests {
    @Test("kbsim --ime korean --type-text types jamo on the 2-set keyboard with no marked text")
    func typeText() throws {
        let r = try KbsimProcess.kbsim(["--ime", "korean", "--type-text", "안녕하세요", "--format", "jsonl"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#""text":"안녕하세요""#))
        #expect(r.stdout.contains(#""keyboard":"korean""#))
        #expect(!r.stdout.contains(#""state":"composing""#))
        #expect(!r.stdout.contains(#""marked":[0"#))
    }

    @Test("kbsim fuzz --ime korean finds the Korean max-length bug with the typeable property, in under 10 s")
    func fuzzFindsMaxLengthBug() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-korean-fuzz-\(UUID().uuidString)")
        let r = try KbsimProcess.kbsim([
            "fuzz", "--delegate", "max-length:4", "--ime", "korean", "--property", "typeable",
            "--seconds", "10", "--seed", "1", "--out", dir.path
        ])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("failure: typeable"))
    }
}
