import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `dictate start`, `dictate "words"`, `dictate stop`: the microphone key; while it listens the text holds a
    /// U+FFFC placeholder.
    static let dictate = ScenarioVerb(
        "dictate", examples: [.dictate(.start), .dictate(.result("hello world")), .dictate(.stop)],
        fuzzing: .generated(
            FuzzGeneration(order: 24, weight: 0) { d in
                // Mostly one-shot dictation; sometimes listening, then what else happens before a result or a stop.
                let words = d.rng.pick(dictations)
                switch d.rng.below(4) {
                case 0: d.steps.append(.dictate(.start))
                case 1: d.steps.append(.dictate(.stop))
                default:
                    d.steps.append(.dictate(.result(words)))
                    d.append(words)
                }
            }),
        match: { if case .dictate(let a) = $0 { a } else { nil } },
        parse: { _, a throws(ScenarioError) in
            if let t = a.peek, !t.quoted, t.key == nil {
                return .dictate(
                    try a.enumeration(
                        "start, stop or the recognized words in double quotes",
                        [("start", DictationAction.start), ("stop", .stop)]))
            }
            return .dictate(
                .result(
                    try a.string("start, stop or the recognized words in double quotes, e.g. dictate \"hello world\"")))
        },
        print: { action in
            switch action {
            case .start: "dictate start"
            case .stop: "dictate stop"
            case .result(let words): "dictate \(ScenarioPrinter.quote(words))"
            }
        },
        perform: { action, s, _ in try s.dictate(action) }
    )

    /// Words dictated in fuzzed sessions (a long one, to meet length limits).
    static let dictations = ["hello world", "see you tomorrow", "ok", "call me when you land at the airport"]
}
