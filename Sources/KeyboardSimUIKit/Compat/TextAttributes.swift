import Foundation
import KeyboardSimTranscript
// Attributed-string keys, paragraph styles and text measuring: what code around text fields writes for themed
// placeholders and labels that size to their text. kbsim lays out no text, so sizes are estimates (below).

extension NSAttributedString.Key {
    /// The font (a ``UIFont``).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text colour (a ``UIColor``).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The background colour (a ``UIColor``).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// The paragraph style (an ``NSParagraphStyle``).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// Letter spacing in points.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The underline style (an `NSUnderlineStyle` raw value).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The strikethrough style (an `NSUnderlineStyle` raw value).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The baseline offset in points.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A link (a URL or a String).
    public static let link = NSAttributedString.Key("NSLink")
    /// The underline colour (a ``UIColor``; the text colour when absent).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough colour (a ``UIColor``; the text colour when absent).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The outline colour (a ``UIColor``).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline width, in percent of the font size (negative: stroke and fill).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// A shadow (an `NSShadow`).
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// Skew applied to glyphs.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// Log of the horizontal expansion factor.
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Ligatures: 0 none, 1 default.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// Writing-direction overrides (an array of numbers).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
}

/// How a line that does not fit is broken or truncated.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Underline and strikethrough styles.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
}

/// A paragraph's layout settings (stored only).
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    public internal(set) var alignment = NSTextAlignment.natural
    public internal(set) var lineSpacing: CGFloat = 0
    public internal(set) var paragraphSpacing: CGFloat = 0
    public internal(set) var lineBreakMode = NSLineBreakMode.byWordWrapping
    public internal(set) var minimumLineHeight: CGFloat = 0
    public internal(set) var maximumLineHeight: CGFloat = 0
    public internal(set) var firstLineHeadIndent: CGFloat = 0
    public internal(set) var headIndent: CGFloat = 0
    public internal(set) var lineHeightMultiple: CGFloat = 0
    /// The default style.
    public static let `default` = NSParagraphStyle()
    public override init() { super.init() }
}

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }
}

/// Options of ``Swift/String/boundingRect(with:options:attributes:context:)``.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// The context of a drawing or measuring call (unused).
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    open var minimumScaleFactor: CGFloat = 0
    public override init() { super.init() }
}

/// Text measuring without a layout engine: every character is half the font's point size wide (a wide character,
/// east Asian or emoji, a whole point size), lines are ``UIFont/lineHeight`` high and break at the width.
/// Enough for code that sizes a label or toast to its text; not what iOS would measure.
enum TextMeasure {
    static func size(of text: String, attributes: [NSAttributedString.Key: Any]?, width: CGFloat?) -> CGSize {
        let font = (attributes?[.font] as? UIFont) ?? UIFont.systemFont(ofSize: 12)
        let kern = (attributes?[.kern] as? CGFloat) ?? 0
        var widest: CGFloat = 0, lines = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var x: CGFloat = 0
            lines += 1
            for ch in line {
                let w =
                    (ch.unicodeScalars.first.map { $0.value >= 0x1100 } ?? false ? font.pointSize : font.pointSize / 2)
                    + kern
                if let width, x + w > width, x > 0 {
                    widest = max(widest, x)
                    lines += 1
                    x = 0
                }
                x += w
            }
            widest = max(widest, x)
        }
        return CGSize(width: widest.rounded(.up), height: (CGFloat(max(lines, 1)) * font.lineHeight).rounded(.up))
    }
}

extension String {
    /// The estimated size of the text in one line (`TextMeasure`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        TextMeasure.size(of: self, attributes: attributes, width: nil)
    }

    /// The estimated rectangle of the text wrapped at `size.width` (`TextMeasure`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext? = nil
    ) -> CGRect {
        CGRect(origin: .zero, size: TextMeasure.size(of: self, attributes: attributes, width: size.width))
    }
}

extension NSString {
    /// The estimated size of the text in one line (`TextMeasure`).
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// The estimated rectangle of the text wrapped at `size.width` (`TextMeasure`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        attributes: [NSAttributedString.Key: Any]? = nil,
        context: NSStringDrawingContext? = nil
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The estimated size (attributes of the first character) (`TextMeasure`).
    public func size() -> CGSize {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return string.size(withAttributes: attributes)
    }

    /// The estimated rectangle wrapped at `size.width` (`TextMeasure`).
    public func boundingRect(
        with size: CGSize, options: NSStringDrawingOptions = [],
        context: NSStringDrawingContext? = nil
    ) -> CGRect {
        let attributes = length > 0 ? self.attributes(at: 0, effectiveRange: nil) : [:]
        return string.boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}
