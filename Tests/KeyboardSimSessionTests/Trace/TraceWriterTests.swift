@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimTrace
import KeyboardSimSupport
import KeyboardSimUIKit

/// The trace page (docs/trace-viewer.md): one self-contained HTML file, its transcript embedded as the same JSON
/// Lines, the same bytes for the same session; what `kbsim run --trace`, `kbsim --trace` and the harness write.
@Suite struct TraceWriterTests {
    /// A script whose field text would end a `<script>` element if it were copied as it is.
    static let script = """
        field email keyboardType=emailAddress delegate=max-length:20
        set-text email "</script><!--"
        tap email
        type "a@b"
        expect email.text == "nope"
        """

    @MainActor static func traced(_ text: String = script) throws -> (trace: Trace, result: ScenarioRunner.Result) {
        let scenario = try ScenarioRegistry().parser.parse(text, file: "trace-test.kbsim")
        let recorder = TraceRecorder()
        let result = ScenarioRunner(notificationCenter: NotificationCenter()).run(
            scenario, streamingTo: { _ in }, trace: recorder)
        return (recorder.trace(title: "trace-test.kbsim"), result)
    }

    /// The text of the `<script … id="ID">` element.
    static func block(_ html: String, id: String) -> String? {
        guard let open = html.range(of: "id=\"\(id)\">\n"),
            let close = html.range(of: "</script>", range: open.upperBound..<html.endIndex)
        else { return nil }
        return String(html[open.upperBound..<close.lowerBound])
    }

    @Test("the page is self-contained: nothing from elsewhere, `</script>` in a field escaped, three script elements")
    @MainActor func selfContained() throws {
        let html = TraceWriter.html(try Self.traced().trace)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(!html.contains("http:") && !html.contains("https:") && !html.contains("//www."))
        #expect(!html.contains(" src="))
        #expect(html.components(separatedBy: "href=").count == 2 && html.contains("href=\"data:,\""))
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
        #expect(html.components(separatedBy: "</script>").count == 4)
        #expect(html.components(separatedBy: "<!--").count == 1)
        #expect(html.contains("\\u003c/script>\\u003c!--"))
    }

    @Test("the embedded transcript parses back to the session's events, line for line")
    @MainActor func transcriptParsesBack() throws {
        let (trace, result) = try Self.traced()
        let lines = try #require(Self.block(TraceWriter.html(trace), id: "kbsim-transcript"))
            .split(separator: "\n").map(String.init)
        #expect(lines.count == trace.events.count && lines.count == result.eventCount)
        for (line, event) in zip(lines, trace.events) {
            let parsed = try #require(TranscriptJSON.parse(line))
            #expect(parsed == TranscriptJSON.parse(TranscriptFormatter.jsonLine(event)))
        }
        #expect(trace.events.map(\.seq) == Array(0..<trace.events.count))
    }

    @Test("the trace data: a screen per event, the keyboard's picture, the steps, the failed expect at its line")
    @MainActor func traceData() throws {
        let (trace, _) = try Self.traced()
        let text = try #require(Self.block(TraceWriter.html(trace), id: "kbsim-trace"))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(data["format"] as? String == "kbsim-trace")
        #expect((data["stateOfEvent"] as? [Int])?.count == trace.events.count)
        #expect(!trace.stateOfEvent.contains(-1))
        #expect((data["keyboards"] as? [String])?.first?.contains("<svg") == true)
        #expect(trace.steps.map(\.line).prefix(5) == [1, 2, 3, 4, 5])
        let failure = try #require(trace.failures.first)
        #expect(failure.line == 5 && failure.expected == "\"nope\"" && failure.actual == "\"</script><!--a@b\"")
        // The screen at the last event: the field's text, caret and the keyboard shown.
        let lastIndex = trace.stateOfEvent[trace.events.count - 1]
        let last = trace.states[lastIndex]
        #expect(trace.texts(inState: lastIndex).first == "</script><!--a@b")
        #expect(last.fields.first?.selection == NSRange(location: 16, length: 0))
        #expect(last.keyboard.visible && last.keyboard.name == "emailAddress")
    }

