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

/// `how-to-type`: direct keys agree with xkbcli; dead keys, Compose and software-keyboard taps go further.
@Suite struct HowToTypeTests {
    static let layouts = ["us", "de", "fr", "gb", "es", "ru", "us:intl"]

    /// Printable ASCII and the Latin-1 letters.
    static let scalars: [Unicode.Scalar] =
        (0x20...0x7E).compactMap(Unicode.Scalar.init)
        + (0xC0...0xFF).filter { $0 != 0xD7 && $0 != 0xF7 }.compactMap(Unicode.Scalar.init)

    struct Way: Hashable, CustomStringConvertible {
        let keycode: Int, layout: Int, level: Int, mods: Set<String>
        var description: String { "\(keycode) L\(layout) lv\(level) \(mods.sorted())" }
    }

    /// `xkbcli how-to-type` for one scalar, parsed from its table (`KEYCODE KEY-NAME LAYOUT# NAME… LEVEL# [MODS]`).
    static func xkbcliWays(layout: String, variant: String, scalar: Unicode.Scalar) throws -> Set<Way> {
        let run = try KeyboardsTestSupport.run(
            URL(fileURLWithPath: KeyboardsTestSupport.xkbcli!),
            [
                "how-to-type", "--layout", layout, "--variant", variant,
                String(format: "0x%x", scalar.value)
            ])
        var ways = Set<Way>()
        for line in run.stdout.split(separator: "\n").dropFirst(2) {
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { continue }
            let head = line[..<open].split(separator: " ")
            let mods = Set(line[line.index(after: open)..<close].split(separator: " ").map(String.init))
            guard head.count >= 4, let keycode = Int(head[0]), let layoutNumber = Int(head[2]),
                let level = Int(head[head.count - 1])
            else { continue }
            ways.insert(Way(keycode: keycode, layout: layoutNumber, level: level, mods: mods))
        }
        return ways
    }

    @Test(
        "kbsim how-to-type agrees with xkbcli how-to-type on direct keys",
        .enabled(
            if: KeyboardsTestSupport.xkbcli != nil, "skipped: xkbcli not found (apt-get install libxkbcommon-tools)"),
        arguments: layouts)
    func agreesWithXkbcli(layoutSpec: String) throws {
        let parts = layoutSpec.split(separator: ":").map(String.init)
        let layout = parts[0], variant = parts.count > 1 ? parts[1] : ""
        let text = String(String.UnicodeScalarView(Self.scalars))
        var arguments = ["how-to-type", "--layout", layout, "--format", "json"]
        if !variant.isEmpty { arguments += ["--variant", variant] }
        let run = try KeyboardsTestSupport.kbsim(arguments + ["--", text])
        #expect(run.status == 0, "\(run.stderr)")
        let characters = try #require(run.json?["characters"] as? [[String: Any]])
        #expect(characters.count == Self.scalars.count)
        var mismatches: [String] = []
        var answered = 0
        for (scalar, entry) in zip(Self.scalars, characters) {
            #expect(entry["char"] as? String == String(scalar))
            // xkbcli matches only the keysym xkb_utf32_to_keysym gives; kbsim also lists other keysyms that
            // produce the character (KP_1 for "1"), so compare on that keysym.
            let keysym = XKBKeysym(scalar: scalar)?.name
            let ways = (entry["ways"] as? [[String: Any]] ?? []).filter {
                $0["kind"] as? String == "key" && $0["keysym"] as? String == keysym
            }
            let actual = Set(
                ways.map {
                    Way(
                        keycode: $0["keycode"] as? Int ?? -1, layout: $0["layout"] as? Int ?? -1,
                        level: $0["level"] as? Int ?? -1,
                        mods: Set($0["mods"] as? [String] ?? []))
                })
            let expected = try Self.xkbcliWays(layout: layout, variant: variant, scalar: scalar)
            if !expected.isEmpty { answered += 1 }
            if actual != expected {
                mismatches.append("U+\(String(scalar.value, radix: 16)) \(scalar): kbsim \(actual) xkbcli \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(layoutSpec): \(mismatches.count) mismatches: \(mismatches.prefix(5))")
        // Guard against a vacuous comparison (xkbcli printing nothing parseable).
        #expect(answered >= 30, "\(layoutSpec): xkbcli answered only \(answered) characters")
    }

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
