import Foundation
import KeyboardSimTranscript
// Colours, fonts, layers and transforms: inert values, so that code setting them compiles. kbsim draws nothing
// (docs/compat-surface.md: inside delegate bodies, colours and fonts almost never appear).

/// A colour (stored components only).
public final class UIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        super.init()
    }
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A named asset colour (kbsim has no asset catalogue: always a mid grey).
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public var cgColor: CGColor { CGColor(color: self) }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? UIColor else { return false }
        return (red, green, blue, alpha) == (o.red, o.green, o.blue, o.alpha)
    }
    public override var hash: Int { Int(red * 1000 + green * 100 + blue * 10 + alpha) }

    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let systemRed = UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1)
    public static let systemGreen = UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    public static let systemBlue = UIColor(red: 0, green: 0.48, blue: 1, alpha: 1)
    public static let systemGray = UIColor(white: 0.56, alpha: 1)
    public static let systemBackground = UIColor.white
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(white: 0.24, alpha: 0.6)
    public static let placeholderText = UIColor(white: 0.24, alpha: 0.3)
    public static let tertiaryLabel = UIColor(white: 0.24, alpha: 0.3)
    public static let quaternaryLabel = UIColor(white: 0.24, alpha: 0.18)
    public static let link = UIColor.systemBlue
    public static let separator = UIColor(white: 0.24, alpha: 0.29)
    public static let opaqueSeparator = UIColor(white: 0.78, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let systemOrange = UIColor(red: 1, green: 0.58, blue: 0, alpha: 1)
    public static let systemYellow = UIColor(red: 1, green: 0.8, blue: 0, alpha: 1)
    public static let systemPink = UIColor(red: 1, green: 0.18, blue: 0.33, alpha: 1)
    public static let systemPurple = UIColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
    public static let systemTeal = UIColor(red: 0.19, green: 0.69, blue: 0.78, alpha: 1)
    public static let systemIndigo = UIColor(red: 0.35, green: 0.34, blue: 0.84, alpha: 1)
    public static let systemGray2 = UIColor(white: 0.68, alpha: 1)
    public static let systemGray3 = UIColor(white: 0.78, alpha: 1)
    public static let systemGray4 = UIColor(white: 0.82, alpha: 1)
    public static let systemGray5 = UIColor(white: 0.9, alpha: 1)
    public static let systemGray6 = UIColor(white: 0.95, alpha: 1)
    public static let secondarySystemBackground = UIColor(white: 0.95, alpha: 1)
    public static let tertiarySystemBackground = UIColor.white
    public static let systemGroupedBackground = UIColor(white: 0.95, alpha: 1)
    public static let secondarySystemGroupedBackground = UIColor.white
    public static let systemFill = UIColor(white: 0.47, alpha: 0.2)

    /// A colour from hue, saturation and brightness (converted to RGB).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6, i = Int(h) % 6, f = h - h.rounded(.down)
        let p = brightness * (1 - saturation), q = brightness * (1 - saturation * f)
        let t = brightness * (1 - saturation * (1 - f)), v = brightness
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = [(v, t, p), (q, v, p), (p, v, t), (p, q, v), (t, p, v), (v, p, q)][
            i]
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }
    /// A colour that tiles an image (kbsim draws nothing: a mid grey that remembers the image).
    public convenience init(patternImage image: UIImage) {
        self.init(white: 0.5, alpha: 1)
        patternImage = image
    }
    /// The image of a pattern colour.
    public private(set) var patternImage: UIImage?
}

/// Core Graphics' colour (what `layer.borderColor` takes).
public final class CGColor: @unchecked Sendable {
    public let color: UIColor
    init(color: UIColor) { self.color = color }
}

/// A font (name and size only).
public final class UIFont: NSObject, @unchecked Sendable {
    public let fontName: String
    public let pointSize: CGFloat
    public init?(name: String, size: CGFloat) { fontName = name; pointSize = size; super.init() }
    init(system name: String, size: CGFloat) { fontName = name; pointSize = size; super.init() }
    /// The 12-point system font (UIKit's `UIFont()`).
    public convenience override init() { self.init(system: ".SFUI-Regular", size: 12) }
    /// Fonts are equal when their names and sizes are: UIKit hands out one font per name and size, so
    /// `UIFont(name: "Menlo", size: 14) == UIFont(name: "Menlo", size: 14)` there.
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return fontName == other.fontName && pointSize == other.pointSize
    }
    public override var hash: Int { fontName.hashValue ^ pointSize.hashValue }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Bold", size: size) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size) }
    /// The system font of a weight.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(system: weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Bold" : ".SFUI-Regular", size: size)
    }
    /// The system font with digits of one width.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }
    /// The system font of a text style at the default Dynamic Type size (iOS's "Large" sizes: body 17 points).
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(system: ".SFUI-Regular", size: style.defaultSize)
    }
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(system: fontName, size: size) }
    /// The family name (the font name before any "-").
    public var familyName: String { String(fontName.split(separator: "-").first ?? Substring(fontName)) }
    /// The usual distance between baselines: 1.2 × the point size (an estimate; kbsim has no font metrics).
    public var lineHeight: CGFloat { (pointSize * 1.2 * 100).rounded() / 100 }
    /// The height above the baseline (estimate: 0.95 × the point size).
    public var ascender: CGFloat { pointSize * 0.95 }
    /// The depth below the baseline, negative (estimate: −0.24 × the point size).
    public var descender: CGFloat { -pointSize * 0.24 }
    /// The height of capitals (estimate: 0.7 × the point size).
    public var capHeight: CGFloat { pointSize * 0.7 }
    /// The height of lower-case x (estimate: 0.52 × the point size).
    public var xHeight: CGFloat { pointSize * 0.52 }
    /// Extra space between lines (0).
    public var leading: CGFloat { 0 }

    /// A font weight, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8), thin = Weight(-0.6), light = Weight(-0.4), regular = Weight(0)
        public static let medium = Weight(0.23), semibold = Weight(0.3), bold = Weight(0.4), heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The point size at the default content size (Apple's Human Interface Guidelines, "Typography").
        var defaultSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            default: 17
            }
        }
    }
}

/// Text alignment (stored only).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4
}

/// An affine transform (stored only: kbsim's geometry ignores transforms).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }
    public var isIdentity: Bool { self == .identity }
    public func concatenating(_ t: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
            tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
}
