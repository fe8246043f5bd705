@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// Every `--help` page and every one-line refusal of bad input, compared byte for byte with the files in
/// `Snapshots/`: a change to what a user reads is a change to a committed file (and a CHANGELOG line).
///
/// To re-record after an intended change: `KBSIM_RECORD_SNAPSHOTS=1 swift test --filter SnapshotTests`, then
/// review `git diff Tests/KeyboardSimCLITests/CLI/Snapshots`.
@Suite struct SnapshotTests {
    /// The folder of the snapshot files, beside this file.
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Snapshots")

    static var recording: Bool { ProcessInfo.processInfo.environment["KBSIM_RECORD_SNAPSHOTS"] == "1" }

    /// The subcommands, in the order `kbsim --help` lists them.
    static let subcommands = [
        "edit", "devices", "profiles", "bench", "how-to-type", "layouts", "render", "pinyin", "run",
        "fuzz", "port", "japanese"
    ]

    /// Runs `kbsim` in a fresh empty folder (relative paths in messages are the same on every run) with an 80-column
    /// help width.
    static func kbsim(_ arguments: [String]) throws -> KbsimProcess.Run {
        let dir = try KbsimProcess.temporaryFolder("snapshot")
        defer { try? FileManager.default.removeItem(at: dir) }
        return try KbsimProcess.kbsim(arguments, in: dir, environment: ["COLUMNS": "80"])
    }

