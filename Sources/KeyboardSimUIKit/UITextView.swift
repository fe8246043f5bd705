import Foundation
import KeyboardSimTranscript
/// A multi-line text view with UIKit's editing behaviour: `UITextViewDelegate` calls with UTF-16 ranges (return
/// types a "\n" the delegate may refuse), `textViewDidChange(_:)`, the `UITextView` notifications, marked text, and
/// the keyboard its traits bring up, which comes up before `textViewDidBeginEditing(_:)` (docs/text-views.md).
///
/// The editing itself is done by the same engine as a ``UITextField``'s: the text view owns an editor that the
/// simulator drives as it drives a field (typing, input methods, paste, undo), and that asks this view's delegate.
/// The editor is an implementation detail; everything app code reads or sets is on the text view.
@preconcurrency @MainActor open class UITextView: UIScrollView, UITextInputTraits, UIKeyInput {
    /// Posted when the text view becomes first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted when the user changes the text (not when app code sets ``text``).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when the text view resigns first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// The editing engine (package: the simulator drives it).
    package let editor: TextViewEditor
    /// Forwards the editor's delegate calls to ``delegate``.
    private let bridge = TextViewDelegateBridge()
    /// The TextKit objects, made when first asked for (Compat/TextKit.swift).
    var textKitStack: TextKitStack?

