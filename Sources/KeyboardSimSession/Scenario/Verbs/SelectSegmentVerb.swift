import KeyboardSimCore

extension ScenarioVerb {
    /// `select-segment [ID] INDEX|"TITLE"`: the user taps a segment, by its index (0-based) or its title, of the
    /// segmented control with that accessibilityIdentifier (or of the only one on screen).
    static let selectSegment = ScenarioVerb(
        "select-segment",
        examples: [
            .selectSegment(nil, .index(1)), .selectSegment(nil, .title("Week")),
            .selectSegment("period", .title("Month")), .selectSegment("period", .index(0))
        ],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a button, switch, slider or segmented control); the generator's sessions hold fields only"
        ),
        match: { if case .selectSegment(let id, let segment) = $0 { (id, segment) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let expected =
                "a segment's index or its title in double quotes, e.g. select-segment 1, select-segment \"Week\", select-segment period \"Week\""
            func segment(_ t: ScenarioLexer.Token) throws(ScenarioError) -> PickerRow {
                if t.quoted { return .title(t.text) }
                guard let n = Int(t.text), n >= 0, t.text.allSatisfy({ $0.isASCII && $0.isNumber }) else {
                    throw c.fail(t.column, "select-segment: expected \(expected), found \"\(t.text)\"")
                }
                return .index(n)
            }
            let first = try a.word(expected)
            guard a.peek != nil else { return .selectSegment(nil, try segment(first)) }
            return .selectSegment(first.text, try segment(try a.word(expected)))
        },
        print: { id, segment in
            "select-segment " + (id.map { ScenarioPrinter.value($0) + " " } ?? "") + segment.spelling
        },
        perform: { arguments, s, _ in try s.selectSegment(arguments.0, arguments.1) }
    )
}
