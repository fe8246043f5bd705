import KeyboardSimCore

extension ScenarioVerb {
    /// `return`: the person taps the return key.
    static let pressReturn = ScenarioVerb(
        "return", examples: [.pressReturn],
        fuzzing: .generated(
            FuzzGeneration(order: 7, weight: 2) { d in
                d.steps.append(.pressReturn)
                d.composing = false
            }, bytes: .simple(10, .pressReturn)),
        match: { if case .pressReturn = $0 { () } else { nil } },
        parse: { _, _ throws(ScenarioError) in .pressReturn },
        print: { "return" },
        perform: { _, s, _ in try s.tapReturn() }
    )
}
