import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
// The checks of the scenario language (`expect …` steps): each returns or throws a HarnessFailure that shows the
// check, the expected and actual values, and the events that explain the outcome: the calls the delegate refused in
// the last action, the last accepted change of the field, and the trailing events. KeyboardSimTesting's `expect…`
// and `require…` report them at the caller's line.

extension KeyboardSession {
    /// Ends the transcript as `kbsim run` does: a `state` event per field, in the order the fields were added (as a
    /// `state` step without a name records them). Returns the whole transcript.
    @discardableResult
    public func finishTranscript() -> [TranscriptEvent] {
        recordEveryState()
        return events
    }

    package func fail(_ location: String, _ check: String, expected: String, actual: String, field: String? = nil)
        -> HarnessFailure
    {
        let explaining = explainingEvents(field: field)
        return HarnessFailure(
            location: location, check: check, expected: expected, actual: actual,
            recentEvents: explaining.map(TranscriptFormatter.textLine),
            recentEventsJSON: explaining.map(TranscriptFormatter.jsonLine))
    }

    /// The events that explain a failure: refused delegate calls of the last action, the last accepted text change
    /// of `field`, and the trailing ``failureContext`` events, in transcript order.
    package func explainingEvents(field: String?) -> [TranscriptEvent] {
        let all = events
        var picked = Set(all.indices.suffix(failureContext))
        let actionStart = min(lastActionStart, all.count)
        var refused = 0
        for i in (actionStart..<all.count).reversed() where refused < 6 {
            if case .delegate(let c) = all[i].payload, all[i].returned == false, field == nil || c.field == field {
                picked.insert(i); refused += 1
            }
        }
        if let field,
            let last = all.indices.last(where: { i in
                if case .delegate(let c) = all[i].payload, all[i].returned == true, c.field == field,
                    c.method.asksToChangeText
                {
                    true
                } else {
                    false
                }
            })
        {
            picked.insert(last)
        }
        return picked.sorted().map { all[$0] }
    }

    package static func here(_ file: StaticString, _ line: UInt) -> String { "\(file):\(line)" }

    package static func quote(_ s: String?) -> String {
        guard let s else { return "none" }
        return JSONWriter.quoted(s)
    }
    package static func range(_ r: NSRange?) -> String { r.map { "\($0.location) \($0.length)" } ?? "none" }

    /// The events matching a pattern.
    public func events(matching p: EventPattern) -> [TranscriptEvent] {
        let pool = p.scope == .session ? events : lastActionEvents
        return pool.filter { e in
            guard e.kind == p.kind else { return false }
            let json = e.json
            if let name = p.name {
                guard let key = TranscriptEventName.key(forKind: e.kind), let actual = json[key]?.plain,
                    TranscriptEventName.matches(name, actual)
                else { return false }
            }
            for f in p.fields {
                guard let v = json.value(atPath: f.key), TranscriptEventName.value(f.value, matches: v) else {
                    return false
                }
            }
            return true
        }
    }

    /// Checks one expectation (a script's `expect`); throws its failure. `location` is `file:line` for the message.
    public func expect(_ e: ScenarioExpectation, at location: String) throws {
        if let failure = failure(of: e, at: location) { throw failure }
    }

    /// The failure of one expectation, or nil when it holds. A field name the session does not know, and an event
    /// kind, name or key the transcript can never contain, are failures too.
    public func failure(of e: ScenarioExpectation, at location: String) -> HarnessFailure? {
        do { try check(e, at: location); return nil } catch let f as HarnessFailure { return f } catch {
            return HarnessFailure(
                location: location, check: "expect", expected: "a check that can run", actual: "\(error)",
                recentEvents: [])
        }
    }

