import KeyboardSimCore
import KeyboardSimSupport

extension ScenarioVerb {
    /// `locale de_DE`: the locale (decimal separator, Compose sequences) (a setting).
    static let locale = ScenarioVerb(
        "locale", setting: true, examples: [.locale("de_DE"), .locale("en_US.UTF-8")],
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .locale(let l) = $0 { l } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let l = try a.word("a locale such as de_DE or en_US.UTF-8")
            // The rule and message of --locale (docs/interfaces.md §3).
            guard LocaleName.isKnown(l.text) else {
                throw c.fail(l.column, "locale \"\(l.text)\": \(LocaleName.refusal)")
            }
            return .locale(l.text)
        },
        print: { "locale \(ScenarioPrinter.word($0))" },
        perform: { _, _, _ in }
    )
}
