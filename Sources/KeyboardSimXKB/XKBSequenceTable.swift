import Foundation
import KeyboardSimUIKit
/// A way to type a character with several keys: a dead key then a base key, or Compose (`Multi_key`)
/// and two keys.
public struct XKBKeySequence: Hashable, Sendable, CustomStringConvertible {
    /// How the sequence composes.
    public enum Kind: String, Sendable {
        /// A dead key (`dead_acute`…) followed by a base key.
        case deadKey
        /// The Compose key (`Multi_key`) followed by two keys.
        case compose
    }

    /// How the sequence composes.
    public let kind: Kind
    /// The keys in order, each the simplest direct way to its keysym (fewest modifiers).
    public let keys: [XKBKeyWay]
    /// The text the sequence composes.
    public let text: String

    /// `deadKey: AC11 [Shift] + AD03 [] → é`.
    public var description: String {
        "\(kind.rawValue): "
            + keys.map { "\($0.keyName) [\($0.modifiers.joined(separator: " "))]" }
            .joined(separator: " + ") + " → \(text)"
    }
}

/// Dead-key and Compose sequences of a keymap, found by feeding its keysyms through a Compose table.
///
/// libxkbcommon 1.5 cannot list a Compose table's entries, so the table is probed: every dead keysym of
/// the keymap followed by every keysym the keymap can type, and, when the keymap has a `Multi_key`, every
/// pair of typeable keysyms after it (`xkb_compose_state_feed`, `xkb_compose_state_get_status`/`get_utf8`).
public struct XKBSequenceTable: Sendable {
    /// The sequences by the text they compose, shortest first.
    public let sequencesByText: [String: [XKBKeySequence]]

    /// Probes `compose` with the keysyms of `lookup`'s keymap.
    public init(lookup: XKBReverseLookup, compose: XKBComposeTable) {
        let state = XKBComposeState(table: compose)
        // The simplest way to each keysym; base keysyms are the ones that produce a character or are dead.
        var simplest: [XKBKeysym: XKBKeyWay] = [:]
        for (keysym, ways) in lookup.waysByKeysym {
            // Compared field by field: as tuples these comparisons took the type checker over 100 ms.
            if let best = ways.min(by: { (a: XKBKeyWay, b: XKBKeyWay) -> Bool in
                if a.modifiers.count != b.modifiers.count { return a.modifiers.count < b.modifiers.count }
                if a.levelIndex != b.levelIndex { return a.levelIndex < b.levelIndex }
                return a.keycode < b.keycode
            }) {
                simplest[keysym] = best
            }
        }
        let bases = simplest.keys.filter { $0.scalar != nil || $0.isDead }.sorted { $0.rawValue < $1.rawValue }
        var table: [String: [XKBKeySequence]] = [:]

        func probe(_ keysyms: [XKBKeysym], kind: XKBKeySequence.Kind) -> XKBComposeState.Status {
            state.reset()
            for keysym in keysyms { state.feed(keysym) }
            let status = state.status
            if status == .composed {
                let text = state.utf8
                if !text.isEmpty {
                    table[text, default: []].append(
                        XKBKeySequence(kind: kind, keys: keysyms.map { simplest[$0]! }, text: text))
                }
            }
            return status
        }

        for dead in bases where dead.isDead {
            for base in bases { _ = probe([dead, base], kind: .deadKey) }
        }
        if let multi = XKBKeysym(name: "Multi_key"), simplest[multi] != nil {
            for first in bases {
                // Only continue into second keysyms when the first one starts a sequence.
                state.reset()
                state.feed(multi)
                state.feed(first)
                guard state.status == .composing else { continue }
                for second in bases { _ = probe([multi, first, second], kind: .compose) }
            }
        }
        func modifierCount(_ sequence: XKBKeySequence) -> Int {
            sequence.keys.reduce(0) { (sum: Int, key: XKBKeyWay) -> Int in sum + key.modifiers.count }
        }
        sequencesByText = table.mapValues { (sequences: [XKBKeySequence]) -> [XKBKeySequence] in
            sequences.sorted { (a: XKBKeySequence, b: XKBKeySequence) -> Bool in
                if a.keys.count != b.keys.count { return a.keys.count < b.keys.count }
                return modifierCount(a) < modifierCount(b)
            }
        }
    }

    /// The sequences that compose `character`.
    public func sequences(for character: Character) -> [XKBKeySequence] {
        sequencesByText[String(character)] ?? []
    }
}
