import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// What a fuzzing run found: the oracle or property that failed, why, where, and the session that shows it.
public struct FuzzFailure: Sendable, Equatable, CustomStringConvertible, Error {
    /// The oracle or property: `text-model`, `range`, `surrogate`, `backspace-range`, `grammar`, `marked-range`,
    /// `selection`, `ime-marked`, `determinism`, `crash`, `typeable`, `max-length`, `charset`, `deletable`,
    /// `no-over-refusal`, `caret-follows`, `no-silent-drop`, `focus-order`, or a user property's name.
    public var property: String
    /// What was wrong, with the values involved.
    public var message: String
    /// Where: the failing step's keyword and field (`type f`, `return email`), or for a trap its message. With
    /// the property it tells distinct failures apart.
    public var location: String
    /// The index of the step during or after which it was seen.
    public var step: Int
    /// The session that fails (shrunk, once ``Fuzzer`` has shrunk it).
    public var session: FuzzSession
    /// A check that fails when the script is replayed (`kbsim run`), when one can be said.
    public var expectation: ScenarioExpectation?

    /// A failure of a property or an oracle at a step of a session.
    public init(
        property: String, message: String, location: String = "", step: Int, session: FuzzSession,
        expectation: ScenarioExpectation? = nil
    ) {
        self.property = property
        self.message = message
        self.location = location
        self.step = step
        self.session = session
        self.expectation = expectation
    }

    /// The key distinct failures are told apart by: the property and the location.
    public var key: String { property + " @ " + location }

    public var description: String { "\(property): \(message) (step \(step + 1), \(location))" }
}
