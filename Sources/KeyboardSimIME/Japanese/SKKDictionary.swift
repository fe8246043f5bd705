import Foundation
import KeyboardSimSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the SKK dictionary could not be loaded.
public struct SKKDictionaryError: Error, CustomStringConvertible {
    /// The file that failed.
    public let path: String
    /// Why, as the system said.
    public let reason: String
    public var description: String {
        "cannot read the SKK dictionary \(path) (\(reason)); accepted: an SKK-JISYO file in EUC-JP, as Debian's skkdic installs (/usr/share/skk/SKK-JISYO.L)"
    }
}

/// An SKK dictionary (`SKK-JISYO.L` from Debian's `skkdic`): lines `READING /CANDIDATE/CANDIDATE;NOTE/…/` in
/// EUC-JP, most common candidate first. Readings ending in a Latin letter are *okuri-ari* entries: the stem of an
/// inflected word and the consonant of its first okurigana kana (`かえr /帰/返/` gives 帰る, 帰り, 返る …). Loaded once:
/// the file is converted to UTF-8 with the C library's iconv and indexed by reading; a reading's candidates are read
/// when asked for (docs/input-methods.md, "Japanese").
public final class SKKDictionary: @unchecked Sendable {
    /// Where Debian installs the large dictionary.
    public static let defaultPath = "/usr/share/skk/SKK-JISYO.L"

    /// The file it was loaded from.
    public let path: String
    /// The dictionary in UTF-8.
    private let bytes: MappedArray<UInt8>
    /// Readings (NFC bytes, sorted) and the byte range of each one's candidate list (okuri-nasi entries).
    private let plainIndex: MappedStrings
    private let plainRanges: MappedArray<Int64>
    /// Stem + consonant letter (`かえr`, sorted) → the byte range of its candidate list (okuri-ari entries).
    private let okuriIndex: MappedStrings
    private let okuriRanges: MappedArray<Int64>
    /// The longest reading (in characters), to bound a lookup.
    public let longestReading: Int
    /// Whether the compiled form was mapped from the cache.
    package let isMapped: Bool

    /// Words (and okuri-ari stems with `\u{0}` and the consonant) → their readings (sorted keys, NFC bytes;
    /// `reverseStarts[k]..<reverseStarts[k + 1]` their readings in `reverseReadings`), for typing text.
    private let reverseKeys: MappedStrings
    private let reverseStarts: MappedArray<UInt32>
    private let reverseReadings: MappedStrings

    /// Loads the dictionary; the compiled form (UTF-8 and the reading index) is kept in `cache`
    /// (``DataCacheLocation``; default: ``DataCacheLocation/shared``).
    public init(path: String = SKKDictionary.defaultPath, cache: DataCacheLocation = .shared) throws {
        self.path = path
        var (blob, _) = try CompiledCache.load(
            kind: "skk", source: DataLocations.openablePath(path), folder: cache.resolvedFolder,
            shipped: cache.isShipped
        ) { try Self.compile(path: path) }
        var decoded = try? Self.decode(blob)
        if decoded == nil && blob.isMapped {
            // A cache file that passed its checksum but does not decode (not written by this kbsim): parse instead.
            blob = try Self.compile(path: path).finish()
            decoded = try? Self.decode(blob)
        }
        guard let d = decoded else { throw SKKDictionaryError(path: path, reason: "its compiled form is inconsistent") }
        (bytes, plainIndex, plainRanges, okuriIndex, okuriRanges, longestReading) = d.0
        (reverseKeys, reverseStarts, reverseReadings) = d.1
        isMapped = blob.isMapped
    }

    private typealias Parts = (
        (MappedArray<UInt8>, MappedStrings, MappedArray<Int64>, MappedStrings, MappedArray<Int64>, Int),
        (MappedStrings, MappedArray<UInt32>, MappedStrings)
    )

    private static func decode(_ blob: CompiledBlob) throws(CompiledBlob.Malformed) -> Parts {
        var r = CompiledBlob.Reader(blob)
        let longest = Int(try r.scalar(Int64.self))
        let bytes = try r.array(UInt8.self)
        let plainIndex = try r.mappedStrings(), plainRanges = try r.array(Int64.self)
        let okuriIndex = try r.mappedStrings(), okuriRanges = try r.array(Int64.self)
        let reverseKeys = try r.mappedStrings(), reverseStarts = try r.array(UInt32.self),
            reverseReadings = try r.mappedStrings()
        try r.finish()
        guard plainRanges.count == 2 * plainIndex.count, okuriRanges.count == 2 * okuriIndex.count,
            plainRanges.allSatisfy({ $0 >= 0 && $0 <= bytes.count }),
            okuriRanges.allSatisfy({ $0 >= 0 && $0 <= bytes.count }),
            reverseStarts.count == reverseKeys.count + 1, reverseStarts.first == 0,
            Int(reverseStarts[reverseStarts.count - 1]) == reverseReadings.count,
            zip(reverseStarts, reverseStarts.dropFirst()).allSatisfy({ $0 <= $1 })
        else { throw CompiledBlob.Malformed() }
        return (
            (bytes, plainIndex, plainRanges, okuriIndex, okuriRanges, longest),
            (reverseKeys, reverseStarts, reverseReadings)
        )
    }

