import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
// Assertions on a session: each throws a HarnessFailure whose description shows the check, expected and actual
// values and the last events. Swift callers get their own file:line; scenario scripts pass the script's.

extension KeyboardSession {
    private func fail(_ location: String, _ check: String, expected: String, actual: String) -> HarnessFailure {
        HarnessFailure(location: location, check: check, expected: expected, actual: actual, recentEvents: recentEventLines(),
                       recentEventsJSON: events.suffix(failureContext).map(TranscriptFormatter.jsonLine))
    }

    private static func here(_ file: StaticString, _ line: UInt) -> String { "\(file):\(line)" }

    private static func quote(_ s: String?) -> String {
        guard let s else { return "none" }
        return JSONWriter.quoted(s)
    }
    private static func range(_ r: NSRange?) -> String { r.map { "\($0.location) \($0.length)" } ?? "none" }

    /// Checks a field's text.
    public func expect(_ name: String, text: String, file: StaticString = #fileID, line: UInt = #line) throws {
        try expect(.text(field: name, text), at: Self.here(file, line))
    }
    /// Checks a field's selection (UTF-16 location and length).
    public func expect(_ name: String, selection: NSRange, file: StaticString = #fileID, line: UInt = #line) throws {
        try expect(.selection(field: name, selection), at: Self.here(file, line))
    }
    /// Checks a field's marked range (nil: no marked text).
    public func expect(_ name: String, marked: NSRange?, file: StaticString = #fileID, line: UInt = #line) throws {
        try expect(.marked(field: name, marked), at: Self.here(file, line))
    }
    /// Checks whether a field is first responder.
    public func expect(_ name: String, firstResponder: Bool, file: StaticString = #fileID, line: UInt = #line) throws {
        try expect(.firstResponder(field: name, firstResponder), at: Self.here(file, line))
    }
    /// Checks that an event happened: kind, name and JSON fields (`["field": "email", "returned": "true"]`), in the
    /// last action (default) or the whole session; `count` asks for exactly that many.
    public func expectEvent(_ kind: String, _ name: String? = nil, where fields: KeyValuePairs<String, String> = [:],
                            in scope: EventScope = .action, count: Int? = nil,
                            file: StaticString = #fileID, line: UInt = #line) throws {
        try expect(.event(EventPattern(kind: kind, name: name, fields: fields.map { ($0.key, $0.value) }, scope: scope, count: count)),
                   at: Self.here(file, line))
    }
    /// Checks that no such event happened (in the last action by default).
    public func expectNoEvent(_ kind: String, _ name: String? = nil, where fields: KeyValuePairs<String, String> = [:],
                              in scope: EventScope = .action, file: StaticString = #fileID, line: UInt = #line) throws {
        try expect(.noEvent(EventPattern(kind: kind, name: name, fields: fields.map { ($0.key, $0.value) }, scope: scope)),
                   at: Self.here(file, line))
    }

    /// The events matching a pattern.
    public func events(matching p: EventPattern) -> [TranscriptEvent] {
        let pool = p.scope == .session ? events : lastActionEvents
        return pool.filter { e in
            guard e.kind == p.kind else { return false }
            let json = e.json
            if let name = p.name {
                guard let key = TranscriptEventName.key(forKind: e.kind), let actual = json[key]?.plain,
                      TranscriptEventName.matches(name, actual) else { return false }
            }
            for f in p.fields {
                guard let v = json[f.key], TranscriptEventName.value(f.value, matches: v) else { return false }
            }
            return true
        }
    }

