@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimTranscript

/// A golden transcript is untrusted input: its JSON nesting is bounded (no stack overflow), and every error names
/// the file, the line and the column.
@Suite struct GoldenTranscriptLimitsTests {
    static func nested(_ depth: Int) -> String {
        String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    }

    @Test("JSON nesting up to TranscriptJSON.maximumDepth parses; one level deeper is refused with its column")
    func depthIsBounded() throws {
        let limit = TranscriptJSON.maximumDepth
        #expect(TranscriptJSON.parse(Self.nested(limit)) != nil)
        let deep = "{\"kind\":" + Self.nested(limit) + "}"
        guard case .failure(let e) = TranscriptJSON.parseReportingErrors(deep) else {
            Issue.record("\(limit + 1) levels parsed")
            return
        }
        #expect(e.column == 8 + limit)
        #expect(e.message.contains("deeper than \(limit) levels"))
    }

    @Test(
        "Invalid escapes, lone surrogates and duplicate keys are errors naming the column, never silently equal",
        arguments: [
            (#"{"kind":"user","text":"hel\ud800lo"}"#, 27, #"\uD800 is a lone high surrogate"#),
            (#"{"kind":"user","text":"hel\ud800"}"#, 27, #"\uD800 is a lone high surrogate"#),
            (#"{"kind":"user","text":"\udc00x"}"#, 24, #"\uDC00 is a lone low surrogate"#),
            (#"{"kind":"user","text":"\ud800\ud800\udc00"}"#, 24, #"\uD800 is a lone high surrogate"#),
            (
                #"{"kind":"user","text":"a\qb"}"#, 25,
                #"\q is not a JSON escape; accepted: \" \\ \/ \b \f \n \r \t \uXXXX"#
            ),
            (#"{"kind":"user","text":"\u+123"}"#, 24, #"\u needs four hex digits"#),
            (#"{"kind":"user","kind":"tap"}"#, 16, #"the key "kind" appears twice in one object"#)
        ])
    func strictStrings(line: String, column: Int, message: String) {
        guard case .failure(let e) = TranscriptJSON.parseReportingErrors(line) else {
            Issue.record("\(line) parsed")
            return
        }
        #expect(e.column == column, "\(e)")
        #expect(e.message.hasPrefix(message), "\(e)")
    }

    @Test("A surrogate pair, every JSON escape and a key used in two objects still parse")
    func validStringsParse() {
        let line = #"{"kind":"user","text":"\ud83d\ude00 \" \\ \/ \b \f \n \r \t \u00e9","in":{"kind":"x"}}"#
        #expect(TranscriptJSON.parse(line)?["text"]?.plain == "😀 \" \\ / \u{8} \u{C} \n \r \t é")
    }

    @Test("run --check with a golden whose hello became hel\\ud800lo: exit 2 naming the file, line and column")
    func loneSurrogateGoldenReported() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try "field f\ntap f\ntype \"hello\"\n".write(to: script, atomically: true, encoding: .utf8)
        let recorded = try KbsimProcess.kbsim(["run", "--record", golden.path, script.path])
        #expect(recorded.status == 0, "\(recorded.stderr)")
        let text = try String(contentsOf: golden, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let n = try #require(lines.firstIndex { $0.contains(#""hello""#) })
        var edited = lines
        edited[n] = lines[n].replacingOccurrences(of: #""hello""#, with: #""hel\ud800lo""#)
        try edited.joined(separator: "\n").write(to: golden, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim(["run", "--check", golden.path, script.path])
        #expect(r.status == 2)
        let column = try #require(edited[n].range(of: #"\ud800"#)).lowerBound.utf16Offset(in: edited[n]) + 1
        #expect(
            r.stderr.hasPrefix(
                "kbsim: --check \"\(golden.path)\": line \(n + 1): column \(column): \\uD800 is a lone high surrogate"),
            "\(r.stderr)")
    }

    @Test("A million opening brackets are refused, not a stack overflow")
    func hugeNesting() {
        #expect(TranscriptJSON.parse(String(repeating: "[", count: 1_000_000)) == nil)
    }

    @Test("run --check with a deeply nested golden line: exit 2 naming the file and the line, no crash")
    func deepGoldenReported() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try "field f\n".write(to: script, atomically: true, encoding: .utf8)
        try ("{\"kind\":\"session\"}\n\n" + Self.nested(200_000) + "\n").write(
            to: golden, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim(["run", "--check", golden.path, script.path])
        #expect(!r.signalled)
        #expect(r.status == 2)
        #expect(
            r.stderr.hasPrefix(
                "kbsim: --check \"\(golden.path)\": line 3: column 65: objects and arrays nest deeper than 64 levels"),
            "\(r.stderr)")
    }

    @Test(
        "A golden file too large to compare pair by pair is an error naming the line where they part, not an exhausted memory"
    )
    func hugeGoldenBounded() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try ("field f\ntap f\ntype \"" + String(repeating: "ab", count: 400) + "\"\n").write(
            to: script, atomically: true, encoding: .utf8)
        try String(repeating: "{\"kind\":\"user\",\"action\":\"tap\"}\n", count: 6000).write(
            to: golden, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim(["run", "--check", golden.path, script.path])
        #expect(r.status == 2)
        #expect(
            r.stderr.contains("--check \"\(golden.path)\": line 1: the transcripts differ from event #0 on"),
            "\(r.stderr)")
    }

    @Test("Large transcripts that differ in one event are still compared: their common start and end are set aside")
    func largeTranscriptsDiffed() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try ("field f\ntap f\ntype \"" + String(repeating: "ab", count: 400) + "\"\n").write(
            to: script, atomically: true, encoding: .utf8)
        #expect(try KbsimProcess.kbsim(["run", "--record", golden.path, script.path]).status == 0)
        var lines = try String(contentsOf: golden, encoding: .utf8).split(separator: "\n").map(String.init)
        try #require(
            lines.count * lines.count > TranscriptDiff.maximumComparedPairs, "\(lines.count) events: not large enough")
        let k = lines.count / 2
        lines[k] = lines[k].replacingOccurrences(of: "\"seq\":\(k),", with: "\"seq\":\(k),\"extra\":1,")
        try (lines.joined(separator: "\n") + "\n").write(to: golden, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim(["run", "--check", golden.path, script.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.contains("0 moved, 1 changed, 0 inserted, 0 removed"), "\(r.stdout.suffix(400))")
    }
}
