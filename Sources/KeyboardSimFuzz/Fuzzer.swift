import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
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

/// Fuzzes delegate code: generates seeded sessions, runs them with the built-in oracles and the properties,
/// and shrinks the first failure to a minimal session, printable as a scenario script.
///
/// ```swift
/// var config = Fuzzer.Configuration(delegateName: "max-length:5") { screen, field, _ in
///     screen.attach(.maxLength(5), to: field)
/// }   // or Fuzzer.Configuration(delegate: .maxLength(5)); a closure may return any fresh delegate
/// config.inputMethod = true
/// config.properties = [.typeable]
/// config.budget = .runs(500)
/// let report = Fuzzer(config).run()
/// print(report.failure?.session.script(delegate: "max-length:5") ?? "no failure")
/// ```
@MainActor public final class Fuzzer {
    /// What to fuzz and how.
    public struct Configuration {
        /// Attaches a fresh delegate to each field of each run (the delegate factory).
        public var setUp: FuzzRunner.SetUp
        /// How the scripts spell the delegate (`delegate=` of the `field` lines); nil leaves it out.
        public var delegateName: String?
        public var fields: [FuzzField] = [FuzzField(name: "f")]
        public var weights = FuzzWeights()
        public var alphabet = FuzzAlphabet()
        /// Sessions start with `ime pinyin` (needs the pinyin dictionary).
        public var inputMethod = false
        public var randomTraits = true
        public var stepsPerSession: ClosedRange<Int> = 10...60
        public var profile: IOSProfile = .ios18
        public var properties: [FuzzProperty] = []
        public var seed: UInt64 = 1
        public var budget: FuzzBudget = .runs(1000)
        /// Every this many runs, a session is run twice and the transcripts compared (0: never).
        public var determinismEvery = 64
        /// Shrink the failure (default true).
        public var shrinks = true
        /// A file the session about to run is written to before each run, so that a delegate that traps leaves
        /// its reproducer behind (nil: none).
        public var sessionFile: String?
        /// Shared resources (keyboards, engine); default: the pinyin engine when `inputMethod`.
        public var resources: FuzzResources?

        public init(delegateName: String? = nil, setUp: @escaping FuzzRunner.SetUp) {
            self.delegateName = delegateName
            self.setUp = setUp
        }

        /// A configuration for a built-in delegate (``BuiltinDelegate``).
        public init(delegate: BuiltinDelegate) {
            self.init(delegateName: delegate.description) { screen, field, _ in screen.attach(delegate, to: field) }
        }
    }

    /// Progress, reported about every 0.25 s.
    public struct Progress: Sendable {
        public var runs: Int
        public var steps: Int
        public var seconds: Double
        public var failures: Int
        public var stepsPerSecond: Double { seconds > 0 ? Double(steps) / seconds : 0 }
    }

    /// What a fuzzing job did.
    public struct Report {
        /// The shrunk failure (nil: the budget ran out with no failure).
        public var failure: FuzzFailure?
        /// The failure as first found, before shrinking.
        public var original: FuzzFailure?
        public var runs: Int
        public var steps: Int
        public var seconds: Double
        /// Test runs the shrinker made, and its time.
        public var shrinkTests: Int
        public var shrinkSeconds: Double
        /// The seed of the failing run (`SplitMix64.runSeed(seed, run:)`).
        public var failingRunSeed: UInt64?
    }

    public let configuration: Configuration
    public let runner: FuzzRunner
    public let generator: FuzzGenerator

    public init(_ configuration: Configuration) {
        self.configuration = configuration
        let resources = configuration.resources
            ?? FuzzResources(engine: configuration.inputMethod ? FuzzResources.defaultEngine : nil)
        runner = FuzzRunner(resources: resources, profile: configuration.profile, properties: configuration.properties,
                            setUp: configuration.setUp)
        let typeable = configuration.properties.contains { $0.name == "typeable" }
        generator = FuzzGenerator(fields: configuration.fields, weights: configuration.weights,
                                  alphabet: configuration.alphabet, inputMethod: configuration.inputMethod && resources.engine != nil,
                                  randomTraits: configuration.randomTraits, steps: configuration.stepsPerSession,
                                  goalShare: typeable ? 0.5 : 0,
                                  phrases: typeable && configuration.inputMethod ? resources.phrases : [])
    }

    /// Runs until the budget is spent or a property fails; shrinks the failure.
    public func run(progress: ((Progress) -> Void)? = nil) -> Report {
        let c = configuration
        let clock = ContinuousClock()
        let start = clock.now
        var lastReport = start
        var runs = 0
        let stepsAtStart = runner.stepsPerformed
        var found: FuzzFailure?
        var failingSeed: UInt64?
        let file = c.sessionFile.map { SessionFile(path: $0) }
        func elapsed() -> Double { (clock.now - start).seconds }
        while true {
            let steps = runner.stepsPerformed - stepsAtStart
            if case .runs(let n) = c.budget, runs >= n { break }
            if case .steps(let n) = c.budget, steps >= n { break }
            if case .seconds(let t) = c.budget, runs % 16 == 0, elapsed() >= t { break }
            let seed = SplitMix64.runSeed(c.seed, run: runs)
            let session = generator.session(seed: seed)
            file?.write(session.script(header: ["kbsim fuzz: the session running (a trap leaves it here)",
                                                "job seed \(c.seed), run \(runs)"],
                                       delegate: c.delegateName, profile: c.profile))
            let failure = c.determinismEvery > 0 && runs % c.determinismEvery == 0
                ? runner.runTwice(session) : runner.run(session).failure
            runs += 1
            if let failure {
                found = failure
                failingSeed = seed
                break
            }
            if let progress, runs % 64 == 0 {
                let now = clock.now
                if (now - lastReport).seconds >= 0.25 {
                    lastReport = now
                    progress(Progress(runs: runs, steps: runner.stepsPerformed - stepsAtStart, seconds: elapsed(), failures: 0))
                }
            }
        }
        file?.remove()
        let steps = runner.stepsPerformed - stepsAtStart
        let seconds = elapsed()
        progress?(Progress(runs: runs, steps: steps, seconds: seconds, failures: found == nil ? 0 : 1))
        guard let found else {
            return Report(failure: nil, original: nil, runs: runs, steps: steps, seconds: seconds, shrinkTests: 0,
                          shrinkSeconds: 0, failingRunSeed: nil)
        }
        let shrinkStart = clock.now
        var shrinker = FuzzShrinker(runner: runner)
        let shrunk = c.shrinks ? shrinker.shrink(found) : found
        return Report(failure: shrunk, original: found, runs: runs, steps: steps, seconds: seconds,
                      shrinkTests: shrinker.tests, shrinkSeconds: (clock.now - shrinkStart).seconds,
                      failingRunSeed: failingSeed)
    }

    /// The reproducer of a failure: a scenario script with the seed, the failure and, when one can be said, an
    /// `expect` line that fails on replay.
    public func reproducer(_ failure: FuzzFailure, command: String? = nil) -> String {
        var header = ["kbsim fuzz reproducer", "\(failure.property): \(failure.message)"]
        if let command { header.append("found by: \(command)") }
        var script = failure.session.script(header: header, delegate: configuration.delegateName, profile: configuration.profile)
        if let e = failure.expectation, !failure.session.steps.contains(where: { if case .expectText = $0 { true } else { false } }) {
            script += e + "\n"
        }
        return script
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
