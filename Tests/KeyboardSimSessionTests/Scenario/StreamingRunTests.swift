@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// `kbsim run` streams each script's events (to --record, to --verbose) instead of holding the transcript, so a
/// script typing megabytes runs in bounded memory; the checks still see the events they read.
@Suite struct StreamingRunTests {
    static let script = """
        field a delegate=max-length:30
        field b
        tap a
        type "hello world, typed key by key into a limited field"
        expect event delegate textField(_:shouldChangeCharactersIn:replacementString:) returned=false
        tap b
        type "second"
        expect a.length == 30
        """

    @Test("kbsim run --record writes every event of the run, the same transcript the Swift harness keeps")
    func recordedTranscriptIsComplete() async throws {
        let dir = try KbsimProcess.temporaryFolder()
        let file = dir.appendingPathComponent("stream.kbsim")
        try Self.script.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("stream.transcript")
        let run = try RunCommandTests.kbsim(["run", file.path, "--record", out.path])
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let recorded = try String(contentsOf: out, encoding: .utf8)
        let kept = try await MainActor.run {
            let scenario = try ScenarioParser().parse(Self.script, file: file.path)
            return ScenarioRunner(notificationCenter: NotificationCenter()).run(scenario).events
                .map { TranscriptFormatter.jsonLine($0) + "\n" }.joined()
        }
        #expect(recorded == kept)
        #expect(run.stdout.contains("(8 steps, \(kept.split(separator: "\n").count) events)"))
    }

    @Test("A streamed run keeps only a window of events, but an expect still reads its whole last action")
    @MainActor func windowKeepsWhatChecksRead() throws {
        let long = String(repeating: "abcdefghij", count: 1000)
        let script = """
            field a delegate=max-length:4
            tap a
            type "\(long)"
            expect event delegate textField(_:shouldChangeCharactersIn:replacementString:) range=0,0 returned=true
            expect event delegate textField(_:shouldChangeCharactersIn:replacementString:) returned=false count=9996
            type "x"
            expect a.text == "abcd"
            """
        let scenario = try ScenarioParser().parse(script, file: "window.kbsim")
        var streamed = 0
        let result = ScenarioRunner(notificationCenter: NotificationCenter()).run(
            scenario, streamingTo: { _ in streamed += 1 })
        #expect(result.passed, "\(result.report)")
        #expect(result.eventCount == streamed)
        #expect(result.eventCount > 20_000)
        #expect(result.events.count < 400, "kept \(result.events.count) of \(result.eventCount) events")
    }

    @Test("An expect reading the whole session (scope=session) keeps every event")
    @MainActor func sessionScopeKeepsAll() throws {
        let script = """
            field a
            tap a
            type "\(String(repeating: "ab", count: 200))"
            type "c"
            expect event delegate textFieldDidBeginEditing(_:) scope=session
            """
        let scenario = try ScenarioParser().parse(script, file: "session.kbsim")
        let result = ScenarioRunner(notificationCenter: NotificationCenter()).run(scenario, streamingTo: { _ in })
        #expect(result.passed, "\(result.report)")
        #expect(result.events.count == result.eventCount)
    }

    @Test("kbsim run refuses a check that can never match (a misspelt delegate method) as bad input, exit 2")
    func misspeltCheckIsBadInput() throws {
        let dir = try KbsimProcess.temporaryFolder()
        let file = dir.appendingPathComponent("typo.kbsim")
        try "field a\ntap a\nexpect no-event delegate textFieldShouldRetrun\n".write(
            to: file, atomically: true, encoding: .utf8)
        let run = try RunCommandTests.kbsim(["run", file.path])
        #expect(run.status == 2)
        #expect(run.stderr.contains("\(file.path):3:"))
        #expect(run.stderr.contains("did you mean textFieldShouldReturn(_:)?"))
        #expect(run.stdout.isEmpty)
    }
}
