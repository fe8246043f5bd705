import Foundation
import KeyboardSimTranscript
extension UITextViewDelegate {
    /// The delegate's optional methods, called only when the delegate implements them: what Objective-C's
    /// optional chaining `delegate?.textViewDidChange?(…)` does on iOS. The text view's counterpart of
    /// ``UITextFieldDelegate/ifImplemented`` (the reasons are the same: without the Objective-C runtime every method
    /// is a requirement with a default implementation). `kbsim port` rewrites `x?.textView?(…)` and
    /// `x?.textViewDidChange?(…)` to `x?.ifImplemented.textView(…)` and `x?.ifImplemented.textViewDidChange(…)`.
    ///
    /// ```swift
    /// if outer?.ifImplemented.textView(view, shouldChangeTextIn: range, replacementText: text) == false {
    ///     return false                                    // the outer delegate refuses
    /// }
    /// ```
    public var ifImplemented: UITextViewDelegateOptionalMethods { UITextViewDelegateOptionalMethods(self) }
}

/// The methods of a ``UITextViewDelegate``, each returning nil when the delegate does not implement it
/// (``UITextViewDelegate/ifImplemented``). Each call runs the delegate's method at most once; when the delegate has
/// no such method, only the protocol's default runs, which has no effect.
@preconcurrency @MainActor public struct UITextViewDelegateOptionalMethods {
    /// The delegate asked.
    public let delegate: any UITextViewDelegate

    public init(_ delegate: any UITextViewDelegate) { self.delegate = delegate }

    private func call<R>(_ method: DelegateMethod, _ body: () -> R) -> R? {
        DelegateProbe.ifImplemented(delegate, method.rawValue, body)
    }
    private func call<R>(_ method: String, _ body: () -> R) -> R? {
        DelegateProbe.ifImplemented(delegate, method, body)
    }

    @discardableResult
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool? {
        call(.textViewShouldBeginEditing) { delegate.textViewShouldBeginEditing(textView) }
    }
    @discardableResult
    public func textViewDidBeginEditing(_ textView: UITextView) -> Void? {
        call(.textViewDidBeginEditing) { delegate.textViewDidBeginEditing(textView) }
    }
    @discardableResult
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool? {
        call(.textViewShouldEndEditing) { delegate.textViewShouldEndEditing(textView) }
    }
    @discardableResult
    public func textViewDidEndEditing(_ textView: UITextView) -> Void? {
        call(.textViewDidEndEditing) { delegate.textViewDidEndEditing(textView) }
    }
    @discardableResult
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool?
    {
        call(.textViewShouldChangeText) {
            delegate.textView(textView, shouldChangeTextIn: range, replacementText: text)
        }
    }
    @discardableResult
    public func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
        replacementText text: String
    ) -> Bool? {
        call(.textViewShouldChangeTextInRanges) {
            delegate.textView(textView, shouldChangeTextInRanges: ranges, replacementText: text)
        }
    }
    @discardableResult
    public func textViewDidChange(_ textView: UITextView) -> Void? {
        call(.textViewDidChange) { delegate.textViewDidChange(textView) }
    }
    @discardableResult
    public func textViewDidChangeSelection(_ textView: UITextView) -> Void? {
        call(.textViewDidChangeSelection) { delegate.textViewDidChangeSelection(textView) }
    }
    @discardableResult
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool? {
        call(UnrecordedDelegateMethod.textViewInteractWithURL) {
            delegate.textView(textView, shouldInteractWith: URL, in: characterRange, interaction: interaction)
        }
    }
    @discardableResult
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
        in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool? {
        call(UnrecordedDelegateMethod.textViewInteractWithAttachment) {
            delegate.textView(
                textView, shouldInteractWith: textAttachment, in: characterRange, interaction: interaction)
        }
    }
    /// nil when the delegate does not implement the method or returns nil (Objective-C's optional chaining
    /// flattens the two, as here).
    @discardableResult
    public func textView(
        _ textView: UITextView, editMenuForTextIn range: NSRange,
        suggestedActions: [UIMenuElement]
    ) -> UIMenu? {
        call(UnrecordedDelegateMethod.textViewEditMenu) {
            delegate.textView(textView, editMenuForTextIn: range, suggestedActions: suggestedActions)
        } ?? nil
    }
    @discardableResult
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
        -> Void?
    {
        call(UnrecordedDelegateMethod.textViewWillPresentEditMenu) {
            delegate.textView(textView, willPresentEditMenuWith: animator)
        }
    }
    @discardableResult
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
        -> Void?
    {
        call(UnrecordedDelegateMethod.textViewWillDismissEditMenu) {
            delegate.textView(textView, willDismissEditMenuWith: animator)
        }
    }
}
