import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// A hardware keyboard with a real layout (RMLVO from xkb-data, or a keymap file), typed through `xkb_state`:
/// modifiers are pressed and released around each key, dead keys and Compose go through xkbcommon's Compose state.
@MainActor public final class HardwareKeyboard {
    /// The transcript's keyboard name: `hardware:de`, `hardware:us:intl`, `hardware:FILE`.
    public let name: String
    /// The compiled XKB keymap.
    public let keymap: XKBKeymap
    let state: XKBState
    let lookup: XKBReverseLookup
    let composeTable: XKBComposeTable?
    package let compose: XKBComposeState?
    private lazy var sequences: XKBSequenceTable? = composeTable.map { XKBSequenceTable(lookup: lookup, compose: $0) }
    private var modifierKeys: [String: UInt32] = [:]
    /// Plans and key descriptions are pure functions of the character, or of key + modifiers + layout: memoised.
    private var planCache: [Character: [XKBKeyWay]?] = [:]
    private struct EventKey: Hashable { var keycode: UInt32, mods: UInt32, layout: Int, down: Bool }
    private var eventMemo: [EventKey: KeyEvent] = [:]

    /// A layout from xkb-data (`--layout de --variant nodeadkeys`).
    public convenience init(layout: String, variant: String = "", options: String = "", locale: String = "en_US.UTF-8")
        throws
    {
        let keymap = try XKBKeymap(layout: layout, variant: variant, options: options)
        try self.init(
            keymap: keymap, name: "hardware:" + layout + (variant.isEmpty ? "" : ":" + variant), locale: locale)
    }

    /// A keymap file (`--keymap FILE`).
    public convenience init(keymapFile: String, locale: String = "en_US.UTF-8") throws {
        let keymap = try XKBKeymap(contentsOfFile: keymapFile)
        try self.init(
            keymap: keymap, name: "hardware:" + URL(fileURLWithPath: keymapFile).lastPathComponent, locale: locale)
    }

    init(keymap: XKBKeymap, name: String, locale: String) throws {
        self.keymap = keymap
        self.name = name
        state = try XKBState(keymap: keymap)
        lookup = keymap.reverseLookup()
        composeTable = try? XKBComposeTable(locale: locale)
        compose = composeTable.map { XKBComposeState(table: $0) }
        // The key a person presses for each modifier: left Shift, AltGr (RALT) for level 3, left Control/Alt.
        let preferred = ["LFSH", "RALT", "LCTL", "LALT", "CAPS"]
        for (mod, syms) in [
            ("Shift", ["Shift_L", "Shift_R"]), ("Mod5", ["ISO_Level3_Shift", "Mode_switch"]),
            ("Control", ["Control_L"]), ("Mod1", ["Alt_L"]), ("Lock", ["Caps_Lock"])
        ] {
            for sym in syms {
                guard let ks = XKBKeysym(name: sym) else { continue }
                let ways = lookup.ways(for: ks).filter { $0.levelIndex == 0 }
                let rank = { (w: XKBKeyWay) in preferred.firstIndex(of: w.keyName) ?? preferred.count }
                if let way = ways.min(by: { (rank($0), $0.keycode) < (rank($1), $1.keycode) }) {
                    modifierKeys[mod] = way.keycode
                    break
                }
            }
        }
    }

    /// The keys (with their modifiers) that type `character`: a direct key if there is one (fewest modifiers,
    /// never Caps Lock), else a dead-key or Compose sequence; nil when the layout cannot type it.
    package func plan(_ character: Character) -> [XKBKeyWay]? {
        if let cached = planCache[character] { return cached }
        let planned = computePlan(character)
        if planCache.count > 4096 { planCache.removeAll(keepingCapacity: true) }
        planCache[character] = planned
        return planned
    }

