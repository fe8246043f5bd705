/// The characters a `charset:"…"` delegate or a `charset=…` fuzz property allows: characters, and ranges `a-z`
/// between two single-scalar characters, as a regular expression's bracket expression reads them (`0-9` is the ten
/// digits; a `-` first or last is itself, `"+0-9-"` is plus, the digits and minus) (docs/interfaces.md §2).
///
/// ```swift
/// let digits = CharacterRanges("0-9 #")
/// digits.contains("7" as Character)   // true
/// digits.contains("-" as Character)   // false
/// ```
package struct CharacterRanges: Sendable, Equatable {
    /// The characters given one by one.
    package private(set) var singles: String = ""
    /// The ranges, lowest scalar first in each.
    package private(set) var ranges: [ClosedRange<Unicode.Scalar>] = []

    /// Why the spelling is refused, as a message fragment: its first range that runs backwards; nil when accepted.
    package private(set) var refusal: String?

    /// Reads a spelling; a range that runs backwards (`z-a`) is read as its three characters, and ``refusal`` says
    /// why a user who wrote it is refused.
    package init(_ spec: String) {
        let c = Array(spec)
        var i = 0
        while i < c.count {
            if i + 2 < c.count, c[i + 1] == "-", let lo = Self.single(c[i]), let hi = Self.single(c[i + 2]) {
                if lo <= hi {
                    ranges.append(lo...hi)
                    i += 3
                    continue
                }
                if refusal == nil {
                    refusal =
                        "the range \"\(c[i])-\(c[i + 2])\" runs backwards; accepted: characters and ranges low-high such as 0-9 or a-z (a - first or last is itself)"
                }
            }
            singles.append(c[i])
            i += 1
        }
    }

    /// Why a spelling is refused (``refusal`` of the set it reads as); nil when it is accepted.
    package static func refusal(of spec: String) -> String? { CharacterRanges(spec).refusal }

    /// Whether a character is allowed: given as itself, or one scalar inside a range.
    package func contains(_ ch: Character) -> Bool {
        if singles.contains(ch) { return true }
        guard let u = Self.single(ch) else { return false }
        return ranges.contains { $0.contains(u) }
    }

    /// Whether a Unicode scalar is allowed: a scalar of the characters given, or inside a range.
    package func contains(_ u: Unicode.Scalar) -> Bool {
        singles.unicodeScalars.contains(u) || ranges.contains { $0.contains(u) }
    }

    /// The set as the inside of a regular expression's brackets: letters and digits as themselves, other
    /// scalars and the ends of ranges as `\x{…}`.
    package var bracketContents: String {
        func escaped(_ u: Unicode.Scalar) -> String {
            if u.properties.isAlphabetic || u.properties.numericType != nil { return String(u) }
            return "\\x{\(String(u.value, radix: 16))}"
        }
        func hex(_ u: Unicode.Scalar) -> String { "\\x{\(String(u.value, radix: 16))}" }
        return singles.unicodeScalars.map(escaped).joined()
            + ranges.map { "\(hex($0.lowerBound))-\(hex($0.upperBound))" }.joined()
    }

    private static func single(_ ch: Character) -> Unicode.Scalar? {
        let s = ch.unicodeScalars
        return s.count == 1 ? s.first : nil
    }
}
