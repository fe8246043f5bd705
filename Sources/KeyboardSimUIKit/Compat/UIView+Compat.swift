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
    /// The controller whose root view this is (the view's next responder).
    weak var viewController: UIViewController?
}

extension UIView {
    /// How content is laid out when the bounds change (stored only).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Opacity, 0…1 (stored; shows in `animation` events).
    public var alpha: CGFloat {
        get { compat.alpha }
        set { compat.alpha = newValue }
    }

    /// The transform (stored only: kbsim's geometry ignores it; shows in `animation` events).
    public var transform: CGAffineTransform {
        get { compat.transform }
        set { compat.transform = newValue }
    }

    /// The background colour (inert).
    public var backgroundColor: UIColor? {
        get { compat.backgroundColor }
        set { compat.backgroundColor = newValue }
    }

    /// The tint colour (inert).
    public var tintColor: UIColor! {
        get { compat.tintColor }
        set { compat.tintColor = newValue }
    }

    /// Whether subviews are clipped (inert).
    public var clipsToBounds: Bool {
        get { compat.clipsToBounds }
        set { compat.clipsToBounds = newValue }
    }

    /// How content is laid out (inert).
    public var contentMode: ContentMode {
        get { compat.contentMode }
        set { compat.contentMode = newValue }
    }

    /// The view's layer: corner radius, border and shadow properties, all inert.
    public var layer: CALayer {
        if let layer = compat.layer { return layer }
        let layer = CALayer()
        compat.layer = layer
        return layer
    }

    /// Whether the autoresizing mask becomes constraints (stored only; kbsim has no layout engine).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { compat.translatesAutoresizingMaskIntoConstraints }
        set { compat.translatesAutoresizingMaskIntoConstraints = newValue }
    }

    /// The constraints added to this view.
    public var constraints: [NSLayoutConstraint] { compat.constraints }
    /// Adds a constraint (and activates it).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        compat.constraints.append(constraint)
        constraint.isActive = true
    }
    /// Adds constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes a constraint (and deactivates it).
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        compat.constraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }

    /// Marks the display as needing a redraw (no effect).
    public func setNeedsDisplay() {}
    /// Updates constraints (no effect).
    public func updateConstraintsIfNeeded() {}
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
