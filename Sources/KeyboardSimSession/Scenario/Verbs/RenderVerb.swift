import KeyboardSimCore

extension ScenarioVerb {
    /// `render FILE.svg`: the software keyboard in use as a picture, the last key tapped highlighted.
    static let render = ScenarioVerb(
        "render", examples: [.render(path: "keyboard.svg")],
        fuzzing: .notGenerated("writes a file: the fuzzer's sessions write none"),
        match: { if case .render(let path) = $0 { path } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let path = try a.word("an output file ending in .svg")
            guard path.text.hasSuffix(".svg") else {
                throw c.fail(path.column, "expected a file name ending in .svg, found \"\(path.text)\"")
            }
            return .render(path: try c.writablePath(path.text, column: path.column))
        },
        print: { "render \(ScenarioPrinter.word($0))" },
        perform: { path, s, p in
            try s.render(to: path, outputDirectory: p.outputDirectory, writeFolder: p.writeFolder)
        }
    )
}
