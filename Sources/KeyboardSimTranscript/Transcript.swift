import Foundation
/// Everything a `Screen` did, in order. Recording is cheap (a value appended to an array), so a transcript can
/// be kept for millions of keystrokes; turn it into text with ``TranscriptFormatter``.
@MainActor public final class Transcript {
    /// The mutable part, kept in one value so that recording an event is one access to the transcript's storage
    /// (the hot path of every keystroke records four or five events).
    private struct State {
        var events: [TranscriptEvent] = []
        var nextSeq = 0
        var openCalls = 0
        var flushed = 0

        var route: String?

        /// Takes the payload (`consuming`: the caller's value is moved into the event, not copied).
        mutating func append(_ payload: consuming TranscriptEvent.Payload) -> Int {
            let index = events.count
            events.append(TranscriptEvent(seq: nextSeq, payload: payload, route: route))
            nextSeq &+= 1
            return index
        }
    }
    private var state = State()

    /// The events so far (only those not yet handed to ``sink`` when ``retainsEvents`` is false).
    public var events: [TranscriptEvent] { state.events }
    /// Called with each event once it is final (a delegate call once it has returned), in order.
    public var sink: (@MainActor (TranscriptEvent) -> Void)?
    /// Whether events stay in ``events`` after the sink has them (false keeps memory flat for long sessions).
    public var retainsEvents = true
    /// With a ``sink``: how many of the events the sink has had stay in ``events`` (nil: all). Memory stays
    /// bounded while failure messages can still show the last events.
    package var window: Int?
    /// The `seq` the next event gets.
    public var nextSeq: Int { state.nextSeq }
    /// Marks the events recorded from now on as caused by `route` (``TranscriptEvent/route``) and returns the
    /// previous route, which
    /// ``leave(route:)`` restores (`let r = transcript.enter(route: "paste"); defer { transcript.leave(route: r) }`).
    package func enter(route: String?) -> String? {
        let previous = state.route
        state.route = route
        return previous
    }

    /// Restores the route ``enter(route:)`` returned.
    package func leave(route previous: String?) { state.route = previous }

    /// An empty transcript.
    public init() {}

    /// Records an event and returns its index in ``events``.
    @discardableResult
    package func record(_ payload: consuming TranscriptEvent.Payload) -> Int {
        let index = state.append(payload)
        if sink != nil && state.openCalls == 0 { flush() }
        return index
    }

    /// Hands the final events to the sink.
    private func flush() {
        guard let sink else { return }
        while state.flushed < state.events.count {
            let event = state.events[state.flushed]
            state.flushed += 1
            sink(event)
        }
        if !retainsEvents && state.openCalls == 0 {
            state.events.removeAll(keepingCapacity: true)
            state.flushed = 0
        } else if let window, state.openCalls == 0, state.events.count > 2 * window + 64 {
            let k = state.events.count - window
            state.events.removeFirst(k)
            state.flushed -= k
        }
    }

    /// Forgets the recorded events (seq keeps counting), keeping capacity: for long benchmark runs. Called while
    /// a delegate call is being recorded (from app code inside it), it does nothing: the open call must stay.
    public func removeAll() {
        guard state.openCalls == 0 else { return }
        state.events.removeAll(keepingCapacity: true)
        state.flushed = 0
    }

    /// Forgets the events before `seq` that are final (already handed to the ``sink`` when there is one), keeping
    /// the rest: a long session keeps only the window its checks still read (`kbsim run` streams the rest). Does
    /// nothing while a delegate call is being recorded.
    package func discard(before seq: Int) {
        guard state.openCalls == 0 else { return }
        let limit = sink == nil ? state.events.count : state.flushed
        var k = 0
        while k < limit && state.events[k].seq < seq { k += 1 }
        guard k > 0 else { return }
        state.events.removeFirst(k)
        if sink != nil { state.flushed -= k }
    }

    /// Holds the events recorded from now on back from the ``sink`` until ``release(_:)``, so that
    /// ``retract(to:)`` can still take them back; returns the mark to pass to both. Holds nest like delegate calls.
    package func hold() -> Int {
        state.openCalls += 1
        return state.events.count
    }

    /// Takes back the events recorded since `mark` (a ``hold()`` still open), and the `seq` numbers they took: the
    /// next event gets the first of them, so the transcript reads as if they never happened.
    package func retract(to mark: Int) {
        guard state.openCalls > 0, mark >= 0, mark < state.events.count else { return }
        state.nextSeq = state.events[mark].seq
        state.events.removeSubrange(mark...)
    }

    /// Ends a ``hold()``: the held events go to the sink once no delegate call is open.
    package func release(_ mark: Int) {
        state.openCalls -= 1
        if state.openCalls == 0 && sink != nil { flush() }
    }

    /// Records a control event.
    package func recordControl(field: String, event: String) {
        record(.control(field: field, event: event))
    }

    /// Records a delegate call before it runs, so events it causes come after it; `finish` fills the answer.
    package func beginDelegate(_ call: DelegateCall) -> Int {
        state.openCalls += 1
        return state.append(.delegate(call))
    }

    /// Fills in a delegate call's answer (and, when the delegate turned out to implement another variant, its
    /// method).
    package func finishDelegate(_ index: Int, returned: Bool?, method: DelegateMethod? = nil) {
        if let method { renameDelegate(index, to: method) }
        if index < state.events.count { state.events[index].returned = returned }
        state.openCalls -= 1
        if state.openCalls == 0 && sink != nil { flush() }
    }

    /// Changes a recorded delegate call's method (the variant the delegate really implements).
    package func renameDelegate(_ index: Int, to method: DelegateMethod) {
        guard index < state.events.count, case .delegate(var call) = state.events[index].payload else { return }
        call.method = method
        if method == .didEndEditing || method == .textViewDidEndEditing || method == .searchBarTextDidEndEditing {
            call.reason = nil
        }
        if method == .shouldChangeCharacters || method == .textViewShouldChangeText
            || method == .searchBarShouldChangeText,
            let first = call.ranges?.first
        {
            call.range = first; call.ranges = nil
        }
        state.events[index].payload = .delegate(call)
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
