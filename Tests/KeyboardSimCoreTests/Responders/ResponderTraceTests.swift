@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
@testable import KeyboardSimExampleScreens

/// Trace pages of sessions with views of the app's own (docs/trace-viewer.md, docs/responders.md): the view is
/// drawn like a field, its text, caret and marked range read from the view at each event.
@MainActor @Suite struct ResponderTraceTests {
    /// Runs one of the scripts of Examples/responders with a trace; returns the trace and the session's events.
    func traced(_ name: String) throws -> (trace: Trace, events: [TranscriptEvent]) {
        var registry = ScenarioRegistry()
        ExampleResponders.register(in: &registry)
        let text = try String(
            contentsOf: ResponderExampleTests.packageRoot.appendingPathComponent("Examples/responders/\(name).kbsim"),
            encoding: .utf8)
        let scenario = try registry.parser.parse(text, file: "\(name).kbsim")
        let recorder = TraceRecorder()
        let result = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
            .run(scenario, streamingTo: { _ in }, trace: recorder)
        #expect(result.passed, "\(result.report)")
        return (recorder.trace(title: name), result.events)
    }

    /// The texts of the field named `field` in every state, in order.
    func texts(_ trace: Trace, _ field: String) -> [String] {
        trace.states.indices.compactMap { k in
            guard let n = trace.states[k].fields.firstIndex(where: { $0.name == field }) else { return nil }
            return trace.texts(inState: k)[n]
        }
    }

    @Test(
        "A UIKeyInput-only view on a trace page: its text read through the harness's closure, the caret at its end, the text after each insertText(_:) call"
    )
    func pinViewOnTheTracePage() throws {
        let (trace, _) = try traced("pin-code")
        let shown = texts(trace, "pin")
        #expect(shown.first == "")
        #expect(shown.contains("1234") && shown.contains("123"))
        #expect(shown.last == "123567")
        let last = try #require(trace.states.last?.fields.first { $0.name == "pin" })
        #expect(last.selection == NSRange(location: 6, length: 0))
        #expect(last.marked == nil)
        // The page carries the view's text.
        let html = TraceWriter.html(trace)
        #expect(html.contains("\"name\":\"pin\""), "the page names the view")
        #expect(html.contains("123567"))
        // The events at which insertText(_:) returned show the text after the call.
        for (i, e) in trace.events.enumerated() {
            guard case .delegate(let d) = e.payload, d.method == .insertText, d.string == "5" else { continue }
            #expect(trace.texts(inState: trace.stateOfEvent[i]).first == "1235")
        }
    }

    @Test(
        "A UITextInput view on a trace page: its text, selection and marked range read through UITextInput (pinyin's composition marked)"
    )
    func editorOnTheTracePage() throws {
        let (trace, _) = try traced("note-editor")
        let marked = trace.states.compactMap { $0.fields.first { $0.name == "note" }?.marked }
        #expect(marked.contains(NSRange(location: 0, length: 6)))
        let shown = texts(trace, "note")
        #expect(shown.contains("ni\u{2006}hao"))
        #expect(shown.last == "你")
        let last = try #require(trace.states.last?.fields.first { $0.name == "note" })
        #expect(last.selection == NSRange(location: 1, length: 0) && last.marked == nil)
    }

    @Test("Tracing a session with a view of the app's own changes nothing in it: the same transcript as untraced")
    func tracingChangesNothing() throws {
        for name in ExampleResponders.scripts {
            let (_, traced) = try traced(name)
            let session = KeyboardSession(notificationCenter: NotificationCenter())
            var registry = ScenarioRegistry()
            ExampleResponders.register(in: &registry)
            let text = try String(
                contentsOf: ResponderExampleTests.packageRoot.appendingPathComponent(
                    "Examples/responders/\(name).kbsim"),
                encoding: .utf8)
            _ = try session.run(script: text, registry: registry, file: "\(name).kbsim")
            // The runner ends with the fields' states; the session run here does not.
            let lines = { (events: [TranscriptEvent]) in
                events.filter { if case .state = $0.payload { false } else { true } }.map(TranscriptFormatter.jsonLine)
            }
            #expect(lines(traced) == lines(session.events), "\(name)")
        }
    }
}
