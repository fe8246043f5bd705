import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimSession
#if canImport(Glibc)
import Glibc
#endif

/// How long a fuzzer runs.
public enum FuzzBudget: Sendable, Equatable {
    /// This many sessions.
    case runs(Int)
    /// Until this many steps have run.
    case steps(Int)
    /// For this many seconds.
    case seconds(Double)
}

/// Where sessions run.
public enum FuzzIsolation: Sendable, Equatable {
    /// In this process (fastest; a delegate that traps ends the process).
    case inProcess
    /// In a child process that re-runs the current executable (the test binary, or `kbsim`): a delegate that
    /// traps is reported as a `crash` failure with a shrunk script, and the run goes on in a new child.
    case childProcess
}

/// Fuzzes delegate code as it ships: generates seeded sessions of scenario steps over the target's fields, runs
/// them with the built-in oracles and the properties, goes on after a failure, and reports each distinct
/// failure (property and location) once, shrunk to a scenario script, with how often each check applied and held.
///
/// ```swift
/// var config = Fuzzer.Configuration(target: .fieldClass("LimitTextField(maxLength 5)", swift: "LimitTextField(maxLength: 5)") {
///     LimitTextField(maxLength: 5)
/// })
/// config.properties = [.noOverRefusal(5), .deletable(), .caretFollows]
/// config.budget = .seconds(2)
/// let report = Fuzzer(config).run()
/// for failure in report.failures { print(fuzzer.reproducer(failure)) }
/// ```
@MainActor public final class Fuzzer {
    /// What to fuzz and how.
    public struct Configuration {
        /// The delegate, field class or view fuzzed.
        public var target: FuzzTarget
        /// The fields' names (a view target names its own).
        public var fields: [String] = ["f"]
        /// Traits every session gives a field (`["email": [.keyboardType(.emailAddress)]]`). A `.text` trait pins
        /// the initial text app code sets, for every target kind: `[.text("")]` switches random initial text off.
        public var fieldTraits: [String: [FieldTrait]] = [:]
        /// How often the generator draws each kind of step.
        public var weights = FuzzWeights()
        /// The characters typed, pasted and set as text, by class and weight.
        public var alphabet = FuzzAlphabet()
        /// Sessions start with an input method (`ime pinyin` needs the pinyin dictionary).
        public var inputMethod = false
        /// Which input method `inputMethod` switches on.
        public var inputMethodEngine: InputMethodSpec.Engine = .pinyin
        /// Vary the fields' traits (nil: yes for a delegate target, no for a class or a view, which keep the
        /// traits the app gives them; their initial text still varies).
        public var randomTraits: Bool?
        /// How many steps each session has, drawn in this range.
        public var stepsPerSession: ClosedRange<Int> = 10...60
        /// The iOS behaviour profile the sessions run under.
        public var profile: IOSProfile = .ios18
        /// The properties checked after each step, besides kbsim's own oracles.
        public var properties: [FuzzProperty] = []
        /// Oracles and properties switched off, by name (`text-model`, `grammar`, `caret-follows` …).
        public var skip: Set<String> = []
        /// The seed of the first run: the same seed and configuration give the same sessions.
        public var seed: UInt64 = 1
        /// How long to fuzz: a number of runs or steps, or seconds.
        public var budget: FuzzBudget = .runs(1000)
        /// Every this many runs, a session is run twice and the transcripts compared (0: never).
        public var determinismEvery = 64
        /// Shrink the failures (default true).
        public var shrinks = true
        /// Stop after this many distinct failures, counted after shrinking (failures that shrink to the same one
        /// count once), in process and in child processes alike; `kbsim fuzz --jobs` also merges the jobs' failures.
        public var maxFailures = 10
        /// Test runs the shrinker may make per failure.
        public var shrinkTests = 3000
        /// Where sessions run.
        public var isolation: FuzzIsolation = .inProcess
        /// The command a child process re-runs (nil: this executable, as a Swift Testing run of the test that
        /// called ``Fuzzer/run(progress:file:function:)``, or `kbsim` with its own arguments).
        public var childCommand: [String]?
        /// A file the session about to run is written to before each run, so that a delegate that traps leaves
        /// its reproducer behind (nil: none).
        public var sessionFile: String?
        /// Shared resources (keyboards, engine); default: the pinyin engine when `inputMethod`.
        public var resources: FuzzResources?

