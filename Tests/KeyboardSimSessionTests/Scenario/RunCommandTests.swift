@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// End to end: the built `kbsim run`, its output and exit codes (docs/interfaces.md §2, §3).
@Suite struct RunCommandTests {
    static var root: URL { ExampleRegistry.root }

    typealias Run = KbsimProcess.Run

    /// Runs kbsim in the repository root (so paths print as given).
    static func kbsim(_ args: [String]) throws -> Run { try KbsimProcess.kbsim(args, in: root) }

    /// `Examples/**/*.kbsim`, as a shell with globstar expands it.
    static var exampleScripts: [String] {
        let base = root.appendingPathComponent("Examples")
        let all = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
        return all.filter { $0.hasSuffix(".kbsim") }.sorted().map { "Examples/" + $0 }
    }

    @Test("kbsim run Examples/**/*.kbsim passes: N passed, 0 failed")
    func examples() throws {
        let scripts = Self.exampleScripts
        #expect(scripts.count >= 9)
        let run = try Self.kbsim(["run"] + scripts)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.last == "\(scripts.count) passed, 0 failed")
        #expect(lines.filter { $0.hasPrefix("ok   Examples/") }.count == scripts.count)
    }

    @Test("a broken expectation fails with exit 1, naming file:line, expected, actual and the last events")
    func brokenExpectation() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("broken.kbsim")
        try """
        field pin keyboardType=numberPad delegate=max-length:4
        tap pin
        type "12345"
        expect pin.text == "12345"
        """.write(to: script, atomically: true, encoding: .utf8)
        let good = "Examples/phone/phone-pad.kbsim"
        let run = try Self.kbsim(["run", good, script.path])
        #expect(run.status == 1)
        let out = run.stdout
        #expect(out.contains("ok   \(good)"))
        #expect(out.contains("FAIL \(script.path)"))
        #expect(out.contains("\(script.path):4: expect pin.text == \"12345\""))
        #expect(out.contains("expected: \"12345\""))
        #expect(out.contains("actual:   \"1234\""))
        #expect(out.contains("last events:"))
        #expect(out.contains(#"pin: textField(_:shouldChangeCharactersIn:replacementString:) [4,0] "5" → false"#))
        #expect(out.hasSuffix("1 passed, 1 failed\n"))
        let json = try Self.kbsim(["run", "--format", "jsonl", script.path])
        #expect(json.stdout.contains(#"{"seq":"#))
    }

    @Test("a malformed script: exit 2, one line naming file:line:column and what was expected")
    func malformed() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("bad.kbsim")
        try "field a\ntap a\nselect 1 x\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try Self.kbsim(["run", script.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "kbsim: \(script.path):3:10: select: expected the selection's UTF-16 length, a whole number ≥ 0 (select LOCATION LENGTH), found \"x\"\n"
        )
        let missing = try Self.kbsim(["run", "no-such.kbsim"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("no-such.kbsim"))
    }

    @Test("a step that cannot run (a character the keyboard lacks) is exit 2 with file:line")
    func stepError() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("untypeable.kbsim")
        try "field a keyboardType=numberPad\ntap a\ntype \"1x\"\n".write(to: script, atomically: true, encoding: .utf8)
        let run = try Self.kbsim(["run", script.path])
        #expect(run.status == 2)
        #expect(run.stdout.contains("\(script.path):3: type \"1x\""))
        #expect(run.stdout.contains("cannot type \"x\""))
        #expect(run.stdout.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("--record then --check: the same run passes")
    func recordAndCheck() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let scripts = ["Examples/form/focus-change-frame.kbsim", "Examples/password/secure-entry.kbsim"]
        let record = try Self.kbsim(["run", "--record", dir.path] + scripts)
        #expect(record.status == 0)
        let transcript = try String(contentsOf: dir.appendingPathComponent("secure-entry.transcript"), encoding: .utf8)
        #expect(
            transcript.hasPrefix(
                #"{"v":1,"seq":0,"kind":"session","device":"iPhone 15","orientation":"portrait","ordering":"observed","profile":"ios18"}"#
            ))
        let check = try Self.kbsim(["run", "--check", dir.path] + scripts)
        #expect(check.status == 0, "\(check.stdout)")
        #expect(check.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test("--record names each file it wrote, with its count of events")
    func recordNamesFiles() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let scripts = ["Examples/form/focus-change-frame.kbsim", "Examples/password/secure-entry.kbsim"]
        let record = try Self.kbsim(["run", "--record", dir.path] + scripts)
        #expect(record.status == 0)
        for name in ["focus-change-frame", "secure-entry"] {
            let path = dir.appendingPathComponent(name + ".transcript").path
            let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").count
            #expect(record.stdout.contains("  recorded: \(path) (\(lines) events)\n"), "\(record.stdout)")
        }
    }

    @Test("--check: a missing golden fails that script with the hint to record it, and the others are still checked")
    func checkMissingGolden() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let scripts = ["Examples/form/focus-change-frame.kbsim", "Examples/password/secure-entry.kbsim"]
        let record = try Self.kbsim(["run", "--record", dir.path, scripts[1]])
        #expect(record.status == 0)
        let check = try Self.kbsim(["run", "--check", dir.path] + scripts)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let missing = dir.appendingPathComponent("focus-change-frame.transcript").path
        #expect(check.stdout.contains("FAIL Examples/form/focus-change-frame.kbsim"))
        #expect(check.stdout.contains("no golden transcript \(missing); record it with --record \(dir.path)"))
        #expect(check.stdout.contains("ok   Examples/password/secure-entry.kbsim"))
        #expect(check.stdout.hasSuffix("1 passed, 1 failed\n"))
        let one = try Self.kbsim(["run", "--check", missing, scripts[0]])
        #expect(one.status == 1)
        #expect(one.stdout.contains("no golden transcript \(missing); record it with --record \(missing)"))
    }

    @Test(
        "--check of the golden transcript (default, observed ordering) against a documented-ordering run names the moved events"
    )
    func checkMovedEvents() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let golden = try String(
            contentsOf: Self.root.appendingPathComponent("Examples/golden/focus.kbsim"), encoding: .utf8)
        let documented = dir.appendingPathComponent("focus.kbsim")
        try ("ordering documented\n" + golden).write(to: documented, atomically: true, encoding: .utf8)
        let same = try Self.kbsim(["run", "--check", "Examples/golden/focus.transcript", "Examples/golden/focus.kbsim"])
        #expect(same.status == 0, "\(same.stdout)")
        let run = try Self.kbsim(["run", "--check", "Examples/golden/focus.transcript", documented.path])
        #expect(run.status == 1)
        let out = run.stdout
        #expect(out.contains("the transcript differs from Examples/golden/focus.transcript"))
        #expect(out.contains("moved    #3 → #7  delegate     email: textFieldDidBeginEditing(_:)"))
        #expect(out.contains("moved    #4 → #8  control      email: editingDidBegin"))
        #expect(out.contains("moved    #5 → #9  notification UITextFieldTextDidBeginEditingNotification email"))
        #expect(out.contains("(moved → run #7)"))
        #expect(out.contains("--- golden Examples/golden/focus.transcript (74 events)"))
        #expect(out.contains("+++ run \(documented.path) (74 events)"))
        #expect(out.contains("(moved from golden #3)"))
        #expect(out.contains(#"ordering: "observed" → "documented""#))
        #expect(out.contains("8 moved, 1 changed, 0 inserted, 0 removed"))
        #expect(out.hasSuffix("0 passed, 1 failed\n"))
    }

    @Test("--check: a count of transcripts that does not match the scripts is bad input")
    func checkArity() throws {
        let run = try Self.kbsim([
            "run", "--check", "a.transcript", "--check", "b.transcript", "Examples/golden/focus.kbsim"
        ])
        #expect(run.status == 2)
        #expect(run.stderr.contains("--check: 2 value(s) for 1 script(s)"))
    }
}
