import KeyboardSimCore

extension ScenarioVerb {
    /// `alert-action "TITLE"`: the user taps the button titled TITLE of the presented alert.
    static let alertAction = ScenarioVerb(
        "alert-action", examples: [.alertAction("Save"), .alertAction("Cancel")],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a toolbar, picker, alert or table); the generator's sessions hold fields only"
        ),
        match: { if case .alertAction(let title) = $0 { title } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .alertAction(try a.string("the button's title in double quotes, e.g. alert-action \"Save\""))
        },
        print: { "alert-action \(ScenarioPrinter.quote($0))" },
        perform: { title, s, _ in try s.tapAlertAction(title) }
    )
}
