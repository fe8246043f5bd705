@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSession
import KeyboardSimFuzz

/// What a fuzz inside a test prints (docs/fuzzing.md, "Isolation: a trap is a finding"): the report as scripts and
/// counts, and progress lines only when asked for.
@Suite struct FuzzReportDescriptionTests {
    @Test("A report prints itself as its counts and each failure's reproducer script, line by line")
    @MainActor func reportPrintsScriptsAndCounts() throws {
        var c = Fuzzer.Configuration(target: .plantedDigitsPaste)
        c.properties = [.charset("0123456789")]
        c.seed = 1
        c.budget = .runs(300)
        c.maxFailures = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failure)
        let text = "\(report)"
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first?.hasPrefix("runs: \(report.runs), steps: \(report.steps)") == true)
        #expect(lines.contains { $0.hasPrefix("checks: ") })
        #expect(lines.contains("failure 1 of 1: charset at \(failure.location): \(failure.message)"))
        // The script as kbsim run reads it: unescaped lines, indented, not an array literal.
        let script = Fuzzer.reproducer(failure, profile: c.profile)
        for line in script.split(separator: "\n") { #expect(lines.contains("    " + line)) }
        #expect(!text.contains("\\n") && !text.hasPrefix("["))
        // A planted delegate is one kbsim run knows: the report says to replay it there.
        #expect(lines.contains("  reproducer (save as a .kbsim file, then kbsim run FILE):"))
    }

    @Test("The report of the app's own delegate says to replay in Swift, which kbsim run cannot do for it")
    @MainActor func ownTargetReplaysInSwift() throws {
        var c = Fuzzer.Configuration(
            target: .delegate("AppDigits", swift: "AppDigits()") { _ in FuzzDigitsPasteDelegate() })
        c.properties = [.charset("0123456789")]
        c.seed = 1
        c.budget = .runs(300)
        c.maxFailures = 1
        let report = Fuzzer(c).run()
        _ = try #require(report.failure)
        #expect(!report.replaysUnderKbsimRun)
        #expect("\(report)".contains("replay it in Swift with the target registered"))
        #expect(!"\(report)".contains("kbsim run FILE"))
    }

    @Test("Progress lines are off by default and at most one per interval when asked for")
    func progressLines() {
        var printed: [String] = []
        let progress = Fuzzer.progressLines(every: 10) { printed.append($0) }
        for s in [0.3, 5, 9.9, 10.4, 12, 25] {
            progress(Fuzzer.Progress(runs: Int(s * 100), steps: Int(s * 700), seconds: s, failures: s > 20 ? 1 : 0))
        }
        #expect(
            printed == [
                "fuzzing: 30 runs, 210 steps, 0.3 s, 0 failures", "fuzzing: 1040 runs, 7280 steps, 10.4 s, 0 failures",
                "fuzzing: 2500 runs, 17500 steps, 25.0 s, 1 failure"
            ])
    }
}
