import Foundation
import KeyboardSimSupport
/// A pinyin dictionary loaded from a Rime `.dict.yaml` file, stored compactly for prefix search by syllables.
///
/// Entries live in parallel arrays sorted by their syllable-id sequence (shorter sequences first, then by
/// weight, heaviest first), so every set of entries sharing leading syllables is one contiguous range and the
/// entries spelled by exactly those syllables open that range. The words' UTF-8 bytes share one buffer.
///
/// ```swift
/// let dict = try PinyinDictionary.load()            // /usr/share/rime-data/pinyin_simp.dict.yaml
/// dict.entries(spelled: ["xi", "an"]).first?.text  // "西安"
/// ```
public struct PinyinDictionary: Sendable {
    /// Debian's `rime-data-pinyin-simp` dictionary, used when no `--dict` is given.
    public static let defaultPath = "/usr/share/rime-data/pinyin_simp.dict.yaml"

    /// One dictionary entry.
    public struct Entry: Sendable, Equatable {
        /// The word (one or more Hanzi).
        public var text: String
        /// Its syllables (ids into ``PinyinDictionary/syllabary``).
        public var syllables: [UInt16]
        /// The weight column (0 when the dictionary has none).
        public var weight: Double
    }

    /// A line that was skipped while loading.
    public struct Issue: Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line number in the file.
        public var line: Int
        /// Why it was skipped.
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// The file the dictionary was loaded from.
    public let path: String
    /// The `name:` from the YAML header, if any.
    public let name: String?
    /// The lines skipped as malformed, in file order (at most ``maxRecordedIssues`` are kept).
    public let issues: [Issue]
    /// How many lines were skipped as malformed (may exceed `issues.count`).
    public let skippedLineCount: Int
    /// The most syllables in one entry.
    public let maxSyllables: Int
    /// The sum of all weights.
    public let totalWeight: Double
    /// The syllables used by at least one entry (the typed spellings are built from these).
    public let syllableSet: Set<UInt16>
    /// The syllables' spellings, by id (``PinyinSyllables/all`` for a pinyin dictionary).
    public let syllabary: [String]
    let syllableIndex: [String: UInt16]
    /// An open syllable set holds at most this many syllables (ids are packed in 12 bits when sorting).
    public static let maximumSyllables = 4094
    /// At most this many ``issues`` are recorded.
    public static let maxRecordedIssues = 100

    let text: MappedArray<UInt8>
    let textStart: MappedArray<UInt32>
    let syllables: MappedArray<UInt16>
    let syllableStart: MappedArray<UInt32>
    let weights: MappedArray<Double>
    /// For each entry, the first entry with the same text (entries that differ only in their reading share it):
    /// candidate lists keep each text once without comparing strings.
    let textID: MappedArray<Int32>
    /// `firstLower[s]..<firstUpper[s]`: the entries whose first syllable is `s`.
    let firstLower: MappedArray<Int32>
    let firstUpper: MappedArray<Int32>
    /// The words' table for typing text (``PinyinPlanner``): an open-addressing hash table of entries, one for each
    /// word (canonically equivalent spellings are one word), the heaviest entry of that word (the first of the
    /// heaviest in entry order); -1 for an empty slot.
    let wordSlots: MappedArray<Int32>
    /// Whether the compiled form was mapped from the cache (false: parsed in this process).
    package let isMapped: Bool

    /// The number of entries.
    public var count: Int { weights.count }

    /// The compiled form of a parsed dictionary (what the cache holds): the sorted entries, the tables derived from
    /// them, and the header's name, the syllabary and the skipped lines.
    static func compile(
        name: String?, syllabary: [String], issues: [Issue], skipped: Int, text: [UInt8], textStart: [UInt32],
        syllables: [UInt16], syllableStart: [UInt32], weights: [Double]
    ) -> CompiledBlob.Builder {
        var lower = [Int32](repeating: 0, count: syllabary.count)
        var upper = [Int32](repeating: 0, count: syllabary.count)
        var maxSyl = 0
        for e in 0..<weights.count {
            let a = Int(syllableStart[e]), b = Int(syllableStart[e + 1])
            maxSyl = max(maxSyl, b - a)
            let s = Int(syllables[a])
            if upper[s] == 0 { lower[s] = Int32(e) }
            upper[s] = Int32(e + 1)
        }
        var out = CompiledBlob.Builder()
        out.appendScalar(Int64(weights.count))
        out.appendScalar(Int64(maxSyl))
        out.appendScalar(weights.reduce(0, +))
        out.appendScalar(Int64(skipped))
        out.appendScalar(Int64(name == nil ? 0 : 1))
        out.append(name ?? "")
        out.append(strings: syllabary)
        out.append(issues.map { Int64($0.line) })
        out.append(strings: issues.map(\.reason))
        out.append(text)
        out.append(textStart)
        out.append(syllables)
        out.append(syllableStart)
        out.append(weights)
        out.append(HashedBytes.firstIndices(text: text, starts: textStart))
        out.append(lower)
        out.append(upper)
        out.append(wordTable(text: text, textStart: textStart, weights: weights))
        return out
    }

