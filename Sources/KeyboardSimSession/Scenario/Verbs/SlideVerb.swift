import KeyboardSimCore

extension ScenarioVerb {
    /// `slide [ID] VALUE`: the user drags the thumb of the slider with that accessibilityIdentifier (or of the only
    /// slider on screen) to VALUE, clamped to its range.
    static let slide = ScenarioVerb(
        "slide", examples: [.slide(nil, 0.75), .slide("volume", 3)],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a button, switch, slider or segmented control); the generator's sessions hold fields only"
        ),
        match: { if case .slide(let id, let value) = $0 { (id, value) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let expected = "the value to drag the thumb to, e.g. slide 0.75 or slide volume 3"
            var t = try a.word(expected)
            var id: String?
            if a.peek != nil {
                id = t.text
                t = try a.word(expected)
            }
            guard !t.quoted, let value = Double(t.text), value.isFinite,
                t.text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") })
            else {
                throw c.fail(
                    t.column, "slide: expected \(expected), found \(t.quoted ? "the string " : "")\"\(t.text)\"")
            }
            return .slide(id, value)
        },
        print: { id, value in
            "slide " + (id.map { ScenarioPrinter.value($0) + " " } ?? "") + ScenarioPrinter.number(value)
        },
        perform: { arguments, s, _ in try s.slide(arguments.0, to: arguments.1) }
    )
}
