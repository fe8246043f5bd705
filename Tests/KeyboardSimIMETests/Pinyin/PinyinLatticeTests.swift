@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct PinyinLatticeTests {
    /// Typing, deleting and retyping letter by letter gives the same lattice as building it from scratch.
    @Test(arguments: [1, 2, 3, 42, 2026])
    func incrementalMatchesFresh(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let engine = sharedPinyinEngine
        let source = Array(PinyinBench.makeInputs(engine.dictionary, seed: seed, count: 1, letters: 80)[0])
        var lattice = engine.makeLattice()
        var typed = 0
        for step in 0..<160 {
            let r = rng.next() % 10
            if r < 2 && lattice.count > 0 {
                for _ in 0..<Int(rng.next() % 12) { lattice.removeLast() }
                typed = lattice.count
            } else if r == 2 {
                lattice.append(UInt8(ascii: "'"))
            } else if typed < source.count {
                lattice.append(source[typed].asciiValue!)
                typed += 1
            }
            var fresh = engine.makeLattice()
            fresh.append(contentsOf: lattice.rawInput)
            #expect(fresh.bestStrict == lattice.bestStrict, "seed \(seed) step \(step) input \(lattice.rawInput)")
            #expect(fresh.bestAll == lattice.bestAll, "seed \(seed) step \(step) input \(lattice.rawInput)")
            #expect(fresh.resolve() == lattice.resolve(), "seed \(seed) step \(step)")
        }
    }

    /// The open-walk DP agrees with a direct enumeration of the words ending at each position.
    @Test(arguments: ["nihaoshijie", "xian", "zhongguorenmin", "nhsj", "fangan"])
    func dynamicProgrammingMatchesEnumeration(_ input: String) {
        var lattice = sharedPinyinEngine.makeLattice()
        lattice.append(contentsOf: input)
        for j in 1...lattice.count {
            #expect(lattice.bestArc(endingAt: j, mode: .strict).0 == lattice.bestStrict[j], "\(input) at \(j)")
            #expect(lattice.bestArc(endingAt: j, mode: .all).0 == lattice.bestAll[j], "\(input) at \(j)")
        }
    }

    @Test func rawInputKeepsApostrophes() {
        var lattice = sharedPinyinEngine.makeLattice()
        lattice.append(contentsOf: "'xi''an'")
        #expect(lattice.rawInput == "'xi''an'")
        #expect(lattice.count == 4)
        lattice.removeLast()
        #expect(lattice.rawInput == "'xi''an")
    }

    /// The ln 1e-10 penalty hits the syllable after an ambiguous joint (`xian` read `xi an`), not across an
    /// apostrophe, and only where a syllable follows it in the word: 西安 under `xian` is ranked by its weight
    /// (librime lists it fifth: 先 线 县 现 西安), 西安市 under `xianshi` pays.
    @Test func ambiguousJointPenalty() {
        let xian = sharedPinyinEngine.convert("xian").candidates
        #expect(xian.prefix(5).map(\.text) == ["先", "线", "县", "现", "西安"])
        let xiAn = sharedPinyinEngine.convert("xi'an").candidates.first { $0.text == "西安" }!
        #expect(abs(xiAn.score - xian[4].score) < 1e-9)
        let xianshi = sharedPinyinEngine.convert("xianshi").candidates.first { $0.text == "西安市" }!
        let xiAnshi = sharedPinyinEngine.convert("xi'anshi").candidates.first { $0.text == "西安市" }!
        #expect(abs((xiAnshi.score - xianshi.score) - (-PinyinScoring.ambiguousJointPenalty)) < 1e-9)
    }

    /// Each text is listed once, at its first place (librime's DistinctTranslation), and a word read over more
    /// letters is listed with those (模式 for `mo sh`, not `mo s`).
    @Test func candidatesAreDistinctAndReadOverTheMostLetters() {
        let c = sharedPinyinEngine.convert("mosh").candidates
        #expect(c.prefix(5).map(\.text) == ["模式", "魔兽", "陌生", "没收", "魔术"])
        #expect(c.first?.letterCount == 4)
        #expect(Set(c.map(\.text)).count == c.count)
    }
}
