import Foundation

/// Kana → kanji conversion over an SKK dictionary, by segments (docs/input-methods.md, "Japanese").
///
/// A reading is cut into segments (文節): each a dictionary word (an okuri-nasi reading, or an okuri-ari stem and
/// the kana its okurigana starts with) followed by particles and endings that stay in kana (は, に, を, ます, …). The
/// cut is the cheapest by a simple cost (in half points): 20 a segment (28 for a one-kana word, 12 more for a one-kana
/// stem), minus 2 per kana the word covers, minus 3 per kana of particles, 24 a kana no word takes; an inflected word
/// only where its okurigana ends a dictionary form or an ending follows. So the fewest segments win, then the longest
/// words with their particles: "きょうはいえにかえります" → 今日は|家に|帰ります. Each segment's default is its word's first candidate (the dictionary puts the most
/// common first); a segment's candidates are the word's candidates with the particles, then the reading in
/// hiragana and in katakana.
public struct KanaKanjiConverter: Sendable {
    /// The dictionary it converts with.
    public let dictionary: SKKDictionary

    /// A converter over the dictionary.
    public init(dictionary: SKKDictionary) { self.dictionary = dictionary }

    /// A converted segment.
    public struct Segment: Sendable, Equatable {
        /// The kana it converts.
        public var reading: String
        /// Its candidates, the default first.
        public var candidates: [String]
        /// The candidate shown.
        public var chosen = 0
        /// The candidate shown (the reading when there is none).
        public var text: String { candidates.isEmpty ? reading : candidates[chosen] }
    }

    /// Particles and endings that follow a word in kana (longest first when tried).
    public static let particles: [String] = [
        "は", "が", "を", "に", "で", "と", "も", "の", "へ", "や", "か", "ね", "よ", "な", "から", "まで", "より", "ので",
        "のに", "けど", "には", "では", "とは", "にも", "でも", "へは", "への", "での", "との", "ます", "ました", "ません",
        "ましょう", "です", "でした", "だ", "だった", "ない", "なかった", "た", "て", "ている", "ています", "ていた", "ば",
        "れる", "られる", "せる", "させる", "たい", "たら", "ても", "ては"
    ].sorted { $0.count > $1.count }

    /// The longest reading whose whole conversion the candidate bar offers before space.
    static let longestPrediction = 32

    /// The kana a verb's or adjective's dictionary form ends in.
    static let dictionaryFormEndings: Set<Character> = ["う", "く", "ぐ", "す", "つ", "ぬ", "ぶ", "む", "る", "い"]

    /// The segments of a reading, each with its candidates.
    public func convert(_ reading: String) -> [Segment] {
        let chars = Array(reading)
        let n = chars.count
        guard n > 0 else { return [] }
        // best[i]: the cheapest cut of chars[..<i], with where its last segment started and its word's end.
        struct Cut { var cost: Int; var start: Int; var wordEnd: Int; var open: Bool; var okuri = false }
        var best = [Cut?](repeating: nil, count: n + 1)
        best[0] = Cut(cost: 0, start: 0, wordEnd: 0, open: false)
        let longest = dictionary.longestReading
        func relax(_ to: Int, _ cut: Cut) {
            if let old = best[to], old.cost <= cut.cost { return }
            best[to] = cut
        }
        for i in 0..<n {
            guard let here = best[i] else { continue }
            // A particle (or ending) continues the segment that ends here, one per segment (at the very start it is kana
            // no word takes).
            if here.open || i == 0 {
                for p in Self.particles where matches(chars, at: i, p) {
                    relax(
                        i + p.count,
                        Cut(
                            cost: here.cost + (i == 0 ? 24 * p.count : -3 * p.count), start: here.start,
                            wordEnd: here.wordEnd, open: false, okuri: here.okuri))
                }
            }
            // A word starts a segment here.
            if chars[i] != "ー" {
                for length in stride(from: min(longest, n - i), through: 1, by: -1) {
                    let word = String(chars[i..<i + length])
                    let cost = here.cost + (length == 1 ? 28 : 20) - 2 * length
                    if dictionary.contains(word) {
                        relax(i + length, Cut(cost: cost, start: i, wordEnd: i + length, open: true))
                    }
                    // An inflected word: its okurigana ends the reading as a dictionary form (う-row kana or い), or
                    // a particle or ending follows (帰り + ます).
                    let end = i + length + 1
                    if end <= n, dictionary.hasOkuri(stem: word, okurigana: chars[end - 1]),
                        end == n
                            ? Self.dictionaryFormEndings.contains(chars[end - 1])
                            : Self.particles.contains(where: { matches(chars, at: end, $0) })
                    {
                        relax(
                            end,
                            Cut(
                                cost: cost - 2 + (length == 1 ? 12 : 0), start: i, wordEnd: end, open: true, okuri: true
                            ))
                    }
                }
            }
            // A kana no word takes: a segment of its own.
            relax(i + 1, Cut(cost: here.cost + 24, start: i, wordEnd: i, open: true))
        }
        // Walk back: each cut's start is the previous segment's end.
        var cuts: [(start: Int, wordEnd: Int, end: Int, okuri: Bool)] = []
        var end = n
        while end > 0, let cut = best[end] {
            cuts.append((cut.start, cut.wordEnd, end, cut.okuri))
            end = cut.start
        }
        cuts.reverse()
        // Kana segments with no word next to each other are one segment.
        var merged: [(start: Int, wordEnd: Int, end: Int, okuri: Bool)] = []
        for c in cuts {
            if c.wordEnd == c.start, let last = merged.last, last.wordEnd == last.start {
                merged[merged.count - 1].end = c.end
            } else {
                merged.append(c)
            }
        }
        return merged.map { c in
            let word = String(chars[c.start..<c.wordEnd])
            let tail = String(chars[c.wordEnd..<c.end])
            var list: [String] = []
            if !word.isEmpty {
                list =
                    (c.okuri
                    ? dictionary.candidates(stem: String(word.dropLast()), okurigana: word.last!)
                    : dictionary.candidates(for: word)).map { $0 + tail }
            }
            // A kana segment also offers the words its whole reading spells.
            if word.isEmpty { list = wordCandidates(tail) }
            return Segment(reading: word + tail, candidates: unique(list + kanaForms(word + tail)))
        }
    }

