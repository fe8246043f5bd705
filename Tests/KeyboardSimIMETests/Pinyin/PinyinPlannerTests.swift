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
struct PinyinPlannerTests {
    /// Runs a plan through a composer and returns the text it produces.
    func run(_ steps: [PinyinPlanner.Step]) -> String {
        var ime = PinyinComposer(engine: sharedPinyinEngine)
        var out = ""
        for step in steps {
            switch step {
            case .type(let letters): for c in letters { ime.insert(c) }
            case .pick(let index, let text):
                #expect(ime.candidates[index].text == text)
                if case .committed(let t) = ime.select(index) { out += t }
            case .direct(let text): out += text
            }
        }
        return out
    }

    @Test(arguments: ["你好世界", "西安", "方案", "上海", "我爱北京天安门", "你好，世界！", "中华人民共和国成立了", "哈"])
    func planProducesTheText(_ text: String) throws {
        let steps = try sharedPinyinPlanner.plan(text)
        #expect(run(steps) == text)
    }

    @Test func fewestPicks() throws {
        #expect(try sharedPinyinPlanner.plan("你好世界") == [.type("nihaoshijie"), .pick(index: 0, text: "你好世界")])
        #expect(try sharedPinyinPlanner.plan("西安") == [.type("xi'an"), .pick(index: 0, text: "西安")])
        #expect(try sharedPinyinPlanner.plan("你好，") == [.type("nihao"), .pick(index: 0, text: "你好"), .direct("，")])
    }

    @Test func unproducibleCharacterIsNamed() {
        #expect(throws: PinyinPlanError.self) { try sharedPinyinPlanner.plan("你𠀀好") }
        do {
            _ = try sharedPinyinPlanner.plan("你𠀀好")
        } catch {
            #expect("\(error)".contains("𠀀"))
            #expect("\(error)".contains("character 2"))
        }
    }
}
