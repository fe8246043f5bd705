import Foundation
/// One choice in the candidate bar.
public struct PinyinCandidate: Sendable, Equatable, CustomStringConvertible {
    /// What kind of candidate this is.
    public enum Kind: String, Sendable {
        /// A dictionary word or phrase.
        case phrase
        /// A sentence the conversion assembled from several words.
        case sentence
    }
    /// The Hanzi it commits.
    public var text: String
    /// How many letters of the composition (from its start, apostrophes not counted) it consumes.
    public var letterCount: Int
    /// Its score: ln(max(weight, ε)) − 2·ln 1e8 plus credibility penalties (sentences: summed over words).
    public var score: Double
    /// A dictionary phrase or the best-path sentence.
    public var kind: Kind
    public var description: String { "\(text)[\(letterCount)]" }
}

/// The preedit separator drawn between syllables in the marked text.
public enum PinyinPreeditSeparator: String, Sendable, CaseIterable {
    /// U+2006 SIX-PER-EM SPACE, as iOS's pinyin keyboard inserts.
    case sixPerEmSpace = "six-per-em-space"
    /// A plain space, as librime, fcitx5 and sunpinyin show.
    case space
    /// An apostrophe.
    case apostrophe
    /// Nothing: the keys as typed (the Zhuyin keyboard's default).
    case none
    /// The text inserted between syllables.
    public var text: String {
        switch self {
        case .sixPerEmSpace: return "\u{2006}"
        case .space: return " "
        case .apostrophe: return "'"
        case .none: return ""
        }
    }
}

/// The result of converting a composition: its candidates, best sentence and syllable segmentation.
public struct PinyinConversion: Sendable, Equatable {
    /// The input as typed (letters and apostrophes).
    public var input: String
    /// All candidates, in bar order: whole-input phrases, or the sentence when none, then shorter phrases.
    public var candidates: [PinyinCandidate]
    /// The best path over dictionary words (empty when nothing converts).
    public var sentence: String
    /// How many letters the lattice interprets (letters after it stay as typed).
    public var convertedLetterCount: Int
    /// The syllables of the best path, then any unconverted rest, as typed letters (apostrophes not included).
    public var syllables: [String]
    /// Letter positions where the user typed apostrophes (with repeats).
    var apostrophes: [Int32]

    /// The marked text: syllables joined by `separator`; a typed apostrophe replaces the separator at its joint.
    ///
    /// `nihao` → `ni\u{2006}hao`, `nih` → `ni h` with ``PinyinPreeditSeparator/space``, `xi'an` → `xi'an`.
    /// `showing` gives the character the keyboard shows for each typed key (a Zhuyin key's symbol).
    public func preedit(
        separator: PinyinPreeditSeparator = .sixPerEmSpace,
        showing show: (Character) -> Character = { $0 }
    ) -> String {
        var out = String(repeating: "'", count: Int(apostrophes.first ?? 0))
        var p = 0
        for (i, s) in syllables.enumerated() {
            if i > 0 {
                let typed = Int(apostrophes[p])
                out += typed > 0 ? String(repeating: "'", count: typed) : separator.text
            }
            // apostrophes inside an unconverted rest are kept as typed
            for (k, c) in s.enumerated() {
                if k > 0 { out += String(repeating: "'", count: Int(apostrophes[p + k])) }
                out.append(show(c))
            }
            p += s.count
        }
        if p > 0 { out += String(repeating: "'", count: Int(apostrophes[p])) }
        return out
    }

    /// Page `index` (0-based) of the candidates, `size` per page.
    public func page(_ index: Int, size: Int = PhoneticEngine.defaultPageSize) -> ArraySlice<PinyinCandidate> {
        precondition(size > 0, "page size must be positive, got \(size)")
        let lo = min(index * size, candidates.count), hi = min(lo + size, candidates.count)
        return candidates[lo..<hi]
    }

    /// The number of pages of `size` candidates.
    public func pageCount(size: Int = PhoneticEngine.defaultPageSize) -> Int { (candidates.count + size - 1) / size }
}

