import Foundation
import KeyboardSimTranscript
/// A label: text and inert appearance, for the error and counter labels validators update.
@preconcurrency @MainActor open class UILabel: UIView {
    /// The text shown (observable: `addObserver(_:forKeyPath: "text", …)`).
    open var text: String? {
        willSet { willChangeValue(forKey: "text") }
        didSet { didChangeValue(forKey: "text") }
    }
    /// The attributed text (its string is ``text``; the attributes are kept).
    open var attributedText: NSAttributedString? {
        get {
            storedAttributedText.flatMap { $0.string == text ? $0 : nil } ?? text.map { NSAttributedString(string: $0) }
        }
        set { storedAttributedText = newValue; text = newValue?.string }
    }
    private var storedAttributedText: NSAttributedString?
    /// The text colour. Null-resettable, as in UIKit: nil resets it to `.label`.
    open var textColor: UIColor! {
        get { storedTextColor }
        set { storedTextColor = newValue ?? .label; appearancePropertyDidSet(\UILabel.textColor, named: "textColor") }
    }
    private var storedTextColor: UIColor = .label
    /// The font. Null-resettable, as in UIKit: nil resets it to the 17-point system font.
    open var font: UIFont! {
        get { storedFont }
        set { storedFont = newValue ?? UILabel.defaultFont; appearancePropertyDidSet(\UILabel.font, named: "font") }
    }
    private var storedFont = UILabel.defaultFont
    nonisolated static let defaultFont = UIFont.systemFont(ofSize: 17)
    /// The alignment (inert).
    open var textAlignment: NSTextAlignment = .natural {
        didSet { appearancePropertyDidSet(\UILabel.textAlignment, named: "textAlignment") }
    }
    /// The maximum number of lines, 0 for no limit (inert but for ``sizeThatFits(_:)``).
    open var numberOfLines = 1
    /// How a line that does not fit breaks (inert).
    open var lineBreakMode = NSLineBreakMode.byTruncatingTail
    /// Whether the font shrinks to fit (inert).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the font shrinks to (inert).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the label is enabled (inert).
    open var isEnabled = true
    /// Whether the label is highlighted (inert).
    open var isHighlighted = false
    /// The colour while highlighted (inert).
    open var highlightedTextColor: UIColor?
    /// The width at which multi-line text wraps (inert).
    open var preferredMaxLayoutWidth: CGFloat = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    /// The text's estimated size (docs/porting.md: kbsim measures text by estimate).
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(
            CGSize(
                width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude,
                height: .greatestFiniteMagnitude))
    }
    /// The text's estimated size wrapped at `size.width`, limited to ``numberOfLines``.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let wrap = numberOfLines == 1 ? nil : size.width
        var s = TextMeasure.size(of: text, attributes: [.font: font as Any], width: wrap)
        if numberOfLines > 0 { s.height = min(s.height, (CGFloat(numberOfLines) * font.lineHeight).rounded(.up)) }
        return s
    }
    /// The rectangle the text would take inside `bounds`.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        CGRect(origin: bounds.origin, size: sizeThatFits(bounds.size))
    }
    /// Draws the text (kbsim never draws; present so overrides compile).
    open func drawText(in rect: CGRect) {}
}
