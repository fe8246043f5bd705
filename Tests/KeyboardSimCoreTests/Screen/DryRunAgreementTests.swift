@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimCore
import KeyboardSimIME
import KeyboardSimSession
import KeyboardSimTranscript
import KeyboardSimUIKit

/// The dry run (`firstUntypeable`, what `kbsim --type-text` and `type` check before the first key) and typing ask
/// one dispatch, so they agree: for every keyboard type under every input method and hardware keyboard, the first
/// character the dry run finds untypeable is the first one typing (with `unreachable = .skip`) leaves out.
@MainActor @Suite struct DryRunAgreementTests {
    /// What types into the field besides its keyboard type.
    enum Input: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case softwareKeyboard = "software keyboard"
        case pinyin, pinyin9Key = "pinyin 9-key", korean, cangjie, stroke, wubi, zhuyin, cantonese
        case japaneseRomaji = "japanese-romaji", japaneseKana = "japanese-kana"
        case hardwareUS = "hardware us", hardwareDE = "hardware de"

        var testDescription: String { rawValue }

        /// Sets the input up on a screen.
        @MainActor func install(on screen: Screen) throws {
            switch self {
            case .softwareKeyboard: break
            case .pinyin: screen.useInputMethod(try Harness.pinyinInputMethod())
            case .pinyin9Key: screen.useInputMethod(try Harness.pinyinInputMethod(layout: .nineKey))
            case .korean: screen.useInputMethod(KoreanInputMethod())
            case .cangjie:
                screen.useInputMethod(TableInputMethod(scheme: .cangjie, table: try Harness.codeTable(.cangjie)))
            case .stroke:
                screen.useInputMethod(TableInputMethod(scheme: .stroke, table: try Harness.codeTable(.stroke)))
            case .wubi: screen.useInputMethod(TableInputMethod(scheme: .wubi, table: try Harness.codeTable(.wubi)))
            case .zhuyin: screen.useInputMethod(try Harness.phoneticInputMethod(.zhuyin))
            case .cantonese: screen.useInputMethod(try Harness.phoneticInputMethod(.cantonese))
            case .japaneseRomaji:
                screen.useInputMethod(JapaneseInputMethod(converter: try Harness.japaneseConverter(), layout: .romaji))
            case .japaneseKana:
                screen.useInputMethod(JapaneseInputMethod(converter: try Harness.japaneseConverter(), layout: .kana))
            case .hardwareUS: screen.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
            case .hardwareDE: screen.useHardwareKeyboard(try HardwareKeyboard(layout: "de"))
            }
        }
    }

    /// Texts that each keyboard types in part: letters, digits, symbols, accents, emoji, CJK, Hangul, kana,
    /// control characters.
    static let texts = ["abc", "1.5", "Ab@c.de", "é€£", "😀x", "你好", "中文ok", "안녕", "にほん", "x\u{1}y", "a\tb", "ⅷ9", "ü-ß"]

    /// What the dry run says of `text`: the first untypeable character, none, or the error.
    func dryRun(_ text: String, _ input: Input, _ type: UIKeyboardType) throws -> String {
        let (screen, field) = try editing(input, type)
        do {
            return try screen.firstUntypeable(text, on: field).map { "untypeable \($0.0.escapedForTest)" }
                ?? "all typeable"
        } catch {
            return "error \(error)"
        }
    }

    /// What typing `text` does, skipping what it cannot type: the first character left out, none, or the error.
    func typing(_ text: String, _ input: Input, _ type: UIKeyboardType) throws -> String {
        let (screen, _) = try editing(input, type)
        screen.unreachable = .skip
        do { try screen.type(text) } catch { return "error \(error)" }
        for event in screen.transcript.events {
            if case .user(let u) = event.payload, u.action == .type, let why = u.ignored,
                why.hasSuffix("cannot type it"),
                let ch = u.value?.first
            {
                return "untypeable \(ch.escapedForTest)"
            }
        }
        return "all typeable"
    }

    func editing(_ input: Input, _ type: UIKeyboardType) throws -> (Screen, UITextField) {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        field.keyboardType = type
        field.autocapitalizationType = .none
        screen.add(field, name: "f")
        try input.install(on: screen)
        try screen.tap(field)
        return (screen, field)
    }

    @Test(
        "The dry run and typing agree on the first untypeable character, on every keyboard and input method",
        arguments: Input.allCases, UIKeyboardType.allCases)
    func dryRunAgreesWithTyping(_ input: Input, _ type: UIKeyboardType) throws {
        for text in Self.texts {
            let dry = try dryRun(text, input, type)
            let typed = try typing(text, input, type)
            #expect(
                dry == typed,
                "\(input.rawValue), \(type.name), \(text.debugDescription): dry run \(dry), typing \(typed)")
        }
    }

    @Test("The dry run finds what a keyboard lacks: a letter on the number pad, an emoji on a hardware keyboard")
    func dryRunFindsGaps() throws {
        #expect(try dryRun("12a", .softwareKeyboard, .numberPad) == "untypeable a")
        #expect(try dryRun("ok😀", .hardwareUS, .default) == "untypeable 😀")
        #expect(try dryRun("abc", .softwareKeyboard, .default) == "all typeable")
    }
}

extension Character {
    /// The character with control characters escaped, for a readable test message.
    fileprivate var escapedForTest: String {
        unicodeScalars.map {
            $0.properties.generalCategory == .control ? "\\u{\(String($0.value, radix: 16))}" : String($0)
        }.joined()
    }
}
