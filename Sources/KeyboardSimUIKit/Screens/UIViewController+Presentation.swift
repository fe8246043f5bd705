import Foundation
/// A view controller's place among others: what it presents and what presented it, the navigation or tab bar
/// controller it is in, its children and its navigation item.
@MainActor final class PresentationState {
    weak var presenting: UIViewController?
    var presented: UIViewController?
    weak var parent: UIViewController?
    var children: [UIViewController] = []
    var navigationItem: UINavigationItem?
    var tabBarItem: UITabBarItem?
    var modalPresentationStyle: UIModalPresentationStyle = .automatic
    var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    var isModalInPresentation = false
    var beingPresented = false
    var beingDismissed = false
}

/// How a presented controller covers the screen (stored only: kbsim puts every presented view on the window).
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1, automatic = -2
}

/// The animation of a presentation (stored only).
public enum UIModalTransitionStyle: Int, Sendable { case coverVertical = 0, flipHorizontal, crossDissolve, partialCurl }

extension UIViewController {
    /// The controller this one presents, while it is presented.
    public var presentedViewController: UIViewController? { presentation.presented }
    /// The controller that presented this one, while it is presented.
    public var presentingViewController: UIViewController? { presentation.presenting }
    /// The container this controller is a child of (a navigation or tab bar controller's, or ``addChild(_:)``'s).
    public var parent: UIViewController? { presentation.parent }
    /// The child controllers, in order.
    public var children: [UIViewController] { presentation.children }
    /// The nearest navigation controller up the parents.
    public var navigationController: UINavigationController? {
        var c: UIViewController? = self
        while let v = c {
            if let nav = v as? UINavigationController { return nav }
            c = v.parent
        }
        return nil
    }
    /// The nearest tab bar controller up the parents.
    public var tabBarController: UITabBarController? {
        var c: UIViewController? = parent
        while let v = c {
            if let tabs = v as? UITabBarController { return tabs }
            c = v.parent
        }
        return nil
    }
    /// The item a navigation bar shows for this controller (made on first use, titled with ``title``).
    public var navigationItem: UINavigationItem {
        if let item = presentation.navigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        presentation.navigationItem = item
        return item
    }
    /// The item a tab bar shows for this controller.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = presentation.tabBarItem { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            presentation.tabBarItem = item
            return item
        }
        set { presentation.tabBarItem = newValue }
    }
    /// How a presentation covers the screen (stored only).
    public var modalPresentationStyle: UIModalPresentationStyle {
        get { presentation.modalPresentationStyle }
        set { presentation.modalPresentationStyle = newValue }
    }
    /// The presentation's animation (stored only).
    public var modalTransitionStyle: UIModalTransitionStyle {
        get { presentation.modalTransitionStyle }
        set { presentation.modalTransitionStyle = newValue }
    }
    /// Whether a sheet refuses the swipe down (stored only: kbsim has no swipes).
    public var isModalInPresentation: Bool {
        get { presentation.isModalInPresentation }
        set { presentation.isModalInPresentation = newValue }
    }
    /// Whether the controller is being presented: true while its appearance hooks run for a presentation.
    public var isBeingPresented: Bool { presentation.beingPresented }
    /// Whether the controller is being dismissed: true while its disappearance hooks run for a dismissal.
    public var isBeingDismissed: Bool { presentation.beingDismissed }

    /// Adds a child controller (its view is the app's to place): calls its ``willMove(toParent:)`` first, as
    /// UIKit does; the container calls ``didMove(toParent:)`` when done.
    public func addChild(_ child: UIViewController) {
        if child.presentation.parent === self { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        child.presentation.parent = self
        presentation.children.append(child)
    }
    /// Removes the controller from its parent, then calls its ``didMove(toParent:)`` with nil, as UIKit does.
    public func removeFromParent() {
        guard let parent = presentation.parent else { return }
        parent.presentation.children.removeAll { $0 === self }
        presentation.parent = nil
        didMove(toParent: nil)
    }

    /// Shows a controller: pushed when the controller is in a navigation controller, else presented.
    public func show(_ vc: UIViewController, sender: Any?) {
        if let nav = navigationController {
            nav.pushViewController(vc, animated: true)
        } else {
            present(vc, animated: true)
        }
    }

    /// UIKit's presentation: refused (and recorded as ignored) while this controller already presents one, as iOS
    /// logs "Attempt to present … which is already presenting" and shows nothing; else the controller's view
    /// loads, goes on the window above this one's (`viewWillAppear`, `viewDidAppear`), a `user` event `present`
    /// names its class, and `completion` runs.
    func performPresent(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        if let already = presentation.presented {
            recordPresentationEvent(
                .present, value: controller.eventName,
                ignored: "\(eventName) is already presenting \(already.eventName)")
            return
        }
        presentation.presented = controller
        controller.presentation.presenting = self
        controller.loadViewIfNeeded()
        recordPresentationEvent(.present, value: controller.eventName)
        if let window = viewIfLoaded?.window {
            let v: UIView = controller.view
            if v.frame == .zero { v.frame = window.bounds }
            controller.presentation.beingPresented = true
            controller.viewWillAppear(animated)
            window.addSubview(v)
            controller.viewDidAppear(animated)
            controller.presentation.beingPresented = false
        }
        completion?()
    }

    /// UIKit's dismissal: the controller this one presents goes (or, when it presents none, this one, by the
    /// controller that presented it); its view leaves the window, which ends editing in its fields; a `user`
    /// event `dismiss` names its class; then `completion` runs.
    func performDismiss(animated: Bool, completion: (() -> Void)?) {
        guard let presented = presentation.presented else {
            if let presenter = presentation.presenting {
                presenter.performDismiss(animated: animated, completion: completion)
            } else {
                completion?()
            }
            return
        }
        if presented.presentation.presented != nil { presented.performDismiss(animated: false, completion: nil) }
        recordPresentationEvent(.dismiss, value: presented.eventName)
        let shown = presented.viewIfLoaded?.superview != nil
        presented.presentation.beingDismissed = true
        if shown { presented.viewWillDisappear(animated) }
        presented.viewIfLoaded?.removeFromSuperview()
        if shown { presented.viewDidDisappear(animated) }
        presented.presentation.beingDismissed = false
        presented.presentation.presenting = nil
        presentation.presented = nil
        completion?()
    }
}