    /// A text view showing the text of `textContainer`'s storage (TextKit 1: Compat/TextKit.swift); nil makes a
    /// container, layout manager and storage of its own. UIKit's designated initialiser, which subclasses override.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        editor = TextViewEditor(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        attachEditor()
        if let textContainer { adoptTextKit(TextKitStack(container: textContainer)) }
    }
    /// A text view with its own TextKit objects (a convenience initialiser, as in UIKit: a subclass overrides
    /// ``init(frame:textContainer:)``).
    public convenience override init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) {
        editor = TextViewEditor(frame: .zero)
        super.init(coder: coder)
        attachEditor()
    }

    private func attachEditor() {
        editor.role = .textView
        editor.owner = self
        bridge.textView = self
        addSubview(editor)
    }

    open override var frame: CGRect {
        didSet { editor.frame = CGRect(origin: .zero, size: frame.size) }
    }

    // MARK: Text

    /// The text (never nil when read). Setting it is app code: no delegate call, no `textViewDidChange(_:)`, no
    /// notification; marked text ends, the caret moves to the end.
    open var text: String! {
        get { editor.currentText }
        set { willChangeValue(forKey: "text"); editor.text = newValue ?? ""; didChangeValue(forKey: "text") }
    }
    /// The attributed text (kbsim keeps plain text; its string is ``text``).
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: editor.currentText) }
        set { text = newValue?.string }
    }
    /// The delegate, held weakly as in UIKit.
    open weak var delegate: (any UITextViewDelegate)? {
        didSet { editor.storedDelegate = delegate == nil ? nil : bridge }
    }
    /// Whether there is any text.
    open var hasText: Bool { editor.hasText }

    // MARK: Appearance (stored, never drawn)

    open var font: UIFont? = .systemFont(ofSize: 12) {
        didSet { appearancePropertyDidSet(\UITextView.font, named: "font") }
    }
    open var textColor: UIColor? {
        didSet { appearancePropertyDidSet(\UITextView.textColor, named: "textColor") }
    }
    open var textAlignment = NSTextAlignment.natural {
        didSet { appearancePropertyDidSet(\UITextView.textAlignment, named: "textAlignment") }
    }
    /// Whether the user can edit the text. A text view that is not editable does not become first responder in
    /// kbsim, so no keyboard comes up (its text can still be selected in UIKit; kbsim does not model that).
    open var isEditable = true {
        didSet { if !isEditable && editor.editing { _ = editor.resign(forced: true) } }
    }
    open var isSelectable = true
    /// The inset of the text container (8 points top and bottom, UIKit's default).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The attributes of text being typed (stored only: kbsim keeps plain text).
    open var typingAttributes: [NSAttributedString.Key: Any] = [:]
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsEditingTextAttributes = false
    /// Whether the next insertion replaces the whole text.
    open var clearsOnInsertion: Bool {
        get { editor.clearsOnInsertion }
        set { editor.clearsOnInsertion = newValue }
    }

    // MARK: UITextInputTraits (the keyboard they bring up)

    open var keyboardType: UIKeyboardType {
        get { editor.keyboardType }
        set { editor.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { editor.returnKeyType }
        set { editor.returnKeyType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { editor.keyboardAppearance }
        set { editor.keyboardAppearance = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { editor.autocapitalizationType }
        set { editor.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { editor.autocorrectionType }
        set { editor.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { editor.spellCheckingType }
        set { editor.spellCheckingType = newValue }
    }
    open var smartQuotesType: UITextSmartQuotesType {
        get { editor.smartQuotesType }
        set { editor.smartQuotesType = newValue }
    }
    open var smartDashesType: UITextSmartDashesType {
        get { editor.smartDashesType }
        set { editor.smartDashesType = newValue }
    }
    open var inlinePredictionType: UITextInlinePredictionType {
        get { editor.inlinePredictionType }
        set { editor.inlinePredictionType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { editor.enablesReturnKeyAutomatically }
        set { editor.enablesReturnKeyAutomatically = newValue }
    }
    open var isSecureTextEntry: Bool {
        get { editor.isSecureTextEntry }
        set { editor.isSecureTextEntry = newValue }
    }
    open var textContentType: UITextContentType! {
        get { editor.textContentType }
        set { editor.textContentType = newValue }
    }

    /// A view replacing the keyboard while editing.
    open override var inputView: UIView? {
        get { editor.inputView }
        set { editor.inputView = newValue }
    }
    /// A view above the keyboard while editing.
    open override var inputAccessoryView: UIView? {
        get { editor.inputAccessoryView }
        set { editor.inputAccessoryView = newValue }
    }
    open override func reloadInputViews() { editor.reloadInputViews() }

    // MARK: Responder

    open override var textInputMode: UITextInputMode? { editor.textInputMode }
    open override var canBecomeFirstResponder: Bool { editor.canBecomeFirstResponder }
    open override var isFirstResponder: Bool { editor.editing }
    /// Starts editing: `textViewShouldBeginEditing`, the keyboard, then `textViewDidBeginEditing` and
    /// `UITextViewTextDidBeginEditingNotification`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { editor.becomeFirstResponderAsEditor() }
    /// Ends editing, asking `textViewShouldEndEditing` first.
    @discardableResult
    open override func resignFirstResponder() -> Bool { editor.resignFirstResponderAsEditor() }

    // MARK: Selection and positions (UITextInput)

    /// The selection as a UTF-16 range; setting it clamps to the text and tells `textViewDidChangeSelection(_:)`.
    open var selectedRange: NSRange {
        get { editor.storage.selection }
        set { editor.setSelectionProgrammatically(newValue) }
    }
    open var selectedTextRange: UITextRange? {
        get { UITextRange(editor.storage.selection) }
        set { if let r = newValue { editor.setSelectionProgrammatically(r.nsRange) } }
    }
    /// The marked (composing) range, nil when nothing is being composed.
    open var markedTextRange: UITextRange? { editor.markedTextRange }
    open var beginningOfDocument: UITextPosition { editor.beginningOfDocument }
    open var endOfDocument: UITextPosition { editor.endOfDocument }
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position, offset: offset)
    }
    /// Like ``position(from:offset:)``; left and up move backwards (kbsim lays out no lines, so up and down move
    /// through the text as left and right do).
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        editor.position(from: position, in: direction, offset: offset)
    }
    open func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }
    /// Orders two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editor.compare(position, to: other)
    }
    open func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        editor.textRange(from: from, to: to)
    }
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }
    /// Scrolls a range into view (no effect: kbsim lays out no text).
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: Editing (UIKeyInput, UITextInput): the keyboard calls these, so a subclass that overrides one sees it

    /// Inserts text at the caret or over the selection as the keyboard does (asks the delegate).
    open func insertText(_ text: String) { editor.userInsert(text) }
    /// Deletes backwards as the delete key does.
    open func deleteBackward() { editor.userDeleteBackward() }
    /// Replaces a range as the text system does (asks the delegate).
    open func replace(_ range: UITextRange, withText text: String) {
        editor.replace(range, withText: text)
    }
    /// Sets the marked (composing) text, as an input method does; asks the delegate.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        editor.applyMarkedText(markedText, selectedRange: selectedRange)
    }
    /// Commits the marked text as it is: no delegate call.
    open func unmarkText() { editor.endMarkedText() }
    /// The edit menu's, ⌘V's and the iPad shortcut bar's Paste (`UIResponderStandardEditActions`): inserts the
    /// pasteboard's string over the selection through ``insertText(_:)``, as a field does. A subclass may override
    /// it (a paste-only length guard, a paste that strips formatting); the user's paste comes here.
    open override func paste(_ sender: Any?) { editor.pasteAsEditor(sender) }
}

