import KeyboardSimCore

extension ScenarioVerb {
    /// `ordering ios17|…`: the order of delegate calls and notifications (a setting).
    static let ordering = ScenarioVerb(
        "ordering", setting: true, examples: Ordering.allCases.map { .ordering($0) },
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .ordering(let o) = $0 { o } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .ordering(try a.enumeration("an ordering", Ordering.allCases.map { ($0.rawValue, $0) }))
        },
        print: { "ordering \($0.rawValue)" },
        perform: { _, _, _ in }
    )
}
