import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// Swift delegates and field classes that scripts can name (`delegate=example:phone`, `class=example:max-length`).
/// `kbsim run` has none (it cannot compile Swift); Swift tests register theirs and run scripts through
/// ``ScenarioRunner``.
///
/// ```swift
/// var registry = ScenarioRegistry()
/// registry.register(delegate: "example:phone") { _ in PhoneNumberFormatter() }
/// let result = try ScenarioRunner(registry: registry).run(file: "phone.kbsim")
/// ```
@MainActor public struct ScenarioRegistry {
    var delegates: [String: @MainActor (UITextField) -> any UITextFieldDelegate] = [:]
    var fieldClasses: [String: @MainActor () -> UITextField] = [:]

    public init() {}

    /// Registers a delegate factory under a name: given the field, it makes a fresh delegate (and may add actions
    /// to the field, e.g. an `editingChanged` handler). The session keeps the delegate alive.
    public mutating func register(delegate name: String, _ make: @escaping @MainActor (UITextField) -> any UITextFieldDelegate) {
        delegates[name] = make
    }

    /// Registers a `UITextField` subclass (for fields that are their own delegate).
    public mutating func register(fieldClass name: String, _ make: @escaping @MainActor () -> UITextField) {
        fieldClasses[name] = make
    }

    /// A parser that accepts the registered names.
    public var parser: ScenarioParser {
        ScenarioParser(registeredDelegates: Set(delegates.keys), registeredFieldClasses: Set(fieldClasses.keys))
    }
}
