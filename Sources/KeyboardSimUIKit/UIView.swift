import Foundation
import KeyboardSimTranscript
/// A rectangle on the screen that can hold other views. kbsim keeps the view tree that focus and the keyboard
/// depend on (superview, subviews, window) and plain geometry; it draws nothing.
@preconcurrency @MainActor open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        willSet { willChangeValue(forKey: "frame") }
        didSet { bounds.size = frame.size; compat.layer?.frame = frame; didChangeValue(forKey: "frame") }
    }
    /// The view's bounds in its own coordinates.
    open var bounds: CGRect {
        didSet { compat.layer?.bounds = bounds }
    }
    /// An integer that identifies the view in ``viewWithTag(_:)``. Default 0.
    open var tag: Int = 0
    /// Whether the view is hidden.
    open var isHidden: Bool = false {
        willSet { willChangeValue(forKey: "isHidden") }
        didSet { didChangeValue(forKey: "isHidden") }
    }
    /// Whether the view takes part in user interaction.
    open var isUserInteractionEnabled: Bool = true
    /// The identifier UI tests use; kbsim also uses it as the field's name in transcripts.
    open var accessibilityIdentifier: String?

    /// The simulation this view is shown by (cached on every move, for the typing hot path).
    package weak var host: (any ScreenHost)?
    /// Inert and compatibility state (alpha, colours, layer, owning view controller…; Compat/UIView+Compat.swift).
    var compat = UIViewCompatState()

    /// The keyboard's stand-in for a view of the app's own that adopts ``UIKeyInput``, made when the view first
    /// becomes first responder (ResponderEditor.swift).
    package var keyInputEditor: ResponderEditor?

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
        madeByCoder = true
    }

    // MARK: First responder: a view of the app's own that adopts UIKeyInput (docs/responders.md)

    /// Whether the view is first responder (a view that adopts ``UIKeyInput`` can be; others never are).
    open override var isFirstResponder: Bool { keyInputEditor?.editing ?? false }

    /// Makes a view that adopts ``UIKeyInput`` first responder, when `canBecomeFirstResponder` answers true (it is
    /// false unless the view overrides it) and the view is in a window: the keyboard its traits ask for comes up
    /// with its notifications, and the keyboard types into it. Other views refuse.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard self is any UIKeyInput, canBecomeFirstResponder, window != nil, host != nil else { return false }
        return ResponderEditor.of(self).becomeFirstResponderAsEditor()
    }

    /// Gives up first-responder status (the keyboard goes, unless another view is taking it).
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard let editor = keyInputEditor, editor.editing else { return true }
        return editor.resignFirstResponderAsEditor()
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

    /// Adds a view at the front. A view that had another superview is moved. Calls UIKit's hooks in UIKit's order:
    /// the old superview's ``willRemoveSubview(_:)``, the view's ``willMove(toSuperview:)`` (and
    /// ``willMove(toWindow:)`` through its subtree when its window changes), then ``didMoveToSuperview()``,
    /// ``didMoveToWindow()`` (when the window changed) and the receiver's ``didAddSubview(_:)``. A view made by
    /// `init(coder:)` (a storyboard or nib view) gets `awakeFromNib()` when it first enters a window; a view made
    /// in code never does, as on iOS.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts a view at an index of ``subviews`` (clamped), moving it from another superview.
    open func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        if view.superview === self {
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: max(0, min(index, subviews.count)))
            return
        }
        view.move(to: self, at: index)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.append(view)
    }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        subviews.removeAll { $0 === view }
        subviews.insert(view, at: 0)
    }

    /// Removes the view from its superview. A first responder inside it is forced to end editing without its
    /// delegate being asked (docs/uikit-behavior.md §7: "fields always resign when removed"). The hooks are those
    /// of ``addSubview(_:)`` with nil for the new superview and window.
    open func removeFromSuperview() {
        guard superview != nil else { return }
        move(to: nil, at: 0)
    }

    /// Takes the view out of its superview and puts it into `newParent` (nil: removes it), with UIKit's hooks.
    private func move(to newParent: UIView?, at index: Int) {
        let oldParent = superview
        let oldWindow = window
        let newWindow = newParent?.window
        if oldParent != nil, let oldWindow { oldWindow.viewWillLeaveWindow(self) }
        oldParent?.willRemoveSubview(self)
        willMove(toSuperview: newParent)
        let windowChanges = oldWindow !== newWindow
        if windowChanges { willMoveInTree(toWindow: newWindow) }
        oldParent?.subviews.removeAll { $0 === self }
        superview = newParent
        newParent?.subviews.insert(self, at: max(0, min(index, newParent?.subviews.count ?? 0)))
        if newWindow == nil { setHost(nil) }
        didMoveToSuperview()
        if windowChanges {
            if let newWindow { movedIntoWindow(newWindow) } else { didMoveToWindowInTree() }
        }
        newParent?.didAddSubview(self)
    }

    private func willMoveInTree(toWindow newWindow: UIWindow?) {
        willMove(toWindow: newWindow)
        for sub in subviews { sub.willMoveInTree(toWindow: newWindow) }
    }

    private func didMoveToWindowInTree() {
        didMoveToWindow()
        for sub in subviews { sub.didMoveToWindowInTree() }
    }

    private func setHost(_ newHost: (any ScreenHost)?) {
        host = newHost
        for sub in subviews { sub.setHost(newHost) }
    }

    private func movedIntoWindow(_ window: UIWindow) {
        host = window.screenHost
        let first = !didAppear
        didAppear = true
        if first && madeByCoder { awakeFromNib() }
        // Appearance proxies style a view as it enters a window, just before didMoveToWindow() (UIAppearance.swift).
        applyAppearance()
        didMoveToWindow()
        // UIKit draws a view once it is on screen; kbsim calls draw(_:) once, on first entering a window, so a
        // subclass that sets its delegate in draw(_:) works (docs/compat-surface.md).
        if first { GraphicsContextStack.drawing(size: bounds.size) { draw(bounds) } }
        for sub in subviews { sub.movedIntoWindow(window) }
    }
    /// Whether the view has been in a window (draw(_:) and awakeFromNib() run once, on the first time).
    private var didAppear = false
    /// Whether the view was made by `init(coder:)`, as a storyboard or nib makes it: only those get
    /// ``awakeFromNib()`` (docs/porting.md, "Lifecycle hooks").
    private var madeByCoder = false

    /// Called before the view moves to a new superview (nil: it is being removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview or was removed from one.
    open func didMoveToSuperview() {}
    /// Called before the view (or an ancestor) moves into or out of a window (nil: out of its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved into or out of a window.
    open func didMoveToWindow() {}
    /// Called on the superview after a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called on the superview before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called when the view would draw (kbsim never draws; present so overrides compile).
    open func draw(_ rect: CGRect) {}
    /// Lays out at once: kbsim has no layout engine, but a layout pass is when changed constraint constants take
    /// effect, so inside `UIView.animate` they show as moved (Compat/NSLayoutConstraint.swift).
    open func layoutIfNeeded() { NSLayoutConstraint.layoutPass() }
    /// Overridden to position subviews (kbsim never calls it on its own; present so overrides compile).
    open func layoutSubviews() {}
    /// Marks the layout as needing an update (no effect in kbsim).
    open func setNeedsLayout() {}

    // MARK: Appearance and layout (stored, never drawn; declared here so that subclasses can override them)

    /// The centre of the frame, in the superview's coordinates; setting it moves the frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// Opacity, 0…1 (stored; shows in `animation` events).
    open var alpha: CGFloat {
        get { compat.alpha }
        set { willChangeValue(forKey: "alpha"); compat.alpha = newValue; didChangeValue(forKey: "alpha") }
    }
    /// The transform (stored only: kbsim's geometry ignores it; shows in `animation` events).
    open var transform: CGAffineTransform {
        get { compat.transform }
        set { compat.transform = newValue }
    }
    /// The background colour (inert).
    open var backgroundColor: UIColor? {
        get { compat.backgroundColor }
        set {
            compat.backgroundColor = newValue;
            appearancePropertyDidSet(\UIView.backgroundColor, named: "backgroundColor")
        }
    }
    /// The tint colour: the view's own, else its superview's, else the system blue (null-resettable, as in UIKit).
    /// Setting it calls ``tintColorDidChange()``, as UIKit does.
    open var tintColor: UIColor! {
        get { compat.tintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            compat.tintColor = newValue
            appearancePropertyDidSet(\UIView.tintColor, named: "tintColor")
            tintColorDidChange()
        }
    }
    /// Called after ``tintColor`` changed.
    open func tintColorDidChange() {}

    /// The simulated device's traits (Screens/UIDevice.swift).
    open var traitCollection: UITraitCollection { UITraitCollection.current }
    /// Called when the traits change (never: kbsim's traits are fixed while a screen shows).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
    /// Whether subviews are clipped (inert).
    open var clipsToBounds: Bool {
        get { compat.clipsToBounds }
        set { compat.clipsToBounds = newValue }
    }
    /// Whether the view is opaque (inert).
    open var isOpaque: Bool {
        get { compat.isOpaque }
        set { compat.isOpaque = newValue }
    }
    /// How content is laid out (inert).
    open var contentMode: ContentMode {
        get { compat.contentMode }
        set { compat.contentMode = newValue }
    }
    /// The view's layer, an instance of ``layerClass``: its frame and bounds follow the view's; corner radius,
    /// border, shadow and sublayers are kept, never drawn.
    open var layer: CALayer {
        if let layer = compat.layer { return layer }
        let layer = CALayer.make(Self.layerClass)
        layer.frame = frame
        layer.bounds = bounds
        compat.layer = layer
        return layer
    }
    /// The class of the view's layer. A subclass returns `CAShapeLayer.self`, `CAGradientLayer.self` or
    /// `CATextLayer.self` to get one; a class of its own is made as the nearest of those it inherits from (no
    /// Objective-C runtime to call its initialiser through the metatype; docs/compat-surface.md, "Drawing").
    open class var layerClass: AnyClass { CALayer.self }
    /// UIKit's layer-delegate hook for laying out the layer's sublayers (kbsim lays nothing out and never calls
    /// it; present so overrides compile).
    open func layoutSublayers(of layer: CALayer) {}
    /// UIKit's layer-delegate drawing hook (never called by kbsim; present so overrides compile).
    open func draw(_ layer: CALayer, in ctx: CGContext) {}
    /// UIKit's layer-delegate display hook (never called by kbsim; present so overrides compile).
    open func display(_ layer: CALayer) {}
    /// How the view resizes with its superview (stored only).
    open var autoresizingMask: AutoresizingMask {
        get { compat.autoresizingMask }
        set { compat.autoresizingMask = newValue }
    }
    /// Whether the autoresizing mask becomes constraints (stored only; kbsim has no layout engine).
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { compat.translatesAutoresizingMaskIntoConstraints }
        set { compat.translatesAutoresizingMaskIntoConstraints = newValue }
    }
    /// The margins inside the view's edges (8 points on each side by default, as in UIKit; stored only: kbsim lays
    /// nothing out). Setting them calls ``layoutMarginsDidChange()``.
    open var layoutMargins: UIEdgeInsets {
        get { compat.layoutMargins }
        set { compat.layoutMargins = newValue; layoutMarginsDidChange() }
    }
    /// The margins by leading and trailing edge (iOS 11): ``layoutMargins`` in the view's layout direction, so
    /// leading is the right edge right to left.
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            return NSDirectionalEdgeInsets(
                top: layoutMargins.top, leading: rtl ? layoutMargins.right : layoutMargins.left,
                bottom: layoutMargins.bottom, trailing: rtl ? layoutMargins.left : layoutMargins.right)
        }
        set {
            let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
            layoutMargins = UIEdgeInsets(
                top: newValue.top, left: rtl ? newValue.trailing : newValue.leading,
                bottom: newValue.bottom, right: rtl ? newValue.leading : newValue.trailing)
        }
    }
    /// Whether the superview's margins add to this view's (stored only).
    open var preservesSuperviewLayoutMargins = false
    /// Whether the safe area adds to the margins (stored only; kbsim has no safe areas).
    open var insetsLayoutMarginsFromSafeArea = true
    /// Called when ``layoutMargins`` change.
    open func layoutMarginsDidChange() {}
    /// Left-to-right or right-to-left layout of the contents (stored only).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { compat.semanticContentAttribute }
        set { compat.semanticContentAttribute = newValue }
    }
    /// The layout direction: right-to-left when ``semanticContentAttribute`` forces it, else the app's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        default: UIApplication.shared.userInterfaceLayoutDirection
        }
    }
    /// The natural size of the contents (``UIView/noIntrinsicMetric`` in both dimensions for a plain view).
    open var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
    /// Says the intrinsic size changed (no effect: kbsim has no layout engine).
    open func invalidateIntrinsicContentSize() {}
    /// The size that fits `size`: the current size for a plain view.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size, as UIKit does.
    open func sizeToFit() { frame.size = sizeThatFits(bounds.size) }
    /// Called by Interface Builder only; kbsim never calls it (present so overrides compile).
    open func prepareForInterfaceBuilder() {}
    /// Updates constraints (kbsim solves none; present so overrides compile).
    open func updateConstraints() {}
    /// Marks the constraints as needing an update (no effect).
    open func setNeedsUpdateConstraints() {}
    /// Updates constraints (no effect).
    open func updateConstraintsIfNeeded() {}
    /// Marks the display as needing a redraw (no effect: kbsim calls ``draw(_:)`` once, when the view first enters
    /// a window).
    open func setNeedsDisplay() {}
    /// Marks part of the display as needing a redraw (no effect).
    open func setNeedsDisplay(_ rect: CGRect) {}

    /// The constraints added to this view.
    open var constraints: [NSLayoutConstraint] { compat.constraints }
    /// Adds a constraint (and activates it).
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        compat.constraints.append(constraint)
        constraint.isActive = true
    }
    /// Adds constraints.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { constraints.forEach(addConstraint) }
    /// Removes a constraint (and deactivates it).
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        compat.constraints.removeAll { $0 === constraint }
        constraint.isActive = false
    }

    /// The gesture recognisers attached to the view (kbsim has no touches: a test fires one with
    /// `UIGestureRecognizer/sendActions()`).
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { compat.gestureRecognizers.isEmpty ? nil : compat.gestureRecognizers }
        set { compat.gestureRecognizers = newValue ?? [] }
    }
    /// Attaches a gesture recogniser.
    open func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        compat.gestureRecognizers.append(recognizer)
        recognizer.view = self
    }
    /// Detaches a gesture recogniser.
    open func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        compat.gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

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
