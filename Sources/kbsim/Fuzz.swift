import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimSession
import KeyboardSimFuzz
import KeyboardSimXKB
#if canImport(Glibc)
import Glibc
#endif

/// `kbsim fuzz`: random and goal-directed user sessions against a built-in delegate, with the built-in oracles
/// and the properties asked for; the first failure is shrunk and written as a scenario script (docs/interfaces.md §4).
struct FuzzCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "fuzz",
        abstract: "Fuzz a delegate with random user sessions; shrink a failure to a replayable scenario script.",
        discussion: """
            Exit status: 0 when the budget ran out with no failure, 1 when a property or oracle failed (the \
            shrunk session is written into --out and the last line of stdout is `reproducer: PATH`), 2 for bad input. \
            Beside each reproducer: its Swift Testing file and its trace page (.html: the shrunk steps replayed, \
            with the failing property; none for a crash), docs/trace-viewer.md; --trace PATH writes the pages \
            into a folder or, with --max-failures 1, one PATH.html (the shape kbsim --trace and kbsim run --trace take).

            The run goes on after a failure: each distinct failure (property and location) is shrunk and written \
            once, as a script and a Swift Testing file beside it. The `checks:` line counts, per oracle and \
            property, the steps it applied to and held on (0/0: vacuous).

            Before each run the session is written to --out/running-PID.kbsim, so a delegate that traps (crashes) \
            leaves the session that crashed it there; with --isolate the sessions run in a child process and a \
            trap is reported as a `crash` failure with a shrunk script. With --jobs N, N processes fuzz with seeds \
            seed…seed+N-1; a job that dies is reported with that file as its reproducer.

            --variants runs the campaign as configured, then under each alternative of each contested rule (kbsim \
            profiles --contested), one rule at a time, or --variants RULE,RULE… under every combination of the named \
            rules' alternatives (at most 64, else exit 2): each with the whole budget and the same seed, its \
            reproducers in --out/RULE=VALUE; the last line names the variants with failures (exit 1 when any).

            --convert FILE converts between the byte format of libFuzzer inputs and scripts: a .kbsim script \
            becomes bytes (-o OUT), anything else is read as bytes and printed as a script (--delegate names the \
            delegate of its fields; with --property, the input is replayed and a failure ends the script with its \
            check, so that kbsim run fails on it).

            Example: kbsim fuzz --delegate max-length:5 --ime pinyin --property typeable --seconds 10
            """)

    @Option(
        help: ArgumentHelp(
            "The delegate of every field: \(BuiltinDelegate.accepted), or a planted bug: planted:array-index (traps), planted:array-index-recorded, planted:digits-paste (a paste bypasses the digits filter), planted:pinyin-max-length (a pinyin commit exceeds 5).",
            valueName: "delegate"))
    var delegate = FuzzDelegateArgument(argument: "accept")

    @Option(help: "The inputs the fuzzer types into: field (UITextField), text (UITextView), search (UISearchBar).")
    var view: ViewArgument = .field

    @Option(
        name: .customLong("property"),
        help: ArgumentHelp("A property to check (repeatable): \(FuzzProperty.accepted).", valueName: "property"))
    var properties: [FuzzPropertyArgument] = []

    @Option(
        name: .customLong("skip"),
        help: ArgumentHelp(
            "Switch off an oracle or property by name (repeatable): \(FuzzOracleName.allCases.map(\.rawValue).joined(separator: ", ")), or a --property's name.",
            valueName: "name"))
    var skips: [String] = []

    @Flag(
        help:
            "Fuzz kbsim itself with a meddling app: delegates and observers that set text, move the selection, unmark, resign, refocus and remove fields inside callbacks."
    )
    var meddle = false

    @Flag(
        help:
            "Run the sessions in a child process: a trap is a `crash` failure with a shrunk script, and fuzzing goes on."
    )
    var isolate = false

    @Option(name: .customLong("max-failures"), help: "Stop after this many distinct failures.")
    var maxFailures: Int = 10

    @Option(
        help: ArgumentHelp(
            "Convert a libFuzzer input to a script (stdout or -o), or a .kbsim script to bytes (-o).", valueName: "file"
        ))
    var convert: String?

    @Option(name: .short, help: ArgumentHelp("Where --convert writes.", valueName: "file"))
    var output: String?

    @Option(help: "The job's seed (default: from the clock; printed).")
    var seed: UInt64?

    @Option(help: "Fuzz for this many seconds (default 10 when --runs is not given).")
    var seconds: Double?

    @Option(help: "Fuzz this many sessions.")
    var runs: Int?

    @Option(help: ArgumentHelp("An input method for every session.", valueName: "ime"))
    var ime: InputMethodArgument = .none

    @Option(help: "Fields per session (named f, g, h, …).")
    var fields: Int = 1

    @OptionGroup var profile: ProfileOptions

    @OptionGroup var variantOptions: VariantOptions

    @OptionGroup var cache: CacheOptions

    @Option(help: "Where reproducers go.")
    var out: String = "kbsim-failures"

    @Option(
        help: ArgumentHelp(
            "Write each failure's trace page here rather than beside its reproducer in --out: a folder (PATH/fuzz-PROPERTY-SEED.html), or PATH.html with --max-failures 1.",
            valueName: "path"))
    var trace: String?

    @Option(help: "Processes to run in parallel, each with its own seed.")
    var jobs: Int = 1

    @Flag(help: "No progress line, even on a terminal.")
    var quiet = false

    @Flag(help: .hidden)
    var worker = false

    /// The fields' names, the first `--fields` of them.
    static let fieldNames = ["f", "g", "h", "i", "j", "k", "l", "m"]

    /// The longest `--seconds` budget: one week.
    static let maximumSeconds = 604_800.0

    /// The properties as given, for the command lines kbsim prints and passes to its workers.
    private var propertySpellings: [String] { properties.map(\.spelling) }

    func validate() throws {
        if convert != nil { return }
        if seconds != nil && runs != nil { throw CLIError(message: "--seconds and --runs: give one budget, not both") }
        if let s = seconds, !(s > 0 && s <= Self.maximumSeconds) {
            throw CLIError(
                message:
                    "--seconds \(s): must be a number of seconds greater than 0 and at most \(Int(Self.maximumSeconds)) (one week)"
            )
        }
        if let r = runs, r < 1 { throw CLIError(message: "--runs \(r): must be at least 1") }
        if !(1...64).contains(jobs) { throw CLIError(message: "--jobs \(jobs): must be between 1 and 64") }
        if !(1...8).contains(fields) { throw CLIError(message: "--fields \(fields): must be between 1 and 8") }
        if maxFailures < 1 { throw CLIError(message: "--max-failures \(maxFailures): must be at least 1") }
        if let trace {
            _ = try TraceDestination(
                trace, sessions: maxFailures * jobs,
                severalWhat: "failures (--max-failures \(maxFailures), --jobs \(jobs))")
        }
        if variantOptions.variants != nil && jobs > 1 {
            throw CLIError(
                message:
                    "--variants and --jobs \(jobs): the variants run one after another in one process; accepted: one of them"
            )
        }
        if case .other(let refusal) = delegate.kind, !meddle { throw CLIError(message: refusal) }
        // focus-order=NAME,NAME… names fields of the session: a name that is none would make the property vacuous.
        let fieldNames = Array(Self.fieldNames.prefix(fields))
        for p in properties {
            if let bad = p.property.unknownFieldName(among: fieldNames) {
                throw CLIError(
                    message:
                        "--property \"\(p.spelling)\": \"\(bad)\" is not a field of the session; accepted: focus-order=NAME,NAME… with the fields' names (\(fieldNames.joined(separator: ", ")) with --fields \(fields))"
                )
            }
        }
        let known = Set(FuzzOracleName.allCases.map(\.rawValue) + properties.map(\.property.name))
        for s in skips where !known.contains(s) {
            throw CLIError(
                message:
                    "--skip \"\(s)\": no such oracle or property; accepted: \(known.sorted().joined(separator: ", "))")
        }
    }

    func run() throws {
        // The sessions type on kbsim's keymaps: a KBSIM_KEYMAPS that points nowhere is refused as on every command.
        if let refusal = SoftwareKeymaps.environmentRefusal() { throw CLIError(message: refusal.message) }
        try cache.apply()
        if let convert {
            let code = try MainActor.assumeIsolated { try convertFile(convert) }
            if code != 0 { throw ExitCode(code) }
            return
        }
        let seed = self.seed ?? UInt64(Date().timeIntervalSince1970 * 1000) & 0xFFFF_FFFF
        try prepareOutputDirectory()
        if worker { Interruption.exitWhenClosed(STDIN_FILENO) }  // the parent holds the other end: gone, we stop
        if jobs > 1 { return try runJobs(seed: seed) }
        let code = try MainActor.assumeIsolated { try fuzz(seed: seed) }
        if code != 0 { throw ExitCode(code) }
    }

    /// Creates --out and checks files can be created in it, before any fuzzing: a failure found later must have
    /// somewhere to go.
    private func prepareOutputDirectory() throws {
        do {
            try FileSystem.makeDirectories(out)
            try FileSystem.checkWritable(out)
        } catch {
            throw CLIError(
                message:
                    "--out \"\(out)\": \(error.step): \(error.system); accepted: a folder kbsim can create and write")
        }
    }

    // MARK: One process

    /// The campaign, or with --variants the campaign as configured and then under each variant of the contested
    /// rules, each with the whole budget and the same seed, then a line naming the variants it failed under.
    @MainActor
    private func fuzz(seed: UInt64) throws -> Int32 {
        guard let argument = variantOptions.variants else { return try fuzz(seed: seed, variant: nil) }
        let base = profile.resolved
        let variants = [IOSProfile.Variant([])] + argument.variants(of: base).filter { $0.applied(to: base) != base }
        let stdout = standardOutput
        var failing: [IOSProfile.Variant] = []
        for variant in variants {
            stdout.line("variant: \(variant)")
            stdout.flush()
            if try fuzz(seed: seed, variant: variant.settings.isEmpty ? nil : variant) != 0 { failing.append(variant) }
            stdout.line("")
        }
        stdout.line(
            failing.isEmpty
                ? "variants: \(variants.count), no failure under any"
                : "variants: \(variants.count), failures under \(failing.count): \(failing.map(\.description).joined(separator: " "))"
        )
        stdout.flush()
        return failing.isEmpty ? 0 : 1
    }

    @MainActor
    private func fuzz(seed: UInt64, variant: IOSProfile.Variant?) throws -> Int32 {
        var config = try makeConfiguration(seed: seed)
        // Each variant's reproducers go into a folder of their own, --out/RULE=VALUE.
        let out = variant.map { "\(self.out)/\($0)" } ?? self.out
        if let variant {
            config.profile = variant.applied(to: config.profile)
            do { try FileSystem.makeDirectories(out) } catch {
                throw CLIError(
                    message:
                        "--out \"\(self.out)\": \(error.step): \(error.system); accepted: a folder kbsim can create and write"
                )
            }
        }
        let running = "\(out)/running-\(getpid()).kbsim"
        if !isolate { config.sessionFile = running }
        if ime == .engine(.pinyin) && FuzzResources.defaultEngine == nil {
            throw CLIError(
                message:
                    "--ime pinyin: the pinyin dictionary \(PinyinDictionary.defaultPath) is not installed; accepted: install rime-data-pinyin-simp, or --ime none"
            )
        }
        // With --isolate the child is this command again (the fuzzer's default for an executable); the environment
        // tells it to serve (docs/fuzzing.md, "Isolation").
        // Removed on SIGINT/SIGTERM and on error exits; the fuzzer removes it when the run ends; a trap leaves it.
        let runningSlot = Interruption.track(path: running)
        defer { Interruption.untrack(runningSlot) }
        let fuzzer = Fuzzer(config)
        let showProgress = !quiet && !worker && isatty(2) != 0
        let stdout = standardOutput
        let target = meddle ? "meddle" : delegate.spelling
        stdout.line(
            "kbsim fuzz: delegate \(target), properties \(properties.isEmpty ? "(built-in oracles only)" : propertySpellings.joined(separator: " ")), ime \(ime.name), seed \(seed)"
        )
        stdout.flush()
        let report = fuzzer.run(progress: { p in
            guard showProgress else { return }
            let line =
                "\r\u{1B}[Kruns \(p.runs)  steps \(p.steps)  \(Int(p.stepsPerSecond)) steps/s  failures \(p.failures)  \(String(format: "%.1f", p.seconds)) s"
            OutputWriter.standardError.write(line)
            OutputWriter.standardError.flush()
        })
        if showProgress { OutputWriter.standardError.write("\r\u{1B}[K"); OutputWriter.standardError.flush() }
        for line in Fuzzer.summary(report) { stdout.line(line) }
        guard !report.failures.isEmpty else {
            stdout.line("no failure")
            stdout.flush()
            return 0
        }
        let command =
            "kbsim fuzz --delegate \(delegate.spelling)" + (meddle ? " --meddle" : "")
            + propertySpellings.map { " --property \($0)" }.joined()
            + skips.map { " --skip \($0)" }.joined() + (ime != .none ? " --ime \(ime.name)" : "")
            + (fields > 1 ? " --fields \(fields)" : "")
            + (profile.profile != .ios18 ? " --profile \(profile.profile.name)" : "")
            + profile.entries.map { " --profile-entry \($0.spelling)" }.joined()
            + (variant?.settings ?? []).map { " --profile-entry \($0.rule)=\($0.value)" }.joined()
            + (view != .field ? " --view \(view.rawValue)" : "") + " --seed \(seed)"
        // Where the trace pages go, read once (validate() has already refused a path that cannot be written).
        let traceDestination = try trace.map {
            try TraceDestination(
                $0, sessions: maxFailures * jobs,
                severalWhat: "failures (--max-failures \(maxFailures), --jobs \(jobs))")
        }
        for (k, failure) in report.failures.enumerated() {
            let original = report.originals[k]
            stdout.line("")
            stdout.line("failure: \(failure.property) at \(failure.location): \(failure.message)")
            // The parent of --jobs merges the jobs' failures by this key (property and location, as the fuzzer does).
            if worker { stdout.line("merge-key: \(failure.key)") }
            stdout.line(
                "  in run seed \(original.session.seed) (\(original.session.steps.count) steps, at \(original.location)); shrunk to \(failure.session.steps.count) steps"
            )
            for line in fuzzer.reproducer(failure, command: command).split(
                separator: "\n", omittingEmptySubsequences: false
            ).dropLast() {
                stdout.line("  " + line)
            }
            // The script is on stdout already: a failure to write the files loses nothing.
            do {
                let paths = try fuzzer.writeReproducer(failure, index: k, directory: out, command: command)
                stdout.line("swift test: \(paths.swift)")
                // The trace page: the shrunk steps replayed, with the failing property (not for a crash).
                do {
                    let page: String?
                    switch traceDestination {
                    case .page(let path): page = try fuzzer.writeTrace(failure, index: k, page: path, command: command)
                    case .folder(let dir):
                        page = try fuzzer.writeTrace(failure, index: k, directory: dir, command: command)
                    case nil: page = try fuzzer.writeTrace(failure, index: k, directory: out, command: command)
                    }
                    if let page { stdout.line("trace: \(page)") }
                } catch {
                    stdout.flush()
                    OutputWriter.error(
                        "\(trace.map { "--trace \"\($0)\"" } ?? "--out \"\(out)\""): the trace page: \(error); the reproducer script is written"
                    )
                }
                stdout.line("reproducer: \(paths.script)")
            } catch {
                stdout.line("reproducer: not written (the script is above)")
                stdout.flush()
                OutputWriter.error("--out \"\(out)\": \(error); the reproducer script is printed on stdout above")
            }
        }
        stdout.flush()
        return 1
    }

    @MainActor
    private func makeConfiguration(seed: UInt64) throws -> Fuzzer.Configuration {
        var config: Fuzzer.Configuration
        if meddle {
            config = Fuzzer.Configuration(target: FuzzMeddler.target())
        } else {
            switch delegate.kind {
            case .planted(let target):
                config = Fuzzer.Configuration(target: target)
                if target.name == FuzzTarget.plantedArrayIndexRecorded.name {
                    config.properties.append(.noRecordedTrap)
                }
            case .builtin(let builtin):
                config = Fuzzer.Configuration(delegate: builtin)
            case .other(let refusal):
                throw CLIError(message: refusal)  // refused by validate()
            }
        }
        for p in properties where !config.properties.contains(where: { $0.name == p.property.name }) {
            config.properties.append(p.property)
        }
        config.skip = Set(skips)
        config.fields = Array(Self.fieldNames.prefix(fields))
        if view != .field {
            for n in config.fields { config.fieldTraits[n, default: []].insert(.kind(view.kind), at: 0) }
        }
        config.inputMethod = ime != .none
        config.inputMethodEngine = ime.inputMethod ?? .pinyin
        config.profile = profile.resolved
        config.seed = seed
        config.budget = runs.map { .runs($0) } ?? .seconds(seconds ?? 10)
        config.isolation = isolate ? .childProcess : .inProcess
        config.maxFailures = maxFailures
        return config
    }

    /// `--convert FILE`: bytes → script, or a .kbsim script → bytes.
    @MainActor
    private func convertFile(_ path: String) throws -> Int32 {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw CLIError(
                message: "--convert \"\(path)\": cannot read the file; accepted: a libFuzzer input or a .kbsim script")
        }
        let target: FuzzTarget
        switch delegate.kind {
        case .planted(let planted): target = planted
        case .builtin(let b): target = .builtin(b)
        // a user's name, printed as given
        case .other: target = .delegate(delegate.spelling) { _ in BuiltinTextFieldDelegate(.accept) }
        }
        // The delegates `kbsim run` knows, and the one --delegate names (a user's name is printed as given).
        var registry = ScenarioRegistry()
        for planted in FuzzTarget.planted { planted.register(in: &registry) }
        FuzzMeddler.target().register(in: &registry)
        target.register(in: &registry)
        if path.hasSuffix(".kbsim") {
            guard let output else {
                throw CLIError(message: "--convert \"\(path)\": a script converts to bytes; give -o FILE")
            }
            let session: FuzzSession
            do { session = try FuzzSession(script: String(decoding: data, as: UTF8.self), registry: registry) } catch {
                throw CLIError(message: "--convert: \(error)")
            }
            let bytes: [UInt8]
            do { bytes = try session.bytes() } catch { throw CLIError(message: "--convert \"\(path)\": \(error)") }
            guard FileManager.default.createFile(atPath: output, contents: Data(bytes)) else {
                throw CLIError(message: "-o \"\(output)\": cannot write the file")
            }
            print("wrote \(bytes.count) bytes to \(output)")
            return 0
        }
        let session = FuzzSession(bytes: Array(data), target: target)
        var script = session.script(header: ["converted from \(path) (\(data.count) bytes)"])
        // With --property: replay the input as the fuzz target did; a failure ends the script with its check, so
        // that `kbsim run` fails on it as the target did (docs/fuzzing.md, "ClusterFuzzLite and OSS-Fuzz").
        if !properties.isEmpty {
            if case .other = delegate.kind {
                throw CLIError(
                    message:
                        "--property with --convert: --delegate \"\(delegate.spelling)\" is not a delegate kbsim knows; accepted: a built-in or planted delegate (replay your own in its Swift test)"
                )
            }
            var c = Fuzzer.Configuration(target: target)
            c.properties = properties.map(\.property)
            c.skip = Set(skips)
            c.profile = profile.resolved
            let runner = FuzzRunner(
                target: target, resources: FuzzResources(engine: FuzzResources.defaultEngine),
                profile: c.profile, properties: c.activeProperties, oracles: c.oracles)
            if var failure = runner.run(session).failure {
                // Shrunk as the fuzzer shrinks its findings: the steps after the failing one (they may undo what
                // the check sees) and steps the user could not do (which `kbsim run` refuses) go.
                var shrinker = FuzzShrinker(runner: runner, maxTests: 2000)
                failure = shrinker.shrink(failure)
                let command =
                    "kbsim fuzz --convert \(path) --delegate \(delegate.spelling)"
                    + propertySpellings.map { " --property \($0)" }.joined()
                script =
                    "# converted from \(path) (\(data.count) bytes)\n"
                    + Fuzzer.reproducer(failure, command: command, profile: c.profile)
            }
        }
        if let output {
            do { try script.write(toFile: output, atomically: true, encoding: .utf8) } catch {
                throw CLIError(message: "-o \"\(output)\": cannot write the file")
            }
        } else {
            print(script, terminator: "")
        }
        return 0
    }

    // MARK: Several processes

    private func runJobs(seed: UInt64) throws {
        let me = Bundle.main.executablePath ?? URL(fileURLWithPath: CommandLine.arguments[0]).path
        let out = standardOutput
        var children: [(process: Process, output: Pipe, lifeline: Pipe, seed: UInt64, slots: [Int])] = []
        out.line("kbsim fuzz: \(jobs) jobs, seeds \(seed)…\(seed + UInt64(jobs) - 1)")
        out.flush()
        for j in 0..<jobs {
            var args = [
                "fuzz", "--delegate", delegate.spelling, "--ime", ime.name, "--fields", String(fields), "--profile",
                profile.profile.name,
                "--out", self.out, "--seed", String(seed + UInt64(j)), "--jobs", "1", "--worker"
            ]
            for p in propertySpellings { args += ["--property", p] }
            for e in profile.entries { args += ["--profile-entry", e.spelling] }
            for s in skips { args += ["--skip", s] }
            if meddle { args.append("--meddle") }
            args += ["--max-failures", String(maxFailures)]
            if let trace { args += ["--trace", trace] }
            if isolate { args.append("--isolate") }
            if let runs { args += ["--runs", String(runs)] } else { args += ["--seconds", String(seconds ?? 10)] }
            let p = Process()
            p.executableURL = URL(fileURLWithPath: me)
            p.arguments = args
            let pipe = Pipe()
            p.standardOutput = pipe
            // The worker's lifeline: it reads its stdin, and end of file (this process gone, even by SIGKILL)
            // makes it stop. This process never writes to it.
            let lifeline = Pipe()
            p.standardInput = lifeline
            // Signals are held while the worker starts and is registered, so an interruption always stops it.
            var all = sigset_t(), old = sigset_t()
            sigemptyset(&all)
            sigaddset(&all, SIGINT)
            sigaddset(&all, SIGTERM)
            pthread_sigmask(SIG_BLOCK, &all, &old)
            do { try p.run() } catch {
                pthread_sigmask(SIG_SETMASK, &old, nil)
                throw CLIError(message: "fuzz --jobs \(jobs): cannot start worker \(j): \(error)", code: 1)
            }
            let slots = [
                Interruption.track(child: p.processIdentifier),
                Interruption.track(path: "\(self.out)/running-\(p.processIdentifier).kbsim")
            ]
            pthread_sigmask(SIG_SETMASK, &old, nil)
            try? lifeline.fileHandleForReading.close()
            children.append((p, pipe, lifeline, seed + UInt64(j), slots))
        }
        var outputs: [String] = []
        for child in children {
            let data = child.output.fileHandleForReading.readDataToEndOfFile()
            child.process.waitUntilExit()
            Interruption.untrackChild(child.slots[0])
            outputs.append(String(decoding: data, as: UTF8.self))
        }
        var totalRuns = 0, totalSteps = 0
        var reproducer: String?
        // Distinct failures across the jobs (merged by property and location), counted against --max-failures; a
        // job that died of a signal counts one.
        var failures = 0
        var mergedKeys: Set<String> = []
        var merged = 0, beyond = 0
        for (k, child) in children.enumerated() {
            let p = child.process, jobSeed = child.seed
            let text = outputs[k]
            for line in text.split(separator: "\n") where line.hasPrefix("runs: ") {
                let parts = line.split(separator: ",")
                totalRuns += Int(parts[0].dropFirst("runs: ".count)) ?? 0
                totalSteps += Int(parts[1].split(separator: " ").last ?? "") ?? 0
            }
            if p.terminationReason == .uncaughtSignal {
                let running = "\(self.out)/running-\(p.processIdentifier).kbsim"
                let crash = "\(self.out)/fuzz-crash-\(jobSeed).kbsim"
                failures += 1
                if FileManager.default.fileExists(atPath: running) {
                    unlink(crash)
                    if rename(running, crash) == 0 {
                        reproducer = reproducer ?? crash
                    } else {
                        let e = SystemError.last
                        OutputWriter.error(
                            "--out \"\(self.out)\": cannot rename \(running) to \(crash): \(e); the session is kept in \(running)"
                        )
                        Interruption.untrack(child.slots[1])  // keep the session that crashed
                        reproducer = reproducer ?? running
                    }
                }
                out.line("job \(k) (seed \(jobSeed)) died of signal \(p.terminationStatus): the delegate trapped")
            } else if p.terminationStatus == 1 {
                // The job's failures, each a block from its `failure:` line; a failure another job reported (same
                // property and location) is merged, and at most --max-failures distinct ones are reported.
                var blocks: [[Substring]] = []
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
                    if line.hasPrefix("failure: ") {
                        blocks.append([line])
                    } else if !blocks.isEmpty {
                        blocks[blocks.count - 1].append(line)
                    }
                }
                var reported = 0
                for block in blocks {
                    let key =
                        block.first { $0.hasPrefix("merge-key: ") }.map { String($0.dropFirst("merge-key: ".count)) }
                        ?? String(block[0])
                    guard mergedKeys.insert(key).inserted else { merged += 1; continue }
                    guard failures < maxFailures else { beyond += 1; continue }
                    failures += 1
                    if reported == 0 { out.line("job \(k) (seed \(jobSeed)) found failures:") }
                    reported += 1
                    for line in block where !line.hasPrefix("merge-key: ") && !line.hasPrefix("reproducer: ") {
                        out.line("  " + line)
                    }
                    if let r = block.last(where: { $0.hasPrefix("reproducer: ") }) {
                        let path = String(r.dropFirst("reproducer: ".count))
                        if FileManager.default.fileExists(atPath: path) { reproducer = reproducer ?? path }
                    }
                }
            } else if p.terminationStatus != 0 {
                Interruption.untrack(child.slots[1])
                throw CLIError(
                    message: "job \(k) (seed \(jobSeed)) exited with status \(p.terminationStatus)",
                    code: p.terminationStatus == 2 ? 2 : 1)
            }
            Interruption.untrack(child.slots[1])
            _ = child.lifeline
        }
        out.line(
            "jobs: \(jobs), runs: \(totalRuns), steps: \(totalSteps), failures: \(failures)"
                + (merged > 0 ? ", \(merged) found by several jobs merged" : "")
                + (beyond > 0 ? ", \(beyond) more beyond --max-failures \(maxFailures) not shown" : ""))
        if failures > 0 {
            out.line("reproducer: \(reproducer ?? "not written (the scripts are above)")")
            throw ExitCode(1)
        }
    }
}
