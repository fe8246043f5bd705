@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// docs/interfaces.md §3: SIGINT exits 130 and SIGTERM 143 after removing temporary and session files; `kbsim fuzz
/// --jobs N` stops its workers (they also stop by themselves when the parent is gone).
@Suite(.serialized) struct InterruptionTests {
    /// Whether a process is running (a zombie, or no /proc entry, is not).
    static func isAlive(_ pid: Int32) -> Bool {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return false }
        let state = stat[stat.index(close, offsetBy: 2)]
        return state != "Z" && state != "X"
    }

    /// Polls `condition` every 20 ms for up to `seconds`.
    static func waitUntil(_ seconds: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(20_000)
        }
        return condition()
    }

    static func runningFiles(_ dir: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []).filter { $0.hasPrefix("running-") }
    }

    /// Starts `kbsim fuzz --jobs 4`, waits for its four workers' session files, and returns the workers' pids.
    static func startJobs(_ dir: URL) throws -> (Process, [Int32]) {
        let (process, _, _) = try KbsimProcess.start([
            "fuzz", "--jobs", "4", "--seconds", "120", "--quiet", "--delegate",
            "max-length:5", "--seed", "1", "--out", dir.path
        ])
        let started = waitUntil(30) { runningFiles(dir).count == 4 }
        let pids = runningFiles(dir).compactMap { Int32($0.dropFirst("running-".count).dropLast(".kbsim".count)) }
        if !started { process.terminate() }
        try #require(started, "the four workers did not start")
        return (process, pids)
    }

    @Test(
        "fuzz --jobs 4: SIGTERM to the parent exits 143, no worker is left after 1 s, no running-*.kbsim remains",
        arguments: [(SIGTERM, Int32(143)), (SIGINT, Int32(130))])
    func fuzzJobsStopWithTheParent(signal: Int32, code: Int32) throws {
        let dir = try KbsimProcess.temporaryFolder()
        let (parent, workers) = try Self.startJobs(dir)
        kill(parent.processIdentifier, signal)
        parent.waitUntilExit()
        #expect(parent.terminationReason == .exit)
        #expect(parent.terminationStatus == code)
        #expect(
            Self.waitUntil(1) { workers.allSatisfy { !Self.isAlive($0) } },
            "workers still running: \(workers.filter(Self.isAlive))")
        #expect(Self.runningFiles(dir).isEmpty)
    }

    @Test("fuzz --jobs 4: workers whose parent is killed outright (SIGKILL) stop by themselves and remove their files")
    func fuzzWorkersStopWhenTheParentDies() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let (parent, workers) = try Self.startJobs(dir)
        kill(parent.processIdentifier, SIGKILL)
        parent.waitUntilExit()
        #expect(
            Self.waitUntil(3) { workers.allSatisfy { !Self.isAlive($0) } },
            "workers still running: \(workers.filter(Self.isAlive))")
        #expect(Self.waitUntil(1) { Self.runningFiles(dir).isEmpty })
    }

    @Test("fuzz (one process): SIGINT exits 130 and removes its running-PID.kbsim")
    func fuzzSingleProcessCleansUp() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let (process, _, _) = try KbsimProcess.start([
            "fuzz", "--seconds", "120", "--quiet", "--delegate", "max-length:5",
            "--seed", "1", "--out", dir.path
        ])
        try #require(Self.waitUntil(30) { Self.runningFiles(dir).count == 1 })
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
        #expect(Self.runningFiles(dir).isEmpty)
    }

    @Test("edit: SIGINT during a long session exits 130")
    func editInterrupted() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let file = dir.appendingPathComponent("long.txt")
        try String(repeating: "abcdefghij ", count: 200_000).write(to: file, atomically: true, encoding: .utf8)
        let (process, out, _) = try KbsimProcess.start(["--type-file", file.path, "--format", "jsonl"])
        // Drain stdout so the session is not held up by a full pipe, and interrupt once output has started.
        var received = 0
        let started = Self.waitUntil(30) {
            received += out.fileHandleForReading.availableData.count; return received > 0
        }
        try #require(started)
        kill(process.processIdentifier, SIGINT)
        DispatchQueue.global().async { _ = out.fileHandleForReading.readDataToEndOfFile() }
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 130)
    }

    @Test("run --record: SIGTERM while a script runs exits 143 and leaves no transcript, whole or partial")
    func runInterrupted() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let script = dir.appendingPathComponent("long.kbsim")
        try ("field f\ntap f\n" + String(repeating: "type \"abcdefghij\"\nbackspace 10\n", count: 20_000))
            .write(to: script, atomically: true, encoding: .utf8)
        let golden = dir.appendingPathComponent("golden")
        let (process, _, _) = try KbsimProcess.start(["run", "--record", golden.path + "/", script.path])
        usleep(1_500_000)
        try #require(process.isRunning, "the script finished before the signal; make it longer")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 143)
        #expect(((try? FileManager.default.contentsOfDirectory(atPath: golden.path)) ?? []).isEmpty)
    }
}
