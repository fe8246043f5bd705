@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Scripts are run from pull requests in CI: the files a script names stay in its folder (docs/scenarios.md,
/// "Files a script names"). The parser resolves and checks them, so the runner writes only what was checked.
@Suite struct ScriptPathPolicyTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var line: String
        /// The message's start, or nil when the line is accepted.
        var refusal: String?
        var testDescription: String { line }
    }

    static let cases: [Case] = [
        Case(line: "render k.svg", refusal: nil),
        Case(line: "render sub/dir/k.svg", refusal: nil),
        Case(line: "render ../../x.svg", refusal: "render \"../../x.svg\" has a .. component"),
        Case(line: "render a/../../x.svg", refusal: "render \"a/../../x.svg\" has a .. component"),
        Case(line: "render /tmp/x.svg", refusal: "render \"/tmp/x.svg\" is an absolute path"),
        Case(line: "render escape/x.svg", refusal: "render \"escape/x.svg\" leads out of"),
        Case(line: "ime pinyin dict=\"/etc/passwd\"", refusal: "dict=\"/etc/passwd\" is outside the script's folder"),
        Case(
            line: "ime pinyin dict=\"../outside.dict.yaml\"",
            refusal: "dict=\"../outside.dict.yaml\" is outside the script's folder"),
        Case(
            line: "ime pinyin dict=\"escape/passwd\"", refusal: "dict=\"escape/passwd\" is outside the script's folder"),
        Case(line: "ime pinyin dict=\"mine.dict.yaml\"", refusal: nil),
        Case(line: "ime pinyin dict=\"/usr/share/rime-data/pinyin_simp.dict.yaml\"", refusal: nil),
        Case(
            line: "hardware-keyboard keymap=\"/etc/shadow\"",
            refusal: "keymap=\"/etc/shadow\" is outside the script's folder"),
        Case(line: "hardware-keyboard keymap=\"/usr/share/X11/xkb/symbols/us\"", refusal: nil)
    ]

    /// A script folder with a symbolic link `escape` pointing out of it, to /tmp.
    static func scriptFolder() throws -> URL {
        let dir = try KbsimProcess.temporaryFolder()
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("escape").path, withDestinationPath: "/etc")
        return dir
    }

    @Test(
        "render writes only under the script's folder; dict= and keymap= read only there or in kbsim's data folders",
        arguments: cases)
    func parserChecksPaths(_ c: Case) throws {
        let dir = try Self.scriptFolder()
        let parser = ScenarioParser(pathPolicy: ScenarioPathPolicy())
        let text = "field f\ntap f\n" + c.line + "\n"
        do {
            let scenario = try parser.parse(text, file: dir.appendingPathComponent("s.kbsim").path)
            #expect(c.refusal == nil, "accepted")
            if case .render(let path) = scenario.lines.last?.step {
                #expect(path.hasPrefix(dir.path + "/"), "render resolved to \(path)")
            }
        } catch {
            let refusal = try #require(c.refusal, "refused: \(error)")
            #expect(error.line == 3)
            #expect(error.message.hasPrefix(refusal), "\(error.message)")
            #expect(error.message.contains("--allow-outside-paths"))
        }
    }

    @Test(
        "--allow-outside-paths (allowOutsidePaths) lifts the limits; relative paths still start at the script's folder")
    func allowOutsidePaths() throws {
        let dir = try Self.scriptFolder()
        let parser = ScenarioParser(pathPolicy: ScenarioPathPolicy(allowOutsidePaths: true))
        let scenario = try parser.parse("field f\nrender ../x.svg\n", file: dir.appendingPathComponent("s.kbsim").path)
        guard case .render(let path) = scenario.lines.last?.step else { Issue.record("no render step"); return }
        #expect(path == dir.deletingLastPathComponent().appendingPathComponent("x.svg").path)
    }

    @Test(
        "kbsim run: a script with render ../../x.svg or render /tmp/x.svg exits 2 naming the line, and writes nothing",
        arguments: ["../../kbsim-escape.svg", "/tmp/kbsim-escape-abs.svg"])
    func runRefusesAndWritesNothing(path: String) throws {
        let dir = try KbsimProcess.temporaryFolder()
        let sub = dir.appendingPathComponent("a/b")
        try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
        let script = sub.appendingPathComponent("s.kbsim")
        try "field f\ntap f\nrender \(path)\n".write(to: script, atomically: true, encoding: .utf8)
        let target = path.hasPrefix("/") ? URL(fileURLWithPath: path) : dir.appendingPathComponent("kbsim-escape.svg")
        try? FileManager.default.removeItem(at: target)
        let r = try KbsimProcess.kbsim(["run", script.path])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("kbsim: \(script.path):3:8: render \"\(path)\""), "\(r.stderr)")
        #expect(r.stdout.isEmpty)
        #expect(!FileManager.default.fileExists(atPath: target.path))
    }

    @Test("kbsim run --out DIR: render writes into DIR; --allow-outside-paths lets a script write elsewhere")
    func runOutAndAllow() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim")
        try "field f\ntap f\nrender k.svg\n".write(to: script, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out")
        #expect(try KbsimProcess.kbsim(["run", "--out", out.path, script.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("k.svg").path))
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("k.svg").path))

        try "field f\ntap f\nrender ../kbsim-allowed.svg\n".write(to: script, atomically: true, encoding: .utf8)
        let allowed = dir.deletingLastPathComponent().appendingPathComponent("kbsim-allowed.svg")
        defer { try? FileManager.default.removeItem(at: allowed) }
        #expect(try KbsimProcess.kbsim(["run", "--allow-outside-paths", script.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: allowed.path))
    }

    @Test("A link swapped into the script's folder between parsing and running is not followed by render")
    @MainActor func swappedLinkNotFollowed() throws {
        let dir = try KbsimProcess.temporaryFolder(), outside = try KbsimProcess.temporaryFolder()
        let victim = outside.appendingPathComponent("k.svg")
        try "victim".write(to: victim, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(
            at: dir.appendingPathComponent("pics"), withIntermediateDirectories: true)
        let file = dir.appendingPathComponent("s.kbsim").path
        let parser = ScenarioParser(pathPolicy: ScenarioPathPolicy())
        let scenario = try parser.parse("field f\ntap f\nrender pics/k.svg\nrender k.svg\n", file: file)
        #expect(scenario.writeFolder == dir.path)
        // After the checks: the folder becomes a link out, and the file a link to the victim.
        try FileManager.default.removeItem(at: dir.appendingPathComponent("pics"))
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("pics").path, withDestinationPath: outside.path)
        let result = ScenarioRunner().run(scenario)
        #expect(
            result.error?.description.contains("without following links") == true, "\(String(describing: result.error))"
        )
        #expect(try String(contentsOf: victim, encoding: .utf8) == "victim")

        let second = try parser.parse("field f\ntap f\nrender k.svg\n", file: file)
        try FileManager.default.createSymbolicLink(
            atPath: dir.appendingPathComponent("k.svg").path, withDestinationPath: victim.path)
        #expect(ScenarioRunner().run(second).error == nil)
        #expect(try String(contentsOf: victim, encoding: .utf8) == "victim")
        let written = try String(contentsOf: dir.appendingPathComponent("k.svg"), encoding: .utf8)
        #expect(written.hasPrefix("<svg") || written.hasPrefix("<?xml"))
    }

    @Test("A control character in a script's message is escaped: the lexer's \\u{…} error shows NUL as \\u{0}")
    func lexerMessagesEscaped() {
        do {
            _ = try ScenarioParser().parse("type \"\\u{\u{0}41}\"\n", file: "t.kbsim")
            Issue.record("parsed")
        } catch {
            #expect(!error.message.unicodeScalars.contains { $0.value == 0 })
            #expect(error.message.contains("\\u{0}"))
        }
    }
}