    @Test(
        "a field's text is kept as edits of the state before, with a full state now and then; replaying them gives each text"
    )
    @MainActor func textsAsEdits() throws {
        // Typing, a backspace, a paste into the middle, an emoji and a set-text: every state replays to the field's text.
        let script = """
            field f autocapitalizationType=none
            tap f
            type "hello world"
            backspace
            type "😀x"
            state f
            caret 5
            paste "!!"
            backspace 3
            state f
            set-text f "abc"
            type "def"
            """
        let (trace, _) = try Self.traced(script)
        #expect(trace.states.first?.full == true)
        #expect(trace.states.contains { !$0.full })
        #expect(trace.states.contains { s in s.fields.contains { if case .edit = $0.text { true } else { false } } })
        // The text each state's events see, as the state events and the final text name it.
        var expected: [Int: String] = [:]
        for (i, e) in trace.events.enumerated() {
            if case .state(let s) = e.payload { expected[trace.stateOfEvent[i]] = s.text }
        }
        #expect(Set(expected.values) == ["hello worl😀x", "hell worl😀x", "abcdef"])
        for (k, text) in expected { #expect(trace.texts(inState: k) == [text]) }
        #expect(trace.texts(inState: trace.states.count - 1) == ["abcdef"])
        // In the page a state that is not full holds only what changed: no field name, no whole text.
        let data = try #require(Self.block(TraceWriter.html(trace), id: "kbsim-trace"))
        let json = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let states = try #require(json["states"] as? [[String: Any]])
        #expect(json["version"] as? Int == 2 && states.count == trace.states.count)
        for (s, stored) in zip(states, trace.states) where !stored.full {
            #expect(s["full"] == nil && s["screen"] == nil)
            for f in s["fields"] as? [[String: Any]] ?? [] { #expect(f["name"] == nil && f["text"] == nil) }
        }
    }

    @Test("a text's edit log is kept only once switched on (untraced typing pays nothing for it)")
    func editLogOff() {
        var storage = TextFieldStorage()
        storage.setText("ab")
        storage.replace(NSRange(location: 2, length: 0), with: "c")
        #expect(storage.recentEdits.edits.isEmpty)
        #expect(storage.recentEdits.change(since: 0, current: storage.version) == nil)
    }

    @Test("a text's edit log gives one edit covering the edits since a version; past its capacity, none")
    func editLog() {
        var rng = SplitMix64(seed: 7)
        for _ in 0..<200 {
            var storage = TextFieldStorage()
            storage.startLoggingEdits()
            storage.setText("ab😀cd")
            let before = storage.units, version = storage.version
            let count = Int.random(in: 0...(TextEditLog.capacity + 2), using: &rng)
            for _ in 0..<count {
                let n = storage.count
                let at = Int.random(in: 0...n, using: &rng), length = Int.random(in: 0...(n - at), using: &rng)
                storage.replace(
                    NSRange(location: at, length: length), with: ["", "x", "yz", "😀", "é"].randomElement(using: &rng)!)
            }
            guard let e = storage.recentEdits.change(since: version, current: storage.version) else {
                #expect(count >= TextEditLog.capacity)
                continue
            }
            var rebuilt = before
            rebuilt.replaceSubrange(
                e.location..<(e.location + e.deleted), with: storage.units[e.location..<(e.location + e.inserted)])
            #expect(rebuilt == storage.units)
        }
    }

    @Test("the page grows linearly with the text typed into one field: 10 times the text, less than 20 times the bytes")
    @MainActor func linearSize() throws {
        func size(_ characters: Int) throws -> Int {
            let line = "type \"" + String(repeating: "abcdefghij", count: 10) + "\"\n"
            let script =
                "field f autocapitalizationType=none\ntap f\n" + String(repeating: line, count: characters / 100)
            let (trace, _) = try Self.traced(script)
            #expect(trace.texts(inState: trace.states.count - 1).first??.utf16.count == characters)
            return TraceWriter.html(trace).utf8.count
        }
        let small = try size(1_000), large = try size(10_000)
        let ratio = Double(large) / Double(small)
        #expect(ratio < 20, "1,000 characters: \(small) bytes; 10,000: \(large) bytes; ratio \(ratio)")
    }

    @Test("the same session gives the same bytes (no date, no random id)")
    @MainActor func deterministic() throws {
        let a = TraceWriter.html(try Self.traced().trace)
        let b = TraceWriter.html(try Self.traced().trace)
        #expect(a == b)
    }

    @Test("a key event shows the plane it was tapped on, with the keyboard's picture of that plane")
    @MainActor func keyPlane() throws {
        let (trace, _) = try Self.traced("field f autocapitalizationType=none\ntap f\ntype \"a1\"\n")
        let keys = trace.events.indices.filter { if case .key = trace.events[$0].payload { true } else { false } }
        let planes = keys.map { trace.states[trace.stateOfEvent[$0]].keyboard.plane }
        // a on letters, then 123 (tapped on letters), then 1 on numbers.
        #expect(planes == ["letters", "letters", "numbers"])
        let pictures = Set(keys.compactMap { trace.states[trace.stateOfEvent[$0]].keyboard.picture })
        #expect(pictures.count == 2)
    }

    @Test(
        "KBSIM_TRACE_DIR (HarnessConfiguration.traceDirectory): a failed require writes FILE-TEST-LINE.html, named after the test"
    )
    @MainActor func harnessWritesTrace() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-trace-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let session = KeyboardSession(
            HarnessConfiguration(traceDirectory: dir.path), notificationCenter: NotificationCenter())
        session.addField("name")
        try session.tap("name")
        try session.type("Ann")
        #expect(throws: HarnessFailure.self) {
            try session.require("name", text: "Bob", file: "App/SignupTests.swift", line: 42)
        }
        let html = try String(
            contentsOf: dir.appendingPathComponent("SignupTests-harnessWritesTrace-42.html"), encoding: .utf8)
        #expect(html.contains("\"expected\":\"\\\"Bob\\\"\""))
        // Without the setting nothing is recorded.
        #expect(KeyboardSession(HarnessConfiguration(traceDirectory: nil)).traceRecorder == nil)
    }
}

