import Foundation
import KeyboardSimTranscript
// What the app and the user do to the screen's other objects (tables, alerts, pickers, toolbars, navigation),
// recorded as `user` events: the transcript's kind for "what the simulated user or the app did"
// (docs/interfaces.md). Names are `accessibilityIdentifier`s only, never invented, so that recording does not
// renumber the fields' automatic names.

/// Records a `user` event in `host`'s transcript (nothing without a host).
@MainActor func recordScreenEvent(
    on host: (any ScreenHost)?, _ action: UserAction.Kind, field: String?, value: String?, ignored: String?
) {
    guard let host else { return }
    host.transcript.record(.user(UserAction(action: action, field: field, value: value, ignored: ignored)))
}

/// Records a `user` event for an object outside the view tree (a bar button item, an input view): on the screen
/// acting now, naming the field that is first responder there.
@MainActor func recordInputEvent(_ action: UserAction.Kind, value: String?, ignored: String? = nil) {
    let host = ScreenHosts.current
    recordScreenEvent(
        on: host, action, field: host?.window.firstResponderView?.accessibilityIdentifier, value: value,
        ignored: ignored)
}

extension UIView {
    /// Records a `user` event on this view's screen, naming the view by its `accessibilityIdentifier`; a view in
    /// no window records on the screen acting now, naming the first responder.
    func recordScreenEvent(_ action: UserAction.Kind, value: String? = nil, ignored: String? = nil) {
        if let host {
            KeyboardSimUIKit.recordScreenEvent(
                on: host, action, field: accessibilityIdentifier, value: value, ignored: ignored)
        } else {
            recordInputEvent(action, value: value, ignored: ignored)
        }
    }
}

extension UIViewController {
    /// Records a presentation or navigation event on the screen showing this controller (or the acting one).
    func recordPresentationEvent(_ action: UserAction.Kind, value: String? = nil, ignored: String? = nil) {
        let host = viewIfLoaded?.host ?? presentingViewController?.viewIfLoaded?.host ?? ScreenHosts.current
        KeyboardSimUIKit.recordScreenEvent(
            on: host, action, field: viewIfLoaded?.accessibilityIdentifier, value: value,
            ignored: ignored)
    }

    /// The controller's type name, as events spell it.
    var eventName: String { String(describing: type(of: self)) }
}

extension IndexPath {
    /// `section.row`, as events spell a row.
    var eventSpelling: String { count == 2 ? "\(self[0]).\(self[1])" : map(String.init).joined(separator: ".") }
}
