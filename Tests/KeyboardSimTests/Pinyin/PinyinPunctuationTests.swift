import Testing
@testable import KeyboardSim

@Suite struct PinyinPunctuationTests {
    @Test(arguments: [(",", "，"), (".", "。"), ("?", "？"), ("!", "！"), ("\\", "、")] as [(Character, String)])
    func fullWidth(_ ascii: Character, _ mark: String) { #expect(PinyinPunctuation.fullWidth(for: ascii) == mark) }

    @Test func mainPageMarksAreInTheTable() {
        #expect(PinyinPunctuation.mainPage.allSatisfy { Set(PinyinPunctuation.table.values).contains($0) })
        #expect(PinyinPunctuation.fullWidth(for: "a") == nil)
    }
}
