import KeyboardSimSupport

/// One verb of the scenario language: everything kbsim knows about it, in one value (docs/architecture.md, "The
/// verb table"). The parser, the printer, the list of step names, the executor, the fuzzer's generator and its
/// byte format all read ``ScenarioVerb/all``; adding a verb is one file in `Scenario/Verbs/` (a `static let` on
/// `ScenarioVerb`, listed in ``all``) and its test.
///
/// A verb is one word a script line starts with (`type`, `textview`, `autofill`); its steps are ``ScenarioStep``
/// cases (a verb may make several, as `autofill` does, and several verbs may make one, as `field`, `textview` and
/// `searchbar` make ``ScenarioStep/field(name:traits:)``).
public struct ScenarioVerb: Sendable {
    /// The word that starts the step's line.
    public let name: String
    /// Whether the verb is a setting, which comes before the screen is set up (`device`, `profile`, …).
    public let isSetting: Bool
    /// Steps of the verb as a script writes them, for docs and the verb table's test (each prints and parses back
    /// to itself).
    public let examples: [ScenarioStep]
    /// How the fuzzer makes the verb's steps: a generator kind and a byte code, or why it does not.
    public let fuzzing: ScenarioVerbFuzzing

    /// Whether `step` is one of this verb's steps.
    let claims: @Sendable (ScenarioStep) -> Bool
    /// Reads the arguments after the verb's name (the parser checks the end of the line and the settings' place).
    let parse: @Sendable (inout ScenarioParser.Context, inout ScenarioParser.Args) throws(ScenarioError) -> ScenarioStep
    /// The script line of a step the verb claims.
    let print: @Sendable (ScenarioStep) -> String?
    /// Performs a step the verb claims on a session (returns false for a step it does not claim).
    let perform: @MainActor @Sendable (ScenarioStep, KeyboardSession, ScenarioVerb.Performing) throws -> Bool

    /// What a step is performed with besides the session.
    public struct Performing {
        /// The delegates, field classes and views a step may name.
        public var registry: ScenarioRegistry
        /// Where `render FILE.svg` writes a relative path.
        public var outputDirectory: String?
        /// The folder a parsed script's writes are confined to (``Scenario/writeFolder``).
        var writeFolder: String? = nil
    }

    /// A verb whose steps carry `Arguments` (`match` takes them out of a step, nil for another verb's step).
    init<Arguments>(
        _ name: String, setting: Bool = false, examples: [ScenarioStep], fuzzing: ScenarioVerbFuzzing,
        match: @escaping @Sendable (ScenarioStep) -> Arguments?,
        parse:
            @escaping @Sendable (inout ScenarioParser.Context, inout ScenarioParser.Args) throws(ScenarioError) ->
            ScenarioStep,
        print: @escaping @Sendable (Arguments) -> String,
        perform: @escaping @MainActor @Sendable (Arguments, KeyboardSession, Performing) throws -> Void
    ) {
        self.name = name
        self.isSetting = setting
        self.examples = examples
        self.fuzzing = fuzzing
        self.claims = { match($0) != nil }
        self.parse = parse
        self.print = { match($0).map(print) }
        self.perform = { step, session, context in
            guard let arguments = match(step) else { return false }
            try perform(arguments, session, context)
            return true
        }
    }

    /// The verb that claims `step` (every step has one: the verb table's test checks each verb's examples).
    public static func of(_ step: ScenarioStep) -> ScenarioVerb? { all.first { $0.claims(step) } }

    /// The verb named `name` (nil when there is none).
    public static func named(_ name: String) -> ScenarioVerb? { byName[name] }

    private static let byName: [String: ScenarioVerb] = Dictionary(
        all.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })

    /// A step no verb of the table claims (a ``ScenarioStep`` case added without its verb; the verb table's test
    /// finds it first).
    public struct UnclaimedStep: Error, CustomStringConvertible {
        /// The step no verb claims.
        public var step: ScenarioStep
        public var description: String { "no verb of the scenario language performs \(step)" }
    }

    /// The verb names in the table's order, for "expected a step" errors and docs.
    public static var names: [String] { all.map(\.name) }
}

/// How the fuzzer makes a verb's steps.
public struct ScenarioVerbFuzzing: Sendable {
    /// The random generator's kind of step, or nil with the reason it is not generated.
    public let generation: FuzzGeneration?
    /// Why the generator does not make the verb's steps (nil when it does).
    public let notGeneratedBecause: String?
    /// The verb's opcodes in the fuzzer's byte format, or nil when the format holds none of its steps.
    public let bytes: FuzzByteCode?

    /// A verb the random generator makes steps of, with its kind.
    public static func generated(_ generation: FuzzGeneration, bytes: FuzzByteCode? = nil) -> ScenarioVerbFuzzing {
        ScenarioVerbFuzzing(generation: generation, notGeneratedBecause: nil, bytes: bytes)
    }
    /// A verb the random generator does not make, and why.
    public static func notGenerated(_ reason: String, bytes: FuzzByteCode? = nil) -> ScenarioVerbFuzzing {
        ScenarioVerbFuzzing(generation: nil, notGeneratedBecause: reason, bytes: bytes)
    }
}
