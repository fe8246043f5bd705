import Foundation
import KeyboardSimUIKit
/// One tap on a software keyboard: the fields of a transcript `key` event (docs/interfaces.md §1).
public struct XKBTap: Hashable, Sendable, CustomStringConvertible {
    /// The key's name, e.g. `AC01`, `LFSH` (shift, `#+=`, `123`), `MDSW` (`123`, `ABC`).
    public let keyName: String
    /// The keycode (evdev's for the QWERTY keys).
    public let keycode: UInt32
    /// The keysym the key had at the tap (`a`, `Shift_L`, `Mode_switch`…).
    public let keysym: XKBKeysym
    /// The layout (0-based; decimalPad's group 2 is the decimal comma).
    public let layoutIndex: Int
    /// The level (0-based); the transcript prints `levelIndex + 1`.
    public let levelIndex: Int
    /// The effective modifiers at the tap, as xkbcommon names them (`Shift`, `Lock`, `Mod3`, `Mod5`).
    public let modifiers: [String]
    /// The keyboard's plane at the tap: `letters`, `LETTERS`, `numbers` or `symbols`.
    public let plane: String
    /// The text the key produced; empty for shift and plane keys.
    public let utf8: String

    /// `MDSW(Mode_switch)@letters`.
    public var description: String { "\(keyName)(\(keysym.name))@\(plane)" + (utf8.isEmpty ? "" : "→\(utf8)") }
}

/// A software keyboard: a kbsim keymap (`keymaps/<type>.xkb`), its state, and the shortest-tap planner.
///
/// Typing a character plans the fewest taps (shift latch, plane keys, then the key) from the current
/// plane and modifiers, and performs them through libxkbcommon; the text comes from `xkb_state_key_get_utf8`.
///
/// ```swift
/// let keyboard = try XKBSoftwareKeyboard(type: "emailAddress", directory: "keymaps")
/// let taps = keyboard.type("@")   // [AB08(at)@letters→@]
/// ```
public final class XKBSoftwareKeyboard {
    /// The compiled keymap.
    public let keymap: XKBKeymap
    /// The live state (modifiers and plane) that taps go through.
    public let state: XKBState
    private let scratch: XKBState
    private let lookup: XKBReverseLookup
    /// Keys that never produce text (shift, plane keys): the moves the planner may add before a key.
    private let modeKeys: [UInt32]
    private let planeKey: UInt32?
    /// The keyboard type (a `UIKeyboardType` case name, or `pinyin`), when known.
    public let typeName: String?
    /// The state after the last text-producing tap (no latch pending) and the mode taps since then.
    private var base: Snapshot
    private let initial: Snapshot
    private var history: [UInt32] = []
    private var cache: [CacheKey: [XKBTap]] = [:]

    /// The largest number of shift/plane taps tried before a character's key.
    public static let maximumModeTaps = 4

    private struct Snapshot: Hashable { var latched: UInt32, locked: UInt32, layout: Int }
    private struct CacheKey: Hashable { var base: Snapshot, history: [UInt32], scalar: Unicode.Scalar }
    private struct TapKey: Hashable { var keycode: UInt32, layout: Int, mods: UInt32 }
    private var tapMemo: [TapKey: XKBTap] = [:]
    /// The keymap's facts the key labels need (``label(of:keyboard:returnKeyType:)``), read on the first label.
    lazy var labelFacts = KeyLabels.Facts(keymap)

    /// The locked modifiers a keyboard type starts with (numbersAndPunctuation opens on its `123` plane).
    public static func initialLockedModifiers(forType type: String) -> [String] {
        type == "numbersAndPunctuation" ? ["Mod5"] : []
    }

    /// The layout for a decimal separator on decimalPad: group 1 (index 0) is `.`, group 2 is `,`.
    public static func layoutIndex(forDecimalSeparator separator: String) -> Int {
        separator == "," ? 1 : 0
    }

