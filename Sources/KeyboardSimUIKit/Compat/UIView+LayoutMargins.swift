import Foundation
// Layout margins, content priorities, more layout guides and anchors: stored, never solved (kbsim has no layout
// engine). What app code sets it reads back.

/// Edge insets by leading and trailing edge (iOS 11).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    /// No insets.
    public static let zero = NSDirectionalEdgeInsets()

    /// UIKit's `{top, leading, bottom, trailing}` form.
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

/// A view's layout guide that follows the keyboard (iOS 15). kbsim solves no constraints, so its anchors are
/// stored as the guide's view's; ``followsUndockedKeyboard`` and ``usesBottomSafeArea`` are stored only.
@preconcurrency @MainActor public final class UIKeyboardLayoutGuide: NSObject {
    unowned let owner: UIView
    init(owner: UIView) { self.owner = owner }
    /// Whether the guide follows an undocked or floating keyboard (false by default, as in UIKit).
    public var followsUndockedKeyboard = false
    /// Whether the guide's top stays at the bottom safe area while no keyboard shows (iOS 17; true by default).
    public var usesBottomSafeArea = true
    public var topAnchor: NSLayoutYAxisAnchor { owner.bottomAnchor }
    public var bottomAnchor: NSLayoutYAxisAnchor { owner.bottomAnchor }
    public var leadingAnchor: NSLayoutXAxisAnchor { owner.leadingAnchor }
    public var trailingAnchor: NSLayoutXAxisAnchor { owner.trailingAnchor }
    public var widthAnchor: NSLayoutDimension { owner.widthAnchor }
    public var heightAnchor: NSLayoutDimension { owner.heightAnchor }
    public var centerXAnchor: NSLayoutXAxisAnchor { owner.centerXAnchor }
    public var centerYAnchor: NSLayoutYAxisAnchor { owner.centerYAnchor }
}

extension UIView {
    /// The margins as a layout guide (the view's own anchors: kbsim solves no layout).
    public var layoutMarginsGuide: UILayoutGuide { UILayoutGuide(owner: self) }
    /// The readable-width guide (the view's own anchors).
    public var readableContentGuide: UILayoutGuide { UILayoutGuide(owner: self) }
    /// The guide that follows the keyboard (iOS 15); the same guide each time, as in UIKit.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = compat.keyboardLayoutGuide { return guide }
        let guide = UIKeyboardLayoutGuide(owner: self)
        compat.keyboardLayoutGuide = guide
        return guide
    }

    /// The layout direction for a semantic content attribute: right-to-left only when it forces it (kbsim's app
    /// is left to right).
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }

    /// The priority with which the view resists growing past its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compat.huggingPriorities[axis.rawValue] ?? .defaultLow
    }
    /// Sets the hugging priority on an axis (stored only).
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compat.huggingPriorities[axis.rawValue] = priority
    }
    /// The priority with which the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compat.compressionPriorities[axis.rawValue] ?? .defaultHigh
    }
    /// Sets the compression resistance priority on an axis (stored only).
    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis)
    {
        compat.compressionPriorities[axis.rawValue] = priority
    }

}

extension UILayoutPriority: Comparable {
    /// The priority Auto Layout uses to fit a view to its content (50).
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// `.defaultHigh + 1`.
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue + rhs)
    }
    /// `.required - 1`.
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
        UILayoutPriority(lhs.rawValue - rhs)
    }
}

extension UIView {
    /// The first line's baseline (the view's top in kbsim: no text layout).
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The last line's baseline (stored only).
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}

extension NSLayoutDimension {
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: nil,
            attribute: .notAnAttribute, multiplier: 1, constant: c)
    }
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .greaterThanOrEqual, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(
            item: item, attribute: attribute, relatedBy: .lessThanOrEqual, toItem: anchor.item,
            attribute: anchor.attribute, multiplier: m, constant: c)
    }
}

/// The system spacing between two anchors, in points (UIKit's standard spacing; a documented default).
let systemSpacing: CGFloat = 8

extension NSLayoutYAxisAnchor {
    /// This anchor `multiplier` × the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
}

extension NSLayoutXAxisAnchor {
    /// This anchor `multiplier` × the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(equalTo: anchor, constant: systemSpacing * multiplier)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat)
        -> NSLayoutConstraint
    {
        constraint(greaterThanOrEqualTo: anchor, constant: systemSpacing * multiplier)
    }
}
