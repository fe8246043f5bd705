@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport

/// Romaji → kana as the iOS Romaji keyboard composes it, key by key.
private func romaji(_ keys: String) -> String {
    let (kana, pending) = Romaji.compose(keys)
    return kana + pending
}

@Suite struct RomajiTests {
    @Test(
        "Romaji to hiragana: the standard table, nn and n before a consonant, a doubled consonant for っ, x/l small kana, - for ー"
    )
    func table() {
        #expect(romaji("nihongo") == "にほんご")
        #expect(romaji("konnnichiha") == "こんにちは")
        #expect(romaji("kanji") == "かんじ")
        #expect(romaji("kan'i") == "かんい")
        #expect(romaji("gakkou") == "がっこう")
        #expect(romaji("matcha") == "まっちゃ")
        #expect(romaji("kyouto") == "きょうと")
        #expect(romaji("shashin") == "しゃしn")
        #expect(romaji("xtuxyalo") == "っゃぉ")
        #expect(romaji("ko-hi-") == "こーひー")
        #expect(romaji("tsukue") == "つくえ")
        #expect(romaji("fairu") == "ふぁいる")
        #expect(romaji("k") == "k")
        #expect(romaji("ky") == "ky")
    }

    @Test("Typing text spells kana back in romaji that the table turns into the same kana")
    func spellRoundTrip() {
        for kana in ["にほんご", "こんにちは", "がっこう", "まっちゃ", "きょう", "しゃしん", "かんい", "ふぁいる", "こーひー", "っ", "あっ", "ゔぁ"] {
            let spelled = Romaji.spell(kana)
            #expect(spelled != nil, "\(kana)")
            #expect(romaji(spelled ?? "") == kana, "\(kana) → \(spelled ?? "nil")")
        }
    }
}

@MainActor @Suite struct JapaneseConversionTests {
    func converter() throws -> KanaKanjiConverter { try Harness.japaneseConverter() }

    @Test(
        "Space converts a phrase by segments over the SKK dictionary: the fewest segments, the longest words, particles in kana"
    )
    func phrase() throws {
        let c = try converter()
        let segments = c.convert("きょうはいえにかえります")
        #expect(segments.map(\.reading) == ["きょうは", "いえに", "かえります"])
        #expect(segments.map(\.text).joined() == "今日は家に帰ります")
        #expect(c.convert("にほんご").map(\.text) == ["日本語"])
        #expect(c.convert("あたらしい").map(\.text) == ["新しい"])
    }

    @Test("An inflected word converts through the dictionary's okuri-ari entry: stem + the okurigana's consonant")
    func okurigana() throws {
        let c = try converter()
        #expect(c.dictionary.candidates(stem: "かえ", okurigana: "る").prefix(2) == ["帰る", "返る"])
        #expect(c.wordCandidates("たべる").contains("食べる"))
    }

    @Test(
        "A segment's candidates end with the reading in hiragana and katakana (a word the dictionary lacks converts to them)"
    )
    func kanaForms() throws {
        let c = try converter()
        let seg = c.convert("てすと")
        #expect(seg.count == 1)
        #expect(seg[0].candidates.contains("テスト"))
        #expect(seg[0].candidates.contains("てすと"))
    }
}

@MainActor @Suite struct JapaneseFieldTests {
    func session(_ layout: JapaneseInputMethod.Layout = .romaji, wholeMarkedRange: Bool = false) throws
        -> KeyboardSession
    {
        var profile = IOSProfile.ios18
        if wholeMarkedRange { profile.markedTextDelegateCall = .wholeMarkedRange }
        let s = KeyboardSession(HarnessConfiguration(profile: profile), notificationCenter: NotificationCenter())
        _ = s.addField("f")
        try s.useJapanese(layout: layout)
        try s.tap("f")
        return s
    }

    @Test(
        "Japanese Romaji key events name the japanese-romaji keyboard, not the pinyin keyboard whose keymap it shares")
    func romajiKeyboardName() throws {
        let s = try session()
        try s.keys("ka")
        let keyboards = Set(s.events(kind: "key", in: .action).compactMap { $0.json["keyboard"]?.plain })
        #expect(keyboards == ["japanese-romaji"])
    }

    @Test(
        "Japanese Romaji shows the kana and the letters not yet kana as marked text, the whole marked string replaced per key, the caret inside it at its end (marked-text-call whole-marked-range)"
    )
    func markedText() throws {
        let s = try session(wholeMarkedRange: true)
        try s.keys("k")
        s.expect("f", text: "k")
        s.expect("f", marked: NSRange(location: 0, length: 1))
        try s.keys("a")
        s.expect("f", text: "か")
        try s.keys("nj")
        s.expect("f", text: "かんj")
        try s.keys("i")
        s.expect("f", text: "かんじ")
        s.expect("f", marked: NSRange(location: 0, length: 3))
        s.expect("f", selection: NSRange(location: 3, length: 0))
        let calls = s.delegateCalls(.shouldChangeCharacters, field: "f")
        // The earlier default model: the whole marked range with the whole new marked text.
        #expect(calls.map(\.string) == ["k", "か", "かn", "かんj", "かんじ"])
        #expect(calls.last?.range == NSRange(location: 0, length: 3))  // "かんj" replaced
    }

