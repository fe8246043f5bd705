import KeyboardSimCore

extension ScenarioVerb {
    /// `tap-bar-item TITLE`: the user taps an item of the editing field's `inputAccessoryView` toolbar, by its
    /// title or its system item's name (`done`, `cancel`).
    static let tapBarItem = ScenarioVerb(
        "tap-bar-item", examples: [.tapBarItem("Next"), .tapBarItem("done"), .tapBarItem("Save draft")],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a toolbar, picker, alert or table); the generator's sessions hold fields only"
        ),
        match: { if case .tapBarItem(let title) = $0 { title } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .tapBarItem(
                try a.word(
                    "the item's title or system item name, e.g. tap-bar-item Done or tap-bar-item \"Save draft\""
                ).text)
        },
        print: { "tap-bar-item \(ScenarioPrinter.value($0))" },
        perform: { title, s, _ in try s.tapBarItem(title) }
    )
}
