@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimSupport
import KeyboardSimIME

/// Dictionaries given with `--dict` are the user's: duplicates are one candidate, long entries are reachable up to
/// a named limit; and converting a long input stays linear without changing what normal inputs give.
@Suite struct PinyinLimitsTests {
    /// A dictionary from entry lines (`word<TAB>pin yin<TAB>weight`).
    static func dictionary(_ lines: [String]) throws -> PinyinDictionary {
        try PinyinDictionary.parse(
            Array(("---\nname: t\n...\n" + lines.joined(separator: "\n") + "\n").utf8), path: "t.dict.yaml")
    }

    @Test("The same word with the same pinyin listed twice is one candidate, with the greater weight")
    func duplicatesAreOneCandidate() throws {
        let d = try Self.dictionary(["你好\tni hao\t10", "你号\tni hao\t50", "你好\tni hao\t90"])
        #expect(d.count == 2)
        let candidates = PhoneticEngine(dictionary: d).convert("nihao").candidates.map(\.text)
        #expect(candidates == ["你好", "你号"])
        #expect(d.entries(spelled: ["ni", "hao"]).map(\.weight) == [90, 50])
    }

    @Test("A 20-syllable entry is reachable: typing its pinyin offers it first")
    func longEntryReachable() throws {
        let syllables = [
            "zhong", "hua", "ren", "min", "gong", "he", "guo", "zhong", "yang", "ren",
            "min", "zheng", "fu", "guo", "wu", "yuan", "ban", "gong", "ting", "zhu"
        ]
        let word = "中华人民共和国中央人民政府国务院办公厅主"
        let d = try Self.dictionary(["\(word)\t\(syllables.joined(separator: " "))\t1"] + ["中\tzhong\t5", "华\thua\t5"])
        #expect(d.issues.isEmpty)
        let engine = PhoneticEngine(dictionary: d)
        #expect(engine.maxWordSyllables == 20)
        let c = engine.convert(syllables.joined())
        #expect(c.candidates.first?.text == word)
        #expect(c.syllables == syllables)
    }

    @Test("An entry longer than PinyinLattice.maximumWordSyllables is skipped with a note naming the limit")
    func tooLongEntryNamed() throws {
        let n = PinyinLattice.maximumWordSyllables + 1
        let d = try Self.dictionary([
            String(repeating: "中", count: n) + "\t" + Array(repeating: "zhong", count: n).joined(separator: " ")
                + "\t1",
            "中\tzhong\t5"
        ])
        #expect(d.count == 1)
        #expect(
            d.issues.first?.reason
                == "\(n) syllables; kbsim converts words of at most \(n - 1) syllables (PinyinLattice.maximumWordSyllables)"
        )
    }

    @Test(
        "Accepting the first candidate of the whole input gives what typing it letter by letter gives",
        .enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
    func oneShotMatchesLetterByLetter() {
        var rng = SplitMix64(seed: 11)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz'")
        let inputs =
            ["nihaoshijie", "xi'an", "zhzhzhzh", "aaaaaaa", "qwrtpsdfghjklzxcvbnm"]
            + (0..<30).map { _ in String((0..<(1 + rng.below(40))).map { _ in rng.pick(alphabet) }) }
        for input in inputs {
            var composer = PinyinComposer(engine: sharedPinyinEngine)
            for c in input { composer.insert(c) }
            var typed = ""
            while composer.isComposing { if case .committed(let t) = composer.commitFirst() { typed += t } }
            #expect(sharedPinyinEngine.commitFirstCandidates(input) == typed, "\(input)")
            let converted = sharedPinyinEngine.convert(input)
            #expect(
                sharedPinyinEngine.commitFirstCandidates(input, converted: converted) == typed, "\(input) (converted)")
        }
    }

    @Test("A dictionary is read like all text: a FIFO works, a directory is refused saying so")
    func dictionaryFromAnyReadableFile() throws {
        let dir = try KbsimProcess.temporaryFolder()
        do {
            _ = try PinyinDictionary.load(path: dir.path)
            Issue.record("a directory loaded")
        } catch let e as PinyinDictionaryError {
            #expect(e.description.contains("\(dir.path): it is a directory"))
        }
        let fifo = dir.appendingPathComponent("d.dict.yaml").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            if let h = FileHandle(forWritingAtPath: fifo) {
                h.write(Data("---\n...\n你好\tni hao\t1\n".utf8)); try? h.close()
            }
        }
        writer.start()
        #expect(try PinyinDictionary.load(path: fifo).count == 1)
    }
}
