import KeyboardSimCore

extension ScenarioVerb {
    /// `tap NAME`: the person taps a field (it becomes first responder, or the delegate refuses).
    static let tap = ScenarioVerb(
        "tap", examples: [.tap("f")],
        fuzzing: .generated(
            FuzzGeneration(order: 9, weight: 6) { d in
                let i = d.rng.below(d.fields.count)
                d.steps.append(.tap(d.fields[i]))
                d.focused = i
            },
            bytes: FuzzByteCode(
                opcodes: [12], decode: { _, r in .tap(r.field()) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .tap(let f) = step else { return false }
                    w.byte(12); try w.field(f)
                    return true
                })),
        match: { if case .tap(let f) = $0 { f } else { nil } },
        parse: { c, a throws(ScenarioError) in .tap(try a.fieldName(declared: c.fields)) },
        print: { "tap \($0)" },
        perform: { name, s, _ in try s.tap(name) }
    )
}
