import Foundation
import KeyboardSimTranscript
// Target-action with selectors (what `addTarget(self, action: #selector(…), for: …)` becomes after `kbsim port`) is
// declared in UIControl's class body, so that subclasses can override it; this file holds its helper.
extension UIControl {
    /// The first responder up the chain from this control that `action` can be performed on.
    func responderChainTarget(for action: Selector) -> AnyObject? {
        var responder: UIResponder? = self
        while let r = responder {
            if action.canPerform(on: r) { return r }
            responder = r.next
        }
        return nil
    }
}
