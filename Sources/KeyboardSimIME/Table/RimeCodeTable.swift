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

    /// Entries sorted by code, then (when the schema says so) single characters first, then by weight (highest first).
    private let entries: [Entry]
    /// Each character's codes, shortest first (to plan typing a character).
    private let codes: [Character: [String]]

    /// Loads the table. Throws when the file cannot be read; lines that are not `TEXT<TAB>CODE<TAB>WEIGHT` with a
    /// code of letters are skipped (the file starts with a commented syllabary). `filtersExtendedCJK`: leave out
    /// the CJK extension blocks and the compatibility ideographs, as librime's charset filter does for schemas
    /// that switch it on (`enable_charset_filter`).
    /// `singleCharactersFirst`: single characters before phrases, as librime's `single_char_filter` orders them.
    public init(path: String, filtersExtendedCJK: Bool, singleCharactersFirst: Bool) throws {
        // A copy beside the executable first; none with the system data hidden (DataLocations).
        let data = try String(contentsOfFile: DataLocations.locate(path) ?? "/nonexistent" + path, encoding: .utf8)
        var list: [Entry] = []
        list.reserveCapacity(530_000)
        for line in data.split(separator: "\n", omittingEmptySubsequences: true) {
            guard line.first != "#" else { continue }
            let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard parts.count >= 2, !parts[0].isEmpty, !parts[1].isEmpty,
                  parts[1].utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A }) else { continue }
            let text = String(parts[0])
            if filtersExtendedCJK && text.unicodeScalars.contains(where: Self.isExtendedCJK) { continue }
            // Weights are written as integers or in exponent form ("1.51248e+06").
            let weight = parts.count > 2 ? Double(parts[2].trimmingCharacters(in: .whitespaces)).map { Int($0) } ?? 0 : 0
            list.append(Entry(text: text, code: String(parts[1]), weight: weight, single: singleCharactersFirst && text.count == 1,
                              order: list.count))
        }
        list.sort { a, b in
            if a.code != b.code { return a.code < b.code }
            if a.single != b.single { return a.single }
            if a.weight != b.weight { return a.weight > b.weight }
            return a.order < b.order
        }
        entries = list
        var codes: [Character: [String]] = [:]
        for e in list where e.text.count == 1 {
            codes[e.text.first!, default: []].append(e.code)
        }
        for (k, v) in codes { codes[k] = v.sorted { ($0.count, $0) < ($1.count, $1) } }
        self.codes = codes
    }

    /// The candidates for a code: exact matches (single characters first, by weight), then, up to `limit` in
    /// all, the entries whose code continues it (single characters first, by weight); each text once.
    public func candidates(for code: String, limit: Int = 50) -> [String] {
        guard !code.isEmpty else { return [] }
        let lo = lowerBound(code)
        var exact: [String] = []
        var i = lo
        while i < entries.count && entries[i].code == code { exact.append(entries[i].text); i += 1 }
        // Completions: the best `limit` of the prefix range after the exact ones (kept in order as the range is
        // scanned: a one-letter code's range holds tens of thousands of entries).
        func better(_ a: Entry, _ b: Entry) -> Bool {
            a.single != b.single ? a.single : a.weight != b.weight ? a.weight > b.weight : a.order < b.order
        }
        var more: [Entry] = []
        let keep = max(0, limit - exact.count)
        while i < entries.count && entries[i].code.hasPrefix(code) {
            let e = entries[i]
            i += 1
            if more.count == keep, let last = more.last, !better(e, last) { continue }
            var at = more.count
            while at > 0 && better(e, more[at - 1]) { at -= 1 }
            more.insert(e, at: at)
            if more.count > keep { more.removeLast() }
        }
        var seen = Set<String>()
        var out: [String] = []
        for t in exact + more.map(\.text) where out.count < limit && seen.insert(t).inserted { out.append(t) }
        return out
    }

    /// Whether an entry has exactly this code.
    public func hasEntry(_ code: String) -> Bool {
        let i = lowerBound(code)
        return i < entries.count && entries[i].code == code
    }

    /// The codes that type a character, shortest first (empty when the table has none).
    public func codes(for character: Character) -> [String] { codes[character] ?? [] }

    /// CJK Extension A and later, and the compatibility ideographs.
    static func isExtendedCJK(_ s: Unicode.Scalar) -> Bool {
        (0x3400...0x4DBF).contains(s.value) || (0xF900...0xFAFF).contains(s.value) || s.value >= 0x20000
    }

    private func lowerBound(_ code: String) -> Int {
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].code < code { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
