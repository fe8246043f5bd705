import KeyboardSimCore

extension ScenarioVerb {
    /// `pick-row [COMPONENT] ROW|"TITLE"`: the user spins the editing field's `inputView` picker to a row, by its
    /// number (0-based) or its title, in component COMPONENT (default 0).
    static let pickRow = ScenarioVerb(
        "pick-row",
        examples: [
            .pickRow(component: 0, .index(3)), .pickRow(component: 0, .title("Japan")),
            .pickRow(component: 1, .index(0)), .pickRow(component: 2, .title("PM"))
        ],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a toolbar, picker, alert or table); the generator's sessions hold fields only"
        ),
        match: { if case .pickRow(let component, let row) = $0 { (component, row) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let expected =
                "a row number or a row's title in double quotes, e.g. pick-row 3, pick-row \"Japan\", pick-row 1 \"PM\""
            func row(_ t: ScenarioLexer.Token) throws(ScenarioError) -> PickerRow {
                if t.quoted { return .title(t.text) }
                guard let n = Int(t.text), n >= 0 else {
                    throw c.fail(t.column, "pick-row: expected \(expected), found \"\(t.text)\"")
                }
                return .index(n)
            }
            let first = try a.word(expected)
            guard a.peek != nil else { return .pickRow(component: 0, try row(first)) }
            guard !first.quoted, let component = Int(first.text), component >= 0 else {
                throw c.fail(
                    first.column,
                    "pick-row: expected a component number (a whole number ≥ 0) before the row, found \(first.quoted ? "the string " : "")\"\(first.text)\""
                )
            }
            return .pickRow(component: component, try row(try a.word(expected)))
        },
        print: { component, row in "pick-row " + (component == 0 ? "" : "\(component) ") + row.spelling },
        perform: { arguments, s, _ in try s.pickRow(arguments.1, inComponent: arguments.0) }
    )
}
