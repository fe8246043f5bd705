import KeyboardSimCore

extension ScenarioVerb {
    /// `toggle [ID]`: the user flips the switch with that accessibilityIdentifier, or the only switch on screen.
    static let toggleSwitch = ScenarioVerb(
        "toggle", examples: [.toggleSwitch(nil), .toggleSwitch("newsletter")],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a button, switch, slider or segmented control); the generator's sessions hold fields only"
        ),
        match: { step -> String?? in if case .toggleSwitch(let id) = step { .some(id) } else { nil } },
        parse: { _, a throws(ScenarioError) in
            guard a.peek != nil else { return .toggleSwitch(nil) }
            return .toggleSwitch(
                try a.word("the switch's accessibilityIdentifier, or nothing for the only switch on screen").text)
        },
        print: { id in "toggle" + (id.map { " " + ScenarioPrinter.value($0) } ?? "") },
        perform: { id, s, _ in try s.toggleSwitch(id) }
    )
}
