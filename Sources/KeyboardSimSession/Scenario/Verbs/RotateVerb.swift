import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `rotate portrait|landscape`: the person turns the device.
    static let rotate = ScenarioVerb(
        "rotate", examples: Orientation.allCases.map { .rotate($0) },
        fuzzing: .generated(
            FuzzGeneration(order: 13, weight: 1) { d in
                d.steps.append(.rotate(d.rng.chance(0.5) ? .landscape : .portrait))
            },
            bytes: FuzzByteCode(
                opcodes: [16], decode: { _, r in .rotate(r.byte() % 2 == 0 ? .landscape : .portrait) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .rotate(let o) = step else { return false }
                    w.byte(16); w.byte(o == .landscape ? 0 : 1)
                    return true
                })),
        match: { if case .rotate(let o) = $0 { o } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .rotate(try a.enumeration("an orientation", Orientation.allCases.map { ($0.rawValue, $0) }))
        },
        print: { "rotate \($0.rawValue)" },
        perform: { o, s, _ in s.rotate(o) }
    )
}
