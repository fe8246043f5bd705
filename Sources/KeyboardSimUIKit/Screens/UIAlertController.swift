import Foundation
/// An alert or action sheet: a title, a message, actions and (alerts only) text fields. Presented with
/// ``UIViewController/present(_:animated:completion:)``, its view goes on the window above the presenting
/// controller's, so its text fields are tapped and typed into as any field (a test names one with
/// `session.adopt(alert.textFields![0], name: …)`). Nothing is drawn.
///
/// The user's tap on a button is ``tapAction(_:)`` (kbsim's): a disabled action ignores it; an enabled one dismisses
/// the alert, then runs the action's handler, the order developers observe on iOS.
@preconcurrency @MainActor open class UIAlertController: UIViewController {
    /// An alert (centred, may have text fields) or an action sheet.
    public enum Style: Int, Sendable { case actionSheet = 0, alert }

    /// The message under the title.
    open var message: String?
    /// The style the controller was made with.
    public private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action the return key and the bold button stand for; must be one of ``actions``.
    open var preferredAction: UIAlertAction? {
        didSet {
            if let a = preferredAction, !actions.contains(where: { $0 === a }) {
                preconditionFailure(
                    "UIAlertController.preferredAction: the action \"\(a.title ?? "")\" was not added "
                        + "with addAction(_:) (iOS raises NSInternalInconsistencyException here too)")
            }
        }
    }
    private var fields: [UITextField] = []

    /// An alert controller (the `preferredStyle` decides whether text fields can be added).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// The text fields added with ``addTextField(configurationHandler:)``, in order; nil when there are none, as in
    /// UIKit.
    open var textFields: [UITextField]? { fields.isEmpty ? nil : fields }

    /// Adds an action (a button).
    open func addAction(_ action: UIAlertAction) {
        action.alert = self
        actions.append(action)
    }

    /// Adds a text field, configured by the handler at once. Only alerts have text fields: an action sheet stops
    /// the program with UIKit's explanation.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "UIAlertController.addTextField: text fields can only be added to an "
                + "alert controller of style .alert (iOS raises NSInternalInconsistencyException here too)")
        let field = UITextField(frame: CGRect(x: 16, y: 80 + 40 * CGFloat(fields.count), width: 238, height: 30))
        field.borderStyle = .roundedRect
        fields.append(field)
        configurationHandler?(field)
        if let root = viewIfLoaded { root.addSubview(field) }
    }

    /// The alert's view: the screen's size (kbsim lays out nothing), holding the text fields.
    open override func loadView() {
        let root = UIView(frame: UIScreen.main.bounds)
        for f in fields { root.addSubview(f) }
        view = root
    }

    /// The user taps an action's button (kbsim's). Recorded as a `user` event `tapAlertAction` with the action's
    /// title; a disabled action ignores the tap. Otherwise the alert is dismissed (its fields end editing), then
    /// the handler runs.
    public func tapAction(_ action: UIAlertAction) {
        guard actions.contains(where: { $0 === action }) else {
            preconditionFailure(
                "UIAlertController.tapAction: the action \"\(action.title ?? "")\" is not one of this alert's")
        }
        guard action.isEnabled else {
            recordPresentationEvent(.tapAlertAction, value: action.title, ignored: "the action is disabled")
            return
        }
        recordPresentationEvent(.tapAlertAction, value: action.title)
        let presenter = presentingViewController
        if let presenter { presenter.dismiss(animated: true) } else { dismiss(animated: true) }
        action.handler?(action)
    }

    /// Taps the action with this title (kbsim's); throws nothing, stops the program when there is none.
    public func tapAction(titled title: String) {
        guard let action = actions.first(where: { $0.title == title }) else {
            preconditionFailure(
                "UIAlertController.tapAction(titled:): no action titled \"\(title)\"; the actions are "
                    + actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", "))
        }
        tapAction(action)
    }
}

/// A button of an alert: title, style, handler and whether it is enabled.
@preconcurrency @MainActor open class UIAlertAction: NSObject {
    /// How the button looks and where it goes (cancel is kept apart).
    public enum Style: Int, Sendable { case `default` = 0, cancel, destructive }

    public let title: String?
    public let style: Style
    let handler: ((UIAlertAction) -> Void)?
    weak var alert: UIAlertController?
    /// Whether the button can be tapped (app code switches it as the text changes).
    open var isEnabled = true

    /// An action; the handler runs when the user taps it, after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
