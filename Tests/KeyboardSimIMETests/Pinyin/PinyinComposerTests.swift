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
struct PinyinComposerTests {
    @Test("A partial pick commits its Hanzi and keeps the rest composing")
    func partialPickKeepsTheRestComposing() throws {
        var ime = pinyinComposing("nihaoshijie")
        #expect(ime.markedText == "ni hao shi jie")
        let nihao = try #require(ime.candidates.firstIndex { $0.text == "你好" && $0.letterCount == 5 })
        #expect(ime.select(nihao) == .committed("你好"))
        #expect(ime.state == .composing)
        #expect(ime.markedText == "shi jie")
        #expect(ime.remainingInput == "shijie")
        #expect(ime.candidates.first?.text == "世界")
        #expect(ime.select(0) == .committed("世界"))
        #expect(ime.state == .idle)
        #expect(ime.committedText == "你好世界")
    }

    /// The documented 哈 example (docs/uikit-behavior.md §5): "h", "ha", then 哈 replaces the marked "ha".
    @Test func haPicksHa() throws {
        var ime = PinyinComposer(engine: sharedPinyinEngine)
        #expect(ime.insert("h") == .marked("h"))
        #expect(ime.insert("a") == .marked("ha"))
        let ha = try #require(ime.candidates.firstIndex { $0.text == "哈" })
        #expect(ime.select(ha) == .committed("哈"))
    }

    @Test func iosSeparatorInMarkedText() {
        #expect(pinyinComposing("nihao", separator: .sixPerEmSpace).markedText == "ni\u{2006}hao")
    }

    @Test func spaceCommitsFirstReturnCommitsLetters() {
        var a = pinyinComposing("nihao")
        #expect(a.commitFirst() == .committed("你好"))
        var b = pinyinComposing("ni'hao")
        #expect(b.commitRaw() == .committed("ni'hao"))
        var c = pinyinComposing("nihaoshijie")
        c.select(c.candidates.firstIndex { $0.text == "你好" }!)
        #expect(c.commitRaw() == .committed("shijie"))
    }

    @Test func backspace() {
        var ime = pinyinComposing("nih")
        #expect(ime.backspace() == .marked("ni"))
        #expect(ime.backspace() == .marked("n"))
        #expect(ime.backspace() == .marked(""))
        #expect(ime.state == .idle)
        #expect(ime.backspace() == .ignored)
    }

    @Test("Backspace after a partial pick deletes the rest's letters; the committed Hanzi stay")
    func backspaceAfterPartialPick() {
        var ime = pinyinComposing("nihaoma")
        ime.select(ime.candidates.firstIndex { $0.text == "你好" }!)
        #expect(ime.markedText == "ma")
        #expect(ime.backspace() == .marked("m"))
        #expect(ime.backspace() == .marked(""))
        #expect(ime.state == .idle)
        #expect(ime.committedText == "你好")
    }

    @Test(arguments: ["1", " ", "A", "é", "'"])
    func idleIgnoresNonLetters(_ c: Character) {
        var ime = PinyinComposer(engine: sharedPinyinEngine)
        if c == "A" {
            #expect(ime.insert(c) == .marked("a"))
        } else {
            #expect(ime.insert(c) == .ignored)
        }
    }

    @Test func cancelDropsEverything() {
        var ime = pinyinComposing("nihao")
        #expect(ime.cancel() == .cancelled)
        #expect(ime.markedText == "")
        #expect(ime.committedText == "")
        #expect(ime.cancel() == .ignored)
    }

    @Test func paging() {
        var ime = PinyinComposer(engine: sharedPinyinEngine, separator: .space, pageSize: 5)
        for c in "shi" { ime.insert(c) }
        let second = ime.candidates[5...9].map(\.text)
        ime.nextPage()
        #expect(ime.page.map(\.text) == second)
        #expect(ime.selectOnPage(0) == .committed(second[0]))
    }

    @Test func nothingConvertsCommitsRaw() {
        var ime = pinyinComposing("i")
        #expect(ime.candidates.isEmpty)
        #expect(ime.commitFirst() == .committed("i"))
    }
}

@Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct PinyinComposerPropertyTests {
    /// Random keys never trap, the marked text is empty exactly when idle, and commits only grow the history.
    @Test(arguments: [7, 8, 9, 10] as [UInt64])
    func randomSessions(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var ime = PinyinComposer(engine: sharedPinyinEngine, pageSize: 4)
        let keys = Array("abcdefghijklmnopqrstuvwxyz'zhshchnihaoxian")
        var history = ""
        for step in 0..<600 {
            switch rng.next() % 12 {
            case 0: ime.backspace()
            case 1: if !ime.candidates.isEmpty { ime.select(Int(rng.next() % UInt64(ime.candidates.count))) }
            case 2: ime.commitFirst()
            case 3: if rng.next() % 4 == 0 { ime.commitRaw() } else { ime.nextPage() }
            case 4: if rng.next() % 8 == 0 { ime.cancel() } else { ime.previousPage() }
            default: ime.insert(keys[Int(rng.next() % UInt64(keys.count))])
            }
            #expect(ime.isComposing == !ime.markedText.isEmpty, "seed \(seed) step \(step)")
            #expect(ime.committedText.hasPrefix(history), "seed \(seed) step \(step)")
            history = ime.committedText
            #expect(ime.page.count <= 4)
        }
    }
}

extension PinyinComposerTests {
    @Test(arguments: ["nihaoshijie", "xi'an", "Nihao", "n1h"])
    func insertContentsOfMatchesOneByOne(_ text: String) {
        var a = PinyinComposer(engine: sharedPinyinEngine)
        var b = PinyinComposer(engine: sharedPinyinEngine)
        for c in text { a.insert(c) }
        b.insert(contentsOf: text)
        #expect(a.markedText == b.markedText)
        #expect(a.candidates == b.candidates)
    }
}
