import Foundation
/// What bar button items and tab bar items share: a title, an image, whether enabled.
@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var isEnabled = true
    open var tag = 0
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// Sets the title's attributes for a state (stored only).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }
    /// The title's attributes for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes[state.rawValue]
    }
}

/// A button on a toolbar or navigation bar: a title or system item, a style, and a target and action (or, iOS 14,
/// a primary `UIAction`). Usable as a field's `inputAccessoryView` content through ``UIToolbar``.
///
/// The user's tap is ``tap()`` (kbsim's): what UIKit does when the button is touched, sending the action to the
/// target (a nil target: the first responder, then up its chain, as `UIApplication.sendAction` does).
@preconcurrency @MainActor open class UIBarButtonItem: UIBarItem {
    /// How the button looks (stored only).
    public enum Style: Int, Sendable { case plain = 0, bordered, done }
    /// The system's standard buttons; their titles are the English ones.
    public enum SystemItem: Int, Sendable {
        case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize,
            bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl,
            close
    }

    open var style: Style = .plain
    /// The object the action is sent to (weak, as in UIKit; nil: the responder chain).
    open weak var target: AnyObject?
    open var action: Selector?
    /// iOS 14's action, run instead of target and action when set.
    open var primaryAction: UIAction?
    open var menu: UIMenu?
    open var width: CGFloat = 0
    open var customView: UIView?
    open var tintColor: UIColor?
    open var isSelected = false
    open var isHidden = false
    /// The system item the button was made as, if any.
    public let systemItem: SystemItem?

    public override init() {
        systemItem = nil
        super.init()
    }
    public required init?(coder: NSCoder) {
        systemItem = nil
        super.init(coder: coder)
    }

    /// A button with a title.
    public convenience init(title: String?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A button with an image.
    public convenience init(image: UIImage?, style: Style, target: Any?, action: Selector?) {
        self.init()
        self.image = image
        self.style = style
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A system button (`.done`, `.cancel`, `.flexibleSpace` …): its title is the system's English one.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: Selector?) {
        self.systemItem = systemItem
        super.init()
        title = Self.systemTitle(systemItem)
        style = systemItem == .done ? .done : .plain
        self.target = target.map { $0 as AnyObject }
        self.action = action
    }

    /// A button showing an app view (its taps are the view's own).
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// iOS 14: a button with a title or image and a primary action or menu.
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title ?? primaryAction?.title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// iOS 14: a system button with a primary action or menu.
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// iOS 14: a flexible space.
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    }
    /// iOS 14: a fixed space of `width` points.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
        item.width = width
        return item
    }

    /// The user taps the button (kbsim's). Recorded as a `user` event `tapBarItem` with the title, naming the
    /// field being edited; a disabled or hidden button, or a space, ignores it. Otherwise the primary action runs,
    /// else the action is sent to the target with the button as sender, as UIKit sends it.
    public func tap() {
        let label = title ?? systemItem.map { "\($0)" } ?? accessibilityIdentifier ?? "item"
        if systemItem == .flexibleSpace || systemItem == .fixedSpace {
            recordInputEvent(.tapBarItem, value: label, ignored: "a space is not a button")
            return
        }
        guard isEnabled, !isHidden else {
            recordInputEvent(
                .tapBarItem, value: label, ignored: isEnabled ? "the item is hidden" : "the item is disabled")
            return
        }
        recordInputEvent(.tapBarItem, value: label)
        if let primaryAction {
            primaryAction.sender = self
            primaryAction.handler(primaryAction)
            primaryAction.sender = nil
        } else if let action {
            UIApplication.shared.sendAction(action, to: target, from: self, for: nil)
        }
    }

    private static func systemTitle(_ item: SystemItem) -> String? {
        switch item {
        case .done: "Done"
        case .cancel: "Cancel"
        case .edit: "Edit"
        case .save: "Save"
        case .close: "Close"
        case .undo: "Undo"
        case .redo: "Redo"
        default: nil
        }
    }
}

/// A bar of buttons, as a field's `inputAccessoryView` above the keyboard (its height adds to the keyboard's frame
/// in the notifications) or at a screen's bottom. `sizeToFit()` makes it 44 points tall (the standard toolbar
/// height) and as wide as it is, or the screen when it has no width.
@preconcurrency @MainActor open class UIToolbar: UIView {
    /// The toolbar's look (stored only).
    public enum BarStyle: Int, Sendable { case `default` = 0, black }

    open var items: [UIBarButtonItem]?
    open var barStyle: BarStyle = .default
    open var isTranslucent = true
    open var barTintColor: UIColor?

    /// Sets the items (not animated in kbsim).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width > 0 ? bounds.width : UIScreen.main.bounds.width, height: 44)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 44) }

    /// The item with this title, for a test that taps it (kbsim's).
    public func item(titled title: String) -> UIBarButtonItem? { items?.first { $0.title == title } }
}