    /// Compares `text` with the snapshot `name` (or writes it when recording).
    static func check(_ text: String, snapshot name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = folder.appendingPathComponent(name)
        if recording {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if text != expected {
            let a = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let b = text.split(separator: "\n", omittingEmptySubsequences: false)
            let line = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
            Issue.record(
                """
                \(name) differs at line \(line + 1) (re-record with KBSIM_RECORD_SNAPSHOTS=1 if intended):
                  snapshot: \(line < a.count ? String(a[line]) : "(end)")
                  kbsim:    \(line < b.count ? String(b[line]) : "(end)")
                """, sourceLocation: sourceLocation)
        }
    }

    @Test("kbsim --help, -h and kbsim help print the overview: the snapshot, on stdout, exit 0")
    func overview() throws {
        let help = try Self.kbsim(["--help"])
        #expect(help.status == 0 && help.stderr.isEmpty)
        try Self.check(help.stdout, snapshot: "help.txt")
        for arguments in [["-h"], ["help"]] {
            let other = try Self.kbsim(arguments)
            #expect(other.status == 0 && other.stderr.isEmpty)
            #expect(other.stdout == help.stdout, "kbsim \(arguments.joined(separator: " ")) prints the overview")
        }
    }

    @Test(
        "kbsim SUBCOMMAND --help and kbsim help SUBCOMMAND print the subcommand's page: the snapshot",
        arguments: subcommands)
    func subcommandHelp(_ name: String) throws {
        let help = try Self.kbsim([name, "--help"])
        #expect(help.status == 0 && help.stderr.isEmpty)
        try Self.check(help.stdout, snapshot: "help-\(name).txt")
        let viaHelp = try Self.kbsim(["help", name])
        #expect(viaHelp.status == 0 && viaHelp.stderr.isEmpty)
        #expect(viaHelp.stdout == help.stdout, "kbsim help \(name) prints what kbsim \(name) --help prints")
    }

    /// Bad input, one case per line of refusal: the arguments (run in an empty folder).
    static let refusals: [[String]] = [
        // argument-parser's usage errors, mapped to exit 2 with the subcommand's help named
        ["--nosuch"], ["run", "--nosuch", "x.kbsim"], ["--format", "xml"], ["run", "--format", "xml", "x.kbsim"],
        ["--type", "nosuch"], ["--orientation", "sideways"], ["--ordering", "random"], ["--unreachable", "drop"],
        ["--view", "table"], ["--pinyin-layout", "12key"], ["--kana-typing", "swipe"], ["--preedit-separator", "dash"],
        ["--accessory-height", "tall"], ["fuzz", "--runs", "x"], ["--type-text"], ["how-to-type"], ["render"],
        ["devices", "extra"], ["devices", "--format", "xml"], ["layouts", "--format", "xml"],
        ["bench", "--format", "yaml"], ["pinyin", "--format", "xml", "a"], ["japanese", "--format", "xml", "a"],
        // repeated options, unknown help topics
        ["--layout", "us", "--type-text", "a", "--layout", "de"], ["render", "-o", "a.svg", "--output=b.svg"],
        ["--secure", "--secure"], ["help", "nosuch"],
        // kbsim edit (the default subcommand)
        ["--device", "iPhone 3G"], ["--profile", "ios7"], ["--profile-entry", "nosuch"],
        ["--profile-entry", "nosuch=1"],
        ["--profile-entry", "korean-rewrite=sometimes"],
        ["--delegate", "nope"], ["--delegate", "max-length:x"], ["--ime", "nosuch"],
        ["--accessory-height", "3000"], ["--input-view-height=-1"], ["--accessory-height", "-5"],
        ["--preedit-separator", "space"], ["--dict", "d.yaml"], ["--pinyin-layout", "9key"],
        ["--kana-typing", "multi-tap"], ["--ime", "korean", "--layout", "us"], ["--locale", "xx"], ["--layout", ""],
        ["--name", ""], ["--name", "a\nb", "--type-text", "x"], ["fuzz", "--delegate", "accept", "--trace", "t.html"],
        ["--trace", "nosuch/t.html"], ["--keymap", "k.xkb", "--layout", "us"], ["--hardware-keyboard"],
        ["--variant", "intl"], ["--options", "compose:ralt"], ["--autofill-code", "123456"],
        ["--autofill-password", "secret"], ["--autofill-contact", "Ann"], ["--type", "numberPad", "--type-text", "a"],
        ["--type-file", "nosuch.txt"], ["--device", "\u{1B}[31mred\u{7}", "--type-text", "a"],
        // kbsim fuzz
        ["fuzz", "--seconds", "0"], ["fuzz", "--seconds", "inf"], ["fuzz", "--seconds", "1e300"],
        ["fuzz", "--seconds", "1", "--runs", "2"], ["fuzz", "--runs", "0"], ["fuzz", "--jobs", "0"],
        ["fuzz", "--fields", "9"], ["fuzz", "--max-failures", "0"], ["fuzz", "--ime", "nosuch"],
        ["fuzz", "--profile", "ios7"], ["fuzz", "--profile-entry", "x"], ["fuzz", "--delegate", "nope", "--runs", "1"],
        ["fuzz", "--property", "nosuch", "--runs", "1"], ["fuzz", "--property", "max-length=1000000", "--runs", "1"],
        ["fuzz", "--skip", "nosuch", "--runs", "1"],
        ["fuzz", "--convert", "nosuch.bin"], ["fuzz", "--view", "table"],
        // kbsim bench, japanese, pinyin
        ["bench", "--max-ratio", "5"], ["bench", "--scaling", "--max-ratio", "1"], ["bench", "--keystrokes", "10"],
        ["japanese", "--candidates", "0", "a"], ["japanese"], ["japanese", "ABC"],
        ["pinyin", "--candidates", "0", "a"], ["pinyin"], ["pinyin", "ABC"], ["pinyin", "--ime", "nosuch", "a"],
        ["pinyin", "--ime", "zhuyin", "--dict", "d.yaml", "a"],
        // kbsim render, how-to-type
        ["render", "-o", "k.png"], ["render", "--language", "xx", "-o", "-"], ["render", "--device", "x", "-o", "-"],
        ["render", "--highlight", "ZZZZ", "-o", "-"], ["render", "--type", "nosuch", "-o", "-"],
        ["render", "--locale", "zz", "-o", "-"], ["render", "-o", "nosuch/k.svg"],
        ["render", "--appearance", "blue", "-o", "-"], ["render", "--return-key", "enter", "-o", "-"],
        ["how-to-type", "--layout", "us", "--keymap", "k.xkb", "a"], ["how-to-type", "--variant", "intl", "a"],
        ["how-to-type", "--options", "compose:ralt", "a"], ["how-to-type", "--locale", "xx", "a"],
        ["how-to-type", "--layout", "", "a"], ["how-to-type", "--type", "nosuch", "a"],
        // kbsim run, port
        ["run"], ["run", "nosuch.kbsim"], ["run", "--trace", "", "x.kbsim"],
        ["run", "--check", "nosuch/", "a.kbsim", "b.kbsim"],
        ["run", "--record", "a", "--record", "b", "x.kbsim"],
        ["port"], ["port", "nosuch.swift"], ["port", "--check", "nosuch.swift"]
    ]

    @Test("Every refusal of bad input: one line on stderr, nothing on stdout, exit 2 — the snapshot messages.txt")
    func refusalMessages() throws {
        var text = ""
        for arguments in Self.refusals {
            let r = try Self.kbsim(arguments)
            let shown = arguments.map {
                $0.isEmpty || $0.contains(where: { $0 == " " || $0.isNewline || !$0.isASCII || $0 == "\u{1B}" })
                    ? "'\($0.unicodeScalars.map { $0.isASCII && $0.value >= 0x20 ? String($0) : "\\u{\(String($0.value, radix: 16, uppercase: true))}" }.joined())'"
                    : $0
            }
            text += "$ kbsim \(shown.joined(separator: " "))\n"
            text += "exit \(r.status)\n"
            if !r.stdout.isEmpty { text += "stdout: \(r.stdout)" + (r.stdout.hasSuffix("\n") ? "" : "\n") }
            text += r.stderr + (r.stderr.hasSuffix("\n") || r.stderr.isEmpty ? "" : "\n")
            text += "\n"
            #expect(r.status == 2, "kbsim \(arguments): exit \(r.status)")
            #expect(r.stdout.isEmpty, "kbsim \(arguments) writes nothing to stdout")
            #expect(
                r.stderr.split(separator: "\n").count == 1 && r.stderr.hasPrefix("kbsim: "),
                "kbsim \(arguments): one line starting kbsim: \(r.stderr)")
        }
        try Self.check(text, snapshot: "messages.txt")
    }
}
