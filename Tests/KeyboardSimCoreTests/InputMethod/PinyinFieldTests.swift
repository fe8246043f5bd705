@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// The pinyin input method through a text field (docs/uikit-behavior.md §5, docs/pinyin.md).
@MainActor
@Suite(
    .enabled(
        if: FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath),
        "needs rime-data-pinyin-simp"))
struct PinyinFieldTests {
    static let engine: PhoneticEngine? = try? PhoneticEngine.load()

    final class RangesDelegate: NSObject, UITextFieldDelegate {
        var seen: [[NSRange]] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
        ) -> Bool {
            seen.append(ranges.map(\.rangeValue))
            return true
        }
    }

    func setUp(
        profile: IOSProfile = .ios18, delegate: BuiltinDelegate = .accept, text: String = "",
        layout: PhoneticInputMethod.Layout = .full
    ) throws -> (Screen, UITextField) {
        let screen = Screen(profile: profile, notificationCenter: NotificationCenter())
        screen.useInputMethod(PhoneticInputMethod(engine: try #require(Self.engine), layout: layout))
        let field = UITextField()
        field.text = text
        screen.add(field, name: "f")
        screen.attach(delegate, to: field)
        try screen.tap(field)
        return (screen, field)
    }

    func changes(_ s: Screen) -> [String] {
        s.transcript.delegateCalls(.shouldChangeCharacters).map {
            "[\($0.range!.location),\($0.range!.length)] \($0.string!)"
        }
    }

    @Test(
        "marked-text-call key-at-caret, the default (radar 15584633, the iOS 6 pinyin log): typing ha asks [0,0] h, then [1,0] a at the caret; picking 哈 replaces [0,2]"
    )
    func seedExample() throws {
        let (s, f) = try setUp()
        try s.type("ha")
        #expect(f.markedTextRange?.nsRange == NSRange(location: 0, length: 2))
        let index = try #require(s.inputMethod?.candidates.firstIndex(of: "哈"))
        try s.pickCandidate(index)
        #expect(changes(s) == ["[0,0] h", "[1,0] a", "[0,2] 哈"])
        #expect(f.text == "哈")
        #expect(f.markedTextRange == nil)
    }

    @Test(
        "marked-text-call whole-marked-range (kbsim's earlier default, kept as an alternative): typing ha asks [0,0] h, [0,1] ha"
    )
    func wholeMarkedRangeAlternative() throws {
        var profile = IOSProfile.ios18
        try profile.set(entry: "marked-text-call", to: "whole-marked-range")
        let (s, f) = try setUp(profile: profile)
        try s.type("ha")
        #expect(changes(s) == ["[0,0] h", "[0,1] ha"])
        #expect(f.text == "ha")
    }

    @Test("Marked text separates syllables with U+2006; each change posts editingChanged and TextDidChange")
    func markedTextSeparatorAndNotifications() throws {
        let (s, f) = try setUp()
        try s.type("nihao")
        #expect(f.text == "ni\u{2006}hao")
        #expect(f.markedTextRange != nil)
        #expect(s.transcript.outline.filter { $0 == "editingChanged" }.count == 5)
        #expect(s.transcript.notificationNames.filter { $0 == "UITextFieldTextDidChangeNotification" }.count == 5)
    }

    @Test(
        "max-length:5 on \"abc\": composing 上海 stops at the marked sh (the a at {5,0} is refused) and 上海 is never committed"
    )
    func maxLengthBug() throws {
        let (s, f) = try setUp(delegate: .maxLength(5), text: "abc")
        try s.type("上海")
        #expect(f.text == "abcsh")
        #expect(f.markedTextRange?.nsRange == NSRange(location: 3, length: 2))
        #expect(
            s.transcript.delegateCalls(.shouldChangeCharacters).contains {
                $0.string == "a" && $0.range == NSRange(location: 5, length: 0) && $0.returned == false
            })
        #expect(!s.transcript.delegateCalls(.shouldChangeCharacters).contains { $0.string == "上海" })
    }

    @Test(
        "max-length-append:5 on \"abcd\": each letter arrives at the caret, so the second is refused and 上海 never commits; under whole-marked-range 上海 commits past the limit"
    )
    func maxLengthAppendBug() throws {
        let (s, f) = try setUp(delegate: .maxLengthAppend(5), text: "abcd")
        try s.type("上海")
        #expect(f.text == "abcds")
        #expect(f.markedTextRange?.nsRange == NSRange(location: 4, length: 1))

        var profile = IOSProfile.ios18
        profile.markedTextDelegateCall = .wholeMarkedRange
        let (s2, f2) = try setUp(profile: profile, delegate: .maxLengthAppend(5), text: "abcd")
        try s2.type("上海")
        #expect(f2.text == "abcd上海")
        #expect((f2.text ?? "").count == 6)
    }

    @Test("max-length-safe:5 on \"abc\": the markedTextRange-aware fix lets the composition through: abc上海")
    func maxLengthSafe() throws {
        let (s, f) = try setUp(delegate: .maxLengthSafe(5), text: "abc")
        try s.type("上海")
        #expect(f.text == "abc上海")
    }

    @Test("A candidate covering the first syllables commits them and keeps the rest marked (nihaoshijie, pick 你好)")
    func partialCommit() throws {
        let (s, f) = try setUp()
        try s.type("nihaoshijie")
        let index = try #require(s.inputMethod?.candidates.firstIndex(of: "你好"))
        try s.pickCandidate(index)
        #expect(f.text == "你好shi\u{2006}jie")
        #expect(f.markedTextRange?.nsRange == NSRange(location: 2, length: 7))
        let shijie = try #require(s.inputMethod?.candidates.firstIndex(of: "世界"))
        try s.pickCandidate(shijie)
        #expect(f.text == "你好世界")
        #expect(f.markedTextRange == nil)
    }

    @Test("Backspace while composing reports the whole marked range; Return commits the raw letters")
    func backspaceAndReturn() throws {
        let (s, f) = try setUp()
        try s.type("nihao")
        try s.backspace()
        let last = try #require(s.transcript.delegateCalls(.shouldChangeCharacters).last)
        #expect(last.range == NSRange(location: 0, length: 6))
        #expect(last.string == "ni\u{2006}ha")
        try s.tapReturn()
        #expect(f.text == "niha")
        #expect(f.markedTextRange == nil)
        #expect(s.transcript.delegateCalls(.shouldReturn).isEmpty, "Return while composing does not return")
    }

    @Test("Space commits the first candidate")
    func spaceCommits() throws {
        let (s, f) = try setUp()
        try s.type("nihao ")
        #expect(f.text == "你好")
    }

    @Test("Candidate commit per profile: ios9 asks no delegate; ios26 asks the ranges variant with [{end,0}]")
    func commitProfiles() throws {
        let (s9, f9) = try setUp(profile: .ios9)
        try s9.type("ha ")
        #expect(f9.text == "哈")
        #expect(changes(s9) == ["[0,0] h", "[1,0] a"])
        #expect(s9.transcript.notificationNames.last == "UITextFieldTextDidChangeNotification")

        let screen = Screen(profile: .ios26, notificationCenter: NotificationCenter())
        screen.useInputMethod(PhoneticInputMethod(engine: try #require(Self.engine)))
        let field = UITextField()
        let d = RangesDelegate()
        field.delegate = d
        screen.add(field)
        try screen.tap(field)
        try screen.type("ha ")
        #expect(field.text == "哈")
        #expect(d.seen.last == [NSRange(location: 2, length: 0)])
    }

    @Test(
        "Switching to the pinyin keyboard while editing posts the input-mode change, then WillChangeFrame/DidChangeFrame"
    )
    func switchingPostsChangeFrame() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        screen.add(field)
        try screen.tap(field)
        let before = screen.transcript.notificationNames.count
        screen.useInputMethod(PhoneticInputMethod(engine: try #require(Self.engine)))
        #expect(
            Array(screen.transcript.notificationNames.dropFirst(before)) == [
                "UITextInputCurrentInputModeDidChangeNotification", "UIKeyboardWillChangeFrameNotification",
                "UIKeyboardDidChangeFrameNotification"
            ])
    }

    @Test("Secure fields, asciiCapable and number pads do not use the pinyin keyboard")
    func notInSecureFields() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        screen.useInputMethod(PhoneticInputMethod(engine: try #require(Self.engine)))
        let field = UITextField()
        field.isSecureTextEntry = true
        screen.add(field)
        try screen.tap(field)
        try screen.type("ha")
        #expect(field.text == "ha")
        #expect(field.markedTextRange == nil)
    }

    @Test("9-key pinyin first inserts the placeholders ➋–➒ through the delegate")
    func nineKeyPlaceholders() throws {
        let (s, f) = try setUp(layout: .nineKey)
        try s.type("你好")
        let strings = s.transcript.delegateCalls(.shouldChangeCharacters).compactMap(\.string)
        #expect(strings.first == "➏", "n is on key 6: its placeholder ➏ comes first")
        #expect(strings.contains { $0.unicodeScalars.contains { (0x278B...0x2792).contains($0.value) } })
        #expect(f.text == "你好")
    }

    @Test(
        "9-key pinyin: keys and type agree: each key's replacementString is its placeholder and the composition is marked",
        arguments: ["keys", "type"])
    func nineKeyKeysAndTypeAgree(verb: String) throws {
        let (s, f) = try setUp(layout: .nineKey)
        if verb == "keys" { try s.press(ScreenKey.parse("zh")) } else { try s.press(ScreenKey.parse("94")) }
        let strings = s.transcript.delegateCalls(.shouldChangeCharacters).compactMap(\.string)
        #expect(strings.count == 2, "\(strings)")
        #expect(strings.first == "➒", "z is on key 9: its placeholder ➒")
        #expect(strings.last == "➍", "h is on key 4: its placeholder ➍ alone")
        #expect(f.markedTextRange != nil)
        #expect(s.inputMethod?.typedInput == "94")
    }

    @Test(
        "9-key per-key string (awesome-tips.github.io 2018-05-01, the debugger log): each key asks with its placeholder alone at the caret, ➒ at {0,0} then ➍ at {1,0}; under whole-marked-range the second is the marked letters and ➍ over the marked range"
    )
    func nineKeyPerKeyString() throws {
        let (s, _) = try setUp(layout: .nineKey)
        try s.press(ScreenKey.parse("94"))
        #expect(changes(s) == ["[0,0] ➒", "[1,0] ➍"])

        var profile = IOSProfile.ios18
        profile.markedTextDelegateCall = .wholeMarkedRange
        let (old, _) = try setUp(profile: profile, layout: .nineKey)
        try old.press(ScreenKey.parse("94"))
        let calls = changes(old)
        #expect(
            calls.count == 2 && calls[0] == "[0,0] ➒" && calls[1].hasPrefix("[0,1] ") && calls[1].hasSuffix("➍"),
            "\(calls)")
    }

    @Test("Chinese punctuation is typed on the pinyin keyboard's keys; typing it while composing commits first")
    func chinesePunctuation() throws {
        let (s, f) = try setUp()
        try s.type("ni，")
        #expect(f.text == "你，")
        try s.type("。？！")
        #expect(f.text == "你，。？！")
        #expect(
            s.transcript.events.contains {
                if case .key(let k) = $0.payload { k.keyboard == "pinyin" && k.utf8 == "，" } else { false }
            })
    }

    @Test("A character the dictionary cannot produce is an error naming it")
    func unproducible() throws {
        let (s, _) = try setUp()
        #expect(throws: SimulationError.self) { try s.type("𠀀") }
    }
}
