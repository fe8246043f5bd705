import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
#if canImport(Glibc)
import Glibc
#endif

// Isolation (``FuzzIsolation/childProcess``): sessions run in a child process that re-runs the current executable
// (posix_spawn, never fork() in a threaded process). The child finds the same fuzzer (the same test re-run with
// KBSIM_FUZZ_WORKER naming it, or `kbsim fuzz --worker-isolated` with the same options) and serves requests on
// file descriptor 3, answering on 4, one JSON object per line:
//
//   parent → child   `seed N TWICE` (generate the session of run seed N and run it, twice when TWICE is 1)
//                    `script N` and N bytes of scenario script (a shrinking candidate)
//   child → parent   {"ok":true,"counts":[[name,checked,held],…]} or {"ok":false,"property":…,"message":…,
//                    "location":…,"step":…,"expect":"expect …","counts":…}
//
// A child that dies (a trap in the delegate, a signal) is a `crash` failure: its stderr's fatal-error line is the
// message and the location; the session is shrunk by replaying candidates in new children.

/// A child process running sessions for a fuzzer.
@MainActor final class FuzzChild {
    enum Result {
        case ok
        case failed(property: String, message: String, location: String, step: Int, expect: String?)
        case crashed(message: String)
    }

    /// The environment variable naming the fuzzer a child serves.
    static let workerVariable = "KBSIM_FUZZ_WORKER"
    /// How often each key's isolated run was started in this process (a test may run several fuzzers).
    static var starts: [String: Int] = [:]

    let pid: pid_t
    private let requests: Int32
    private let replies: Int32
    private let stderrPath: String
    private var buffer: [UInt8] = []
    /// The child's cumulative check counts, from its last answer.
    private(set) var counts: [FuzzCheckCount] = []
    private(set) var alive = true
    /// How long to wait for one answer before the child is taken as hung.
    var timeout: Double = 60

    /// The key of an isolated run: the caller's file and function, and how many such runs this process started.
    static func workerKey(file: String, function: String) -> String {
        let base = "\(file)|\(function)"
        let n = starts[base, default: 0]
        starts[base] = n + 1
        return "\(base)|\(n)"
    }

    /// Whether this process is a child started to serve `key`.
    static func isWorker(for key: String) -> Bool {
        ProcessInfo.processInfo.environment[workerVariable] == key
    }

    /// The command that re-runs this process as a child for a function of a Swift Testing run, or nil.
    static func defaultCommand(function: String) -> [String]? {
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let args = CommandLine.arguments
        let testing = args.contains("--testing-library") || exe.hasSuffix(".xctest")
        // Any other executable (the user's own, `kbsim`) runs again with its own arguments: it reaches the same
        // `Fuzzer.run()`, where the environment tells it to serve.
        guard testing else { return args.isEmpty ? nil : [exe] + args.dropFirst() }
        return [
            exe, "--testing-library", "swift-testing", "--filter", NSRegularExpression.escapedPattern(for: function)
        ]
    }

