import Foundation
import KeyboardSimCore
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
/// The colours of a keyboard appearance (approximations of iOS 17's, sampled by eye; **[U]**).
public struct KeyboardPalette: Sendable, Equatable {
    /// The keyboard's background.
    public let background: String
    /// Character keys.
    public let key: String
    /// System keys (shift, backspace, plane keys, a grey return key).
    public let systemKey: String
    /// The shadow under each key.
    public let shadow: String
    /// Labels.
    public let label: String
    /// A disabled return key's label.
    public let disabledLabel: String
    /// An accented (blue) return key, and its label.
    public let accent: String, accentLabel: String
    /// A pressed character key (the last tapped one) and a pressed system key.
    public let pressedKey: String, pressedSystemKey: String
    /// The glyphs in the bottom strip (globe, dictation).
    public let strip: String

    /// The palette for an appearance: `default` and `light` are light, `dark` (and `alert`) dark.
    public static func forAppearance(_ appearance: UIKeyboardAppearance) -> KeyboardPalette {
        appearance == .dark ? dark : light
    }

    /// The light keyboard.
    public static let light = KeyboardPalette(
        background: "#D1D4DB", key: "#FFFFFF", systemKey: "#ABB1BB", shadow: "#898A8D", label: "#000000",
        disabledLabel: "#7D8189", accent: "#007AFF", accentLabel: "#FFFFFF", pressedKey: "#ABB1BB",
        pressedSystemKey: "#FFFFFF", strip: "#50555C")

    /// The dark keyboard.
    public static let dark = KeyboardPalette(
        background: "#2B2B2D", key: "#6B6B6E", systemKey: "#464649", shadow: "#0E0E0F", label: "#FFFFFF",
        disabledLabel: "#8E8E93", accent: "#0A84FF", accentLabel: "#FFFFFF", pressedKey: "#464649",
        pressedSystemKey: "#6B6B6E", strip: "#C7C7CC")
}
