import Foundation
import KeyboardSimSupport

/// A Rime code table as Debian's `rime-data-*` packages compile it (`build/NAME.table.txt`, lines
/// `TEXT<TAB>CODE<TAB>WEIGHT`): every character and encoded phrase with its code and weight. Conversion is a lookup:
/// the entries whose code is the input (single characters first, each by weight, ties in the table's order), then
/// those whose code continues it (docs/input-methods.md, "Table input methods").
public final class RimeCodeTable: Sendable {
    struct Entry: Sendable {
        let text: String
        let code: String
        let weight: Int
        let single: Bool
        /// The line's place in the file: ties keep the table's order, as librime does.
        let order: Int
    }

    /// Entries sorted by code, then (when the schema says so) single characters first, then by weight (highest
    /// first): their texts and codes, weights, whether each is a single character, and their line order.
    private let texts: MappedStrings
    private let entryCodes: MappedStrings
    private let weights: MappedArray<Int64>
    private let singles: MappedArray<UInt8>
    private let orders: MappedArray<Int32>
    /// Each character's codes, shortest first (to plan typing a character): characters sorted (NFC bytes), and
    /// `codeStarts[k]..<codeStarts[k + 1]` their codes in `characterCodes`.
    private let characters: MappedStrings
    private let codeStarts: MappedArray<UInt32>
    private let characterCodes: MappedStrings
    /// For each code prefix shared by more than ``precomputedRange`` entries (sorted), the best
    /// ``precomputedCompletions`` entries among those whose code continues it, best first: a short code's
    /// completions without scanning tens of thousands of entries at every key.
    private let completionPrefixes: MappedStrings
    private let completionStarts: MappedArray<UInt32>
    private let completions: MappedArray<Int32>
    static let precomputedRange = 256
    static let precomputedCompletions = 50
    /// Whether the compiled form was mapped from the cache.
    package let isMapped: Bool

    /// Loads the table. Throws when the file cannot be read; lines that are not `TEXT<TAB>CODE<TAB>WEIGHT` with a
    /// code of letters are skipped (the file starts with a commented syllabary). `filtersExtendedCJK`: leave out
    /// the CJK extension blocks and the compatibility ideographs, as librime's charset filter does for schemas
    /// that switch it on (`enable_charset_filter`).
    /// `singleCharactersFirst`: single characters before phrases, as librime's `single_char_filter` orders them.
    /// The compiled table is kept in `cache` (``DataCacheLocation``; default: ``DataCacheLocation/shared``).
    public init(path: String, filtersExtendedCJK: Bool, singleCharactersFirst: Bool, cache: DataCacheLocation = .shared)
        throws
    {
        let parameters = "\(filtersExtendedCJK) \(singleCharactersFirst)"
        var (blob, _) = try CompiledCache.load(
            kind: "rime-table", source: DataLocations.openablePath(path), parameters: parameters,
            folder: cache.resolvedFolder,
            shipped: cache.isShipped
        ) {
            try Self.compile(
                path: path, filtersExtendedCJK: filtersExtendedCJK, singleCharactersFirst: singleCharactersFirst)
        }
        var decoded = try? Self.decode(blob)
        if decoded == nil && blob.isMapped {
            // A cache file that passed its checksum but does not decode (not written by this kbsim): parse instead.
            blob = try Self.compile(
                path: path, filtersExtendedCJK: filtersExtendedCJK, singleCharactersFirst: singleCharactersFirst
            ).finish()
            decoded = try? Self.decode(blob)
        }
        guard let d = decoded else { throw CompiledBlob.Malformed() }
        (texts, entryCodes, weights, singles, orders, characters, codeStarts, characterCodes) = d.0
        (completionPrefixes, completionStarts, completions) = d.1
        isMapped = blob.isMapped
    }

    private typealias Parts = (
        (
            MappedStrings, MappedStrings, MappedArray<Int64>, MappedArray<UInt8>, MappedArray<Int32>,
            MappedStrings, MappedArray<UInt32>, MappedStrings
        ), (MappedStrings, MappedArray<UInt32>, MappedArray<Int32>)
    )

