import Foundation
import KeyboardSimCore

extension ScenarioVerb {
    /// `expect NAME.text == "…"`, `expect event KIND …`, …: a check (a failure throws ``HarnessFailure``).
    static let expect = ScenarioVerb(
        "expect",
        examples: [
            .expect(.text(field: "f", "a\"b")), .expect(.textIsNot(field: "f", "")),
            .expect(.textMatches(field: "f", "[0-9]+")),
            .expect(.length(field: "f", .lessOrEqual, 5)), .expect(.caret(field: "f", 2)),
            .expect(.selection(field: "f", NSRange(location: 1, length: 2))), .expect(.marked(field: "f", nil)),
            .expect(.marked(field: "f", NSRange(location: 0, length: 2))), .expect(.firstResponder(field: "f", true)),
            .expect(.editing(field: "g", false)), .expect(.pasteboard(nil)), .expect(.pasteboard("x")),
            .expect(.keyboardVisible(true)),
            .expect(
                .event(
                    EventPattern(
                        kind: "delegate", name: "textField(_:shouldChangeCharactersIn:replacementString:)",
                        fields: [("field", "f"), ("returned", "false")], scope: .session, count: 2))),
            .expect(.noEvent(EventPattern(kind: "notification")))
        ],
        fuzzing: .notGenerated(
            "checks come from the fuzzer's properties; a goal-directed session ends with an expect text",
            bytes: FuzzByteCode(
                opcodes: [22],
                decode: { _, r in
                    let f = r.field()
                    return .expect(.text(field: f, r.string()))
                },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .expect(.text(let f, let s)) = step else { return false }
                    w.byte(22); try w.field(f); w.literal(s)
                    return true
                })),
        match: { if case .expect(let e) = $0 { e } else { nil } },
        parse: { c, a throws(ScenarioError) in .expect(try c.expectation(&a)) },
        print: { "expect " + ScenarioPrinter.expectation($0) },
        perform: { e, s, _ in try s.expect(e, at: "") }
    )
}
