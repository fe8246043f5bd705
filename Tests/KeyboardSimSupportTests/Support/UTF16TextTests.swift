@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimSupport

/// The fast UTF-16 decoding the field's text and the fuzzer's oracles use (docs/performance.md, "The fuzzer's
/// throughput") makes the same strings as the standard library, lone surrogates included.
@Suite struct UTF16TextTests {
    static func check(_ units: [UInt16]) {
        let expected = String(decoding: units, as: UTF16.self)
        #expect(UTF16Text.string(units) == expected, "\(units)")
        #expect(Array(UTF16Text.string(units).utf8) == Array(expected.utf8), "\(units)")
        if units.count > 2 {
            let slice = units[1..<(units.count - 1)]
            #expect(UTF16Text.string(slice) == String(decoding: slice, as: UTF16.self), "\(units)")
        }
    }

    @Test("UTF16Text.string decodes as String(decoding:as: UTF16.self): every plane, U+FFFD for a lone surrogate")
    func decodesAsTheStandardLibrary() {
        for text in ["", "a", "héllo", "ß€", "中文かなカナ", "👍🏽👨‍👩‍👧🇫🇷", "e\u{301}\u{200D}", "\u{7F}\u{80}\u{7FF}\u{800}\u{FFFF}"]
        {
            Self.check(Array(text.utf16))
        }
        // Lone and misordered surrogates: at the end, before ASCII, doubled, a trail alone.
        for units: [UInt16] in [
            [0xD83D], [0xD83D, 0x61], [0xD83D, 0xD83D, 0xDC4D], [0xDC4D], [0x61, 0xDC4D, 0xD83D],
            [0xDC4D, 0xD83D, 0xDC4D, 0xDC4D], [0xD800, 0xDC00], [0xDBFF, 0xDFFF]
        ] {
            Self.check(units)
        }
        // Random units, a third of them surrogates.
        var rng = SplitMix64(seed: 42)
        for _ in 0..<5_000 {
            let units = (0..<rng.below(12)).map { _ -> UInt16 in
                switch rng.below(6) {
                case 0: return UInt16(0xD800 + rng.below(0x800))
                case 1: return UInt16(rng.below(0x80))
                default: return UInt16(rng.below(0x10000))
                }
            }
            Self.check(units)
        }
    }
}
