import KeyboardSimCore

extension ScenarioVerb {
    /// `profile-entry NAME VALUE`: one contested rule of the profile (`IOSProfile.entries`), after `profile`.
    static let profileEntry = ScenarioVerb(
        "profile-entry", setting: true,
        examples: IOSProfile.entries.map { .profileEntry(name: $0.name, value: $0.values[0]) },
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .profileEntry(let n, let v) = $0 { (n, v) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let n = try a.word(
                "a profile entry (\(IOSProfile.entries.map(\.name).joined(separator: ", ")); see kbsim profiles)")
            let v = try a.word("the entry's value")
            var check = IOSProfile.ios18
            do throws(IOSProfile.EntryError) { try check.set(entry: n.text, to: v.text) } catch {
                throw c.fail(IOSProfile.entries.contains { $0.name == n.text } ? v.column : n.column, error.message)
            }
            if c.profileEntryLine == nil { c.profileEntryLine = c.line }
            return .profileEntry(name: n.text, value: v.text)
        },
        print: { name, value in "profile-entry \(name) \(value)" },
        perform: { _, _, _ in }
    )
}
