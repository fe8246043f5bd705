import KeyboardSimCore

extension ScenarioVerb {
    /// `show "NAME" INPUT…`: a registered view controller (`ScenarioRegistry.register(screen:_:)`; `kbsim run` has the
    /// screens of Examples/screens) is shown as the app's root screen; each INPUT names one of its text fields, text
    /// views or search bars by outlet or accessibilityIdentifier (`email`), or takes a name for the one an outlet,
    /// identifier or placeholder finds (`listName="List name"`).
    static let show = ScenarioVerb(
        "show",
        examples: [
            .show(
                name: "sign-in",
                inputs: [ShownInput(name: "email"), ShownInput(name: "password", lookup: "passwordField")]),
            .show(name: "sign-in", inputs: [ShownInput(name: "code", lookup: "One-time code")])
        ],
        fuzzing: .notGenerated("shows a screen built in Swift; the generator's sessions hold fields only"),
        match: { if case .show(let name, let inputs) = $0 { (name, inputs) } else { nil } },
        parse: { c, a throws(ScenarioError) in try c.showStep(&a) },
        print: { name, inputs in
            (["show \(ScenarioPrinter.quote(name))"]
                + inputs.map { $0.lookup == $0.name ? $0.name : "\($0.name)=\(ScenarioPrinter.value($0.lookup))" })
                .joined(separator: " ")
        },
        perform: { arguments, s, p in
            let (name, inputs) = arguments
            guard let make = p.registry.screens[name] else {
                throw SimulationError(.notRegistered(kind: "screen", name: name))
            }
            try s.showScreen(make(), inputs: inputs)
        }
    )
}
