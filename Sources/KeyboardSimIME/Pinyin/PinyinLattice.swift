import Foundation
/// The incremental syllable lattice and best-path search behind ``PhoneticEngine``.
///
/// Positions count letters (apostrophes are recorded between letters as hard boundaries, not positions). Each
/// letter adds the edges (spellings) that end at it and the best path to it, in two modes: `strict` (normal
/// spellings only) and `all` (abbreviations too). Nothing before the last `maxWordSyllables` spellings is
/// revisited, so appending or deleting a letter costs the same at letter 10 or 10,000. Which mode applies is
/// decided when reading the result: librime drops abbreviations wherever a normal spelling covers the input.
///
/// ```swift
/// var lattice = engine.makeLattice()
/// for c in "nihao".utf8 { lattice.append(c) }
/// lattice.resolve().sentence   // "你好"
/// ```
public struct PinyinLattice: Sendable {
    /// The dictionary words come from.
    public let dictionary: PinyinDictionary
    /// The spellings accepted.
    public let speller: PinyinSpeller
    /// The longest word considered, in syllables.
    public let maxWordSyllables: Int
    /// Subtracted from every word's ln(weight): 2·ln 1e8 (librime `pinyin_simp`) unless chosen otherwise.
    public let wordPenalty: Double

    /// The letters typed (lowercase ASCII), without apostrophes.
    public private(set) var letters: [UInt8] = []
    /// `apostrophes[p]`: how many apostrophes were typed just before letter `p` (index `letters.count`: at the end).
    public private(set) var apostrophes: [Int32] = [0]

    package struct Edge: Sendable {
        var start: Int32
        var end: Int32
        /// Index in the speller, or -1 for the completion edge.
        var spelling: Int32
        var hasNormal: Bool
        var penaltyStrict = false
        var penaltyAll = false
    }

    /// The longest word tried, in syllables: a word's syllable lengths (1–8 keys) are packed 3 bits each into
    /// 64 bits. Dictionary entries longer than this are skipped when loading, with a note naming the limit.
    public static let maximumWordSyllables = 21
    /// Bits per syllable length in ``Arc/lengths``.
    static let lengthBits: UInt64 = 3
    /// The longest spelling a syllable may have, in keys: a length is packed as length − 1 in ``lengthBits``
    /// (jyutping's tonal `ngaangqq` has 8).
    package static let maximumSpellingLength = 1 << Int(lengthBits)

    /// `length` (1…``maximumSpellingLength`` keys) packed as the `index`th syllable length of a word.
    static func packed(length: Int, at index: Int) -> UInt64 {
        (UInt64(truncatingIfNeeded: length - 1) & lengthMask) << (lengthBits * UInt64(index))
    }

    /// The `index`th syllable length packed in `lengths`.
    static func length(at index: Int, in lengths: UInt64) -> Int {
        Int(lengths >> (lengthBits * UInt64(index)) & lengthMask) + 1
    }

    private static let lengthMask: UInt64 = 1 << lengthBits - 1

    /// A word on a best path: where it starts, the entry, and its syllables' lengths (3 bits each).
    package struct Arc: Sendable {
        var start: Int32 = -1
        var entry: Int32 = -1
        var lengths: UInt64 = 0
        var count: UInt8 = 0
    }

    package enum Mode: Int { case strict = 0, all = 1 }

    /// A word being matched: `level` syllables from `start` matched, entries `lo..<hi` share them.
    struct OpenState: Sendable {
        var start: Int32
        var level: Int32
        var lo: Int32
        var hi: Int32
        var cred: Double
        var lengths: UInt64
    }

    var edges: [Edge] = []
    /// Edges ending at `j ≥ 1` are `edges[edgesEnd[j - 1]..<edgesEnd[j]]`.
    var edgesEnd: [Int32] = [0]
    package var bestStrict: [Double] = [0]
    package var bestAll: [Double] = [0]
    /// Whether a chain of spellings (normal ones only, for strict) leads from the start to a position. Syllables
    /// are walked from every such position, not only from positions where a word ends: a dictionary whose long
    /// words have no one-syllable entries for their inner syllables must still reach them.
    var reachStrict: [Bool] = [true]
    var reachAll: [Bool] = [true]
    var arcStrict: [Arc] = [Arc()]
    var arcAll: [Arc] = [Arc()]
    /// Partial dictionary walks ending at recent positions, per mode: `open[mode][p % ringSize]`.
    var open: [[[OpenState]]]
    /// The lowest position whose `open` bucket is valid.
    var openValidFrom = 0