    /// The NFC bytes of entry `e`'s word.
    static func wordKey(_ text: UnsafeBufferPointer<UInt8>, _ a: Int, _ b: Int) -> [UInt8] {
        let slice = text[a..<b]
        var stable = true
        for byte in slice where byte >= 0x80 { stable = false; break }
        if stable { return Array(slice) }
        return CanonicalKey.bytes(String(decoding: slice, as: UTF8.self))
    }

    /// Builds ``wordSlots``.
    static func wordTable(text: [UInt8], textStart: [UInt32], weights: [Double]) -> [Int32] {
        let n = weights.count
        var capacity = 1
        while capacity < 2 * n { capacity <<= 1 }
        var slots = [Int32](repeating: -1, count: capacity)
        text.withUnsafeBufferPointer { t in
            for e in 0..<n {
                let key = wordKey(t, Int(textStart[e]), Int(textStart[e + 1]))
                var slot =
                    Int(truncatingIfNeeded: key.withUnsafeBufferPointer { HashedBytes.fnv($0[...]) }) & (capacity - 1)
                while true {
                    let other = Int(slots[slot])
                    if other < 0 { slots[slot] = Int32(e); break }
                    if wordKey(t, Int(textStart[other]), Int(textStart[other + 1])) == key {
                        if weights[e] > weights[other] { slots[slot] = Int32(e) }
                        break
                    }
                    slot = (slot + 1) & (capacity - 1)
                }
            }
        }
        return slots
    }

    /// The heaviest entry whose word is `word` (canonically equivalent), or nil.
    func bestEntry(word: String) -> Int? {
        let key = CanonicalKey.bytes(word)
        let capacity = wordSlots.count
        guard capacity > 0 else { return nil }
        var slot = Int(truncatingIfNeeded: key.withUnsafeBufferPointer { HashedBytes.fnv($0[...]) }) & (capacity - 1)
        for _ in 0..<capacity {
            let e = Int(wordSlots[slot])
            if e < 0 { return nil }
            let matches =
                text.withContiguousStorageIfAvailable { t in
                    Self.wordKey(t, Int(textStart[e]), Int(textStart[e + 1])) == key
                } ?? false
            if matches { return e }
            slot = (slot + 1) & (capacity - 1)
        }
        return nil
    }

    /// A dictionary over its compiled form; throws when the form is inconsistent.
    init(path: String, compiled blob: CompiledBlob) throws(CompiledBlob.Malformed) {
        var r = CompiledBlob.Reader(blob)
        let n = Int(try r.scalar(Int64.self))
        let maxSyl = Int(try r.scalar(Int64.self))
        totalWeight = try r.scalar(Double.self)
        skippedLineCount = Int(try r.scalar(Int64.self))
        let hasName = try r.scalar(Int64.self) != 0
        let name = try r.string()
        self.name = hasName ? name : nil
        syllabary = try r.strings()
        let lines = try r.section(Int64.self)
        let reasons = try r.strings()
        guard lines.count == reasons.count else { throw CompiledBlob.Malformed() }
        issues = zip(lines, reasons).map { Issue(line: Int($0), reason: $1) }
        text = try r.array(UInt8.self)
        textStart = try r.array(UInt32.self)
        syllables = try r.array(UInt16.self)
        syllableStart = try r.array(UInt32.self)
        weights = try r.array(Double.self)
        textID = try r.array(Int32.self)
        firstLower = try r.array(Int32.self)
        firstUpper = try r.array(Int32.self)
        wordSlots = try r.array(Int32.self)
        try r.finish()
        guard n > 0, weights.count == n, textStart.count == n + 1, syllableStart.count == n + 1, textID.count == n,
            firstLower.count == syllabary.count, firstUpper.count == syllabary.count,
            Int(textStart[n]) == text.count, Int(syllableStart[n]) == syllables.count,
            syllabary.count <= Self.maximumSyllables, wordSlots.count >= n,
            wordSlots.count & (wordSlots.count - 1) == 0,
            wordSlots.allSatisfy({ $0 >= -1 && Int($0) < n })
        else { throw CompiledBlob.Malformed() }
        self.path = path
        maxSyllables = maxSyl
        isMapped = blob.isMapped
        var index: [String: UInt16] = [:]
        for (i, s) in syllabary.enumerated() { index[s] = UInt16(i) }
        syllableIndex = index
        var used = [Bool](repeating: false, count: syllabary.count)
        var bad = false
        for s in syllables { if Int(s) < used.count { used[Int(s)] = true } else { bad = true } }
        guard !bad else { throw CompiledBlob.Malformed() }
        syllableSet = Set(used.indices.lazy.filter { used[$0] }.map { UInt16($0) })
    }

