@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimTesting

/// The `NSPredicate(format: "SELF MATCHES %@")` of regex validators.
@Suite struct NSPredicateTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let format: String, pattern: String?, input: String, matches: Bool
        var testDescription: String { "\(format) \(pattern ?? "") \(input.debugDescription) → \(matches)" }
    }

    static let email = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
    static let cases: [Case] = [
        Case(format: "SELF MATCHES %@", pattern: email, input: "ann@example.com", matches: true),
        Case(format: "SELF MATCHES %@", pattern: email, input: "ann@example", matches: false),
        Case(format: "SELF MATCHES %@", pattern: email, input: "x ann@example.com", matches: false),  // whole string
        Case(format: "self matches %@", pattern: "^[0-9]{5}$", input: "12345", matches: true),
        Case(format: "SELF MATCHES %@", pattern: "[0-9]{5}", input: "123456", matches: false),
        Case(format: "SELF MATCHES[c] %@", pattern: "[a-z]+", input: "ABC", matches: true),
        Case(format: "SELF MATCHES %@", pattern: "[a-z]+", input: "ABC", matches: false),
        Case(format: "SELF MATCHES '[0-9]+'", pattern: nil, input: "42", matches: true),
        Case(format: "SELF MATCHES %@", pattern: "a|b", input: "ab", matches: false),  // alternation grouped
        Case(format: "SELF MATCHES %@", pattern: ".+", input: "😀", matches: true)
    ]

    @Test(arguments: cases)
    func matches(_ c: Case) {
        let predicate = c.pattern.map { NSPredicate(format: c.format, $0) } ?? NSPredicate(format: c.format)
        #expect(predicate.evaluate(with: c.input) == c.matches)
    }

    @Test("Non-strings do not match; argumentArray works; predicateFormat is kept")
    func misc() {
        let p = NSPredicate(format: "SELF MATCHES %@", argumentArray: ["[0-9]+"])
        #expect(p.evaluate(with: "12") && !p.evaluate(with: 12) && !p.evaluate(with: nil))
        #expect(p.evaluate(with: NSString(string: "7")))
        #expect(p.predicateFormat == "SELF MATCHES %@")
    }
}
