import Foundation
import KeyboardSimTranscript
/// Appearance properties of a text field: stored, never drawn.
extension UITextField {
    /// The text colour (inert).
    public var textColor: UIColor? {
        get { compat.textColor }
        set { compat.textColor = newValue }
    }
    /// The font (inert).
    public var font: UIFont? {
        get { compat.font }
        set { compat.font = newValue }
    }
    /// The text alignment (inert).
    public var textAlignment: NSTextAlignment {
        get { compat.textAlignment }
        set { compat.textAlignment = newValue }
    }
    /// The attributed placeholder: its string is ``placeholder``.
    public var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
}
