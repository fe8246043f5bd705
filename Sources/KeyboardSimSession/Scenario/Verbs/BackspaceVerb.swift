import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `backspace [N]`: the delete key, N times (default once).
    static let backspace = ScenarioVerb(
        "backspace", examples: [.backspace(1), .backspace(5), .backspace(300)],
        fuzzing: .generated(
            FuzzGeneration(order: 1, weight: 12) { d in
                let n = d.rng.chance(0.7) ? 1 : d.rng.chance(0.8) ? 2 + d.rng.below(4) : 6 + d.rng.below(15)
                d.steps.append(.backspace(n))
                if let f = d.focused { d.texts[f] = String(d.texts[f].dropLast(n)) }
            },
            bytes: FuzzByteCode(
                opcodes: [3, 4], decode: { op, r in op == 3 ? .backspace(1) : .backspace(r.number() % 256) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .backspace(let n) = step, n < 256 else { return false }
                    if n == 1 { w.byte(3) } else { w.byte(4); w.number(n) }
                    return true
                })),
        match: { if case .backspace(let n) = $0 { n } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .backspace(try a.optionalCount("how many times, a whole number ≥ 0") ?? 1)
        },
        print: { "backspace \($0)" },
        perform: { n, s, _ in try s.backspace(n) }
    )
}