    private func computePlan(_ character: Character) -> [XKBKeyWay]? {
        // Control characters are not typed: Return is a key of its own (newline), and tab is the only one a
        // hardware keyboard types as text. U+0008 is not an insertion of the delete key.
        if character.isControlCharacter && character != "\t" { return nil }
        let layout = state.layoutIndex(.effective)
        let direct = lookup.ways(for: character)
            .filter {
                $0.layoutIndex == layout && !$0.modifiers.contains("Lock")
                    && $0.modifiers.allSatisfy { modifierKeys[$0] != nil }
            }
            .min { ($0.modifiers.count, $0.levelIndex, $0.keycode) < ($1.modifiers.count, $1.levelIndex, $1.keycode) }
        if let direct { return [direct] }
        let seqs = sequences?.sequences(for: character) ?? []
        let usable = seqs.filter { seq in
            seq.keys.allSatisfy { $0.layoutIndex == layout && $0.modifiers.allSatisfy { modifierKeys[$0] != nil } }
        }
        return usable.min {
            ($0.keys.count, $0.kind == .deadKey ? 0 : 1) < ($1.keys.count, $1.kind == .deadKey ? 0 : 1)
        }?.keys
    }

    /// One press of a key: the events, the text it produced (after Compose), and whether a dead key or Compose
    /// sequence is now pending.
    package struct Press {
        package var events: [KeyEvent]
        package var text: String
        package var composing: Bool
        package var deadKeysym: XKBKeysym?
    }

    /// Presses the way's modifiers, the key, and releases them in reverse order.
    package func press(_ way: XKBKeyWay) -> Press {
        var events: [KeyEvent] = []
        let mods = way.modifiers.isEmpty ? [] : way.modifiers.compactMap { modifierKeys[$0] }
        events.reserveCapacity(2 + 2 * mods.count)
        for m in mods { events.append(event(m, .down)) }
        let keysym = state.keysym(keycode: way.keycode)
        var down = event(way.keycode, .down)
        var text = down.utf8
        var composing = false
        var dead: XKBKeysym?
        if let compose {
            if compose.feed(keysym) == .accepted {
                switch compose.status {
                case .composing:
                    text = ""; composing = true
                    if keysym.isDead { dead = keysym }
                case .composed:
                    text = compose.utf8; compose.reset()
                case .cancelled:
                    text = ""; compose.reset()
                case .nothing:
                    break
                }
            }
        }
        down.utf8 = text
        events.append(down)
        events.append(event(way.keycode, .up))
        var i = mods.count
        while i > 0 { i -= 1; events.append(event(mods[i], .up)) }
        return Press(events: events, text: text, composing: composing, deadKeysym: dead)
    }

    private func event(_ keycode: UInt32, _ direction: XKBState.Direction) -> KeyEvent {
        let memoKey = EventKey(
            keycode: keycode, mods: state.modifierMask(.effective), layout: state.layoutIndex(.effective),
            down: direction == .down)
        if let e = eventMemo[memoKey] {
            state.update(keycode: keycode, direction: direction)
            return e
        }
        let layout = state.layout(keycode: keycode) ?? 0
        let level = state.level(keycode: keycode, layout: layout) ?? 0
        let e = KeyEvent(
            keyboard: name, action: direction == .down ? "down" : "up", key: keymap.keyName(keycode) ?? "",
            keycode: Int(keycode), keysym: state.keysym(keycode: keycode).name,
            mods: state.modifierNames(.effective), level: level + 1, plane: nil,
            utf8: direction == .down ? state.utf8(keycode: keycode) : "")
        eventMemo[memoKey] = e
        state.update(keycode: keycode, direction: direction)
        return e
    }

    /// The spacing character a dead key shows as marked text while it waits for its base key.
    static func spacing(for dead: XKBKeysym) -> String {
        let table: [String: String] = [
            "dead_acute": "´", "dead_grave": "`", "dead_circumflex": "^", "dead_tilde": "~", "dead_diaeresis": "¨",
            "dead_cedilla": "¸", "dead_abovering": "˚", "dead_caron": "ˇ", "dead_macron": "¯", "dead_breve": "˘",
            "dead_doubleacute": "˝", "dead_ogonek": "˛", "dead_abovedot": "˙", "dead_stroke": "/"
        ]
        return table[dead.name] ?? "·"
    }
}
