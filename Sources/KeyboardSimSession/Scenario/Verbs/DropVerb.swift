import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `drop "text" [at=N]`: text dragged in and dropped at UTF-16 offset N (default: over the selection).
    static let drop = ScenarioVerb(
        "drop", examples: [.drop("hello", at: nil), .drop("x", at: 3)],
        fuzzing: .generated(
            FuzzGeneration(order: 25, weight: 0) { d in
                let text = d.text
                let s: String
                if d.rng.chance(0.3) {
                    if let n = d.lengthHint { s = d.nearLimit(n) } else { s = d.randomText(maxChunks: 6) }
                } else {
                    s = d.randomText(maxChunks: 4)
                }
                let at: Int? = d.rng.chance(0.7) ? FuzzDraw.characterRange(in: text, &d.rng, empty: true).location : nil
                d.steps.append(.drop(s, at: at))
                d.append(s)
            }),
        match: { if case .drop(let s, let at) = $0 { (s, at) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let text = try a.string("the dropped text in double quotes, e.g. drop \"hello\" at=3")
            var at: Int?
            for kv in try a.keyValues() {
                guard kv.key == "at" else { throw c.fail(kv.column, "expected at=, found \(kv.key)=") }
                guard let n = Int(kv.value), n >= 0 else {
                    throw c.fail(
                        kv.column, "at=\(kv.value): expected the drop point's UTF-16 offset, a whole number ≥ 0")
                }
                at = n
            }
            return .drop(text, at: at)
        },
        print: { s, at in "drop \(ScenarioPrinter.quote(s))" + (at.map { " at=\($0)" } ?? "") },
        perform: { arguments, s, _ in try s.drop(arguments.0, at: arguments.1) }
    )
}
