import KeyboardSimCore

extension ScenarioVerb {
    /// `profile ios18`: the iOS release whose contested behaviours the screen follows (a setting).
    static let profile = ScenarioVerb(
        "profile", setting: true, examples: [.profile("ios18"), .profile("legacy")],
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .profile(let p) = $0 { p } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let p = try a.word("an iOS profile (\(IOSProfile.all.map(\.name).joined(separator: ", ")), legacy)")
            guard IOSProfile.named(p.text) != nil else {
                throw c.fail(
                    p.column,
                    "unknown iOS profile \"\(p.text)\"; accepted: \(IOSProfile.all.map(\.name).joined(separator: ", ")), legacy"
                )
            }
            if let entry = c.profileEntryLine {
                throw c.fail(
                    a.headColumn,
                    "profile must come before the profile-entry lines (line \(entry)): it would reset them")
            }
            return .profile(p.text)
        },
        print: { "profile \($0)" },
        perform: { _, _, _ in }
    )
}
