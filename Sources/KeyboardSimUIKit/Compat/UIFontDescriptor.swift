import Foundation
/// A font's description: its name, size and traits, from which ``UIFont/init(descriptor:size:)`` makes a font. kbsim
/// has no font files: traits are read from and written into the name (`-Bold`, `-Italic`, `-BoldItalic`, as in
/// PostScript names; the system font's are ".SFUI-Bold" and so on), so a bold descriptor gives a bold name; any
/// trait combination exists (UIKit returns nil for one the family lacks).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The descriptor's attributes (``AttributeName/name`` and ``AttributeName/size`` at least).
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }
    public required convenience init?(coder: NSCoder) { self.init(fontAttributes: [:]) }

    /// The system font's descriptor of a text style at the default content size.
    open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [
            .name: UIFont.systemFontName, .size: style.defaultSize, .textStyle: style.rawValue
        ])
    }

    /// The PostScript name (the system font's when none was given).
    open var postscriptName: String { fontAttributes[.name] as? String ?? UIFont.systemFontName }
    /// The point size (0 when none was given).
    open var pointSize: CGFloat {
        (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0
    }
    /// The traits the name carries.
    open var symbolicTraits: SymbolicTraits { SymbolicTraits(name: postscriptName) }

    /// The same descriptor with exactly these traits (bold and italic go into the name).
    open func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        attributes[.name] = symbolicTraits.applied(to: postscriptName)
        return UIFontDescriptor(fontAttributes: attributes)
    }
    /// The same descriptor at another size.
    open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.size] = newPointSize
        return UIFontDescriptor(fontAttributes: attributes)
    }
    /// The same descriptor in another family (its traits kept).
    open func withFamily(_ newFamily: String) -> UIFontDescriptor {
        var attributes = fontAttributes
        attributes[.family] = newFamily
        attributes[.name] = symbolicTraits.applied(to: newFamily)
        return UIFontDescriptor(fontAttributes: attributes)
    }
    /// The descriptor with these attributes added; a `.traits` entry's weight of semibold or more makes it bold.
    open func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var merged = fontAttributes.merging(attributes) { _, new in new }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            var symbolic = symbolicTraits
            if let weight = traits[.weight] as? UIFont.Weight {
                if weight.rawValue >= UIFont.Weight.semibold.rawValue {
                    symbolic.insert(.traitBold)
                } else {
                    symbolic.remove(.traitBold)
                }
            }
            if let raw = traits[.symbolic] as? UInt32 { symbolic = SymbolicTraits(rawValue: raw) }
            merged[.name] = symbolic.applied(to: postscriptName)
        }
        return UIFontDescriptor(fontAttributes: merged)
    }

    /// A font descriptor attribute's name (UIKit's raw values).
    public struct AttributeName: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
    }
    /// A key of the `.traits` dictionary (UIKit's raw values).
    public struct TraitKey: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
    /// A font's traits, with UIKit's raw values.
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)

        /// The bold and italic traits a PostScript-style name carries; monospace for the usual fixed-width families.
        init(name: String) {
            var traits: SymbolicTraits = []
            let face = name.split(separator: "-").dropFirst().joined(separator: "-").lowercased()
            if face.contains("bold") || face.contains("heavy") || face.contains("black") { traits.insert(.traitBold) }
            if face.contains("italic") || face.contains("oblique") { traits.insert(.traitItalic) }
            let family = name.split(separator: "-").first.map(String.init)?.lowercased() ?? ""
            if ["menlo", "courier", "couriernewpsmt", "sfmono", "monaco"].contains(family) {
                traits.insert(.traitMonoSpace)
            }
            self = traits
        }

        /// `name`'s family with these traits' face: "Family-Bold", "-Italic", "-BoldItalic", or the family alone.
        func applied(to name: String) -> String {
            let family = String(name.split(separator: "-").first ?? Substring(name))
            switch (contains(.traitBold), contains(.traitItalic)) {
            case (true, true): return family + "-BoldItalic"
            case (true, false): return family + "-Bold"
            case (false, true): return family + "-Italic"
            case (false, false): return family == ".SFUI" ? ".SFUI-Regular" : family
            }
        }
    }
}

extension UIFont {
    /// The system font's name in kbsim.
    static let systemFontName = ".SFUI-Regular"

    /// The font's descriptor: its name and size.
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }

    /// The font a descriptor describes; `pointSize` 0 keeps the descriptor's size.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(system: descriptor.postscriptName, size: pointSize > 0 ? pointSize : descriptor.pointSize)
    }
}

/// Scales fonts and values for Dynamic Type. kbsim simulates the default content size ("Large"), at which UIKit
/// scales nothing: fonts and values come back as given.
open class UIFontMetrics: NSObject, @unchecked Sendable {
    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    /// `font` at the user's content size (the same font at the default size).
    open func scaledFont(for font: UIFont) -> UIFont { font }
    /// `font` scaled, at most `maximumPointSize`.
    open func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    /// `value` at the user's content size (the same value at the default size).
    open func scaledValue(for value: CGFloat) -> CGFloat { value }
}
