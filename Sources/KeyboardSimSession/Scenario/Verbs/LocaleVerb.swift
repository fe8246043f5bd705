import KeyboardSimCore

extension ScenarioVerb {
    /// `locale de_DE`: the locale (decimal separator, Compose sequences) (a setting).
    static let locale = ScenarioVerb(
        "locale", setting: true, examples: [.locale("de_DE"), .locale("en_US.UTF-8")],
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .locale(let l) = $0 { l } else { nil } },
        parse: { _, a throws(ScenarioError) in .locale(try a.word("a locale such as de_DE or en_US.UTF-8").text) },
        print: { "locale \(ScenarioPrinter.word($0))" },
        perform: { _, _, _ in }
    )
}
