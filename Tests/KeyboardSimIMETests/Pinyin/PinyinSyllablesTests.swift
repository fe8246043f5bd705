@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

@Suite struct PinyinSyllablesTests {
    @Test(arguments: ["a", "xian", "zhuang", "lv", "lue", "lve", "nve", "nü", "fiao", "ng"])
    func accepts(_ s: String) { #expect(PinyinSyllables.isSyllable(s)) }

    @Test(arguments: ["", "i", "u", "v", "bv", "zhv", "xiang'", "tian1"])
    func rejects(_ s: String) { #expect(!PinyinSyllables.isSyllable(s)) }

    @Test func tableSize() {
        #expect(PinyinSyllables.count == 418)
        #expect(Set(PinyinSyllables.all).count == PinyinSyllables.count)
        #expect(PinyinSyllables.initials.count == 23)
        #expect(PinyinSyllables.all.allSatisfy { $0.count <= PinyinSyllables.maxLength })
    }

    @Test(arguments: [("zhu", true), ("x", true), ("zhv", false), ("ia", false)])
    func prefixes(_ p: String, _ ok: Bool) { #expect(PinyinSyllables.isPrefix(p) == ok) }

    @Test func completions() {
        #expect(PinyinSyllables.completions(of: "zhua") == ["zhua", "zhuai", "zhuan", "zhuang"])
    }
}
