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

@Suite struct PinyinAccuracyTests {
    @Test(arguments: [("", "", 0), ("abc", "abc", 0), ("abc", "axc", 1), ("ab", "abc", 1), ("", "ab", 2)])
    func editDistance(_ a: String, _ b: String, _ d: Int) {
        #expect(PinyinAccuracy.editDistance(Array(a), Array(b)) == d)
    }

    /// Parity with librime pinyin_simp (≈ 43 % clause, 80 % character on news) on the prose of Debian packages
    /// (the Vim tutorial, GnuPG's help; about 1,000 clauses); docs/pinyin.md has the figures.
    @Test(
        .enabled(
            if: pinyinDictionaryInstalled && FileManager.default.fileExists(atPath: pinyinCorpusPath),
            "needs rime-data-pinyin-simp and the generated corpus (scripts/pinyin-corpus.sh)"))
    func librimeParity() throws {
        let text = try String(contentsOfFile: pinyinCorpusPath, encoding: .utf8)
        let lines = text.split(separator: "\n")
        let r = PinyinAccuracy.evaluate(engine: sharedPinyinEngine, corpus: lines)
        print(
            "pinyin accuracy on \(r.clauses) clauses: \(String(format: "%.1f", 100 * r.clauseAccuracy)) % clause, \(String(format: "%.1f", 100 * r.characterAccuracy)) % character"
        )
        #expect(r.clauses >= 900)
        #expect(r.clauseAccuracy >= 0.43, "clause accuracy \(r.clauseAccuracy)")
        #expect(r.characterAccuracy >= 0.80, "character accuracy \(r.characterAccuracy)")
    }

    @Test(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
    func countsClausesAndCharacters() {
        let corpus: [Substring] = ["你好\tni hao\tx", "西安\txi an\ty", "# comment", "bad line"]
        let r = PinyinAccuracy.evaluate(engine: sharedPinyinEngine, corpus: corpus)
        #expect(r.clauses == 2)
        #expect(r.clausesCorrect == 1)  // "xian" gives 先
        #expect(r.characters == 4)
        #expect(r.charactersCorrect == 2)
        #expect(r.bySource["x"]?.clausesCorrect == 1)
    }
}

@Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct PinyinJSONLineTests {
    @Test func interfaceShape() {
        let line = sharedPinyinEngine.jsonLine(for: "nihao", candidates: 3)
        #expect(line.hasPrefix("{\"input\":\"nihao\",\"preedit\":\"ni hao\",\"candidates\":[\"你好\",\"你\","))
        #expect(line.hasSuffix("],\"sentence\":\"你好\"}"))
    }

    @Test func escapes() {
        #expect(JSONWriter.quoted("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }
}
