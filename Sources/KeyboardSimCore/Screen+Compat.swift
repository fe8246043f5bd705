import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// Showing iOS view controllers and storyboard-style views on a simulated screen.
extension Screen {
    /// Shows a view controller as a window's root would be: loads its view (`UIViewController/viewDidLoad()`),
    /// sizes it to the screen, adds it to the window (its views' `draw(_:)` runs, and `awakeFromNib()` for those made
    /// by `init(coder:)`), then calls `viewWillAppear`, `viewDidLayoutSubviews` and `viewDidAppear`.
    ///
    /// ```swift
    /// let screen = Screen()
    /// let controller = SignUpViewController()
    /// screen.add(controller)
    /// try screen.tap(controller.emailField)
    /// ```
    public func add(_ controller: UIViewController) {
        controller.loadViewIfNeeded()
        let view: UIView = controller.view
        if view.frame == .zero { view.frame = window.bounds }
        controller.viewWillAppear(false)
        window.addSubview(view)
        controller.viewWillLayoutSubviews()
        view.layoutSubviews()
        controller.viewDidLayoutSubviews()
        controller.viewDidAppear(false)
    }

    /// Creates a view as a storyboard would, through `init(coder:)`, and adds it to the window (then
    /// `awakeFromNib()` and `draw(_:)` run): for `UITextField` subclasses that set their delegate in any of those.
    @discardableResult
    public func addFromStoryboard<View: UIView>(_ type: View.Type, name: String? = nil, frame: CGRect = .zero) -> View {
        guard let view = type.init(coder: NSCoder()) else {
            preconditionFailure("\(type).init(coder:) returned nil")
        }
        view.frame = frame
        add(view, name: name)
        return view
    }

    /// Taps a button (or any control): records a `user` event, then sends `.touchUpInside`. A disabled or hidden
    /// control ignores the tap.
    public func tapButton(_ control: UIControl) {
        if !control.isEnabled || control.isHidden {
            record(user: .tapButton, field: control, ignored: control.isEnabled ? "hidden" : "disabled")
            return
        }
        record(user: .tapButton, field: control)
        control.sendActions(for: .touchDown)
        control.sendActions(for: .touchUpInside)
        control.sendActions(for: .primaryActionTriggered)
    }
}
