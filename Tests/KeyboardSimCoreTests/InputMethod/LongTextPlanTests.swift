@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimCore
import KeyboardSimIME
import KeyboardSimSession
import KeyboardSimUIKit

/// A long text is planned a piece at a time (memory in proportion to a piece, not to the text), cut where
/// whitespace is followed by a character the input method composes: there every planner starts a step, so typing
/// in pieces is typing the whole plan.
@MainActor @Suite struct LongTextPlanTests {
    enum Input: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case pinyin, pinyin9Key = "pinyin 9-key", korean, cangjie, stroke, wubi, zhuyin, cantonese
        case japaneseRomaji = "japanese-romaji", japaneseKana = "japanese-kana"

        var testDescription: String { rawValue }

        /// The input method, or nil when its data is not installed.
        @MainActor func inputMethod() -> (any InputMethod)? {
            switch self {
            case .pinyin: try? Harness.pinyinInputMethod()
            case .pinyin9Key: try? Harness.pinyinInputMethod(layout: .nineKey)
            case .korean: KoreanInputMethod()
            case .cangjie: (try? Harness.codeTable(.cangjie)).map { TableInputMethod(scheme: .cangjie, table: $0) }
            case .stroke: (try? Harness.codeTable(.stroke)).map { TableInputMethod(scheme: .stroke, table: $0) }
            case .wubi: (try? Harness.codeTable(.wubi)).map { TableInputMethod(scheme: .wubi, table: $0) }
            case .zhuyin: try? Harness.phoneticInputMethod(.zhuyin)
            case .cantonese: try? Harness.phoneticInputMethod(.cantonese)
            case .japaneseRomaji:
                (try? Harness.japaneseConverter()).map { JapaneseInputMethod(converter: $0, layout: .romaji) }
            case .japaneseKana:
                (try? Harness.japaneseConverter()).map { JapaneseInputMethod(converter: $0, layout: .kana) }
            }
        }

        /// Words the input method types, with punctuation, digits and spaces between them (direct text).
        var words: [String] {
            switch self {
            case .korean: ["안녕", "하세요", "한국어", "입력", "세계"]
            case .japaneseRomaji, .japaneseKana: ["日本", "にほんご", "東京", "かな", "漢字"]
            case .zhuyin, .cantonese, .cangjie: ["你好", "世界", "中文", "學生", "電話"]
            default: ["你好", "世界", "中文", "学生", "电话"]
            }
        }

        /// A text of `count` words drawn in a fixed order, separated by spaces and now and then punctuation.
        func text(count: Int) -> String {
            var out = ""
            for i in 0..<count {
                out += words[(i * 7 + i / 3) % words.count]
                out += i % 5 == 4 ? (self == .korean ? ". " : "。 ") : i % 7 == 6 ? " 12  " : " "
            }
            return out
        }
    }

    @Test(
        "A long text's plan in pieces is the whole text's plan, under every input method",
        arguments: Input.allCases)
    func piecesJoinToTheWholePlan(_ input: Input) throws {
        guard let ime = input.inputMethod() else { return }  // its data is not installed
        let text = input.text(count: 60)
        let pieces = PlanPieces.ranges(text, composes: ime.composes, pieceLength: 20)
        #expect(pieces.count > 5)
        var joined: [IMEPlanStep] = []
        for piece in pieces {
            let part = String(text[piece])
            // Each piece starts with a character the input method composes (the first with the text).
            #expect(part.first.map(ime.composes) == true, "\(part)")
            joined += try ime.plan(part) ?? []
        }
        #expect(joined == (try ime.plan(text)))
    }

    @Test("A text longer than a piece types whole into the field (Korean: the fastest to type in a debug build)")
    func longTextTypesWhole() throws {
        let ime = KoreanInputMethod()
        let text = Input.korean.text(count: 2 * PlanPieces.length / 3)
        #expect(PlanPieces.ranges(text, composes: ime.composes).count > 1)
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        field.autocapitalizationType = .none
        screen.add(field, name: "f")
        screen.useInputMethod(ime)
        try screen.tap(field)
        try screen.type(text)
        #expect(field.text == text)
    }
}
