@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTesting
import KeyboardSimSupport
import KeyboardSimFuzz

/// Isolation: sessions in a child process that re-runs this test binary, so a delegate that traps is a finding,
/// not the end of the test run.
@MainActor @Suite struct FuzzIsolationTests {
    @Test("A delegate that traps is reported as a crash with a shrunk script, and the test run goes on")
    func trapIsACrashFailure() throws {
        var c = Fuzzer.Configuration(target: .plantedArrayIndex)
        c.isolation = .childProcess
        c.budget = .runs(300)
        c.seed = 3
        c.maxFailures = 1
        c.shrinkTests = 400
        let fuzzer = Fuzzer(c)
        let report = fuzzer.run()
        let failure = try #require(report.failure)
        #expect(failure.property == "crash")
        #expect(failure.location.contains("Index out of range"), "\(failure.location)")
        #expect(fuzzBody(failure.session).count <= 6, "\(failure.session.script())")
        let script = fuzzer.reproducer(failure)
        #expect(script.contains("delegate=planted:array-index"))
        #expect(script.contains("backspace") || script.contains("cut"))
        // The child's counts come back: the oracles ran there.
        #expect((report.counts.first { $0.name == "text-model" }?.checked ?? 0) > 0)
        // This process is alive and goes on: the same fuzzing in process on the recorded variant still works.
        var recorded = Fuzzer.Configuration(target: .plantedArrayIndexRecorded)
        recorded.properties = [.noRecordedTrap]
        recorded.budget = .runs(300)
        recorded.seed = 3
        recorded.maxFailures = 1
        #expect(Fuzzer(recorded).run().failure?.property == "crash")
    }

    @Test(
        "maxFailures counts failures after shrinking in child processes too: an isolated run stopped by it reports that many"
    )
    func isolatedMaxFailuresCountedAfterShrinking() {
        // Fails at whichever step first puts text in a field: many raw locations, fewer once shrunk.
        let nonEmpty = FuzzProperty(name: "stays-empty") { ctx in
            ctx.performed && ctx.after.contains { !$0.text.isEmpty } ? .failed("a field holds text") : .held
        }
        var c = Fuzzer.Configuration(delegate: .accept)
        c.properties = [nonEmpty]
        c.isolation = .childProcess
        c.maxFailures = 3
        c.budget = .runs(2000)
        c.seed = 5
        let report = Fuzzer(c).run()
        #expect(
            report.failures.count == 3,
            "\(report.failures.map(\.location)) \(report.duplicates) dup, \(report.runs) runs")
        #expect(Set(report.failures.map(\.key)).count == 3)
        #expect(report.runs < 2000)
    }

    @Test("Isolated runs of a correct delegate report no failure and the children's check counts")
    func isolatedCleanRun() {
        var c = Fuzzer.Configuration(delegate: .maxLengthSafe(6))
        c.isolation = .childProcess
        c.properties = [.maxLength(6)]
        c.budget = .runs(100)
        let report = Fuzzer(c).run()
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.runs == 100)
        #expect((report.counts.first { $0.name == "max-length" }?.checked ?? 0) > 0)
    }
}

/// The libFuzzer entry, without libFuzzer: each input decodes and runs; the configuration is made once.
@MainActor @Suite struct LibFuzzerEntryTests {
    @Test("LibFuzzerEntry.testOneInput runs byte inputs with the configuration made on the first input")
    func entryRunsInputs() {
        var made = 0
        var rng = SplitMix64(seed: 12)
        for _ in 0..<50 {
            let bytes = (0..<rng.below(120)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let code = bytes.withUnsafeBufferPointer { p in
                LibFuzzerEntry.testOneInput(p.baseAddress, p.count) {
                    made += 1
                    var c = Fuzzer.Configuration(delegate: .maxLengthSafe(10))
                    c.properties = [.maxLength(10), .deletable()]
                    return c
                }
            }
            #expect(code == 0)
        }
        #expect(made == 1)
    }
}
