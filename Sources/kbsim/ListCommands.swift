import ArgumentParser
import Foundation
import KeyboardSimCore

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the simulated devices, their screens and keyboard heights (approximate; see docs/devices.md).")

    @Option(help: "Output format.")
    var format: ListFormat = .text

    func run() throws {
        let out = standardOutput
        if format == .json { out.line("{\"v\":1,\"devices\":[") }
        for (i, d) in Device.all.enumerated() {
            let l = d.letterKeyboard, n = d.numberPad
            let size = d.portraitSize
            if format == .json {
                let sep = i == Device.all.count - 1 ? "" : ","
                out.line(
                    "{\"name\":\"\(d.name)\",\"idiom\":\"\(d.idiom.rawValue)\",\"portrait\":[\(Int(size.width)),\(Int(size.height))],\"scale\":\(Int(d.scale)),"
                        + "\"letters\":{\"portrait\":[\(Int(l.portraitNoBar)),\(Int(l.portraitWithBar))],\"landscape\":[\(Int(l.landscapeNoBar)),\(Int(l.landscapeWithBar))]},"
                        + "\"numberPad\":{\"portrait\":\(Int(n.portraitNoBar)),\"landscape\":\(Int(n.landscapeNoBar))}}\(sep)"
                )
            } else {
                out.line(
                    "\(d.name)  \(Int(size.width))×\(Int(size.height)) pt @\(Int(d.scale))x  keyboard portrait \(Int(l.portraitNoBar))/\(Int(l.portraitWithBar)) (no bar/bar), landscape \(Int(l.landscapeNoBar))/\(Int(l.landscapeWithBar)); number pad \(Int(n.portraitNoBar))/\(Int(n.landscapeNoBar))"
                )
            }
        }
        if format == .json {
            out.line("]}")
        } else {
            out.line(
                "Heights in points are approximations (docs/uikit-behavior.md §2); docs/devices.md gives their sources."
            )
        }
        out.flush()
    }
}

struct Profiles: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "profiles", abstract: "List the iOS behaviour profiles.",
        discussion: """
            --contested lists every rule whose iOS behaviour is uncertain or changed between versions, each \
            alternative with the profiles that use it: what `kbsim run --variants` and `kbsim fuzz --variants` \
            run a script or campaign under (docs/profiles.md holds the same list).
            """)

    @Flag(help: "List the contested rules and their alternatives, with the profiles using each.")
    var contested = false

    /// The contested rules, each alternative with the profiles that use it (`kbsim profiles --contested`; the list
    /// docs/profiles.md shows).
    static func contestedLines() -> [String] {
        var lines: [String] = []
        for e in IOSProfile.contested {
            lines.append("\(e.name): \(e.summary)")
            let width = e.values.map(\.count).max() ?? 0
            for v in e.values {
                let users = IOSProfile.all.filter { e.value(in: $0) == v }.map(\.name)
                let padded = v.padding(toLength: width, withPad: " ", startingAt: 0)
                lines.append("  \(padded)  \(users.isEmpty ? "(no profile)" : users.joined(separator: " "))")
            }
        }
        return lines
    }

    func run() throws {
        let out = standardOutput
        if contested {
            for line in Self.contestedLines() { out.line(line) }
            out.flush()
            return
        }
        for p in IOSProfile.all {
            out.line("\(p.name.padding(toLength: 7, withPad: " ", startingAt: 0))  \(p.summary)")
        }
        out.line("legacy   = ios10 (keyboard notifications of iOS ≤ 10)")
        out.line("")
        out.line("Entries (profile-entry NAME VALUE in a script, --profile-entry NAME=VALUE; default as in ios18):")
        for e in IOSProfile.entries {
            let kind = e.isContested ? "" : "option, not contested: "
            out.line(
                "  \(e.name) = \(e.value(in: .ios18))  (\(e.values.joined(separator: " | ")))  \(kind)\(e.summary)")
        }
        out.flush()
    }
}
