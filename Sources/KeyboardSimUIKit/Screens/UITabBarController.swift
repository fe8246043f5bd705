import Foundation
/// Tabs of controllers: the selected one's view is shown inside the tab bar controller's view. Setting
/// ``selectedIndex`` from app code tells the delegate nothing, as in UIKit; the user's tap is ``tapTab(at:)``
/// (kbsim's), recorded as a `user` event `tapTab`. Nothing is drawn.
@preconcurrency @MainActor open class UITabBarController: UIViewController {
    /// The bar (its items are the controllers' ``UIViewController/tabBarItem``s).
    public let tabBar = UITabBar(frame: .zero)
    /// Asked before and told after the user's tab changes (weak).
    open weak var delegate: (any UITabBarControllerDelegate)?
    private var controllers: [UIViewController] = []
    private var selected = 0

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The tabs' controllers.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let old = selectedViewController
        controllers.forEach { $0.removeFromParent() }
        controllers = viewControllers ?? []
        controllers.forEach {
            addChild($0)
            $0.didMove(toParent: self)
        }
        tabBar.items = controllers.map { $0.tabBarItem }
        selected = min(selected, max(0, controllers.count - 1))
        if old !== selectedViewController { switchView(from: old) }
    }
    /// The selected tab's index.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard controllers.indices.contains(newValue), newValue != selected else { return }
            let old = selectedViewController
            selected = newValue
            switchView(from: old)
        }
    }
    /// The selected tab's controller.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            if let c = newValue, let i = controllers.firstIndex(where: { $0 === c }) { selectedIndex = i }
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        switchView(from: nil)
    }

    /// The user taps a tab (kbsim's): the delegate may refuse (`shouldSelect`), then the tab is selected and the
    /// delegate told (`didSelect`), also when it was already selected, as on iOS.
    public func tapTab(at index: Int) {
        guard controllers.indices.contains(index) else {
            recordPresentationEvent(.tapTab, value: "\(index)", ignored: "there are \(controllers.count) tabs")
            return
        }
        let target = controllers[index]
        recordPresentationEvent(.tapTab, value: target.tabBarItem.title ?? target.eventName)
        if let d = delegate, !d.tabBarController(self, shouldSelect: target) { return }
        selectedIndex = index
        delegate?.tabBarController(self, didSelect: target)
    }

    private func switchView(from old: UIViewController?) {
        guard isViewLoaded else { return }
        let onScreen = view.window != nil
        if let old, old.viewIfLoaded?.superview === view {
            if onScreen { old.viewWillDisappear(false) }
            old.view.removeFromSuperview()
            if onScreen { old.viewDidDisappear(false) }
        }
        guard let new = selectedViewController else { return }
        let v: UIView = new.view
        if v.frame == .zero { v.frame = view.bounds }
        if onScreen { new.viewWillAppear(false) }
        view.addSubview(v)
        if onScreen { new.viewDidAppear(false) }
    }
}

/// What a tab bar controller asks and tells its delegate (optional: the defaults allow every tab).
@preconcurrency @MainActor public protocol UITabBarControllerDelegate: NSObjectProtocol {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController)
        -> Bool
    {
        DelegateProbe.consumeArmed(self, "tabBarController(_:shouldSelect:)")
        return true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        DelegateProbe.consumeArmed(self, "tabBarController(_:didSelect:)")
    }
}

/// A tab bar (stored state only).
@preconcurrency @MainActor open class UITabBar: UIView {
    open var items: [UITabBarItem]?
    open var selectedItem: UITabBarItem?
    open var barTintColor: UIColor?
    open var unselectedItemTintColor: UIColor?
    open var isTranslucent = true
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }
}

/// A tab's title, image and badge (stored only).
@preconcurrency @MainActor open class UITabBarItem: UIBarItem {
    /// The system's standard tabs, with UIKit's raw values.
    public enum SystemItem: Int, Sendable {
        case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
            mostRecent, mostViewed
    }
    open var selectedImage: UIImage?
    open var badgeValue: String?
    open var badgeColor: UIColor?

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    public convenience init(title: String?, image: UIImage?, tag: Int) {
        self.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
    public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }
    public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.init()
        self.title = "\(systemItem)".prefix(1).uppercased() + "\(systemItem)".dropFirst()
        self.tag = tag
    }
}
