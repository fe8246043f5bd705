@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimIME

/// docs/interfaces.md §3: a write to stdout that fails is one line on stderr naming the destination and the OS
/// reason, exit 1; a broken pipe ends quietly by SIGPIPE. Every command writes through the same writer.
@Suite struct OutputFailureTests {
    /// A command and the files it needs.
    struct Command: CustomTestStringConvertible, Sendable {
        var name: String
        var arguments: @Sendable (URL) throws -> [String]
        var testDescription: String { name }
    }

    static let script = "field f\ntap f\ntype \"ab\"\nexpect f.text == \"ab\"\n"
    static let swiftSource = "import UIKit\n@objc final class A: NSObject {}\n"

    static let commands: [Command] =
        [
            Command(name: "devices") { _ in ["devices"] },
            Command(name: "profiles") { _ in ["profiles"] },
            Command(name: "layouts") { _ in ["layouts"] },
            Command(name: "edit") { _ in ["--type-text", "abc", "--format", "jsonl"] },
            Command(name: "how-to-type") { _ in ["how-to-type", "a"] },
            Command(name: "render -o -") { _ in ["render", "-o", "-"] },
            Command(name: "run") { dir in
                try script.write(to: dir.appendingPathComponent("s.kbsim"), atomically: true, encoding: .utf8)
                return ["run", dir.appendingPathComponent("s.kbsim").path]
            },
            Command(name: "run --record") { dir in
                try script.write(to: dir.appendingPathComponent("s.kbsim"), atomically: true, encoding: .utf8)
                return [
                    "run", "--record", dir.appendingPathComponent("golden").path + "/",
                    dir.appendingPathComponent("s.kbsim").path
                ]
            },
            Command(name: "port") { dir in
                try swiftSource.write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
                return ["port", dir.appendingPathComponent("A.swift").path]
            },
            Command(name: "port -o (the report on stdout)") { dir in
                try swiftSource.write(to: dir.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
                return [
                    "port", dir.appendingPathComponent("A.swift").path, "-o", dir.appendingPathComponent("out").path
                ]
            }
        ]
        + (FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)
            ? [Command(name: "pinyin") { _ in ["pinyin", "nihao"] }] : [])

    @Test("Closed stdout: one line on stderr naming standard output and EBADF, exit 1 (no trap)", arguments: commands)
    func closedStdoutIsAnError(command: Command) throws {
        let dir = try KbsimProcess.temporaryFolder()
        let r = try KbsimProcess.kbsim(try command.arguments(dir), stdout: .closed)
        #expect(!r.signalled, "kbsim trapped: \(r.stderr)")
        #expect(r.status == 1)
        #expect(r.stderr == "kbsim: cannot write to standard output: Bad file descriptor (EBADF)\n")
    }

    @Test("A full disk on stdout: one line naming standard output and ENOSPC, exit 1", arguments: commands)
    func fullStdoutIsAnError(command: Command) throws {
        let dir = try KbsimProcess.temporaryFolder()
        let r = try KbsimProcess.kbsim(try command.arguments(dir), stdout: .full)
        #expect(!r.signalled, "kbsim trapped: \(r.stderr)")
        #expect(r.status == 1)
        #expect(r.stderr == "kbsim: cannot write to standard output: No space left on device (ENOSPC)\n")
    }

    @Test("A broken pipe on stdout ends quietly by SIGPIPE (status 141 in a shell)", arguments: commands)
    func brokenPipeIsQuiet(command: Command) throws {
        let dir = try KbsimProcess.temporaryFolder()
        let r = try KbsimProcess.kbsim(try command.arguments(dir), stdout: .brokenPipe)
        #expect(r.signalled && r.status == SIGPIPE, "status \(r.status), signalled \(r.signalled): \(r.stderr)")
        #expect(r.stderr.isEmpty)
    }

    @Test("--help on a closed stdout is an error too, not a silent exit 0")
    func helpOnClosedStdout() throws {
        let r = try KbsimProcess.kbsim(["help", "run"], stdout: .closed)
        #expect(r.status == 1)
        #expect(r.stderr.contains("EBADF"))
    }
}