    private static func decode(_ blob: CompiledBlob) throws(CompiledBlob.Malformed) -> Parts {
        var r = CompiledBlob.Reader(blob)
        let texts = try r.mappedStrings(), codes = try r.mappedStrings()
        let weights = try r.array(Int64.self), singles = try r.array(UInt8.self), orders = try r.array(Int32.self)
        let characters = try r.mappedStrings(), codeStarts = try r.array(UInt32.self),
            characterCodes = try r.mappedStrings()
        let prefixes = try r.mappedStrings(), completionStarts = try r.array(UInt32.self),
            completions = try r.array(Int32.self)
        try r.finish()
        let n = texts.count
        guard codes.count == n, weights.count == n, singles.count == n, orders.count == n,
            codeStarts.count == characters.count + 1, codeStarts.first == 0,
            Int(codeStarts[codeStarts.count - 1]) == characterCodes.count,
            zip(codeStarts, codeStarts.dropFirst()).allSatisfy({ $0 <= $1 }),
            completionStarts.count == prefixes.count + 1, completionStarts.first == 0,
            Int(completionStarts[completionStarts.count - 1]) == completions.count,
            zip(completionStarts, completionStarts.dropFirst()).allSatisfy({ $0 <= $1 }),
            completions.allSatisfy({ $0 >= 0 && Int($0) < n })
        else { throw CompiledBlob.Malformed() }
        return (
            (texts, codes, weights, singles, orders, characters, codeStarts, characterCodes),
            (prefixes, completionStarts, completions)
        )
    }

