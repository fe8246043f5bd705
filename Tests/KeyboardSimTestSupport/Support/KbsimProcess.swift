import Foundation

/// Runs the built `kbsim` (or another program) for end-to-end tests: exit status, stdout and stderr.
enum KbsimProcess {
    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        /// Whether the process died of a signal (a trap) rather than exiting.
        var signalled = false
        /// stdout parsed as one JSON object.
        var json: [String: Any]? {
            try? JSONSerialization.jsonObject(with: Data(stdout.utf8)) as? [String: Any]
        }
        /// stdout parsed as JSON Lines.
        var lines: [[String: Any]] {
            stdout.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }
        }
    }

    /// The test process's environment, with `KBSIM_CACHE_DIR` pointing at a temporary folder when it is not set:
    /// the `kbsim` the tests start never writes its compiled input-method data outside a temporary folder.
    static let childEnvironment: [String: String] = {
        var environment = ProcessInfo.processInfo.environment
        if (environment["KBSIM_CACHE_DIR"] ?? "").isEmpty {
            environment["KBSIM_CACHE_DIR"] =
                FileManager.default.temporaryDirectory
                .appendingPathComponent("kbsim-test-cache-\(getpid())").path
        }
        return environment
    }()

    /// The built `kbsim` beside the test bundle.
    static var executable: URL {
        let dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for candidate in [dir, dir.deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("kbsim")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return dir.appendingPathComponent("kbsim")
    }

    /// The repository's `keymaps/`, passed to the binary so it does not depend on the working directory.
    static let keymapsDirectory = Repository.url("keymaps").path

    /// Runs `kbsim` with arguments (and optional standard input, working directory and environment).
    static func kbsim(
        _ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
        environment: [String: String] = [:]
    ) throws -> Run {
        try run(
            executable, arguments, environment: environment.merging(["KBSIM_KEYMAPS": keymapsDirectory]) { a, _ in a },
            stdin: stdin, in: directory)
    }

    /// Where the child's standard output goes, for the tests of write failures.
    enum Output {
        /// A closed descriptor (`>&-`).
        case closed
        /// `/dev/full`: every write fails with ENOSPC.
        case full
        /// A pipe whose reader has gone: writes fail with EPIPE / SIGPIPE.
        case brokenPipe
    }

    /// Runs `kbsim` with its stdout closed, on a full device or on a broken pipe (stderr is captured).
    static func kbsim(
        _ arguments: [String], stdout: Output, stdin: String? = nil, in directory: URL? = nil,
        shellPrefix: String = ""
    ) throws -> Run {
        let environment = ["KBSIM_KEYMAPS": keymapsDirectory]
        switch stdout {
        case .closed, .full:
            // exec keeps the pid, so the status is kbsim's own.
            let redirect = stdout == .closed ? ">&-" : ">/dev/full"
            return try run(
                URL(fileURLWithPath: "/bin/sh"),
                ["-c", "\(shellPrefix) exec \"$0\" \"$@\" \(redirect)", executable.path] + arguments,
                environment: environment, stdin: stdin, in: directory)
        case .brokenPipe:
            let process = Process()
            if let directory { process.currentDirectoryURL = directory }
            process.executableURL = executable
            process.arguments = arguments
            process.environment = childEnvironment.merging(environment) { $1 }
            let pipe = Pipe(), err = Pipe(), input = Pipe()
            try pipe.fileHandleForReading.close()  // nobody will read: the first write breaks the pipe
            process.standardOutput = pipe.fileHandleForWriting
            process.standardError = err
            process.standardInput = input
            try process.run()
            try? pipe.fileHandleForWriting.close()
            if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
            try? input.fileHandleForWriting.close()
            let e = err.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return Run(
                status: process.terminationStatus, stdout: "", stderr: String(decoding: e, as: UTF8.self),
                signalled: process.terminationReason == .uncaughtSignal)
        }
    }

    /// Runs `kbsim` through `/bin/sh -c 'PREFIX exec kbsim ARGS…'` (stdout and stderr captured), for limits a
    /// shell sets: `trap "" XFSZ; ulimit -f 1;` makes every write past 512 bytes fail with EFBIG.
    static func kbsim(_ arguments: [String], shellPrefix: String, in directory: URL? = nil) throws -> Run {
        try run(
            URL(fileURLWithPath: "/bin/sh"), ["-c", "\(shellPrefix) exec \"$0\" \"$@\"", executable.path] + arguments,
            environment: ["KBSIM_KEYMAPS": keymapsDirectory], in: directory)
    }

    /// Starts `kbsim` without waiting (for the signal tests); stdout and stderr go to the returned pipes.
    static func start(_ arguments: [String], in directory: URL? = nil) throws -> (
        process: Process, stdout: Pipe, stderr: Pipe
    ) {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = childEnvironment.merging(["KBSIM_KEYMAPS": keymapsDirectory]) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return (process, out, err)
    }

    /// A fresh empty folder under the system's temporary folder.
    static func temporaryFolder(_ name: String = #function) throws -> URL {
        let safe = name.filter { $0.isLetter || $0.isNumber }
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-\(safe)-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Runs a program and waits for it.
    static func run(
        _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
        stdin: String? = nil, in directory: URL? = nil
    ) throws -> Run {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = childEnvironment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
        try? input.fileHandleForWriting.close()
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
            stderr: String(decoding: e, as: UTF8.self), signalled: process.terminationReason == .uncaughtSignal)
    }
}
