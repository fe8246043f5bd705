import Foundation
import KeyboardSimTranscript
extension UITextFieldDelegate {
    /// The delegate's optional methods, called only when the delegate implements them: what Objective-C's
    /// optional chaining `delegate?.textField?(…)` does on iOS, where the methods are optional requirements.
    ///
    /// On Linux there is no Objective-C runtime, so `responds(to:)` cannot work, and every method of
    /// ``UITextFieldDelegate`` is a requirement with a default implementation (which returns what UIKit does for a
    /// missing method). Calling `outer.textFieldShouldReturn(field)` therefore cannot tell "not implemented" from
    /// "returned true"; a forwarding or proxy delegate that must (to apply its own rule only when the outer
    /// delegate has none) calls through `ifImplemented` instead, which runs the method once and gives nil when the
    /// delegate does not implement it. `kbsim port` rewrites `x?.textField?(…)` to `x?.ifImplemented.textField(…)`.
    ///
    /// ```swift
    /// if let answer = outer?.ifImplemented.textField(field, shouldChangeCharactersIn: range, replacementString: s) {
    ///     return answer                                   // the outer delegate decides
    /// }
    /// return applyMyOwnRule(range, s)                     // it has no such method
    /// ```
    ///
    /// Only the delegate's own implementation tells it apart: a method it inherits from a superclass that
    /// implements it counts as implemented, as on iOS.
    public var ifImplemented: UITextFieldDelegateOptionalMethods { UITextFieldDelegateOptionalMethods(self) }
}

/// The methods of a ``UITextFieldDelegate``, each returning nil when the delegate does not implement it
/// (``UITextFieldDelegate/ifImplemented``). Each call runs the delegate's method at most once; when the delegate
/// has no such method, only the protocol's default runs, which has no effect.
@preconcurrency @MainActor public struct UITextFieldDelegateOptionalMethods {
    /// The delegate asked.
    public let delegate: any UITextFieldDelegate

    public init(_ delegate: any UITextFieldDelegate) { self.delegate = delegate }

    private func call<R>(_ method: String, _ body: () -> R) -> R? {
        DelegateProbe.ifImplemented(delegate, method, body)
    }

    @discardableResult
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool? {
        call(DelegateMethod.shouldBeginEditing.rawValue) { delegate.textFieldShouldBeginEditing(textField) }
    }
    @discardableResult
    public func textFieldDidBeginEditing(_ textField: UITextField) -> Void? {
        call(DelegateMethod.didBeginEditing.rawValue) { delegate.textFieldDidBeginEditing(textField) }
    }
    @discardableResult
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool? {
        call(DelegateMethod.shouldEndEditing.rawValue) { delegate.textFieldShouldEndEditing(textField) }
    }
    @discardableResult
    public func textFieldDidEndEditing(_ textField: UITextField) -> Void? {
        call(DelegateMethod.didEndEditing.rawValue) { delegate.textFieldDidEndEditing(textField) }
    }
    @discardableResult
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) -> Void? {
        call(DelegateMethod.didEndEditingReason.rawValue) { delegate.textFieldDidEndEditing(textField, reason: reason) }
    }
    @discardableResult
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
        replacementString string: String
    ) -> Bool? {
        call(DelegateMethod.shouldChangeCharacters.rawValue) {
            delegate.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
        }
    }
    @discardableResult
    public func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
        replacementString string: String
    ) -> Bool? {
        call(DelegateMethod.shouldChangeCharactersInRanges.rawValue) {
            delegate.textField(textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
        }
    }
    @discardableResult
    public func textFieldDidChangeSelection(_ textField: UITextField) -> Void? {
        call(DelegateMethod.didChangeSelection.rawValue) { delegate.textFieldDidChangeSelection(textField) }
    }
    @discardableResult
    public func textFieldShouldClear(_ textField: UITextField) -> Bool? {
        call(DelegateMethod.shouldClear.rawValue) { delegate.textFieldShouldClear(textField) }
    }
    @discardableResult
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool? {
        call(DelegateMethod.shouldReturn.rawValue) { delegate.textFieldShouldReturn(textField) }
    }
    /// nil when the delegate does not implement the method or returns nil (Objective-C's optional chaining
    /// flattens the two, as here).
    @discardableResult
    public func textField(
        _ textField: UITextField, editMenuForCharactersIn range: NSRange,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        call(UnrecordedDelegateMethod.editMenu) {
            delegate.textField(textField, editMenuForCharactersIn: range, suggestedActions: suggestedActions)
        } ?? nil
    }
    @discardableResult
    public func textField(
        _ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) -> Void? {
        call(UnrecordedDelegateMethod.willPresentEditMenu) {
            delegate.textField(textField, willPresentEditMenuWith: animator)
        }
    }
    @discardableResult
    public func textField(
        _ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating
    ) -> Void? {
        call(UnrecordedDelegateMethod.willDismissEditMenu) {
            delegate.textField(textField, willDismissEditMenuWith: animator)
        }
    }
    @discardableResult
    public func textField(_ textField: UITextField, insertInputSuggestion inputSuggestion: UIInputSuggestion) -> Void? {
        call(UnrecordedDelegateMethod.insertInputSuggestion) {
            delegate.textField(textField, insertInputSuggestion: inputSuggestion)
        }
    }
}
