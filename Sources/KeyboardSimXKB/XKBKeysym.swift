import Foundation
import KeyboardSimUIKit
internal import CXKB

/// An XKB keysym (`xkb_keysym_t`) with its name and the character it produces.
public struct XKBKeysym: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The keysym's value, as in `xkbcommon-keysyms.h`.
    public let rawValue: UInt32

    /// Wraps a keysym value.
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// The keysym named `name` (`a`, `eacute`, `dead_acute`, `U20AC`…); wraps `xkb_keysym_from_name`.
    public init?(name: String) {
        let value = xkb_keysym_from_name(name, XKB_KEYSYM_NO_FLAGS)
        guard value != UInt32(XKB_KEY_NoSymbol) else { return nil }
        rawValue = value
    }

    /// The keysym xkbcommon uses for `scalar` (e.g. `a`, `eacute`, or `U4F60`); wraps `xkb_utf32_to_keysym`.
    public init?(scalar: Unicode.Scalar) {
        let value = xkb_utf32_to_keysym(scalar.value)
        guard value != UInt32(XKB_KEY_NoSymbol) else { return nil }
        rawValue = value
    }

    /// `NoSymbol`.
    public static let noSymbol = XKBKeysym(rawValue: UInt32(XKB_KEY_NoSymbol))

    /// The keysym's name, or `0x…` when it has none; wraps `xkb_keysym_get_name`.
    public var name: String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: 64) { buffer in
            let length = xkb_keysym_get_name(rawValue, buffer.baseAddress, buffer.count)
            guard length > 0 else { return String(format0x: rawValue) }
            return String(cString: buffer.baseAddress!)
        }
    }

    /// The Unicode scalar the keysym produces, if any; wraps `xkb_keysym_to_utf32`.
    public var scalar: Unicode.Scalar? {
        let value = xkb_keysym_to_utf32(rawValue)
        return value == 0 ? nil : Unicode.Scalar(value)
    }

    /// Whether this is a dead key (`dead_acute`, `dead_grave`…), which composes with the next key.
    public var isDead: Bool {
        rawValue >= UInt32(XKB_KEY_dead_grave) && rawValue <= UInt32(XKB_KEY_dead_longsolidusoverlay)
    }

    /// The keysym's name.
    public var description: String { name }
}

extension String {
    fileprivate init(format0x value: UInt32) {
        self = "0x" + String(value, radix: 16)
    }
}
