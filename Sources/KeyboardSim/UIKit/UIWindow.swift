/// The root of a view tree. It knows its first responder and the simulated ``Screen`` it belongs to.
@MainActor open class UIWindow: UIView {
    /// The simulation this window lives in (set by ``Screen``).
    public internal(set) weak var screen: Screen? {
        didSet { hostScreen = screen }
    }

    /// The current first responder, if it is a view in this window.
    public internal(set) var firstResponderView: UIView?

    open override var window: UIWindow? { self }

    /// Makes this window key and visible (kbsim's windows are always visible).
    open func makeKeyAndVisible() {}

    func viewWillLeaveWindow(_ view: UIView) {
        if let responder = firstResponderView, responder.isDescendant(of: view) {
            _ = screen?.endEditing(of: responder, forced: true)
        }
    }
}