    static let ringSize = 16

    /// An empty lattice over a dictionary and speller.
    /// - Parameters:
    ///   - dictionary: the words, their syllables and weights.
    ///   - speller: reads the letters as syllables.
    ///   - maxWordSyllables: the longest word tried (at most ``maximumWordSyllables``); defaults to the
    ///     dictionary's longest.
    ///   - wordPenalty: subtracted from each word's ln(weight); default ``PinyinScoring/perWordPenalty``.
    public init(
        dictionary: PinyinDictionary, speller: PinyinSpeller, maxWordSyllables: Int? = nil,
        wordPenalty: Double = PinyinScoring.perWordPenalty
    ) {
        self.dictionary = dictionary
        self.speller = speller
        self.wordPenalty = wordPenalty
        self.maxWordSyllables = min(max(1, maxWordSyllables ?? dictionary.maxSyllables), Self.maximumWordSyllables)
        precondition(
            speller.maxSpellingLength <= Self.maximumSpellingLength,
            "PinyinLattice: spellings of up to \(Self.maximumSpellingLength) keys are packed in \(Self.lengthBits) bits"
        )
        self.open = [[[OpenState]]](repeating: [[OpenState]](repeating: [], count: Self.ringSize), count: 2)
    }

    /// The number of letters.
    public var count: Int { letters.count }

    /// The input as typed: letters with their apostrophes.
    public var rawInput: String {
        var s = ""
        for p in 0...letters.count {
            for _ in 0..<apostrophes[p] { s.append("'") }
            if p < letters.count { s.append(Character(Unicode.Scalar(letters[p]))) }
        }
        return s
    }

    /// Appends a key (a lowercase letter `a`–`z` for pinyin; any printable ASCII key of a Rime speller, such as
    /// Zhuyin's `1qaz…`) or an apostrophe, given as its ASCII byte; other bytes trap.
    public mutating func append(_ byte: UInt8) {
        if byte == UInt8(ascii: "'") {
            apostrophes[letters.count] += 1
            return
        }
        precondition(
            byte >= 32 && byte <= 126, "PinyinLattice.append: expected a printable ASCII key or ', got byte \(byte)")
        letters.append(byte)
        apostrophes.append(0)
        let j = letters.count
        addEdges(endingAt: j)
        edgesEnd.append(Int32(edges.count))
        let ending = edgeRange(endingAt: j)
        reachAll.append(!ending.isEmpty)
        reachStrict.append(ending.contains { edges[$0].hasNormal && reachStrict[Int(edges[$0].start)] })
        bestStrict.append(-Double.infinity); arcStrict.append(Arc())
        bestAll.append(-Double.infinity); arcAll.append(Arc())
        extendWalks(to: j, updateBest: true)
    }

    /// Appends every letter and apostrophe of `text` (other characters are ignored).
    public mutating func append(contentsOf text: String) {
        for b in text.lowercased().utf8 where (b >= 97 && b <= 122) || b == UInt8(ascii: "'") { append(b) }
    }

    /// Appends every printable ASCII key of `keys` as it is (an apostrophe is a boundary; other bytes are ignored):
    /// the keys of a Rime speller other than pinyin's.
    public mutating func append(keys: String) {
        for b in keys.utf8 where b >= 32 && b <= 126 { append(b) }
    }

    /// Removes the last letter or apostrophe typed; does nothing when empty.
    public mutating func removeLast() {
        let n = letters.count
        if apostrophes[n] > 0 { apostrophes[n] -= 1; return }
        guard n > 0 else { return }
        letters.removeLast()
        apostrophes.removeLast()
        edges.removeSubrange(Int(edgesEnd[n - 1])...)
        edgesEnd.removeLast()
        bestStrict.removeLast(); bestAll.removeLast()
        reachStrict.removeLast(); reachAll.removeLast()
        arcStrict.removeLast(); arcAll.removeLast()
        let need = max(0, n - 1 - speller.maxSpellingLength)
        if need < openValidFrom {
            // Rebuild the walks of the last positions from far enough back that none is missed.
            let from = max(0, n - 1 - Self.ringSize - speller.maxSpellingLength * maxWordSyllables)
            openValidFrom = from
            for m in 0..<2 { for b in 0..<Self.ringSize { open[m][b].removeAll(keepingCapacity: true) } }
            if from < n - 1 { for q in (from + 1)...(n - 1) { extendWalks(to: q, updateBest: false) } }
        }
    }

