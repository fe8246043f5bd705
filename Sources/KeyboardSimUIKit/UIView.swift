import Foundation
import KeyboardSimTranscript
/// A rectangle on the screen that can hold other views. kbsim keeps the view tree that focus and the keyboard
/// depend on (superview, subviews, window) and plain geometry; it draws nothing.
@MainActor open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        didSet { bounds.size = frame.size }
    }
    /// The view's bounds in its own coordinates.
    open var bounds: CGRect
    /// An integer that identifies the view in ``viewWithTag(_:)``. Default 0.
    open var tag: Int = 0
    /// Whether the view is hidden.
    open var isHidden: Bool = false
    /// Whether the view takes part in user interaction.
    open var isUserInteractionEnabled: Bool = true
    /// The identifier UI tests use; kbsim also uses it as the field's name in transcripts.
    open var accessibilityIdentifier: String?

    /// The simulation this view is shown by (cached on every move, for the typing hot path).
    package weak var host: (any ScreenHost)?
    /// Inert and compatibility state (alpha, colours, layer, owning view controller…; Compat/UIView+Compat.swift).
    var compat = UIViewCompatState()

    /// The view containing this one.
    public private(set) weak var superview: UIView?
    /// The views this one contains, back to front.
    public private(set) var subviews: [UIView] = []

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        self.bounds = CGRect(origin: .zero, size: frame.size)
        super.init()
    }

    /// Creates a view with a zero frame.
    public override convenience init() { self.init(frame: .zero) }

    /// Interface Builder's initialiser; kbsim has no archives, so it creates an empty view.
    public required init?(coder: NSCoder) {
        self.frame = .zero
        self.bounds = .zero
        super.init()
    }

    /// The view controller whose root view this is, else the superview (UIKit's responder chain).
    open override var next: UIResponder? { compat.viewController ?? superview }

    /// The window the view is in, if any.
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let w = v as? UIWindow { return w }
            view = v.superview
        }
        return nil
    }

    /// Adds a view at the front. A view that had another superview is moved. Calls ``didMoveToWindow()`` and, for a
    /// view entering a window for the first time, ``awakeFromNib()`` as loading a storyboard would.
    open func addSubview(_ view: UIView) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self { return }
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
        if let window = view.window { view.movedIntoWindow(window) }
    }

    /// Removes the view from its superview. A first responder inside it is forced to end editing without its
    /// delegate being asked (docs/uikit-behavior.md §7: "fields always resign when removed").
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        if let window = window { window.viewWillLeaveWindow(self) }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        setHost(nil)
        didMoveToWindow()
    }

    private func setHost(_ newHost: (any ScreenHost)?) {
        host = newHost
        for sub in subviews { sub.setHost(newHost) }
    }

    private func movedIntoWindow(_ window: UIWindow) {
        host = window.screenHost
        let first = !didAwake
        if first { didAwake = true; awakeFromNib() }
        didMoveToWindow()
        // UIKit draws a view once it is on screen; kbsim calls draw(_:) once, on first entering a window, so a
        // subclass that sets its delegate in draw(_:) works (docs/compat-surface.md).
        if first { draw(bounds) }
        for sub in subviews { sub.movedIntoWindow(window) }
    }
    private var didAwake = false

    /// Called when the view is first added to a window (where UIKit would load it from a nib).
    open func awakeFromNib() {}
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}
    /// Called when the view would draw (kbsim never draws; present so overrides compile).
    open func draw(_ rect: CGRect) {}
    /// Lays out at once: kbsim has no layout engine, but a layout pass is when changed constraint constants take
    /// effect, so inside `UIView.animate` they show as moved (Compat/NSLayoutConstraint.swift).
    open func layoutIfNeeded() { NSLayoutConstraint.layoutPass() }
    /// Overridden to position subviews (kbsim never calls it on its own; present so overrides compile).
    open func layoutSubviews() {}
    /// Marks the layout as needing an update (no effect in kbsim).
    open func setNeedsLayout() {}

    /// The view whose tag matches, searching the receiver first, then its subviews depth first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let found = sub.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    /// Makes the first responder inside this view resign. With `force`, the delegate is not asked
    /// (docs/uikit-behavior.md §7). Returns whether it resigned (`true` when nothing inside was first responder).
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool {
        guard let window = window, let responder = window.firstResponderView, responder.isDescendant(of: self) else {
            return true
        }
        return responder.resign(forced: force)
    }
}
