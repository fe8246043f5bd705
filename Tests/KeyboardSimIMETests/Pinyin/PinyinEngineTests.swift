@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct PinyinEngineTests {
    let engine = sharedPinyinEngine

    /// docs/pinyin.md "Expected behaviours", plus a few sentences.
    @Test(arguments: [
        ("xian", "先"), ("xi'an", "西安"), ("fangan", "方案"), ("nih", "你好"), ("nh", "你好"),
        ("nihao", "你好"), ("lve", "略"), ("lue", "略"), ("nve", "虐"), ("lv", "率"),
        ("nihaoshijie", "你好世界"), ("zhongguorenmin", "中国人民")
    ])
    func firstCandidate(_ input: String, _ expected: String) {
        #expect(engine.convert(input).candidates.first?.text == expected, "input \(input)")
    }

    /// pinyin_simp's derived spellings are accepted as normal spellings.
    @Test(arguments: [
        ("zhogn", "中"), ("jv", "局"), ("don", "动"), ("bain", "边"), ("xiou", "修"), ("hoa", "好"),
        ("lvse", "绿色"), ("nve", "虐")
    ])
    func variantSpellings(_ input: String, _ expected: String) {
        #expect(engine.convert(input).candidates.prefix(9).contains { $0.text == expected }, "input \(input)")
    }

    @Test func xianListsXiAn() {
        let c = engine.convert("xian")
        #expect(c.candidates.contains { $0.text == "西安" && $0.letterCount == 4 })
        #expect(c.candidates.prefix(20).allSatisfy { $0.letterCount == 4 })
    }

    @Test(arguments: [
        ("nihao", "ni hao"), ("fangan", "fang an"), ("nih", "ni h"), ("nh", "n h"), ("xi'an", "xi'an"),
        ("xian", "xian"), ("ni''hao", "ni''hao"), ("nihao'", "ni hao'"), ("lve", "lve")
    ])
    func preeditWithSpaces(_ input: String, _ expected: String) {
        #expect(engine.convert(input).preedit(separator: .space) == expected)
    }

    @Test(arguments: PinyinPreeditSeparator.allCases)
    func separators(_ sep: PinyinPreeditSeparator) {
        #expect(engine.convert("nihao").preedit(separator: sep) == "ni" + sep.text + "hao")
    }

    @Test func iosDefaultSeparatorIsSixPerEmSpace() {
        #expect(engine.convert("nihao").preedit() == "ni\u{2006}hao")
    }

    /// Whole-input phrases first, the sentence only when no phrase covers everything, then longest first.
    @Test(arguments: ["nihao", "nihaoshijie", "woaibeijingtiananmen", "xian", "nh", "zhongguorenminjiefangjun"])
    func candidateOrder(_ input: String) {
        let c = engine.convert(input)
        let lengths = c.candidates.map(\.letterCount)
        #expect(lengths == lengths.sorted(by: >))
        let sentences = c.candidates.filter { $0.kind == .sentence }
        let wholePhrases = c.candidates.filter { $0.kind == .phrase && $0.letterCount == c.convertedLetterCount }
        #expect(sentences.count == (wholePhrases.isEmpty ? 1 : 0))
        for k in Set(lengths) {
            let scores = c.candidates.filter { $0.letterCount == k && $0.kind == .phrase }.map(\.score)
            #expect(scores == scores.sorted(by: >))
        }
    }

    @Test func sentenceWhenNoPhraseCoversInput() {
        let c = engine.convert("woaibeijingtiananmen")
        #expect(c.candidates.first?.kind == .sentence)
        #expect(c.sentence == "我爱北京天安门")
        #expect(c.candidates.first?.text == c.sentence)
    }

    /// pinyin_simp's abbreviations cover a trailing initial (`nih`); without them the partial syllable is completed.
    @Test func completionOfTrailingPartialSyllable() {
        let d = sharedPinyinEngine.dictionary
        var lattice = PinyinLattice(dictionary: d, speller: .pinyinSimp(syllables: d.syllableSet, abbreviations: false))
        lattice.append(contentsOf: "nih")
        let c = lattice.resolve()
        #expect(c.candidates.first?.text == "你好")
        #expect(c.preedit(separator: .space) == "ni h")
        let nihao = engine.convert("nihao").candidates.first!
        // A word's last syllable costs nothing for being completed or abbreviated (librime looks a word up without
        // its last syllable's credibility); an abbreviated syllable before it costs ln 0.5.
        #expect(abs(c.candidates.first!.score - nihao.score) < 1e-9)
        #expect(abs(engine.convert("nih").candidates.first!.score - c.candidates.first!.score) < 1e-9)
        let nhao = try! #require(engine.convert("nhao").candidates.first { $0.text == "你好" })
        #expect(abs(nhao.score - (nihao.score + PinyinScoring.halfPenalty)) < 1e-9)
    }

    @Test func unconvertibleTailStaysRaw() {
        let c = engine.convert("i")
        #expect(c.candidates.isEmpty)
        #expect(c.preedit(separator: .space) == "i")
    }

    @Test(arguments: [1, 5, 9, 10])
    func pages(_ size: Int) {
        let c = engine.convert("shi")
        #expect(c.page(0, size: size).count == size)
        #expect(c.pageCount(size: size) == (c.candidates.count + size - 1) / size)
        #expect(Array(c.page(1, size: size)) == Array(c.candidates[size..<(2 * size)]))
    }

    @Test func scoringConstants() {
        #expect(abs(PinyinScoring.perWordPenalty - 2 * 18.420680743952367) < 1e-12)
        #expect(PinyinScoring.score(weight: 0) == PinyinScoring.score(weight: Double.ulpOfOne))
    }

    @Test(arguments: ["nihao", "xi'an", "zhongguorenmin", "nh"])
    func commitFirstCandidates(_ input: String) {
        let text = engine.commitFirstCandidates(input)
        #expect(text == engine.convert(input).candidates.first?.text)
    }

    @Test func commitFirstCandidatesWithRawRest() {
        #expect(engine.commitFirstCandidates("nihaoi") == "你好i")
    }
}
