import KeyboardSimUIKit
import KeyboardSimCore

extension ScenarioVerb {
    /// `searchbar NAME key=value…`: a `UISearchBar` (`field NAME kind=searchBar`; docs/text-views.md).
    static let searchBar = ScenarioVerb(
        "searchbar", examples: [.field(name: "query", traits: [.kind(.searchBar)])],
        fuzzing: .notGenerated("declared by the session's set-up (FuzzGenerator.declarations), not drawn"),
        match: { step -> (String, [FieldTrait])? in
            guard case .field(let name, let traits) = step, case .kind(.searchBar)? = traits.first else { return nil }
            return (name, traits)
        },
        parse: { c, a throws(ScenarioError) in try c.fieldStep(&a, kind: .searchBar) },
        print: { name, traits in
            (["searchbar \(name)"] + traits.dropFirst().map(ScenarioPrinter.trait)).joined(separator: " ")
        },
        perform: { arguments, s, p in try s.addField(arguments.0, traits: arguments.1, registry: p.registry) }
    )
}
