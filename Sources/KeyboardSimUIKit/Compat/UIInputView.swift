import Foundation
/// A view styled as part of the keyboard, for input and accessory views (`UIInputView(frame:inputViewStyle:)`). As
/// an ``UIResponder/inputAccessoryView`` its height counts as any accessory view's does.
@preconcurrency @MainActor open class UIInputView: UIView {
    /// The keyboard-like styles, with UIKit's raw values.
    public enum Style: Int, Sendable { case `default` = 0, keyboard = 1 }

    /// The style (stored only: kbsim draws nothing).
    public let inputViewStyle: Style
    /// Whether the view sizes itself from its constraints (stored only).
    open var allowsSelfSizing = false

    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }
    public override convenience init(frame: CGRect) { self.init(frame: frame, inputViewStyle: .default) }
    public required init?(coder: NSCoder) {
        inputViewStyle = .default
        super.init(coder: coder)
    }
}

/// The controller of a custom keyboard or accessory (``UIResponder/inputViewController``). kbsim runs no keyboard
/// extensions: present so responders that return one compile.
@preconcurrency @MainActor open class UIInputViewController: UIViewController {
    /// Asks to dismiss the keyboard (no effect in kbsim).
    open func dismissKeyboard() {}
    /// Asks for the next keyboard (no effect in kbsim).
    open func advanceToNextInputMode() {}
}