        /// A configuration for any target: a delegate, a field class or a view controller.
        public init(target: FuzzTarget) {
            self.target = target
        }

        /// A configuration for a built-in delegate (`BuiltinDelegate`).
        public init(delegate: BuiltinDelegate) {
            self.init(target: .builtin(delegate))
        }

        /// The oracles switched on.
        public var oracles: Set<FuzzOracleName> {
            Set(FuzzOracleName.allCases.filter { !skip.contains($0.rawValue) })
        }

        /// The properties switched on.
        public var activeProperties: [FuzzProperty] { properties.filter { !skip.contains($0.name) } }

        /// Why this configuration cannot be fuzzed as asked, in one line (nil: it can): a property naming a field the
        /// session does not have (`focus-order=NAME,…` with a name not in ``fields``), or `model-sync` on a class or
        /// view target that exposes no model of its fields (``FuzzTarget/model``).
        /// ``Fuzzer/run(progress:file:function:)`` then runs nothing and reports it (``Report/refused``).
        public var refusal: String? {
            if target.fuzzerOwnsFields {
                for p in activeProperties {
                    guard let bad = p.unknownFieldName(among: fields) else { continue }
                    return
                        "\(p.name): \"\(bad)\" is not a field of the session; accepted: the fields' names (\(fields.joined(separator: ", ")))"
                }
            }
            guard activeProperties.contains(where: { $0.name == "model-sync" }), !target.fuzzerOwnsFields,
                target.model == nil
            else { return nil }
            return
                "model-sync: the fields of \(target.name) are the app's, and the target exposes no model of them to compare with; accepted: the target with its model (FuzzTarget.withModel { field in … }, or viewController(…, model:)), or a delegate target, or no model-sync"
        }
    }