    /// Extends the open walks (and fresh ones) along every edge ending at `j` and, when `updateBest`, records
    /// the best word ending at `j` for both modes.
    mutating func extendWalks(to j: Int, updateBest: Bool) {
        let slot = j % Self.ringSize
        // What the matches below read and write is held in locals for the whole call, and put back at the end:
        // a closure that reaches the lattice's own properties or methods made Swift copy the dictionary (a dozen
        // references retained) or the whole lattice at every match: a third of a Cantonese key's instructions.
        let dictionary = self.dictionary
        let wordPenalty = self.wordPenalty
        let maxLevel = maxWordSyllables
        var walks: [[OpenState]] = [[], []]
        swap(&walks[0], &open[0][slot])
        swap(&walks[1], &open[1][slot])
        walks[0].removeAll(keepingCapacity: true)
        walks[1].removeAll(keepingCapacity: true)
        var bestHere = [bestStrict[j], bestAll[j]]
        var arcHere = [arcStrict[j], arcAll[j]]
        for e in edgeRange(endingAt: j) {
            let edge = edges[e]
            let p = Int(edge.start)
            let len = Int(edge.end - edge.start)
            let list = speller.readings(edge.spelling)
            let normalCount = list.firstIndex { $0.type != .normal } ?? list.count
            for m in 0..<2 {
                let mode = Mode(rawValue: m)!
                if mode == .strict && !edge.hasNormal { continue }
                if !reachable(p, mode) { continue }
                // A word starts here only where one ends (or at the start); walks already open go on regardless.
                let base = best(p, mode)
                let penalty =
                    (mode == .strict ? edge.penaltyStrict : edge.penaltyAll) ? PinyinScoring.ambiguousJointPenalty : 0
                let root = OpenState(start: Int32(p), level: 0, lo: 0, hi: 0, cred: 0, lengths: 0)
                let from = p >= openValidFrom ? open[m][p % Self.ringSize] : []
                for k in (base == -Double.infinity ? 0 : -1)..<from.count {
                    let st = k < 0 ? root : from[k]
                    let level = Int(st.level)
                    let startBest = k < 0 ? base : best(Int(st.start), mode)
                    Self.forEachMatch(
                        dictionary, list, normalCount: normalCount, level: level, range: Int(st.lo)..<Int(st.hi),
                        strict: mode == .strict
                    ) { r, next, wordWeight in
                        let cred = st.cred + r.type.credibility + penalty
                        let lengths = st.lengths | Self.packed(length: len, at: level)
                        if updateBest, let wordWeight {
                            // A word's credibility is its syllables' but the last one's (see `walk`). The word's
                            // score is `wordScore`'s, spelled out on the local copies.
                            let word =
                                PinyinScoring.score(weight: wordWeight) + PinyinScoring.perWordPenalty - wordPenalty
                            let score = startBest + word + st.cred
                            if score > bestHere[m] {
                                bestHere[m] = score
                                arcHere[m] = Arc(
                                    start: st.start, entry: Int32(next.lowerBound), lengths: lengths,
                                    count: UInt8(level + 1))
                            }
                        }
                        if level + 1 < maxLevel {
                            walks[m].append(
                                OpenState(
                                    start: st.start, level: Int32(level + 1), lo: Int32(next.lowerBound),
                                    hi: Int32(next.upperBound), cred: cred, lengths: lengths))
                        }
                    }
                }
            }
        }
        swap(&walks[0], &open[0][slot])
        swap(&walks[1], &open[1][slot])
        if updateBest {
            bestStrict[j] = bestHere[0]; arcStrict[j] = arcHere[0]
            bestAll[j] = bestHere[1]; arcAll[j] = arcHere[1]
        }
        openValidFrom = max(openValidFrom, j - Self.ringSize + 1)
    }

