import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `autocorrect "teh" "the"`: the keyboard offers a correction of the word before the caret; the next space or
    /// punctuation, Return, or leaving the field accepts it (docs/system-insertions.md, "Autocorrect").
    static let autocorrect = ScenarioVerb(
        "autocorrect", examples: [.autocorrect(word: "teh", correction: "the")],
        fuzzing: .generated(
            FuzzGeneration(order: 20, weight: 0) { d in
                // A misspelling typed, then the keyboard's correction offered (accepted by what follows: a space, a
                // return, leaving the field).
                let (word, correction) = d.rng.pick(corrections)
                d.steps.append(.type(" " + word))
                d.steps.append(.autocorrect(word: word, correction: correction))
                d.append(" " + correction)
            }),
        match: { if case .autocorrect(let word, let correction) = $0 { (word, correction) } else { nil } },
        parse: { _, a throws(ScenarioError) in
            let word = try a.string("the misspelled word before the caret in double quotes, e.g. \"teh\"")
            return .autocorrect(word: word, correction: try a.string("the correction in double quotes, e.g. \"the\""))
        },
        print: { word, correction in "autocorrect \(ScenarioPrinter.quote(word)) \(ScenarioPrinter.quote(correction))"
        },
        perform: { arguments, s, _ in try s.autocorrect(arguments.0, to: arguments.1) }
    )

    /// Misspellings and their corrections in fuzzed sessions (one longer, to meet length limits).
    static let corrections = [("teh", "the"), ("helo", "hello"), ("dont", "don't"), ("internatinal", "international")]
}
