import Foundation
import KeyboardSimTranscript
/// The root of a view tree. It knows its first responder and the simulated `Screen` it belongs to.
@preconcurrency @MainActor open class UIWindow: UIView {
    /// The simulation this window lives in (set by the simulator's screen).
    package weak var screenHost: (any ScreenHost)? {
        didSet { host = screenHost }
    }

    /// The display the window is on.
    public var screen: UIScreen { screenHost?.uiScreen ?? UIScreen.main }

    /// The current first responder, if it is a view in this window.
    public package(set) var firstResponderView: UIView?

    open override var window: UIWindow? { self }

    /// Makes this window key and visible (kbsim's windows are always visible).
    open func makeKeyAndVisible() {}

    func viewWillLeaveWindow(_ view: UIView) {
        if let responder = firstResponderView, responder.isDescendant(of: view) {
            _ = responder.resign(forced: true)
        }
    }
}
