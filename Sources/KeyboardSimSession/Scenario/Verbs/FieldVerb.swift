import KeyboardSimUIKit
import KeyboardSimCore

extension ScenarioVerb {
    /// `field NAME key=value…`: a text field with its traits and delegate (docs/scenarios.md, "Fields").
    static let field = ScenarioVerb(
        "field",
        examples: [
            .field(name: "email", traits: [.keyboardType(.emailAddress), .delegate(.builtin(.accept))]),
            .field(name: "code", traits: [.text("12"), .placeholder("Code"), .tag(3), .secureTextEntry(true)])
        ],
        fuzzing: .notGenerated("declared by the session's set-up (FuzzGenerator.declarations), not drawn"),
        match: { step -> (String, [FieldTrait])? in
            guard case .field(let name, let traits) = step else { return nil }
            if case .kind(let k)? = traits.first, k != .textField { return nil }  // textview, searchbar
            return (name, traits)
        },
        parse: { c, a throws(ScenarioError) in try c.fieldStep(&a) },
        print: { name, traits in (["field \(name)"] + traits.map(ScenarioPrinter.trait)).joined(separator: " ") },
        perform: { arguments, s, p in try s.addField(arguments.0, traits: arguments.1, registry: p.registry) }
    )
}
