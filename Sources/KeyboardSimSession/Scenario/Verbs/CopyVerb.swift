import KeyboardSimCore

extension ScenarioVerb {
    /// `copy`: the person copies the selection.
    static let copy = ScenarioVerb(
        "copy", examples: [.copy],
        fuzzing: .notGenerated(
            "the generator draws no copy (it changes no text; the byte format holds it for coverage-guided mutations)",
            bytes: .simple(20, .copy)),
        match: { if case .copy = $0 { () } else { nil } },
        parse: { _, _ throws(ScenarioError) in .copy },
        print: { "copy" },
        perform: { _, s, _ in try s.copy() }
    )
}
