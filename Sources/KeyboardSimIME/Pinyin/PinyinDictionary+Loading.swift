import Foundation
import KeyboardSimSupport

/// Why a pinyin dictionary could not be loaded; each message names the file and says what would work.
public enum PinyinDictionaryError: Error, Equatable, CustomStringConvertible {
    /// The file does not exist.
    case missingFile(path: String)
    /// The file exists but could not be read; `reason` says why (the OS error, or a directory).
    case unreadable(path: String, reason: String = "")
    /// A malformed line, reported in ``PinyinDictionary/MalformedLines/fail`` mode.
    case malformedLine(path: String, line: Int, reason: String)
    /// No valid entry was found; `issues` are the first malformed lines (line number and reason).
    case empty(path: String, skipped: Int, issues: [PinyinDictionary.Issue] = [])
    /// A compiled Rime file of another phonetic keyboard (``PhoneticScheme``) is missing.
    case missingData(path: String, packages: [String])

    public var description: String {
        switch self {
        case .missingFile(let path):
            return "pinyin dictionary not found: \(path) (install the Debian package rime-data-pinyin-simp, "
                + "or pass --dict PATH to a Rime .dict.yaml file)"
        case .unreadable(let path, let reason):
            return "pinyin dictionary not readable: \(path)" + (reason.isEmpty ? "" : ": \(reason)")
                + " (check the path and its permissions, or pass --dict PATH)"
        case .malformedLine(let path, let line, let reason):
            return "\(path):\(line): malformed dictionary line: \(reason) (expected 词<TAB>pin yin<TAB>weight)"
        case .empty(let path, let skipped, let issues):
            let shown = issues.prefix(3).map { "line \($0.line): \($0.reason)" }.joined(separator: "; ")
            return "pinyin dictionary has no valid entries: \(path) (\(skipped) malformed lines"
                + (shown.isEmpty ? "" : ", first \(shown)")
                + "; expected a Rime .dict.yaml: a YAML header ending with '...', then 词<TAB>pin yin<TAB>weight lines)"
        case .missingData(let path, let packages):
            return
                "Rime data not found: \(path) (install the Debian package\(packages.count > 1 ? "s" : "") \(packages.joined(separator: " and ")))"
        }
    }
}

extension PinyinDictionary {
    /// Which syllables a dictionary's code column may hold.
    public enum SyllableSet: Sendable, Equatable {
        /// The toneless Mandarin syllables of ``PinyinSyllables`` (`pinyin_simp`).
        case pinyin
        /// Whatever tokens of letters and tone digits the file uses (terra_pinyin's `ni3`, jyutping's `nei5`),
        /// numbered in the order first seen; at most ``PinyinDictionary/maximumSyllables``.
        case open
    }

    /// What to do with a malformed line.
    public enum MalformedLines: Sendable {
        /// Skip it, count it and record its line number in ``PinyinDictionary/issues``.
        case skip
        /// Throw ``PinyinDictionaryError/malformedLine(path:line:reason:)`` for the first one.
        case fail
    }

    /// Loads a Rime `.dict.yaml` file.
    ///
    /// The YAML header ends with a line `...`; its `columns:` list (default `text, code, weight`) says where the
    /// word, the space-separated syllables and the weight are. Lines starting with `#` and blank lines are
    /// ignored; `import_tables:` is not followed. A missing weight counts as 0.
    /// - Parameters:
    ///   - path: the file; defaults to ``defaultPath``.
    ///   - malformed: skip and record malformed lines (default), or throw on the first.
    ///   - syllables: the syllable set the codes are read against (default: pinyin's).
    /// - Throws: ``PinyinDictionaryError``.
    public static func load(
        path: String = defaultPath, malformed: MalformedLines = .skip,
        syllables: SyllableSet = .pinyin
    ) throws -> PinyinDictionary {
        try load(path: path, malformed: malformed, syllables: syllables, cache: .shared)
    }

