import KeyboardSimCore

extension ScenarioVerb {
    /// `view "NAME" FIELD…`: a registered view factory (`ScenarioRegistry.register(view:_:)`) builds its views into
    /// the window, where they stay; the fields it returns get the names given, in order.
    static let view = ScenarioVerb(
        "view", examples: [.view(name: "SignUpForm", fields: ["user", "password"])],
        fuzzing: .notGenerated("a view target's set-up (FuzzGenerator.declarations), not drawn"),
        match: { if case .view(let name, let fields) = $0 { (name, fields) } else { nil } },
        parse: { c, a throws(ScenarioError) in try c.viewStep(&a) },
        print: { name, fields in (["view \(ScenarioPrinter.quote(name))"] + fields).joined(separator: " ") },
        perform: { arguments, s, p in
            let (name, names) = arguments
            guard let build = p.registry.views[name] else {
                throw SimulationError(.notRegistered(kind: "view", name: name))
            }
            let built = build(s.screen.window)
            guard built.count >= names.count else {
                // The view returned fewer fields than the step names: the first name without a field is unknown.
                throw SimulationError(.unknownField(names[built.count], known: Array(names.prefix(built.count))))
            }
            for (field, n) in zip(built, names) { try s.adopt(field, name: n) }
        }
    )
}
