import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `inline-predict "ing"`: the keyboard shows an iOS 17 inline prediction (gray marked text after the caret).
    static let inlinePredict = ScenarioVerb(
        "inline-predict", examples: [.inlinePredict("ing")],
        fuzzing: .generated(
            FuzzGeneration(order: 26, weight: 0) { d in
                // A word begun, the keyboard's gray completion shown, then (often) a space that accepts it.
                let (prefix, rest) = d.rng.pick(predictions)
                d.steps.append(.type(" " + prefix))
                d.steps.append(.inlinePredict(rest))
                if d.rng.chance(0.5) {
                    d.steps.append(.type(" "))
                    d.append(" " + prefix + rest + " ")
                } else {
                    d.append(" " + prefix)
                }
            }),
        match: { if case .inlinePredict(let s) = $0 { s } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .inlinePredict(try a.string("the gray completion in double quotes, e.g. inline-predict \"ing\""))
        },
        print: { "inline-predict \(ScenarioPrinter.quote($0))" },
        perform: { gray, s, _ in try s.inlinePredict(gray) }
    )

    /// Words begun and the inline predictions that complete them in fuzzed sessions (long ones, to meet limits).
    static let predictions = [("go", "ing"), ("tomo", "rrow"), ("hel", "lo"), ("intern", "ational"), ("wh", "atever")]
}
