@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimUIKit

/// The field's own grapheme search (a backspace's range, the character before the caret) starts at the nearest
/// place nothing before can join across (docs/performance.md, "The fuzzer's throughput"): after a character below
/// U+0300, a CJK ideograph or a kana, before another such. Whatever the text, it finds the cluster Swift's own
/// grapheme breaking of the whole text finds.
@Suite struct TextFieldStorageGraphemeTests {
    /// Pieces that join, extend, pair up or break: marks, voicing marks after kana, ZWJ sequences, flags, CR LF,
    /// Hangul jamo, skin tones.
    static let pieces = [
        "a", "Z", " ", "é", "ß", "\u{301}", "中", "文", "か", "\u{3099}", "カ", "ー", "\u{200D}", "👍", "🏽", "👨‍👩‍👧",
        "🇫", "🇷", "🏳️‍🌈", "\r", "\n", "한", "\u{11A8}", "\u{1100}", "\u{1161}", "ع", "\u{600}", "\u{FE0F}", "१", "\u{94D}"
    ]

    @Test("composedCharacterRange(endingAt:) finds the cluster Swift's grapheme breaking finds, at every offset")
    func endingAtMatchesSwift() {
        var state: UInt64 = 7
        func below(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for _ in 0..<400 {
            let text = (0..<(1 + below(40))).map { _ in Self.pieces[below(Self.pieces.count)] }.joined()
            var storage = TextFieldStorage()
            storage.replace(NSRange(location: 0, length: 0), with: text)
            let units = Array(text.utf16)
            // Every cluster end of the whole text: the range ending there is that cluster.
            var offset = 0
            for character in text {
                let length = String(character).utf16.count
                offset += length
                let found = storage.composedCharacterRange(endingAt: offset)
                #expect(
                    found == NSRange(location: offset - length, length: length),
                    "\(units.map { String($0, radix: 16) }) at \(offset)")
            }
        }
    }
}
