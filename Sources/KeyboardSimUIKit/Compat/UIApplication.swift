import Foundation
import KeyboardSimTranscript
/// The app: enough for the "dismiss the keyboard from anywhere" idioms,
/// `UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)` and
/// `UIApplication.shared.keyWindow?.endEditing(true)`, on the current ``Screen``.
@MainActor public final class UIApplication: UIResponder {
    /// The app.
    public static let shared = UIApplication()
    private override init() { super.init() }

    /// The current screen's window.
    public var keyWindow: UIWindow? { ScreenHosts.current?.window }
    /// The current screen's window.
    public var windows: [UIWindow] { keyWindow.map { [$0] } ?? [] }

    /// Performs `action` on `target`, or with a nil target on the first responder (then up its chain). Returns
    /// whether something performed it.
    @discardableResult
    public func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        if let target {
            action.perform(target: target as AnyObject, with: sender)
            return true
        }
        var responder: UIResponder? = ScreenHosts.current?.window.firstResponderView
        while let r = responder {
            if action.canPerform(on: r) {
                action.perform(target: r, with: sender)
                return true
            }
            responder = r.next
        }
        return false
    }
}

/// An event (touches); kbsim creates none. Present so action methods taking one compile.
@MainActor open class UIEvent: NSObject {}

/// A touch; kbsim creates none. Present so `touchesBegan(_:with:)` overrides compile.
@MainActor open class UITouch: NSObject {
    /// The touch's location (the origin: kbsim has no touches).
    open func location(in view: UIView?) -> CGPoint { .zero }
}
