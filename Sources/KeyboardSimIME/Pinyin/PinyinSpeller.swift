import Foundation

/// How a typed spelling relates to a syllable, ordered from most to least favoured (librime's `SpellingType`).
public enum PinyinSpellingType: UInt8, Sendable, Comparable {
    /// The syllable itself or an accepted variant (`lve`, `jv`, `zhogn`…).
    case normal = 0
    /// An initial standing for any syllable it begins (`n` for `ni`, `zh` for `zhong`); costs ln 0.5.
    case abbreviation = 1
    /// A trailing incomplete syllable completed to the syllables it begins; costs ln 0.5.
    case completion = 2

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The log-credibility this type adds to a word's score (ln 0.5 for abbreviations and completions).
    public var credibility: Double { self == .normal ? 0 : PinyinScoring.halfPenalty }
}

/// The constants of the scoring that reproduces librime's `pinyin_simp` (see `docs/pinyin.md`).
public enum PinyinScoring {
    /// ln 0.5: an abbreviated or completed syllable.
    public static let halfPenalty = -0.6931471805599453
    /// ln 1e-10: the second syllable of a split of a span that is itself one syllable (`xi|an` inside `xian`).
    public static let ambiguousJointPenalty = -23.025850929940457
    /// 2·ln 1e8: subtracted from every word's ln(weight) (unigram normalisation plus librime's per-word penalty).
    public static let perWordPenalty = 36.841361487904734
    /// The score of a dictionary weight: ln(max(w, DBL_EPSILON)) − 2·ln 1e8.
    public static func score(weight: Double) -> Double {
        log(max(weight, Double.ulpOfOne)) - perWordPenalty
    }
}

/// The spellings a pinyin keyboard accepts, each mapped to the syllables it stands for.
///
/// `pinyinSimp(syllables:)` reproduces the `speller/algebra` of Rime's `pinyin_simp.schema.yaml`: the
/// interjections `hm m n ng` are not typed; every syllable's first letter (and `zh ch sh`) is an abbreviation; and
/// the variant spellings `lve nve`, `jv qv xv yv…`, `-uen -uei -iou`, `-gn` for `-ng`, `do`/`don` for `dou dong`,
/// `oa` for `ao`, `aio ain aing aun aung` are accepted as normal spellings.
public struct PinyinSpeller: Sendable {
    /// One syllable a spelling can stand for.
    public struct Reading: Sendable, Equatable {
        /// The syllable id (see ``PinyinSyllables``).
        public var syllable: UInt16
        /// Whether the spelling is the syllable (or a variant) or an abbreviation of it.
        public var type: PinyinSpellingType
    }

    /// Every spelling, with its readings (normal ones first).
    public private(set) var spellings: [String: [Reading]] = [:]
    /// The longest spelling, in letters.
    public private(set) var maxSpellingLength = 1
    private var byKey: [UInt64: Int32] = [:]
    private var readingTable: [[Reading]] = []

    /// The speller of librime's `pinyin_simp` schema over the given syllables (those of a dictionary).
    /// - Parameters:
    ///   - syllables: the syllables the speller can read (a dictionary's).
    ///   - abbreviations: accept initials as abbreviations (pinyin_simp does; without them a trailing
    ///     incomplete syllable is completed instead).
    public static func pinyinSimp(syllables: Set<UInt16>, abbreviations: Bool = true) -> PinyinSpeller {
        var normal: [(String, UInt16)] = []
        var abbrev: [(String, UInt16)] = []
        for id in syllables.sorted() {
            let s = PinyinSyllables.spelling(of: id)
            if PinyinSyllables.interjections.contains(s) { continue }
            normal.append((s, id))
            if s.count > 1 { abbrev.append((String(s.prefix(1)), id)) }
            if s.count > 2, ["zh", "ch", "sh"].contains(String(s.prefix(2))) {
                abbrev.append((String(s.prefix(2)), id))
            }
        }
        // The derive rules, applied in order to the set of spellings built so far. Each builds a String from
        // Strings: a Substring joined with `+` left the type checker over 100 ms on this function.
        let rules: [(String) -> String?] = [
            { s in (s == "lue" || s == "nue") ? String(s.prefix(1)) + "ve" : nil },
            { s in
                guard s.count >= 2, "jqxy".contains(s.first!), s.dropFirst().first == "u" else { return nil }
                return String(s.prefix(1)) + "v" + String(s.dropFirst(2))
            },
            { s in s.hasSuffix("un") ? String(s.dropLast(2)) + "uen" : nil },
            { s in s.hasSuffix("ui") ? String(s.dropLast(2)) + "uei" : nil },
            { s in s.hasSuffix("iu") ? String(s.dropLast(2)) + "iou" : nil },
            { s in
                guard s.count >= 3, s.hasSuffix("ng"), "aeiou".contains(s.dropLast(2).last!) else { return nil }
                return String(s.dropLast(2)) + "gn"
            },
            { s in
                for tail in ["ou", "ong"] where s.hasSuffix(tail) {
                    let head = s.dropLast(tail.count)
                    if let c = head.last, "dtngkhrzcs".contains(c) { return String(head) + "o" }
                }
                return nil
            },
            { s in s.hasSuffix("ong") ? String(s.dropLast(3)) + "on" : nil },
            { s in s.hasSuffix("ao") ? String(s.dropLast(2)) + "oa" : nil },
            { s in
                for tail in ["ao", "ang", "an"] {
                    let w = s.dropLast(tail.count)
                    if s.hasSuffix(tail), let v = w.last, v == "i" || v == "u" {
                        return String(w.dropLast()) + "a" + String(v) + String(tail.dropFirst())
                    }
                }
                return nil
            }
        ]
        for rule in rules {
            var added: [(String, UInt16)] = []
            for (s, id) in normal { if let d = rule(s) { added.append((d, id)) } }
            normal += added
        }
        var speller = PinyinSpeller()
        for (s, id) in normal { speller.add(s, Reading(syllable: id, type: .normal)) }
        if abbreviations { for (s, id) in abbrev { speller.add(s, Reading(syllable: id, type: .abbreviation)) } }
        speller.finish()
        return speller
    }

