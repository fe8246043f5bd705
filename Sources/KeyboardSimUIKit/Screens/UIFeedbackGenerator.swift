import Foundation
/// Haptics: kbsim has no motor, so a generator is inert (it keeps what it was made with; `prepare` and the
/// feedback methods do nothing and record nothing).
@preconcurrency @MainActor open class UIFeedbackGenerator: NSObject {
    public override init() { super.init() }
    /// Readies the motor (no effect).
    open func prepare() {}
}

/// An impact (inert).
@preconcurrency @MainActor open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The impact's weight, with UIKit's raw values.
    public enum FeedbackStyle: Int, Sendable { case light = 0, medium, heavy, soft, rigid }
    public let style: FeedbackStyle
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }
    public convenience override init() { self.init(style: .medium) }
    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// A success, warning or error (inert).
@preconcurrency @MainActor open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome, with UIKit's raw values.
    public enum FeedbackType: Int, Sendable { case success = 0, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// A change of selection (inert).
@preconcurrency @MainActor open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// The pre-iOS 16 edit menu (inert: kbsim shows no menus; `showMenu`/`setMenuVisible` only set ``isMenuVisible``).
@preconcurrency @MainActor open class UIMenuController: NSObject {
    /// The shared menu controller.
    public static let shared = UIMenuController()
    /// Where the menu's arrow points (stored only).
    public enum ArrowDirection: Int, Sendable { case `default` = 0, up, down, left, right }
    open var isMenuVisible = false
    open var arrowDirection: ArrowDirection = .default
    open var menuItems: [UIMenuItem]?
    open var menuFrame: CGRect { .zero }
    open func showMenu(from targetView: UIView, rect targetRect: CGRect) { isMenuVisible = true }
    open func hideMenu(from targetView: UIView?) { isMenuVisible = false }
    open func hideMenu() { isMenuVisible = false }
    open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {}
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) { isMenuVisible = menuVisible }
    open func update() {}
    /// Posted when the menu shows or hides (kbsim does not post them).
    nonisolated public static let willShowMenuNotification = Notification.Name(
        "UIMenuControllerWillShowMenuNotification")
    nonisolated public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    nonisolated public static let willHideMenuNotification = Notification.Name(
        "UIMenuControllerWillHideMenuNotification")
    nonisolated public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
}

/// A custom edit-menu item (stored only).
@preconcurrency @MainActor open class UIMenuItem: NSObject {
    open var title: String
    open var action: Selector
    public init(title: String, action: Selector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// iOS 16's edit menu interaction (inert: kbsim shows no menus, so its delegate is never asked).
@preconcurrency @MainActor open class UIEditMenuInteraction: NSObject {
    /// The delegate (weak, as in UIKit).
    open weak var delegate: (any UIEditMenuInteractionDelegate)?
    public init(delegate: (any UIEditMenuInteractionDelegate)?) {
        self.delegate = delegate
        super.init()
    }
    /// Shows the menu (no effect).
    open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}
    /// Hides the menu (no effect).
    open func dismissMenu() {}
    open func reloadVisibleMenu() {}
}

/// Where an edit menu shows (stored only).
@preconcurrency @MainActor open class UIEditMenuConfiguration: NSObject {
    public let identifier: (any NSCopying)?
    public let sourcePoint: CGPoint
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier
        self.sourcePoint = sourcePoint
        super.init()
    }
}

/// What an edit menu interaction asks its delegate (never called: kbsim shows no menus).
@preconcurrency @MainActor public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
    func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu?
}

extension UIEditMenuInteractionDelegate {
    public func editMenuInteraction(
        _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? { nil }
}

/// An interaction a view holds (iOS 11).
@preconcurrency @MainActor public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}

extension UIEditMenuInteraction: UIInteraction {
    /// The view the interaction was added to (kbsim keeps none: interactions are inert).
    public var view: UIView? { nil }
    public func willMove(to view: UIView?) {}
    public func didMove(to view: UIView?) {}
}

extension UIView {
    /// Adds an interaction (inert: kbsim has no touches, so no interaction ever runs).
    public func addInteraction(_ interaction: any UIInteraction) {
        interaction.willMove(to: self)
        interaction.didMove(to: self)
    }
    /// Removes an interaction (no effect).
    public func removeInteraction(_ interaction: any UIInteraction) {}
}