    /// ``load(path:malformed:syllables:)`` with the compiled form kept in `cache` (``DataCacheLocation``): mapped
    /// when a valid one is there, written there after parsing otherwise.
    public static func load(
        path: String = defaultPath, malformed: MalformedLines = .skip,
        syllables: SyllableSet = .pinyin, cache: DataCacheLocation
    ) throws -> PinyinDictionary {
        // A copy beside the executable first; none with the system data hidden (DataLocations).
        let requested = path
        guard let path = DataLocations.locate(requested) else {
            throw PinyinDictionaryError.missingFile(path: requested)
        }
        let parameters = "\(malformed == .fail ? "fail" : "skip") \(syllables == .open ? "open" : "pinyin")"
        let (blob, _) = try CompiledCache.load(
            kind: "rime-dict", source: path, parameters: parameters, folder: cache.resolvedFolder,
            shipped: cache.isShipped
        ) {
            // Any readable file that is not a directory (a FIFO, <(…)), as kbsim reads all text.
            let bytes: [UInt8]
            do throws(TextReadError) { bytes = try TextFile.readBytes(path) } catch {
                if error.system?.code == ENOENT { throw PinyinDictionaryError.missingFile(path: path) }
                throw PinyinDictionaryError.unreadable(path: path, reason: error.reason)
            }
            return try compile(bytes, path: path, malformed: malformed, syllables: syllables)
        }
        if let dictionary = try? PinyinDictionary(path: path, compiled: blob) { return dictionary }
        // A cache file that passed its checksum but does not decode (not written by this kbsim): parse instead.
        guard blob.isMapped else {
            throw PinyinDictionaryError.unreadable(path: path, reason: "its compiled form is inconsistent")
        }
        return try load(path: path, malformed: malformed, syllables: syllables, cache: .disabled)
    }

    /// Parses the bytes of a `.dict.yaml` file (see `load(path:malformed:)`); `path` is only used in messages.
    public static func parse(
        _ bytes: [UInt8], path: String, malformed: MalformedLines = .skip,
        syllables: SyllableSet = .pinyin
    ) throws -> PinyinDictionary {
        let blob = try compile(bytes, path: path, malformed: malformed, syllables: syllables).finish()
        return try PinyinDictionary(path: path, compiled: blob)
    }

    /// The compiled form of a `.dict.yaml` file's bytes.
    static func compile(_ bytes: [UInt8], path: String, malformed: MalformedLines, syllables: SyllableSet) throws
        -> CompiledBlob.Builder
    {
        var parser = Parser(bytes: bytes, path: path, malformed: malformed, open: syllables == .open)
        try parser.run()
        return parser.build()
    }
}

/// The line parser and sorter behind ``PinyinDictionary/parse(_:path:malformed:)``.
private struct Parser {
    let bytes: [UInt8]
    let path: String
    let malformed: PinyinDictionary.MalformedLines
    var name: String?
    /// Where the word, the syllables and the weight are (from the header's `columns:`; -1 when absent).
    var columns = (text: 0, code: 1, weight: 2)
    var issues: [PinyinDictionary.Issue] = []
    var skipped = 0
    var text: [UInt8] = []
    var textStart: [UInt32] = [0]
    var syllables: [UInt16] = []
    var syllableStart: [UInt32] = [0]
    var weights: [Double] = []
    var syllableKeys: [UInt64: UInt16] = [:]
    /// Open syllable set: every code token is a syllable, numbered as first seen.
    let open: Bool
    var syllabary: [String] = PinyinSyllables.all

    init(bytes: [UInt8], path: String, malformed: PinyinDictionary.MalformedLines, open: Bool) {
        // A UTF-8 byte-order mark is read as nothing (editors on Windows write one); CRLF is handled by lines().
        self.bytes = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        self.path = path
        self.malformed = malformed
        self.open = open
        if open { syllabary = [] }
        for (i, s) in syllabary.enumerated() { syllableKeys[PinyinSpeller.key(Array(s.utf8)[...])] = UInt16(i) }
        for (alt, s) in [("lve", "lue"), ("nve", "nue")] {
            if !open { syllableKeys[PinyinSpeller.key(Array(alt.utf8)[...])] = PinyinSyllables.id(of: s)! }
        }
        text.reserveCapacity(bytes.count / 3)
    }

    /// The lines as (1-based number, byte range without the line break).
    func lines() -> [(Int, Range<Int>)] {
        var out: [(Int, Range<Int>)] = []
        var start = 0, n = 1
        for i in 0..<bytes.count where bytes[i] == 10 {
            var end = i
            if end > start && bytes[end - 1] == 13 { end -= 1 }
            out.append((n, start..<end))
            start = i + 1
            n += 1
        }
        if start < bytes.count { out.append((n, start..<bytes.count)) }
        return out
    }