    /// The speller librime compiled for a schema, read from the `build/SCHEMA.prism.txt` that Debian's `rime-data-*`
    /// packages ship: one line per spelling and syllable (`SPELLING<TAB>SYLLABLE<TAB>TYPE<TAB>CREDIBILITY`, a
    /// continuation line leaving the spelling empty), type `-` for a normal spelling and any other for an
    /// abbreviation. It is the schema's `speller/algebra` (Zhuyin's free order and toneless syllables, jyutping's
    /// tone letters) applied to the dictionary's syllables. Spellings of syllables the dictionary does not have are
    /// left out, and so are any longer than `PinyinLattice/maximumSpellingLength` keys (8: the longest Rime's
    /// schemas compile, jyutping's `ngaangqq`, fits).
    public static func rimePrism(_ text: String, syllables: [String: UInt16]) -> PinyinSpeller {
        var speller = PinyinSpeller()
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 3, !fields[0].hasPrefix("#") else { continue }
            if !fields[0].isEmpty { current = String(fields[0]) }
            guard !current.isEmpty, current.utf8.count <= PinyinLattice.maximumSpellingLength,
                current.utf8.allSatisfy({ $0 > 0 && $0 < 0x80 && $0 != UInt8(ascii: "'") }),
                let id = syllables[String(fields[1])]
            else { continue }
            speller.add(current, Reading(syllable: id, type: fields[2] == "-" ? .normal : .abbreviation))
        }
        speller.finish()
        return speller
    }

    private mutating func add(_ spelling: String, _ reading: Reading) {
        var list = spellings[spelling, default: []]
        if let i = list.firstIndex(where: { $0.syllable == reading.syllable }) {
            if reading.type < list[i].type { list[i] = reading }
        } else {
            list.append(reading)
        }
        spellings[spelling] = list
    }

    private mutating func finish() {
        readingTable = []
        byKey = [:]
        for (s, list) in spellings.sorted(by: { $0.key < $1.key }) {
            let sorted = list.sorted { ($0.type, $0.syllable) < ($1.type, $1.syllable) }
            spellings[s] = sorted
            byKey[Self.key(Array(s.utf8)[...])] = Int32(readingTable.count)
            readingTable.append(sorted)
            maxSpellingLength = max(maxSpellingLength, s.utf8.count)
        }
    }

    /// The longest key sequence a spelling (or a syllable of an open dictionary) may have: 9 ASCII keys.
    public static let maxKeyLength = 9

    /// The packed key of up to ``maxKeyLength`` ASCII keys other than NUL (7 bits each; no key is 0, so the
    /// length needs no tag).
    static func key(_ letters: ArraySlice<UInt8>) -> UInt64 {
        var k: UInt64 = 0
        for c in letters { k = k &<< 7 | UInt64(c & 0x7F) }
        return k
    }

    /// The index of a spelling given as ASCII letters, or `nil` when it is not a spelling.
    func spellingIndex(_ letters: ArraySlice<UInt8>) -> Int32? {
        guard letters.count <= maxSpellingLength else { return nil }
        return byKey[Self.key(letters)]
    }

    /// The readings of a spelling index returned by `spellingIndex`.
    func readings(_ index: Int32) -> [Reading] { readingTable[Int(index)] }

    /// The readings of a spelling, or an empty list when it is not one (`readings(of: "n")` lists the n-syllables
    /// as abbreviations).
    public func readings(of spelling: String) -> [Reading] { spellings[spelling] ?? [] }

    /// The syllables a trailing incomplete spelling can be completed to: those with a normal spelling that begins
    /// with `prefix` and is at least as long (librime's `expand_search`), as completion readings.
    public func completions(of prefix: ArraySlice<UInt8>) -> [Reading] {
        var ids = Set<UInt16>()
        for (s, list) in spellings where s.utf8.count >= prefix.count && s.utf8.starts(with: prefix) {
            for r in list where r.type == .normal { ids.insert(r.syllable) }
        }
        return ids.sorted().map { Reading(syllable: $0, type: .completion) }
    }
}