    /// Calls `body` with each reading of `list` (in order; abbreviations left out when `strict`) whose syllable
    /// continues some entry of `range` at `level`, the narrowed range, and the weight of its first entry when that
    /// entry ends there (a word of `level + 1` syllables), else nil. (`body` reads nothing of the dictionary
    /// itself: a closure that captured it copied it, a dozen references retained, at every call.)
    ///
    /// Same calls, in the same order, as narrowing the range once per reading (a binary search each); but the
    /// readings are the `normalCount` normal ones, then abbreviations, each run sorted by syllable, and the
    /// entries' next syllables are sorted too, so each run is intersected with the range in one pass that gallops
    /// (doubling steps, then a binary search) over the entries between two matches and steps over the readings no
    /// entry continues. A toneless syllable stands for several tonal readings and a lone initial for a hundred
    /// (Zhuyin, Cantonese), mostly continuing no entry: the pass costs about the logarithm of the gap between two
    /// matches where a search per reading costs that of the whole range.
    ///
    /// Static, so that `body` may mutate the lattice without the call holding a copy of it (which would make
    /// every mutation copy the lattice's arrays).
    @inline(__always)
    static func forEachMatch(
        _ dictionary: PinyinDictionary, _ list: [PinyinSpeller.Reading], normalCount: Int, level: Int,
        range: Range<Int>, strict: Bool, _ body: (PinyinSpeller.Reading, Range<Int>, Double?) -> Void
    ) {
        @inline(__always) func word(_ next: Range<Int>) -> Double? {
            dictionary.syllableCount(next.lowerBound) == level + 1 ? dictionary.weight(next.lowerBound) : nil
        }
        let usable = strict ? normalCount : list.count
        if level == 0 {
            for r in list[0..<usable] {
                let next = dictionary.firstRange(r.syllable)
                if next.isEmpty { continue }
                body(r, next, word(next))
            }
            return
        }
        let end = range.upperBound
        for run in [0..<normalCount, normalCount..<usable] where !run.isEmpty {
            var k = run.lowerBound
            var e = range.lowerBound
            while k < run.upperBound {
                let wanted = Int(list[k].syllable)
                e = dictionary.gallop(from: e, to: end, level: level, past: wanted - 1)
                if e >= end { break }
                let s = dictionary.syllable(e, level)
                if s == wanted {
                    let g = dictionary.gallop(from: e + 1, to: end, level: level, past: wanted)
                    body(list[k], e..<g, word(e..<g))
                    e = g
                    k += 1
                } else {
                    k += 1
                    while k < run.upperBound && Int(list[k].syllable) < s { k += 1 }
                }
            }
        }
    }

    /// The edges ending at `j`.
    @inline(__always) func edgeRange(endingAt j: Int) -> Range<Int> {
        j >= 1 && j < edgesEnd.count ? Int(edgesEnd[j - 1])..<Int(edgesEnd[j]) : 0..<0
    }

    private mutating func addEdges(endingAt j: Int) {
        let first = edges.count
        var s = j - 1
        while s >= 0 && j - s <= speller.maxSpellingLength {
            if reachAll[s], let sp = speller.spellingIndex(letters[s..<j]) {
                let hasNormal = speller.readings(sp).first?.type == .normal
                edges.append(Edge(start: Int32(s), end: Int32(j), spelling: sp, hasNormal: hasNormal))
            }
            if apostrophes[s] > 0 { break }  // no spelling crosses an apostrophe
            s -= 1
        }
        // If Z = YX (a normal spelling Z from `start` to j, and Y from `start` to the joint), X pays ln 1e-10.
        for x in first..<edges.count {
            let joint = Int(edges[x].start)
            for z in first..<edges.count where edges[z].hasNormal && edges[z].start < joint {
                for y in edgeRange(endingAt: joint) where edges[y].start == edges[z].start {
                    edges[x].penaltyAll = true
                    if edges[y].hasNormal { edges[x].penaltyStrict = true }
                }
            }
        }
    }

    /// The score of a dictionary entry as one word: ln(max(weight, DBL_EPSILON)) − ``wordPenalty``.
    @inline(__always) func wordScore(_ entry: Int) -> Double {
        PinyinScoring.score(weight: dictionary.weight(entry)) + PinyinScoring.perWordPenalty - wordPenalty
    }

