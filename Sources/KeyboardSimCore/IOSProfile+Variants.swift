import Foundation

// The contested rules as a matrix: every rule whose iOS behaviour is uncertain or changed between versions is a
// contested entry of `IOSProfile.entries` (`IOSProfile.contested`, the one list: `kbsim profiles --contested`, docs/profiles.md, `--variants` and
// `Harness.variants` read it), and its alternatives are the entry's values. A variant sets some of them on top of a
// profile; a suite run under every variant tells which of iOS's possible behaviours the app's code fails under.

extension IOSProfile {
    /// The contested rules: the entries that are not options (``Entry/isContested``), in the order `kbsim profiles`
    /// lists them.
    public static let contested: [Entry] = entries.filter(\.isContested)

    /// The options: entries a user picks for a behaviour iOS offers besides the default (`dictation-display`), which
    /// `--variants` does not vary.
    public static let options: [Entry] = entries.filter { !$0.isContested }

    /// The most combinations `--variants RULE,RULE…` (``variants(combining:)``) runs: the product of the named rules'
    /// alternatives above it is refused.
    public static let maximumVariantCombinations = 64

    /// Some contested rules set to one of their alternatives, on top of a profile.
    public struct Variant: Sendable, Hashable, CustomStringConvertible {
        /// The rules it sets and their values.
        public var settings: [Setting]

        /// One rule set to one alternative.
        public struct Setting: Sendable, Hashable {
            /// The rule's name (`marked-text-call`).
            public var rule: String
            /// The alternative's value (`whole-marked-range`).
            public var value: String
            /// A rule set to a value.
            public init(rule: String, value: String) { self.rule = rule; self.value = value }
        }

        /// A variant of the settings given.
        public init(_ settings: [Setting]) { self.settings = settings }

        /// `marked-text-call=key-at-caret,korean-rewrite=asked`; `(as written)` for no setting.
        public var description: String {
            settings.isEmpty ? "(as written)" : settings.map { "\($0.rule)=\($0.value)" }.joined(separator: ",")
        }

        /// The script lines that give a script this variant (after its `profile` line, if any).
        public var scriptLines: [String] { settings.map { "profile-entry \($0.rule) \($0.value)" } }

        /// `profile` with the variant's rules set.
        public func applied(to profile: IOSProfile) -> IOSProfile {
            var p = profile
            for s in settings { try? p.set(entry: s.rule, to: s.value) }  // names and values come from the entries
            return p
        }
    }

    /// Every alternative of every contested rule, one rule at a time: for each rule (in ``entries`` order), each
    /// of its values that differs from `base`'s. The run as written (`base` itself) is not among them.
    public static func variants(of base: IOSProfile) -> [Variant] {
        contested.flatMap { entry in
            entry.values.filter { $0 != entry.value(in: base) }.map {
                Variant([Variant.Setting(rule: entry.name, value: $0)])
            }
        }
    }

    /// Every combination of the alternatives of the named rules (their product, each rule's values in the order
    /// `kbsim profiles` lists them, the first rule varying slowest). Refuses
    /// an unknown or repeated rule name, and a product above ``maximumVariantCombinations``.
    public static func variants(combining rules: [String]) throws(EntryError) -> [Variant] {
        var chosen: [Entry] = []
        for name in rules {
            guard let entry = contested.first(where: { $0.name == name }) else {
                throw EntryError(
                    message:
                        "unknown contested rule \"\(name)\"; accepted: \(contested.map(\.name).joined(separator: ", "))"
                )
            }
            guard !chosen.contains(where: { $0.name == name }) else {
                throw EntryError(message: "the rule \(name) is named twice; name each rule once")
            }
            chosen.append(entry)
        }
        guard !chosen.isEmpty else {
            throw EntryError(
                message: "no rule named; accepted: RULE,RULE… from \(contested.map(\.name).joined(separator: ", "))")
        }
        let count = chosen.reduce(1) { $0 * $1.values.count }
        guard count <= maximumVariantCombinations else {
            let sizes = chosen.map { "\($0.name) \($0.values.count)" }.joined(separator: " × ")
            throw EntryError(
                message:
                    "\(rules.joined(separator: ",")) make \(count) combinations (\(sizes)); accepted: at most \(maximumVariantCombinations), name fewer rules"
            )
        }
        var out: [[Variant.Setting]] = [[]]
        for entry in chosen {
            out = out.flatMap { prefix in entry.values.map { prefix + [Variant.Setting(rule: entry.name, value: $0)] } }
        }
        return out.map(Variant.init)
    }
}
