import Foundation
import KeyboardSimTranscript
/// State a view keeps for UIKit source compatibility: stored but inert (kbsim draws nothing), or geometry the
/// transcript's `animation` events compare. One stored property of ``UIView`` holds it.
struct UIViewCompatState {
    var alpha: CGFloat = 1
    var transform = CGAffineTransform.identity
    var backgroundColor: UIColor?
    var tintColor: UIColor?
    var clipsToBounds = false
    var contentMode = UIView.ContentMode.scaleToFill
    var translatesAutoresizingMaskIntoConstraints = true
    var constraints: [NSLayoutConstraint] = []
    var layer: CALayer?
    var textColor: UIColor?
    var font: UIFont?
    var textAlignment = NSTextAlignment.natural
    var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var huggingPriorities: [Int: UILayoutPriority] = [:]
    var compressionPriorities: [Int: UILayoutPriority] = [:]
    var keyboardLayoutGuide: UIKeyboardLayoutGuide?
    var attributedPlaceholder: NSAttributedString?
    var autoresizingMask: UIView.AutoresizingMask = []
    var semanticContentAttribute = UISemanticContentAttribute.unspecified
    var isOpaque = true
    var gestureRecognizers: [UIGestureRecognizer] = []
    /// The controller whose root view this is (the view's next responder).
    weak var viewController: UIViewController?
    /// Set on an appearance proxy (Compat/UIAppearance.swift): the values set on it are recorded there.
    var appearanceProxy: AppearanceProxy?
    /// The appearance properties set on this view itself, which no proxy overrides.
    var appearanceSetOnInstance: Set<String> = []
    /// The proxies' generation last applied to this view.
    var appearanceGeneration = 0
}

extension UIView {
    /// How content is laid out when the bounds change (stored only).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// How a view resizes with its superview (stored only: kbsim has no layout engine).
    public struct AutoresizingMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The size a view without an intrinsic size reports in either dimension.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1
    /// The size of a compressed layout (Auto Layout's fitting sizes; kbsim solves no layout).
    nonisolated public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    nonisolated public static let layoutFittingExpandedSize = CGSize(width: 10_000, height: 10_000)

    // MARK: Coordinate conversion (frames only; transforms are ignored)

    /// The origin of this view's bounds in window (or topmost superview) coordinates.
    private var originInRoot: CGPoint {
        var p = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var v: UIView? = self
        while let cur = v, let parent = cur.superview {
            p.x += cur.frame.minX - parent.bounds.minX
            p.y += cur.frame.minY - parent.bounds.minY
            v = parent
        }
        if let cur = v, !(cur is UIWindow) { p.x += cur.frame.minX; p.y += cur.frame.minY }
        return p
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (nil: the window's), as keyboard code does
    /// with the keyboard's frame: `view.convert(keyboardFrame, from: nil)`. A scroll view's `bounds.origin` is its
    /// content offset.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// Converts a rectangle from `view`'s coordinates (nil: the window's, i.e. the screen's) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// Converts a point from this view's coordinates to `view`'s (nil: the window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + mine.x - theirs.x, y: point.y + mine.y - theirs.y)
    }

    /// Converts a point from `view`'s coordinates (nil: the window's) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let mine = originInRoot
        let theirs = view?.originInRoot ?? .zero
        return CGPoint(x: point.x + theirs.x - mine.x, y: point.y + theirs.y - mine.y)
    }
}

/// A view's name in transcripts: its `accessibilityIdentifier`, else its type (and tag when set).
extension UIView {
    var compatName: String {
        if let id = accessibilityIdentifier { return id }
        return "\(type(of: self))" + (tag != 0 ? "#\(tag)" : "")
    }
}
