import Foundation
import KeyboardSimTranscript
/// A layout constraint as keyboard code uses it: an outlet whose ``constant`` is set to the keyboard's height.
/// kbsim has no layout engine: constraints are stored, never solved. A changed ``constant`` takes effect at the next
/// layout pass (`layoutIfNeeded()`), as in UIKit: so the keyboard idiom "set the constant, then
/// `UIView.animate { view.layoutIfNeeded() }`" shows the constant as moved in the `animation` event, and setting it
/// inside the block without `layoutIfNeeded()` (which animates nothing on iOS) shows nothing. Name a constraint
/// with ``identifier`` (else its first item's name and attribute are used).
@preconcurrency @MainActor open class NSLayoutConstraint: NSObject {
    /// How the two sides relate.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }
    /// The attribute of an item a constraint relates.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, notAnAttribute = 0
    }

    /// The constant added to the second item's attribute (points).
    open var constant: CGFloat
    /// The constant as of the last layout pass (what `animation` events compare).
    var laidOutConstant: CGFloat
    /// The multiplier (stored only).
    public let multiplier: CGFloat
    /// The priority (stored only).
    open var priority = UILayoutPriority.required
    /// A name for transcripts and debugging.
    open var identifier: String?
    public let relation: Relation
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute

    /// Whether the constraint is active (stored; active constraints show in `animation` events).
    open var isActive = false {
        didSet {
            if isActive {
                laidOutConstant = constant; NSLayoutConstraint.active.append(Weak(self))
            } else {
                NSLayoutConstraint.active.removeAll { $0.value === self || $0.value == nil }
            }
        }
    }

    /// Interface Builder's and `NSLayoutConstraint(item:attribute:…)`'s initialiser.
    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        laidOutConstant = c
        super.init()
    }

    /// A constraint with only a constant (what an outlet from a storyboard looks like to code).
    public convenience override init() {
        self.init(
            item: NSNull(), attribute: .notAnAttribute, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: 0)
    }

    /// Activates constraints.
    public static func activate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = true } }
    /// Deactivates constraints.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { for c in constraints { c.isActive = false } }

    /// The name used in `animation` events: ``identifier``, else the first item's name and attribute.
    var transcriptName: String {
        if let identifier { return identifier }
        let item = (firstItem as? UIView)?.compatName ?? "constraint"
        return "\(item).\(firstAttribute)"
    }

    /// A layout pass: changed constants take effect.
    static func layoutPass() {
        for c in active.compactMap(\.value) { c.laidOutConstant = c.constant }
    }

    struct Weak { weak var value: NSLayoutConstraint?; init(_ v: NSLayoutConstraint) { value = v } }
    /// Active constraints, weakly (what `animation` events compare).
    static var active: [Weak] = []
}

/// A constraint priority (UIKit's 1…1000).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let defaultLow = UILayoutPriority(250)
}

/// An anchor that makes constraints (`view.bottomAnchor.constraint(equalTo: …, constant: …)`).
@preconcurrency @MainActor public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    unowned let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute
    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) { self.item = item; self.attribute = attribute }

    private func make(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor?, _ c: CGFloat, _ m: CGFloat = 1)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: relation, toItem: other?.item,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: m, constant: c)
    }
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        make(.equal, anchor, c)
    }
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.greaterThanOrEqual, anchor, c) }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    { make(.lessThanOrEqual, anchor, c) }
}
/// A horizontal anchor (`leadingAnchor`, `centerXAnchor`, …).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical anchor (`topAnchor`, `bottomAnchor`, …).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}
/// A width or height anchor, which can also be constrained to a constant.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1,
            constant: c)
    }
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .equal, toItem: anchor.item, attribute: anchor.attribute,
            multiplier: m, constant: c)
    }
}

/// A rectangle constraints can refer to (`view.safeAreaLayoutGuide`); the view's own anchors.
@preconcurrency @MainActor public final class UILayoutGuide: NSObject {
    unowned let owner: UIView
    init(owner: UIView) { self.owner = owner }
    public var topAnchor: NSLayoutYAxisAnchor { owner.topAnchor }
    public var bottomAnchor: NSLayoutYAxisAnchor { owner.bottomAnchor }
    public var leadingAnchor: NSLayoutXAxisAnchor { owner.leadingAnchor }
    public var trailingAnchor: NSLayoutXAxisAnchor { owner.trailingAnchor }
    public var widthAnchor: NSLayoutDimension { owner.widthAnchor }
    public var heightAnchor: NSLayoutDimension { owner.heightAnchor }
    public var centerXAnchor: NSLayoutXAxisAnchor { owner.centerXAnchor }
    public var centerYAnchor: NSLayoutYAxisAnchor { owner.centerYAnchor }
}

extension UIView {
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The safe area (the whole view in kbsim).
    public var safeAreaLayoutGuide: UILayoutGuide { UILayoutGuide(owner: self) }
    /// The safe-area insets (none in kbsim).
    public var safeAreaInsets: UIEdgeInsets { .zero }
}