/// `kbsim run --trace DIR`, `kbsim --trace FILE` and the fuzzer's pages, end to end.
@Suite struct TraceCommandTests {
    static func temporaryFolder() throws -> URL { try KbsimProcess.temporaryFolder() }

    @Test("kbsim run --trace DIR writes DIR/NAME.html for each script, and says so")
    func runWritesPages() throws {
        let dir = try Self.temporaryFolder()
        let a = dir.appendingPathComponent("a.kbsim"), b = dir.appendingPathComponent("b.kbsim")
        try "field f\ntap f\ntype \"hi\"\nexpect f.text == \"hi\"\n".write(to: a, atomically: true, encoding: .utf8)
        try "field g\ntap g\nexpect g.text == \"x\"\n".write(to: b, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("traces")
        let r = try KbsimProcess.kbsim(["run", "--trace", out.path, a.path, b.path])
        #expect(r.status == 1, "\(r.stderr)")
        #expect(r.stdout.contains("trace: \(out.path)/a.html") && r.stdout.contains("trace: \(out.path)/b.html"))
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path).sorted()
        #expect(names == ["a.html", "b.html"])
        let failed = try String(contentsOf: out.appendingPathComponent("b.html"), encoding: .utf8)
        #expect(failed.contains("\"failures\":[{\"kind\":\"expect\""))
    }

