import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `paste ["text"]`: the person pastes the text given (put on the pasteboard first), or the pasteboard's.
    static let paste = ScenarioVerb(
        "paste", examples: [.paste("hello"), .paste(nil)],
        fuzzing: .generated(
            FuzzGeneration(order: 4, weight: 7) { d in
                let s: String
                if let n = d.lengthHint, d.rng.chance(0.3) {
                    s = d.nearLimit(n)
                } else if d.rng.chance(0.85) {
                    s = d.randomText(maxChunks: 4)
                } else {
                    let chunks = 40 + d.rng.below(100)
                    s = d.randomText(maxChunks: chunks)
                }
                d.steps.append(.paste(s))
                d.append(s)
            },
            bytes: FuzzByteCode(
                opcodes: [7, 21], decode: { op, r in op == 7 ? .paste(r.string()) : .paste(nil) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .paste(let s) = step else { return false }
                    if let s { w.byte(7); w.literal(s) } else { w.byte(21) }
                    return true
                })),
        match: { step -> String?? in if case .paste(let s) = step { .some(s) } else { nil } },
        parse: { _, a throws(ScenarioError) in .paste(try a.optionalString()) },
        print: { s in s.map { "paste \(ScenarioPrinter.quote($0))" } ?? "paste" },
        perform: { text, s, _ in try s.paste(text) }
    )
}
