import KeyboardSimUIKit
import Foundation

/// A keymap, layout, state or Compose table that xkbcommon could not build.
///
/// `description` is one line: what failed, the value and where it came from, xkbcommon's own log
/// messages (with file and line for a bad keymap), and what would be accepted.
public struct KeymapError: Error, CustomStringConvertible, Sendable, Equatable {
    /// What kind of object could not be built.
    public enum Kind: String, Sendable, Equatable {
        /// `xkb_context_new` returned NULL.
        case context
        /// A keymap (RMLVO, text or file) did not compile.
        case keymap
        /// An RMLVO option xkb-data's rules do not know (xkbcommon would compile the keymap without it).
        case unknownOption
        /// A keymap file could not be read.
        case unreadableFile
        /// `xkb_state_new` returned NULL.
        case state
        /// No Compose table for the locale nor for the `en_US.UTF-8` fallback.
        case composeTable
    }

    /// What kind of object could not be built.
    public let kind: Kind
    /// The value that failed, e.g. `de:nodeadkeys` or `/path/to/file.xkb`.
    public let value: String
    /// Where the value came from, e.g. `RMLVO evdev/pc105/de/nodeadkeys/` or `file /path/x.xkb`.
    public let source: String
    /// xkbcommon's own log messages, one per element, as it formatted them.
    public let messages: [String]
    /// What would be accepted instead.
    public let accepted: String

    /// Creates an error; `messages` are trimmed and empty ones dropped.
    public init(kind: Kind, value: String, source: String, messages: [String] = [], accepted: String) {
        self.kind = kind
        self.value = value
        self.source = source
        self.messages =
            messages
            .map { message -> String in
                let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
                return trimmed.hasPrefix("error: ") ? String(trimmed.dropFirst(7)) : trimmed
            }
            .filter { !$0.isEmpty }
        self.accepted = accepted
    }

    /// One line: `cannot compile keymap "us:foo" (RMLVO …): xkbcommon: …; accepted: …`.
    public var description: String {
        let what: String
        switch kind {
        case .context: what = "cannot create an xkb context"
        case .keymap, .unknownOption: what = "cannot compile keymap"
        case .unreadableFile: what = "cannot read keymap file"
        case .state: what = "cannot create a keyboard state for keymap"
        case .composeTable: what = "cannot load a Compose table for locale"
        }
        var line = "\(what) \"\(value)\" (\(source))"
        if !messages.isEmpty {
            line += ": xkbcommon: " + messages.joined(separator: " | ")
        }
        line += "; accepted: \(accepted)"
        return line.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: "")
    }
}
