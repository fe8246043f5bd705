import KeyboardSimCore

extension ScenarioVerb {
    /// `tap-row [TABLE] SECTION.ROW`: the user taps a row of the table on screen (TABLE, its
    /// accessibilityIdentifier, when several are).
    static let tapRow = ScenarioVerb(
        "tap-row", examples: [.tapRow(table: nil, section: 0, row: 2), .tapRow(table: "results", section: 1, row: 0)],
        fuzzing: .notGenerated(
            "acts on a control of a screen built in Swift (a toolbar, picker, alert or table); the generator's sessions hold fields only"
        ),
        match: { if case .tapRow(let table, let section, let row) = $0 { (table, section, row) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let expected = "the row as SECTION.ROW, e.g. tap-row 0.2 or tap-row results 1.0"
            var t = try a.word(expected)
            var table: String?
            if a.peek != nil {
                table = t.text
                t = try a.word(expected)
            }
            let parts = t.text.split(separator: ".", omittingEmptySubsequences: false)
            guard !t.quoted, parts.count == 2, let section = Int(parts[0]), let row = Int(parts[1]), section >= 0,
                row >= 0,
                parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) })
            else {
                throw c.fail(
                    t.column, "tap-row: expected \(expected), found \(t.quoted ? "the string " : "")\"\(t.text)\"")
            }
            return .tapRow(table: table, section: section, row: row)
        },
        print: { table, section, row in
            "tap-row " + (table.map { ScenarioPrinter.value($0) + " " } ?? "") + "\(section).\(row)"
        },
        perform: { arguments, s, _ in try s.tapRow(table: arguments.0, section: arguments.1, row: arguments.2) }
    )
}
