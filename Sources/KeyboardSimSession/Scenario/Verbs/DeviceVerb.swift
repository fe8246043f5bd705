import KeyboardSimCore

extension ScenarioVerb {
    /// `device "iPhone 15" [portrait|landscape]`: the device the screen models (a setting).
    static let device = ScenarioVerb(
        "device", setting: true,
        examples: [
            .device(name: "iPhone 15", orientation: nil),
            .device(name: "iPhone SE (3rd generation)", orientation: .landscape)
        ],
        fuzzing: .notGenerated("a setting: the fuzz configuration chooses the device, ordering and profile"),
        match: { if case .device(let name, let orientation) = $0 { (name, orientation) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let name = try a.word("a device name in quotes, e.g. \"iPhone 15\" (see kbsim devices)")
            guard Device.named(name.text) != nil else {
                throw c.fail(
                    name.column,
                    "unknown device \"\(name.text)\"; accepted: \(Device.all.map { "\"\($0.name)\"" }.joined(separator: ", "))"
                )
            }
            let orientation = try a.optionalEnum("an orientation", Orientation.allCases.map { ($0.rawValue, $0) })
            return .device(name: name.text, orientation: orientation)
        },
        print: { name, orientation in
            "device \(ScenarioPrinter.quote(name))" + (orientation.map { " \($0.rawValue)" } ?? "")
        },
        perform: { _, _, _ in }  // the session's configuration
    )
}
