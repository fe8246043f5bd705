@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// Taps on a software keymap, as a person types: each case lists key names and the text they must produce.
@Suite struct XKBStateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let keyboard: String
        let taps: [String]
        let text: String
        let planeAfter: String
        var testDescription: String { "\(keyboard): \(taps.joined(separator: " ")) → \(text)" }
    }

    static let cases: [Case] = [
        Case(keyboard: "default", taps: ["AC01", "AC02"], text: "as", planeAfter: "letters"),
        // One-shot shift: only the next letter is a capital.
        Case(keyboard: "default", taps: ["LFSH", "AC01", "AC02"], text: "As", planeAfter: "letters"),
        // Double-tap shift is caps lock; a third tap releases it.
        Case(
            keyboard: "default", taps: ["LFSH", "LFSH", "AC01", "AC02", "LFSH", "AC03"], text: "ASd",
            planeAfter: "letters"),
        // 123 plane, #+= plane, back to 123, back to letters.
        Case(
            keyboard: "default", taps: ["MDSW", "AD01", "AC09", "LFSH", "AD05", "LFSH", "AD10", "MDSW", "AC01"],
            text: "1@#0a", planeAfter: "letters"),
        // ABC from the #+= plane goes straight back to letters.
        Case(keyboard: "default", taps: ["MDSW", "LFSH", "AC07", "MDSW", "AD01"], text: "€q", planeAfter: "letters"),
        Case(keyboard: "default", taps: ["MDSW", "AB01", "AB03"], text: ".?", planeAfter: "numbers"),
        Case(
            keyboard: "emailAddress", taps: ["LFSH", "AC01", "AD04", "AB08", "AB03", "AB09", "AC03"],
            text: "Ar@c.d", planeAfter: "letters"),
        Case(keyboard: "twitter", taps: ["AB08", "AB09"], text: "@#", planeAfter: "letters"),
        Case(keyboard: "URL", taps: ["AB09", "AB10", "SPCE", "MDSW", "SPCE"], text: "./ ", planeAfter: "numbers"),
        Case(
            keyboard: "phonePad", taps: ["AE01", "MDSW", "AE07", "AE08", "AE09", "MDSW", "AE10"],
            text: "1*#+0", planeAfter: "numbers"),
        Case(
            keyboard: "pinyin", taps: ["AC06", "MDSW", "AB01", "AB02", "AB04", "AB05"], text: "h。，？！",
            planeAfter: "numbers"),
        Case(
            keyboard: "namePhonePad", taps: ["AC01", "MDSW", "AE01", "AE11", "AE12", "AC11", "MDSW", "AC01"],
            text: "a1*#+a", planeAfter: "letters")
    ]

    @Test(arguments: cases)
    func taps(_ test: Case) throws {
        let keymap = try XKBTestSupport.softwareKeymap(test.keyboard)
        let state = try XKBState(keymap: keymap)
        var text = ""
        for name in test.taps {
            let keycode = try #require(keymap.keycode(named: name), "no key \(name)")
            text += state.tap(keycode: keycode)
        }
        #expect(text == test.text)
        let probe = try #require(
            ["AD01", "AE01"].compactMap { keymap.keycode(named: $0) }
                .first { keymap.layoutCount(keycode: $0) > 0 })
        let level = try #require(state.level(keycode: probe, layout: 0))
        #expect(keymap.levelName(keycode: probe, layout: 0, level: level) == test.planeAfter)
    }

    @Test(arguments: [("point", 0, "1.5"), ("comma", 1, "1,5")])
    func decimalPadSeparatorFollowsGroup(name: String, layout: Int, expected: String) throws {
        let keymap = try XKBTestSupport.softwareKeymap("decimalPad")
        let state = try XKBState(keymap: keymap)
        state.setMask(layout: layout)
        let text = ["AE01", "KPDL", "AE05"].map { state.tap(keycode: keymap.keycode(named: $0)!) }.joined()
        #expect(text == expected)
    }

    @Test func hardwareLatchOrderMatters() throws {
        // Reading utf8 after the press would lose a latched shift (docs/keyboards.md); XKBState.tap reads before.
        let keymap = try XKBTestSupport.softwareKeymap("default")
        let state = try XKBState(keymap: keymap)
        _ = state.tap(keycode: keymap.keycode(named: "LFSH")!)
        #expect(state.modifierNames(.latched) == ["Shift"])
        #expect(state.tap(keycode: keymap.keycode(named: "AC01")!) == "A")
        #expect(state.modifierNames(.latched) == [])
    }
}

/// Hardware layouts: modifiers pressed and released around a key, as `--hardware-keyboard` types.
@Suite struct XKBHardwareStateTests {
    struct Chord: CustomTestStringConvertible, Sendable {
        let layout: String, modifiers: [String], key: String, text: String
        var testDescription: String { "\(layout): \((modifiers + [key]).joined(separator: "+")) → \(text)" }
    }

    static let chords: [Chord] = [
        Chord(layout: "de", modifiers: ["RALT"], key: "AD01", text: "@"),
        Chord(layout: "de", modifiers: [], key: "AD11", text: "ü"),
        Chord(layout: "us", modifiers: ["LFSH"], key: "AE02", text: "@"),
        Chord(layout: "fr", modifiers: [], key: "AD01", text: "a"),
        Chord(layout: "ru", modifiers: ["LFSH"], key: "AC01", text: "Ф")
    ]

    @Test(arguments: chords)
    func chord(_ test: Chord) throws {
        let keymap = try XKBKeymap(layout: test.layout)
        let state = try XKBState(keymap: keymap)
        let modifiers = try test.modifiers.map { try #require(keymap.keycode(named: $0)) }
        let key = try #require(keymap.keycode(named: test.key))
        for modifier in modifiers { state.update(keycode: modifier, direction: .down) }
        #expect(state.tap(keycode: key) == test.text)
        for modifier in modifiers.reversed() { state.update(keycode: modifier, direction: .up) }
        #expect(state.modifierMask(.effective) == 0)
    }

    @Test func keymapIntrospection() throws {
        let keymap = try XKBKeymap(layout: "us", variant: "intl")
        #expect(keymap.sourceName == "us:intl")
        #expect(keymap.layoutNames == ["English (US, intl., with dead keys)"])
        #expect(
            Array(keymap.modifierNames.prefix(8)) == [
                "Shift", "Lock", "Control", "Mod1", "Mod2", "Mod3", "Mod4", "Mod5"
            ])
        #expect(keymap.keyName(38) == "AC01")
        #expect(keymap.modifierNames(in: keymap.modifierMask(["Shift", "Mod5"])) == ["Shift", "Mod5"])
        #expect(keymap.text.hasPrefix("xkb_keymap {"))
        #expect(XKBKeysym(name: "dead_acute")?.isDead == true)
        #expect(XKBKeysym(scalar: "é")?.name == "eacute")
    }
}