    @Test("kbsim run --check --trace: the page aligns both transcripts")
    func checkPage() throws {
        let dir = try Self.temporaryFolder()
        let root = ExampleRegistry.root
        let script = dir.appendingPathComponent("focus.kbsim")
        let original = try String(
            contentsOf: root.appendingPathComponent("Examples/golden/focus.kbsim"), encoding: .utf8)
        try ("ordering documented\n" + original).write(to: script, atomically: true, encoding: .utf8)
        let r = try KbsimProcess.kbsim([
            "run", "--check", root.appendingPathComponent("Examples/golden/focus.transcript").path,
            "--trace", dir.path, script.path
        ])
        #expect(r.status == 1)
        let html = try String(contentsOf: dir.appendingPathComponent("focus.html"), encoding: .utf8)
        #expect(html.contains("\"check\":{\"goldenName\":"))
        #expect(html.contains("\"moved\":true"))
    }

    @Test("bad --trace values: one line naming the value, the option and what is accepted; exit 2")
    func badValues() throws {
        let dir = try Self.temporaryFolder()
        let file = dir.appendingPathComponent("plain-file")
        try "x".write(to: file, atomically: true, encoding: .utf8)
        let script = ExampleRegistry.root.appendingPathComponent("Examples/phone/phone-pad.kbsim").path
        let cases: [[String]] = [
            ["run", "--trace", file.path, script],
            ["run", "--trace", file.path + "/sub", script],
            ["run", "--trace", "", script],
            ["run", "--trace", dir.appendingPathComponent("two.html").path, script, script],
            ["--type-text", "a", "--trace", "/nonexistent-kbsim-dir/t.html"]
        ]
        for args in cases {
            let r = try KbsimProcess.kbsim(args)
            #expect(r.status == 2, "\(args): \(r.stderr)")
            #expect(r.stderr.hasPrefix("kbsim: --trace \""), "\(args): \(r.stderr)")
            #expect(r.stderr.contains("accepted:"), "\(args): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(args): \(r.stderr)")
            #expect(r.stdout.isEmpty, "\(args): \(r.stdout)")
        }
    }

    @Test("kbsim --type-text … --trace FILE writes one page; the transcript on stdout is unchanged")
    func editWritesPage() throws {
        let dir = try Self.temporaryFolder()
        let page = dir.appendingPathComponent("edit.html")
        let plain = try KbsimProcess.kbsim(["--type", "emailAddress", "--type-text", "a@b", "--format", "jsonl"])
        let traced = try KbsimProcess.kbsim([
            "--type", "emailAddress", "--type-text", "a@b", "--format", "jsonl", "--trace", page.path
        ])
        #expect(traced.status == 0, "\(traced.stderr)")
        #expect(traced.stdout == plain.stdout)
        let html = try String(contentsOf: page, encoding: .utf8)
        let lines = try #require(TraceWriterTests.block(html, id: "kbsim-transcript"))
        #expect(lines == plain.stdout)
    }

    @Test("kbsim fuzz writes a trace page beside each reproducer: the shrunk steps and the failing property")
    func fuzzPage() throws {
        let dir = try Self.temporaryFolder()
        let r = try KbsimProcess.kbsim([
            "fuzz", "--delegate", "max-length-append:4", "--property", "max-length=4",
            "--runs", "200", "--seed", "1", "--max-failures", "1", "--out", dir.path, "--quiet"
        ])
        #expect(r.status == 1, "\(r.stderr)")
        let page = dir.appendingPathComponent("fuzz-max-length-1.html")
        #expect(r.stdout.contains("trace: \(page.path)"))
        let html = try String(contentsOf: page, encoding: .utf8)
        let script = try String(contentsOf: dir.appendingPathComponent("fuzz-max-length-1.kbsim"), encoding: .utf8)
        let data = try #require(TraceWriterTests.block(html, id: "kbsim-trace"))
        let trace = try #require(try JSONSerialization.jsonObject(with: Data(data.utf8)) as? [String: Any])
        let fuzz = try #require(trace["fuzz"] as? [String: Any])
        #expect(fuzz["property"] as? String == "max-length")
        #expect(fuzz["script"] as? String == script)
        // The shrunk steps are the page's steps, one per line of the script.
        let sources = (trace["steps"] as? [[String: Any]] ?? []).compactMap { $0["source"] as? String }
        let lines = script.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") }
        #expect(!lines.isEmpty && lines.allSatisfy(sources.contains), "\(sources)")
    }
}
