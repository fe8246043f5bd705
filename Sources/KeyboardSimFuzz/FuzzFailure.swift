import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
/// What a fuzzing run found: the oracle or property that failed, why, and at which step.
public struct FuzzFailure: Sendable, Equatable, CustomStringConvertible, Error {
    /// The oracle or property: `text-model`, `range`, `surrogate`, `backspace-range`, `grammar`, `marked-range`,
    /// `selection`, `determinism`, `typeable`, `max-length`, `charset`, `crash`, or a user property's name.
    public var property: String
    /// What was wrong, with the values involved.
    public var message: String
    /// The index of the step during or after which it was seen.
    public var step: Int
    /// The session that fails (shrunk, once ``Fuzzer`` has shrunk it).
    public var session: FuzzSession
    /// An `expect` line that fails when the script is replayed (`kbsim run`), when one can say it.
    public var expectation: String?

    public init(property: String, message: String, step: Int, session: FuzzSession, expectation: String? = nil) {
        self.property = property
        self.message = message
        self.step = step
        self.session = session
        self.expectation = expectation
    }

    public var description: String { "\(property): \(message) (step \(step + 1))" }
}

/// A property checked after every step: a name and a closure over the screen, its fields and the step just done,
/// returning nil when it holds or a message saying what is wrong.
///
/// ```swift
/// let noZ = FuzzProperty(name: "no-z") { ctx in
///     ctx.fields.contains { ($0.text ?? "").contains("z") } ? "a field contains z" : nil
/// }
/// ```
public struct FuzzProperty: @unchecked Sendable {
    /// The name failures carry.
    public var name: String
    /// The check; `ctx` describes the state after the step.
    public var check: @MainActor (FuzzContext) -> String?

    public init(name: String, check: @escaping @MainActor (FuzzContext) -> String?) {
        self.name = name
        self.check = check
    }

    /// `typeable`: goal-directed sessions reach their targets (the target must be valid: a paste of it into the
    /// empty field is accepted by the delegate, and kbsim can type it with no delegate). Checked at each
    /// `expect` step of a goal-directed session; enabling it makes the fuzzer generate such sessions.
    public static let typeable = FuzzProperty(name: "typeable") { _ in nil }

    /// `max-length=N`: no user step makes a field's committed text (no marked text) longer than N characters
    /// when it was not already (app code may set longer text).
    public static func maxLength(_ n: Int) -> FuzzProperty {
        FuzzProperty(name: "max-length") { ctx in
            for (i, f) in ctx.fields.enumerated() where f.markedTextRange == nil && !ctx.step.isAppCode {
                let count = (f.text ?? "").count
                if count > n && count > ctx.textsBefore[i].count {
                    return "\(ctx.session.fields[i].name) has \(count) characters (\(FuzzSession.quote(f.text ?? ""))), more than \(n), after a user step"
                }
            }
            return nil
        }
    }

    /// `charset=…`: no user step puts a committed character outside `allowed` into a field.
    public static func charset(_ allowed: String) -> FuzzProperty {
        let set = Set(allowed)
        return FuzzProperty(name: "charset") { ctx in
            guard !ctx.step.isAppCode else { return nil }
            for (i, f) in ctx.fields.enumerated() where f.markedTextRange == nil {
                if let bad = (f.text ?? "").first(where: { !set.contains($0) }), ctx.textsBefore[i].contains(bad) == false {
                    return "\(ctx.session.fields[i].name) holds \(FuzzSession.quote(String(bad))), outside the allowed set \(FuzzSession.quote(allowed))"
                }
            }
            return nil
        }
    }
}

/// The state a property sees after a step.
@MainActor public struct FuzzContext {
    public let screen: Screen
    /// The session's fields, in declaration order.
    public let fields: [UITextField]
    /// The delegates the set-up closure attached (before the fuzzer's recording proxy), by field index.
    public let delegates: [(any UITextFieldDelegate)?]
    public let session: FuzzSession
    /// The step just done and its index.
    public let step: FuzzStep
    public let stepIndex: Int
    /// The fields' texts before the step (for properties about what a step changed).
    public let textsBefore: [String]
}
