@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimIME

/// docs/interfaces.md §3: bad input exits 2 with one line that names the value, where it came from and what is
/// accepted; nothing a user typed reaches the terminal raw.
@Suite struct ArgumentRulesTests {
    struct Refusal: CustomTestStringConvertible, Sendable {
        var arguments: [String]
        var message: String
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let refusals: [Refusal] = [
        Refusal(
            arguments: ["fuzz", "--seconds", "inf"],
            message: "kbsim: --seconds inf: must be a number of seconds greater than 0 and at most 604800 (one week)"),
        Refusal(
            arguments: ["fuzz", "--seconds", "1e300"],
            message: "kbsim: --seconds 1e+300: must be a number of seconds greater than 0 and at most 604800 (one week)"
        ),
        Refusal(
            arguments: ["how-to-type", "--locale", "xx", "a"],
            message:
                "kbsim: --locale \"xx\": unknown locale; accepted: an identifier such as en_US, de_DE, zh_CN (optionally .UTF-8)"
        ),
        Refusal(
            arguments: ["render", "--locale", "zz", "-o", "-"],
            message:
                "kbsim: --locale \"zz\": unknown locale; accepted: an identifier such as en_US, de_DE, zh_CN (optionally .UTF-8)"
        ),
        Refusal(
            arguments: ["--layout", "", "--type-text", "a"],
            message:
                "kbsim: --layout \"\": empty; accepted: a layout from xkb-data such as us, de, fr (see kbsim layouts)"),
        Refusal(
            arguments: ["how-to-type", "--layout", "", "a"],
            message:
                "kbsim: --layout \"\": empty; accepted: a layout from xkb-data such as us, de, fr (see kbsim layouts)"),
        Refusal(
            arguments: ["--layout", "us", "--type-text", "a", "--layout", "de"],
            message: "kbsim: --layout \"us\" and --layout \"de\": the option is given twice; give it once"),
        Refusal(
            arguments: ["render", "-o", "a.svg", "--output=b.svg"],
            message: "kbsim: -o \"a.svg\" and --output \"b.svg\": the option is given twice; give it once"),
        Refusal(arguments: ["--secure", "--secure"], message: "kbsim: --secure: the flag is given twice; give it once"),
        Refusal(
            arguments: ["help", "nosuch"],
            message:
                "kbsim: help \"nosuch\": unknown subcommand; accepted: edit, devices, profiles, bench, how-to-type, layouts, render, pinyin, run, fuzz, port, japanese"
        ),
        Refusal(
            arguments: ["fuzz", "--seconds", "1", "--runs", "2"],
            message: "kbsim: --seconds and --runs: give one budget, not both"),
        Refusal(
            arguments: ["--name", "a\nb", "--type-text", "x"],
            message:
                "kbsim: --name \"a\\u{A}b\": a field name has the control character U+000A at character 2; accepted: a name without control characters, e.g. email"
        )
    ]

    @Test("Bad values and repeated options exit 2 with exactly one line naming the option", arguments: refusals)
    func refused(_ refusal: Refusal) throws {
        let r = try KbsimProcess.kbsim(refusal.arguments)
        #expect(r.status == 2)
        #expect(r.stderr == refusal.message + "\n")
        #expect(r.stdout.isEmpty)
    }

    @Test("Options documented as repeatable still repeat: --type-text twice types both")
    func repeatableOptions() throws {
        let r = try KbsimProcess.kbsim(["--type-text", "a", "--type-text", "b", "--format", "jsonl"])
        #expect(r.status == 0)
        #expect(r.lines.last?["text"] as? String == "ab")
    }

    @Test("run --record and --check on the same file is refused before anything runs")
    func recordCheckSameFile() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try "field f\n".write(to: script, atomically: true, encoding: .utf8)
        try "{\"kind\":\"session\"}\n".write(to: golden, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim(["run", "--record", golden.path, "--check", golden.path, script.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("--record and --check both name \"\(golden.path)\""))
        #expect(try String(contentsOf: golden, encoding: .utf8) == "{\"kind\":\"session\"}\n")
    }

    @Test("A usage error points at the subcommand's help; the command's own errors get no help suffix")
    func helpSuffixOnlyOnUsageErrors() throws {
        let usage = try KbsimProcess.kbsim(["run", "--format", "xml", "x.kbsim"])
        #expect(usage.status == 2)
        #expect(usage.stderr.hasSuffix("(see kbsim help run)\n"))
        let own = try KbsimProcess.kbsim(["fuzz", "--jobs", "0"])
        #expect(own.status == 2)
        #expect(own.stderr == "kbsim: --jobs 0: must be between 1 and 64\n")
    }

    @Test("ESC and NUL from the input are shown escaped (\\u{1B}, \\u{0}) in messages, never sent raw to the terminal")
    func controlCharactersEscaped() throws {
        let r = try KbsimProcess.kbsim(["--device", "\u{1B}[31mred\u{7}", "--type-text", "a"])
        #expect(r.status == 2)
        #expect(!r.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(r.stderr.contains("\\u{1B}[31mred\\u{7}"))

        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try Data("field \"a\u{1B}b\"\ntype \"\\u{\u{0}41}\"\n".utf8).write(to: script)
        let s = try KbsimProcess.kbsim(["run", script.path])
        #expect(s.status == 2)
        #expect(s.stderr.contains("a\\u{1B}b") && s.stderr.split(separator: "\n").count == 1, "\(s.stderr)")
        #expect(!s.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0 })
    }

    @Test(
        "--dict lines that are skipped are reported with their line numbers and reasons",
        .enabled(
            if: FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath), "needs rime-data-pinyin-simp"))
    func dictIssuesNamed() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let dict = dir.appendingPathComponent("d.dict.yaml")
        try "---\n...\n你好\tni hao\t100\n坏\t\t1\n好\thao\tmany\n".write(to: dict, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim(["pinyin", "--dict", dict.path, "nihao"])
        #expect(r.status == 0)
        #expect(
            r.stderr
                == "kbsim: note: --dict \"\(dict.path)\": 2 malformed lines skipped (line 4: no pinyin in the code column; line 5: weight 'many' is not a non-negative number)\n"
        )
        try "---\n...\nbad line\n".write(to: dict, atomically: true, encoding: .utf8)
        let empty = try KbsimProcess.kbsim(["pinyin", "--dict", dict.path, "nihao"])
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("line 3: no pinyin in the code column"))
    }
}
