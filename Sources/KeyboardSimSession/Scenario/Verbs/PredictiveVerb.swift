import KeyboardSimCore

extension ScenarioVerb {
    /// `predictive on|off`: the keyboard's Predictive setting (a setting).
    static let predictive = ScenarioVerb(
        "predictive", setting: true, examples: [.predictive(true), .predictive(false)],
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .predictive(let on) = $0 { on } else { nil } },
        parse: { _, a throws(ScenarioError) in
            .predictive(try a.enumeration("on or off", [("on", true), ("off", false)]))
        },
        print: { "predictive \($0 ? "on" : "off")" },
        perform: { _, _, _ in }
    )
}
