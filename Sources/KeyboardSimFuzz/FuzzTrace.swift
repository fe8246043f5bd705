import Foundation
import KeyboardSimTranscript
import KeyboardSimCore
import KeyboardSimTrace
import KeyboardSimTesting

extension Fuzzer {
    /// The trace page of a finding (docs/trace-viewer.md): its reproducer replayed as `kbsim run` replays it, with
    /// the shrunk steps, the failing property and its message. Nil for a `crash`, whose replay would trap this
    /// process.
    public func trace(_ failure: FuzzFailure, command: String? = nil, title: String = "fuzzing finding") -> Trace? {
        guard failure.property != "crash" else { return nil }
        let script = reproducer(failure, command: command)
        var registry = ScenarioRegistry()
        configuration.target.register(in: &registry)
        guard let scenario = try? registry.parser.parse(script, file: title) else { return nil }
        let recorder = TraceRecorder()
        // Events stream through (the recorder keeps them with the screens); the runner keeps only a few.
        _ = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
            .run(scenario, streamingTo: { _ in }, trace: recorder)
        return recorder.trace(title: title, fuzz: TraceFuzzFinding(property: failure.property, message: failure.message,
                                                                   location: failure.location, script: script))
    }

    /// Writes the finding's trace page beside its reproducer (`DIR/fuzz-PROPERTY-SEED[-N].html`, the paths of
    /// ``writeReproducer(_:index:directory:command:)``); returns its path, or nil when there is none (a `crash`).
    public func writeTrace(_ failure: FuzzFailure, index: Int = 0, directory: String, command: String? = nil) throws -> String? {
        let base = reproducerBase(failure, index: index, directory: directory)
        let name = base.split(separator: "/").last.map(String.init) ?? base
        guard let trace = trace(failure, command: command, title: name + ".kbsim") else { return nil }
        try TraceWriter.write(trace, to: base + ".html")
        return base + ".html"
    }
}