    mutating func run() throws {
        let all = lines()
        // The YAML header ends at a line "..." (a .dict.yaml has one; Rime's compiled .table.txt has none): looked
        // for byte by byte, and only until the first entry (a line with a tab that is not a comment), so that a
        // file without a header is not read twice.
        var headerEnd: Int?
        for (k, (_, r)) in all.enumerated() {
            if isHeaderEnd(r) { headerEnd = k; break }
            if !r.isEmpty, bytes[r.lowerBound] != UInt8(ascii: "#"), bytes[r].contains(9) { break }
        }
        if let headerEnd { readHeader(all[..<headerEnd]) }
        let body = headerEnd.map { all[($0 + 1)...] } ?? all[...]
        for (n, r) in body {
            guard !r.isEmpty, bytes[r.lowerBound] != UInt8(ascii: "#") else { continue }
            if let reason = addLine(r) {
                if malformed == .fail { throw PinyinDictionaryError.malformedLine(path: path, line: n, reason: reason) }
                skipped += 1
                if issues.count < PinyinDictionary.maxRecordedIssues { issues.append(.init(line: n, reason: reason)) }
            }
        }
        if weights.isEmpty { throw PinyinDictionaryError.empty(path: path, skipped: skipped, issues: issues) }
    }

    /// Whether the line is "..." with only spaces or tabs around it.
    func isHeaderEnd(_ r: Range<Int>) -> Bool {
        var lo = r.lowerBound, hi = r.upperBound
        while lo < hi, bytes[lo] == 32 || bytes[lo] == 9 { lo += 1 }
        while hi > lo, bytes[hi - 1] == 32 || bytes[hi - 1] == 9 { hi -= 1 }
        return hi - lo == 3 && bytes[lo] == 46 && bytes[lo + 1] == 46 && bytes[lo + 2] == 46
    }

