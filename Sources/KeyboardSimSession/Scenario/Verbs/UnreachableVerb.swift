import KeyboardSimCore

extension ScenarioVerb {
    /// `unreachable paste|fail|…`: what `type` does with a character no key types (``UnreachablePolicy``).
    static let unreachable = ScenarioVerb(
        "unreachable", examples: UnreachablePolicy.allCases.map { .unreachable($0) },
        fuzzing: .notGenerated("the set-up's `unreachable paste`, before the drawn steps"),
        match: { if case .unreachable(let p) = $0 { p } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .unreachable(try a.enumeration("a policy", UnreachablePolicy.allCases.map { ($0.rawValue, $0) }))
        },
        print: { "unreachable \($0.rawValue)" },
        perform: { p, s, _ in s.screen.unreachable = p }
    )
}
