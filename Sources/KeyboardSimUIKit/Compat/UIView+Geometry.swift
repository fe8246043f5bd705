import Foundation
import KeyboardSimTranscript
// View geometry and snapshot calls that layout and drawing code makes: directional insets, the layout direction of
// a semantic attribute, `drawHierarchy(in:afterScreenUpdates:)`, a scroll view's indicator flash, font descriptors.

/// Insets with leading and trailing edges (flipped in right-to-left layouts).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = NSDirectionalEdgeInsets()
}

extension UIView {
    /// The layout direction a semantic content attribute gives: right-to-left only when forced so, else the app's
    /// (kbsim's app is left-to-right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: UIApplication.shared.userInterfaceLayoutDirection
        }
    }
    /// The layout direction of an attribute relative to another direction: the attribute's own when it forces
    /// one, else `direction`.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute,
                                                   relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: direction
        }
    }

    /// Draws the view and its subviews into the current context: runs each view's ``draw(_:)`` with the current
    /// context (an image context or renderer) in place, as a snapshot does. Gives false, as UIKit does, when there
    /// is no current context or the view is not in a window.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard UIGraphicsGetCurrentContext() != nil, window != nil else { return false }
        func drawTree(_ view: UIView) {
            guard !view.isHidden else { return }
            view.draw(view.bounds)
            for sub in view.subviews { drawTree(sub) }
        }
        drawTree(self)
        return true
    }
    /// A snapshot of the view: a plain view of its frame (kbsim renders nothing).
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { UIView(frame: frame) }
}

extension UIScrollView {
    /// Shows the scroll indicators briefly (no effect: kbsim draws nothing).
    public func flashScrollIndicators() {}
}

// MARK: Font descriptors

/// A description of a font: its attributes (name, family, size, traits), from which fonts are made.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    /// The attributes, by name.
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any]) {
        fontAttributes = attributes
        super.init()
    }
    public convenience override init() { self.init(fontAttributes: [:]) }
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }
    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName])
    }

    /// The descriptor of the system font of a text style at the default Dynamic Type size.
    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: [.name: ".SFUI-Regular", .size: style.defaultSize, .textStyle: style.rawValue])
    }

    public var postscriptName: String { fontAttributes[.name] as? String ?? ".SFUI-Regular" }
    public var pointSize: CGFloat {
        if let size = fontAttributes[.size] as? CGFloat { return size }
        if let size = fontAttributes[.size] as? Double { return CGFloat(size) }
        if let size = fontAttributes[.size] as? Int { return CGFloat(size) }
        return 0
    }
    /// The bold, italic… traits: those set in the attributes, else read from the font name.
    public var symbolicTraits: SymbolicTraits {
        if let traits = fontAttributes[.traits] as? [TraitKey: Any], let raw = traits[.symbolic] as? UInt32 {
            return SymbolicTraits(rawValue: raw)
        }
        var traits: SymbolicTraits = []
        if postscriptName.contains("Bold") { traits.insert(.traitBold) }
        if postscriptName.contains("Italic") { traits.insert(.traitItalic) }
        return traits
    }
    public var matrix: CGAffineTransform { .identity }

    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { $1 })
    }
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }
    public func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
    /// The descriptor with these traits (always found: kbsim has no font list to miss them in).
    public func withSymbolicTraits(_ traits: SymbolicTraits) -> UIFontDescriptor? {
        var attributes = fontAttributes
        attributes[.traits] = [TraitKey.symbolic: traits.rawValue]
        if postscriptName.hasPrefix(".SFUI") {
            attributes[.name] = traits.contains(.traitBold) ? ".SFUI-Bold" : traits.contains(.traitItalic) ? ".SFUI-Italic" : ".SFUI-Regular"
        }
        return UIFontDescriptor(fontAttributes: attributes)
    }
    /// The descriptor with a system design (rounded, serif, monospaced).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? { self }

    /// A font attribute's name.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }
    /// A key of the ``AttributeName/traits`` dictionary.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }
    /// A key of a ``AttributeName/featureSettings`` entry.
    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }
    /// A system font design.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }
    /// Symbolic traits, with Core Text's values.
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
    }
}

extension UIFont {
    /// The font's descriptor (name and size).
    public var fontDescriptor: UIFontDescriptor { UIFontDescriptor(name: fontName, size: pointSize) }
    /// The font a descriptor describes; a `size` of 0 keeps the descriptor's.
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        self.init(system: descriptor.postscriptName, size: pointSize > 0 ? pointSize : descriptor.pointSize)
    }
}
