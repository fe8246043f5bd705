import Foundation
import KeyboardSimUIKit
internal import CXKB

/// One direct way to type a character: a key at a level, with one modifier mask that selects the level.
public struct XKBKeyWay: Hashable, Sendable, CustomStringConvertible {
    /// The key's name, e.g. `AC01`.
    public let keyName: String
    /// The keycode (evdev + 8 on xkb-data layouts, e.g. 38 for `AC01`).
    public let keycode: UInt32
    /// The layout (group), 0-based as xkbcommon counts; xkbcli and the transcript print `layoutIndex + 1`.
    public let layoutIndex: Int
    /// The shift level, 0-based as xkbcommon counts; xkbcli and the transcript print `levelIndex + 1`.
    public let levelIndex: Int
    /// The modifier mask that selects the level (bits are the keymap's modifier indices).
    public let modifierMask: UInt32
    /// The modifiers in the mask, as xkbcommon names them (`Shift`, `Lock`, `Control`, `Mod1`…`Mod5`).
    public let modifiers: [String]
    /// The keysym at that level.
    public let keysym: XKBKeysym

    /// The level as xkbcli and the transcript number it (1-based).
    public var levelNumber: Int { levelIndex + 1 }
    /// The layout as xkbcli and the transcript number it (1-based).
    public var layoutNumber: Int { layoutIndex + 1 }

    /// `AC01 (38) layout 1 level 2 [Shift]`.
    public var description: String {
        "\(keyName) (\(keycode)) layout \(layoutNumber) level \(levelNumber) [\(modifiers.joined(separator: " "))]"
    }
}

/// Every direct way to type each character of a keymap: the reverse of key → keysym → character.
public struct XKBReverseLookup: Sendable {
    /// The keymap's ``XKBKeymap/sourceName``.
    public let sourceName: String
    /// Ways by the character the keysym produces (`xkb_keysym_to_utf32`), in keycode, layout, level order.
    public let waysByScalar: [Unicode.Scalar: [XKBKeyWay]]
    /// Ways by keysym, including keysyms that produce no character (`dead_acute`, `Shift_L`, `Return`…).
    public let waysByKeysym: [XKBKeysym: [XKBKeyWay]]

    /// The direct ways to type `character`; empty when it is not a single scalar or no key produces it.
    public func ways(for character: Character) -> [XKBKeyWay] {
        let scalars = character.unicodeScalars
        guard scalars.count == 1, let scalar = scalars.first else { return [] }
        return waysByScalar[scalar] ?? []
    }

    /// The direct ways to type `scalar`.
    public func ways(for scalar: Unicode.Scalar) -> [XKBKeyWay] { waysByScalar[scalar] ?? [] }

    /// The ways to produce `keysym`.
    public func ways(for keysym: XKBKeysym) -> [XKBKeyWay] { waysByKeysym[keysym] ?? [] }

    /// The dead keysyms the keymap has (the candidates a dead-key search feeds to Compose).
    public var deadKeysyms: [XKBKeysym] {
        waysByKeysym.keys.filter(\.isDead).sorted { $0.rawValue < $1.rawValue }
    }
}

extension XKBKeymap {
    /// Builds the reverse lookup over every key, layout and level; wraps `xkb_keymap_key_get_syms_by_level`,
    /// `xkb_keymap_key_get_mods_for_level` and `xkb_keysym_to_utf32`.
    ///
    /// Only levels with exactly one keysym count (as in `xkbcli how-to-type`); a level counts once per
    /// modifier mask that selects it.
    ///
    /// ```swift
    /// let lookup = try XKBKeymap(layout: "de").reverseLookup()
    /// lookup.ways(for: "@")   // AD01 level 3 [Mod5]
    /// ```
    public func reverseLookup() -> XKBReverseLookup {
        let modifierCount = Int(xkb_keymap_num_mods(pointer))
        let bitNames: [String] = (0..<modifierCount).map { index in
            xkb_keymap_mod_get_name(pointer, xkb_mod_index_t(index)).map { String(cString: $0) } ?? "Mod#\(index)"
        }
        var namesByMask: [UInt32: [String]] = [:]
        func names(_ mask: UInt32) -> [String] {
            if let known = namesByMask[mask] { return known }
            var result: [String] = []
            var remaining = mask
            while remaining != 0 {
                let bit = remaining.trailingZeroBitCount
                remaining &= remaining - 1
                result.append(bit < bitNames.count ? bitNames[bit] : "Mod#\(bit)")
            }
            namesByMask[mask] = result
            return result
        }

        var byScalar: [Unicode.Scalar: [XKBKeyWay]] = [:]
        var byKeysym: [XKBKeysym: [XKBKeyWay]] = [:]
        var masks = [xkb_mod_mask_t](repeating: 0, count: 64)
        let minKeycode = xkb_keymap_min_keycode(pointer), maxKeycode = xkb_keymap_max_keycode(pointer)
        for keycode in minKeycode...maxKeycode {
            guard let namePointer = xkb_keymap_key_get_name(pointer, keycode) else { continue }
            var keyName: String? = nil
            for layout in 0..<xkb_keymap_num_layouts_for_key(pointer, keycode) {
                for level in 0..<xkb_keymap_num_levels_for_key(pointer, keycode, layout) {
                    var syms: UnsafePointer<xkb_keysym_t>? = nil
                    guard xkb_keymap_key_get_syms_by_level(pointer, keycode, layout, level, &syms) == 1,
                        let sym = syms?.pointee
                    else { continue }
                    let maskCount = masks.withUnsafeMutableBufferPointer { buffer in
                        xkb_keymap_key_get_mods_for_level(
                            pointer, keycode, layout, level,
                            buffer.baseAddress, buffer.count)
                    }
                    guard maskCount > 0 else { continue }
                    let name = keyName ?? String(cString: namePointer)
                    keyName = name
                    let keysym = XKBKeysym(rawValue: sym)
                    let scalarValue = xkb_keysym_to_utf32(sym)
                    let scalar = scalarValue == 0 ? nil : Unicode.Scalar(scalarValue)
                    for index in 0..<maskCount {
                        let way = XKBKeyWay(
                            keyName: name, keycode: keycode, layoutIndex: Int(layout),
                            levelIndex: Int(level), modifierMask: masks[index],
                            modifiers: names(masks[index]), keysym: keysym)
                        byKeysym[keysym, default: []].append(way)
                        if let scalar { byScalar[scalar, default: []].append(way) }
                    }
                }
            }
        }
        return XKBReverseLookup(sourceName: sourceName, waysByScalar: byScalar, waysByKeysym: byKeysym)
    }
}
