import Foundation
/// The base of UIKit's responder chain. kbsim models first-responder status, which is what text input needs.
///
/// Keyboard notification names and userInfo keys carry UIKit's string values, so observers written for iOS
/// (including ones that look keys up by raw string) work unchanged.
@preconcurrency @MainActor open class UIResponder: NSObject {
    public override init() { super.init() }

    /// The next responder: a view's superview (kbsim has no view controllers).
    open var next: UIResponder? { nil }

    /// Whether this object is the window's first responder.
    open var isFirstResponder: Bool { false }

    /// Whether this object can become first responder. `false` for a plain responder.
    open var canBecomeFirstResponder: Bool { false }

    /// Asks to become first responder. A plain responder refuses.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Whether this object may give up first-responder status.
    open var canResignFirstResponder: Bool { true }

    /// Gives up first-responder status. A responder that is not first responder returns `true`.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    /// The input mode of the keyboard typing into this responder (nil for a responder that takes no text).
    open var textInputMode: UITextInputMode? { nil }

    /// An input view that replaces the system keyboard while this responder is first responder.
    open var inputView: UIView? { nil }

    /// A view placed above the keyboard while this responder is first responder.
    open var inputAccessoryView: UIView? { nil }

    /// A view controller whose view replaces the system keyboard (iOS 8; kbsim shows its keyboard regardless).
    open var inputViewController: UIInputViewController? { nil }
    /// A view controller whose view sits above the keyboard (iOS 8; stored by subclasses, not shown).
    open var inputAccessoryViewController: UIInputViewController? { nil }

    /// The edit menu's Paste (`UIResponderStandardEditActions`). A plain responder does nothing; a text field
    /// inserts the pasteboard's string, and a view of the app's own overrides it (docs/responders.md).
    ///
    /// This base stands for a class that does not implement the action: on iOS, `UIResponder` itself has no
    /// `paste(_:)`, so its `canPerformAction(_:withSender:)` answers false and the edit menu offers no Paste. kbsim
    /// notes that the base ran, and reports a paste that reached only it as one iOS would not have offered.
    open func paste(_ sender: Any?) { UIResponder.basePasteReached = ObjectIdentifier(self) }

    /// The responder whose ``paste(_:)`` last ran as `UIResponder`'s own (no override of its class took the call);
    /// the view's stand-in clears it before each paste. A static, so that the responder's layout stays as it was.
    package static var basePasteReached: ObjectIdentifier?

    /// Whether the responder can perform an action now, such as the edit menu's Paste: UIKit offers Paste only when
    /// the first responder answers true for `paste(_:)`, and kbsim asks before every paste. UIKit's default answers
    /// true when the responder's class implements the action. Linux has no runtime to tell whether a class
    /// overrides `paste(_:)`, so kbsim's default answers true; a paste onto a view of the app's own that does not
    /// implement `paste(_:)` then reaches only ``paste(_:)``'s base, and kbsim reports it as iOS shows it: no Paste
    /// in the menu, nothing pasted, the `user` event ignored with the reason (docs/responders.md, "Paste and the
    /// edit menu"). Override it as on iOS:
    ///
    /// ```swift
    /// override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    ///     action == #selector(paste(_:)) ? false : super.canPerformAction(action, withSender: sender)
    /// }
    /// ```
    ///
    /// `action` is `#selector(paste(_:))` as the responder itself makes it (`Selector(paste(_:))` once ported). A
    /// selector made from a method carries no name on Linux: it equals any other selector of a method of the same
    /// object taking `Any?` (`#selector(copy(_:))` too), so test for the action you mean first.
    open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { true }

    /// The selector kbsim passes to ``canPerformAction(_:withSender:)`` for the edit menu's Paste: this responder's
    /// `paste(_:)`, as `#selector(paste(_:))` written inside its class gives it.
    package var pasteAction: Selector { Selector(sender: paste(_:)) }

    /// Asks the window to re-read ``inputView`` and ``inputAccessoryView`` (posts a change-frame pair when the
    /// keyboard's height changes).
    open func reloadInputViews() {}

    /// Touches began (kbsim has no touches; present so the common `view.endEditing(true)` override compiles).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches moved (never called: kbsim has no touches).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches ended (never called: kbsim has no touches).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    /// Touches were cancelled (never called: kbsim has no touches).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    /// Receives key-value observing notifications registered with `addObserver(_:forKeyPath:options:context:)`
    /// (Compat/KeyValueObserving.swift). An observer that does not override it traps, as iOS raises for a
    /// notification no one handles.
    open func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        preconditionFailure(
            "\(type(of: self)) received observeValue(forKeyPath: \(keyPath ?? "nil")) but does not "
                + "override it (iOS raises NSInternalInconsistencyException here too)")
    }

    /// Called once on an object loaded from a storyboard or nib. kbsim calls it on views made by `init(coder:)` when
    /// they first enter a window, and on view controllers made by `init(coder:)` before their view loads; never on
    /// objects made in code (docs/porting.md, "Lifecycle hooks").
    open func awakeFromNib() {}
}

extension UIResponder {
    /// Posted before the keyboard appears (`UIKeyboardWillShowNotification`).
    nonisolated public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted after the keyboard appeared (`UIKeyboardDidShowNotification`).
    nonisolated public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard disappears (`UIKeyboardWillHideNotification`).
    nonisolated public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted after the keyboard disappeared (`UIKeyboardDidHideNotification`).
    nonisolated public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before the keyboard's frame changes (`UIKeyboardWillChangeFrameNotification`).
    nonisolated public static let keyboardWillChangeFrameNotification = Notification.Name(
        "UIKeyboardWillChangeFrameNotification")
    /// Posted after the keyboard's frame changed (`UIKeyboardDidChangeFrameNotification`).
    nonisolated public static let keyboardDidChangeFrameNotification = Notification.Name(
        "UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the animation, in screen coordinates (an `NSValue` holding a `CGRect`).
    nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the animation, in screen coordinates (an `NSValue` holding a `CGRect`).
    nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds (an `NSNumber` holding a `Double`; 0.25 by default).
    nonisolated public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation curve (an `NSNumber`; UIKit's undocumented curve 7 by default).
    nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app (an `NSNumber` holding a `Bool`; iOS 9).
    nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

extension NSValue {
    /// UIKit's spelling of `NSValue(rect:)`: wraps a `CGRect` (keyboard frames in userInfo).
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// UIKit's spelling of `rectValue`.
    public var cgRectValue: CGRect { rectValue }
}

extension UIResponder {
    /// Asks the responder to resign as UIKit does when focus is taken from it: through the overridable
    /// `resignFirstResponder()`, with the delegate not asked when `forced`. A forced end that an override did
    /// not carry out is finished by the simulator (a field always resigns when it is removed).
    @discardableResult
    package func resign(forced: Bool) -> Bool {
        guard let field = self as? UITextField else { return resignFirstResponder() }
        field.pendingResign = forced ? .forced : nil
        let resigned = field.resignFirstResponder()
        field.pendingResign = nil
        if forced && field.editing, let host = field.host { return host.endEditing(of: field, request: .forced) }
        return resigned
    }
}
