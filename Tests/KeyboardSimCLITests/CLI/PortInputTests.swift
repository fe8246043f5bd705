@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// `kbsim port`'s inputs and output folder: what cannot be read without blocking is never opened, and an output
/// path that names no folder is refused before anything is written.
@Suite struct PortInputTests {
    static let source = "import UIKit\nfinal class F: UITextField {}\n"

    /// Runs kbsim under coreutils' `timeout 60`, so a regression that blocks ends (exit 124) instead of stalling.
    static func kbsimWithTimeout(_ arguments: [String], in directory: URL) throws -> KbsimProcess.Run {
        try KbsimProcess.run(
            URL(fileURLWithPath: "/usr/bin/timeout"), ["60", KbsimProcess.executable.path] + arguments,
            environment: ["KBSIM_KEYMAPS": KbsimProcess.keymapsDirectory], in: directory)
    }

    @Test(
        "port -o \"\" is refused with exit 2 and the input is left as it was (an empty path is not the current folder)")
    func emptyOutputRefused() throws {
        let dir = try KbsimProcess.temporaryFolder("port-empty-o")
        let file = dir.appendingPathComponent("x.swift")
        try Self.source.write(to: file, atomically: true, encoding: .utf8)
        let run = try KbsimProcess.kbsim(["port", "x.swift", "-o", ""], in: dir)
        #expect(run.status == 2)
        #expect(
            run.stderr
                == "kbsim: port -o \"\": an empty folder name; accepted: a folder kbsim can create and write (-o . for the current one)\n"
        )
        #expect(try String(contentsOf: file, encoding: .utf8) == Self.source)
    }

    @Test("A FIFO named *.swift in a folder is skipped: port DIR finishes (under a 60 s guard) with the real files")
    func fifoInFolderSkipped() throws {
        let dir = try KbsimProcess.temporaryFolder("port-fifo")
        try Self.source.write(to: dir.appendingPathComponent("real.swift"), atomically: true, encoding: .utf8)
        #expect(mkfifo(dir.appendingPathComponent("pipe.swift").path, 0o600) == 0)
        let out = dir.appendingPathComponent("out").path
        let run = try Self.kbsimWithTimeout(["port", dir.path, "-o", out], in: dir)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("1 file:"), "\(run.stdout)")
        #expect(FileManager.default.fileExists(atPath: out + "/real.swift"))
        #expect(!FileManager.default.fileExists(atPath: out + "/pipe.swift"))
    }

    @Test("A FIFO named on the command line is refused with exit 2, never opened")
    func fifoArgumentRefused() throws {
        let dir = try KbsimProcess.temporaryFolder("port-fifo-arg")
        #expect(mkfifo(dir.appendingPathComponent("pipe.swift").path, 0o600) == 0)
        let run = try Self.kbsimWithTimeout(["port", "pipe.swift"], in: dir)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("kbsim: port: pipe.swift is not a regular file"), "\(run.stderr)")
    }
}
