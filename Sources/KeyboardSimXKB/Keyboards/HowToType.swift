import KeyboardSimUIKit
import Foundation

/// Every way to type each character of a text on one keymap: direct keys, dead-key and Compose sequences,
/// and, on a software keyboard, the taps a person makes (plane switches, shift).
///
/// This is the model behind `kbsim how-to-type`; `jsonText` and `plainText` print it
/// (docs/interfaces.md §4). Build one with `init(text:hardware:sequences:)` or `init(text:software:typeName:)`.
///
/// ```swift
/// let keymap = try XKBKeymap(layout: "us", variant: "intl")
/// let table = XKBSequenceTable(lookup: keymap.reverseLookup(), compose: try XKBComposeTable())
/// let answer = HowToType(text: "é", hardware: keymap, sequences: table)
/// answer.characters[0].ways   // a key (AD03 level 3 [Mod5]) and a dead-key sequence (' then e)
/// ```
public struct HowToType: Sendable {
    /// One key press with the modifiers held (or, on a software keyboard, in effect) for it.
    public struct Key: Hashable, Sendable {
        /// The key's name, e.g. `AC03`.
        public let keyName: String
        /// The keycode (evdev + 8 on xkb-data layouts).
        public let keycode: UInt32
        /// The layout (group), 1-based as xkbcli prints it.
        public let layout: Int
        /// The shift level, 1-based as xkbcli prints it.
        public let level: Int
        /// The modifiers, as xkbcommon names them (`Shift`, `Lock`, `Control`, `Mod1`…`Mod5`).
        public let modifiers: [String]
        /// The keysym the key gives at that level (`eacute`, `dead_acute`, `Shift_L`…).
        public let keysym: String
        /// On a software keyboard, the plane the key is tapped on (`letters`, `numbers`…); otherwise `nil`.
        public let plane: String?

        /// Creates a key press.
        public init(
            keyName: String, keycode: UInt32, layout: Int, level: Int, modifiers: [String],
            keysym: String, plane: String? = nil
        ) {
            self.keyName = keyName
            self.keycode = keycode
            self.layout = layout
            self.level = level
            self.modifiers = modifiers
            self.keysym = keysym
            self.plane = plane
        }

        init(_ way: XKBKeyWay) {
            self.init(
                keyName: way.keyName, keycode: way.keycode, layout: way.layoutNumber, level: way.levelNumber,
                modifiers: way.modifiers, keysym: way.keysym.name)
        }

        init(_ tap: XKBTap) {
            self.init(
                keyName: tap.keyName, keycode: tap.keycode, layout: tap.layoutIndex + 1,
                level: tap.levelIndex + 1, modifiers: tap.modifiers, keysym: tap.keysym.name,
                plane: tap.plane.isEmpty ? nil : tap.plane)
        }
    }

    /// One way to type a character.
    public enum Way: Hashable, Sendable {
        /// One key with modifiers (JSON `kind` `key`).
        case key(Key)
        /// Several keys in order (JSON `kind` `sequence`), composed as `via` says.
        case sequence([Key], via: Via)

        /// How a sequence produces its character.
        public enum Via: String, Sendable {
            /// A dead key, then a base key (xkbcommon's Compose table).
            case deadKey
            /// The Compose key (`Multi_key`), then two keys.
            case compose
            /// Taps on a software keyboard: shift and plane keys, then the key.
            case taps
            /// Taps to reach a key, then a long press on it that offers the character as an alternate.
            case longPress
            /// The globe key, then the character on the emoji keyboard.
            case emoji
            /// A flick of one key (the 10-key kana keyboard): the key's level named for the direction.
            case flick
            /// Keys the keyboard's input method composes into the character (the kana keyboard's か, then ゛゜小, for
            /// が): each a tap or a flick from the keyboard as it opens.
            case composed
        }

        /// The keys, in order (one for ``key(_:)``).
        public var keys: [Key] {
            switch self {
            case .key(let key): [key]
            case .sequence(let keys, _): keys
            }
        }
    }

    /// A character of the text and its ways (empty when the keymap cannot type it).
    public struct Character: Sendable {
        /// The character.
        public let character: Swift.Character
        /// Every way found, direct keys first.
        public let ways: [Way]
        /// For a character no way reaches on a software keyboard: the other keyboard types that can type it.
        public var typeableOn: [String] = []
    }

