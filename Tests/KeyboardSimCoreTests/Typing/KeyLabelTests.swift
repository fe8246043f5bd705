@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimSession

/// Key events name each software key as the iOS keyboard labels it (docs/keyboards.md, "Key labels"), beside the XKB
/// names the JSON keeps.
@MainActor @Suite struct KeyLabelTests {
    /// The key events of typing `text` into a field of `type` (after `configure`), in order.
    func keys(
        _ text: String, type: UIKeyboardType = .default, returnKey: UIReturnKeyType = .default,
        _ configure: (KeyboardSession) throws -> Void = { _ in }
    ) throws -> [KeyEvent] {
        let session = KeyboardSession()
        session.addField("f") {
            $0.keyboardType = type
            $0.returnKeyType = returnKey
            $0.autocapitalizationType = .none
        }
        try configure(session)
        try session.tap("f")
        try session.type(text)
        return session.events.compactMap { if case .key(let k) = $0.payload { k } else { nil } }
    }

    @Test("The key that opens the numbers plane is labelled 123, the symbols key #+=, and the way back ABC")
    func planeKeysAreLabelledAsOnTheKeyboard() throws {
        let k = try keys("1[a")
        #expect(k.map { $0.label ?? "-" } == ["123", "1", "#+=", "[", "ABC", "a"])
        // The XKB names stay in the event.
        #expect(k[0].key == "MDSW" && k[0].keysym == "Mode_switch" && k[0].level == 1)
        #expect(k[2].key == "LFSH" && k[2].keysym == "Mode_switch")
    }

    @Test("Shift is labelled ⇧, space space, backspace ⌫, and return by the field's return key type")
    func systemKeysAreLabelledAsOnTheKeyboard() throws {
        let session = KeyboardSession()
        session.addField("f") { $0.returnKeyType = .go }
        try session.tap("f")
        try session.type("A b")
        try session.backspace()
        try session.tapReturn()
        let labels = session.events.compactMap { if case .key(let k) = $0.payload { k.label } else { nil } }
        #expect(labels == ["A", "space", "b", "⌫", "go"])  // the field shifted itself: no ⇧ tap before "A"
        #expect(try keys("aB").map(\.label) == ["a", "⇧", "B"])
    }

    @Test("A Korean key is labelled with its Hangul jamo, not its keysym")
    func koreanKeysShowTheirJamo() throws {
        let k = try keys("한") { $0.useKorean() }
        #expect(k.map(\.label) == ["ㅎ", "ㅏ", "ㄴ"])
        #expect(k.first?.keysym == "U314E")
    }

    @Test("Text transcripts name software keys by label; hardware keys keep their XKB names")
    func textLinesUseTheLabel() throws {
        let tap = KeyEvent(
            keyboard: "default", action: "tap", key: "MDSW", keycode: 203, keysym: "Mode_switch", mods: [], level: 1,
            plane: "letters", utf8: "", label: "123")
        #expect(
            TranscriptFormatter.textLine(TranscriptEvent(seq: 7, payload: .key(tap)))
                == "   7 key       default tap 123 [letters]")
        var hardware = tap
        hardware.label = nil
        hardware.plane = nil
        #expect(
            TranscriptFormatter.textLine(TranscriptEvent(seq: 7, payload: .key(hardware)))
                == "   7 key       default tap MDSW Mode_switch level 1")
        #expect(
            TranscriptFormatter.jsonLine(TranscriptEvent(seq: 7, payload: .key(tap))).hasSuffix(
                #""utf8":"","label":"123"}"#))
    }

    @Test("Wubi and Cantonese key events name their own keyboards")
    func inputMethodsNameTheirOwnKeyboards() throws {
        #expect(TableScheme.wubi.keyboardName == "wubi")
        #expect(PhoneticScheme.cantonese.keyboardName == "cantonese")
        for name in ["wubi", "cantonese"] {
            #expect(SoftwareKeymaps.sharedKeymaps[name] == "pinyin")
            #expect(KeyboardLanguage.of(keyboard: name) == .simplifiedChinese)
        }
    }
}

/// The transcript's labels (`KeyLabels`) and the drawn keyboard's (`kbsim render`) are two readings of one keyboard:
/// every key of every keyboard type's first plane carries the same label in both.
@MainActor @Suite struct KeyLabelDrawingTests {
    /// The drawing's words for glyph keys, as the transcript names them.
    static let glyphs = ["shift": "⇧", "caps lock": "⇧", "delete": "⌫"]

    /// `key-NAME` group → its `data-label`, from a drawn keyboard.
    static func drawnLabels(_ svg: String) -> [(key: String, label: String)] {
        let tag = /<g id="key-([A-Z0-9]+)"[^>]*data-label="([^"]*)"/
        return svg.matches(of: tag).map { m in
            let label = String(m.2).replacingOccurrences(of: "&lt;", with: "<")
                .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&apos;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
            return (String(m.1), label)
        }
    }

    @Test("A key is labelled in the transcript as the drawn keyboard labels it", arguments: SoftwareKeymaps.types)
    func transcriptLabelIsTheDrawnLabel(type: String) throws {
        // The labels' language is the type's unless the options name one (pinyin: 空格, 换行).
        let drawn = Self.drawnLabels(try KeyboardRendering.render(type))
        #expect(!drawn.isEmpty)
        let keyboard = try KeyboardRendering.keyboard(type)
        for (key, label) in drawn where !label.isEmpty {
            keyboard.reset()
            let tap = keyboard.perform(keyName: key)
            #expect(keyboard.label(of: tap, keyboard: type) == Self.glyphs[label] ?? label, "\(type) \(key)")
        }
    }
}
