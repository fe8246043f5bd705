import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
#if canImport(Glibc)
import Glibc
#endif

/// Fuzzing figures for `kbsim bench` (`fuzz_steps_per_s`, `shrink_1000_steps_ms`). Both are timed in the
/// thread's CPU time (`CLOCK_THREAD_CPUTIME_ID`): one core's work, unaffected by other processes on a shared machine.
package enum FuzzBench {
    /// The calling thread's CPU time in seconds.
    static func cpuSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Steps per second of random sessions (software keyboards, no input method) against `max-length:20`, with
    /// every built-in oracle on (the text model, ranges, backspace ranges, grammar, marked range, selection, the
    /// input method's marked text, determinism every 64 runs), on one core.
    @MainActor package static func stepsPerSecond(steps: Int = 300_000, seed: UInt64 = 7) -> Double {
        var c = Fuzzer.Configuration(delegate: .maxLength(20))
        c.fields = ["a", "b"]
        c.seed = seed
        c.budget = .steps(steps)
        c.shrinks = false
        c.maxFailures = 1_000_000
        let fuzzer = Fuzzer(c)
        _ = fuzzer.runner.run(fuzzer.generator.session(seed: 0))  // warm the keyboards up
        let t0 = cpuSeconds()
        let report = fuzzer.run()
        return Double(report.steps) / (cpuSeconds() - t0)
    }

    /// Milliseconds to shrink a 1,000-step failing session: 998 random steps, then a tap and a typed ☃ that a
    /// property forbids (the shrinker must find those two among the thousand).
    @MainActor package static func shrinkMilliseconds(seed: UInt64 = 11) -> (
        milliseconds: Double, steps: Int, tests: Int
    ) {
        let noSnowman = FuzzProperty(
            name: "no-snowman",
            message: { ctx in
                ctx.after.contains { $0.text.contains("☃") } ? "a field holds ☃" : nil
            })
        var c = Fuzzer.Configuration(delegate: .accept)
        c.fields = ["a", "b"]
        c.properties = [noSnowman]
        let fuzzer = Fuzzer(c)
        var g = fuzzer.generator
        g.steps = 998...998
        var session = g.session(seed: seed)
        let setUp = session.steps.prefix { FuzzSession.isSetUp($0) }.count
        session.steps = Array(session.steps.prefix(998 + setUp)) + [.tap("b"), .type("x☃y")]
        guard let failure = fuzzer.runner.run(session).failure else { return (0, 0, 0) }
        let t0 = cpuSeconds()
        var shrinker = FuzzShrinker(runner: fuzzer.runner)
        let shrunk = shrinker.shrink(failure)
        let body = shrunk.session.steps.filter { !FuzzSession.isSetUp($0) }.count
        return ((cpuSeconds() - t0) * 1000, body, shrinker.tests)
    }
}
