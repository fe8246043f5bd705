import Foundation
/// Everything a ``Screen`` did, in order. Recording is cheap (a value appended to an array), so a transcript can
/// be kept for millions of keystrokes; turn it into text with ``TranscriptFormatter``.
@MainActor public final class Transcript {
    /// The events so far (only those not yet handed to ``sink`` when ``retainsEvents`` is false).
    public private(set) var events: [TranscriptEvent] = []
    /// Receives each event once it is final, in order: at once, or — for a delegate call and everything after it —
    /// when the call has returned (its answer is then known). For streaming output.
    public var sink: (@MainActor (TranscriptEvent) -> Void)?
    /// Whether events stay in ``events`` after the sink has them (false keeps memory flat for long sessions).
    public var retainsEvents = true
    /// The seq the next event gets.
    public private(set) var nextSeq = 0
    private var openCalls = 0
    private var flushed = 0

    public init() {}

    @discardableResult
    package func record(_ payload: TranscriptEvent.Payload) -> Int {
        let event = TranscriptEvent(seq: nextSeq, payload: payload)
        nextSeq += 1
        events.append(event)
        if openCalls == 0 && sink != nil { flush() }
        return events.count - 1
    }

    /// Hands the final events to the sink.
    private func flush() {
        guard let sink else { return }
        while flushed < events.count {
            sink(events[flushed])
            flushed += 1
        }
        if !retainsEvents {
            events.removeAll(keepingCapacity: true)
            flushed = 0
        }
    }

    /// Forgets the recorded events (seq keeps counting), keeping capacity: for long benchmark runs.
    public func removeAll() {
        precondition(openCalls == 0, "Transcript.removeAll() during a delegate call")
        events.removeAll(keepingCapacity: true)
        flushed = 0
    }

    package func recordControl(field: String, event: String) {
        record(.control(field: field, event: event))
    }

    /// Records a delegate call before it runs, so events it causes come after it; `finish` fills the answer.
    package func beginDelegate(_ call: DelegateCall) -> Int {
        openCalls += 1
        return record(.delegate(call))
    }

    /// Fills in a delegate call's answer (and, when a forwarding default ran, the method actually called), and
    /// closes the call.
    package func finishDelegate(_ index: Int, returned: Bool?, method: DelegateMethod? = nil) {
        if let method { renameDelegate(index, to: method) }
        if index < events.count { events[index].returned = returned }
        openCalls -= 1
        if openCalls == 0 && sink != nil { flush() }
    }

    /// Names the method actually called when the delegate did not implement the variant asked first.
    package func renameDelegate(_ index: Int, to method: DelegateMethod) {
        guard index < events.count, case .delegate(var call) = events[index].payload else { return }
        call.method = method
        if method == .didEndEditing { call.reason = nil }
        if method == .shouldChangeCharacters, let first = call.ranges?.first { call.range = first; call.ranges = nil }
        events[index].payload = .delegate(call)
    }

    /// The events of one kind (`delegate`, `notification`, …).
    public func events(ofKind kind: String) -> [TranscriptEvent] { events.filter { $0.kind == kind } }

    /// The delegate calls, optionally only those of one method or field.
    public func delegateCalls(_ method: DelegateMethod? = nil, field: String? = nil) -> [DelegateCall] {
        events.compactMap {
            guard case .delegate(var c) = $0.payload else { return nil }
            c.returned = $0.returned
            if let method, c.method != method { return nil }
            if let field, c.field != field { return nil }
            return c
        }
    }

    /// The names of posted notifications, in order.
    public var notificationNames: [String] {
        events.compactMap { if case .notification(let n) = $0.payload { n.name } else { nil } }
    }

    /// A compact one-word-per-event outline (method or notification names), handy in test assertions.
    public var outline: [String] {
        events.compactMap { event in
            switch event.payload {
            case .delegate(let c): c.method.rawValue
            case .notification(let n): n.name
            case .control(_, let e): e
            default: nil
            }
        }
    }
}
