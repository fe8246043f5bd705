import KeyboardSimUIKit
internal import CXKB
import Foundation

/// The bare libxkbcommon typing loop: the floor that every kbsim typing path is compared against.
///
/// It deliberately uses the C API directly (no wrapper classes) so that it measures xkbcommon alone.
package enum XKBBaseline {
    /// Presses and releases keys producing a–z in a loop: `xkb_state_key_get_utf8` (before the press, as
    /// docs/keyboards.md says), `xkb_state_update_key` down and up. Returns keystrokes per second.
    ///
    /// - Parameters:
    ///   - layout: an xkb-data layout, optionally `layout:variant` (e.g. `us`, `de`, `us:intl`).
    ///   - keystrokes: how many press/release pairs to time (at least 1).
    /// - Throws: ``KeymapError`` when the layout does not compile or has no keys for a–z.
    package static func keystrokesPerSecond(layout: String, keystrokes: Int) throws -> Double {
        precondition(keystrokes > 0, "XKBBaseline.keystrokesPerSecond: keystrokes must be positive, got \(keystrokes)")
        let parts = layout.split(separator: ":", maxSplits: 1).map(String.init)
        let layoutName = parts.first ?? ""
        let variant = parts.count > 1 ? parts[1] : ""

        guard let context = xkb_context_new(XKB_CONTEXT_NO_ENVIRONMENT_NAMES) else {
            throw KeymapError(
                kind: .context, value: layout, source: "xkb_context_new",
                accepted: "a readable xkb-data directory (/usr/share/X11/xkb)")
        }
        defer { xkb_context_unref(context) }
        xkb_context_set_log_level(context, XKB_LOG_LEVEL_CRITICAL)

        let keymap: OpaquePointer? = "evdev".withCString { rules in
            "pc105".withCString { model in
                layoutName.withCString { layoutPointer in
                    variant.withCString { variantPointer in
                        var names = xkb_rule_names(
                            rules: rules, model: model, layout: layoutPointer,
                            variant: variantPointer, options: nil)
                        return xkb_keymap_new_from_names(context, &names, XKB_KEYMAP_COMPILE_NO_FLAGS)
                    }
                }
            }
        }
        guard let keymap else {
            throw KeymapError(
                kind: .keymap, value: layout, source: "RMLVO evdev/pc105/\(layoutName)/\(variant)/",
                accepted: "a layout[:variant] from xkb-data (`kbsim layouts` lists them)")
        }
        defer { xkb_keymap_unref(keymap) }
        guard let state = xkb_state_new(keymap) else {
            throw KeymapError(kind: .state, value: layout, source: "xkb_state_new", accepted: "a compiled keymap")
        }
        defer { xkb_state_unref(state) }

        // Keycodes whose first layout, first level gives a…z.
        var keycodeForLetter = [xkb_keycode_t](repeating: 0, count: 26)
        let minKeycode = xkb_keymap_min_keycode(keymap), maxKeycode = xkb_keymap_max_keycode(keymap)
        for keycode in minKeycode...maxKeycode {
            var syms: UnsafePointer<xkb_keysym_t>? = nil
            let count = xkb_keymap_key_get_syms_by_level(keymap, keycode, 0, 0, &syms)
            guard count == 1, let sym = syms?.pointee else { continue }
            if sym >= UInt32(XKB_KEY_a), sym <= UInt32(XKB_KEY_z) {
                let index = Int(sym - UInt32(XKB_KEY_a))
                if keycodeForLetter[index] == 0 { keycodeForLetter[index] = keycode }
            }
        }
        let letters = keycodeForLetter.filter { $0 != 0 }
        guard !letters.isEmpty else {
            throw KeymapError(
                kind: .keymap, value: layout, source: "RMLVO evdev/pc105/\(layoutName)/\(variant)/",
                messages: ["no key gives a–z on its first level"],
                accepted: "a layout with Latin letters, such as `us`")
        }

        var buffer = [CChar](repeating: 0, count: 16)
        var produced = 0
        let start = DispatchTime.now().uptimeNanoseconds
        buffer.withUnsafeMutableBufferPointer { out in
            var index = 0
            for _ in 0..<keystrokes {
                let keycode = letters[index]
                index += 1
                if index == letters.count { index = 0 }
                produced &+= Int(xkb_state_key_get_utf8(state, keycode, out.baseAddress, out.count))
                xkb_state_update_key(state, keycode, XKB_KEY_DOWN)
                xkb_state_update_key(state, keycode, XKB_KEY_UP)
            }
        }
        let elapsed = DispatchTime.now().uptimeNanoseconds - start
        precondition(produced >= keystrokes, "XKBBaseline: keys produced no text (\(produced) bytes)")
        return Double(keystrokes) / (Double(max(elapsed, 1)) / 1e9)
    }

    /// The error the baseline throws (the same ``KeymapError`` as the wrappers).
    package typealias BaselineError = KeymapError
}
