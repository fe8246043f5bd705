import KeyboardSimCore

extension ScenarioVerb {
    /// `redo`: redo, as undo's gestures.
    static let redo = ScenarioVerb(
        "redo", examples: [.redo],
        fuzzing: .generated(FuzzGeneration(order: 18, weight: 0) { d in d.steps.append(.redo) }),
        match: { if case .redo = $0 { () } else { nil } },
        parse: { _, _ throws(ScenarioError) in .redo },
        print: { "redo" },
        perform: { _, s, _ in try s.redo() }
    )
}
