@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// Per-type contents of the software keymaps, and the shortest-tap planner over them.
@Suite struct XKBSoftwareKeyboardTests {
    static func make(_ type: String, decimalSeparator: String = ".") throws -> XKBSoftwareKeyboard {
        try XKBSoftwareKeyboard(
            type: type, directory: XKBTestSupport.keymapsDirectory,
            decimalSeparator: decimalSeparator)
    }

    /// What each keyboard must and must not type (from a fresh keyboard, in any number of planned taps).
    static let contentCases: [(type: String, types: String, cannot: String)] = [
        ("default", "aZ09@#€•.,?!'\" \r", "é\u{E000}"),
        ("asciiCapable", "aZ09@#$ ", "é"),
        ("numbersAndPunctuation", "1a-/:;()$&@\"", "é"),
        ("URL", "a./\u{E000}1 ", "é"),
        ("emailAddress", "aA@._-1 ", "é"),
        ("twitter", "a@#1 ", "é"),
        ("webSearch", "a.1 ", "é"),
        ("numberPad", "0123456789", "a.,+ \r"),
        ("asciiCapableNumberPad", "0123456789", "a., \r"),
        ("decimalPad", "0123456789.", "a,+ \r"),
        ("phonePad", "0123456789*#+", "a. \r"),
        ("namePhonePad", "aZ 0123456789*#+", "é"),
        ("pinyin", "nihao，。？！、1", "é")
    ]

    @Test(arguments: contentCases.map { $0.type })
    func typesItsCharacters(type: String) throws {
        let entry = try #require(Self.contentCases.first { $0.type == type })
        let keyboard = try Self.make(type)
        for character in entry.types {
            #expect(keyboard.taps(for: character) != nil, "\(type) cannot type \(character.debugDescription)")
        }
        for character in entry.cannot {
            #expect(keyboard.taps(for: character) == nil, "\(type) types \(character.debugDescription)")
        }
    }

    @Test(arguments: ["numberPad", "decimalPad", "asciiCapableNumberPad", "phonePad"])
    func padsHaveNoLetters(type: String) throws {
        let keymap = try XKBTestSupport.softwareKeymap(type)
        let letters = keymap.reverseLookup().waysByScalar.keys.filter { $0.properties.isAlphabetic }
        #expect(letters.isEmpty)
    }

    @Test func emailHasAtAndPeriodOnLettersPlane() throws {
        let keyboard = try Self.make("emailAddress")
        #expect(keyboard.taps(for: "@")?.map(\.keyName) == ["AB08"])
        #expect(keyboard.taps(for: "@")?.first?.plane == "letters")
        #expect(keyboard.taps(for: ".")?.map(\.keyName) == ["AB09"])
    }

    @Test func decimalPadSeparatorFollowsLocale() throws {
        #expect(try Self.make("decimalPad", decimalSeparator: ",").taps(for: ",")?.map(\.keyName) == ["KPDL"])
        #expect(try Self.make("decimalPad", decimalSeparator: ",").taps(for: ".") == nil)
        #expect(try Self.make("decimalPad").taps(for: ",") == nil)
    }

    struct Typing: CustomTestStringConvertible, Sendable {
        let keyboard: String
        let text: String
        let taps: [String]
        var testDescription: String { "\(keyboard): \(text.debugDescription)" }
    }

    static let typing: [Typing] = [
        Typing(
            keyboard: "emailAddress", text: "Ab@c.de",
            taps: ["LFSH", "AC01", "AB05", "AB08", "AB03", "AB09", "AC03", "AD03"]),
        Typing(
            keyboard: "default", text: "Hi 2U!",
            taps: ["LFSH", "AC06", "AD08", "SPCE", "MDSW", "AD02", "MDSW", "LFSH", "AD07", "MDSW", "AB04"]),
        Typing(
            keyboard: "default", text: "a[1",
            taps: ["AC01", "MDSW", "LFSH", "AD01", "LFSH", "AD01"]),
        Typing(keyboard: "numbersAndPunctuation", text: "1a", taps: ["AD01", "MDSW", "AC01"]),
        Typing(keyboard: "phonePad", text: "+1", taps: ["MDSW", "AE09", "MDSW", "AE01"]),
        Typing(keyboard: "URL", text: "a b", taps: ["AC01", "MDSW", "SPCE", "MDSW", "AB05"])
    ]

    @Test(arguments: typing)
    func typesWithShortestTaps(_ test: Typing) throws {
        let keyboard = try Self.make(test.keyboard)
        var taps: [XKBTap] = []
        for character in test.text {
            taps += try #require(keyboard.type(character), "cannot type \(character)")
        }
        #expect(taps.map(\.utf8).joined() == test.text)
        #expect(taps.map(\.keyName) == test.taps)
    }

    @Test func tapCarriesTranscriptFields() throws {
        let keyboard = try Self.make("emailAddress")
        let shift = try #require(keyboard.type("A")).first!
        #expect(shift.keyName == "LFSH" && shift.keysym.name == "Shift_L" && shift.utf8.isEmpty)
        keyboard.perform(keyName: "MDSW")
        let one = try #require(keyboard.taps(for: "1")).first!
        #expect(one.keyName == "AD01" && one.keycode == 24 && one.levelIndex == 2 && one.plane == "numbers")
        #expect(one.modifiers == ["Mod5"])
    }
}
