@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimIME

/// Text is read alike everywhere (KeyboardSimSupport's TextFile): CRLF like LF, a UTF-8 BOM dropped, any readable
/// file that is not a directory (FIFOs, /dev/null, `<(…)`).
@Suite struct TextInputTests {
    static let dictInstalled = FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)

    static func write(_ text: String, _ url: URL) throws { try Data(text.utf8).write(to: url) }

    @Test("A CRLF script runs like an LF one")
    func crlfScriptRuns() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try Self.write("field f\r\ntap f\r\ntype \"ab\"\r\nexpect f.text == \"ab\"\r\n", script)
        let r = try KbsimProcess.kbsim(["run", script.path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    @Test("A malformed line of a CRLF script is named by its own line number, in a one-line message")
    func crlfScriptErrorLine() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try Self.write("field f\r\ntap f\r\nbogus\r\n", script)
        let r = try KbsimProcess.kbsim(["run", script.path])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("kbsim: \(script.path):3:1: expected a step name"))
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(!r.stderr.contains("\r"))
    }

    @Test("A script starting with a UTF-8 BOM runs")
    func bomScriptRuns() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try Self.write("\u{FEFF}field f\ntap f\n", script)
        #expect(try KbsimProcess.kbsim(["run", script.path]).status == 0)
    }

    @Test("A golden transcript saved with CRLF and a BOM checks clean")
    func crlfGolden() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try Self.write("field f\ntap f\ntype \"a\"\n", script)
        #expect(try KbsimProcess.kbsim(["run", "--record", golden.path, script.path]).status == 0)
        let lf = try String(contentsOf: golden, encoding: .utf8)
        try Self.write("\u{FEFF}" + lf.replacingOccurrences(of: "\n", with: "\r\n"), golden)
        let r = try KbsimProcess.kbsim(["run", "--check", golden.path, script.path])
        #expect(r.status == 0, "\(r.stdout)\(r.stderr)")
    }

    @Test(
        "--dict with CRLF line endings and a BOM loads every entry (no line is malformed)",
        .enabled(if: dictInstalled, "needs rime-data-pinyin-simp for the comparison"))
    func crlfDictionary() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let dict = dir.appendingPathComponent("d.dict.yaml")
        try Self.write("\u{FEFF}---\r\nname: d\r\n...\r\n你好\tni hao\t100\r\n西安\txi an\t50\r\n", dict)
        let r = try KbsimProcess.kbsim(["pinyin", "--dict", dict.path, "--format", "jsonl", "nihao", "xian"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        #expect(r.lines.map { $0["sentence"] as? String } == ["你好", "西安"])
    }

    @Test(
        "pinyin stdin with CRLF: one answer per line, no stray carriage return",
        .enabled(if: dictInstalled, "needs rime-data-pinyin-simp"))
    func crlfPinyinStdin() throws {
        let r = try KbsimProcess.kbsim(["pinyin", "--format", "jsonl"], stdin: "\u{FEFF}nihao\r\nxian\r\n")
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.lines.map { $0["input"] as? String } == ["nihao", "xian"])
    }

    @Test("--type-file reads any readable file that is not a directory: /dev/null, a FIFO, <(…)")
    func typeFileReadsSpecialFiles() throws {
        let empty = try KbsimProcess.kbsim(["--type-file", "/dev/null", "--format", "jsonl"])
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.lines.last?["text"] as? String == "")

        let dir = try KbsimProcess.temporaryFolder()
        let fifo = dir.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Thread {
            if let h = FileHandle(forWritingAtPath: fifo) { h.write(Data("ab".utf8)); try? h.close() }
        }
        writer.start()
        let viaFifo = try KbsimProcess.kbsim(["--type-file", fifo, "--format", "jsonl"])
        #expect(viaFifo.status == 0, "\(viaFifo.stderr)")
        #expect(viaFifo.lines.last?["text"] as? String == "ab")

        let substituted = try KbsimProcess.run(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", "exec \"$0\" --type-file <(printf xy) --format jsonl", KbsimProcess.executable.path],
            environment: ["KBSIM_KEYMAPS": KbsimProcess.keymapsDirectory])
        #expect(substituted.status == 0, "\(substituted.stderr)")
        #expect(substituted.lines.last?["text"] as? String == "xy")
    }

    @Test("--type-file with a directory, a missing file or invalid UTF-8: exit 2, the reason and the place")
    func typeFileRefusals() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let bad = dir.appendingPathComponent("bad.txt")
        try Data([0x61, 0x0A, 0x62, 0xFF]).write(to: bad)
        let cases: [(String, String)] = [
            (dir.path, "it is a directory"),
            (dir.appendingPathComponent("missing").path, "(ENOENT)"),
            (bad.path, "byte 4 (line 2) is 0xFF")
        ]
        for (path, reason) in cases {
            let r = try KbsimProcess.kbsim(["--type-file", path])
            #expect(r.status == 2)
            #expect(r.stderr.hasPrefix("kbsim: --type-file \"\(path)\": ") && r.stderr.contains(reason), "\(r.stderr)")
        }
    }
}
