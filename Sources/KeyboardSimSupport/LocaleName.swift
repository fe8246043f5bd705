import Foundation

/// The one rule for a locale a user names (`--locale`, a script's `locale` step): an identifier Foundation knows
/// (`de_DE`, `zh_CN`), optionally with an encoding (`.UTF-8`), as POSIX locale names are written
/// (docs/interfaces.md §3: bad input is refused with one line naming the value and what is accepted).
///
/// ```swift
/// LocaleName.isKnown("de_DE.UTF-8")   // true
/// LocaleName.isKnown("xx_YY")         // false
/// ```
package enum LocaleName {
    /// What is accepted, for messages.
    package static let accepted = "an identifier such as en_US, de_DE, zh_CN (optionally .UTF-8)"

    /// Whether `name` (before any `.ENCODING`) is a locale identifier Foundation knows.
    package static func isKnown(_ name: String) -> Bool {
        let base = String(name.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
        return !base.isEmpty && known.contains(base)
    }

    /// The message fragment after the value: `unknown locale; accepted: …`.
    package static let refusal = "unknown locale; accepted: \(accepted)"

    private static let known = Set(Locale.availableIdentifiers)
}
