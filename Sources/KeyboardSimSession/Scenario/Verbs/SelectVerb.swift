import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `select LOCATION LENGTH`: the person selects a UTF-16 range (a selection and replacement when text follows).
    static let select = ScenarioVerb(
        "select", examples: [.select(location: 0, length: 3), .select(location: 2, length: 0)],
        fuzzing: .generated(
            FuzzGeneration(order: 2, weight: 6) { d in
                let text = d.text
                let (l, n) = FuzzDraw.characterRange(in: text, &d.rng)
                d.steps.append(.select(location: l, length: n))
                if d.rng.chance(0.5) {
                    let s = d.randomText(maxChunks: 2)  // select and replace
                    d.steps.append(.type(s))
                    if let f = d.focused { d.texts[f] = FuzzDraw.replacing(text, l, n, with: s) }
                }
            },
            bytes: FuzzByteCode(
                opcodes: [5],
                decode: { _, r in
                    let l = r.number() % 4096
                    return .select(location: l, length: r.number() % 4096)
                },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .select(let l, let n) = step, l < 4096 && n < 4096 else { return false }
                    w.byte(5); w.number(l); w.number(n)
                    return true
                })),
        match: { if case .select(let l, let n) = $0 { (l, n) } else { nil } },
        parse: { _, a throws(ScenarioError) in
            let l = try a.count("the selection's UTF-16 location, a whole number ≥ 0 (select LOCATION LENGTH)")
            let n = try a.count("the selection's UTF-16 length, a whole number ≥ 0 (select LOCATION LENGTH)")
            return .select(location: l, length: n)
        },
        print: { l, n in "select \(l) \(n)" },
        perform: { range, s, _ in try s.select(range.0, range.1) }
    )
}
