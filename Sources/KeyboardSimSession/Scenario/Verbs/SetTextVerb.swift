import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `set-text NAME "text"`: app code sets a field's text (no delegate call).
    static let setText = ScenarioVerb(
        "set-text", examples: [.setText(field: "f", text: "restored"), .setText(field: "g", text: "")],
        fuzzing: .generated(
            FuzzGeneration(order: 10, weight: 2) { d in
                let i = d.rng.below(d.fields.count)
                let s = d.rng.chance(0.3) ? "" : d.randomText(maxChunks: 4)
                d.steps.append(.setText(field: d.fields[i], text: s))
                d.texts[i] = s
            },
            bytes: FuzzByteCode(
                opcodes: [13],
                decode: { _, r in
                    let f = r.field()
                    return .setText(field: f, text: r.string())
                },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .setText(let f, let s) = step else { return false }
                    w.byte(13); try w.field(f); w.literal(s)
                    return true
                })),
        match: { if case .setText(let f, let t) = $0 { (f, t) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let name = try a.fieldName(declared: c.fields)
            return .setText(field: name, text: try a.string("the new text in double quotes"))
        },
        print: { f, t in "set-text \(f) \(ScenarioPrinter.quote(t))" },
        perform: { arguments, s, _ in try s.setText(arguments.0, arguments.1) }
    )
}
