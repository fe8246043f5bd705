import Foundation
import KeyboardSimSupport

/// Text as the key of a compiled table: its NFC form's UTF-8 bytes. Swift compares strings and characters by
/// canonical equivalence (a compatibility ideograph equals its unified one, か with U+3099 equals が), so the
/// dictionaries parsing builds merge such keys; a compiled table keyed by NFC bytes finds the same entries.
enum CanonicalKey {
    /// The NFC UTF-8 bytes of `text`.
    static func bytes(_ text: String) -> [UInt8] {
        if text.unicodeScalars.allSatisfy(isStable) { return Array(text.utf8) }
        return Array(text.precomposedStringWithCanonicalMapping.utf8)
    }

    /// Scalars that are their own NFC form whatever follows them, as long as nothing combining follows: ASCII, kana
    /// (not the combining voicing marks), the unified ideographs.
    static func isStable(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x300, 0x3041...0x3096, 0x309B...0x309F, 0x30A1...0x30FF, 0x4E00...0x9FFF: return true
        default: return false
        }
    }

    /// Lexicographic order of byte strings.
    static func less(_ a: UnsafeBufferPointer<UInt8>.SubSequence, _ b: [UInt8]) -> Bool {
        a.lexicographicallyPrecedes(b)
    }
}

/// Byte strings stored as one buffer and their start offsets (`starts.count == count + 1`), sorted or not.
struct MappedStrings: Sendable {
    let bytes: MappedArray<UInt8>
    let starts: MappedArray<UInt32>

    var count: Int { starts.count - 1 }

    /// The bytes of string `i`.
    func slice(_ i: Int) -> UnsafeBufferPointer<UInt8>.SubSequence {
        bytes.buffer[Int(starts[i])..<Int(starts[i + 1])]
    }

    func string(_ i: Int) -> String { String(decoding: slice(i), as: UTF8.self) }

    /// For sorted strings: the first index whose string is not less than `key`.
    func lowerBound(_ key: [UInt8]) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if slice(mid).lexicographicallyPrecedes(key) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// For sorted strings: the index of `key`, or nil.
    func index(of key: [UInt8]) -> Int? {
        let i = lowerBound(key)
        return i < count && slice(i).elementsEqual(key) ? i : nil
    }

    /// Checks the offsets against the bytes.
    func isConsistent() -> Bool {
        guard starts.count >= 1, starts[0] == 0, Int(starts[starts.count - 1]) == bytes.count else { return false }
        var previous: UInt32 = 0
        for s in starts { if s < previous { return false }; previous = s }
        return true
    }

    static func append(_ strings: [[UInt8]], to out: inout CompiledBlob.Builder) {
        var bytes: [UInt8] = [], starts: [UInt32] = [0]
        for s in strings { bytes += s; starts.append(UInt32(bytes.count)) }
        out.append(bytes)
        out.append(starts)
    }
}

extension CompiledBlob.Reader {
    mutating func mappedStrings() throws(CompiledBlob.Malformed) -> MappedStrings {
        let s = MappedStrings(bytes: try array(UInt8.self), starts: try array(UInt32.self))
        guard s.isConsistent() else { throw CompiledBlob.Malformed() }
        return s
    }
}
