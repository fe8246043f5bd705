import Foundation
import KeyboardSimTranscript

/// What the views of a window need from the simulation that shows them: the transcript and the names it uses,
/// the keyboard, focus changes and the behaviour profile's switches. The simulator's `Screen` is the host; a view
/// outside any window has none, and then behaves as a bare object (no recording, no keyboard).
@MainActor package protocol ScreenHost: AnyObject {
    /// Where delegate calls, control events and notifications are recorded.
    var transcript: Transcript { get }
    /// The window of the host's views.
    var window: UIWindow { get }
    /// The display (`UIScreen.main` while the host acts).
    var uiScreen: UIScreen { get }
    /// The pasteboard (`UIPasteboard.general` while the host acts).
    var pasteboard: UIPasteboard { get }
    /// The name a view has in the transcript.
    func name(of view: UIView) -> String
    /// Whether `textFieldDidChangeSelection` exists in the profile (iOS 13 and later).
    var callsDidChangeSelection: Bool { get }
    /// Whether the profile asks `textField(_:shouldChangeCharactersInRanges:replacementString:)` first (iOS 26).
    var prefersRangesVariant: Bool { get }
    /// Whether a control whose value the user changes (a switch, a slider, a segmented control) also sends
    /// `.primaryActionTriggered` (iOS 14 and later: `init(frame:primaryAction:)` registers for that event).
    var controlsSendPrimaryAction: Bool { get }
    /// Starts editing of a field with the whole lifecycle; returns whether it is (or will be) first responder.
    func beginEditing(_ field: UITextField) -> Bool
    /// Ends editing of the first responder `view` (from its `resignFirstResponder()`); unforced, the delegate
    /// may refuse.
    func endEditing(of view: UIView, request: ResignRequest?) -> Bool
    /// The editing field's keyboard type or input views changed.
    func keyboardInputChanged(for field: UITextField)
    /// The editing field's selection changed (`textFieldDidChangeSelection`).
    func selectionDidChange(in field: UITextField)
    /// Records and posts a text-field notification.
    func postFieldNotification(_ name: Notification.Name, field: UITextField)
    /// The input mode of the keyboard typing into `field` (``UIResponder/textInputMode``).
    func inputMode(for field: UITextField) -> UITextInputMode?
    /// The languages of the enabled input modes (``UITextInputMode/activeInputModes``).
    var activeInputLanguages: [String] { get }
    /// Something outside the input method changed the field during (or around) a composition.
    func compositionInterrupted(in field: UITextField, by interruption: CompositionInterruption)
}

/// Why a field is asked to resign, when the simulator asks (app code calling `resignFirstResponder()` gives nil).
package enum ResignRequest: Sendable {
    /// `endEditing(true)` or removal from the window: the delegate is not asked.
    case forced
    /// Another field is becoming first responder.
    case switching
}

/// The hosts UIKit's process-wide objects (`UIScreen.main`, `UIPasteboard.general`, `UIApplication.shared`'s
/// window) resolve to: the host whose action is running (innermost), else the most recently created host that is
/// still alive. kbsim's own code never goes through it; it reaches a view's host through the view.
@MainActor package enum ScreenHosts {
    private static var acting: [() -> (any ScreenHost)?] = []
    private static weak var latest: (any ScreenHost)?

    /// The host UIKit's globals refer to now.
    package static var current: (any ScreenHost)? {
        for h in acting.reversed() { if let host = h() { return host } }
        return latest
    }

    /// A host was created.
    package static func created(_ host: any ScreenHost) { latest = host }

    /// Runs `body` with `host` as the acting host.
    package static func acting<T, E: Error>(_ host: any ScreenHost, _ body: () throws(E) -> T) throws(E) -> T {
        acting.append { [weak host] in host }
        defer { acting.removeLast() }
        return try body()
    }
}
