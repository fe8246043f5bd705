@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimIME

/// docs/interfaces.md §3: every option, step and environment value is checked before anything runs, the same way
/// on every command and in scripts: exit 2 and one line naming the value, where it came from and what is accepted.
@Suite struct ValueValidationTests {
    static let cantoneseInstalled = FileManager.default.fileExists(
        atPath: PhoneticScheme.cantonese.tablePath)
    static let pinyinInstalled = FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)

    /// Runs kbsim in a fresh folder (a refused fuzz run must not leave a `kbsim-failures/` behind).
    static func refused(_ arguments: [String], environment: [String: String] = [:]) throws -> KbsimProcess.Run {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try KbsimProcess.kbsim(arguments, in: dir, environment: environment)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("kbsim-failures").path))
        return r
    }

    @Test("An empty SKK dictionary is refused, naming the file and what is accepted")
    func emptySKKDictionary() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let dict = dir.appendingPathComponent("empty.jisyo")
        try Data().write(to: dict)
        let r = try Self.refused(["japanese", "--dict", dict.path, "nihon"])
        #expect(
            r.stderr
                == "kbsim: --dict: cannot read the SKK dictionary \(dict.path) (it has no entries, no line READING /CANDIDATE/…/); accepted: an SKK-JISYO file in EUC-JP, as Debian's skkdic installs (/usr/share/skk/SKK-JISYO.L)\n"
        )
        // Comments only: no entry either.
        try Data(";; okuri-ari entries.\n;; okuri-nasi entries.\n".utf8).write(to: dict)
        let comments = try Self.refused(["japanese", "--dict", dict.path, "nihon"])
        #expect(comments.stderr.contains("it has no entries"))
    }

    @Test("A script's locale is refused as --locale refuses it: same rule, same message")
    func scriptLocale() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try "locale xx_YY\nfield f\ntap f\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Self.refused(["run", script.path])
        #expect(
            r.stderr
                == "kbsim: \(script.path):1:8: locale \"xx_YY\": unknown locale; accepted: an identifier such as en_US, de_DE, zh_CN (optionally .UTF-8)\n"
        )
        let option = try Self.refused(["--locale", "xx_YY", "--type-text", "a"])
        #expect(
            option.stderr
                == "kbsim: --locale \"xx_YY\": unknown locale; accepted: an identifier such as en_US, de_DE, zh_CN (optionally .UTF-8)\n"
        )
        try "locale de_DE.UTF-8\nfield f\ntap f\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(try KbsimProcess.kbsim(["run", script.path]).status == 0)
    }

    @Test("fuzz --property focus-order=NAMES refuses a name that is not a field of the session")
    func focusOrderNames() throws {
        let r = try Self.refused(["fuzz", "--property", "focus-order=zz,yy", "--runs", "1", "--quiet"])
        #expect(
            r.stderr
                == "kbsim: --property \"focus-order=zz,yy\": \"zz\" is not a field of the session; accepted: focus-order=NAME,NAME… with the fields' names (f with --fields 1)\n"
        )
        let second = try Self.refused(["fuzz", "--fields", "2", "--property", "focus-order=f,h", "--runs", "1"])
        #expect(second.stderr.contains("\"h\" is not a field of the session") && second.stderr.contains("(f, g with"))
    }

    @Test("kbsim fuzz refuses a KBSIM_KEYMAPS that holds no keymaps, as every other command does")
    func fuzzKeymapsEnvironment() throws {
        let r = try Self.refused(
            ["fuzz", "--runs", "1", "--quiet"], environment: ["KBSIM_KEYMAPS": "/nonexistent/keymaps"])
        #expect(
            r.stderr
                == "kbsim: KBSIM_KEYMAPS \"/nonexistent/keymaps\" (environment): no readable default.xkb in it; accepted: kbsim's keymaps/ folder, or unset the variable\n"
        )
        let edit = try Self.refused(
            ["--type-text", "a"], environment: ["KBSIM_KEYMAPS": "/nonexistent/keymaps"])
        #expect(edit.stderr.contains("/nonexistent/keymaps/default.xkb"))
    }

    @Test(
        "Cantonese takes the keys its keyboard has, lowercase a–z, and refuses upper case as pinyin does",
        .enabled(if: cantoneseInstalled, "needs rime-data-jyut6ping3"))
    func cantoneseUppercase() throws {
        let r = try Self.refused(["pinyin", "--ime", "cantonese", "NEIHOU"])
        #expect(
            r.stderr
                == "kbsim: cantonese \"NEIHOU\" (argument 1, character 1): found \"N\"; expected the keyboard's keys abcdefghijklmnopqrstuvwxyz and apostrophes\n"
        )
        #expect(try KbsimProcess.kbsim(["pinyin", "--ime", "cantonese", "neihou"]).status == 0)
        let pinyin = try Self.refused(["pinyin", "NIHAO"])
        #expect(pinyin.stderr.contains("found \"N\""))
    }

    @Test(
        "how-to-type and edit refuse an option xkbcommon's rules do not know, naming --options, and a layout that is no name"
    )
    func hardwareLayoutNames() throws {
        let option = try Self.refused(["how-to-type", "--layout", "us", "--options", "zzz:bogus", "a"])
        #expect(option.stderr.hasPrefix("kbsim: --options: cannot compile keymap \"us\""), "\(option.stderr)")
        #expect(option.stderr.contains("Unrecognized RMLVO option \"zzz:bogus\""))
        let plus = try Self.refused(["how-to-type", "--layout", "us+de", "a"])
        #expect(plus.stderr.hasPrefix("kbsim: --layout: cannot compile keymap \"us+de\""), "\(plus.stderr)")
        #expect(plus.stderr.contains("\"+\" is none"))
        let editOption = try Self.refused(["--layout", "us", "--options", "zzz:bogus", "--type-text", "a"])
        #expect(editOption.stderr.hasPrefix("kbsim: --options: "), "\(editOption.stderr)")
        #expect(editOption.stderr.contains("Unrecognized RMLVO option \"zzz:bogus\""))
        let edit = try Self.refused(["--layout", "us+de", "--type-text", "a"])
        #expect(edit.stderr.contains("\"us+de\""))
        #expect(try KbsimProcess.kbsim(["how-to-type", "--layout", "us", "--options", "compose:ralt", "a"]).status == 0)
    }

    @Test(
        "Under pinyin, a secure or number-pad field's refusal names the cause: the input method does not type there",
        .enabled(if: pinyinInstalled, "needs rime-data-pinyin-simp"))
    func inputMethodBypassNamed() throws {
        let secure = try Self.refused(["--ime", "pinyin", "--secure", "--type-text", "你"])
        #expect(
            secure.stderr.contains(
                "the pinyin input method does not type into a secure field (iOS switches it to an English keyboard)"),
            "\(secure.stderr)")
        let pad = try Self.refused(["--ime", "pinyin", "--type", "numberPad", "--type-text", "你"])
        #expect(pad.stderr.contains("the pinyin input method does not type into a numberPad field"), "\(pad.stderr)")
    }

    @Test("charset:\"a-c\" is the range a to c; a range that runs backwards is refused")
    func charsetRanges() throws {
        let r = try KbsimProcess.kbsim(["--delegate", "charset:\"a-c\"", "--type-text", "abcd-", "--format", "jsonl"])
        #expect(r.status == 0)
        #expect(r.lines.last?["text"] as? String == "abc")
        let backwards = try Self.refused(["--delegate", "charset:\"c-a\"", "--type-text", "a"])
        #expect(backwards.stderr.contains("the range \"c-a\" runs backwards"), "\(backwards.stderr)")
        let property = try Self.refused(["fuzz", "--property", "charset=9-0", "--runs", "1"])
        #expect(property.stderr.contains("the range \"9-0\" runs backwards"), "\(property.stderr)")
    }

    @Test("run --out on a folder kbsim cannot write in exits 2 before any script runs, naming the folder")
    func runOutReadOnly() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try "field f\ntap f\nrender k.svg\n".write(to: script, atomically: true, encoding: .utf8)
        // A folder made read-only binds everyone but root; /proc refuses new files to root too.
        let readOnly: String
        if getuid() == 0 {
            readOnly = "/proc"
        } else {
            let folder = dir.appendingPathComponent("ro")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            chmod(folder.path, 0o555)
            readOnly = folder.path
        }
        let r = try Self.refused(["run", "--out", readOnly, script.path])
        #expect(r.stderr.hasPrefix("kbsim: --out \"\(readOnly)\": cannot create files in it: "), "\(r.stderr)")
        #expect(r.stderr.hasSuffix("; accepted: a folder kbsim can create and write\n"))
        #expect(r.stdout.isEmpty)
    }
}