extension PinyinLattice {
    /// Converts the current input: the best sentence, the candidates and the segmentation (see ``PinyinConversion``).
    public func resolve() -> PinyinConversion {
        let n = letters.count
        let raw = rawInput
        guard n > 0 else {
            return PinyinConversion(
                input: raw, candidates: [], sentence: "", convertedLetterCount: 0, syllables: [],
                apostrophes: apostrophes)
        }
        var final = n
        let mode: Mode
        var extra: Edge?
        var completion: [PinyinSpeller.Reading] = []
        if bestStrict[n] > -Double.infinity {
            mode = .strict
        } else if bestAll[n] > -Double.infinity {
            mode = .all
        } else {
            var f = n
            while f > 0 && bestAll[f] == -Double.infinity { f -= 1 }
            mode = bestStrict[f] > -Double.infinity ? .strict : .all
            if f < n && !apostrophes[(f + 1)..<n].contains(where: { $0 > 0 }) {
                completion = speller.completions(of: letters[f..<n])
                if !completion.isEmpty { extra = Edge(start: Int32(f), end: Int32(n), spelling: -1, hasNormal: true) }
            }
            if extra == nil { final = f }
        }
        // The best path (sentence) and its syllable cuts.
        var words: [String] = []
        var lengths: [Int] = []
        var totalScore = 0.0
        var p = final
        var lastArc: Arc?
        if let extra {
            let (score, arc) = bestArc(endingAt: n, mode: mode, extra: extra, completion: completion)
            if score > -Double.infinity { lastArc = arc; totalScore = score }
        } else if final > 0 {
            totalScore = best(final, mode)
        }
        while p > 0 {
            let arc = (p == n ? lastArc : nil) ?? (mode == .strict ? arcStrict[p] : arcAll[p])
            guard arc.entry >= 0 else { break }
            words.append(dictionary.word(Int(arc.entry)))
            for i in (0..<Int(arc.count)).reversed() { lengths.append(Self.length(at: i, in: arc.lengths)) }
            p = Int(arc.start)
        }
        var syllables: [String] = []
        var q = 0
        for len in lengths.reversed() {
            syllables.append(String(decoding: letters[q..<(q + len)], as: UTF8.self))
            q += len
        }
        if q < n { syllables.append(String(decoding: letters[q..<n], as: UTF8.self)) }
        let sentence = words.reversed().joined()
        var candidates = phraseCandidates(final: final, mode: mode, extra: extra, completion: completion)
        if !sentence.isEmpty && !candidates.contains(where: { $0.letterCount == final }) {
            candidates.insert(
                PinyinCandidate(text: sentence, letterCount: final, score: totalScore, kind: .sentence), at: 0)
        }
        // A phrase equal to the sentence is not listed again (librime's DistinctTranslation; the phrases are
        // distinct already).
        if candidates.first?.kind == .sentence {
            let text = candidates[0].text
            if let dup = candidates.dropFirst().firstIndex(where: { $0.text == text }) { candidates.remove(at: dup) }
        }
        return PinyinConversion(
            input: raw, candidates: candidates, sentence: sentence, convertedLetterCount: final,
            syllables: syllables, apostrophes: apostrophes)
    }

    /// The phrases starting at the beginning of the input whose syllables all lie on a path to `final`.
    func phraseCandidates(final: Int, mode: Mode, extra: Edge?, completion: [PinyinSpeller.Reading])
        -> [PinyinCandidate]
    {
        guard final > 0 else { return [] }
        // Which vertices lie on a path to the end (librime removes the others from the graph).
        var alive = [Bool](repeating: false, count: final + 1)
        alive[final] = true
        if let extra { alive[Int(extra.start)] = true }
        var j = final
        while j > 0 {
            if alive[j] {
                for e in edgeRange(endingAt: j) where allowed(edges[e], mode) { alive[Int(edges[e].start)] = true }
            }
            j -= 1
        }
        let bound = min(final, speller.maxSpellingLength * maxWordSyllables)
        var out = [[Edge]](repeating: [], count: bound)
        for j in 1...min(final, bound + speller.maxSpellingLength) where alive[j] {
            for e in edgeRange(endingAt: j) {
                let edge = edges[e]
                if Int(edge.start) < bound && alive[Int(edge.start)] && allowed(edge, mode) {
                    out[Int(edge.start)].append(edge)
                }
            }
        }
        if let extra, Int(extra.start) < bound { out[Int(extra.start)].append(extra) }
        var found: [Int: Int] = [:]
        var list: [PinyinCandidate] = []
        var entries: [Int] = []
        func dfs(_ v: Int, _ level: Int, _ range: Range<Int>, _ cred: Double) {
            guard v < bound else { return }
            for edge in out[v] {
                let penalty =
                    (mode == .strict ? edge.penaltyStrict : edge.penaltyAll) ? PinyinScoring.ambiguousJointPenalty : 0
                for r in readings(edge, completion: completion) {
                    if mode == .strict && r.type == .abbreviation { break }
                    let next =
                        level == 0
                        ? dictionary.firstRange(r.syllable)
                        : dictionary.narrow(range, level: level, syllable: r.syllable)
                    if next.isEmpty { continue }
                    let c = cred + r.type.credibility + penalty
                    for e in dictionary.exact(next, length: level + 1) {
                        let score = wordScore(e) + cred  // without this last syllable's credibility (`walk`)
                        // One candidate per entry, read over the most letters it can be: librime collects phrases per
                        // end position and lists the longer ones first, so the same word read over fewer letters (模式
                        // for `mo s` beside `mo sh`) only comes again later, where its text is dropped as a repeat.
                        if let i = found[e] {
                            let end = Int(edge.end)
                            if end > list[i].letterCount {
                                list[i].letterCount = end; list[i].score = score
                            } else if end == list[i].letterCount && score > list[i].score {
                                list[i].score = score
                            }
                            continue
                        }
                        found[e] = list.count
                        entries.append(e)
                        list.append(PinyinCandidate(text: "", letterCount: Int(edge.end), score: score, kind: .phrase))
                    }
                    if level + 1 < maxWordSyllables { dfs(Int(edge.end), level + 1, next, c) }
                }
            }
        }
        dfs(0, 0, 0..<0, 0)
        let order = list.indices.sorted { a, b in
            if list[a].letterCount != list[b].letterCount { return list[a].letterCount > list[b].letterCount }
            if list[a].score != list[b].score { return list[a].score > list[b].score }
            return entries[a] < entries[b]
        }
        // Each text once, at its first place (librime wraps its translation in a DistinctTranslation): entries that
        // differ only in their reading are listed once.
        var seenTexts = Set<Int32>()
        var distinct: [PinyinCandidate] = []
        distinct.reserveCapacity(order.count)
        for i in order where seenTexts.insert(dictionary.textID[entries[i]]).inserted {
            var c = list[i]
            c.text = dictionary.word(entries[i])
            distinct.append(c)
        }
        return distinct
    }

    @inline(__always) func allowed(_ edge: Edge, _ mode: Mode) -> Bool {
        (mode == .all || edge.hasNormal) && reachable(Int(edge.start), mode)
    }
}
