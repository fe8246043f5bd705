import KeyboardSimCore

extension ScenarioVerb {
    /// `text-replacement "omw" "On my way!"`: a text-replacement shortcut before the caret expands.
    static let textReplacement = ScenarioVerb(
        "text-replacement", examples: [.textReplacement(shortcut: "omw", expansion: "On my way!")],
        fuzzing: .generated(
            FuzzGeneration(order: 21, weight: 0) { d in
                d.steps.append(.type(" omw"))
                d.steps.append(.textReplacement(shortcut: "omw", expansion: "On my way!"))
                d.append(" On my way!")
            }),
        match: { if case .textReplacement(let a, let b) = $0 { (a, b) } else { nil } },
        parse: { _, a throws(ScenarioError) in
            let shortcut = try a.string("the shortcut in double quotes, e.g. \"omw\"")
            return .textReplacement(
                shortcut: shortcut, expansion: try a.string("the phrase in double quotes, e.g. \"On my way!\""))
        },
        print: { a, b in "text-replacement \(ScenarioPrinter.quote(a)) \(ScenarioPrinter.quote(b))" },
        perform: { arguments, s, _ in try s.textReplacement(arguments.0, arguments.1) }
    )
}
