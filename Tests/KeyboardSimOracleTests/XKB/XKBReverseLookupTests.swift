@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimXKB

/// The reverse lookup agrees with libxkbcommon's own `xkbcli how-to-type` on direct keys.
@Suite struct XKBReverseLookupTests {
    static let layouts = ["us", "de", "fr", "gb", "es", "ru", "us:intl"]

    /// Printable ASCII and the Latin-1 letters.
    static let scalars: [Unicode.Scalar] =
        (0x20...0x7E).compactMap(Unicode.Scalar.init)
        + (0xC0...0xFF).filter { $0 != 0xD7 && $0 != 0xF7 }.compactMap(Unicode.Scalar.init)

    struct Way: Hashable, CustomStringConvertible {
        let keycode: UInt32, layout: Int, level: Int, mods: Set<String>
        var description: String { "\(keycode) L\(layout) lv\(level) \(mods.sorted())" }
    }

    static let xkbcli: String? = ["/usr/bin/xkbcli", "/usr/local/bin/xkbcli"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }

    /// Runs `xkbcli how-to-type` for one scalar and parses its table.
    static func xkbcliWays(layout: String, variant: String, scalar: Unicode.Scalar) throws -> Set<Way> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: xkbcli!)
        process.arguments = [
            "how-to-type", "--layout", layout, "--variant", variant,
            String(format: "0x%x", scalar.value)
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        var ways = Set<Way>()
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n").dropFirst(2) {
            // KEYCODE KEY-NAME LAYOUT LAYOUT-NAME… LEVEL# [ MODS ]
            guard let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else { continue }
            let head = line[..<open].split(separator: " ")
            let mods = Set(line[line.index(after: open)..<close].split(separator: " ").map(String.init))
            guard head.count >= 4, let keycode = UInt32(head[0]), let layoutNumber = Int(head[2]),
                let level = Int(head[head.count - 1])
            else { continue }
            ways.insert(Way(keycode: keycode, layout: layoutNumber, level: level, mods: mods))
        }
        return ways
    }

    @Test(.enabled(if: xkbcli != nil, "needs xkbcli (libxkbcommon-tools)"), arguments: layouts)
    func agreesWithXkbcli(layoutSpec: String) throws {
        let parts = layoutSpec.split(separator: ":").map(String.init)
        let layout = parts[0], variant = parts.count > 1 ? parts[1] : ""
        let lookup = try XKBKeymap(layout: layout, variant: variant).reverseLookup()
        var mismatches: [String] = []
        for scalar in Self.scalars {
            let expected = try Self.xkbcliWays(layout: layout, variant: variant, scalar: scalar)
            // xkbcli matches the keysym xkb_utf32_to_keysym gives; kbsim also lists other keysyms that
            // produce the same character (KP_1 for "1"), so compare on that keysym only.
            let keysym = XKBKeysym(scalar: scalar)
            let actual = Set(
                lookup.ways(for: scalar).filter { $0.keysym == keysym }.map {
                    Way(keycode: $0.keycode, layout: $0.layoutNumber, level: $0.levelNumber, mods: Set($0.modifiers))
                })
            if actual != expected {
                mismatches.append("U+\(String(scalar.value, radix: 16)) \(scalar): kbsim \(actual) xkbcli \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(layoutSpec): \(mismatches.count) mismatches: \(mismatches.prefix(5))")
    }
}
