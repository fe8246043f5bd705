import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
/// The `NSPredicate(format: "SELF MATCHES %@", regex)` that regex validators use (corelibs Foundation has no
/// `NSPredicate(format:)`). This module-level class takes precedence over Foundation's for code that imports
/// KeyboardSim. Only the forms real validators use are understood:
///
/// - `SELF MATCHES %@` (also `self matches`, `MATCHES[c]`/`[cd]` for case-insensitive), the pattern as argument;
/// - the same with the pattern quoted inline: `SELF MATCHES '[0-9]+'` or `"…"`.
///
/// `MATCHES` is ICU's regular expression over the whole string, as on Apple platforms. Any other format is a
/// programmer error and traps with a message naming it.
///
/// ```swift
/// let emailTest = NSPredicate(format: "SELF MATCHES %@", "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}")
/// emailTest.evaluate(with: "a@b.co")   // true
/// ```
public final class NSPredicate: NSObject, @unchecked Sendable {
    /// The format string as given.
    public let predicateFormat: String
    private let regex: NSRegularExpression

    /// Parses `SELF MATCHES %@` with the pattern in `args`, or with the pattern quoted in the format.
    public init(format: String, _ args: Any...) {
        self.predicateFormat = format
        self.regex = NSPredicate.parse(format, args)
        super.init()
    }

    /// `NSPredicate(format:argumentArray:)`.
    public convenience init(format: String, argumentArray: [Any]?) {
        self.init(format: format, argumentsIn: argumentArray ?? [])
    }

    private init(format: String, argumentsIn args: [Any]) {
        self.predicateFormat = format
        self.regex = NSPredicate.parse(format, args)
        super.init()
    }

    /// Whether `object` (a String, or an NSString) matches the whole pattern. Anything else does not match.
    public func evaluate(with object: Any?) -> Bool {
        guard let s = (object as? String) ?? (object as? NSString).map({ String($0) }) else { return false }
        let range = NSRange(location: 0, length: (s as NSString).length)
        guard let m = regex.firstMatch(in: s, options: [.anchored], range: range) else { return false }
        return m.range == range
    }

    private static func parse(_ format: String, _ args: [Any]) -> NSRegularExpression {
        let scanner = format.trimmingCharacters(in: .whitespaces)
        let words = scanner.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: true).map(String.init)
        guard words.count == 3, words[0].uppercased() == "SELF" else { unsupported(format) }
        var options: NSRegularExpression.Options = []
        switch words[1].uppercased() {
        case "MATCHES": break
        case "MATCHES[C]", "MATCHES[CD]", "MATCHES[DC]": options.insert(.caseInsensitive)
        default: unsupported(format)
        }
        let pattern: String
        let operand = words[2]
        if operand == "%@" {
            guard args.count == 1 else {
                preconditionFailure(
                    "NSPredicate(format: \"\(format)\") needs exactly one argument, the pattern; got \(args.count)")
            }
            guard let p = (args[0] as? String) ?? (args[0] as? NSString).map({ String($0) }) else {
                preconditionFailure(
                    "NSPredicate(format: \"\(format)\"): the pattern must be a String, got \(type(of: args[0]))")
            }
            pattern = p
        } else if operand.count >= 2, let q = operand.first, q == "'" || q == "\"", operand.last == q {
            pattern = String(operand.dropFirst().dropLast())
        } else {
            unsupported(format)
        }
        do {
            return try NSRegularExpression(pattern: "(?:" + pattern + ")", options: options)
        } catch {
            preconditionFailure("NSPredicate: \"\(pattern)\" is not a valid ICU regular expression (\(error))")
        }
    }

    private static func unsupported(_ format: String) -> Never {
        preconditionFailure(
            "NSPredicate(format: \"\(format)\") is not supported by kbsim: only \"SELF MATCHES %@\" "
                + "(optionally MATCHES[c]) with a pattern argument or a quoted pattern, the form regex validators use.")
    }
}
