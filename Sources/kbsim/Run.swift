import Foundation
import ArgumentParser
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz
import KeyboardSimPort

/// `kbsim run`: runs scenario scripts (docs/interfaces.md §2, docs/scenarios.md), checks their expectations, records or
/// checks golden transcripts.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run scenario scripts: what a person does, and what must happen.",
        discussion: """
            Prints a line per script (ok or FAIL, with file:line, expected, actual and the last events of each \
            failed expect) and a closing line `N passed, M failed`. Exit 0 when all passed, 1 when any failed, \
            2 for bad input (a malformed script names file:line:column; a step that cannot run, such as a \
            character the keyboard cannot type).

            --record and --check take one transcript file per script (repeat the option, in the order of the \
            scripts), or a directory: DIR/NAME.transcript for each script NAME.kbsim. --check compares events, \
            not bytes, and prints the moved, inserted, removed and changed events.

            Example: kbsim run Examples/**/*.kbsim
            """)

    @Argument(help: "Scenario scripts (.kbsim).")
    var files: [String] = []

    @Option(help: "How events are shown (failure context, --verbose): text or jsonl.")
    var format: RunFormat = .text

    @Option(help: ArgumentHelp("Write each script's transcript (JSON Lines): one file per script, or a directory.", valueName: "file-or-dir"))
    var record: [String] = []

    @Option(help: ArgumentHelp("Compare each script's transcript with a golden one: one file per script, or a directory.", valueName: "file-or-dir"))
    var check: [String] = []

    @Flag(help: "Print every script's transcript.")
    var verbose = false

    enum RunFormat: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

    func run() throws {
        guard !files.isEmpty else {
            throw CLIError(message: "run: no scenario file given; accepted: one or more .kbsim files (kbsim run FILE…)")
        }
        let recordPaths = try transcriptPaths(record, option: "--record", mustExist: false)
        let checkPaths = try transcriptPaths(check, option: "--check", mustExist: true)
        var goldens: [[String]?] = Array(repeating: nil, count: files.count)
        if let checkPaths {
            for (i, p) in checkPaths.enumerated() {
                goldens[i] = try readText(p, option: "--check").split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            }
        }
        let command = self
        let code: Int32 = try MainActor.assumeIsolated {
            try command.runAll(recordPaths: recordPaths, checkPaths: checkPaths, goldens: goldens)
        }
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private func runAll(recordPaths: [String]?, checkPaths: [String]?, goldens: [[String]?]) throws -> Int32 {
        // The fuzzer's planted delegates and the meddling app, so its reproducers replay (the trapping one traps
        // again, as it should).
        var registry = ScenarioRegistry()
        FuzzTarget.plantedArrayIndex.register(in: &registry)
        FuzzTarget.plantedArrayIndexRecorded.register(in: &registry)
        FuzzMeddler.target().register(in: &registry)
        let runner = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
        // Parse everything first: a malformed script is bad input (exit 2) before anything runs.
        var scenarios: [Scenario] = []
        var malformed: [String] = []
        for file in files {
            let text: String
            do { text = try readText(file, option: "run") } catch let e as CLIError { malformed.append(e.message); continue }
            do { scenarios.append(try runner.registry.parser.parse(text, file: file)) } catch {
                malformed.append(error.description)
            }
        }
        if !malformed.isEmpty {
            for m in malformed { FileHandle.standardError.write(Data("kbsim: \(m)\n".utf8)) }
            return 2
        }
        let out = OutputBuffer()
        defer { out.flush() }
        var passed = 0, failed = 0, badInput = false
        for (i, scenario) in scenarios.enumerated() {
            let result = runner.run(scenario)
            var ok = result.passed
            var report: [String] = []
            for f in result.failures { report.append(f.render(jsonl: format == .jsonl)) }
            if let e = result.error { report.append(e.description); badInput = true }
            if let golden = goldens[i], let path = checkPaths?[i] {
                do {
                    let diff = try TranscriptDiff(golden: golden, observed: result.events)
                    if !diff.isEmpty {
                        ok = false
                        report.append("\(scenario.file): the transcript differs from \(path)")
                        report.append(diff.render(goldenName: path, observedName: scenario.file))
                    }
                } catch {
                    throw CLIError(message: "--check \"\(path)\": \(error)")
                }
            }
            if let path = recordPaths?[i] {
                let jsonl = result.events.map { TranscriptFormatter.jsonLine($0) + "\n" }.joined()
                guard FileManager.default.createFile(atPath: path, contents: Data(jsonl.utf8)) else {
                    throw CLIError(message: "--record \"\(path)\": cannot write the file; accepted: a writable file or directory")
                }
            }
            out.line((ok ? "ok   " : "FAIL ") + "\(scenario.file) (\(scenario.lines.count) steps, \(result.events.count) events)")
            for r in report { out.line(indent(r)) }
            if verbose {
                for e in result.events { out.line("    " + (format == .jsonl ? TranscriptFormatter.jsonLine(e) : TranscriptFormatter.textLine(e))) }
            }
            if ok { passed += 1 } else { failed += 1 }
        }
        out.line("\(passed) passed, \(failed) failed")
        return badInput ? 2 : failed > 0 ? 1 : 0
    }

    private func indent(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    }

    /// One transcript path per script, from the option's values: as many files as scripts, or one directory.
    private func transcriptPaths(_ values: [String], option: String, mustExist: Bool) throws -> [String]? {
        guard !values.isEmpty else { return nil }
        let fm = FileManager.default
        var isDir: ObjCBool = false
        let single = values.count == 1 ? values[0] : nil
        let singleIsDir = single.map { (fm.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue) || $0.hasSuffix("/") } ?? false
        if values.count == files.count && !singleIsDir {
            return values
        }
        guard let dir = single, singleIsDir || files.count > 1 else {
            throw CLIError(message: "\(option): \(values.count) value(s) for \(files.count) script(s); accepted: one transcript file per script, in order, or one directory")
        }
        if !fm.fileExists(atPath: dir) {
            if mustExist { throw CLIError(message: "\(option) \"\(dir)\": no such directory; accepted: a directory holding NAME.transcript for each NAME.kbsim") }
            do { try fm.createDirectory(atPath: dir, withIntermediateDirectories: true) } catch {
                throw CLIError(message: "\(option) \"\(dir)\": cannot create the directory")
            }
        }
        var seen: [String: String] = [:]
        return try files.map { file in
            var name = URL(fileURLWithPath: file).lastPathComponent
            if name.hasSuffix(".kbsim") { name = String(name.dropLast(6)) }
            if let other = seen[name] {
                throw CLIError(message: "\(option) \"\(dir)\": \(other) and \(file) would share \(name).transcript; accepted: scripts with distinct names, or one transcript file per script")
            }
            seen[name] = file
            return (dir.hasSuffix("/") ? dir : dir + "/") + name + ".transcript"
        }
    }
}
