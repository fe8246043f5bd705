import Foundation
/// Support data for the 9-key (九宫格) pinyin keyboard.
///
/// Each key stands for several letters (2 abc … 9 wxyz). iOS first inserts a placeholder for each key
/// (➋–➒, U+278B–U+2792) in the marked text, then replaces the placeholders with letters. `letterSequences(for:speller:limit:)`
/// gives the letter sequences a digit sequence can stand for that a pinyin speller can segment.
///
/// ```swift
/// PinyinNineKey.placeholder(for: "6")           // "➏"
/// PinyinNineKey.digits(for: "nihao")             // "64426"
/// PinyinNineKey.letterSequences(for: "64426", speller: engine.speller).contains("nihao")  // true
/// ```
public enum PinyinNineKey {
    /// The letters on each digit key.
    public static let letters: [Character: String] = [
        "2": "abc", "3": "def", "4": "ghi", "5": "jkl", "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz"
    ]

    /// The placeholder iOS shows for the separator key (分词) in 9-key mode: ☻ U+263B (the key it belongs to is [U]).
    public static let separatorPlaceholder: Character = "\u{263B}"

    /// The placeholder for a digit key 2–9: ➋ (U+278B) … ➒ (U+2792); `nil` for other characters.
    public static func placeholder(for digit: Character) -> Character? {
        guard let v = digit.asciiValue, v >= 50 && v <= 57 else { return nil }
        return Character(Unicode.Scalar(0x278B + UInt32(v - 50))!)
    }

    /// The digit key of a placeholder ➋–➒, or `nil`.
    public static func digit(forPlaceholder c: Character) -> Character? {
        guard let s = c.unicodeScalars.first, c.unicodeScalars.count == 1, (0x278B...0x2792).contains(s.value) else {
            return nil
        }
        return Character(Unicode.Scalar(UInt8(50 + s.value - 0x278B)))
    }

    /// The digit key of each letter (`nihao` → `64426`); characters that are not a–z are dropped.
    public static func digits(for text: String) -> String {
        String(text.lowercased().compactMap { c in letters.first { $0.value.contains(c) }?.key })
    }

    /// The letter sequences a digit sequence (2–9) can stand for that can be read as spellings of `speller`
    /// (full spellings or abbreviations, the last one possibly incomplete), in alphabetical order.
    /// - Parameters:
    ///   - digits: the keys typed, "2" to "9".
    ///   - speller: the spellings the sequences must read as.
    ///   - limit: at most this many sequences are returned.
    ///   - abbreviations: whether abbreviations count as spellings (with them almost every sequence reads).
    public static func letterSequences(
        for digits: String, speller: PinyinSpeller, limit: Int = 256,
        abbreviations: Bool = true
    ) -> [String] {
        let keys = digits.compactMap { letters[$0].map(Array.init) }
        guard keys.count == digits.count, !keys.isEmpty else { return [] }
        let spellings = Set(speller.spellings.filter { abbreviations || $0.value.contains { $0.type == .normal } }.keys)
        var prefixes = Set<String>()
        for s in spellings {
            for n in 1...s.count { prefixes.insert(String(s.prefix(n))) }
        }
        var out: [String] = []
        // frontier: positions in the current letters where a segmentation into whole spellings ends.
        func extend(_ current: [Character], _ frontier: [Int]) {
            if out.count >= limit { return }
            if current.count == keys.count { out.append(String(current)); return }
            for c in keys[current.count] {
                let next = current + [c]
                var viable = false
                var newFrontier = frontier
                for f in frontier {
                    let tail = String(next[f...])
                    if spellings.contains(tail) { newFrontier.append(next.count); viable = true }
                    if prefixes.contains(tail) { viable = true }
                }
                if viable {
                    extend(
                        next,
                        Array(
                            Set(newFrontier.filter { next.count - $0 <= speller.maxSpellingLength || $0 == next.count })
                        ).sorted())
                }
            }
        }
        extend([], [0])
        return out
    }
}

extension PhoneticEngine {
    /// Converts a 9-key input (digits 2–9): the candidates of every letter sequence the digits can stand for,
    /// merged. Sequences read with full spellings only are tried first (at most `limit`); abbreviations are used
    /// when none reads. Order: by letters covered (longest first), then score; a text offered by several
    /// sequences keeps its best score.
    /// - Returns: the candidates and the letter sequence each came from (the iOS 9-key bar's pinyin column).
    public func convertNineKey(_ digits: String, limit: Int = 32) -> [(candidate: PinyinCandidate, letters: String)] {
        var sequences = PinyinNineKey.letterSequences(
            for: digits, speller: speller, limit: limit * 64, abbreviations: false)
        if sequences.isEmpty {
            sequences = PinyinNineKey.letterSequences(for: digits, speller: speller, limit: limit * 64)
        }
        sequences = Self.spread(sequences, limit: limit)
        var best: [String: (candidate: PinyinCandidate, letters: String)] = [:]
        for letters in sequences {
            for c in convert(letters).candidates {
                let key = "\(c.letterCount)|\(c.text)"
                if let old = best[key], old.candidate.score >= c.score { continue }
                best[key] = (c, letters)
            }
        }
        // Letters that are whole syllables (`yi`) read before letters that only begin one (`zh`): a word's last
        // syllable costs nothing for being abbreviated (librime's rule), so without this the keys 9 4 would
        // offer 中 (`zh…`) before 一.
        var spelled: [String: Bool] = [:]
        for letters in sequences { spelled[letters] = isSpelled(letters) }
        return best.values.sorted { a, b in
            if a.candidate.letterCount != b.candidate.letterCount {
                return a.candidate.letterCount > b.candidate.letterCount
            }
            let wa = spelled[a.letters] ?? false, wb = spelled[b.letters] ?? false
            if wa != wb { return wa }
            if a.candidate.score != b.candidate.score { return a.candidate.score > b.candidate.score }
            return (a.candidate.text, a.letters) < (b.candidate.text, b.letters)
        }
    }

    /// At most `limit` of `sequences` (in alphabetical order), taken in turn from each first letter's: the first key
    /// stands for 3 or 4 letters, and cutting the alphabetical list would leave out every reading that starts with
    /// the last of them (the keys 9 4 6 6 4 4 8 6 read `xiongguo` before `zhongguo`, so 中国 was never offered).
    static func spread(_ sequences: [String], limit: Int) -> [String] {
        guard sequences.count > limit else { return sequences }
        var groups: [[String]] = []
        for s in sequences {
            if let last = groups.last?.first, last.first == s.first {
                groups[groups.count - 1].append(s)
            } else {
                groups.append([s])
            }
        }
        var out: [String] = []
        var round = 0
        while out.count < limit {
            var took = false
            for g in groups where round < g.count && out.count < limit { out.append(g[round]); took = true }
            if !took { break }
            round += 1
        }
        return out.sorted()
    }

    /// Whether the letters split into whole syllables (normal spellings) from start to end.
    func isSpelled(_ letters: String) -> Bool {
        let bytes = Array(letters.utf8)
        var reach = [Bool](repeating: false, count: bytes.count + 1)
        reach[0] = true
        for i in 0..<bytes.count where reach[i] {
            for j in (i + 1)...min(bytes.count, i + speller.maxSpellingLength) {
                if let sp = speller.spellingIndex(bytes[i..<j]), speller.readings(sp).first?.type == .normal {
                    reach[j] = true
                }
            }
        }
        return reach[bytes.count]
    }
}
