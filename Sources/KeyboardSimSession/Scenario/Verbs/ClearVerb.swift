import KeyboardSimCore

extension ScenarioVerb {
    /// `clear [NAME]`: the person taps the clear button of the field (default: the one being edited).
    static let clear = ScenarioVerb(
        "clear", examples: [.clear(nil), .clear("f")],
        fuzzing: .generated(
            FuzzGeneration(order: 6, weight: 2) { d in
                d.steps.append(.clear(nil))
                if let f = d.focused { d.texts[f] = "" }
            }, bytes: .simple(9, .clear(nil))),
        match: { step -> String?? in if case .clear(let f) = step { .some(f) } else { nil } },
        parse: { c, a throws(ScenarioError) in .clear(try a.optionalFieldName(declared: c.fields)) },
        print: { f in f.map { "clear \($0)" } ?? "clear" },
        perform: { name, s, _ in try s.clear(name) }
    )
}
