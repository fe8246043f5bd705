import Foundation
import KeyboardSimUIKit
internal import CXKB

/// An owning wrapper of an `xkb_state`: which modifiers and layout are active while keys go down and up.
///
/// Ask a key for its text (``utf8(keycode:)``) *before* feeding its press to ``update(keycode:direction:)``:
/// a press consumes latched modifiers (a one-shot shift), as a client that receives the event would see.
public final class XKBState {
    let pointer: OpaquePointer
    /// The keymap the state follows (kept alive with it).
    public let keymap: XKBKeymap

    /// A key going down or up.
    public enum Direction: Sendable {
        /// The key is pressed.
        case down
        /// The key is released.
        case up
    }

    /// Which part of the modifier or layout state (`enum xkb_state_component`).
    public enum Component: Sendable {
        /// Modifiers held down.
        case depressed
        /// Modifiers latched until the next key (one-shot shift).
        case latched
        /// Modifiers locked until pressed again (caps lock, a plane lock).
        case locked
        /// All of the above combined: what a key sees.
        case effective

        var modsComponent: xkb_state_component {
            switch self {
            case .depressed: XKB_STATE_MODS_DEPRESSED
            case .latched: XKB_STATE_MODS_LATCHED
            case .locked: XKB_STATE_MODS_LOCKED
            case .effective: XKB_STATE_MODS_EFFECTIVE
            }
        }

        var layoutComponent: xkb_state_component {
            switch self {
            case .depressed: XKB_STATE_LAYOUT_DEPRESSED
            case .latched: XKB_STATE_LAYOUT_LATCHED
            case .locked: XKB_STATE_LAYOUT_LOCKED
            case .effective: XKB_STATE_LAYOUT_EFFECTIVE
            }
        }
    }

    /// Creates the state of a keyboard with no key down; wraps `xkb_state_new`.
    ///
    /// - Throws: ``KeymapError`` of kind `.state` when xkbcommon cannot allocate it.
    public init(keymap: XKBKeymap) throws {
        guard let pointer = xkb_state_new(keymap.pointer) else {
            throw KeymapError(
                kind: .state, value: keymap.sourceName, source: "xkb_state_new",
                accepted: "a compiled keymap")
        }
        self.pointer = pointer
        self.keymap = keymap
    }

    deinit { xkb_state_unref(pointer) }

    /// Feeds a key press or release; wraps `xkb_state_update_key`.
    ///
    /// - Returns: whether modifiers, layout or LEDs changed.
    @discardableResult
    public func update(keycode: UInt32, direction: Direction) -> Bool {
        let changed = xkb_state_update_key(pointer, keycode, direction == .down ? XKB_KEY_DOWN : XKB_KEY_UP)
        return changed.rawValue != 0
    }

    /// Presses and releases a key, returning the text it produced (read before the press).
    public func tap(keycode: UInt32) -> String {
        let text = utf8(keycode: keycode)
        update(keycode: keycode, direction: .down)
        update(keycode: keycode, direction: .up)
        return text
    }

    /// The text the key would produce now, empty for none; wraps `xkb_state_key_get_utf8`.
    public func utf8(keycode: UInt32) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let length = xkb_state_key_get_utf8(pointer, keycode, buffer.baseAddress, buffer.count)
            if length <= 0 { return "" }
            if Int(length) < buffer.count { return String(cString: buffer.baseAddress!) }
            // Longer than the buffer (several keysyms): ask again with room for all of it.
            var large = [CChar](repeating: 0, count: Int(length) + 1)
            _ = xkb_state_key_get_utf8(pointer, keycode, &large, large.count)
            return String(decoding: large.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }

    /// The keysyms the key would produce now; wraps `xkb_state_key_get_syms`.
    public func keysyms(keycode: UInt32) -> [XKBKeysym] {
        var syms: UnsafePointer<xkb_keysym_t>? = nil
        let count = xkb_state_key_get_syms(pointer, keycode, &syms)
        guard count > 0, let syms else { return [] }
        return (0..<Int(count)).map { XKBKeysym(rawValue: syms[$0]) }
    }

    /// The single keysym the key would produce now, or `NoSymbol`; wraps `xkb_state_key_get_one_sym`.
    public func keysym(keycode: UInt32) -> XKBKeysym {
        XKBKeysym(rawValue: xkb_state_key_get_one_sym(pointer, keycode))
    }

    /// The layout (0-based) the key would use now; wraps `xkb_state_key_get_layout`.
    public func layout(keycode: UInt32) -> Int? {
        let layout = xkb_state_key_get_layout(pointer, keycode)
        return layout == XKB_LAYOUT_INVALID ? nil : Int(layout)
    }

    /// The level (0-based) the key would use now in `layout`; wraps `xkb_state_key_get_level`.
    public func level(keycode: UInt32, layout: Int) -> Int? {
        let level = xkb_state_key_get_level(pointer, keycode, xkb_layout_index_t(layout))
        return level == XKB_LEVEL_INVALID ? nil : Int(level)
    }

    /// The modifier mask of a component; wraps `xkb_state_serialize_mods`.
    public func modifierMask(_ component: Component = .effective) -> UInt32 {
        xkb_state_serialize_mods(pointer, component.modsComponent)
    }

    /// The names of the modifiers active in a component (`["Shift", "Mod5"]`).
    public func modifierNames(_ component: Component = .effective) -> [String] {
        keymap.modifierNames(in: modifierMask(component))
    }

    /// The layout index of a component; wraps `xkb_state_serialize_layout`.
    public func layoutIndex(_ component: Component = .effective) -> Int {
        Int(xkb_state_serialize_layout(pointer, component.layoutComponent))
    }

    /// Whether the named modifier is active in a component; wraps `xkb_state_mod_name_is_active`.
    public func isModifierActive(_ name: String, in component: Component = .effective) -> Bool {
        xkb_state_mod_name_is_active(pointer, name, component.modsComponent) > 0
    }

    /// Sets the modifier and layout state directly, as a server would; wraps `xkb_state_update_mask`.
    public func setMask(depressed: UInt32 = 0, latched: UInt32 = 0, locked: UInt32 = 0, layout: Int = 0) {
        _ = xkb_state_update_mask(pointer, depressed, latched, locked, 0, 0, xkb_layout_index_t(layout))
    }
}