    /// The entry at a position in the sorted storage.
    public func entry(at index: Int) -> Entry {
        Entry(text: word(index), syllables: syllableIDs(index), weight: weights[index])
    }

    /// The word of the entry at `index`.
    public func word(_ index: Int) -> String {
        let a = Int(textStart[index]), b = Int(textStart[index + 1])
        return String(decoding: text[a..<b], as: UTF8.self)
    }

    /// The weight of the entry at `index`.
    public func weight(_ index: Int) -> Double { weights[index] }

    /// The syllable ids of the entry at `index`.
    public func syllableIDs(_ index: Int) -> [UInt16] {
        Array(syllables[Int(syllableStart[index])..<Int(syllableStart[index + 1])])
    }

    /// The number of syllables of the entry at `index`.
    public func syllableCount(_ index: Int) -> Int {
        Int(syllableStart[index + 1] &- syllableStart[index])
    }

    /// The entries spelled exactly by the given syllables, heaviest first (empty for unknown syllables).
    public func entries(spelled spelling: [String]) -> [Entry] {
        var ids: [UInt16] = []
        for s in spelling {
            guard let id = syllableID(s) else { return [] }
            ids.append(id)
        }
        return exactRange(ids).map(entry(at:))
    }

    /// The id of a syllable of this dictionary (pinyin spellings are normalised: `lve` is `lue`).
    public func syllableID(_ syllable: String) -> UInt16? {
        syllableIndex[syllable] ?? syllableIndex[PinyinSyllables.normalize(syllable)]
    }

    /// The positions of the entries spelled exactly by `ids`, heaviest first.
    func exactRange(_ ids: [UInt16]) -> Range<Int> {
        guard let first = ids.first else { return 0..<0 }
        var r = firstRange(first)
        for (level, s) in ids.enumerated().dropFirst() where !r.isEmpty { r = narrow(r, level: level, syllable: s) }
        return exact(r, length: ids.count)
    }

    /// The entries whose first syllable is `s`.
    func firstRange(_ s: UInt16) -> Range<Int> {
        Int(firstLower[Int(s)])..<Int(firstUpper[Int(s)])
    }

    /// The syllable of entry `e` at `level`, or -1 when the entry is shorter.
    func syllable(_ e: Int, _ level: Int) -> Int {
        let a = Int(syllableStart[e]) + level
        return a < Int(syllableStart[e + 1]) ? Int(syllables[a]) : -1
    }

    /// The first entry of `lo..<hi` whose syllable at `level` is above `target` (`hi` when none), in entries
    /// sorted by that syllable: steps doubling from `lo`, then a binary search in the last step, so the cost
    /// grows with the logarithm of the distance to the answer rather than of the whole range.
    @inline(__always)
    func gallop(from lo: Int, to hi: Int, level: Int, past target: Int) -> Int {
        guard lo < hi, syllable(lo, level) <= target else { return lo }
        var below = lo  // the last entry known to be at or under `target`
        var step = 1
        while below + step < hi && syllable(below + step, level) <= target {
            below += step
            step <<= 1
        }
        var a = below + 1, b = min(below + step, hi)
        while a < b {
            let mid = (a + b) >> 1
            if syllable(mid, level) <= target { a = mid + 1 } else { b = mid }
        }
        return a
    }

    /// Narrows a range of entries sharing `level` leading syllables to those whose next syllable is `s`.
    func narrow(_ r: Range<Int>, level: Int, syllable s: UInt16) -> Range<Int> {
        let target = Int(s)
        var lo = r.lowerBound, hi = r.upperBound
        while lo < hi {
            let mid = (lo + hi) >> 1
            if syllable(mid, level) < target { lo = mid + 1 } else { hi = mid }
        }
        let start = lo
        hi = r.upperBound
        while lo < hi {
            let mid = (lo + hi) >> 1
            if syllable(mid, level) <= target { lo = mid + 1 } else { hi = mid }
        }
        return start..<lo
    }

    /// The leading part of a narrowed range whose entries have exactly `length` syllables.
    func exact(_ r: Range<Int>, length: Int) -> Range<Int> {
        var end = r.lowerBound
        while end < r.upperBound && syllableCount(end) == length { end += 1 }
        return r.lowerBound..<end
    }
}