    /// The compiled form of the table (what the cache holds): the entries sorted as ``candidates(for:limit:)`` reads
    /// them, and each character's codes.
    static func compile(path: String, filtersExtendedCJK: Bool, singleCharactersFirst: Bool) throws
        -> CompiledBlob.Builder
    {
        let data = try String(contentsOfFile: DataLocations.openablePath(path), encoding: .utf8)
        var list: [Entry] = []
        list.reserveCapacity(530_000)
        for line in data.split(separator: "\n", omittingEmptySubsequences: true) {
            guard line.first != "#" else { continue }
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty,
                parts[1].utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A })
            else { continue }
            let text = String(parts[0])
            if filtersExtendedCJK && text.unicodeScalars.contains(where: Self.isExtendedCJK) { continue }
            // Weights are written as integers or in exponent form ("1.51248e+06").
            let weight =
                parts.count > 2 ? Double(parts[2].trimmingCharacters(in: .whitespaces)).map { Int($0) } ?? 0 : 0
            list.append(
                Entry(
                    text: text, code: String(parts[1]), weight: weight,
                    single: singleCharactersFirst && text.count == 1,
                    order: list.count))
        }
        list.sort { a, b in
            if a.code != b.code { return a.code < b.code }
            if a.single != b.single { return a.single }
            if a.weight != b.weight { return a.weight > b.weight }
            return a.order < b.order
        }
        var codes: [Character: [String]] = [:]
        for e in list where e.text.count == 1 {
            codes[e.text.first!, default: []].append(e.code)
        }
        for (k, v) in codes { codes[k] = v.sorted { ($0.count, $0) < ($1.count, $1) } }
        var out = CompiledBlob.Builder()
        MappedStrings.append(list.map { Array($0.text.utf8) }, to: &out)
        MappedStrings.append(list.map { Array($0.code.utf8) }, to: &out)
        out.append(list.map { Int64($0.weight) })
        out.append(list.map { UInt8($0.single ? 1 : 0) })
        out.append(list.map { Int32($0.order) })
        let keyed = codes.map { (CanonicalKey.bytes(String($0.key)), $0.value) }.sorted {
            $0.0.lexicographicallyPrecedes($1.0)
        }
        MappedStrings.append(keyed.map(\.0), to: &out)
        var starts: [UInt32] = [0]
        for (_, v) in keyed { starts.append(starts.last! + UInt32(v.count)) }
        out.append(starts)
        MappedStrings.append(keyed.flatMap { $0.1.map { Array($0.utf8) } }, to: &out)
        // The prefixes with many completions: every prefix of a code, where the entries sharing it (a contiguous run,
        // the entries being sorted by code) are more than precomputedRange.
        let codeBytes = list.map { Array($0.code.utf8) }
        let single = list.map(\.single), weight = list.map(\.weight), order = list.map(\.order)
        func better(_ a: Int, _ b: Int) -> Bool {
            single[a] != single[b] ? single[a] : weight[a] != weight[b] ? weight[a] > weight[b] : order[a] < order[b]
        }
        var prefixes: [[UInt8]] = [], prefixStarts: [UInt32] = [0], best: [Int32] = []
        var groups: [([UInt8], Range<Int>)] = []
        let longest = codeBytes.map(\.count).max() ?? 0
        for length in 1...max(1, longest) {
            var i = 0
            while i < codeBytes.count {
                guard codeBytes[i].count >= length else { i += 1; continue }
                let prefix = codeBytes[i][0..<length]
                var j = i + 1
                while j < codeBytes.count && codeBytes[j].starts(with: prefix) { j += 1 }
                if j - i > precomputedRange { groups.append((Array(prefix), i..<j)) }
                i = j
            }
        }
        groups.sort { $0.0.lexicographicallyPrecedes($1.0) }
        for (prefix, range) in groups {
            var k = range.lowerBound
            while k < range.upperBound && codeBytes[k] == prefix { k += 1 }  // the exact entries come first
            // The best precomputedCompletions, kept in order as in candidates(for:limit:).
            var top: [Int] = []
            for e in k..<range.upperBound {
                if top.count == precomputedCompletions, let last = top.last, !better(e, last) { continue }
                var at = top.count
                while at > 0 && better(e, top[at - 1]) { at -= 1 }
                top.insert(e, at: at)
                if top.count > precomputedCompletions { top.removeLast() }
            }
            prefixes.append(prefix)
            best += top.map { Int32($0) }
            prefixStarts.append(UInt32(best.count))
        }
        MappedStrings.append(prefixes, to: &out)
        out.append(prefixStarts)
        out.append(best)
        return out
    }

    private var count: Int { weights.count }

    /// The candidates for a code: exact matches (single characters first, by weight), then, up to `limit` in
    /// all, the entries whose code continues it (single characters first, by weight); each text once.
    public func candidates(for code: String, limit: Int = 50) -> [String] {
        guard !code.isEmpty else { return [] }
        let key = Array(code.utf8)
        let lo = entryCodes.lowerBound(key)
        var exact: [String] = []
        var i = lo
        while i < count && entryCodes.slice(i).elementsEqual(key) { exact.append(texts.string(i)); i += 1 }
        // Completions: the best `limit` of the prefix range after the exact ones (kept in order as the range is
        // scanned: a one-letter code's range holds tens of thousands of entries).
        func better(_ a: Int, _ b: Int) -> Bool {
            singles[a] != singles[b]
                ? singles[a] != 0 : weights[a] != weights[b] ? weights[a] > weights[b] : orders[a] < orders[b]
        }
        var more: [Int] = []
        let keep = max(0, limit - exact.count)
        if keep <= Self.precomputedCompletions, let p = completionPrefixes.index(of: key) {
            more = Array(
                completions[Int(completionStarts[p])..<Int(completionStarts[p + 1])].prefix(keep).map { Int($0) })
            i = count
        }
        while i < count && entryCodes.slice(i).starts(with: key) {
            let e = i
            i += 1
            if more.count == keep, let last = more.last, !better(e, last) { continue }
            var at = more.count
            while at > 0 && better(e, more[at - 1]) { at -= 1 }
            more.insert(e, at: at)
            if more.count > keep { more.removeLast() }
        }
        var seen = Set<String>()
        var out: [String] = []
        for t in exact + more.map(texts.string) where out.count < limit && seen.insert(t).inserted { out.append(t) }
        return out
    }

    /// Whether an entry has exactly this code.
    public func hasEntry(_ code: String) -> Bool {
        entryCodes.index(of: Array(code.utf8)) != nil
    }

    /// The codes that type a character, shortest first (empty when the table has none).
    public func codes(for character: Character) -> [String] {
        guard let k = characters.index(of: CanonicalKey.bytes(String(character))) else { return [] }
        return (Int(codeStarts[k])..<Int(codeStarts[k + 1])).map(characterCodes.string)
    }

    /// CJK Extension A and later, and the compatibility ideographs.
    static func isExtendedCJK(_ s: Unicode.Scalar) -> Bool {
        (0x3400...0x4DBF).contains(s.value) || (0xF900...0xFAFF).contains(s.value) || s.value >= 0x20000
    }
}
