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

/// `how-to-type`: dead keys, Compose and software-keyboard taps (that direct keys agree with xkbcli is an oracle
/// test, in KeyboardSimOracleTests).
@Suite struct HowToTypeTests {
    @Test("us:intl é: a direct key (AltGr+e) and a dead-key sequence (dead_acute, e)")
    func usIntlDeadKey() throws {
        let run = try KeyboardsTestSupport.kbsim([
            "how-to-type", "--layout", "us", "--variant", "intl", "--format", "json", "é"
        ])
        #expect(run.status == 0)
        let json = try #require(run.json)
        #expect(json["v"] as? Int == 1)
        #expect(json["keymap"] as? String == "us:intl")
        let ways = try #require((json["characters"] as? [[String: Any]])?.first?["ways"] as? [[String: Any]])
        #expect(
            ways.contains {
                $0["kind"] as? String == "key" && $0["key"] as? String == "AD03" && $0["level"] as? Int == 3
                    && $0["mods"] as? [String] == ["Mod5"]
            })
        let sequence = try #require(
            ways.first { $0["kind"] as? String == "sequence" && $0["via"] as? String == "deadKey" })
        let keys = try #require(sequence["keys"] as? [[String: Any]])
        #expect(keys.map { $0["keysym"] as? String } == ["dead_acute", "e"])
        #expect(
            keys.allSatisfy {
                $0["kind"] as? String == "key" && $0["keycode"] is Int && $0["layout"] as? Int == 1
                    && $0["mods"] is [String]
            })
        let text = try KeyboardsTestSupport.kbsim(["how-to-type", "--layout", "us", "--variant", "intl", "é"])
        #expect(text.stdout.contains("dead key  AC11 (48) layout 1 level 1 [] dead_acute, then AD03 (26)"))
    }

    @Test("es ñ is a direct key; Compose sequences show with --options compose:ralt")
    func composeSequences() throws {
        let keymap = try XKBKeymap(layout: "us", options: "compose:ralt")
        let sequences = XKBSequenceTable(lookup: keymap.reverseLookup(), compose: try XKBComposeTable())
        let answer = HowToType(text: "ñ", hardware: keymap, sequences: sequences)
        let ways = answer.characters[0].ways
        #expect(
            ways.contains {
                if case .sequence(let keys, .compose) = $0 { keys.first?.keysym == "Multi_key" } else { false }
            })
        let spanish = HowToType(text: "ñ", hardware: try XKBKeymap(layout: "es"), sequences: nil)
        #expect(spanish.characters[0].ways.contains { $0.keys.first?.keyName == "AC10" })
    }

    struct TapCase: CustomTestStringConvertible, Sendable {
        let type: String, character: Character, firstWay: [String]
        var testDescription: String { "\(type) \(character) → \(firstWay.joined(separator: " "))" }
    }

    @Test(
        "software keyboards: the taps from the keyboard as it opens",
        arguments: [
            TapCase(type: "emailAddress", character: "A", firstWay: ["LFSH", "AC01"]),
            TapCase(type: "emailAddress", character: "@", firstWay: ["AB08"]),
            TapCase(type: "default", character: "1", firstWay: ["MDSW", "AD01"]),
            TapCase(type: "default", character: "[", firstWay: ["MDSW", "LFSH", "AD01"]),
            TapCase(type: "numbersAndPunctuation", character: "1", firstWay: ["AD01"]),
            TapCase(type: "URL", character: "\u{E000}", firstWay: ["DCOM"]),
            TapCase(type: "phonePad", character: "+", firstWay: ["MDSW", "AE09"])
        ])
    func softwareTaps(_ testCase: TapCase) throws {
        let keyboard = try SoftwareKeymaps.keyboard(
            type: testCase.type, directory: KeyboardsTestSupport.keymapsDirectory)
        let answer = HowToType(text: String(testCase.character), software: keyboard, typeName: testCase.type)
        let first = try #require(answer.characters.first?.ways.first)
        #expect(first.keys.map(\.keyName) == testCase.firstWay)
        if testCase.firstWay.count == 1 { #expect(first == .key(first.keys[0])) }
    }

    @Test("a character no key reaches: empty ways, the text says so, and the types that could type it")
    func unreachable() throws {
        let run = try KeyboardsTestSupport.kbsim(["how-to-type", "--type", "numberPad", "--format", "json", "1a"])
        #expect(run.status == 0)
        let characters = try #require(run.json?["characters"] as? [[String: Any]])
        #expect((characters[1]["ways"] as? [Any])?.isEmpty == true)
        #expect((characters[1]["typeableOn"] as? [String])?.contains("default") == true)
        let text = try KeyboardsTestSupport.kbsim(["how-to-type", "--type", "numberPad", "a"])
        #expect(text.stdout.contains("no way to type it on numberPad"))
    }

    @Test(
        "bad input exits 2 with one line naming the value and what is accepted",
        arguments: [
            (["how-to-type", "--layout", "xx", "a"], ["\"xx\"", "Couldn't find file \"symbols/xx\"", "kbsim layouts"]),
            (["how-to-type", "--layout", "us", "--variant", "nope", "a"], ["us:nope", "kbsim layouts"]),
            (["how-to-type", "--type", "qwerty", "a"], ["--keyboard-type \"qwerty\"", "emailAddress"]),
            (["how-to-type", "--keymap", "/nonexistent.xkb", "a"], ["/nonexistent.xkb", "accepted"]),
            (["how-to-type", "--layout", "us", "--type", "default", "a"], ["--layout and --keyboard-type", "accepted"]),
            (["how-to-type", "--variant", "intl", "a"], ["--variant \"intl\"", "--layout"])
        ])
    func badInput(arguments: [String], mentions: [String]) throws {
        let run = try KeyboardsTestSupport.kbsim(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.split(separator: "\n").count == 1, "\(run.stderr)")
        for mention in mentions { #expect(run.stderr.contains(mention), "\(run.stderr) lacks \(mention)") }
    }

    @Test("a malformed keymap file: xkbcommon's message with the file and line")
    func malformedKeymap() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-bad-\(getpid()).xkb").path
        try "xkb_keymap {\n xkb_keycodes { <A> = 9; };\n garbage\n};\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try KeyboardsTestSupport.kbsim(["how-to-type", "--keymap", path, "a"])
        #expect(run.status == 2)
        #expect(run.stderr.contains(path))
        #expect(run.stderr.contains("xkbcommon:"))
    }
}
