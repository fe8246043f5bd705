import Foundation
import KeyboardSimSupport
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the SKK dictionary could not be loaded.
public struct SKKDictionaryError: Error, CustomStringConvertible {
    public let path: String
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

    public let path: String
    private let bytes: [UInt8]
    /// Reading → the byte range of its candidate list (okuri-nasi entries).
    private let plain: [String: Range<Int>]
    /// Stem + consonant letter (`かえr`) → the byte range of its candidate list (okuri-ari entries).
    private let okuri: [String: Range<Int>]
    /// The longest reading (in characters), to bound a lookup.
    public let longestReading: Int

    private let lock = NSLock()
    private var reverseIndex: [String: [String]]?

    public init(path: String = SKKDictionary.defaultPath) throws {
        self.path = path
        let data: [UInt8]
        do { data = try TextFile.readBytes(DataLocations.locate(path) ?? "/nonexistent" + path) } catch {
            throw SKKDictionaryError(path: path, reason: error.reason)
        }
        let utf8 = try Self.eucJPToUTF8(data, path: path)
        bytes = utf8
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
                if isOkuri { okuri[key] = range } else {
                    plain[key] = range
                    longest = max(longest, key.count)
                }
            }
        }
        self.plain = plain
        self.okuri = okuri
        longestReading = longest
    }

    /// The candidates of a reading with no okurigana (`にほんご` → 日本語 …), in the dictionary's order.
    public func candidates(for reading: String) -> [String] {
        plain[reading].map(parse) ?? []
    }

    /// The candidates of an inflected word: the stem's okuri-ari entry for the okurigana's first kana, each with
    /// that kana (`かえ` + `る` → 帰る, 返る …).
    public func candidates(stem: String, okurigana: Character) -> [String] {
        guard let consonant = Self.okuriConsonant(okurigana), let range = okuri[stem + String(consonant)] else { return [] }
        return parse(range).map { $0 + String(okurigana) }
    }

    /// The okuri-nasi readings, in code-point order (test data is drawn from them).
    package var readings: [String] { plain.keys.sorted() }
    /// The okuri-ari keys (`かえr`), in code-point order.
    package var okuriKeys: [String] { okuri.keys.sorted() }

    /// Whether an okuri-ari entry has the stem and the okurigana's consonant.
    public func hasOkuri(stem: String, okurigana: Character) -> Bool {
        guard let consonant = Self.okuriConsonant(okurigana) else { return false }
        return okuri[stem + String(consonant)] != nil
    }

    /// Whether a reading has an okuri-nasi entry.
    public func contains(_ reading: String) -> Bool { plain[reading] != nil }

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

    /// Words (okuri-nasi candidates) → their readings, built on first use (typing text plans with it).
    public func readings(of word: String) -> [String] {
        reverse()[word] ?? []
    }

    /// Okuri-ari stems (`帰`) → `(stem reading, consonant)` pairs are looked up through this key: `"帰\u{0}r"` →
    /// `かえ`. The planner tries each okurigana kana after a word.
    public func okuriReadings(of stem: String, consonant: Character) -> [String] {
        reverse()[stem + "\u{0}" + String(consonant)] ?? []
    }

    private func reverse() -> [String: [String]] {
        lock.lock(); defer { lock.unlock() }
        if let reverseIndex { return reverseIndex }
        var r: [String: [String]] = [:]
        for (reading, range) in plain {
            for c in parse(range) { r[c, default: []].append(reading) }
        }
        for (key, range) in okuri {
            let stem = String(key.dropLast()), consonant = key.last!
            for c in parse(range) { r[c + "\u{0}" + String(consonant), default: []].append(stem) }
        }
        // Shortest reading first, then in code-point order: deterministic.
        for (k, v) in r { r[k] = v.sorted { ($0.count, $0) < ($1.count, $1) } }
        reverseIndex = r
        return r
    }

    /// The candidates in a byte range `/a/b;note/[…]/(lisp)/`: notes dropped, okuri blocks and Lisp expressions
    /// skipped.
    private func parse(_ range: Range<Int>) -> [String] {
        var out: [String] = []
        var seen: Set<String> = []
        var depth = 0
        bytes.withUnsafeBufferPointer { buf in
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
                var ip: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(ib.baseAddress!).assumingMemoryBound(to: CChar.self)
                var op: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(ob.baseAddress!).assumingMemoryBound(to: CChar.self)
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