    @Test(
        "marked-text-call key-at-caret, the default (qiita.com/ShinChan 2016, Romaji): the delegate sees the Latin letter typed at the caret while the field shows kana"
    )
    func perKeyLetter() throws {
        let s = try session()
        try s.keys("a")
        s.expect("f", text: "あ")
        try s.keys("kanji")
        s.expect("f", text: "あかんじ")
        s.expect("f", marked: NSRange(location: 0, length: 4))
        let calls = s.delegateCalls(.shouldChangeCharacters, field: "f")
        #expect(calls.map(\.string) == ["a", "k", "a", "n", "j", "i"])
        #expect(calls.map(\.range) == [0, 1, 2, 2, 3, 4].map { NSRange(location: $0, length: 0) })
    }

    @Test(
        "Space converts to kanji and shows it as marked text; space again is the next candidate; Return commits as shown"
    )
    func convertAndCommit() throws {
        let s = try session()
        try s.keys("kyouhaienikaerimasu")
        s.expect("f", text: "きょうはいえにかえります")
        try s.keys("{space}")
        s.expect("f", text: "今日は家に帰ります")
        s.expect("f", marked: NSRange(location: 0, length: 9))
        let first = try #require(s.screen.inputMethod?.candidates)
        #expect(first.first == "今日は")
        try s.keys("{space}")
        s.expect("f", text: first[1] + "家に帰ります")
        try s.keys("{Return}")
        s.expect("f", text: first[1] + "家に帰ります")
        s.expect("f", marked: nil)
    }

    @Test("A candidate tap while converting commits the first segment; the rest stays marked, converted")
    func candidateCommitsFirstSegment() throws {
        let s = try session()
        try s.keys("kyouhaienikaerimasu{space}")
        try s.candidate(0)
        s.expect("f", text: "今日は家に帰ります")
        s.expect("f", marked: NSRange(location: 3, length: 6))
        try s.candidate(0)
        try s.candidate(0)
        s.expect("f", marked: nil)
        s.expect("f", text: "今日は家に帰ります")
    }

    @Test(
        "Left and Right move the focus between segments while converting: the bar shows the focused segment's candidates, space cycles them, a tap chooses one and moves on; the marked text is not re-asked for a move"
    )
    func segmentFocus() throws {
        let s = try session()
        try s.keys("kyouhaienikaerimasu{space}")
        s.expect("f", text: "今日は家に帰ります")
        let asked = s.delegateCalls(.shouldChangeCharacters, field: "f").count
        try s.keys("{Right}")
        s.expect("f", text: "今日は家に帰ります")
        s.expect("f", marked: NSRange(location: 0, length: 9))
        #expect(s.delegateCalls(.shouldChangeCharacters, field: "f").count == asked)  // a move changes no text
        let second = try #require(s.screen.inputMethod?.candidates)
        #expect(second.first == "家に")
        try s.keys("{space}")
        s.expect("f", text: "今日は" + second[1] + "帰ります")
        try s.candidate(0)  // chooses 家に for the second segment; the focus moves to the third
        s.expect("f", text: "今日は家に帰ります")
        #expect(s.screen.inputMethod?.candidates.first == "帰ります")
        try s.keys("{Right}{Left}{Left}{Left}")  // stops at the last and the first segment
        #expect(s.screen.inputMethod?.candidates.first == "今日は")
        try s.keys("{Return}")
        s.expect("f", text: "今日は家に帰ります")
        s.expect("f", marked: nil)
    }

    @Test(
        "Shift+Left shortens the focused segment by a kana and Shift+Right lengthens it, the kana after it converted again (as Shift+arrow changes a segment's length on a computer's Japanese input)"
    )
    func segmentLength() throws {
        let s = try session()
        try s.keys("kyouhaienikaerimasu{space}")
        guard let ime = s.screen.inputMethod as? JapaneseInputMethod else { Issue.record("not Japanese"); return }
        #expect(ime.segments?.map(\.reading) == ["きょうは", "いえに", "かえります"])
        try s.keys("{Shift+Left}")
        let shorter = try #require((s.screen.inputMethod as? JapaneseInputMethod)?.segments)
        #expect(shorter.first?.reading == "きょう")
        #expect(shorter.map(\.reading).joined() == "きょうはいえにかえります")
        #expect(s.screen.inputMethod?.candidates.first == "今日")
        try s.keys("{Shift+Right}")
        let back = try #require((s.screen.inputMethod as? JapaneseInputMethod)?.segments)
        #expect(back.first?.reading == "きょうは")
        s.expect("f", text: "今日は家に帰ります")
        s.expect("f", marked: NSRange(location: 0, length: 9))
        let c = try Harness.japaneseConverter()
        #expect(c.resegment(back, at: 2, length: 6) == nil)  // past the end of the reading
        #expect(c.resegment(back, at: 0, length: 0) == nil)
    }

