@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// Files kbsim writes are written whole (a temporary file in the same folder, renamed into place): a failure leaves
/// the file that was there, never half of one; errors name the file and the OS reason (docs/interfaces.md §3, §4).
@Suite struct FileOutputTests {
    /// Every write past 512 bytes fails with EFBIG (the shell's file-size limit; SIGXFSZ ignored).
    static let smallFileLimit = "trap '' XFSZ; ulimit -f 1;"

    static func write(_ text: String, _ url: URL) throws { try text.write(to: url, atomically: true, encoding: .utf8) }
    static func read(_ url: URL) -> String? { try? String(contentsOf: url, encoding: .utf8) }
    static func names(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).sorted()
    }

    /// A Swift file whose port is longer than 512 bytes.
    static let bigSource =
        "import UIKit\n" + (0..<40).map { "@objc func f\($0)() { _ = #selector(f\($0)) }\n" }.joined()

    @Test("port -o: a write that fails half-way (EFBIG) keeps the old file, leaves no temporary file, says why, exit 1")
    func portFailureKeepsOldFile() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let input = dir.appendingPathComponent("in/Big.swift"), out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(
            at: input.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try Self.write(Self.bigSource, input)
        try Self.write("// the good old port\n", out.appendingPathComponent("Big.swift"))
        let r = try KbsimProcess.kbsim(["port", input.path, "-o", out.path], shellPrefix: Self.smallFileLimit)
        #expect(r.status == 1)
        #expect(r.stderr.contains("Big.swift") && r.stderr.contains("(EFBIG)"), "\(r.stderr)")
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(Self.read(out.appendingPathComponent("Big.swift")) == "// the good old port\n")
        #expect(Self.names(out) == ["Big.swift"])
    }

    @Test("run --record: a transcript that cannot be written whole keeps the old one and says why")
    func recordFailureKeepsOldFile() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("s.kbsim"), golden = dir.appendingPathComponent("s.transcript")
        try Self.write("field f\ntap f\ntype \"hello\"\n", script)
        try Self.write("{\"kind\":\"session\"}\n", golden)
        let r = try KbsimProcess.kbsim(["run", "--record", golden.path, script.path], shellPrefix: Self.smallFileLimit)
        #expect(r.status == 1)
        #expect(r.stderr.contains("--record") && r.stderr.contains("(EFBIG)"), "\(r.stderr)")
        #expect(Self.read(golden) == "{\"kind\":\"session\"}\n")
        #expect(Self.names(dir) == ["s.kbsim", "s.transcript"])
    }

    @Test("render -o onto a symbolic link writes through to its target; the link stays a link")
    func renderWritesThroughSymlink() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let target = dir.appendingPathComponent("real.svg"), link = dir.appendingPathComponent("link.svg")
        try Self.write("old", target)
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "real.svg")
        let r = try KbsimProcess.kbsim(["render", "-o", link.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == "real.svg")
        #expect(Self.read(target)?.contains("<svg") == true)
        #expect(Self.names(dir) == ["link.svg", "real.svg"])
    }

    @Test("render -o into a missing folder: exit 2 naming the file and ENOENT")
    func renderMissingFolder() throws {
        let r = try KbsimProcess.kbsim(["render", "-o", "/nonexistent-kbsim/k.svg"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("/nonexistent-kbsim/k.svg") && r.stderr.contains("(ENOENT)"), "\(r.stderr)")
    }

    @Test("port -o with two inputs of the same name writes nothing (everything is checked before anything is written)")
    func portChecksBeforeWriting() throws {
        let dir = try KbsimProcess.temporaryFolder()
        for sub in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: dir.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Self.write("import UIKit\n", dir.appendingPathComponent("a/First.swift"))
        try Self.write("import UIKit\n", dir.appendingPathComponent("a/Same.swift"))
        try Self.write("import UIKit\n", dir.appendingPathComponent("b/Same.swift"))
        let out = dir.appendingPathComponent("out")
        let r = try KbsimProcess.kbsim([
            "port", dir.appendingPathComponent("a").path, dir.appendingPathComponent("b").path, "-o", out.path
        ])
        #expect(r.status == 2)
        #expect(r.stderr.contains("Same.swift"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test(
        "fuzz: a failure whose reproducer cannot be written is not lost: the script is on stdout, the reason on stderr")
    func fuzzFailureNeverLost() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let args = [
            "fuzz", "--delegate", "planted:array-index-recorded", "--seed", "3", "--runs", "500", "--out", dir.path
        ]
        let first = try KbsimProcess.kbsim(args)
        let path = String(try #require(first.stdout.split(separator: "\n").last).dropFirst("reproducer: ".count))
        try FileManager.default.removeItem(atPath: path)
        // now unwritable as a file
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
        let r = try KbsimProcess.kbsim(args)
        #expect(r.status == 1)
        #expect(r.stdout.contains("field f delegate=planted:array-index"))
        #expect(r.stdout.split(separator: "\n").last == "reproducer: not written (the script is above)")
        #expect(r.stderr.contains(path) && r.stderr.contains("(EISDIR)"), "\(r.stderr)")
    }

    @Test("fuzz --out under a regular file: one line naming the folder and ENOTDIR, exit 2, before fuzzing")
    func fuzzOutUnwritable() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let file = dir.appendingPathComponent("file")
        try Self.write("x", file)
        let r = try KbsimProcess.kbsim(["fuzz", "--runs", "1", "--out", file.path + "/sub"])
        #expect(r.status == 2)
        #expect(
            r.stderr.hasPrefix("kbsim: --out \"\(file.path)/sub\": ") && r.stderr.contains("(ENOTDIR)"), "\(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain") && r.stderr.split(separator: "\n").count == 1)
    }
}
