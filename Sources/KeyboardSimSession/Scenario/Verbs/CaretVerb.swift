import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `caret N`: the person puts the caret at UTF-16 offset N.
    static let caret = ScenarioVerb(
        "caret", examples: [.caret(0), .caret(12)],
        fuzzing: .generated(
            FuzzGeneration(order: 3, weight: 6) { d in
                let text = d.text
                d.steps.append(.caret(FuzzDraw.characterRange(in: text, &d.rng, empty: true).location))
            },
            bytes: FuzzByteCode(
                opcodes: [6], decode: { _, r in .caret(r.number() % 4096) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .caret(let n) = step, n < 4096 else { return false }
                    w.byte(6); w.number(n)
                    return true
                })),
        match: { if case .caret(let n) = $0 { n } else { nil } },
        parse: { _, a throws(ScenarioError) in .caret(try a.count("the caret's UTF-16 offset, a whole number ≥ 0")) },
        print: { "caret \($0)" },
        perform: { n, s, _ in try s.caret(n) }
    )
}