    /// The compiled form (what the cache holds): the file in UTF-8 and its readings, sorted, with their byte ranges.
    static func compile(path: String) throws -> CompiledBlob.Builder {
        let data: [UInt8]
        do throws(TextReadError) { data = try TextFile.readBytes(DataLocations.openablePath(path)) } catch {
            throw SKKDictionaryError(path: path, reason: error.reason)
        }
        // A dictionary with no entries converts nothing: refused, naming the file (docs/interfaces.md §3).
        let noEntries = "it has no entries, no line READING /CANDIDATE/…/"
        guard !data.isEmpty else { throw SKKDictionaryError(path: path, reason: noEntries) }
        let utf8 = try Self.eucJPToUTF8(data, path: path)
        var plain: [String: Range<Int>] = [:], okuri: [String: Range<Int>] = [:]
        plain.reserveCapacity(160_000)
        var longest = 0
        utf8.withUnsafeBufferPointer { buf in
            var start = 0
            let n = buf.count
            while start < n {
                var end = start
                while end < n && buf[end] != 0x0A { end += 1 }
                defer { start = end + 1 }
                guard end > start, buf[start] != 0x3B else { continue }  // ';' starts a comment
                var space = start
                while space < end && buf[space] != 0x20 { space += 1 }
                guard space + 1 < end, buf[space + 1] == 0x2F, space > start else { continue }  // "READING /"
                let last = buf[space - 1]
                let isOkuri = last >= 0x61 && last <= 0x7A && buf[start] >= 0x80
                let readingEnd = isOkuri ? space - 1 : space
                // Readings are kana (and ー); skip numeric (#) and Latin entries.
                var kana = true
                for i in start..<readingEnd where buf[i] < 0x80 { kana = false; break }
                guard kana else { continue }
                let key = String(decoding: UnsafeBufferPointer(rebasing: buf[start..<space]), as: UTF8.self)
                let range = (space + 1)..<end
                if isOkuri {
                    okuri[key] = range
                } else {
                    plain[key] = range
                    longest = max(longest, key.count)
                }
            }
        }
        if plain.isEmpty && okuri.isEmpty { throw SKKDictionaryError(path: path, reason: noEntries) }
        var out = CompiledBlob.Builder()
        out.appendScalar(Int64(longest))
        out.append(utf8)
        for table in [plain, okuri] {
            let sorted = table.map { (CanonicalKey.bytes($0.key), $0.value) }.sorted {
                $0.0.lexicographicallyPrecedes($1.0)
            }
            MappedStrings.append(sorted.map(\.0), to: &out)
            out.append(sorted.flatMap { [Int64($0.1.lowerBound), Int64($0.1.upperBound)] })
        }
        // The reverse index: words → readings, okuri-ari stems (`帰\u{0}r`) → stem readings.
        var r: [String: [String]] = [:]
        utf8.withUnsafeBufferPointer { buf in
            for (reading, range) in plain {
                for c in parse(buf, range) { r[c, default: []].append(reading) }
            }
            for (key, range) in okuri {
                let stem = String(key.dropLast()), consonant = key.last!
                for c in parse(buf, range) { r[c + "\u{0}" + String(consonant), default: []].append(stem) }
            }
        }
        // Shortest reading first, then in code-point order: deterministic.
        let reverse = r.map { (CanonicalKey.bytes($0.key), $0.value.sorted { ($0.count, $0) < ($1.count, $1) }) }
            .sorted { $0.0.lexicographicallyPrecedes($1.0) }
        MappedStrings.append(reverse.map(\.0), to: &out)
        var starts: [UInt32] = [0]
        for (_, v) in reverse { starts.append(starts.last! + UInt32(v.count)) }
        out.append(starts)
        MappedStrings.append(reverse.flatMap { $0.1.map { Array($0.utf8) } }, to: &out)
        return out
    }

    private func plainRange(_ reading: String) -> Range<Int>? {
        plainIndex.index(of: CanonicalKey.bytes(reading)).map {
            Int(plainRanges[2 * $0])..<Int(plainRanges[2 * $0 + 1])
        }
    }

    private func okuriRange(_ key: String) -> Range<Int>? {
        okuriIndex.index(of: CanonicalKey.bytes(key)).map { Int(okuriRanges[2 * $0])..<Int(okuriRanges[2 * $0 + 1]) }
    }

    /// The candidates of a reading with no okurigana (`にほんご` → 日本語 …), in the dictionary's order.
    public func candidates(for reading: String) -> [String] {
        plainRange(reading).map(parse) ?? []
    }

