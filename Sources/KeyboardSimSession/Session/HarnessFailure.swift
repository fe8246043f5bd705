import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// A failed expectation: what was checked, where, what was expected and found, and the events just before.
/// Its `description` is the message a test failure or `kbsim run` shows.
public struct HarnessFailure: Error, CustomStringConvertible, Sendable {
    /// `file:line` of the check (a script line, or the Swift source of the call).
    public var location: String
    /// The check, as written (`expect email.text == "a@b.c"`).
    public var check: String
    /// The value the check expected.
    public var expected: String
    /// The value found.
    public var actual: String
    /// The last events before the check, as text lines.
    public var recentEvents: [String]
    /// The same events as JSON Lines.
    public var recentEventsJSON: [String]

    /// A failure with the check, the values and the events before it.
    public init(
        location: String, check: String, expected: String, actual: String, recentEvents: [String],
        recentEventsJSON: [String] = []
    ) {
        self.location = location; self.check = check; self.expected = expected; self.actual = actual
        self.recentEvents = recentEvents; self.recentEventsJSON = recentEventsJSON
    }

    public var description: String { render(jsonl: false) }

    /// The message a Swift test shows for a failed `expect…`: its first line is the check and what was found
    /// (`expect pin.text == "12345": found "1234"`), since the test's own issue already carries the file and line;
    /// the expected and actual values, where the check was made and the events before it follow.
    package var issueMessage: String {
        "\(check): found \(actual)" + details(at: location, events: recentEvents)
    }

    /// The message, with the last events as text (default) or JSON Lines.
    public func render(jsonl: Bool) -> String {
        "\(location): \(check)"
            + details(at: nil, events: jsonl && !recentEventsJSON.isEmpty ? recentEventsJSON : recentEvents)
    }

    /// The lines under a headline: expected, actual, the place when the headline lacks it, the events before.
    private func details(at place: String?, events: [String]) -> String {
        var s = "\n  expected: \(expected)\n  actual:   \(actual)"
        if let place { s += "\n  at: \(place)" }
        if !events.isEmpty {
            s += "\n  last events:"
            for line in events { s += "\n    " + line }
        }
        return s
    }
}