/// The editing engine of a ``UITextView``: a field in the text-view role, whose overridable entry points go
/// through the text view's, so a text-view subclass that overrides `insertText(_:)` sees the keyboard's calls.
@MainActor package final class TextViewEditor: UITextField {
    private var view: UITextView? { owner as? UITextView }

    override package init(frame: CGRect) { super.init(frame: frame) }
    package required init?(coder: NSCoder) { super.init(coder: coder) }

    // A text view sends no control events, and has no clear button.
    override package func sendActions(for controlEvents: UIControl.Event) {}
    override package var clearButtonMode: UITextFieldViewMode {
        get { .never }
        set {}
    }
    override package var clearsOnBeginEditing: Bool {
        get { false }
        set {}
    }

    override package var canBecomeFirstResponder: Bool { super.canBecomeFirstResponder && view?.isEditable != false }

    override package func insertText(_ text: String) { if let view { view.insertText(text) } else { userInsert(text) } }
    override package func deleteBackward() { if let view { view.deleteBackward() } else { userDeleteBackward() } }
    override package func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        if let view {
            view.setMarkedText(markedText, selectedRange: selectedRange)
        } else {
            applyMarkedText(markedText, selectedRange: selectedRange)
        }
    }
    override package func unmarkText() { if let view { view.unmarkText() } else { endMarkedText() } }
    override package func paste(_ sender: Any?) { if let view { view.paste(sender) } else { super.paste(sender) } }
    /// The field's own paste, which ``UITextView/paste(_:)`` ends in.
    func pasteAsEditor(_ sender: Any?) { super.paste(sender) }
    // Focus requests from the simulator (a tap, a focus change) go through the text view's overridable methods.
    override package func becomeFirstResponder() -> Bool {
        view?.becomeFirstResponder() ?? becomeFirstResponderAsEditor()
    }
    override package func resignFirstResponder() -> Bool {
        view?.resignFirstResponder() ?? resignFirstResponderAsEditor()
    }

    func becomeFirstResponderAsEditor() -> Bool { super.becomeFirstResponder() }
    func resignFirstResponderAsEditor() -> Bool { super.resignFirstResponder() }
}

/// Turns the editor's text-field delegate calls into the text view's delegate calls (recorded under the
/// text view's method names by the editor's role).
@MainActor final class TextViewDelegateBridge: NSObject, UITextFieldDelegate {
    weak var textView: UITextView?

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        guard let v = textView, let d = v.delegate else { return true }
        return d.textViewShouldBeginEditing(v)
    }
    func textFieldDidBeginEditing(_ textField: UITextField) {
        guard let v = textView else { return }
        v.delegate?.textViewDidBeginEditing(v)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        guard let v = textView, let d = v.delegate else { return true }
        return d.textViewShouldEndEditing(v)
    }
    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let v = textView else { return }
        v.delegate?.textViewDidEndEditing(v)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        guard let v = textView, let d = v.delegate else { return true }
        return d.textView(v, shouldChangeTextIn: range, replacementText: string)
    }
    /// The iOS 26 ranges variant, when the text view's delegate implements it; otherwise reported as not
    /// implemented, so the single-range method is asked.
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        guard let v = textView, let d = v.delegate else { return true }
        var answer = true
        let usedDefault = DelegateProbe.callArmed(d, DelegateMethod.textViewShouldChangeTextInRanges) {
            answer = d.textView(v, shouldChangeTextInRanges: ranges, replacementText: string)
        }
        if usedDefault { DelegateProbe.consumeArmed(self, .shouldChangeCharactersInRanges) }
        return answer
    }
    func textFieldDidChangeSelection(_ textField: UITextField) {
        guard let v = textView else { return }
        v.delegate?.textViewDidChangeSelection(v)
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

/// A text view's delegate: every method optional with UIKit's "not implemented" answer (`true` for the
/// `should…` methods), as for ``UITextFieldDelegate``. The iOS 26 ranges variant forwards to the single-range
/// method unless implemented; the transcript names the one the delegate implements.
@preconcurrency @MainActor public protocol UITextViewDelegate: NSObjectProtocol {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textView(_ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String)
        -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
    /// iOS 10: whether a tap on a link opens it. kbsim has no taps on text, so it never asks; the default (`true`)
    /// is UIKit's answer for a delegate without the method.
    func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// iOS 10: whether a tap on an attachment acts on it (never asked by kbsim; default `true`, as UIKit's).
    func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool
    /// iOS 16: the edit menu for a range; nil gives the system menu. kbsim shows no menus, so it never calls this.
    func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    /// iOS 16 (never called by kbsim; present so delegates compile).
    func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating)
    /// iOS 16 (never called by kbsim; present so delegates compile).
    func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating)
}