    @Test(
        "An arrow key while composing on a keyboard that does not take it (pinyin, or Japanese before conversion) is ignored: the caret stays in the marked text"
    )
    func arrowIgnoredBeforeConversion() throws {
        let s = try session()
        try s.keys("nihon{Left}")
        s.expect("f", text: "にほn")
        s.expect("f", selection: NSRange(location: 3, length: 0))
        #expect(s.events(kind: "user").last?.json["ignored"] != nil)
    }

    @Test(
        "Backspace while converting goes back to the kana; then removes one kana; the last one cancels the composition")
    func backspace() throws {
        let s = try session()
        try s.keys("nihongo{space}")
        s.expect("f", text: "日本語")
        try s.keys("{BackSpace}")
        s.expect("f", text: "にほんご")
        try s.keys("{BackSpace}{BackSpace}{BackSpace}")
        s.expect("f", text: "に")
        try s.keys("{BackSpace}")
        s.expect("f", text: "")
        s.expect("f", marked: nil)
    }

    @Test(
        "Setting text during a Japanese composition commits the marked text, but the keyboard keeps its composition and marks it again at the caret on the next key"
    )
    func textSetKeepsComposition() throws {
        let s = try session(.kana)
        try s.keys("て")
        try s.field("f").text = try s.field("f").text
        s.expect("f", marked: nil)
        try s.keys("す")
        s.expect("f", text: "ててす")
        s.expect("f", marked: NSRange(location: 1, length: 2))
    }

    @Test(
        "Japanese reassign-text bug: a formatter setting text in editingChanged duplicates the composition (て す と → ててすてすと); skipping while markedTextRange != nil fixes it"
    )
    func reassignDuplicates() throws {
        // Tests/KeyboardSimTestSupport/Examples/JapaneseTextReassigningFormatter.swift, also run as a script
        // (Examples/Scripts/japanese-reassign-text.kbsim).
        for fixed in [false, true] {
            let s = KeyboardSession(notificationCenter: NotificationCenter())
            let f = s.addField("f")
            let formatter = JapaneseTextReassigningFormatter(fixed: fixed)
            formatter.install(on: f)
            try s.useJapanese(layout: .kana)
            try s.tap("f")
            try s.keys("てすと")
            s.expect("f", text: fixed ? "てすと" : "ててすてすと")
            if fixed {
                // てすと has no dictionary entry: its first candidate is the hiragana, the second the katakana.
                try s.keys("{space}{space}{Return}")
                s.expect("f", text: "テスト")
                #expect(formatter.writes == 1)
            }
        }
    }

    @Test("type \"日本語\" presses the reading's romaji, converts and picks the word, as a person does")
    func typeText() throws {
        let s = try session()
        try s.type("今日は日本語のテストです。")
        s.expect("f", text: "今日は日本語のテストです。")
        s.expect("f", marked: nil)
        let taps = s.events(kind: "user").map { TranscriptFormatter.jsonLine($0) }
        #expect(taps.contains { $0.contains(#""candidate""#) })
    }
}

@Suite struct JapaneseCommandLineTests {
    @Test("kbsim --ime japanese-romaji --type-text types romaji, then picks the word")
    func typeText() throws {
        let r = try KbsimProcess.kbsim(["--ime", "japanese-romaji", "--type-text", "日本語", "--format", "jsonl"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(#""text":"日本語""#))
        #expect(r.stdout.contains(#""preedit":"にほんご""#))
    }

    @Test("kbsim japanese converts romaji: the kana, each segment's candidates, the sentence")
    func oneShot() throws {
        let r = try KbsimProcess.kbsim(["japanese", "kyouhaienikaerimasu"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains("kana       きょうはいえにかえります"))
        #expect(r.stdout.contains("sentence   今日は家に帰ります"))
        let bad = try KbsimProcess.kbsim(["japanese", "nihonGo"])
        #expect(bad.status != 0)
        #expect(bad.stderr.contains("character 6"))
    }

    @Test(
        "kbsim fuzz --ime japanese-romaji types common words with the typeable property and finds nothing wrong with an accepting delegate"
    )
    func fuzz() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-japanese-fuzz-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try KbsimProcess.kbsim([
            "fuzz", "--delegate", "accept", "--ime", "japanese-romaji", "--property", "typeable",
            "--runs", "20", "--seed", "1", "--out", dir.path
        ])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
        #expect(r.stdout.contains("no failure"))
    }

    @Test("kbsim --ime japanese-romaji --type-text with a character no reading reaches exits 2 naming it")
    func unreachable() throws {
        let r = try KbsimProcess.kbsim(["--ime", "japanese-romaji", "--type-text", "日本\u{2A6D6}"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(r.stderr.contains("U+2A6D6"))
    }

    @Test(
        "kbsim --ime japanese-romaji --type-text with Latin letters exits 2 naming the first (the letter keys compose kana: \"ABC\" is not typed as あbc)"
    )
    func latinLetters() throws {
        let r = try KbsimProcess.kbsim(["--ime", "japanese-romaji", "--type-text", "OKかな"])
        #expect(r.status == 2, "\(r.stdout)\(r.stderr)")
        #expect(
            r.stderr.contains("cannot type 'O' (character 1 of the text) with the Japanese keyboard"), "\(r.stderr)")
    }
}
