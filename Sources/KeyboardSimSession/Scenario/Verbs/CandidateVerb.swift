import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `candidate N`: the person taps the input method's candidate N (0 is the first).
    static let candidate = ScenarioVerb(
        "candidate", examples: [.candidate(0), .candidate(3)],
        fuzzing: .generated(
            FuzzGeneration(order: 8, weight: 8) { d in
                if d.ime && d.composing { d.steps.append(.candidate(d.rng.chance(0.6) ? 0 : d.rng.below(6))) }
                if d.rng.chance(0.5) { d.composing = false }
            },
            bytes: FuzzByteCode(
                opcodes: [11], decode: { _, r in .candidate(r.number() % 64) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .candidate(let n) = step, n < 64 else { return false }
                    w.byte(11); w.number(n)
                    return true
                })),
        match: { if case .candidate(let n) = $0 { n } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .candidate(try a.count("the candidate's index, a whole number ≥ 0 (0 is the first)"))
        },
        print: { "candidate \($0)" },
        perform: { i, s, _ in try s.candidate(i) }
    )
}
