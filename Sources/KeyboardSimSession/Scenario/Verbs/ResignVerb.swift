import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `resign NAME`: app code calls `resignFirstResponder()` on a field.
    static let resign = ScenarioVerb(
        "resign", examples: [.resign("f")],
        fuzzing: .generated(
            FuzzGeneration(order: 11, weight: 2) { d in
                let i = d.focused ?? d.rng.below(d.fields.count)
                d.steps.append(.resign(d.fields[i]))
                if d.rng.chance(0.5) { d.focused = nil }
            },
            bytes: FuzzByteCode(
                opcodes: [14], decode: { _, r in .resign(r.field()) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .resign(let f) = step else { return false }
                    w.byte(14); try w.field(f)
                    return true
                })),
        match: { if case .resign(let f) = $0 { f } else { nil } },
        parse: { c, a throws(ScenarioError) in .resign(try a.fieldName(declared: c.fields)) },
        print: { "resign \($0)" },
        perform: { name, s, _ in try s.resign(name) }
    )
}
