import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz
import KeyboardSimPort

@Suite struct PinyinNineKeyTests {
    @Test(arguments: [("2", "\u{278B}"), ("5", "\u{278E}"), ("9", "\u{2792}")])
    func placeholders(_ digit: Character, _ placeholder: Character) {
        #expect(PinyinNineKey.placeholder(for: digit) == placeholder)
        #expect(PinyinNineKey.digit(forPlaceholder: placeholder) == digit)
    }

    @Test(arguments: ["0", "1", "a"]) func noPlaceholder(_ c: Character) { #expect(PinyinNineKey.placeholder(for: c) == nil) }

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
        let strict = PinyinNineKey.letterSequences(for: "64426", speller: sharedPinyinEngine.speller, abbreviations: false)
        #expect(strict.contains("nihao"))
        #expect(!strict.contains("mgggm"))
    }
}
