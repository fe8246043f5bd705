import Foundation
import KeyboardSimUIKit
/// What a nib does for a view controller's outlets, for a test that builds the views itself: each view handed to
/// ``add(_:_:)`` goes into the controller's root view (which holds it, as a nib's view tree does, so a `weak`
/// outlet stays set), and objects handed to ``own(_:)`` are kept alive as a nib's top-level objects are. The
/// outlets are connected before `viewDidLoad`, as a nib connects them. Get one from
/// ``KeyboardSession/show(_:outlets:)`` or ``KeyboardSession/host(_:in:outlets:)``.
///
/// ```swift
/// session.show(SignInViewController()) { controller, nib in
///     controller.emailField = nib.add(UITextField(), "email"); controller.notesView = nib.add(UITextView(), "notes")
/// }
/// ```
@MainActor public final class NibOutlets {
    /// The controller's root view (a plain view the size of the screen, as a nib's top view).
    public let root: UIView
    /// The views added, with their names, in order.
    private(set) var placed: [(view: UIView, name: String?)] = []
    /// Top-level objects kept alive.
    private var owned: [AnyObject] = []
    /// Where the next view without a frame goes.
    private var nextY: CGFloat = 100

    init(root: UIView) { self.root = root }

    /// Puts `view` in the controller's root view (a view without a frame goes below the previous one, a field's
    /// height, a text view's 120 points, a search bar's 56) and returns it, for the outlet. `name` names a text
    /// field, text view or search bar for the session's verbs (its accessibilityIdentifier).
    @discardableResult
    public func add<View: UIView>(_ view: View, _ name: String? = nil) -> View {
        if view.frame == .zero {
            let height: CGFloat = view is UITextView ? 120 : view is UISearchBar ? 56 : 34
            let inset: CGFloat = view is UISearchBar ? 0 : 16
            view.frame = CGRect(x: inset, y: nextY, width: root.bounds.width - 2 * inset, height: height)
        }
        nextY = max(nextY, view.frame.maxY + 16)
        if view.superview == nil { root.addSubview(view) }
        if let name { view.accessibilityIdentifier = name }
        placed.append((view, name))
        return view
    }

    /// Keeps `object` alive as long as the controller is shown (a nib's top-level object: a formatter, a delegate
    /// object) and returns it, for the outlet.
    @discardableResult
    public func own<Object: AnyObject>(_ object: Object) -> Object {
        owned.append(object)
        return object
    }
}

/// A view that holds a hosted controller (and its nib's objects) for as long as it is in the window.
@MainActor final class ControllerHostView: UIView {
    var controller: UIViewController?
    var nib: NibOutlets?
}

extension KeyboardSession {
    /// Shows a view controller as ``show(_:fields:)-(Controller,_)`` does, its outlets first connected as a nib
    /// would: `connect` gets the controller and a ``NibOutlets`` whose ``NibOutlets/add(_:_:)`` puts each view in
    /// the controller's root view, which holds it, so a `weak` outlet stays set. Then the view loads
    /// (`viewDidLoad` sees the outlets) and the named inputs take their names: text fields, text views and search
    /// bars keep the delegates the controller gives them (none gets the built-in `accept` delegate) and the
    /// session keeps those alive.
    ///
    /// ```swift
    /// session.show(SignInViewController()) { controller, nib in
    ///     controller.emailField = nib.add(UITextField(), "email"); controller.notesView = nib.add(UITextView(), "notes")
    /// }
    /// ```
    @discardableResult
    public func show<Controller: UIViewController>(
        _ controller: Controller,
        outlets connect: (Controller, NibOutlets) -> Void
    ) -> Controller {
        let nib = Self.connectOutlets(of: controller, size: screen.window.bounds, connect)
        retain(nib)
        show(controller)
        for (view, name) in nib.placed {
            guard let name else { continue }
            switch view {
            case let field as UITextField where field.owner == nil: nameInput(field, name: name)
            case let textView as UITextView: nameInput(textView.editor, name: name, delegate: textView.delegate)
            case let bar as UISearchBar: nameInput(bar.searchTextField, name: name, delegate: bar.delegate)
            default: break
            }
        }
        return controller
    }

    /// Gives the controller a nib-like root view (unless its view is loaded) and runs `connect` on it.
    static func connectOutlets<Controller: UIViewController>(
        of controller: Controller, size: CGRect,
        _ connect: (Controller, NibOutlets) -> Void
    ) -> NibOutlets {
        if !controller.isViewLoaded { controller.view = UIView(frame: size) }
        let nib = NibOutlets(root: controller.view)
        connect(controller, nib)
        return nib
    }

    /// Shows `controller` in `window` as an app's root screen (its view loads, `viewDidLoad` and the appearance
    /// hooks run), keeps it alive as long as its view is in the window, and returns the text fields of its view
    /// tree in order (depth first, the fields inside text views and search bars left out): what a view factory
    /// (`ScenarioRegistry.register(view:_:)`, `FuzzTarget`'s `viewController`) returns. `outlets` connects its
    /// outlets first, as ``show(_:outlets:)`` does.
    public static func host<Controller: UIViewController>(
        _ controller: Controller, in window: UIView,
        outlets: ((Controller, NibOutlets) -> Void)? = nil
    ) -> [UITextField] {
        let host = ControllerHostView(frame: window.bounds)
        host.controller = controller
        if let outlets { host.nib = connectOutlets(of: controller, size: window.bounds, outlets) }
        controller.loadViewIfNeeded()
        let view: UIView = controller.view
        if view.frame == .zero { view.frame = window.bounds }
        controller.viewWillAppear(false)
        window.addSubview(host)
        host.addSubview(view)
        controller.viewWillLayoutSubviews()
        view.layoutSubviews()
        controller.viewDidLayoutSubviews()
        controller.viewDidAppear(false)
        var found: [UITextField] = []
        var stack: [UIView] = [view]
        while let v = stack.popLast() {
            if let field = v as? UITextField, field.owner == nil { found.append(field) }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return found
    }
}
