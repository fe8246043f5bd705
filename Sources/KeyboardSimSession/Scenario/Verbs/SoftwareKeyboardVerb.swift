import KeyboardSimCore

extension ScenarioVerb {
    /// `software-keyboard`: back to the on-screen keyboard (no hardware keyboard).
    static let softwareKeyboard = ScenarioVerb(
        "software-keyboard", examples: [.softwareKeyboard],
        fuzzing: .generated(
            FuzzGeneration(order: 16, weight: 1) { d in d.steps.append(.softwareKeyboard) },
            bytes: .simple(19, .softwareKeyboard)),
        match: { if case .softwareKeyboard = $0 { () } else { nil } },
        parse: { _, _ throws(ScenarioError) in .softwareKeyboard },
        print: { "software-keyboard" },
        perform: { _, s, _ in s.useSoftwareKeyboard() }
    )
}
