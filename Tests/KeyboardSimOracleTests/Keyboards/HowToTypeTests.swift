@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimXKB

/// `kbsim how-to-type` agrees with libxkbcommon's own `xkbcli how-to-type` on direct keys.
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
}
