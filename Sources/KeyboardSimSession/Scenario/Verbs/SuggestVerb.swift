import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `suggest "hello" [call=asked|silent]`: a QuickType pick (no call: the profile's).
    static let suggest = ScenarioVerb(
        "suggest", examples: [.suggest("hello", call: nil), .suggest("I'm", call: .silent)],
        fuzzing: .generated(
            FuzzGeneration(order: 19, weight: 0) { d in
                let word = d.rng.pick(suggestions)
                d.steps.append(.suggest(word, call: nil))
                d.append(word + " ")
            }),
        match: { if case .suggest(let word, let call) = $0 { (word, call) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let word = try a.string("the suggested word in double quotes, e.g. \"hello\"")
            var call: IOSProfile.QuickTypeDelegateCall?
            for kv in try a.keyValues() {
                guard kv.key == "call" else { throw c.fail(kv.column, "expected call=, found \(kv.key)=") }
                guard let v = IOSProfile.QuickTypeDelegateCall(rawValue: kv.value) else {
                    throw c.fail(kv.column, "unknown call \"\(kv.value)\"; accepted: asked, silent")
                }
                call = v
            }
            return .suggest(word, call: call)
        },
        print: { word, call in "suggest \(ScenarioPrinter.quote(word))" + (call.map { " call=\($0.rawValue)" } ?? "") },
        perform: { arguments, s, _ in try s.suggest(arguments.0, call: arguments.1) }
    )

    /// Words a QuickType bar offers in fuzzed sessions (long ones too, to meet length limits).
    static let suggestions = ["the", "hello", "I'm", "tomorrow", "international", "👍", "on my way"]
}