    /// Loads `directory/<type>.xkb` (a UIKeyboardType case name) in a context without xkb-data.
    ///
    /// - Parameters:
    ///   - type: the keyboard type's case name (`emailAddress`).
    ///   - directory: the folder of the software keymaps.
    ///   - decimalSeparator: the locale's decimal separator; selects decimalPad's group.
    /// - Throws: ``KeymapError`` naming the file when it is missing or does not compile.
    public convenience init(type: String, directory: String, decimalSeparator: String = ".") throws {
        let keymap = try XKBKeymap(
            contentsOfFile: "\(directory)/\(type).xkb",
            context: XKBContext(defaultIncludes: false))
        try self.init(
            keymap: keymap,
            lockedModifiers: Self.initialLockedModifiers(forType: type),
            layout: type == "decimalPad" ? Self.layoutIndex(forDecimalSeparator: decimalSeparator) : 0,
            typeName: type)
    }

    /// Wraps a compiled software keymap, starting with `lockedModifiers` locked in `layout`.
    public init(keymap: XKBKeymap, lockedModifiers: [String] = [], layout: Int = 0, typeName: String? = nil) throws {
        self.keymap = keymap
        self.typeName = typeName
        state = try XKBState(keymap: keymap)
        scratch = try XKBState(keymap: keymap)
        lookup = keymap.reverseLookup()
        modeKeys = Self.modeKeys(of: keymap)
        planeKey = Self.planeKey(of: keymap)
        base = Snapshot(latched: 0, locked: keymap.modifierMask(lockedModifiers), layout: layout)
        initial = base
        state.setMask(locked: base.locked, layout: layout)
    }

    /// Back to the state the keyboard starts in (a field beginning to edit brings up a fresh keyboard).
    public func reset() {
        state.setMask(locked: initial.locked, layout: initial.layout)
        base = initial
        history = []
    }

    /// The key that produces a keysym (`BackSpace`, `Return`, `Shift_L`), if the keyboard has one.
    public func keycode(producing keysymName: String) -> UInt32? {
        guard let keysym = XKBKeysym(name: keysymName) else { return nil }
        return lookup.ways(for: keysym).min { ($0.levelIndex, $0.keycode) < ($1.levelIndex, $1.keycode) }?.keycode
    }

    /// The plane now: the level name of the key with the most named levels (`letters`, `numbers`…).
    public var plane: String { plane(of: state) }

    private func plane(of state: XKBState) -> String { Self.plane(of: state, planeKey: planeKey) }