// Every default reports itself to DelegateProbe, so that `ifImplemented` tells "not implemented" from an answer.
extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        DelegateProbe.consumeArmed(self, .textViewShouldBeginEditing)
        return true
    }
    public func textViewDidBeginEditing(_ textView: UITextView) {
        DelegateProbe.consumeArmed(self, .textViewDidBeginEditing)
    }
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        DelegateProbe.consumeArmed(self, .textViewShouldEndEditing)
        return true
    }
    public func textViewDidEndEditing(_ textView: UITextView) {
        DelegateProbe.consumeArmed(self, .textViewDidEndEditing)
    }
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    {
        DelegateProbe.consumeArmed(self, .textViewShouldChangeText)
        return true
    }
    public func textView(
        _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
    ) -> Bool {
        if DelegateProbe.consumeArmed(self, .textViewShouldChangeTextInRanges) { return true }
        return self.textView(
            textView, shouldChangeTextIn: ranges.first?.rangeValue ?? NSRange(location: 0, length: 0),
            replacementText: text)
    }
    public func textViewDidChange(_ textView: UITextView) { DelegateProbe.consumeArmed(self, .textViewDidChange) }
    public func textViewDidChangeSelection(_ textView: UITextView) {
        DelegateProbe.consumeArmed(self, .textViewDidChangeSelection)
    }
    public func textView(
        _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
        interaction: UITextItemInteraction
    ) -> Bool {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.textViewInteractWithURL)
        return true
    }
    public func textView(
        _ textView: UITextView, shouldInteractWith textAttachment: NSTextAttachment,
        in characterRange: NSRange, interaction: UITextItemInteraction
    ) -> Bool {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.textViewInteractWithAttachment)
        return true
    }
    public func textView(_ textView: UITextView, editMenuForTextIn range: NSRange, suggestedActions: [UIMenuElement])
        -> UIMenu?
    {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.textViewEditMenu)
        return nil
    }
    public func textView(_ textView: UITextView, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.textViewWillPresentEditMenu)
    }
    public func textView(_ textView: UITextView, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
        DelegateProbe.consumeArmed(self, UnrecordedDelegateMethod.textViewWillDismissEditMenu)
    }
}

/// How a tap acts on a link or an attachment in a text view (iOS 10). kbsim has no taps on text, so it never
/// passes one; the type exists so that delegates compile and tests can call their methods.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction = 0
    case presentActions = 1
    case preview = 2
}

/// An attachment in attributed text: its data and type, or an image, and its bounds. kbsim lays out no text, so an
/// attachment is what it was made with.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The attachment's data.
    open var contents: Data?
    /// The data's uniform type identifier.
    open var fileType: String?
    /// The image shown (kbsim draws nothing; stored only).
    open var image: UIImage?
    /// The bounds in the text's coordinates (stored only).
    open var bounds: CGRect = .zero

    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }
    public convenience override init() { self.init(data: nil, ofType: nil) }
    /// An attachment showing `image`.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }
}
