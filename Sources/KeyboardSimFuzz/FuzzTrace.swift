import Foundation
import KeyboardSimTranscript
import KeyboardSimCore
import KeyboardSimTrace
import KeyboardSimSession

extension Fuzzer {
    /// The trace page of a finding (docs/trace-viewer.md): its reproducer replayed as `kbsim run` replays it, with
    /// the shrunk steps, the failing property and its message. Nil for a `crash`, whose replay would trap this
    /// process; throws when the reproducer does not parse back (a kbsim bug, said rather than hidden).
    public func trace(_ failure: FuzzFailure, command: String? = nil, title: String = "fuzzing finding") throws
        -> Trace?
    {
        guard failure.property != "crash" else { return nil }
        let script = reproducer(failure, command: command)
        var registry = ScenarioRegistry()
        configuration.target.register(in: &registry)
        let scenario = try registry.parser.parse(script, file: title)
        let recorder = TraceRecorder()
        // Events stream through (the recorder keeps them with the screens); the runner keeps only a few.
        _ = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
            .run(scenario, streamingTo: { _ in }, trace: recorder)
        return recorder.trace(
            title: title,
            fuzz: TraceFuzzFinding(
                property: failure.property, message: failure.message,
                location: failure.location, script: script))
    }

    /// Writes the finding's trace page beside its reproducer (`DIR/fuzz-PROPERTY-SEED[-N].html`, the paths of
    /// ``writeReproducer(_:index:directory:command:)``); returns its path, or nil when there is none (a `crash`).
    public func writeTrace(_ failure: FuzzFailure, index: Int = 0, directory: String, command: String? = nil) throws
        -> String?
    {
        try writeTrace(
            failure, index: index, page: reproducerBase(failure, index: index, directory: directory) + ".html",
            command: command)
    }

    /// Writes the finding's trace page at `page` (`kbsim fuzz --trace PAGE.html`); returns it, or nil when there is
    /// none (a `crash`).
    public func writeTrace(_ failure: FuzzFailure, index: Int = 0, page: String, command: String? = nil) throws
        -> String?
    {
        guard let trace = try trace(failure, command: command, title: reproducerName(failure, index: index) + ".kbsim")
        else { return nil }
        try TraceWriter.write(trace, to: page)
        return page
    }
}