    /// Checks one expectation; `location` is `file:line` for the message.
    public func expect(_ e: ScenarioExpectation, at location: String) throws {
        switch e {
        case .text(let name, let want):
            let got = try field(name).text ?? ""
            if got != want { throw fail(location, "expect \(name).text == \(Self.quote(want))", expected: Self.quote(want), actual: Self.quote(got)) }
        case .textIsNot(let name, let other):
            let got = try field(name).text ?? ""
            if got == other { throw fail(location, "expect \(name).text != \(Self.quote(other))", expected: "a text other than \(Self.quote(other))", actual: Self.quote(got)) }
        case .textMatches(let name, let pattern):
            let got = try field(name).text ?? ""
            let ok = (try? NSRegularExpression(pattern: pattern)).map { re in
                re.firstMatch(in: got, range: NSRange(location: 0, length: got.utf16.count))
                    .map { $0.range.location == 0 && $0.range.length == got.utf16.count } ?? false
            } ?? false
            if !ok {
                throw fail(location, "expect \(name).text matches \(Self.quote(pattern))", expected: "the whole text matching \(Self.quote(pattern))", actual: Self.quote(got))
            }
        case .length(let name, let op, let n):
            let text = try field(name).text ?? ""
            if !op.holds(text.count, n) {
                throw fail(location, "expect \(name).length \(op.rawValue) \(n)", expected: "\(op.rawValue) \(n) characters",
                           actual: "\(text.count) (text \(Self.quote(text)))")
            }
        case .caret(let name, let want):
            let got = try field(name).selectedRange
            if got != NSRange(location: want, length: 0) {
                throw fail(location, "expect \(name).caret == \(want)", expected: "a caret at \(want)",
                           actual: (got.length == 0 ? "a caret at \(got.location)" : "a selection \(Self.range(got))") + " (text \(Self.quote(try field(name).text)))")
            }
        case .selection(let name, let want):
            let got = try field(name).selectedRange
            if got != want {
                throw fail(location, "expect \(name).selection == \(Self.range(want))", expected: Self.range(want),
                           actual: Self.range(got) + " (text \(Self.quote(try field(name).text)))")
            }
        case .marked(let name, let want):
            let got = try field(name).markedTextRange?.nsRange
            if got != want { throw fail(location, "expect \(name).marked == \(Self.range(want))", expected: Self.range(want), actual: Self.range(got)) }
        case .firstResponder(let name, let want):
            let got = try field(name).isFirstResponder
            if got != want {
                throw fail(location, "expect \(name).firstResponder == \(want)", expected: "\(want)",
                           actual: "\(got)" + (screen.firstResponder.map { " (first responder: \(screen.name(of: $0)))" } ?? " (no first responder)"))
            }
        case .editing(let name, let want):
            let got = try field(name).isEditing
            if got != want { throw fail(location, "expect \(name).editing == \(want)", expected: "\(want)", actual: "\(got)") }
        case .pasteboard(let want):
            let got = screen.pasteboard.string
            if got != want { throw fail(location, "expect pasteboard == \(Self.quote(want))", expected: Self.quote(want), actual: Self.quote(got)) }
        case .keyboardVisible(let want):
            let got = screen.keyboard.isVisible
            if got != want { throw fail(location, "expect keyboard.visible == \(want)", expected: "\(want)", actual: "\(got)") }
        case .event(let p):
            let found = events(matching: p)
            let ok = p.count.map { found.count == $0 } ?? !found.isEmpty
            if !ok {
                let scope = p.scope == .session ? "in the session" : "in the last action"
                var actual = "\(found.count) matching \(scope)"
                if found.isEmpty {
                    let same = events(matching: EventPattern(kind: p.kind, name: p.name, scope: p.scope))
                    if !same.isEmpty, p.fields.isEmpty == false {
                        actual += "; \(p.kind) events with that name: " + same.suffix(3).map { TranscriptFormatter.textLine($0).trimmingCharacters(in: .whitespaces) }.joined(separator: " | ")
                    }
                }
                throw fail(location, "expect event \(p)", expected: p.count.map { "exactly \($0) \(p.kind) event(s) \(scope)" } ?? "a \(p.kind) event like that \(scope)", actual: actual)
            }
        case .noEvent(let p):
            let found = events(matching: p)
            if let first = found.first {
                throw fail(location, "expect no-event \(p)", expected: "no such event \(p.scope == .session ? "in the session" : "in the last action")",
                           actual: "\(found.count), first: " + TranscriptFormatter.textLine(first).trimmingCharacters(in: .whitespaces))
            }
        }
    }
}
