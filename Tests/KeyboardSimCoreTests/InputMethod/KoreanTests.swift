@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport

@Suite struct HangulComposerTests {
    @Test(
        "Syllables as the 2-set keyboard builds them",
        arguments: [
            ("dkssud", "안녕"), ("gkdl", "하이"), ("Rk", "까"), ("rr", "ㄱㄱ"), ("hk", "ㅘ"), ("ekfr", "닭"),
            ("ekfrl", "달기"), ("dksk", "아나"), ("ekf<", "다"), ("xptmxm", "테스트"), ("dlsvnt", "인풋")
        ])
    func syllables(_ keys: String, _ text: String) {
        #expect(composeOnTwoSet(keys) == text)
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

    @Test(
        "Undo after Korean typing takes back the last key as shown (버 to ㅂ): the syllable rewrite joins the key's undo record"
    )
    func undoAfterRewrite() throws {
        let s = try session()
        try s.keys("ㅂㅓ")
        s.expect("f", text: "버")
        // Before the rewrite was recorded, the undo entry of the jamo pointed past the one-character text and undo
        // stopped with "the app crashes here on iOS".
        // One undo takes back the last key as it was seen: 버 becomes ㅂ (never the jamo sequence ㅂㅓ).
        try s.undo()
        s.expect("f", text: "ㅂ")
        try s.undo()
        s.expect("f", text: "")
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
