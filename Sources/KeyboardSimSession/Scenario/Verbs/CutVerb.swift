import KeyboardSimCore

extension ScenarioVerb {
    /// `cut`: the person cuts the selection.
    static let cut = ScenarioVerb(
        "cut", examples: [.cut],
        fuzzing: .generated(FuzzGeneration(order: 5, weight: 2) { d in d.steps.append(.cut) }, bytes: .simple(8, .cut)),
        match: { if case .cut = $0 { () } else { nil } },
        parse: { _, _ throws(ScenarioError) in .cut },
        print: { "cut" },
        perform: { _, s, _ in try s.cut() }
    )
}
