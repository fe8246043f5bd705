import KeyboardSimCore

extension ScenarioVerb {
    /// `tap-button "TITLE"|ID`: the user taps the button on screen with that title or accessibilityIdentifier.
    static let tapButton = ScenarioVerb(
        "tap-button", examples: [.tapButton("Rename"), .tapButton("submit-order")],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a button, switch, slider or segmented control); the generator's sessions hold fields only"
        ),
        match: { if case .tapButton(let label) = $0 { label } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .tapButton(
                try a.word(
                    "the button's title or accessibilityIdentifier, e.g. tap-button \"Sign in\" or tap-button submit"
                ).text)
        },
        print: { "tap-button \(ScenarioPrinter.value($0))" },
        perform: { label, s, _ in try s.tapButton(label) }
    )
}
