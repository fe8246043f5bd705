/// Everything a ``Screen`` did, in order. Recording is cheap (a value appended to an array), so a transcript can
/// be kept for millions of keystrokes; turn it into text with ``TranscriptFormatter``.
@MainActor public final class Transcript {
    /// The events so far.
    public private(set) var events: [TranscriptEvent] = []
    /// Called with each event as it is recorded (for streaming output).
    public var onRecord: (@MainActor (TranscriptEvent) -> Void)?
    /// The seq the next event gets.
    public private(set) var nextSeq = 0

    public init() {}

    @discardableResult
    func record(_ payload: TranscriptEvent.Payload) -> Int {
        let event = TranscriptEvent(seq: nextSeq, payload: payload)
        nextSeq += 1
        events.append(event)
        onRecord?(event)
        return events.count - 1
    }

    /// Forgets the recorded events (seq keeps counting), keeping capacity: for long benchmark runs.
    public func removeAll() { events.removeAll(keepingCapacity: true) }

    func recordControl(field: String, event: String) {
        record(.control(field: field, event: event))
    }

    /// Records a delegate call before it runs, so events it causes come after it; `finish` fills the answer.
    func beginDelegate(_ call: DelegateCall) -> Int { record(.delegate(call)) }

    func finishDelegate(_ index: Int, returned: Bool?, method: DelegateMethod? = nil) {
        guard index < events.count else { return }
        events[index].returned = returned
        if let method, case .delegate(var call) = events[index].payload {
            call.method = method
            if method == .didEndEditing { call.reason = nil }
            if method == .shouldChangeCharacters, let first = call.ranges?.first { call.range = first; call.ranges = nil }
            events[index].payload = .delegate(call)
        }
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