    /// Progress, reported about every 0.25 s.
    public struct Progress: Sendable {
        /// Sessions run so far.
        public var runs: Int
        /// Steps performed so far.
        public var steps: Int
        /// Seconds since the fuzzing started.
        public var seconds: Double
        /// Distinct failures found so far.
        public var failures: Int
        /// The throughput so far.
        public var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }
        /// A progress value, as a test's own progress callback or a custom reporter builds one.
        public init(runs: Int, steps: Int, seconds: Double, failures: Int) {
            self.runs = runs; self.steps = steps; self.seconds = seconds; self.failures = failures
        }
    }

    /// What a fuzzing job did.
    public struct Report {
        /// The distinct failures (by property and location), shrunk, in the order found.
        public var failures: [FuzzFailure]
        /// The same failures as first found, before shrinking.
        public var originals: [FuzzFailure]
        /// The first failure (nil: the budget ran out with no failure).
        public var failure: FuzzFailure? { failures.first }
        /// Sessions run.
        public var runs: Int
        /// Steps performed.
        public var steps: Int
        /// Seconds the fuzzing took, shrinking included.
        public var seconds: Double
        /// Test runs the shrinker made, and its time.
        public var shrinkTests: Int
        /// Seconds the shrinker took.
        public var shrinkSeconds: Double
        /// Failures seen again (the same property and location) and not reported twice.
        public var duplicates: Int
        /// How often each oracle and property applied and held.
        public var counts: [FuzzCheckCount]
        /// The checks that never applied.
        public var vacuous: [String] { counts.filter(\.isVacuous).map(\.name) }
        /// Why nothing ran (``Configuration/refusal``), nil when the fuzzing ran.
        public var refused: String? = nil
        /// The profile the sessions ran under, which each reproducer script names.
        public var profile: IOSProfile = .ios18
        /// Whether `kbsim run` replays the reproducers (``FuzzTarget/replaysUnderKbsimRun``); otherwise a Swift
        /// test that registers the target does (``Fuzzer/swiftTest(_:command:testName:)`` writes one).
        public var replaysUnderKbsimRun = true
    }

    /// The configuration this fuzzer runs.
    public let configuration: Configuration
    /// Runs one session at a time and keeps the oracles' and properties' counts.
    public let runner: FuzzRunner
    /// Makes the sessions, from the configuration's seed.
    public let generator: FuzzGenerator

    /// A fuzzer for the configuration: its runner, its generator and the resources they share.
    public init(_ configuration: Configuration) {
        self.configuration = configuration
        let resources =
            configuration.resources
            ?? FuzzResources(
                engine: configuration.inputMethod && configuration.inputMethodEngine == .pinyin
                    ? FuzzResources.defaultEngine : nil)
        // Korean and the table keyboards need no pinyin engine or phrases.
        let ownEngine = configuration.inputMethod && configuration.inputMethodEngine != .pinyin
        let properties = configuration.activeProperties
        runner = FuzzRunner(
            target: configuration.target, resources: resources, profile: configuration.profile,
            properties: properties, oracles: configuration.oracles)
        let typeable = properties.contains { $0.generatesGoals }
        var weights = configuration.weights
        if properties.contains(where: { $0.name == "undo-safe" }) && weights.undo == 0 && weights.redo == 0 {
            weights.undo = 8
            weights.redo = 2
        }
        if configuration.inputMethod && configuration.inputMethodEngine == .pinyin && weights.association == 0
            && properties.contains(where: { $0.name == "max-length" })
        {
            weights.association = 6
        }
        // model-sync compares a field's text with a model: the one the fuzzer's own fields record, or the app's a
        // class or view target exposes (without one, the configuration is refused: Configuration.refusal).
        if (configuration.target.fuzzerOwnsFields || configuration.target.model != nil)
            && properties.contains(where: { $0.name == "model-sync" })
            && weights.autocorrect == 0 && weights.textReplacement == 0
            && weights.inlinePredict == 0 && weights.dictate == 0 && weights.drop == 0
        {
            weights.autocorrect = 6
            weights.textReplacement = 3
        }
        var generator = FuzzGenerator(
            target: configuration.target, fields: configuration.fields,
            fieldTraits: configuration.fieldTraits, weights: weights,
            alphabet: configuration.alphabet,
            inputMethod: ownEngine || (configuration.inputMethod && resources.engine != nil),
            randomTraits: configuration.randomTraits ?? configuration.target.fuzzerOwnsFields,
            tags: properties.contains { $0.needsTags },
            lengthHint: properties.compactMap(\.lengthHint).min(),
            steps: configuration.stepsPerSession, goalShare: typeable ? 0.5 : 0,
            phrases: typeable && configuration.inputMethod && !ownEngine
                ? resources.phrases
                : typeable && configuration.inputMethod ? Self.phrases(of: configuration.inputMethodEngine) : [])
        if ownEngine { generator.engine = configuration.inputMethodEngine }
        self.generator = generator
    }

    /// Goal phrases for a phonetic keyboard other than pinyin (Zhuyin, Cantonese): common phrases of its own
    /// dictionary, in Traditional characters (none when its data is not installed).
    static func phrases(of engine: InputMethodSpec.Engine) -> [String] {
        guard let scheme = engine.phoneticScheme else { return [] }
        return FuzzResources.commonPhrases(try? Harness.phoneticEngine(scheme))
    }

    /// Runs until the budget is spent or `maxFailures` distinct failures were found; shrinks them. With
    /// ``FuzzIsolation/childProcess`` the sessions run in child processes; `file` and `function` (the caller's)
    /// tell a child which test to re-run.
    public func run(progress: ((Progress) -> Void)? = nil, file: String = #fileID, function: String = #function)
        -> Report
    {
        var report: Report
        if let refusal = configuration.refusal {
            report = Report(
                failures: [], originals: [], runs: 0, steps: 0, seconds: 0, shrinkTests: 0, shrinkSeconds: 0,
                duplicates: 0, counts: [], refused: refusal)
        } else if configuration.isolation == .childProcess {
            let key = FuzzChild.workerKey(file: file, function: function)
            if FuzzChild.isWorker(for: key) { FuzzChild.serve(self) }  // never returns
            report = runIsolated(progress: progress, key: key, function: function)
        } else {
            report = runInProcess(progress: progress)
        }
        report.profile = configuration.profile
        report.replaysUnderKbsimRun = configuration.target.replaysUnderKbsimRun
        return report
    }

    /// A progress callback for ``run(progress:file:function:)`` that prints a line (``Progress/description``) when
    /// `seconds` have passed since the last one: for a long fuzz inside a test, which prints nothing otherwise.
    /// Off unless passed.
    ///
    /// ```swift
    /// let report = Fuzzer(config).run(progress: Fuzzer.progressLines(every: 10))
    /// // fuzzing: 12800 runs, 90321 steps, 10.0 s, 0 failures
    /// ```
    nonisolated public static func progressLines(
        every seconds: Double = 10, print write: @escaping (String) -> Void = { print($0) }
    )
        -> (Progress) -> Void
    {
        var last = -Double.infinity
        return { p in
            if p.seconds - last >= seconds {
                last = p.seconds
                write(p.description)
            }
        }
    }

    private func runInProcess(progress: ((Progress) -> Void)?) -> Report {
        let c = configuration
        let clock = ContinuousClock()
        let start = clock.now
        var lastReport = start
        var runs = 0
        let stepsAtStart = runner.stepsPerformed
        var seen: Set<String> = []
        var duplicates = 0
        var shrunk: [(FuzzFailure, FuzzFailure)] = []
        var shrunkKeys: Set<String> = []
        var tests = 0
        var shrinkSeconds = 0.0
        var budgetSpent = false
        let file = c.sessionFile.map { SessionFile(path: $0) }
        // Fuzzing time: shrinking does not spend the budget.
        func elapsed() -> Double { (clock.now - start).seconds - shrinkSeconds }
        // `maxFailures` counts failures as reported, after shrinking and merging: when the failures found shrink
        // to fewer distinct ones, fuzzing goes on where it stopped.
        while !budgetSpent && shrunk.count < c.maxFailures {
            var found: [FuzzFailure] = []
            while shrunk.count + found.count < c.maxFailures {
                let steps = runner.stepsPerformed - stepsAtStart
                if case .runs(let n) = c.budget, runs >= n { budgetSpent = true; break }
                if case .steps(let n) = c.budget, steps >= n { budgetSpent = true; break }
                if case .seconds(let t) = c.budget, runs % 16 == 0, elapsed() >= t { budgetSpent = true; break }
                let seed = SplitMix64.runSeed(c.seed, run: runs)
                let session = generator.session(seed: seed)
                file?.write(
                    session.script(header: [
                        "kbsim fuzz: the session running (a trap leaves it here)",
                        "job seed \(c.seed), run \(runs)"
                    ]))
                let failure =
                    c.determinismEvery > 0 && runs % c.determinismEvery == 0
                    ? runner.runTwice(session) : runner.run(session).failure
                runs += 1
                if let failure {
                    if seen.insert(dedupKey(failure)).inserted { found.append(failure) } else { duplicates += 1 }
                }
                if let progress, runs % 64 == 0 {
                    let now = clock.now
                    if (now - lastReport).seconds >= 0.25 {
                        lastReport = now
                        progress(
                            Progress(
                                runs: runs, steps: runner.stepsPerformed - stepsAtStart, seconds: elapsed(),
                                failures: shrunk.count + found.count))
                    }
                }
            }
            if found.isEmpty { break }
            // The shrinker's runs are not fuzzing: they leave the counts and the step total as they were.
            let tally = runner.tally
            let shrinkStart = clock.now
            shrunk += shrinkAll(found, keys: &shrunkKeys, tests: &tests, duplicates: &duplicates) { candidate, like in
                self.runner.reproduces(candidate, like)
            }
            shrinkSeconds += (clock.now - shrinkStart).seconds
            runner.tally = tally
        }
        file?.remove()
        let steps = runner.stepsPerformed - stepsAtStart
        let seconds = elapsed()
        progress?(Progress(runs: runs, steps: steps, seconds: seconds, failures: shrunk.count))
        return Report(
            failures: shrunk.map(\.1), originals: shrunk.map(\.0), runs: runs, steps: steps, seconds: seconds,
            shrinkTests: tests, shrinkSeconds: shrinkSeconds, duplicates: duplicates, counts: runner.counts)
    }

    /// Shrinks each failure and drops those that shrink to a failure already reported (same property and location).
    func shrinkAll(
        _ found: [FuzzFailure], keys: inout Set<String>, tests: inout Int, duplicates: inout Int,
        reproduces: @escaping (FuzzSession, FuzzFailure) -> FuzzFailure?
    ) -> [(FuzzFailure, FuzzFailure)] {
        var out: [(FuzzFailure, FuzzFailure)] = []
        /// The kind in brackets at the end of a location (`type f [not editing]` → `[not editing]`).
        func kind(_ f: FuzzFailure) -> Substring? {
            guard f.location.hasSuffix("]"), let open = f.location.lastIndex(of: "[") else { return nil }
            return f.location[open...]
        }
        for f in found {
            // A candidate fails the same way: the same property, and the same kind of the oracle's failure.
            var shrinker = FuzzShrinker(maxTests: configuration.shrinkTests) { candidate, like in
                guard let r = reproduces(candidate, like), kind(r) == kind(like) else { return nil }
                return r
            }
            var s = configuration.shrinks ? shrinker.shrink(f) : f
            tests += shrinker.tests
            if s.expectation == nil { s.expectation = f.expectation }
            if keys.insert(dedupKey(s)).inserted { out.append((f, s)) } else { duplicates += 1 }
        }
        return out
    }

    /// What tells failures apart: the property and the location, without the field's name when every field
    /// runs the same code (a delegate or class target), with it for a view's fields.
    public func dedupKey(_ f: FuzzFailure) -> String {
        if configuration.target.viewFields != nil || f.property == "crash" { return f.key }
        // Without the field's name: `type f [not editing]` → `type [not editing]`.
        var words = f.location.split(separator: " ", maxSplits: 1).map(String.init)
        if words.count == 2 { words[1] = words[1].split(separator: " ", maxSplits: 1).dropFirst().joined() }
        return f.property + " @ " + words.joined(separator: " ").trimmingCharacters(in: .whitespaces)
    }

    // MARK: Reproducers

    /// The reproducer of a failure: a scenario script with the failure, the command that found it and the seed
    /// as comments, and, when one can be said, an `expect` line that fails on replay.
    public func reproducer(_ failure: FuzzFailure, command: String? = nil) -> String {
        Self.reproducer(failure, command: command, profile: configuration.profile)
    }

    /// The reproducer of a failure (see ``reproducer(_:command:)``).
    nonisolated public static func reproducer(
        _ failure: FuzzFailure, command: String? = nil, profile: IOSProfile = .ios18
    )
        -> String
    {
        var header = ["kbsim fuzz reproducer", "\(failure.property): \(failure.message)"]
        if let command { header.append("found by: \(command)") }
        var steps = failure.session.steps
        if !steps.contains(where: { if case .profile = $0 { true } else { false } }) {
            // The named profile, then the entries the run changed in it (a QuickType pick without a delegate
            // call, say): the replay runs under the same rules.
            let base = IOSProfile.named(profile.name) ?? .ios18
            let entries = profile.entries(differingFrom: base).map {
                ScenarioStep.profileEntry(name: $0.name, value: $0.value)
            }
            let named: [ScenarioStep] =
                profile.name != IOSProfile.ios18.name || !entries.isEmpty ? [.profile(profile.name)] : []
            steps.insert(contentsOf: named + entries, at: 0)
        }
        if let e = failure.expectation, !steps.contains(.expect(e)) {
            // A goal's own expect already fails; others get the property's check after the failing step.
            steps.append(.expect(e))
        }
        return ScenarioPrinter.script(steps, header: header + ["seed \(failure.session.seed)"])
    }

    /// A Swift Testing file that replays the reproducer against the app's own type: it registers the target as
    /// the fuzzer did (``FuzzTarget/swift``) and runs the script with `KeyboardSession/run(script:registry:file:)`;
    /// it fails for the reason the fuzzer found, and passes once the code is fixed.
    public func swiftTest(_ failure: FuzzFailure, command: String? = nil, testName: String? = nil) -> String {
        FuzzReproducerTest.source(
            script: reproducer(failure, command: command), failure: failure,
            target: configuration.target, testName: testName)
    }

    /// Writes `DIR/fuzz-PROPERTY-SEED[-N].kbsim` and the Swift test beside it (`.swift`); returns both paths.
    public func writeReproducer(_ failure: FuzzFailure, index: Int = 0, directory: String, command: String? = nil)
        throws -> (script: String, swift: String)
    {
        let base = reproducerBase(failure, index: index, directory: directory)
        try AtomicFile.write(reproducer(failure, command: command), to: base + ".kbsim")
        try AtomicFile.write(
            swiftTest(
                failure, command: command,
                testName: FuzzReproducerTest.identifier(reproducerName(failure, index: index))),
            to: base + ".swift")
        return (base + ".kbsim", base + ".swift")
    }

    /// `DIR/fuzz-PROPERTY-SEED[-N]`: the reproducer's path without its extension.
    func reproducerBase(_ failure: FuzzFailure, index: Int, directory: String) -> String {
        "\(directory)/" + reproducerName(failure, index: index)
    }

    /// `fuzz-PROPERTY-SEED[-N]`: the reproducer's file name without its extension.
    func reproducerName(_ failure: FuzzFailure, index: Int) -> String {
        "fuzz-\(failure.property)-\(configuration.seed)\(index > 0 ? "-\(index + 1)" : "")"
    }

    // MARK: Summary

    /// The report as `kbsim fuzz` prints it: the figures line, the checks line (each oracle and property with
    /// held/applied counts, vacuous ones marked), then one line per failure.
    nonisolated public static func summary(_ report: Report) -> [String] {
        if let refused = report.refused { return ["refused: \(refused)"] }
        var lines = [
            "runs: \(report.runs), steps: \(report.steps), \(String(format: "%.2f", report.seconds)) s, \(Int(Double(report.steps) / max(report.seconds, 1e-9))) steps/s, failures: \(report.failures.count)"
        ]
        lines.append(
            "checks: "
                + report.counts.map {
                    $0.isVacuous ? "\($0.name) 0/0 (vacuous)" : "\($0.name) \($0.held)/\($0.checked)"
                }.joined(separator: ", "))
        return lines
    }
}

