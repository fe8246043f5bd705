@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Option names that cannot be confused, the old spellings kept as aliases, and `--trace PATH` in one shape on every
/// command (README "The command", docs/trace-viewer.md "Writing one").
@Suite struct OptionNameTests {
    @Test("--keyboard-type and --initial-text, and their older names --type and --text, give the same transcript")
    func newNamesAndAliases() throws {
        let new = try KbsimProcess.kbsim([
            "--keyboard-type", "emailAddress", "--initial-text", "x", "--type-text", "a@b", "--format", "jsonl"
        ])
        let old = try KbsimProcess.kbsim([
            "--type", "emailAddress", "--text", "x", "--type-text", "a@b", "--format", "jsonl"
        ])
        #expect(new.status == 0 && old.status == 0)
        #expect(new.stdout == old.stdout)
        #expect(new.stdout.contains(#""keyboard":"emailAddress""#) && new.stdout.contains(#""text":"xa@b""#))
        for command in [["render", "-o", "-"], ["how-to-type", "a"]] {
            let run = try KbsimProcess.kbsim(
                Array(command.prefix(1)) + ["--keyboard-type", "nosuch"] + command.dropFirst())
            #expect(run.status == 2)
            #expect(run.stderr.hasPrefix(#"kbsim: --keyboard-type "nosuch": unknown keyboard type; accepted: "#))
        }
    }

    @Test("--trace takes a page path or a folder on kbsim, kbsim run and kbsim fuzz")
    func traceHasOneShape() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("one.kbsim")
        try "field f\ntap f\ntype \"ab\"\nexpect f.text == \"ab\"\n".write(
            to: script, atomically: true, encoding: .utf8)
        // A page path.
        #expect(try KbsimProcess.kbsim(["--type-text", "a", "--trace", "p.html"], in: dir).status == 0)
        #expect(try KbsimProcess.kbsim(["run", "--trace", "q.html", script.path], in: dir).status == 0)
        // A folder.
        #expect(try KbsimProcess.kbsim(["--type-text", "a", "--trace", "edit"], in: dir).status == 0)
        #expect(try KbsimProcess.kbsim(["run", "--trace", "run", script.path], in: dir).status == 0)
        for page in ["p.html", "q.html", "edit/session.html", "run/one.html"] {
            #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(page).path), "\(page)")
        }
        var isDirectory: ObjCBool = false
        #expect(
            FileManager.default.fileExists(atPath: dir.appendingPathComponent("q.html").path, isDirectory: &isDirectory)
                && !isDirectory.boolValue)
        // A page for several sessions is refused before anything runs.
        let several = try KbsimProcess.kbsim(["run", "--trace", "r.html", script.path, script.path], in: dir)
        #expect(several.status == 2)
        #expect(several.stderr.contains(#"--trace "r.html": one page for 2 scripts; accepted: a folder"#))
        let fuzz = try KbsimProcess.kbsim(["fuzz", "--delegate", "accept", "--runs", "1", "--trace", "f.html"], in: dir)
        #expect(fuzz.status == 2)
        #expect(fuzz.stderr.contains(#"--trace "f.html": one page for 10 failures"#))
    }

    @Test("The trace page of a plain kbsim session is titled with the command's options")
    func editTraceTitle() throws {
        let dir = try KbsimProcess.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try KbsimProcess.kbsim(
            ["--keyboard-type", "emailAddress", "--profile", "ios17.0", "--type-text", "a $b", "--trace", "t.html"],
            in: dir)
        #expect(run.status == 0)
        let page = try String(contentsOf: dir.appendingPathComponent("t.html"), encoding: .utf8)
        // Single quotes: the title pastes back into a shell as it ran ($b is not expanded).
        #expect(
            page.contains(
                "<title>kbsim trace: kbsim --keyboard-type emailAddress --profile ios17.0 --type-text &apos;a $b&apos;</title>"
            ))
        let quote = try KbsimProcess.kbsim(["--type-text", "it's", "--trace", "q.html"], in: dir)
        #expect(quote.status == 0)
        let quoted = try String(contentsOf: dir.appendingPathComponent("q.html"), encoding: .utf8)
        // An embedded quote closes, escapes and reopens: 'it'\''s'.
        #expect(quoted.contains(#"<title>kbsim trace: kbsim --type-text &apos;it&apos;\&apos;&apos;s&apos;</title>"#))
    }
}
