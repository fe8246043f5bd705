import Foundation
import Testing
import KeyboardSimIME

/// Builds and runs scripts/rime-oracle/rime-oracle.c.
enum RimeOracle {
    static let source = Repository.url("scripts/rime-oracle/rime-oracle.c")

    /// Whether librime's headers and library are installed (pkg-config knows `rime`).
    static var available: Bool { (try? run("/usr/bin/pkg-config", ["--exists", "rime"]).status) == 0 }

    /// The first `count` candidates librime gives for each input.
    static func candidates(schema: String, inputs: [String], count: Int) throws -> [String: [String]] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-rime-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let flags = try run("/usr/bin/pkg-config", ["--cflags", "--libs", "rime"]).output
            .split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
                !$0.isEmpty
            }
        let binary = dir.appendingPathComponent("rime-oracle").path
        let build = try run("/usr/bin/cc", [source.path, "-o", binary] + flags)
        try #require(build.status == 0, "cc rime-oracle.c: \(build.output)")
        let userDir = dir.appendingPathComponent("user").path
        try FileManager.default.createDirectory(atPath: userDir, withIntermediateDirectories: true)
        let result = try run(binary, [schema, userDir, String(count)], input: inputs.joined(separator: "\n") + "\n")
        try #require(result.status == 0, "rime-oracle exited \(result.status)")
        var out: [String: [String]] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            out[String(parts[0])] = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        }
        return out
    }

    /// Runs a program; standard error is discarded (librime logs there).
    static func run(_ path: String, _ arguments: [String], input: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let inPipe = Pipe()
        if input != nil { p.standardInput = inPipe }
        try p.run()
        if let input {
            // Written from another thread, so a full output pipe cannot deadlock with a full input pipe.
            let handle = inPipe.fileHandleForWriting
            let data = Data(input.utf8)
            Thread.detachNewThread {
                handle.write(data); try? handle.close()
            }
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
