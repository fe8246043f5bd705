import Foundation
import KeyboardSimUIKit
/// Long-press alternates of the iOS letter keyboards (docs/uikit-behavior.md, Decisions: "Long-press alternates and the
/// emoji keyboard"; the English (US) lists; the locale decides the exact list on a device).
package enum LongPressAlternates {
    static let table: [Character: String] = [
        "e": "èéêëēėę", "a": "àáâäæãåā", "o": "ôöòóœøōõ", "u": "ûüùúū", "i": "îïíīįì", "c": "çćč",
        "n": "ñń", "s": "ßśš", "y": "ÿ", "z": "žźż", "l": "ł",
        "-": "–—•", "$": "¢£€¥₩₽", "?": "¿", "!": "¡", "\"": "„“”«»", "'": "‚‘’‹›", ".": "…"
    ]

    /// The key to long-press for `character`, or nil.
    package static let baseOf: [Character: Character] = {
        var map: [Character: Character] = [:]
        for (base, alternates) in table {
            for alt in alternates {
                map[alt] = base
                let upper = String(alt).uppercased()
                if upper != String(alt), upper.count == 1, base.isLetter {
                    map[Character(upper)] = Character(String(base).uppercased())
                }
            }
        }
        return map
    }()

    /// Keyboards with long-press alternates: the letter keyboards, not asciiCapable and not the number pads.
    package static func available(on type: UIKeyboardType) -> Bool {
        !(type == .asciiCapable || type.isNumberPad)
    }
}

extension Character {
    /// Whether the emoji keyboard types this character in one tap.
    package var isEmojiKeyboardCharacter: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.count > 1 && first.value > 0x7F
    }
}

extension Character {
    /// Whether the character is a control character (U+0000–U+001F, U+007F–U+009F): none is typed as text.
    package var isControlCharacter: Bool {
        unicodeScalars.count == 1 && unicodeScalars.first!.properties.generalCategory == .control
    }
}
