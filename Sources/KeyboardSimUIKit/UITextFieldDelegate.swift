import Foundation
import KeyboardSimTranscript
/// The messages a text field sends its delegate, with UIKit's names and signatures (docs/uikit-behavior.md §6).
///
/// Every method is optional, as in UIKit: a default implementation gives UIKit's "not implemented" behaviour
/// (`true` for the `should…` methods). `textFieldDidEndEditing(_:reason:)` forwards to `textFieldDidEndEditing(_:)`
/// and the iOS 26 ranges variant forwards to the single-range method, so a delegate implements whichever it
/// wants; kbsim's transcript names the method that the delegate actually implements.
@preconcurrency @MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    /// iOS 10: called instead of ``textFieldDidEndEditing(_:)`` when implemented; the reason is `.committed` on iOS.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// iOS 26: preferred over the single-range method when implemented (profile `ios26`).
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool
    /// iOS 13: after every change of the caret or selection.
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
    /// iOS 16: the edit menu for a range; nil gives the system menu. kbsim shows no menus, so it never calls this.
    func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// iOS 16 (never called by kbsim; present so delegates compile).
    func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// iOS 16 (never called by kbsim; present so delegates compile).
    func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// iOS 18.4 (never called by kbsim: it simulates no input suggestions).
    func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion)
}

/// Tells a default implementation that it is being probed, so that it reports "not implemented": the field uses
/// it to find which variant of a method a delegate implements, and ``UITextFieldDelegate/ifImplemented`` to call
/// an optional method only when the delegate implements it. Every default implementation of the protocol checks
/// the probe; a delegate's own implementation never does, so "the default ran" means "not implemented".
///
/// The probe is armed for one delegate object and one method: a delegate whose own implementation forwards to
/// another delegate (proxy and multicast delegates do) must reach that delegate's method, not be mistaken for
/// "not implemented".
@MainActor enum DelegateProbe {
    static var armed: (delegate: ObjectIdentifier, method: String)?
    static var defaultRan = false

    /// Calls `body` armed for `delegate`'s `method`; returns whether that delegate's default implementation ran
    /// instead of its own method.
    static func callArmed(_ delegate: AnyObject, _ method: DelegateMethod, _ body: () -> Void) -> Bool {
        callArmed(delegate, method.rawValue, body)
    }

    static func callArmed(_ delegate: AnyObject, _ method: String, _ body: () -> Void) -> Bool {
        let saved = (armed, defaultRan)
        armed = (ObjectIdentifier(delegate), method)
        defaultRan = false
        body()
        let ran = defaultRan
        (armed, defaultRan) = saved
        return ran
    }

    /// `body`'s result, or nil when `delegate`'s default implementation of `method` ran instead of its own.
    static func ifImplemented<R>(_ delegate: AnyObject, _ method: String, _ body: () -> R) -> R? {
        var result: R?
        let usedDefault = callArmed(delegate, method) { result = body() }
        return usedDefault ? nil : result
    }

    /// For a default implementation: true when this delegate is probed for this method (a forwarding default
    /// must then do nothing).
    @discardableResult
    static func consumeArmed(_ delegate: AnyObject, _ method: DelegateMethod) -> Bool {
        consumeArmed(delegate, method.rawValue)
    }

    @discardableResult
    static func consumeArmed(_ delegate: AnyObject, _ method: String) -> Bool {
        guard let a = armed, a.delegate == ObjectIdentifier(delegate), a.method == method else { return false }
        armed = nil
        defaultRan = true
        return true
    }
}

/// The selector-style names of the methods kbsim never calls (they have no ``DelegateMethod``).
enum UnrecordedDelegateMethod {
    static let editMenu = "textField(_:editMenuForCharactersIn:suggestedActions:)"
    static let willPresentEditMenu = "textField(_:willPresentEditMenuWith:)"
    static let willDismissEditMenu = "textField(_:willDismissEditMenuWith:)"
    static let insertInputSuggestion = "textField(_:insertInputSuggestion:)"
    static let textViewInteractWithURL = "textView(_:shouldInteractWith:in:interaction:) (URL)"
    static let textViewInteractWithAttachment = "textView(_:shouldInteractWith:in:interaction:) (NSTextAttachment)"
    static let textViewEditMenu = "textView(_:editMenuForTextIn:suggestedActions:)"
    static let textViewWillPresentEditMenu = "textView(_:willPresentEditMenuWith:)"
    static let textViewWillDismissEditMenu = "textView(_:willDismissEditMenuWith:)"
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        DelegateProbe.consumeArmed(self, .shouldBeginEditing)
        return true
    }
    public func textFieldDidBeginEditing(_ textField: UITextField) {
        DelegateProbe.consumeArmed(self, .didBeginEditing)
    }
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        DelegateProbe.consumeArmed(self, .shouldEndEditing)
        return true
    }
    public func textFieldDidEndEditing(_ textField: UITextField) { DelegateProbe.consumeArmed(self, .didEndEditing) }
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        if DelegateProbe.consumeArmed(self, .didEndEditingReason) { return }
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        DelegateProbe.consumeArmed(self, .shouldChangeCharacters)
        return true
    }
    public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        if DelegateProbe.consumeArmed(self, .shouldChangeCharactersInRanges) { return true }
        return self.textField(
            textField, shouldChangeCharactersIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            replacementString: string)
    }
    public func textFieldDidChangeSelection(_ textField: UITextField) {
        DelegateProbe.consumeArmed(self, .didChangeSelection)
    }
    public func textFieldShouldClear(_ textField: UITextField) -> Bool {
        DelegateProbe.consumeArmed(self, .shouldClear)
        return true
    }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        DelegateProbe.consumeArmed(self, .shouldReturn)
        return true
    }
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange, suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.editMenu)
        return nil
    }
    public func textField(
        _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.willPresentEditMenu)
    }
    public func textField(
        _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.willDismissEditMenu)
    }
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.insertInputSuggestion)
    }
}

/// An element of an edit menu (kbsim shows no menus; the type exists so delegate signatures compile).
@preconcurrency @MainActor open class UIMenuElement: NSObject {
    public let title: String
    public init(title: String) { self.title = title; super.init() }
}

/// A menu (kbsim shows no menus; the type exists so delegate signatures compile).
@preconcurrency @MainActor open class UIMenu: UIMenuElement {
    public let children: [UIMenuElement]
    public init(title: String = "", children: [UIMenuElement] = []) {
        self.children = children
        super.init(title: title)
    }
}

/// The animator UIKit passes while an edit menu appears or disappears.
@preconcurrency @MainActor public protocol UIEditMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// An input suggestion (iOS 18.4).
@preconcurrency @MainActor open class UIInputSuggestion: NSObject {}