/// The file the running session is written to: opened once, rewritten in place before each run (two syscalls).
final class SessionFile {
    let path: String
    private var fd: Int32

    init(path: String) {
        self.path = path
        fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }

    private var length = 0

    func write(_ text: String) {
        guard fd >= 0 else { return }
        var t = text
        t.withUTF8 { buf in
            _ = pwrite(fd, buf.baseAddress, buf.count, 0)
            if buf.count < length { _ = ftruncate(fd, off_t(buf.count)) }  // only shrinking needs a truncate
            length = buf.count
        }
    }

    func remove() {
        if fd >= 0 { close(fd); fd = -1 }
        unlink(path)
    }

    deinit { if fd >= 0 { close(fd) } }
}

extension Fuzzer.Progress: CustomStringConvertible {
    /// `fuzzing: 12800 runs, 90321 steps, 10.0 s, 0 failures`.
    public var description: String {
        "fuzzing: \(runs) runs, \(steps) steps, \(String(format: "%.1f", seconds)) s, \(failures) failure\(failures == 1 ? "" : "s")"
    }
}

extension Fuzzer.Report: CustomStringConvertible {
    /// The report as a person reads it in a test failure: the runs and checks lines (``Fuzzer/summary(_:)``), then
    /// each failure with its reproducer script (``Fuzzer/reproducer(_:command:profile:)``) and how to replay it:
    /// `kbsim run` for the targets it knows, a Swift test that registers the target for the app's own code.
    ///
    /// ```swift
    /// let report = Fuzzer(config).run()
    /// #expect(report.failures.isEmpty, "\(report)")
    /// ```
    public var description: String {
        var lines = Fuzzer.summary(self)
        for (k, failure) in failures.enumerated() {
            lines.append("")
            lines.append(
                "failure \(k + 1) of \(failures.count): \(failure.property) at \(failure.location): \(failure.message)")
            lines.append(
                replaysUnderKbsimRun
                    ? "  reproducer (save as a .kbsim file, then kbsim run FILE):"
                    : "  reproducer (replay it in Swift with the target registered: KeyboardSession.run(script:registry:),"
                        + " or the test fuzzer.swiftTest(failure) writes):")
            for line in Fuzzer.reproducer(failure, profile: profile).split(separator: "\n") {
                lines.append("    " + line)
            }
        }
        if duplicates > 0 { lines.append("(\(duplicates) more failures repeated one of these)") }
        return lines.joined(separator: "\n")
    }
}
