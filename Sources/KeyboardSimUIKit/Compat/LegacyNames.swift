import Foundation
// The pre-Swift-4.2 spellings (27 % of repos use them, docs/compat-surface.md), as deprecated aliases so old code
// compiles with a warning that names the current spelling.

extension NSNotification.Name {
    @available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = UIResponder.keyboardWillShowNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = UIResponder.keyboardDidShowNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = UIResponder.keyboardWillHideNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = UIResponder.keyboardDidHideNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = UIResponder.keyboardWillChangeFrameNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = UIResponder.keyboardDidChangeFrameNotification
    @available(*, deprecated, renamed: "UITextField.textDidBeginEditingNotification")
    public static let UITextFieldTextDidBeginEditing = UITextField.textDidBeginEditingNotification
    @available(*, deprecated, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = UITextField.textDidChangeNotification
    @available(*, deprecated, renamed: "UITextField.textDidEndEditingNotification")
    public static let UITextFieldTextDidEndEditing = UITextField.textDidEndEditingNotification
}

@available(*, deprecated, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = UIResponder.keyboardFrameBeginUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = UIResponder.keyboardFrameEndUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = UIResponder.keyboardAnimationDurationUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = UIResponder.keyboardAnimationCurveUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = UIResponder.keyboardIsLocalUserInfoKey

@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(*, deprecated, renamed: "UITextField.DidEndEditingReason")
public typealias UITextFieldDidEndEditingReason = UITextField.DidEndEditingReason

/// `UIEdgeInsetsMake(top, left, bottom, right)` (Swift 4.1 and earlier).
@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}
@available(*, deprecated, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero
/// `UIEdgeInsetsInsetRect(rect, insets)` (Swift 4.1 and earlier).
@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect { rect.inset(by: insets) }
/// `UIEdgeInsetsEqualToEdgeInsets(a, b)` (Swift 4.1 and earlier).
@available(*, deprecated, message: "use ==")
public func UIEdgeInsetsEqualToEdgeInsets(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> Bool { a == b }

// The current nested spellings of types kbsim declares at the top level (`UITextFieldViewMode` is the old name).
extension UITextField {
    public typealias ViewMode = UITextFieldViewMode
    public typealias BorderStyle = UITextBorderStyle
}
