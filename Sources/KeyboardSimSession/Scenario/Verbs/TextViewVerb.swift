import KeyboardSimUIKit
import KeyboardSimCore

extension ScenarioVerb {
    /// `textview NAME key=value…`: a `UITextView` (`field NAME kind=textView`; docs/text-views.md).
    static let textView = ScenarioVerb(
        "textview", examples: [.field(name: "notes", traits: [.kind(.textView), .returnKeyType(.done)])],
        fuzzing: .notGenerated("declared by the session's set-up (FuzzGenerator.declarations), not drawn"),
        match: { step -> (String, [FieldTrait])? in
            guard case .field(let name, let traits) = step, case .kind(.textView)? = traits.first else { return nil }
            return (name, traits)
        },
        parse: { c, a throws(ScenarioError) in try c.fieldStep(&a, kind: .textView) },
        print: { name, traits in
            (["textview \(name)"] + traits.dropFirst().map(ScenarioPrinter.trait)).joined(separator: " ")
        },
        perform: { arguments, s, p in try s.addField(arguments.0, traits: arguments.1, registry: p.registry) }
    )
}
