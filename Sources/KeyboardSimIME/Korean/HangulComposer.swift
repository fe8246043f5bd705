import Foundation

/// The Korean 2-set (Dubeolsik) composition automaton: jamo in, the syllable being built and the text it
/// finished out. Pure and small, checked against libhangul's 2-set keyboard (docs/input-methods.md).
///
/// Jamo are the Hangul Compatibility Jamo a keyboard types (U+3131–U+3163: ㄱ … ㅣ). A syllable is an initial
/// consonant, a vowel and an optional final consonant; two vowels (ㅗ+ㅏ → ㅘ) and two finals (ㄹ+ㄱ → ㄺ) combine;
/// a vowel after a final takes the final (or its second half) as its own initial (안 + ㅏ → 아나).
///
/// ```swift
/// var h = HangulComposer()
/// for j in "ㅇㅏㄴㄴㅕㅇ" { _ = h.add(j) }
/// h.committed + h.preedit   // "안녕"
/// ```
public struct HangulComposer: Sendable, Equatable {
    /// The initial consonant (an index into ``HangulComposer/initials``), nil when none.
    public private(set) var initial: Int?
    /// The vowel (an index into ``HangulComposer/vowels``), nil when none.
    public private(set) var vowel: Int?
    /// The final consonant (an index into ``HangulComposer/finals``, 1…27), nil when none.
    public private(set) var final: Int?
    /// Two consonants typed with no vowel that make a compound final (ㄴ+ㅈ → ㄵ, shown as one jamo), as an index
    /// into ``HangulComposer/finals``; a vowel then splits them (ㄵ + ㅏ → ㄴ자).
    public private(set) var consonantPair: Int?
    /// Text finished by the keys so far and not yet taken with ``takeCommitted()``.
    public private(set) var committed = ""
    /// The jamo typed into the syllable being built, in order (for backspace, which takes back one jamo).
    public private(set) var typed: [Character] = []

    /// An empty composer.
    public init() {}

    /// The 19 initial consonants in Unicode order (U+1100…), as compatibility jamo.
    public static let initials: [Character] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ")
    /// The 21 vowels in Unicode order (U+1161…), as compatibility jamo.
    public static let vowels: [Character] = Array("ㅏㅐㅑㅒㅓㅔㅕㅖㅗㅘㅙㅚㅛㅜㅝㅞㅟㅠㅡㅢㅣ")
    /// The 27 final consonants in Unicode order (U+11A8…), as compatibility jamo; index 0 is "no final".
    public static let finals: [Character] = [" "] + Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ")

    /// Vowel pairs that combine into one vowel.
    static let vowelPairs: [String: Character] = [
        "ㅗㅏ": "ㅘ", "ㅗㅐ": "ㅙ", "ㅗㅣ": "ㅚ", "ㅜㅓ": "ㅝ", "ㅜㅔ": "ㅞ", "ㅜㅣ": "ㅟ", "ㅡㅣ": "ㅢ"
    ]
    /// Final pairs that combine into one final consonant.
    static let finalPairs: [String: Character] = [
        "ㄱㅅ": "ㄳ", "ㄴㅈ": "ㄵ", "ㄴㅎ": "ㄶ", "ㄹㄱ": "ㄺ", "ㄹㅁ": "ㄻ", "ㄹㅂ": "ㄼ", "ㄹㅅ": "ㄽ", "ㄹㅌ": "ㄾ",
        "ㄹㅍ": "ㄿ", "ㄹㅎ": "ㅀ", "ㅂㅅ": "ㅄ"
    ]

    /// Whether `c` is a consonant or vowel jamo this automaton composes.
    public static func isJamo(_ c: Character) -> Bool {
        initials.contains(c) || vowels.contains(c) || finals.dropFirst().contains(c)
    }

    /// Whether a composition is in progress (a syllable or lone jamo is being built).
    public var isComposing: Bool { initial != nil || vowel != nil }

    /// The syllable being built, as shown ("" when none): a precomposed syllable, or a lone jamo.
    public var preedit: String {
        switch (initial, vowel) {
        case let (i?, v?):
            return String(Character(Unicode.Scalar(0xAC00 + UInt32((i * 21 + v) * 28 + (final ?? 0)))!))
        case let (i?, nil): return consonantPair.map { String(Self.finals[$0]) } ?? String(Self.initials[i])
        case let (nil, v?): return String(Self.vowels[v])
        default: return ""
        }
    }

    /// Returns and clears ``committed``.
    public mutating func takeCommitted() -> String {
        defer { committed = "" }
        return committed
    }