    /// The keymap's name as printed: `us:intl`, a file path, or a software keyboard type.
    public let keymapName: String
    /// The text's characters in order, one entry per character (repeats included).
    public let characters: [Character]

    /// Answers for a hardware layout or keymap file: direct keys (``XKBKeymap/reverseLookup()``) and the
    /// dead-key/Compose sequences of `sequences` (`nil` lists direct keys only).
    public init(text: String, hardware keymap: XKBKeymap, sequences: XKBSequenceTable?, name: String? = nil) {
        let lookup = keymap.reverseLookup()
        keymapName = name ?? keymap.sourceName
        characters = Self.eachCharacter(of: text) { character in
            var ways = lookup.ways(for: character).map { Way.key(Key($0)) }
            for sequence in sequences?.sequences(for: character) ?? [] {
                ways.append(
                    .sequence(sequence.keys.map(Key.init), via: sequence.kind == .deadKey ? .deadKey : .compose))
            }
            return Character(character: character, ways: ways)
        }
    }

    /// Answers for a software keyboard: per character, the fewest taps from the keyboard as it opens to
    /// each key that can produce it (a single tap is a `key` way, several a `sequence` of taps).
    ///
    /// - Parameters:
    ///   - text: the text to type.
    ///   - keyboard: the software keyboard that types it.
    ///   - typeName: the keyboard type printed as the keymap's name.
    ///   - otherTypes: keyboards to try for a character this one cannot type (their names fill
    ///     ``Character/typeableOn``).
    ///   - composedKeys: for a character no key gives, the characters of the keys the keyboard's input method
    ///     composes it from (the kana keyboard: が is か and ゛), or nil.
    public init(
        text: String, software keyboard: XKBSoftwareKeyboard, typeName: String,
        otherTypes: [(name: String, keyboard: XKBSoftwareKeyboard)] = [],
        composedKeys: (Swift.Character) -> String? = { _ in nil }
    ) {
        keymapName = typeName
        characters = Self.eachCharacter(of: text) { character in
            var ways = keyboard.plans(for: character).map { plan -> Way in
                plan.count == 1 ? .key(Key(plan[0])) : .sequence(plan.map(Key.init), via: .taps)
            }
            if ways.isEmpty { ways = Self.alternateWays(for: character, on: keyboard) }
            if ways.isEmpty, let keys = composedKeys(character), keys.count > 1 {
                let pressed = keys.map { k in keyboard.plans(for: k).first?.last ?? keyboard.flick(for: k) }
                if pressed.allSatisfy({ $0 != nil }) { ways = [.sequence(pressed.map { Key($0!) }, via: .composed)] }
            }
            var answer = Character(character: character, ways: ways)
            if ways.isEmpty {
                answer.typeableOn = otherTypes.filter { $0.keyboard.route(for: character) != .unreachable }.map(\.name)
            }
            return answer
        }
    }

    /// The ways typing uses when no tap produces a character (the keyboard's route): a flick, a long press or the
    /// emoji keyboard behind the globe key.
    static func alternateWays(for character: Swift.Character, on keyboard: XKBSoftwareKeyboard) -> [Way] {
        switch keyboard.route(for: character) {
        case .longPress(let taps, _):
            return [.sequence(taps.map(Key.init), via: .longPress)]
        case .flick(let tap):
            return [.sequence([Key(tap)], via: .flick)]
        case .emoji:
            return [
                .sequence(
                    [
                        Key(
                            keyName: "GLOBE", keycode: 0, layout: 1, level: 1, modifiers: [], keysym: "globe",
                            plane: "letters"),
                        Key(
                            keyName: "EMOJI", keycode: 0, layout: 1, level: 1, modifiers: [], keysym: "emoji",
                            plane: "emoji")
                    ],
                    via: .emoji)
            ]
        case .taps, .unreachable:
            return []
        }
    }

    /// Answers each character of `text` in order, computing each distinct character once.
    static func eachCharacter(of text: String, _ answer: (Swift.Character) -> Character) -> [Character] {
        var known: [Swift.Character: Character] = [:]
        return text.map { character in
            if let cached = known[character] { return cached }
            let computed = answer(character)
            known[character] = computed
            return computed
        }
    }
}
