import Foundation
import KeyboardSimTranscript
/// A multi-line text view, as plain state: kbsim simulates typing into `UITextField` only, so a text view cannot be
/// focused or typed into (``becomeFirstResponder()`` refuses); its properties and delegate exist so that code
/// handling fields and text views together compiles, and a test can set `text` and call the delegate itself.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInputTraits {
    /// The text (never nil when read, as in UIKit).
    open var text: String! {
        get { storedText }
        set { willChangeValue(forKey: "text"); storedText = newValue ?? ""; didChangeValue(forKey: "text") }
    }
    private var storedText = ""
    /// The attributed text (its string is ``text``).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: storedText) }
        set { text = newValue?.string }
    }
    open weak var delegate: (any UITextViewDelegate)?
    open var font: UIFont? = .systemFont(ofSize: 12)
    open var textColor: UIColor?
    open var textAlignment = NSTextAlignment.natural
    open var isEditable = true
    open var isSelectable = true
    /// The selection as a UTF-16 range (clamped to the text).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The marked range: always nil (nothing composes in a text view in kbsim).
    open var markedTextRange: UITextRange? { nil }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    open override var inputView: UIView? { get { storedInputView } set { storedInputView = newValue } }
    open override var inputAccessoryView: UIView? { get { storedAccessoryView } set { storedAccessoryView = newValue } }
    private var storedInputView: UIView?, storedAccessoryView: UIView?

    // UITextInputTraits (stored only).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType! = nil

    /// Whether there is text.
    open var hasText: Bool { !storedText.isEmpty }
    /// Refuses: kbsim cannot type into a text view.
    open override var canBecomeFirstResponder: Bool { false }
    /// Scrolls a range into view (no effect).
    open func scrollRangeToVisible(_ range: NSRange) {}
    /// Inserts text at the selection, as app code does (no delegate call).
    open func insertText(_ text: String) {
        let ns = storedText as NSString
        let r = NSRange(location: min(selectedRange.location, ns.length), length: 0)
        self.text = ns.replacingCharacters(in: r, with: text)
        selectedRange = NSRange(location: r.location + (text as NSString).length, length: 0)
    }
    /// Deletes the character before the selection (no delegate call).
    open func deleteBackward() {
        let ns = storedText as NSString
        guard selectedRange.location > 0, selectedRange.location <= ns.length else { return }
        let r = ns.rangeOfComposedCharacterSequence(at: selectedRange.location - 1)
        text = ns.replacingCharacters(in: r, with: "")
        selectedRange = NSRange(location: r.location, length: 0)
    }
}

/// Kinds of data a text view detects (stored only).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let all = UIDataDetectorTypes(rawValue: UInt.max)
}

/// A text view's delegate: every method optional with UIKit's "not implemented" answer, as for
/// ``UITextFieldDelegate``. kbsim never calls them (it does not type into text views).
@preconcurrency @MainActor public protocol UITextViewDelegate: NSObjectProtocol {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}