    /// Adds a jamo. Returns false (and changes nothing) when `jamo` is not one.
    @discardableResult
    public mutating func add(_ jamo: Character) -> Bool {
        if let v = Self.vowels.firstIndex(of: jamo) {
            addVowel(v, jamo)
            return true
        }
        if Self.initials.contains(jamo) || Self.finals.dropFirst().contains(jamo) {
            addConsonant(jamo)
            return true
        }
        return false
    }

    private mutating func addConsonant(_ c: Character) {
        if let i = initial, vowel == nil, consonantPair == nil,
            let pair = Self.finalPairs[String([Self.initials[i], c])], let k = Self.finals.firstIndex(of: pair)
        {
            consonantPair = k
            typed.append(c)
            return
        }
        if let i = initial, vowel != nil {
            if let f = final {
                // Two finals combine (ㄹ + ㄱ → ㄺ); otherwise the syllable is done.
                if let pair = Self.finalPairs[String([Self.finals[f], c])], let k = Self.finals.firstIndex(of: pair) {
                    final = k
                    typed.append(c)
                    return
                }
            } else if let k = Self.finals.firstIndex(of: c), k > 0 {
                // ㄸ ㅃ ㅉ are never finals.
                final = k
                typed.append(c)
                _ = i
                return
            }
        }
        commitSyllable()
        if let i = Self.initials.firstIndex(of: c) {
            initial = i
            typed = [c]
        } else {
            // A jamo that is only a final (ㄳ …) cannot start a syllable: it stands alone.
            committed.append(c)
        }
    }

    private mutating func addVowel(_ v: Int, _ jamo: Character) {
        if let current = vowel, final == nil {
            // Two vowels combine (ㅗ + ㅏ → ㅘ); otherwise the syllable (or lone vowel) is done.
            if let pair = Self.vowelPairs[String([Self.vowels[current], jamo])],
                let k = Self.vowels.firstIndex(of: pair)
            {
                vowel = k
                typed.append(jamo)
                return
            }
            commitSyllable()
            vowel = v
            typed = [jamo]
            return
        }
        if let f = final, initial != nil {
            // The final (or its second half) becomes the next syllable's initial: 안 + ㅏ → 아 + 나.
            let last = typed.last!
            let remaining: Int?
            if let firstHalf = Self.finalPairs.first(where: { $0.value == Self.finals[f] })?.key.first {
                remaining = Self.finals.firstIndex(of: firstHalf)
            } else {
                remaining = nil
            }
            final = remaining
            typed.removeLast()
            commitSyllable()
            initial = Self.initials.firstIndex(of: last)
            vowel = v
            typed = [last, jamo]
            return
        }
        if let i = initial, vowel == nil, consonantPair != nil {
            // The vowel takes the pair's second consonant; the first stays alone.
            let second = typed.last!
            committed.append(Self.initials[i])
            reset()
            initial = Self.initials.firstIndex(of: second)
            vowel = v
            typed = [second, jamo]
            return
        }
        if initial != nil && vowel == nil {
            vowel = v
            typed.append(jamo)
            return
        }
        commitSyllable()
        vowel = v
        typed = [jamo]
    }

    /// Finishes the syllable being built: its text moves to ``committed``.
    public mutating func commitSyllable() {
        committed += preedit
        reset()
    }

    private mutating func reset() {
        initial = nil
        vowel = nil
        final = nil
        consonantPair = nil
        typed = []
    }

    /// Takes back the last jamo of the syllable being built (backspace while composing). Returns false when
    /// nothing is being composed.
    @discardableResult
    public mutating func removeLast() -> Bool {
        guard isComposing, !typed.isEmpty else { return false }
        let rest = typed.dropLast()
        reset()
        let saved = committed
        for j in rest { add(j) }
        committed = saved
        return true
    }

    /// The jamo a person types for `text`: each precomposed syllable split into its initial, vowel (two keys for a
    /// combined vowel) and final (two keys for a combined final); compatibility jamo as they are. Nil when `text`
    /// holds a character that is neither.
    public static func keys(for text: String) -> [Character]? {
        var out: [Character] = []
        for c in text {
            guard let s = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return nil }
            if (0xAC00...0xD7A3).contains(s.value) {
                let index = Int(s.value - 0xAC00)
                out.append(initials[index / (21 * 28)])
                out += split(vowels[(index / 28) % 21], vowelPairs)
                let f = index % 28
                if f > 0 { out += split(finals[f], finalPairs) }
            } else if isJamo(c) {
                out += split(c, vowelPairs.merging(finalPairs) { a, _ in a })
            } else {
                return nil
            }
        }
        return out
    }

    private static func split(_ c: Character, _ pairs: [String: Character]) -> [Character] {
        if let pair = pairs.first(where: { $0.value == c }) { return Array(pair.key) }
        return [c]
    }
}