    /// The segments with segment `index` cut to its first `length` kana (shortened) or taking the next segments'
    /// first kana (lengthened), as Shift+Left / Shift+Right do while converting: that segment is converted as one,
    /// the kana after it again by segments; the segments before it stay as chosen. Returns nil when the length is
    /// out of range (less than one kana, or past the end of the reading).
    public func resegment(_ segments: [Segment], at index: Int, length: Int) -> [Segment]? {
        guard segments.indices.contains(index), length >= 1 else { return nil }
        let rest = Array(segments[index...].map(\.reading).joined())
        guard length <= rest.count else { return nil }
        let reading = String(rest[..<length])
        let whole = convert(reading)
        let segment = whole.count == 1 ? whole[0] : Segment(reading: reading, candidates: wordCandidates(reading))
        return Array(segments[..<index]) + [segment] + convert(String(rest[length...]))
    }

    /// The candidates of a whole reading as one word: its dictionary candidates (with okurigana for an inflected
    /// word), then hiragana and katakana.
    public func wordCandidates(_ reading: String) -> [String] {
        var list = dictionary.candidates(for: reading)
        if reading.count >= 2 {
            list += dictionary.candidates(stem: String(reading.dropLast()), okurigana: reading.last!)
        }
        return unique(list + kanaForms(reading))
    }

    /// The candidate bar before conversion: the whole reading converted, its own candidates, then the words its
    /// beginning spells (longest first), each with how many kana of the reading it takes. At most `limit`.
    public func predictions(_ reading: String, limit: Int = 60) -> [(text: String, length: Int)] {
        let n = reading.count
        guard n > 0 else { return [] }
        var out: [(text: String, length: Int)] = []
        var seen: Set<String> = []
        func add(_ t: String, _ length: Int) {
            if out.count < limit, seen.insert(t).inserted { out.append((t, length)) }
        }
        // The whole reading converted, for readings the bar can show (so that each key costs the same however long
        // the composition: space converts any length).
        if n <= Self.longestPrediction { add(convert(reading).map(\.text).joined(), n) }
        // all of the reading's own
        for c in wordCandidates(reading) where seen.insert(c).inserted { out.append((c, n)) }
        let chars = Array(reading)
        for length in stride(from: min(n - 1, dictionary.longestReading), through: 1, by: -1) where out.count < limit {
            let prefix = String(chars[..<length])
            for c in dictionary.candidates(for: prefix) { add(c, length) }
            if length < n {
                for c in dictionary.candidates(stem: prefix, okurigana: chars[length]) { add(c, length + 1) }
            }
        }
        return out
    }

    private func kanaForms(_ reading: String) -> [String] {
        [reading, Romaji.katakana(reading)]
    }

    private func matches(_ chars: [Character], at i: Int, _ s: String) -> Bool {
        var k = i
        for c in s {
            guard k < chars.count, chars[k] == c else { return false }
            k += 1
        }
        return true
    }

    private func unique(_ list: [String]) -> [String] {
        var seen: Set<String> = []
        return list.filter { seen.insert($0).inserted }
    }
}
