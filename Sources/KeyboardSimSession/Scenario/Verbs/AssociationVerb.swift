import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `association N`: after a pinyin commit, the person taps association candidate N (0-based): inserted with no
    /// delegate call (docs/system-insertions.md, "Association candidates").
    static let association = ScenarioVerb(
        "association", examples: [.association(0), .association(2)],
        fuzzing: .generated(
            FuzzGeneration(order: 22, weight: 0) { d in
                guard d.inputMethod, d.engine == .pinyin else { return }
                d.steps.append(.association(d.rng.below(3)))
            }),
        match: { if case .association(let i) = $0 { i } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let n = try a.word("the association candidate's index, e.g. association 0")
            guard let i = Int(n.text), i >= 0, i < 1000 else {
                throw c.fail(n.column, "association \(n.text): expected a candidate index from 0 to 999")
            }
            return .association(i)
        },
        print: { "association \($0)" },
        perform: { i, s, _ in try s.association(i) }
    )
}
