import KeyboardSimCore

extension ScenarioVerb {
    /// `state [NAME]`: a `state` event with the field's text, selection and marked range (default: every field).
    static let recordState = ScenarioVerb(
        "state", examples: [.recordState(nil), .recordState("f")],
        fuzzing: .notGenerated(
            "records the transcript, not a user action: the fuzzer's oracles read the fields themselves"),
        match: { step -> String?? in if case .recordState(let f) = step { .some(f) } else { nil } },
        parse: { c, a throws(ScenarioError) in .recordState(try a.optionalFieldName(declared: c.fields)) },
        print: { f in f.map { "state \($0)" } ?? "state" },
        perform: { name, s, _ in try s.recordStates(of: name) }
    )
}