    /// The candidates of an inflected word: the stem's okuri-ari entry for the okurigana's first kana, each with
    /// that kana (`かえ` + `る` → 帰る, 返る …).
    public func candidates(stem: String, okurigana: Character) -> [String] {
        guard let consonant = Self.okuriConsonant(okurigana), let range = okuriRange(stem + String(consonant)) else {
            return []
        }
        return parse(range).map { $0 + String(okurigana) }
    }

    /// The okuri-nasi readings, in code-point order (test data is drawn from them).
    package var readings: [String] { (0..<plainIndex.count).map(plainIndex.string) }
    /// The okuri-ari keys (`かえr`), in code-point order.
    package var okuriKeys: [String] { (0..<okuriIndex.count).map(okuriIndex.string) }

    /// Whether an okuri-ari entry has the stem and the okurigana's consonant.
    public func hasOkuri(stem: String, okurigana: Character) -> Bool {
        guard let consonant = Self.okuriConsonant(okurigana) else { return false }
        return okuriRange(stem + String(consonant)) != nil
    }

    /// Whether a reading has an okuri-nasi entry.
    public func contains(_ reading: String) -> Bool { plainRange(reading) != nil }

    /// The letter SKK files an okurigana kana under (る → r, っ → t, ん → n, a vowel → itself).
    public static func okuriConsonant(_ kana: Character) -> Character? {
        if kana == "っ" { return "t" }
        if kana == "ん" { return "n" }
        guard let r = Romaji.spell(String(kana)), let f = r.first else { return nil }
        switch r {
        case "shi": return "s"
        case "chi", "tsu": return "t"
        case "ji": return "z"
        case "fu": return "h"
        default: return f
        }
    }

    /// Words (okuri-nasi candidates) → their readings (typing text plans with it).
    public func readings(of word: String) -> [String] {
        reverseList(word)
    }

    /// Okuri-ari stems (`帰`) → `(stem reading, consonant)` pairs are looked up through this key: `"帰\u{0}r"` →
    /// `かえ`. The planner tries each okurigana kana after a word.
    public func okuriReadings(of stem: String, consonant: Character) -> [String] {
        reverseList(stem + "\u{0}" + String(consonant))
    }

    private func reverseList(_ key: String) -> [String] {
        guard let k = reverseKeys.index(of: CanonicalKey.bytes(key)) else { return [] }
        return (Int(reverseStarts[k])..<Int(reverseStarts[k + 1])).map(reverseReadings.string)
    }

    /// The candidates in a byte range `/a/b;note/[…]/(lisp)/`: notes dropped, okuri blocks and Lisp expressions
    /// skipped.
    private func parse(_ range: Range<Int>) -> [String] {
        bytes.withContiguousStorageIfAvailable { Self.parse($0, range) } ?? []
    }

    private static func parse(_ buf: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        var depth = 0
        do {
            var i = range.lowerBound
            while i < range.upperBound {
                var j = i
                while j < range.upperBound && buf[j] != 0x2F { j += 1 }
                defer { i = j + 1 }
                guard j > i else { continue }
                if buf[i] == 0x5B { depth += 1; continue }  // "[okurigana" block
                if buf[i] == 0x5D { depth = max(0, depth - 1); continue }
                if depth > 0 || buf[i] == 0x28 { continue }  // inside a block, or "(concat …)"
                var k = i
                while k < j && buf[k] != 0x3B { k += 1 }
                guard k > i else { continue }
                let word = String(decoding: UnsafeBufferPointer(rebasing: buf[i..<k]), as: UTF8.self)
                if seen.insert(word).inserted { out.append(word) }
            }
        }
        return out
    }

    /// EUC-JP → UTF-8 through iconv (part of the C library: no new dependency).
    static func eucJPToUTF8(_ input: [UInt8], path: String) throws -> [UInt8] {
        let cd = iconv_open("UTF-8", "EUC-JP")
        guard cd != iconv_t(bitPattern: -1) else { throw SKKDictionaryError(path: path, reason: "iconv has no EUC-JP") }
        defer { iconv_close(cd) }
        var input = input
        var output = [UInt8](repeating: 0, count: input.count * 2 + 16)
        var inLeft = input.count, outLeft = output.count
        let result = input.withUnsafeMutableBufferPointer { ib in
            output.withUnsafeMutableBufferPointer { ob -> Int in
                var ip: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(ib.baseAddress!).assumingMemoryBound(
                    to: CChar.self)
                var op: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(ob.baseAddress!).assumingMemoryBound(
                    to: CChar.self)
                return iconv(cd, &ip, &inLeft, &op, &outLeft)
            }
        }
        guard result != -1 || inLeft == 0 else {
            throw SKKDictionaryError(path: path, reason: "not EUC-JP text at byte \(input.count - inLeft)")
        }
        output.removeLast(outLeft)
        return output
    }
}