    mutating func readHeader(_ lines: ArraySlice<(Int, Range<Int>)>) {
        var inColumns = false
        var listed: [String] = []
        for (_, r) in lines {
            let line = String(decoding: bytes[r], as: UTF8.self)
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("name:") {
                name = line.dropFirst(5).trimmingCharacters(in: .whitespaces).trimmingCharacters(
                    in: CharacterSet(charactersIn: "\"'"))
            }
            if inColumns {
                if trimmed.hasPrefix("- ") {
                    listed.append(trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)); continue
                }
                inColumns = false
            }
            if line.hasPrefix("columns:") {
                let rest = line.dropFirst(8).trimmingCharacters(in: .whitespaces)
                if rest.hasPrefix("[") {
                    listed = rest.trimmingCharacters(in: CharacterSet(charactersIn: "[]")).split(separator: ",")
                        .map { $0.trimmingCharacters(in: .whitespaces) }
                } else {
                    inColumns = true
                }
            }
        }
        if !listed.isEmpty {
            columns = (
                listed.firstIndex(of: "text") ?? -1, listed.firstIndex(of: "code") ?? -1,
                listed.firstIndex(of: "weight") ?? -1
            )
        }
    }

    /// Adds one entry line; returns why it is malformed, or nil. Nothing is allocated for a well-formed line but
    /// its entry (the dictionary is read at every start: Cantonese's has 780,000 lines).
    mutating func addLine(_ r: Range<Int>) -> String? {
        // The fields the columns name, found in one pass over the tabs.
        var t: Range<Int>?, c: Range<Int>?, w: Range<Int>?
        var column = 0, s = r.lowerBound
        var i = r.lowerBound
        while i <= r.upperBound {
            if i == r.upperBound || bytes[i] == 9 {
                if s < i {
                    if column == columns.text {
                        t = s..<i
                    } else if column == columns.code {
                        c = s..<i
                    } else if column == columns.weight {
                        w = s..<i
                    }
                }
                column += 1
                s = i + 1
            }
            i += 1
        }
        guard let t else { return "no word in the text column" }
        guard let c else { return "no pinyin in the code column" }
        var weight = 0.0
        if let w {
            guard let v = parseWeight(w) else {
                return "weight '\(String(decoding: bytes[w], as: UTF8.self))' is not a non-negative number"
            }
            weight = v
        }
        let before = syllables.count
        // Each syllable's packed key (``PinyinSpeller/key(_:)``: 7 bits a letter) is built as its bytes are read.
        var key: UInt64 = 0, count = 0, tokenStart = c.lowerBound
        var index = c.lowerBound
        while index <= c.upperBound {
            let b: UInt8 = index < c.upperBound ? bytes[index] : 32
            if b == 32 {
                if count > 0 {
                    guard let id = syllableID(key: key, count: count) else {
                        syllables.removeSubrange(before...)
                        let token =
                            count <= PinyinSpeller.maxKeyLength
                            ? Self.letters(key: key, count: count)
                            : String(decoding: bytes[tokenStart..<index], as: UTF8.self)
                        return "'\(token)' is not a pinyin syllable"
                    }
                    syllables.append(id)
                    key = 0
                    count = 0
                }
                tokenStart = index + 1
            } else {
                let letter: UInt8
                if b == 0xC3, index + 1 < c.upperBound, bytes[index + 1] == 0xBC {  // ü
                    letter = UInt8(ascii: "v")
                    index += 1
                } else if b >= 65 && b <= 90 {
                    letter = b + 32
                } else if (b >= 97 && b <= 122) || (open && b >= 48 && b <= 57) {  // open: a tone digit (ni3, nei5)
                    letter = b
                } else {
                    syllables.removeSubrange(before...)
                    return
                        "pinyin '\(String(decoding: bytes[c], as: UTF8.self))' has a character other than a-z, ü and space"
                }
                key = key &<< 7 | UInt64(letter)
                count += 1
            }
            index += 1
        }
        let syllableCount = syllables.count - before
        var characters = 0
        for b in bytes[t] where b & 0xC0 != 0x80 { characters += 1 }
        guard syllableCount > 0, syllableCount == characters else {
            syllables.removeSubrange(before...)
            return "\(characters) characters but \(syllableCount) syllables"
        }
        guard syllableCount <= PinyinLattice.maximumWordSyllables else {
            syllables.removeSubrange(before...)
            return
                "\(syllableCount) syllables; kbsim converts words of at most \(PinyinLattice.maximumWordSyllables) syllables (PinyinLattice.maximumWordSyllables)"
        }
        text.append(contentsOf: bytes[t])
        textStart.append(UInt32(text.count))
        syllableStart.append(UInt32(syllables.count))
        weights.append(weight)
        return nil
    }

    /// The syllable a packed key of `count` letters names; with an open syllable set a new one is numbered (up to
    /// ``PinyinDictionary/maximumSyllables``). Nil when it is no syllable or longer than a key can be.
    mutating func syllableID(key: UInt64, count: Int) -> UInt16? {
        guard count <= PinyinSpeller.maxKeyLength else { return nil }
        if let id = syllableKeys[key] { return id }
        guard open, syllabary.count < PinyinDictionary.maximumSyllables else { return nil }
        let id = UInt16(syllabary.count)
        syllableKeys[key] = id
        syllabary.append(Self.letters(key: key, count: count))
        return id
    }

    /// The letters of a packed key.
    static func letters(key: UInt64, count: Int) -> String {
        String(
            decoding: (0..<count).reversed().map { UInt8(truncatingIfNeeded: key >> (7 * UInt64($0))) & 0x7F },
            as: UTF8.self)
    }

    func parseWeight(_ r: Range<Int>) -> Double? {
        var v = 0.0
        var allDigits = true
        for b in bytes[r] {
            guard b >= 48 && b <= 57 else { allDigits = false; break }
            v = v * 10 + Double(b - 48)
        }
        if allDigits { return v }
        guard let d = Double(String(decoding: bytes[r], as: UTF8.self)), d >= 0, d.isFinite else { return nil }
        return d
    }

    /// Sorts the entries by syllable sequence (then heaviest first, then file order) into the final storage.
    func build() -> CompiledBlob.Builder {
        let n = weights.count
        // The first five syllables packed in 60 bits decide most comparisons; longer entries compare the rest.
        struct Item { var key: UInt64; var weight: Double; var index: Int }
        var items = [Item]()
        items.reserveCapacity(n)
        for e in 0..<n {
            var k: UInt64 = 0
            let a = Int(syllableStart[e]), b = Int(syllableStart[e + 1])
            for level in 0..<5 { k = k << 12 | (a + level < b ? UInt64(syllables[a + level]) + 1 : 0) }
            items.append(Item(key: k, weight: weights[e], index: e))
        }
        items.sort { x, y in
            if x.key != y.key { return x.key < y.key }
            let ax = Int(syllableStart[x.index]) + 5, bx = Int(syllableStart[x.index + 1])
            let ay = Int(syllableStart[y.index]) + 5, by = Int(syllableStart[y.index + 1])
            if ax < bx || ay < by {
                let tx = ax < bx ? syllables[ax..<bx] : [], ty = ay < by ? syllables[ay..<by] : []
                if !tx.elementsEqual(ty) { return tx.lexicographicallyPrecedes(ty) }
            }
            if x.weight != y.weight { return x.weight > y.weight }
            return x.index < y.index
        }
        let order = items.lazy.map(\.index)
        var sText: [UInt8] = [], sTextStart: [UInt32] = [0], sSyl: [UInt16] = [], sSylStart: [UInt32] = [0]
        var sWeights: [Double] = []
        sText.reserveCapacity(text.count)
        sSyl.reserveCapacity(syllables.count)
        sTextStart.reserveCapacity(n + 1)
        sSylStart.reserveCapacity(n + 1)
        sWeights.reserveCapacity(n)
        // The same word with the same pinyin listed twice is one entry, with its greatest weight (the first in
        // this order): otherwise it would be offered twice in the candidate bar.
        var groupKey: ArraySlice<UInt16> = []
        var groupWords = Set<HashedBytes>()
        for e in order {
            let syl = syllables[Int(syllableStart[e])..<Int(syllableStart[e + 1])]
            let word = text[Int(textStart[e])..<Int(textStart[e + 1])]
            if !syl.elementsEqual(groupKey) {
                groupKey = syl
                if !groupWords.isEmpty { groupWords.removeAll(keepingCapacity: true) }
            }
            if !groupWords.insert(HashedBytes(word)).inserted { continue }
            sText.append(contentsOf: text[Int(textStart[e])..<Int(textStart[e + 1])])
            sTextStart.append(UInt32(sText.count))
            sSyl.append(contentsOf: syllables[Int(syllableStart[e])..<Int(syllableStart[e + 1])])
            sSylStart.append(UInt32(sSyl.count))
            sWeights.append(weights[e])
        }
        return PinyinDictionary.compile(
            name: name, syllabary: syllabary, issues: issues, skipped: skipped, text: sText,
            textStart: sTextStart, syllables: sSyl, syllableStart: sSylStart, weights: sWeights)
    }
}