    private func check(_ e: ScenarioExpectation, at location: String) throws {
        switch e {
        case .text(let name, let want):
            let got = try field(name).text ?? ""
            if got != want {
                throw fail(
                    location, "expect \(name).text == \(Self.quote(want))", expected: Self.quote(want),
                    actual: Self.quote(got), field: name)
            }
        case .textIsNot(let name, let other):
            let got = try field(name).text ?? ""
            if got == other {
                throw fail(
                    location, "expect \(name).text != \(Self.quote(other))",
                    expected: "a text other than \(Self.quote(other))", actual: Self.quote(got))
            }
        case .textMatches(let name, let pattern):
            let got = try field(name).text ?? ""
            let ok =
                (try? NSRegularExpression(pattern: pattern)).map { re in
                    re.firstMatch(in: got, range: NSRange(location: 0, length: got.utf16.count))
                        .map { $0.range.location == 0 && $0.range.length == got.utf16.count } ?? false
                } ?? false
            if !ok {
                throw fail(
                    location, "expect \(name).text matches \(Self.quote(pattern))",
                    expected: "the whole text matching \(Self.quote(pattern))", actual: Self.quote(got))
            }
        case .length(let name, let op, let n):
            let text = try field(name).text ?? ""
            if !op.holds(text.count, n) {
                throw fail(
                    location, "expect \(name).length \(op.rawValue) \(n)", expected: "\(op.rawValue) \(n) characters",
                    actual: "\(text.count) (text \(Self.quote(text)))")
            }
        case .caret(let name, let want):
            let got = try field(name).selectedRange
            if got != NSRange(location: want, length: 0) {
                throw fail(
                    location, "expect \(name).caret == \(want)", expected: "a caret at \(want)",
                    actual: (got.length == 0 ? "a caret at \(got.location)" : "a selection \(Self.range(got))")
                        + " (text \(Self.quote(try field(name).text)))")
            }
        case .selection(let name, let want):
            let got = try field(name).selectedRange
            if got != want {
                throw fail(
                    location, "expect \(name).selection == \(Self.range(want))", expected: Self.range(want),
                    actual: Self.range(got) + " (text \(Self.quote(try field(name).text)))", field: name)
            }
        case .marked(let name, let want):
            let got = try field(name).markedTextRange?.nsRange
            if got != want {
                throw fail(
                    location, "expect \(name).marked == \(Self.range(want))", expected: Self.range(want),
                    actual: Self.range(got), field: name)
            }
        case .firstResponder(let name, let want):
            let got = try field(name).isFirstResponder
            if got != want {
                throw fail(
                    location, "expect \(name).firstResponder == \(want)", expected: "\(want)",
                    actual: "\(got)"
                        + (screen.firstResponder.map { " (first responder: \(screen.name(of: $0)))" }
                            ?? " (no first responder)"))
            }
        case .editing(let name, let want):
            let got = try field(name).isEditing
            if got != want {
                throw fail(location, "expect \(name).editing == \(want)", expected: "\(want)", actual: "\(got)")
            }
        case .pasteboard(let want):
            let got = screen.pasteboard.string
            if got != want {
                throw fail(
                    location, "expect pasteboard == \(Self.quote(want))", expected: Self.quote(want),
                    actual: Self.quote(got))
            }
        case .keyboardVisible(let want):
            let got = screen.keyboard.isVisible
            if got != want {
                throw fail(location, "expect keyboard.visible == \(want)", expected: "\(want)", actual: "\(got)")
            }
        case .event(let p):
            if let problem = EventSchema.problem(with: p) {
                throw fail(
                    location, "expect event \(p)", expected: "a check the transcript can satisfy", actual: problem)
            }
            let found = events(matching: p)
            let ok = p.count.map { found.count == $0 } ?? !found.isEmpty
            if !ok {
                let scope = p.scope == .session ? "in the session" : "in the last action"
                var actual = "\(found.count) matching \(scope)"
                if found.isEmpty {
                    let same = events(matching: EventPattern(kind: p.kind, name: p.name, scope: p.scope))
                    if !same.isEmpty, p.fields.isEmpty == false {
                        actual +=
                            "; \(p.kind) events with that name: "
                            + same.suffix(3).map {
                                TranscriptFormatter.textLine($0).trimmingCharacters(in: .whitespaces)
                            }.joined(separator: " | ")
                    }
                }
                throw fail(
                    location, "expect event \(p)",
                    expected: p.count.map { "exactly \($0) \(p.kind) event(s) \(scope)" }
                        ?? "a \(p.kind) event like that \(scope)", actual: actual)
            }
        case .noEvent(let p):
            if let problem = EventSchema.problem(with: p) {
                throw fail(
                    location, "expect no-event \(p)", expected: "a check the transcript can satisfy", actual: problem)
            }
            let found = events(matching: p)
            if let first = found.first {
                throw fail(
                    location, "expect no-event \(p)",
                    expected: "no such event \(p.scope == .session ? "in the session" : "in the last action")",
                    actual: "\(found.count), first: "
                        + TranscriptFormatter.textLine(first).trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
