import Foundation
import KeyboardSimUIKit
// Raw keys (`keys "nihao{space}"`): each key is pressed as it is, with no planning — letters compose in the
// pinyin input method, space commits its first candidate, {Left}/{Right} move the caret, {Shift+Left} extends the
// selection. (`type` plans: shift and plane taps, candidate picks for Chinese text.)

/// One key of a `keys` string: a character, or a named key (`{space}`, `{BackSpace}`, `{Shift+Left}` …).
public enum ScreenKey: Sendable, Equatable, CustomStringConvertible {
    /// A key that types the character.
    case character(Character)
    /// A named key: `{space}`, `{BackSpace}`, `{Return}`, `{Escape}`, `{Shift}`, `{Left}`, `{Right}`, `{Tab}`.
    case space, backspace, enter, escape, shift, left, right, tab
    /// Shift+Left, Shift+Right: extend the selection.
    case shiftLeft, shiftRight

    /// The names accepted between braces, for error messages.
    public static let acceptedNames =
        "{space} {BackSpace} {Return} {Escape} {Shift} {Tab} {Left} {Right} {Shift+Left} {Shift+Right} {0}…{9}, or any one character such as {{} or {}}"

    /// A named key from the text between braces, nil when unknown.
    public init?(name: String) {
        switch name {
        case "space", "Space": self = .space
        case "BackSpace", "Backspace", "backspace": self = .backspace
        case "Return", "return", "Enter": self = .enter
        case "Escape", "Esc": self = .escape
        case "Shift", "Shift_L": self = .shift
        case "Tab": self = .tab
        case "Left": self = .left
        case "Right": self = .right
        case "Shift+Left": self = .shiftLeft
        case "Shift+Right": self = .shiftRight
        default:
            guard name.count == 1, let ch = name.first else { return nil }
            self = .character(ch)
        }
    }

    /// Parses a `keys` string. Throws with the UTF-16-independent character offset of the bad part.
    public static func parse(_ text: String) throws(KeyParseError) -> [ScreenKey] {
        var keys: [ScreenKey] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let ch = chars[i]
            if ch == "{" {
                // "{{}" and "{}}" name the braces themselves.
                var j = i + 1
                if j < chars.count && (chars[j] == "{" || chars[j] == "}") && j + 1 < chars.count && chars[j + 1] == "}"
                {
                    keys.append(.character(chars[j])); i = j + 2; continue
                }
                while j < chars.count && chars[j] != "}" { j += 1 }
                guard j < chars.count else {
                    throw KeyParseError(
                        offset: i, message: "expected a closing } after the key name; to press { itself write {{}")
                }
                let name = String(chars[(i + 1)..<j])
                guard let key = ScreenKey(name: name) else {
                    throw KeyParseError(
                        offset: i, message: "expected a key name, found {\(name)}; accepted: \(acceptedNames)")
                }
                keys.append(key)
                i = j + 1
            } else if ch == "}" {
                throw KeyParseError(
                    offset: i, message: "expected a key or {name}, found a lone }; to press } write {}}")
            } else {
                keys.append(ch == " " ? .space : ch == "\n" ? .enter : .character(ch))
                i += 1
            }
        }
        return keys
    }

    /// The keys written back as a `keys` string.
    public static func spelling(_ keys: [ScreenKey]) -> String { keys.map(\.description).joined() }

    public var description: String {
        switch self {
        case .character(let c): c == "{" || c == "}" ? "{\(c)}" : String(c)
        case .space: "{space}"
        case .backspace: "{BackSpace}"
        case .enter: "{Return}"
        case .escape: "{Escape}"
        case .shift: "{Shift}"
        case .tab: "{Tab}"
        case .left: "{Left}"
        case .right: "{Right}"
        case .shiftLeft: "{Shift+Left}"
        case .shiftRight: "{Shift+Right}"
        }
    }
}

/// A malformed `keys` string: where (in characters from its start) and what was expected.
public struct KeyParseError: Error, Equatable {
    /// Where, in characters from the string's start.
    public var offset: Int
    /// What was expected there.
    public var message: String
}

extension Screen {
    /// Presses raw keys in the editing field (see ``ScreenKey``). Records one `user` event `keys`, then each key.
    public func press(_ keys: [ScreenKey]) throws {
        let field = try editingField(for: "keys")
        record(user: .keys, field: field, value: ScreenKey.spelling(keys))
        for (position, key) in keys.enumerated() {
            guard let current = firstResponder else {
                throw SimulationError(.focusMovedAway(action: "keys", field: name(of: field), position: position))
            }
            try self.keys.press(key, in: current, position: position)
        }
    }
}
