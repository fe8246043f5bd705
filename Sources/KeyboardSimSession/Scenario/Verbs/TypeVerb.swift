import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimCore

extension ScenarioVerb {
    /// `type "text"`: the person types text, key by key on the keyboard in use (through the input method when one
    /// is on).
    static let type = ScenarioVerb(
        "type", examples: [.type("héllo"), .type("a\"b\\c\n"), .type("👍🏽 e\u{301}")],
        fuzzing: .generated(
            FuzzGeneration(order: 0, weight: 30) { d in
                let s: String
                if d.ime && d.engine == .japaneseKana && d.rng.chance(0.6) {
                    // The kana keyboard has no letter keys: its taps and flicks (or multi-taps) of a reading,
                    // left composing, with now and then a ゛゜小, → or ↺ of its own.
                    let typing = d.rng.pick(JapaneseInputMethod.KanaTyping.allCases)
                    let count = 1 + d.rng.below(2)
                    let reading = (0..<count).map { _ in d.rng.pick(kanaReadings) }.joined()
                    var keys = KanaKeyboard.spell(reading, typing: typing) ?? reading
                    if d.rng.chance(0.3) {
                        keys.append(d.rng.pick([KanaKeyboard.toggleKey, KanaKeyboard.nextKey, KanaKeyboard.reverseKey]))
                    }
                    d.steps.append(.keys(keys.map { ScreenKey.character($0) }))
                    d.composing = true
                    d.append(reading)
                    return
                } else if d.ime && d.rng.chance(0.6) {
                    let syllables = d.source.syllables(for: d.engine)
                    let count = 1 + d.rng.below(3)
                    s = (0..<count).map { _ in d.rng.pick(syllables) }.joined()
                    d.composing = true
                } else {
                    let chunks = d.rng.chance(0.8) ? 3 : 10
                    s = d.randomText(maxChunks: chunks)
                }
                d.steps.append(.type(s))
                d.append(s)
            },
            bytes: FuzzByteCode(
                opcodes: [0, 1, 2, 23], decode: { _, r in .type(r.string()) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .type(let s) = step else { return false }
                    w.byte(0); w.literal(s)
                    return true
                })),
        match: { if case .type(let s) = $0 { s } else { nil } },
        parse: { _, a throws(ScenarioError) in .type(try a.string("the text to type in double quotes")) },
        print: { "type \(ScenarioPrinter.quote($0))" },
        perform: { text, s, _ in try s.type(text) }
    )

    /// Readings the kana keyboard's random sessions compose (voiced, small and long kana among them).
    static let kanaReadings = ["にほんご", "きょうは", "ありがとう", "がっこう", "こーひー", "てすと", "ともだち", "ぱん", "ああ", "わをん"]
}
