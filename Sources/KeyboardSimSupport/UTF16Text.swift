/// UTF-16 code units to a `String`, as `String(decoding:as: UTF16.self)` makes it (an unpaired surrogate becomes
/// U+FFFD), but transcoded to UTF-8 in a loop of its own: the standard library's generic path decodes scalar by
/// scalar through its `_UnicodeEncoding` machinery, several thousand instructions for a short text, and the
/// simulated field and the fuzzer's oracles turn UTF-16 into strings at every step (docs/performance.md, "The
/// fuzzer's throughput").
package enum UTF16Text {
    /// The string the code units spell.
    package static func string(_ units: [UInt16]) -> String {
        units.withUnsafeBufferPointer { string($0) }
    }

    /// The string the code units spell.
    package static func string(_ units: ArraySlice<UInt16>) -> String {
        units.withUnsafeBufferPointer { string($0) }
    }

    /// The string the code units spell.
    package static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        let count = units.count
        if count == 0 { return "" }
        // At most 3 UTF-8 bytes per code unit (a surrogate pair: 4 bytes for 2 units).
        return String(unsafeUninitializedCapacity: count * 3) { buffer in
            var out = 0
            var iterator = units.makeIterator()
            var pending: UInt16?
            while true {
                let unit: UInt16
                if let p = pending {
                    unit = p
                    pending = nil
                } else if let next = iterator.next() {
                    unit = next
                } else {
                    break
                }
                if unit < 0x80 {
                    buffer[out] = UInt8(truncatingIfNeeded: unit)
                    out += 1
                    continue
                }
                var scalar = UInt32(unit)
                if unit & 0xFC00 == 0xD800 {
                    // A lead surrogate: a scalar with the trail after it, else U+FFFD (the next unit read anew).
                    if let trail = iterator.next() {
                        if trail & 0xFC00 == 0xDC00 {
                            scalar = 0x10000 + ((UInt32(unit) & 0x3FF) << 10) + (UInt32(trail) & 0x3FF)
                        } else {
                            scalar = 0xFFFD
                            pending = trail
                        }
                    } else {
                        scalar = 0xFFFD
                    }
                } else if unit & 0xFC00 == 0xDC00 {
                    scalar = 0xFFFD
                }
                if scalar < 0x800 {
                    buffer[out] = UInt8(truncatingIfNeeded: 0xC0 | (scalar >> 6))
                    buffer[out + 1] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                    out += 2
                } else if scalar < 0x10000 {
                    buffer[out] = UInt8(truncatingIfNeeded: 0xE0 | (scalar >> 12))
                    buffer[out + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                    buffer[out + 2] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                    out += 3
                } else {
                    buffer[out] = UInt8(truncatingIfNeeded: 0xF0 | (scalar >> 18))
                    buffer[out + 1] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 12) & 0x3F))
                    buffer[out + 2] = UInt8(truncatingIfNeeded: 0x80 | ((scalar >> 6) & 0x3F))
                    buffer[out + 3] = UInt8(truncatingIfNeeded: 0x80 | (scalar & 0x3F))
                    out += 4
                }
            }
            return out
        }
    }
}
