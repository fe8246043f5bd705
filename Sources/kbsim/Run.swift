import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimTrace
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimFuzz
import KeyboardSimExampleScreens

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

            Files a script names stay in its folder: `render` writes inside the script's folder (or --out DIR), \
            `dict=` and `keymap=` read inside it or kbsim's data folders (/usr/share/X11/xkb, /usr/share/rime-data); \
            absolute paths, .. and symbolic links leading out are refused unless --allow-outside-paths is given.

            --record and --check take one transcript file per script (repeat the option, in the order of the \
            scripts), or a directory: DIR/NAME.transcript for each script NAME.kbsim. --check compares events, \
            not bytes, and prints the moved, inserted, removed and changed events.

            --trace DIR writes DIR/NAME.html for each script NAME.kbsim (--trace PAGE.html for one script, as \
            kbsim --trace and kbsim fuzz --trace take it): one self-contained page with the timeline of steps and events, the device and keyboard at each event, the fields' text, caret, \
            selection and marked range, and a failed expect or --check side by side (docs/trace-viewer.md).

            `show "NAME" INPUT…` shows one of the screens of Examples/screens, compiled into kbsim: \
            \(ExampleScreens.names.joined(separator: ", ")) (docs/scenarios.md). `view "NAME" FIELD` puts one of \
            the views of Examples/responders, compiled into kbsim, in the window and names it FIELD: \
            \(ExampleResponders.names.joined(separator: ", ")) (docs/responders.md).

            --profile-entry NAME=VALUE sets a contested rule on top of each script's own profile and profile-entry \
            lines. --variants runs each script as written, then under each alternative of each contested rule \
            (kbsim profiles --contested), one rule at a time; --variants RULE,RULE… under every combination of the \
            named rules' alternatives (at most 64, else exit 2). A line per variant (`FAIL FILE [RULE=VALUE]` with \
            the command that reproduces it), then the variants each script fails under; exit 1 when any fails. \
            A step that cannot run under a variant is that variant failing. Not with --record, --check or --trace.

            Example: kbsim run Examples/**/*.kbsim
            """)

    @Argument(help: "Scenario scripts (.kbsim).")
    var files: [String] = []

    @Option(help: "How events are shown (failure context, --verbose): text or jsonl.")
    var format: RunFormat = .text

    @Option(
        help: ArgumentHelp(
            "Write each script's transcript (JSON Lines): one file per script, or a directory.",
            valueName: "file-or-dir"))
    var record: [String] = []

    @Option(
        help: ArgumentHelp(
            "Compare each script's transcript with a golden one: one file per script, or a directory.",
            valueName: "file-or-dir"))
    var check: [String] = []

    @Option(
        help: ArgumentHelp(
            "Write each script's trace page, one self-contained HTML file to open in a browser: PATH/NAME.html for NAME.kbsim in a folder, or PATH.html for one script.",
            valueName: "path"))
    var trace: String?

    @Flag(help: "Print every script's transcript.")
    var verbose = false

    @Option(
        help: ArgumentHelp("Where `render FILE.svg` steps write (default: each script's folder).", valueName: "dir"))
    var out: String?

    @Flag(
        name: .customLong("allow-outside-paths"),
        help: "Let scripts write and read files anywhere (absolute paths, .., symbolic links out of the folder).")
    var allowOutsidePaths = false

    @Option(
        name: .customLong("profile-entry"),
        help: ArgumentHelp(
            "One contested rule, NAME=VALUE, set on top of each script's own profile and profile-entry lines; repeatable (kbsim profiles lists them).",
            valueName: "name=value"))
    var profileEntries: [ProfileEntry] = []

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var cache: CacheOptions

    enum RunFormat: String, ExpressibleByArgument, CaseIterable { case text, jsonl }

    func validate() throws {
        if variantOptions.variants != nil {
            for (given, option) in [
                (!record.isEmpty, "--record"), (!check.isEmpty, "--check"), (trace != nil, "--trace")
            ] where given {
                throw CLIError(
                    message:
                        "--variants and \(option): a golden transcript or trace is of the script as written; accepted: one of them (run --variants, then reproduce a failing variant with --profile-entry)"
                )
            }
        }
    }

    /// The `--profile-entry` values as a variant.
    private var entryVariant: IOSProfile.Variant? {
        profileEntries.isEmpty ? nil : IOSProfile.Variant(profileEntries.map { .init(rule: $0.name, value: $0.value) })
    }

    func run() throws {
        try cache.apply()
        guard !files.isEmpty else {
            throw CLIError(message: "run: no scenario file given; accepted: one or more .kbsim files (kbsim run FILE…)")
        }
        let recordPaths = try transcriptPaths(record, option: "--record", mustExist: false)
        let checkPaths = try transcriptPaths(check, option: "--check", mustExist: true)
        if let recordPaths, let checkPaths {
            let checked = Set(checkPaths.map(PathConfinement.absolute))
            if let same = recordPaths.first(where: { checked.contains(PathConfinement.absolute($0)) }) {
                throw CLIError(
                    message:
                        "--record and --check both name \"\(same)\": recording would overwrite the golden transcript it is checked against; record into another file or folder"
                )
            }
        }
        if let out {
            // Created and probed before any script runs, as fuzz --out is: a folder kbsim cannot write in is bad
            // input named here, not a render step's failure after the scripts have run.
            do {
                try FileSystem.makeDirectories(out)
                try FileSystem.checkWritable(out)
            } catch {
                throw CLIError(
                    message:
                        "--out \"\(out)\": \(error.step): \(error.system); accepted: a folder kbsim can create and write"
                )
            }
        }
        let tracePaths = try traceOutputPaths()
        var goldens: [[String]?] = Array(repeating: nil, count: files.count)
        if let checkPaths {
            for (i, p) in checkPaths.enumerated() {
                // A golden not recorded yet is that script's failure (with the hint to record it), not the end of
                // the run: the other scripts are still checked, as in snapshot testing.
                if !FileManager.default.fileExists(atPath: p) { continue }
                // Every line, blank ones included, so the diff's line numbers are the file's.
                goldens[i] = TextFile.lines(try readText(p, option: "--check")).map { String($0.text) }
            }
        }
        let command = self
        let code: Int32 = try MainActor.assumeIsolated {
            try command.runAll(
                recordPaths: recordPaths, checkPaths: checkPaths, goldens: goldens, tracePaths: tracePaths)
        }
        if code != 0 { throw ExitCode(code) }
    }

    @MainActor
    private func runAll(recordPaths: [String]?, checkPaths: [String]?, goldens: [[String]?], tracePaths: [String]?)
        throws -> Int32
    {
        // The fuzzer's planted delegates and the meddling app, so its reproducers replay (the trapping one traps
        // again, as it should).
        var registry = ScenarioRegistry()
        for target in FuzzTarget.replayedByKbsimRun { target.register(in: &registry) }
        // The example screens (Examples/screens), for `show "NAME"`, and the example views of the app's own
        // (Examples/responders), for `view "NAME" FIELD`.
        ExampleScreens.register(in: &registry)
        ExampleResponders.register(in: &registry)
        let runner = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter(), variant: entryVariant)
        // The files scripts name are checked while parsing and resolved to absolute paths (docs/scenarios.md).
        var parser = runner.registry.parser
        parser.pathPolicy = ScenarioPathPolicy(outputDirectory: self.out, allowOutsidePaths: allowOutsidePaths)
        // Parse everything first: a malformed script is bad input (exit 2) before anything runs or is written.
        var scenarios: [Scenario] = []
        var malformed: [String] = []
        for file in files {
            let text: String
            do { text = try readText(file, option: "run") } catch let e as CLIError {
                malformed.append(e.message); continue
            }
            do {
                let scenario = try parser.parse(text, file: file)
                // A check that can never match (a misspelt method or notification) is bad input, not a pass.
                try ScenarioRunner.validate(scenario)
                scenarios.append(scenario)
            } catch {
                malformed.append(error.description)
            }
        }
        if !malformed.isEmpty {
            for m in malformed { OutputWriter.error(m) }
            return 2
        }
        let out = standardOutput
        defer { out.flush() }
        var passed = 0, failed = 0, badInput = false
        for (i, scenario) in scenarios.enumerated() {
            // Events stream as they become final: to the --record file and, with --verbose, to standard output,
            // so a long script runs in bounded memory (only --check keeps the whole transcript, to compare it).
            let recorder: TranscriptRecorder?
            if let path = recordPaths?[i] {
                do { recorder = TranscriptRecorder(try AtomicFile.Writer(path: path)) } catch {
                    throw CLIError(
                        message:
                            "--record \"\(path)\": \(error.step): \(error.system); accepted: a file kbsim can write",
                        code: error.isBadDestination ? 2 : 1)
                }
            } else {
                recorder = nil
            }
            let jsonl = format == .jsonl, verbose = self.verbose
            // Always a sink, even one that drops the events: the session then keeps only what its checks read.
            var sink: @MainActor (TranscriptEvent) -> Void = { _ in }
            if recorder != nil || verbose {
                sink = { (event: TranscriptEvent) in
                    recorder?.append(event)
                    if verbose {
                        let line = jsonl ? TranscriptFormatter.jsonLine(event) : TranscriptFormatter.textLine(event)
                        out.line("    " + line)
                    }
                }
            }
            // The trace keeps every event (with the screen at each) only when --trace asks for pages.
            let tracer = tracePaths == nil ? nil : TraceRecorder()
            let result = runner.run(scenario, streamingTo: sink, keepingEvents: goldens[i] != nil, trace: tracer)
            var recorded: String?
            var traceCheck: TraceCheck?
            var ok = result.passed
            var report: [String] = []
            for f in result.failures { report.append(f.render(jsonl: format == .jsonl)) }
            if let e = result.error { report.append(e.description); badInput = true }
            if let golden = goldens[i], let path = checkPaths?[i] {
                do {
                    let diff = try TranscriptDiff(golden: golden, observed: result.events)
                    if tracer != nil { traceCheck = TraceCheck(diff: diff, goldenName: path, observed: result.events) }
                    if !diff.isEmpty {
                        ok = false
                        report.append("\(scenario.file): the transcript differs from \(path)")
                        report.append(diff.render(goldenName: path, observedName: scenario.file))
                    }
                } catch {
                    throw CLIError(message: "--check \"\(path)\": \(error)")
                }
            } else if let path = checkPaths?[i] {
                ok = false
                report.append(
                    "\(scenario.file): no golden transcript \(path); record it with --record \(recordHint(path))")
            }
            if let recorder, let path = recordPaths?[i] {
                do throws(FileWriteError) { try recorder.commit() } catch {
                    throw CLIError(
                        message: "--record \"\(path)\": \(error.step): \(error.system)",
                        code: error.isBadDestination ? 2 : 1)
                }
                recorded = "  recorded: \(Diagnostics.escaped(path)) (\(result.eventCount) events)"
            }
            out.line(
                (ok ? "ok   " : "FAIL ")
                    + "\(Diagnostics.escaped(scenario.file)) (\(scenario.lines.count) steps, \(result.eventCount) events)"
            )
            for r in report { out.line(indent(r)) }
            if let recorded { out.line(recorded) }
            if let tracer, let path = tracePaths?[i] {
                do throws(FileWriteError) {
                    try TraceWriter.writePage(tracer.trace(title: scenario.file, check: traceCheck), to: path)
                } catch {
                    throw CLIError(
                        message:
                            "--trace \"\(trace ?? path)\": \(error.step): \(error.system); accepted: \(TraceDestination.accepted)",
                        code: error.isBadDestination ? 2 : 1)
                }
                out.line("  trace: \(Diagnostics.escaped(path))")
            }
            if ok { passed += 1 } else { failed += 1 }
            if let variants = variantOptions.variants {
                let counts = runVariants(variants, of: scenario, runner: runner, out: out)
                passed += counts.passed
                failed += counts.failed
            }
        }
        out.line("\(passed) passed, \(failed) failed")
        return badInput ? 2 : failed > 0 ? 1 : 0
    }

    /// `--variants`: the script again under each variant of the contested rules (on top of its own settings and
    /// --profile-entry), a line for each (`ok   FILE [rule=value] …`), each failure with the command that reproduces
    /// it, then which variants failed. A step that cannot run under a variant is that variant failing.
    @MainActor
    private func runVariants(
        _ argument: VariantsArgument, of scenario: Scenario, runner: ScenarioRunner,
        out: OutputWriter
    ) -> (passed: Int, failed: Int) {
        let written =
            runner.variant.map { $0.applied(to: ScenarioRunner.profile(of: scenario)) }
            ?? ScenarioRunner.profile(of: scenario)
        // The variants that change something: the product of the named rules holds the script's own combination too,
        // which the run as written covered.
        let variants = argument.variants(of: written).filter { $0.applied(to: written) != written }
        var failing: [IOSProfile.Variant] = []
        let file = Diagnostics.escaped(scenario.file)
        for variant in variants {
            var r = runner
            r.variant = IOSProfile.Variant((runner.variant?.settings ?? []) + variant.settings)
            r.notificationCenter = NotificationCenter()
            let result = r.run(scenario, streamingTo: { _ in })
            out.line(
                (result.passed ? "ok   " : "FAIL ")
                    + "\(file) [\(variant)] (\(scenario.lines.count) steps, \(result.eventCount) events)")
            guard !result.passed else { continue }
            failing.append(variant)
            for f in result.failures { out.line(indent(f.render(jsonl: format == .jsonl))) }
            if let e = result.error { out.line(indent(e.description)) }
            let entries = (r.variant?.settings ?? []).map { " --profile-entry \($0.rule)=\($0.value)" }.joined()
            out.line(
                "  reproduce: kbsim run\(entries) \(file)  (or add to the script: \(variant.scriptLines.joined(separator: "; ")))"
            )
        }
        if failing.isEmpty {
            out.line("\(file): passes under all \(variants.count) variants")
        } else {
            out.line(
                "\(file): fails under \(failing.count) of \(variants.count) variants: \(failing.map(\.description).joined(separator: " "))"
            )
        }
        return (variants.count - failing.count, failing.count)
    }

    /// What to pass to `--record` to write the golden transcript `--check` looks for at `path`: the folder given
    /// to `--check`, or the file itself.
    private func recordHint(_ path: String) -> String {
        let value = check.count == 1 && check[0] != path ? check[0] : path
        return value.contains(" ") ? "\"\(value)\"" : value
    }

    /// Each line of a report indented, with the control characters a script put in it escaped.
    private func indent(_ s: String) -> String {
        s.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + Diagnostics.escaped(String($0)) }
            .joined(separator: "\n")
    }

    /// `--trace DIR`: DIR created and checked writable before anything runs, and DIR/NAME.html per script.
    private func traceOutputPaths() throws -> [String]? {
        guard let trace else { return nil }
        switch try TraceDestination(trace, sessions: files.count, severalWhat: "scripts") {
        case .page(let path): return [path]
        case .folder(let dir): return try perScriptPaths(in: dir, extension: "html", option: "--trace", otherwise: "")
        }
    }

    /// `DIR/NAME.EXT` for each script `NAME.kbsim`; throws when two scripts would share a file.
    private func perScriptPaths(in dir: String, extension ext: String, option: String, otherwise: String) throws
        -> [String]
    {
        var seen: [String: String] = [:]
        return try files.map { file in
            var name = URL(fileURLWithPath: file).lastPathComponent
            if name.hasSuffix(".kbsim") { name = String(name.dropLast(6)) }
            if let other = seen[name] {
                throw CLIError(
                    message:
                        "\(option) \"\(dir)\": \(other) and \(file) would share \(name).\(ext); accepted: scripts with distinct names\(otherwise)"
                )
            }
            seen[name] = file
            return (dir.hasSuffix("/") ? dir : dir + "/") + name + "." + ext
        }
    }

    /// One transcript path per script, from the option's values: as many files as scripts, or one directory.
    private func transcriptPaths(_ values: [String], option: String, mustExist: Bool) throws -> [String]? {
        guard !values.isEmpty else { return nil }
        let fm = FileManager.default
        var isDir: ObjCBool = false
        let single = values.count == 1 ? values[0] : nil
        let singleIsDir =
            single.map { (fm.fileExists(atPath: $0, isDirectory: &isDir) && isDir.boolValue) || $0.hasSuffix("/") }
            ?? false
        if values.count == files.count && !singleIsDir {
            return values
        }
        guard let dir = single, singleIsDir || files.count > 1 else {
            throw CLIError(
                message:
                    "\(option): \(values.count) value(s) for \(files.count) script(s); accepted: one transcript file per script, in order, or one directory"
            )
        }
        if !fm.fileExists(atPath: dir) {
            if mustExist {
                throw CLIError(
                    message:
                        "\(option) \"\(dir)\": no such directory; accepted: a directory holding NAME.transcript for each NAME.kbsim, as --record \(dir) writes"
                )
            }
            do { try FileSystem.makeDirectories(dir) } catch {
                throw CLIError(
                    message:
                        "\(option) \"\(dir)\": \(error.step): \(error.system); accepted: a folder kbsim can create and write"
                )
            }
        }
        return try perScriptPaths(
            in: dir, extension: "transcript", option: option, otherwise: ", or one transcript file per script")
    }
}

/// A transcript streamed to a file as JSON Lines, event by event; the first write error is kept and thrown by
/// ``commit()`` (the file is then left as it was).
private final class TranscriptRecorder {
    private let writer: AtomicFile.Writer
    private var error: FileWriteError?

    init(_ writer: AtomicFile.Writer) { self.writer = writer }

    func append(_ event: TranscriptEvent) {
        guard error == nil else { return }
        do { try writer.write(TranscriptFormatter.jsonLine(event) + "\n") } catch { self.error = error }
    }

    func commit() throws(FileWriteError) {
        if let error { throw error }
        try writer.commit()
    }
}
