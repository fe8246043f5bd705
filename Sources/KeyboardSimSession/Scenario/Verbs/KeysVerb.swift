import KeyboardSimCore

extension ScenarioVerb {
    /// `keys "nihao{space}"`: keys pressed one by one, named keys in braces (``ScreenKey``).
    static let keys = ScenarioVerb(
        "keys",
        examples: [.keys([.character("n"), .character("i"), .space]), .keys([.character("か"), .character("\"")])],
        fuzzing: .notGenerated("no kind of its own: the type kind presses keys on the Japanese kana keyboard"),
        match: { if case .keys(let k) = $0 { k } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let s = try a.stringToken("the keys in double quotes, e.g. \"nihao{space}\"")
            do throws(KeyParseError) { return .keys(try ScreenKey.parse(s.text)) } catch {
                throw c.fail(s.column + 1 + error.offset, error.message)
            }
        },
        print: { "keys \(ScenarioPrinter.quote(ScreenKey.spelling($0)))" },
        perform: { keys, s, _ in try s.keys(keys) }
    )
}
