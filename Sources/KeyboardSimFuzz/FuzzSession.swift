import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// A fuzzing session: steps of the scenario language (docs/interfaces.md §2) and the seed they were made from.
/// The steps declare the fields first (`field` steps with their traits and the delegate or class under test, or
/// one `view` step), so the session printed is a scenario script that `kbsim run` or
/// `KeyboardSession/run(script:registry:)` replays, and the script parsed back is the same session.
///
/// ```swift
/// let s = FuzzSession(steps: [.field(name: "f", traits: [.delegate(.builtin(.maxLength(5)))]), .tap("f"), .type("hello!")])
/// print(s.script())   // field f delegate=max-length:5 / tap f / type "hello!"
/// ```
public struct FuzzSession: Sendable, Equatable {
    /// The steps, in order.
    public var steps: [ScenarioStep]
    /// The seed the session was generated from (printed as a comment).
    public var seed: UInt64

    /// A session of the steps given.
    public init(steps: [ScenarioStep], seed: UInt64 = 0) {
        self.steps = steps
        self.seed = seed
    }

    /// The fields the steps declare, in order.
    public var fieldNames: [String] {
        var out: [String] = []
        for s in steps {
            if case .field(let name, _) = s { out.append(name) }
            if case .view(_, let names) = s { out += names }
        }
        return out
    }

    /// The session as a scenario script: comment lines (`header`, then the seed), then one line per step.
    public func script(header: [String] = []) -> String {
        ScenarioPrinter.script(steps, header: header + ["seed \(seed)"])
    }

    /// A session parsed from a scenario script (a reproducer read back); `registry` names the registered
    /// delegates, classes and views the script may use.
    @MainActor public init(script: String, registry: ScenarioRegistry = ScenarioRegistry(), seed: UInt64 = 0)
        throws(ScenarioError)
    {
        let scenario = try registry.parser.parse(script, file: "script")
        var seed = seed
        for line in script.split(separator: "\n") where line.hasPrefix("# seed ") {
            if let s = UInt64(line.dropFirst("# seed ".count).trimmingCharacters(in: .whitespaces)) { seed = s }
        }
        self.init(steps: scenario.lines.map(\.step), seed: seed)
    }

    /// Whether a step sets up the screen (fields, settings, the unreachable policy) rather than acting on it; the
    /// shrinker keeps these.
    public static func isSetUp(_ step: ScenarioStep) -> Bool {
        switch step {
        case .field, .view, .unreachable, .device, .ordering, .profile, .locale, .predictive: true
        default: false
        }
    }

    /// The step's keyword in the script (`type`, `backspace`, …), for failure locations.
    public static func keyword(_ step: ScenarioStep) -> String {
        let line = ScenarioPrinter.line(step)
        return line.split(separator: " ", maxSplits: 1).first.map(String.init) ?? line
    }

    /// Whether the step is done by app code rather than the user (its text changes are not the user's).
    public static func isAppCode(_ step: ScenarioStep) -> Bool {
        switch step {
        case .setText, .resign, .endEditing: true
        default: false
        }
    }
}
