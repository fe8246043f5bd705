import Foundation
import KeyboardSimTranscript
/// The messages a text field sends its delegate, with UIKit's names and signatures (docs/uikit-behavior.md §6).
///
/// Every method is optional, as in UIKit: a default implementation gives UIKit's "not implemented" behaviour
/// (`true` for the `should…` methods). `textFieldDidEndEditing(_:reason:)` forwards to `textFieldDidEndEditing(_:)`
/// and the iOS 26 ranges variant forwards to the single-range method, so a delegate implements whichever it
/// wants; kbsim's transcript names the method that the delegate actually implements.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// iOS 10: called instead of ``textFieldDidEndEditing(_:)`` when implemented; the reason is `.committed` on iOS.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// iOS 26: preferred over the single-range method when implemented (profile `ios26`).
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool
    /// iOS 13: after every change of the caret or selection.
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// iOS 16: the edit menu for a range; nil gives the system menu. kbsim shows no menus, so it never calls this.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// iOS 16 (never called by kbsim; present so delegates compile).
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// iOS 16 (never called by kbsim; present so delegates compile).
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// iOS 18.4 (never called by kbsim: it simulates no input suggestions).
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

/// Tells a forwarding default implementation that the field is asking, so that it reports "not implemented"
/// instead of forwarding; the field then calls the other variant itself and names it in the transcript.
///
/// The probe is armed for one delegate object and one method: a delegate whose own implementation forwards to
/// another delegate (proxy and multicast delegates do) must reach that delegate's older method, not be mistaken
/// for "not implemented".
@MainActor enum DelegateProbe {
    static var armed: (delegate: ObjectIdentifier, method: DelegateMethod)?
    static var defaultRan = false

    /// Calls `body` armed for `delegate`'s `method`; returns whether that delegate's forwarding default ran
    /// instead of its own method.
    static func callArmed(_ delegate: AnyObject, _ method: DelegateMethod, _ body: () -> Void) -> Bool {
        let saved = (armed, defaultRan)
        armed = (ObjectIdentifier(delegate), method)
        defaultRan = false
        body()
        let ran = defaultRan
        (armed, defaultRan) = saved
        return ran
    }

    /// For a forwarding default: true when the field asked this delegate for this method (the default must then
    /// do nothing).
    static func consumeArmed(_ delegate: AnyObject, _ method: DelegateMethod) -> Bool {
        guard let a = armed, a.delegate == ObjectIdentifier(delegate), a.method == method else { return false }
        armed = nil
        defaultRan = true
        return true
    }
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if DelegateProbe.consumeArmed(self, .didEndEditingReason) { return }
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool {
        if DelegateProbe.consumeArmed(self, .shouldChangeCharactersInRanges) { return true }
        return self.textField(textField, shouldChangeCharactersIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0), replacementString: string)
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
    public func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    public func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {}
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {}
}

/// An element of an edit menu (kbsim shows no menus; the type exists so delegate signatures compile).
@MainActor open class UIMenuElement: NSObject {
    public let title: String
    public init(title: String) { self.title = title; super.init() }
}

/// A menu (kbsim shows no menus; the type exists so delegate signatures compile).
@MainActor open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public init(title: String = "", children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}

/// The animator UIKit passes while an edit menu appears or disappears.
@MainActor public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// An input suggestion (iOS 18.4).
@MainActor open class UIInputSuggestion: NSObject {}