    init(command: [String], key: String) throws {
        var req: [Int32] = [0, 0], rep: [Int32] = [0, 0]
        guard pipe(&req) == 0, pipe(&rep) == 0 else {
            throw FuzzBytesError(message: "pipe: \(String(cString: strerror(errno)))")
        }
        stderrPath =
            FileManager.default.temporaryDirectory.appendingPathComponent(
                "kbsim-fuzz-child-\(getpid())-\(UUID().uuidString).stderr"
            ).path
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, req[0], 3)
        posix_spawn_file_actions_adddup2(&actions, rep[1], 4)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, stderrPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        for fd in [req[0], req[1], rep[0], rep[1]] where fd > 4 { posix_spawn_file_actions_addclose(&actions, fd) }
        var env = ProcessInfo.processInfo.environment
        env[Self.workerVariable] = key
        env["SWIFT_BACKTRACE"] = "enable=no"
        let envStrings = env.map { "\($0.key)=\($0.value)" }
        var argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
        var envp: [UnsafeMutablePointer<CChar>?] = envStrings.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) }; for p in envp { free(p) } }
        var child: pid_t = 0
        let rc = posix_spawn(&child, command[0], &actions, nil, &argv, &envp)
        close(req[0])
        close(rep[1])
        guard rc == 0 else {
            close(req[1]); close(rep[0])
            throw FuzzBytesError(
                message: "cannot start the child process \(command[0]): \(String(cString: strerror(rc)))")
        }
        pid = child
        requests = req[1]
        replies = rep[0]
        _ = fcntl(requests, F_SETFD, FD_CLOEXEC)
        _ = fcntl(replies, F_SETFD, FD_CLOEXEC)
    }

    /// Runs the session of a run seed.
    func run(seed: UInt64, twice: Bool) -> Result { exchange(Array("seed \(seed) \(twice ? 1 : 0)\n".utf8)) }

    /// Runs a script (a shrinking candidate).
    func run(script: String) -> Result {
        let body = Array(script.utf8)
        return exchange(Array("script \(body.count)\n".utf8) + body)
    }

    private func exchange(_ request: [UInt8]) -> Result {
        guard alive else { return .crashed(message: "the child process is gone") }
        var sent = 0
        while sent < request.count {
            let n = request[sent...].withUnsafeBytes { write(requests, $0.baseAddress, $0.count) }
            if n <= 0 { return died() }
            sent += n
        }
        guard let line = readLine() else { return died() }
        guard let obj = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any] else {
            return .crashed(message: "the child answered \(String(decoding: line, as: UTF8.self))")
        }
        if let c = obj["counts"] as? [[Any]] {
            counts = c.compactMap { row in
                guard row.count == 3, let n = row[0] as? String, let a = row[1] as? Int, let h = row[2] as? Int else {
                    return nil
                }
                return FuzzCheckCount(name: n, checked: a, held: h)
            }
        }
        if obj["ok"] as? Bool == true { return .ok }
        return .failed(
            property: obj["property"] as? String ?? "?", message: obj["message"] as? String ?? "",
            location: obj["location"] as? String ?? "", step: obj["step"] as? Int ?? 0,
            expect: obj["expect"] as? String)
    }

    /// One answer line, or nil when the child died or hung.
    private func readLine() -> [UInt8]? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if let nl = buffer.firstIndex(of: 10) {
                let line = Array(buffer[..<nl])
                buffer.removeSubrange(...nl)
                return line
            }
            var pfd = pollfd(fd: replies, events: Int16(POLLIN), revents: 0)
            let left = deadline.timeIntervalSinceNow
            if left <= 0 { kill(pid, SIGKILL); return nil }
            let r = poll(&pfd, 1, Int32(min(left, 1) * 1000))
            if r < 0 && errno == EINTR { continue }
            if r == 0 { continue }
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = read(replies, &chunk, chunk.count)
            if n <= 0 { return nil }
            buffer += chunk[..<n]
        }
    }

    /// The child is gone: reap it and say why, from its stderr's fatal-error line.
    private func died() -> Result {
        alive = false
        close(requests)
        close(replies)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        let err = (try? String(contentsOfFile: stderrPath, encoding: .utf8)) ?? ""
        unlink(stderrPath)
        let sig = status & 0x7F
        var message = err.split(separator: "\n").first {
            $0.contains("Fatal error") || $0.contains("fatal error") || $0.contains("Precondition failed")
                || $0.contains("Assertion failed")
        }
        .map { String($0).trimmingCharacters(in: .whitespaces) }
        // "…/File.swift:12: Fatal error: Index out of range" → keep the message and the file:line.
        if message == nil {
            message =
                sig != 0
                ? "killed by signal \(sig)" + (sig == SIGKILL ? " (no answer for \(Int(timeout)) s: hung)" : "")
                : "exited with status \((status >> 8) & 0xFF) without answering"
        }
        return .crashed(message: message!)
    }

    /// Ends the child (closing its requests) and reaps it.
    func finish() {
        guard alive else { return }
        alive = false
        close(requests)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
        close(replies)
        unlink(stderrPath)
    }

    // MARK: The child's side

    /// Serves requests for `fuzzer` on descriptors 3 and 4 until the parent closes them, then exits.
    static func serve(_ fuzzer: Fuzzer) -> Never {
        let runner = fuzzer.runner
        var input: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        func fill() -> Bool {
            let n = read(3, &chunk, chunk.count)
            if n <= 0 { return false }
            input += chunk[..<n]
            return true
        }
        func line() -> String? {
            while true {
                if let nl = input.firstIndex(of: 10) {
                    let l = String(decoding: input[..<nl], as: UTF8.self)
                    input.removeSubrange(...nl)
                    return l
                }
                if !fill() { return nil }
            }
        }
        func answer(_ failure: FuzzFailure?) {
            var obj: [String: Any] = [
                "ok": failure == nil,
                "counts": runner.counts.map { [$0.name, $0.checked, $0.held] as [Any] }
            ]
            if let f = failure {
                obj["property"] = f.property
                obj["message"] = f.message
                obj["location"] = f.location
                obj["step"] = f.step
                if let e = f.expectation { obj["expect"] = ScenarioPrinter.line(.expect(e)) }
            }
            var data = (try? JSONSerialization.data(withJSONObject: obj)) ?? Data("{\"ok\":true}".utf8)
            data.append(10)
            data.withUnsafeBytes { p in
                var off = 0
                while off < p.count {
                    let n = write(4, p.baseAddress! + off, p.count - off)
                    if n <= 0 { exit(0) }
                    off += n
                }
            }
        }
        while let request = line() {
            let parts = request.split(separator: " ")
            if parts.first == "seed", parts.count == 3, let seed = UInt64(parts[1]) {
                let session = fuzzer.generator.session(seed: seed)
                answer(parts[2] == "1" ? runner.runTwice(session) : runner.run(session).failure)
            } else if parts.first == "script", parts.count == 2, let n = Int(parts[1]) {
                while input.count < n { if !fill() { exit(0) } }
                let text = String(decoding: input[..<n], as: UTF8.self)
                input.removeSubrange(..<n)
                if let session = try? FuzzSession(script: text, registry: runner.registry) {
                    answer(runner.run(session).failure)
                } else {
                    answer(nil)
                }
            } else {
                exit(2)
            }
        }
        exit(0)
    }
}

