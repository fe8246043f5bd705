import Foundation
import KeyboardSimTranscript
/// Insets for each edge of a rectangle (scroll view content and indicator insets).
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    /// Creates insets; `UIEdgeInsets(top: 0, left: 0, bottom: keyboardHeight, right: 0)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    /// No insets.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets.
    public static let zero = UIEdgeInsets()

    /// UIKit's `{top, left, bottom, right}` form.
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }
}

/// A position adjustment (a search bar's text and icons, a bar button's title).
public struct UIOffset: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init(horizontal: CGFloat, vertical: CGFloat) { self.horizontal = horizontal; self.vertical = vertical }
    /// No offset.
    public init() { self.init(horizontal: 0, vertical: 0) }
    /// No offset.
    public static let zero = UIOffset()

    /// UIKit's `{horizontal, vertical}` form.
    public var description: String { "{\(horizontal), \(vertical)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