    @inline(__always) func best(_ p: Int, _ mode: Mode) -> Double { mode == .strict ? bestStrict[p] : bestAll[p] }

    /// Whether spellings of the mode lead to `p` (see ``reachAll``).
    @inline(__always) func reachable(_ p: Int, _ mode: Mode) -> Bool { mode == .strict ? reachStrict[p] : reachAll[p] }

    /// The readings of an edge (completion edges read from `completion`).
    @inline(__always) func readings(_ e: Edge, completion: [PinyinSpeller.Reading]) -> [PinyinSpeller.Reading] {
        e.spelling >= 0 ? speller.readings(e.spelling) : completion
    }

    /// The best word ending at `j` on a best path, over the edges in the lattice plus an optional extra last edge.
    package func bestArc(
        endingAt j: Int, mode: Mode, extra: Edge? = nil,
        completion: [PinyinSpeller.Reading] = []
    ) -> (Double, Arc) {
        var bestScore = -Double.infinity
        var bestArc = Arc()
        var path = [Edge](repeating: Edge(start: 0, end: 0, spelling: 0, hasNormal: false), count: maxWordSyllables)
        func evaluate(_ depth: Int) {
            let first = maxWordSyllables - depth
            let start = Int(path[first].start)
            let base = best(start, mode)
            var lengths: UInt64 = 0
            for i in 0..<depth {
                lengths |= Self.packed(length: Int(path[first + i].end - path[first + i].start), at: i)
            }
            walk(path, from: first, mode: mode, completion: completion) { range, level, cred in
                guard level == depth else { return }
                let score = base + wordScore(range.lowerBound) + cred
                if score > bestScore {
                    bestScore = score
                    bestArc = Arc(
                        start: Int32(start), entry: Int32(range.lowerBound), lengths: lengths, count: UInt8(depth))
                }
            }
        }
        func back(_ end: Int, _ depth: Int) {
            for e in edgeRange(endingAt: end) {
                let edge = edges[e]
                if !reachable(Int(edge.start), mode) { continue }
                if mode == .strict && !edge.hasNormal { continue }
                path[maxWordSyllables - depth - 1] = edge
                evaluate(depth + 1)
                if depth + 1 < maxWordSyllables { back(Int(edge.start), depth + 1) }
            }
        }
        if let extra {
            path[maxWordSyllables - 1] = extra
            if best(Int(extra.start), mode) > -Double.infinity { evaluate(1) }
            if maxWordSyllables > 1 { back(Int(extra.start), 1) }
        } else {
            back(j, 0)
        }
        return (bestScore, bestArc)
    }

    /// Walks the dictionary along `path[from...]`, calling `body` with each exact-length range of entries
    /// (non-empty), the number of syllables matched, and the credibility of the syllables before the last one.
    func walk(
        _ path: [Edge], from: Int, mode: Mode, completion: [PinyinSpeller.Reading],
        _ body: (Range<Int>, Int, Double) -> Void
    ) {
        func step(_ level: Int, _ range: Range<Int>, _ cred: Double) {
            let edge = path[from + level]
            let penalty =
                (mode == .strict ? edge.penaltyStrict : edge.penaltyAll) ? PinyinScoring.ambiguousJointPenalty : 0
            for r in readings(edge, completion: completion) {
                if mode == .strict && r.type == .abbreviation { break }  // readings are sorted normal-first
                let next =
                    level == 0
                    ? dictionary.firstRange(r.syllable)
                    : dictionary.narrow(range, level: level, syllable: r.syllable)
                if next.isEmpty { continue }
                let c = cred + r.type.credibility + penalty
                // The word ending here counts the credibility of its syllables before this one: librime 1.8.5's
                // table query (Table::Query) looks a word up without its last syllable's credibility, which
                // only joins when the query advances past it. So an ambiguous joint, an abbreviation or a
                // completion costs a word only when a syllable follows it in the word (西安 under `xian` is
                // ranked by its weight; 西安市 under `xianshi` pays the joint).
                if dictionary.syllableCount(next.lowerBound) == level + 1 { body(next, level + 1, cred) }
                if from + level + 1 < path.count { step(level + 1, next, c) }
            }
        }
        step(0, 0..<0, 0)
    }
}
