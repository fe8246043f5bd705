import KeyboardSimCore

extension ScenarioVerb {
    /// `pick-date YYYY-MM-DD[THH:MM]`: the user spins the editing field's `inputView` date picker to a date (a
    /// day alone is noon UTC; a time is UTC).
    static let pickDate = ScenarioVerb(
        "pick-date", examples: [.pickDate("1990-05-17"), .pickDate("2024-02-29T08:30")],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a toolbar, picker, alert or table); the generator's sessions hold fields only"
        ),
        match: { if case .pickDate(let text) = $0 { text } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let t = try a.word("a date YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC), e.g. pick-date 1990-05-17")
            guard !t.quoted, KeyboardSession.pickDate(from: t.text) != nil else {
                throw c.fail(
                    t.column,
                    "pick-date: expected a date YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC) that exists, found \"\(t.text)\"")
            }
            return .pickDate(t.text)
        },
        print: { "pick-date \($0)" },
        perform: { text, s, _ in try s.pickDate(text) }
    )
}
