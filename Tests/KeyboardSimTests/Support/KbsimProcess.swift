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
    static let keymapsDirectory: String = {
        var url = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        for _ in 0..<4 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("keymaps").path
    }()

    /// Runs `kbsim` with arguments (and optional standard input, working directory and environment).
    static func kbsim(_ arguments: [String], stdin: String? = nil, in directory: URL? = nil,
                      environment: [String: String] = [:]) throws -> Run {
        try run(executable, arguments, environment: environment.merging(["KBSIM_KEYMAPS": keymapsDirectory]) { a, _ in a },
                stdin: stdin, in: directory)
    }

    /// Runs a program and waits for it.
    static func run(_ executable: URL, _ arguments: [String], environment: [String: String] = [:],
                    stdin: String? = nil, in directory: URL? = nil) throws -> Run {
        let process = Process()
        if let directory { process.currentDirectoryURL = directory }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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
        return Run(status: process.terminationStatus, stdout: String(decoding: o, as: UTF8.self),
                   stderr: String(decoding: e, as: UTF8.self), signalled: process.terminationReason == .uncaughtSignal)
    }
}
