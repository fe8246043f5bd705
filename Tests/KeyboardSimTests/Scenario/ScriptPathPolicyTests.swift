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
        Case(line: "ime pinyin dict=\"../outside.dict.yaml\"", refusal: "dict=\"../outside.dict.yaml\" is outside the script's folder"),
        Case(line: "ime pinyin dict=\"escape/passwd\"", refusal: "dict=\"escape/passwd\" is outside the script's folder"),
        Case(line: "ime pinyin dict=\"mine.dict.yaml\"", refusal: nil),
        Case(line: "ime pinyin dict=\"/usr/share/rime-data/pinyin_simp.dict.yaml\"", refusal: nil),
        Case(line: "hardware-keyboard keymap=\"/etc/shadow\"", refusal: "keymap=\"/etc/shadow\" is outside the script's folder"),
        Case(line: "hardware-keyboard keymap=\"/usr/share/X11/xkb/symbols/us\"", refusal: nil),
    ]

    /// A script folder with a symbolic link `escape` pointing out of it, to /tmp.
    static func scriptFolder() throws -> URL {
        let dir = try KbsimProcess.temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: dir.appendingPathComponent("escape").path, withDestinationPath: "/etc")
        return dir
    }

    @Test("render writes only under the script's folder; dict= and keymap= read only there or in kbsim's data folders",
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

    @Test("--allow-outside-paths (allowOutsidePaths) lifts the limits; relative paths still start at the script's folder")
    func allowOutsidePaths() throws {
        let dir = try Self.scriptFolder()
        let parser = ScenarioParser(pathPolicy: ScenarioPathPolicy(allowOutsidePaths: true))
        let scenario = try parser.parse("field f\nrender ../x.svg\n", file: dir.appendingPathComponent("s.kbsim").path)
        guard case .render(let path) = scenario.lines.last?.step else { Issue.record("no render step"); return }
        #expect(path == dir.deletingLastPathComponent().appendingPathComponent("x.svg").path)
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
