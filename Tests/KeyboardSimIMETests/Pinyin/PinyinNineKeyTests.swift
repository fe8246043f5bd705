@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite struct PinyinNineKeyTests {
    @Test(arguments: [("2", "\u{278B}"), ("5", "\u{278E}"), ("9", "\u{2792}")])
    func placeholders(_ digit: Character, _ placeholder: Character) {
        #expect(PinyinNineKey.placeholder(for: digit) == placeholder)
        #expect(PinyinNineKey.digit(forPlaceholder: placeholder) == digit)
    }

    @Test(arguments: ["0", "1", "a"]) func noPlaceholder(_ c: Character) {
        #expect(PinyinNineKey.placeholder(for: c) == nil)
    }

    @Test func digitsOfLetters() {
        #expect(PinyinNineKey.digits(for: "nihao") == "64426")
        #expect(PinyinNineKey.letters.values.joined().count == 26)
    }

    @Test(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
    func letterSequences() {
        let seqs = PinyinNineKey.letterSequences(for: "64426", speller: sharedPinyinEngine.speller)
        #expect(seqs.contains("nihao"))
        #expect(seqs == seqs.sorted())
        #expect(PinyinNineKey.letterSequences(for: "94", speller: sharedPinyinEngine.speller).contains("xi"))
    }
}

@Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct PinyinNineKeyConversionTests {
    @Test(arguments: [("64426", "你好"), ("94", "一"), ("744468", "时候")])
    func firstCandidate(_ digits: String, _ expected: String) {
        let list = sharedPinyinEngine.convertNineKey(digits)
        #expect(list.first?.candidate.text == expected, "\(digits): \(list.prefix(5).map(\.candidate.text))")
    }

    @Test func fullSpellingsOnlyWhenTheyRead() {
        let strict = PinyinNineKey.letterSequences(
            for: "64426", speller: sharedPinyinEngine.speller, abbreviations: false)
        #expect(strict.contains("nihao"))
        #expect(!strict.contains("mgggm"))
    }
}

/// `kbsim --ime pinyin --pinyin-layout 9key --type-text`: Chinese text types on the 9-key keyboard, and text whose
/// candidate the keys never offer exits 2 naming it, as an untypeable character does on every keyboard.
@Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct PinyinNineKeyCommandLineTests {
    @Test(
        "The 9-key keys 94664486 offer 中国: each first letter of the first key gets its share of readings, not only w x y"
    )
    func zhongguoIsOffered() {
        let list = sharedPinyinEngine.convertNineKey("94664486")
        #expect(list.contains { $0.candidate.text == "中国" }, "\(list.prefix(10).map(\.candidate.text))")
    }

    @Test(
        "kbsim --ime pinyin --pinyin-layout 9key --type-text types 中国 (it left xiongguo marked) and phrases whose whole text the digits do not offer, in halves",
        arguments: ["中国", "我爱北京", "这是一个测试"])
    func typesZhongguo(_ text: String) throws {
        let r = try KbsimProcess.kbsim([
            "--ime", "pinyin", "--pinyin-layout", "9key", "--type-text", text, "--format", "jsonl"
        ])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.last?["text"] as? String == text)
        #expect(r.lines.last?["marked"] == nil || r.lines.last?["marked"] is NSNull)
    }
}