    /// The shortest taps that type `character` from the current state, or `nil` when this keyboard
    /// cannot type it (not a single scalar, or no key produces it within ``maximumModeTaps`` moves).
    public func taps(for character: Character) -> [XKBTap]? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        let key = CacheKey(base: base, history: history, scalar: scalar)
        if let cached = cache[key] { return cached }
        let targets = Array(Set(lookup.ways(for: scalar).map(\.keycode))).sorted()
        guard !targets.isEmpty else { return nil }
        let text = String(scalar)
        var frontier: [[UInt32]] = [[]]
        for _ in 0...Self.maximumModeTaps {
            for moves in frontier {
                replay(moves)
                if let target = targets.first(where: { scratch.utf8(keycode: $0) == text }) {
                    replay([])
                    let plan = (moves + [target]).map { record(tap: $0, on: scratch) }
                    cache[key] = plan
                    return plan
                }
            }
            frontier = frontier.flatMap { moves in modeKeys.map { moves + [$0] } }
        }
        return nil
    }

    /// Plans and performs the taps for `character`; returns them, or `nil` (and changes nothing)
    /// when the keyboard cannot type it.
    @discardableResult
    public func type(_ character: Character) -> [XKBTap]? {
        guard let plan = taps(for: character) else { return nil }
        return plan.map { perform(keycode: $0.keycode) }
    }

    /// Taps one key through the live state and returns what happened; wraps `xkb_state_key_get_utf8`
    /// (read before the press) and `xkb_state_update_key`.
    @discardableResult
    public func perform(keycode: UInt32) -> XKBTap {
        let tap = record(tap: keycode, on: state)
        if tap.utf8.isEmpty {
            history.append(keycode)
        } else {
            base = Snapshot(
                latched: state.modifierMask(.latched), locked: state.modifierMask(.locked),
                layout: state.layoutIndex(.locked))
            history = []
            if cache.count > 4096 { cache.removeAll(keepingCapacity: true) }
        }
        return tap
    }

    /// Taps the key named `keyName` (e.g. `LFSH`); traps on a name the keymap lacks (a programmer error).
    @discardableResult
    public func perform(keyName: String) -> XKBTap {
        guard let keycode = keymap.keycode(named: keyName) else {
            preconditionFailure("XKBSoftwareKeyboard \(keymap.sourceName) has no key named \(keyName)")
        }
        return perform(keycode: keycode)
    }

    /// Sets the scratch state to the live one: base snapshot, then the mode taps since, then `moves`.
    private func replay(_ moves: [UInt32]) {
        scratch.setMask(latched: base.latched, locked: base.locked, layout: base.layout)
        for keycode in history + moves { _ = scratch.tap(keycode: keycode) }
    }

    /// Describes a tap of `keycode` on `state` and performs it there.
    ///
    /// The description (names, plane, text) is a pure function of the key, the effective layout and the
    /// effective modifiers, so it is computed through xkbcommon once per such combination and memoised.
    private func record(tap keycode: UInt32, on state: XKBState) -> XKBTap {
        let memoKey = TapKey(
            keycode: keycode, layout: state.layoutIndex(.effective),
            mods: state.modifierMask(.effective))
        if let tap = tapMemo[memoKey] {
            state.update(keycode: keycode, direction: .down)
            state.update(keycode: keycode, direction: .up)
            return tap
        }
        let layout = state.layout(keycode: keycode) ?? 0
        let level = state.level(keycode: keycode, layout: layout) ?? 0
        let tap = XKBTap(
            keyName: keymap.keyName(keycode) ?? "", keycode: keycode, keysym: state.keysym(keycode: keycode),
            layoutIndex: layout, levelIndex: level, modifiers: state.modifierNames(.effective),
            plane: plane(of: state), utf8: state.utf8(keycode: keycode))
        tapMemo[memoKey] = tap
        state.update(keycode: keycode, direction: .down)
        state.update(keycode: keycode, direction: .up)
        return tap
    }

    // MARK: The keys of a software keymap

    /// The keys that produce no character in any level (shift, the plane keys): what a plan may tap first.
    package static func modeKeys(of keymap: XKBKeymap) -> [UInt32] {
        keymap.keycodes.filter { keycode in
            guard keymap.layoutCount(keycode: keycode) > 0 else { return false }
            let levels = keymap.levelCount(keycode: keycode, layout: 0)
            let syms = (0..<levels).flatMap { keymap.keysyms(keycode: keycode, layout: 0, level: $0) }
            return !syms.isEmpty && syms.allSatisfy { $0.scalar == nil }
        }
    }

    /// The key with the most named levels: the one whose level tells the plane (`letters`, `numbers`, …).
    package static func planeKey(of keymap: XKBKeymap) -> UInt32? {
        var best: (keycode: UInt32, levels: Int)? = nil
        for keycode in keymap.keycodes {
            guard let name = keymap.keyName(keycode) else { continue }
            let named = keymap.levelNames.byKey[name]?.first?.count ?? 0
            if named > (best?.levels ?? 0) { best = (keycode, named) }
        }
        return best?.keycode
    }

    /// The plane a state shows.
    package static func plane(of state: XKBState, planeKey: UInt32?) -> String {
        guard let planeKey, let layout = state.layout(keycode: planeKey),
            let level = state.level(keycode: planeKey, layout: layout)
        else { return "" }
        return state.keymap.levelName(keycode: planeKey, layout: layout, level: level) ?? ""
    }

    // MARK: Every way, from the keyboard as it opens

    /// For each key that can produce `character`, the fewest taps to it from the keyboard as it opens, shortest
    /// plan first (how-to-type lists them all; typing uses ``taps(for:)`` from the current plane).
    public func plans(for character: Character) -> [[XKBTap]] {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return [] }
        let text = String(scalar)
        let start = initial
        func replayFromStart(_ moves: [UInt32]) {
            scratch.setMask(latched: start.latched, locked: start.locked, layout: start.layout)
            for keycode in moves { _ = scratch.tap(keycode: keycode) }
        }
        var plans: [[XKBTap]] = []
        for target in Array(Set(lookup.ways(for: scalar).map(\.keycode))).sorted() {
            var frontier: [[UInt32]] = [[]]
            search: for _ in 0...Self.maximumModeTaps {
                for moves in frontier {
                    replayFromStart(moves)
                    if scratch.utf8(keycode: target) == text {
                        replayFromStart([])
                        plans.append((moves + [target]).map { record(tap: $0, on: scratch) })
                        break search
                    }
                }
                frontier = frontier.flatMap { moves in modeKeys.map { moves + [$0] } }
            }
        }
        return plans.sorted { $0.count < $1.count }
    }
}

