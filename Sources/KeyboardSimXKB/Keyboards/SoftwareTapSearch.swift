import Foundation
import KeyboardSimUIKit
/// The fewest taps to each key of a software keyboard that can produce a character, from the keyboard as
/// it opens (its initial plane and layout).
///
/// ``XKBSoftwareKeyboard/taps(for:)`` finds the single shortest plan from the live state; `how-to-type`
/// lists every key, so this searches per key: breadth first over the keys that never produce text
/// (shift and plane keys), up to ``XKBSoftwareKeyboard/maximumModeTaps`` of them, checking each candidate
/// through `xkb_state_key_get_utf8` as the typing path does.
struct SoftwareTapSearch {
    private let keymap: XKBKeymap
    private let lookup: XKBReverseLookup
    private let scratch: XKBState
    private let modeKeys: [UInt32]
    private let planeKey: UInt32?
    private let locked: UInt32
    private let layout: Int

    init(keyboard: XKBSoftwareKeyboard) {
        let keymap = keyboard.keymap
        self.keymap = keymap
        lookup = keymap.reverseLookup()
        // Cannot fail: the keyboard's own state was built from the same keymap.
        scratch = try! XKBState(keymap: keymap)
        locked = keyboard.state.modifierMask(.locked)
        layout = keyboard.state.layoutIndex(.locked)
        var modeKeys: [UInt32] = []
        var planeKey: (keycode: UInt32, levels: Int)? = nil
        for keycode in keymap.keycodes where keymap.layoutCount(keycode: keycode) > 0 {
            let levels = keymap.levelCount(keycode: keycode, layout: 0)
            let syms = (0..<levels).flatMap { keymap.keysyms(keycode: keycode, layout: 0, level: $0) }
            if !syms.isEmpty, syms.allSatisfy({ $0.scalar == nil }) {
                modeKeys.append(keycode)
            }
            let named = keymap.levelNames.byKey[keymap.keyName(keycode) ?? ""]?.first?.count ?? 0
            if named > (planeKey?.levels ?? 0) { planeKey = (keycode, named) }
        }
        self.modeKeys = modeKeys
        self.planeKey = planeKey?.keycode
    }

    /// One plan per key that can produce `character` (shortest first, then by keycode); empty when none can.
    func plans(for character: Character) -> [[XKBTap]] {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return [] }
        let text = String(scalar)
        let targets = Array(Set(lookup.ways(for: scalar).map(\.keycode))).sorted()
        var plans: [[XKBTap]] = []
        for target in targets {
            var frontier: [[UInt32]] = [[]]
            search: for _ in 0...XKBSoftwareKeyboard.maximumModeTaps {
                for moves in frontier {
                    replay(moves)
                    if scratch.utf8(keycode: target) == text {
                        plans.append(describe(moves + [target]))
                        break search
                    }
                }
                frontier = frontier.flatMap { moves in modeKeys.map { moves + [$0] } }
            }
        }
        return plans.sorted { $0.count < $1.count }
    }

    private func replay(_ moves: [UInt32]) {
        scratch.setMask(locked: locked, layout: layout)
        for keycode in moves { _ = scratch.tap(keycode: keycode) }
    }

    /// Replays `keys` from the opening state, describing each tap before performing it.
    private func describe(_ keys: [UInt32]) -> [XKBTap] {
        replay([])
        return keys.map { keycode in
            let layout = scratch.layout(keycode: keycode) ?? 0
            let level = scratch.level(keycode: keycode, layout: layout) ?? 0
            let tap = XKBTap(keyName: keymap.keyName(keycode) ?? "", keycode: keycode,
                             keysym: scratch.keysym(keycode: keycode), layoutIndex: layout, levelIndex: level,
                             modifiers: scratch.modifierNames(.effective), plane: plane(),
                             utf8: scratch.utf8(keycode: keycode))
            _ = scratch.tap(keycode: keycode)
            return tap
        }
    }

    private func plane() -> String {
        guard let planeKey, let layout = scratch.layout(keycode: planeKey),
              let level = scratch.level(keycode: planeKey, layout: layout) else { return "" }
        return keymap.levelName(keycode: planeKey, layout: layout, level: level) ?? ""
    }
}