extension Fuzzer {
    /// The fuzzing loop with sessions in child processes.
    func runIsolated(progress: ((Progress) -> Void)?, key: String, function: String) -> Report {
        let c = configuration
        let clock = ContinuousClock()
        let start = clock.now
        func elapsed() -> Double { (clock.now - start).seconds }
        guard let command = c.childCommand ?? FuzzChild.defaultCommand(function: function) else {
            var r = runInProcessFallback(progress: progress)
            r.failures.insert(
                FuzzFailure(
                    property: "isolation",
                    message:
                        "no command to re-run this process as a child: set Configuration.childCommand; the sessions ran in this process",
                    location: "set-up", step: 0, session: FuzzSession(steps: [])), at: 0)
            return r
        }
        var child: FuzzChild?
        var finishedCounts: [[FuzzCheckCount]] = []
        func ensureChild() -> FuzzChild? {
            if let child, child.alive { return child }
            if let child { finishedCounts.append(child.counts) }
            child = try? FuzzChild(command: command, key: key)
            return child
        }
        /// Turns a child's answer into a failure of `session`.
        func failure(_ result: FuzzChild.Result, _ session: FuzzSession) -> FuzzFailure? {
            switch result {
            case .ok: return nil
            case .failed(let property, let message, let location, let step, let expect):
                var e: ScenarioExpectation?
                if let expect,
                    let parsed = try? FuzzSession(script: session.script() + expect + "\n", registry: runner.registry),
                    case .expect(let x)? = parsed.steps.last
                {
                    e = x
                }
                return FuzzFailure(
                    property: property, message: message, location: location, step: step, session: session,
                    expectation: e)
            case .crashed(let message):
                let site = message.range(of: #"[^ /]+\.swift:\d+"#, options: .regularExpression).map {
                    String(message[$0])
                }
                let what =
                    message.components(separatedBy: "Fatal error: ").last.map {
                        $0.trimmingCharacters(in: .whitespaces)
                    } ?? message
                return FuzzFailure(
                    property: "crash", message: "the process trapped: \(message)",
                    location: "trap: " + (site.map { "\($0): " } ?? "") + what,
                    step: session.steps.count - 1, session: session)
            }
        }
        var runs = 0, steps = 0
        var seen: Set<String> = []
        var duplicates = 0
        var lastReport = start
        var shrunk: [(FuzzFailure, FuzzFailure)] = []
        var keys: Set<String> = []
        var tests = 0
        var shrinkSeconds = 0.0
        var budgetSpent = false
        // Fuzzing time: shrinking does not spend the budget.
        func fuzzingTime() -> Double { elapsed() - shrinkSeconds }
        // `maxFailures` counts failures as reported, after shrinking and merging (as in process): when the failures
        // found shrink to fewer distinct ones, fuzzing goes on where it stopped.
        while !budgetSpent && shrunk.count < c.maxFailures {
            var found: [FuzzFailure] = []
            while shrunk.count + found.count < c.maxFailures {
                if case .runs(let n) = c.budget, runs >= n { budgetSpent = true; break }
                if case .steps(let n) = c.budget, steps >= n { budgetSpent = true; break }
                if case .seconds(let t) = c.budget, fuzzingTime() >= t { budgetSpent = true; break }
                guard let ch = ensureChild() else { budgetSpent = true; break }
                let seed = SplitMix64.runSeed(c.seed, run: runs)
                let session = generator.session(seed: seed)
                let twice = c.determinismEvery > 0 && runs % c.determinismEvery == 0
                let result = ch.run(seed: seed, twice: twice)
                runs += 1
                steps += session.steps.count
                if let f = failure(result, session) {
                    if seen.insert(dedupKey(f)).inserted { found.append(f) } else { duplicates += 1 }
                }
                if let progress, (clock.now - lastReport).seconds >= 0.25 {
                    lastReport = clock.now
                    progress(
                        Progress(runs: runs, steps: steps, seconds: fuzzingTime(), failures: shrunk.count + found.count)
                    )
                }
            }
            if found.isEmpty { break }
            let shrinkStart = clock.now
            shrunk += shrinkAll(found, keys: &keys, tests: &tests, duplicates: &duplicates) { candidate, like in
                guard let ch = ensureChild() else { return nil }
                guard let f = failure(ch.run(script: candidate.script()), candidate), f.property == like.property else {
                    return nil
                }
                // A trap must stay the same trap.
                return like.property == "crash" && f.location != like.location ? nil : f
            }
            shrinkSeconds += (clock.now - shrinkStart).seconds
        }
        let seconds = fuzzingTime()
        progress?(Progress(runs: runs, steps: steps, seconds: seconds, failures: shrunk.count))
        if let child { child.finish(); finishedCounts.append(child.counts) }
        var totals: [String: FuzzCheckCount] = [:]
        var order: [String] = []
        for list in finishedCounts {
            for k in list {
                if totals[k.name] == nil { order.append(k.name); totals[k.name] = FuzzCheckCount(name: k.name) }
                totals[k.name]!.checked += k.checked
                totals[k.name]!.held += k.held
            }
        }
        return Report(
            failures: shrunk.map(\.1), originals: shrunk.map(\.0), runs: runs, steps: steps, seconds: seconds,
            shrinkTests: tests, shrinkSeconds: shrinkSeconds, duplicates: duplicates,
            counts: order.map { totals[$0]! })
    }

    private func runInProcessFallback(progress: ((Progress) -> Void)?) -> Report {
        var c = configuration
        c.isolation = .inProcess
        return Fuzzer(c).run(progress: progress)
    }
}
