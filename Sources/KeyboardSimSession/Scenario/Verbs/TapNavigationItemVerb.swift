import KeyboardSimCore

extension ScenarioVerb {
    /// `tap-nav-item TITLE`: the user taps a bar button of the navigation bar (the navigation item of the topmost
    /// controller on screen), by its title or its system item's name (`done`, `cancel`).
    static let tapNavigationItem = ScenarioVerb(
        "tap-nav-item",
        examples: [.tapNavigationItem("Submit"), .tapNavigationItem("cancel"), .tapNavigationItem("Save draft")],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a button, switch, slider or segmented control); the generator's sessions hold fields only"
        ),
        match: { if case .tapNavigationItem(let title) = $0 { title } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .tapNavigationItem(
                try a.word("the item's title or system item name, e.g. tap-nav-item Submit or tap-nav-item cancel").text
            )
        },
        print: { "tap-nav-item \(ScenarioPrinter.value($0))" },
        perform: { title, s, _ in try s.tapNavigationItem(title) }
    )
}
