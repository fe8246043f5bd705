import Foundation
/// A stack of controllers: the top one's view is shown inside the navigation controller's view. Pushing and popping
/// run the appearance hooks, move the views (a field in a view that leaves ends editing, as on iOS) and are
/// recorded as `user` events `push` and `pop` naming the controller's class. Nothing is drawn or animated.
@preconcurrency @MainActor open class UINavigationController: UIViewController {
    private var stack: [UIViewController] = []
    /// The bar (stored state only).
    public let navigationBar = UINavigationBar(frame: .zero)
    /// The toolbar (stored state only).
    public let toolbar = UIToolbar(frame: .zero)
    /// The delegate (weak).
    open weak var delegate: (any UINavigationControllerDelegate)?
    open var isNavigationBarHidden = false
    open var isToolbarHidden = true
    open var hidesBarsOnSwipe = false

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// The controller on top.
    open var topViewController: UIViewController? { stack.last }
    /// The controller shown: the top one, or what it presents.
    open var visibleViewController: UIViewController? {
        topViewController?.presentedViewController ?? topViewController
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let top = stack.last { show(top) }
    }

    /// Replaces the stack.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        let old = stack.last
        for c in stack where !viewControllers.contains(where: { $0 === c }) { c.removeFromParent() }
        stack = viewControllers
        for c in stack where c.parent !== self {
            addChild(c)
            c.didMove(toParent: self)
        }
        if old !== stack.last { transition(from: old, to: stack.last, animated: animated) }
    }

    /// Pushes a controller on the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        let old = stack.last
        addChild(viewController)
        stack.append(viewController)
        recordPresentationEvent(.push, value: viewController.eventName)
        transition(from: old, to: viewController, animated: animated)
        viewController.didMove(toParent: self)
    }

    /// Pops the top controller (never the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        recordPresentationEvent(.pop, value: top.eventName)
        top.willMove(toParent: nil)
        transition(from: top, to: stack.last, animated: animated)
        top.removeFromParent()
        return top
    }

    /// Pops down to the root; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops down to `viewController`; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }), index < stack.count - 1 else {
            return nil
        }
        let top = stack.last
        let popped = Array(stack[(index + 1)...])
        stack.removeLast(popped.count)
        recordPresentationEvent(.pop, value: popped.map(\.eventName).joined(separator: " "))
        transition(from: top, to: viewController, animated: animated)
        popped.forEach { $0.removeFromParent() }
        return popped
    }

    /// Shows or hides the bar (stored only).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Shows or hides the toolbar (stored only).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }

    private func transition(from old: UIViewController?, to new: UIViewController?, animated: Bool) {
        guard isViewLoaded else { return }
        delegate.flatMap { d in new.map { d.navigationController(self, willShow: $0, animated: animated) } }
        let onScreen = view.window != nil
        if let old, old.viewIfLoaded?.superview === view {
            if onScreen { old.viewWillDisappear(animated) }
            old.view.removeFromSuperview()
            if onScreen { old.viewDidDisappear(animated) }
        }
        if let new { show(new, appearing: onScreen, animated: animated) }
        delegate.flatMap { d in new.map { d.navigationController(self, didShow: $0, animated: animated) } }
    }

    private func show(_ controller: UIViewController, appearing: Bool = false, animated: Bool = false) {
        let v: UIView = controller.view
        if v.frame == .zero { v.frame = view.bounds }
        if appearing { controller.viewWillAppear(animated) }
        view.addSubview(v)
        if appearing { controller.viewDidAppear(animated) }
    }
}

/// What a navigation controller tells its delegate (optional methods with empty defaults).
@preconcurrency @MainActor public protocol UINavigationControllerDelegate: NSObjectProtocol {
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool
    ) {
        DelegateProbe.consumeArmed(self, "navigationController(_:willShow:animated:)")
    }
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
        DelegateProbe.consumeArmed(self, "navigationController(_:didShow:animated:)")
    }
}

/// A navigation bar (stored state only: nothing is drawn).
@preconcurrency @MainActor open class UINavigationBar: UIView {
    open var prefersLargeTitles = false
    open var isTranslucent = true
    open var barTintColor: UIColor?
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    open var shadowImage: UIImage?
    open var items: [UINavigationItem]?
    public var topItem: UINavigationItem? { items?.last }
}

/// What a navigation bar shows for a controller: title, prompt, bar button items (stored; the items' actions can
/// be sent with ``UIBarButtonItem/tap()``).
@preconcurrency @MainActor open class UINavigationItem: NSObject {
    /// How a large title shows (stored only).
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic = 0, always, never }

    open var title: String?
    open var prompt: String?
    open var titleView: UIView?
    open var backBarButtonItem: UIBarButtonItem?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var leftItemsSupplementBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var hidesSearchBarWhenScrolling = true
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    public init(title: String) {
        self.title = title
        super.init()
    }
    public required init?(coder: NSCoder) { super.init() }

    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
