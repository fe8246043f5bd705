import KeyboardSimSupport
import KeyboardSimUIKit
import Foundation

extension HowToType {
    /// The answer as one JSON object (docs/interfaces.md §4):
    /// `{"v":1,"keymap":"us:intl","characters":[{"char":"é","ways":[{"kind":"key","key":"AD03",…}]}]}`.
    ///
    /// A `key` way has `key`, `keycode`, `layout` and `level` (1-based, as xkbcli prints them), `mods`
    /// (xkbcommon's names) and `keysym`; on a software keyboard also `plane`. A `sequence` way has `via`
    /// (`deadKey`, `compose` or `taps`) and `keys`, each shaped like a `key` way. A character no key reaches
    /// has an empty `ways` (and, on a software keyboard, `typeableOn`: the types that can type it).
    package var jsonText: String {
        var json = JSONWriter()
        json.beginObject()
        json.field("v", 1)
        json.field("keymap", keymapName)
        json.key("characters")
        json.beginArray()
        for character in characters {
            json.beginObject()
            json.field("char", String(character.character))
            json.key("ways")
            json.beginArray()
            for way in character.ways {
                switch way {
                case .key(let key):
                    Self.write(key, to: &json)
                case .sequence(let keys, let via):
                    json.beginObject()
                    json.field("kind", "sequence")
                    json.field("via", via.rawValue)
                    json.key("keys")
                    json.beginArray()
                    for key in keys { Self.write(key, to: &json) }
                    json.endArray()
                    json.endObject()
                }
            }
            json.endArray()
            if character.ways.isEmpty && !character.typeableOn.isEmpty {
                json.key("typeableOn")
                json.beginArray()
                for type in character.typeableOn { json.string(type) }
                json.endArray()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.out
    }

    private static func write(_ key: Key, to json: inout JSONWriter) {
        json.beginObject()
        json.field("kind", "key")
        json.field("key", key.keyName)
        json.field("keycode", Int(key.keycode))
        json.field("layout", key.layout)
        json.field("level", key.level)
        json.key("mods")
        json.beginArray()
        for modifier in key.modifiers { json.string(modifier) }
        json.endArray()
        json.field("keysym", key.keysym)
        if let plane = key.plane { json.field("plane", plane) }
        json.endObject()
    }

    /// The answer as text, one block per character:
    ///
    /// ```
    /// keymap us:intl
    /// "é" U+00E9
    ///   key       AD03 (26) layout 1 level 3 [Mod5] eacute
    ///   dead key  AC11 (48) layout 1 level 1 [] dead_acute, then AD03 (26) layout 1 level 1 [] e
    /// ```
    package var plainText: String {
        var lines = ["keymap \(keymapName)"]
        for character in characters {
            let codes = character.character.unicodeScalars
                .map { "U+" + String(format: "%04X", $0.value) }.joined(separator: " ")
            lines.append("\(Self.quoted(character.character)) \(codes)")
            if character.ways.isEmpty {
                var line = "  no way to type it on \(keymapName)"
                if !character.typeableOn.isEmpty {
                    line += " (typeable on: \(character.typeableOn.joined(separator: ", ")))"
                }
                lines.append(line)
            }
            for way in character.ways {
                switch way {
                case .key(let key):
                    lines.append("  key       " + Self.describe(key))
                case .sequence(let keys, let via):
                    let label: String
                    switch via {
                    case .deadKey: label = "dead key"
                    case .compose: label = "compose"
                    case .taps: label = "taps"
                    case .longPress: label = "longpress"
                    case .emoji: label = "emoji"
                    case .flick: label = "flick"
                    case .composed: label = "composed"
                    }
                    lines.append(
                        "  " + label.padding(toLength: 10, withPad: " ", startingAt: 0)
                            + keys.map(Self.describe).joined(separator: ", then "))
                }
            }
        }
        return lines.joined(separator: "\n")
    }

    /// `AD03 (26) layout 1 level 3 [Mod5] eacute` (software keyboards add `on numbers`).
    static func describe(_ key: Key) -> String {
        var text =
            "\(key.keyName) (\(key.keycode)) layout \(key.layout) level \(key.level) [\(key.modifiers.joined(separator: " "))] \(key.keysym)"
        if let plane = key.plane { text += " on \(plane)" }
        return text
    }

    /// The character in quotes, with invisible ones escaped (`"\u{20}"` shows as `" "`, a tab as `"\t"`).
    static func quoted(_ character: Swift.Character) -> String {
        JSONWriter.quoted(String(character))
    }
}
