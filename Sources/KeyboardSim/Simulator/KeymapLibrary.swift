/// Where the software keyboards' keymaps (`keymaps/<keyboardType>.xkb`) are found.
///
/// In order: `$KBSIM_KEYMAPS`; `keymaps/` beside or above the running executable (a build in `.build/…` of a
/// checkout); the checkout this library was compiled from.
public enum KeymapLibrary {
    /// The directory that holds `default.xkb`, `emailAddress.xkb`, …
    public static let directory: String = {
        let fm = FileManager.default
        var candidates: [String] = []
        if let env = ProcessInfo.processInfo.environment["KBSIM_KEYMAPS"], !env.isEmpty { candidates.append(env) }
        var dir = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            candidates.append(dir.appendingPathComponent("keymaps").path)
            candidates.append(dir.appendingPathComponent("share/kbsim/keymaps").path)
            dir.deleteLastPathComponent()
        }
        // Sources/KeyboardSim/Simulator/KeymapLibrary.swift → the checkout's keymaps/
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(checkout.appendingPathComponent("keymaps").path)
        return candidates.first { fm.fileExists(atPath: $0 + "/default.xkb") } ?? candidates.last!
    }()

    /// The keymap file of a keyboard type.
    public static func path(for type: UIKeyboardType) -> String { "\(directory)/\(type.name).xkb" }
}

/// What happens to a character the keyboard in use cannot type.
public enum UnreachablePolicy: String, Sendable, CaseIterable {
    /// Stop with an error naming the character, its position, the keyboard and the keyboards that could type it.
    case error
    /// Insert it as a paste would (one delegate call with the character).
    case paste
    /// Leave it out (recorded as an ignored `user` event).
    case skip
}

/// Long-press alternates of the iOS letter keyboards (uikit-behavior.md, Decisions: "Long-press alternates and the
/// emoji keyboard"; the English (US) lists; the locale decides the exact list on a device).
enum LongPressAlternates {
    static let table: [Character: String] = [
        "e": "èéêëēėę", "a": "àáâäæãåā", "o": "ôöòóœøōõ", "u": "ûüùúū", "i": "îïíīįì", "c": "çćč",
        "n": "ñń", "s": "ßśš", "y": "ÿ", "z": "žźż", "l": "ł",
        "-": "–—•", "$": "¢£€¥₩₽", "?": "¿", "!": "¡", "\"": "„“”«»", "'": "‚‘’‹›", ".": "…",
    ]

    /// The key to long-press for `character`, or nil.
    static let baseOf: [Character: Character] = {
        var map: [Character: Character] = [:]
        for (base, alternates) in table {
            for alt in alternates {
                map[alt] = base
                let upper = String(alt).uppercased()
                if upper != String(alt), upper.count == 1, base.isLetter { map[Character(upper)] = Character(String(base).uppercased()) }
            }
        }
        return map
    }()

    /// Keyboards with long-press alternates: the letter keyboards, not asciiCapable and not the number pads.
    static func available(on type: UIKeyboardType) -> Bool {
        !(type == .asciiCapable || type.isNumberPad)
    }
}

extension Character {
    /// Whether the emoji keyboard types this character in one tap.
    var isEmojiKeyboardCharacter: Bool {
        let scalars = unicodeScalars
        guard let first = scalars.first else { return false }
        if first.properties.isEmojiPresentation { return true }
        return first.properties.isEmoji && scalars.count > 1 && first.value > 0x7F
    }
}
