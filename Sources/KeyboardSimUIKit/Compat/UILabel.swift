import Foundation
import KeyboardSimTranscript
/// A label: text and inert appearance, for the error and counter labels validators update.
@MainActor open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The attributed text (plain text is kept).
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The text colour (inert).
    open var textColor: UIColor! = .label
    /// The font (inert).
    open var font: UIFont! = .systemFont(ofSize: 17)
    /// The alignment (inert).
    open var textAlignment: NSTextAlignment = .natural
    /// The maximum number of lines (inert).
    open var numberOfLines = 1
}
