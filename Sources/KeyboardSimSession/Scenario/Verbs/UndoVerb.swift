import KeyboardSimCore

extension ScenarioVerb {
    /// `undo`: shake to undo, ⌘Z, the three-finger swipe (docs/system-insertions.md).
    static let undo = ScenarioVerb(
        "undo", examples: [.undo],
        fuzzing: .generated(FuzzGeneration(order: 17, weight: 0) { d in d.steps.append(.undo) }),
        match: { if case .undo = $0 { () } else { nil } },
        parse: { _, _ throws(ScenarioError) in .undo },
        print: { "undo" },
        perform: { _, s, _ in try s.undo() }
    )
}