/// How a person types a character on a software keyboard: the one answer typing, the unreachable-character
/// check, `keyboardTypes(thatCanType:)`, how-to-type and render share (docs/keyboards.md; long-press alternates
/// and the emoji keyboard per docs/uikit-behavior.md, Decisions).
public enum SoftwareKeyRoute: Equatable, Sendable {
    /// Taps from the current plane: shift and plane keys, then the key.
    case taps([XKBTap])
    /// Taps to the base key, the last one held for a long press that chooses `alternate`.
    case longPress(taps: [XKBTap], alternate: Character)
    /// The globe key's emoji keyboard, where any emoji is one tap.
    case emoji
    /// A flick of one key in a direction (the 10-key kana keyboard): the key's level named for the direction
    /// (`left`, `up`, `right`, `down`), with no tap before it.
    case flick(XKBTap)
    /// The keyboard has no way to type it.
    case unreachable
}

extension XKBSoftwareKeyboard {
    /// Whether the keyboard offers long-press alternates and the emoji keyboard (the letter keyboards and the
    /// pinyin keyboard; not asciiCapable or the number pads).
    public var offersAlternates: Bool {
        guard let typeName else { return false }
        if let type = UIKeyboardType.allCases.first(where: { $0.name == typeName }) {
            return LongPressAlternates.available(on: type)
        }
        return ["pinyin", "korean", "zhuyin", "japanese-kana"].contains(typeName)
            || SoftwareKeymaps.tableKeyboardTypes.contains(typeName)
    }

    /// The level names of a flick, in the order a person reads them: left, up, right, down.
    public static let flickDirections = ["left", "up", "right", "down"]

    /// The flick that types `character` on a keyboard whose keys have flick levels (the 10-key kana keyboard), or
    /// nil: a key's level, in the current layout, named for a direction. The state does not change (a flick is a
    /// gesture on the key, not a modifier); the tap's modifiers are the ones that name the level in the keymap.
    public func flick(for character: Character) -> XKBTap? {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return nil }
        let layout = state.layoutIndex(.effective)
        for way in lookup.ways(for: scalar) where way.layoutIndex == layout {
            guard let name = keymap.levelName(keycode: way.keycode, layout: layout, level: way.levelIndex),
                Self.flickDirections.contains(name)
            else { continue }
            return XKBTap(
                keyName: way.keyName, keycode: way.keycode, keysym: way.keysym, layoutIndex: layout,
                levelIndex: way.levelIndex, modifiers: way.modifiers, plane: plane, utf8: String(scalar))
        }
        return nil
    }

    /// How `character` is typed from the current plane. `secure`: a secure field, which offers no emoji keyboard.
    public func route(for character: Character, secure: Bool = false) -> SoftwareKeyRoute {
        // A software keyboard types no control character as text (newline is the Return key, handled before).
        if character.isControlCharacter { return .unreachable }
        if character.isEmojiKeyboardCharacter && offersAlternates && !secure { return .emoji }
        if let taps = taps(for: character) { return .taps(taps) }
        if let flick = flick(for: character) { return .flick(flick) }
        if offersAlternates, let base = LongPressAlternates.baseOf[character], let taps = taps(for: base) {
            return .longPress(taps: taps, alternate: character)
        }
        return .unreachable
    }
}