/// Bytes as a set or dictionary key, hashed once (FNV-1a) instead of byte by byte through `Hasher`: the
/// dictionary's words are keyed at every load.
struct HashedBytes: Hashable {
    let bytes: ArraySlice<UInt8>
    let hash: UInt64

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        hash = bytes.withUnsafeBufferPointer { HashedBytes.fnv($0[...]) }
    }

    static func == (a: HashedBytes, b: HashedBytes) -> Bool { a.hash == b.hash && a.bytes.elementsEqual(b.bytes) }
    func hash(into hasher: inout Hasher) { hasher.combine(hash) }

    static func fnv(_ bytes: UnsafeBufferPointer<UInt8>.SubSequence) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in bytes { h = (h ^ UInt64(b)) &* 0x100_0000_01b3 }
        return h
    }

    /// For each of the words `text[starts[e]..<starts[e + 1]]`, the first word with the same bytes: an open-addressing
    /// table of word indices (4 bytes a slot, no key stored), compared through `text`.
    static func firstIndices(text: [UInt8], starts: [UInt32]) -> [Int32] {
        let n = starts.count - 1
        var capacity = 1
        while capacity < 2 * n { capacity <<= 1 }
        var table = [Int32](repeating: -1, count: capacity)
        var ids = [Int32](repeating: 0, count: max(0, n))
        text.withUnsafeBufferPointer { t in
            for e in 0..<max(0, n) {
                let word = t[Int(starts[e])..<Int(starts[e + 1])]
                var slot = Int(truncatingIfNeeded: fnv(word)) & (capacity - 1)
                while true {
                    let other = Int(table[slot])
                    if other < 0 { table[slot] = Int32(e); ids[e] = Int32(e); break }
                    if t[Int(starts[other])..<Int(starts[other + 1])].elementsEqual(word) {
                        ids[e] = Int32(other); break
                    }
                    slot = (slot + 1) & (capacity - 1)
                }
            }
        }
        return ids
    }
}
