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
    public convenience init(white: CGFloat, alpha: CGFloat) { self.init(red: white, green: white, blue: white, alpha: alpha) }
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A named asset colour (kbsim has no asset catalogue: always a mid grey).
    public convenience init?(named name: String) { self.init(white: 0.5, alpha: 1) }

    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(red: red, green: green, blue: blue, alpha: alpha) }
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

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Regular", size: size) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Bold", size: size) }
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(system: ".SFUI-Italic", size: size) }
    public func withSize(_ size: CGFloat) -> UIFont { UIFont(system: fontName, size: size) }
}

/// A view's layer: the properties real code sets for rounded, bordered fields (all inert).
public final class CALayer: @unchecked Sendable {
    public var cornerRadius: CGFloat = 0
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor?
    public var masksToBounds = false
    public var shadowColor: CGColor?
    public var shadowOpacity: Float = 0
    public var shadowRadius: CGFloat = 3
    public var shadowOffset = CGSize(width: 0, height: -3)
    public init() {}
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
        CGAffineTransform(a: a * t.a + b * t.c, b: a * t.b + b * t.d, c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                          tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
}
