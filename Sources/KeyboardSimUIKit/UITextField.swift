import Foundation
import KeyboardSimTranscript
/// A single-line text field with UIKit's editing behaviour: delegate calls with UTF-16 ranges, control events,
/// text notifications, marked text and the keyboard that its traits bring up.
///
/// The text, selection and marked range live in a `TextFieldStorage`, which keeps them consistent; only this
/// target changes them, through the field's editing methods (the simulator reads them).
@preconcurrency @MainActor open class UITextField: UIControl, UIKeyInput {
    /// Why editing ended (iOS 10). `.committed` is the only reason on iOS; raw values are uncertain ([U]).
    public enum DidEndEditingReason: Int, Sendable {
        case committed = 0
        case cancelled = 1
        public var name: String { self == .committed ? "committed" : "cancelled" }
    }

    /// Posted when the field becomes first responder.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted when the user changes the text (not when app code sets ``text``).
    nonisolated public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when the field resigns first responder.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// userInfo key of the end-editing reason (iOS 10). Its string value is not documented; kbsim does not post it.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    // MARK: Storage

    /// The text, selection and marked range (read by the simulator; changed only through the methods of this
    /// target, which keep UIKit's rules and the ranges within the text).
    package internal(set) var storage = TextFieldStorage()
    /// Secure-entry rule: the first edit after refocus replaces everything (docs/uikit-behavior.md §4).
    package internal(set) var secureResetPending = false
    /// Whether the field is first responder.
    package internal(set) var editing = false
    /// How many user edits were applied (the simulator compares it around an overridable entry point such as
    /// ``insertText(_:)`` to learn whether an edit happened).
    package internal(set) var userEditCount = 0
    /// How the next ``setMarkedText(_:selectedRange:)`` asks the delegate (set by the simulator around its call;
    /// app code calling `setMarkedText` gets the default).
    package var markedTextContext: MarkedTextContext?
    /// The field's undo and redo stacks (docs/system-insertions.md, "Undo and redo"): written only by this target's
    /// editing methods, so app code cannot change what undo replays.
    package final internal(set) var undoHistory = UndoHistory()
    /// Set by the simulator around a paste: a paste the delegate refuses is still recorded as undoable.
    package final var recordsRefusedEdit = false
    /// How many `shouldChangeCharactersIn` calls to this field's delegate are running (app code may edit the
    /// field from inside one).
    package final var shouldChangeDepth = 0
    /// How many times the keyboard or the system changed the text without asking the delegate (a text-replacement
    /// expansion, AutoFill, dictation, an inline prediction, a candidate commit on iOS 9): what follows the text
    /// without a delegate call (the fuzzer's text model) watches it.
    package final var unaskedEditCount = 0
    /// Whether an undo or redo is being replayed (its edit is not recorded as a new user edit).
    final var replayingUndo = false
    /// Keeps the storage's log of recent edits from now on (the trace recorder reads it).
    package func keepEditLog() { if !storage.logsEdits { storage.startLoggingEdits() } }
    /// The delegate as stored: what UIKit asks, whatever an overridden ``delegate`` getter returns.
    package internal(set) weak var storedDelegate: (any UITextFieldDelegate)?
    /// What this field is: a field of its own, the editor inside a ``UITextView``, or a ``UISearchBar``'s search
    /// field. The editing engine is the same; the role decides the delegate protocol calls are recorded under,
    /// the notifications, and what the return key does (docs/text-views.md).
    package internal(set) var role: EditorRole = .field
    /// The text view or search bar this field edits for (nil for a field of its own).
    package internal(set) weak var owner: UIView?

    // MARK: Initialisers

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // MARK: Text

    /// The text. Setting it is app code: no delegate call, no `editingChanged`, no change notification
    /// (docs/uikit-behavior.md §4); marked text ends, the caret moves to the end. Reads never give nil (UIKit returns "").
    open var text: String? {
        get { currentText }
        set { willChangeValue(forKey: "text"); setTextProgrammatically(newValue ?? ""); didChangeValue(forKey: "text") }
    }

    /// The text as a String (non-optional).
    package var currentText: String { storage.text() }

    /// The attributed text (kbsim keeps plain text; attributes are dropped).
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: currentText) }
        set { text = newValue?.string }
    }

    /// The placeholder shown while the text is empty: the string of ``attributedPlaceholder``. Setting it replaces
    /// the attributed placeholder with plain text (UIKit then applies its default attributes).
    open var placeholder: String? {
        get { compat.attributedPlaceholder?.string }
        set {
            willChangeValue(forKey: "placeholder")
            compat.attributedPlaceholder = newValue.map { NSAttributedString(string: $0) }
            didChangeValue(forKey: "placeholder")
        }
    }
    /// The placeholder with its attributes, kept as set. Setting it does not go through the overridable
    /// ``placeholder`` setter (a floating-label subclass that overrides `placeholder` and sets
    /// `attributedPlaceholder` from it would otherwise recurse).
    open var attributedPlaceholder: NSAttributedString? {
        get { compat.attributedPlaceholder }
        set { compat.attributedPlaceholder = newValue }
    }

    // MARK: Appearance (stored, never drawn)

    /// The font of the whole text. Null-resettable, as in UIKit: it is the body text style's system font
    /// (`UIFont.preferredFont(forTextStyle: .body)`, 17 points) until set, and setting nil goes back to it.
    open var font: UIFont? {
        get { compat.font ?? UITextField.defaultFont }
        set { compat.font = newValue; appearancePropertyDidSet(\UITextField.font, named: "font") }
    }
    /// The font a field has until one is set.
    nonisolated static let defaultFont = UIFont.preferredFont(forTextStyle: .body)
    /// The text colour (nil until set).
    open var textColor: UIColor? {
        get { compat.textColor }
        set { compat.textColor = newValue; appearancePropertyDidSet(\UITextField.textColor, named: "textColor") }
    }
    /// The text alignment (`.natural` until set).
    open var textAlignment: NSTextAlignment {
        get { compat.textAlignment }
        set {
            compat.textAlignment = newValue;
            appearancePropertyDidSet(\UITextField.textAlignment, named: "textAlignment")
        }
    }
    /// Whether the font scales down to fit the width (inert).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest font size ``adjustsFontSizeToFitWidth`` scales to (inert).
    open var minimumFontSize: CGFloat = 0
    /// The attributes new text gets (inert: kbsim keeps plain text).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get {
            var a: [NSAttributedString.Key: Any] = [.font: font as Any]
            if let textColor { a[.foregroundColor] = textColor }
            return a
        }
        set {
            if let f = newValue[.font] as? UIFont { font = f }
            if let c = newValue[.foregroundColor] as? UIColor { textColor = c }
        }
    }
    /// The attributes of text being typed (inert).
    open var typingAttributes: [NSAttributedString.Key: Any]?
    /// The background image of the border (inert).
    open var background: UIImage?
    /// The background image while disabled (inert).
    open var disabledBackground: UIImage?
    /// The delegate, held weakly and declared `weak` as in UIKit (so a subclass's `override weak var delegate`
    /// compiles). UIKit asks the delegate it stored: a subclass that sets `super.delegate = self` and overrides
    /// this getter to return another object is still asked itself.
    open weak var delegate: (any UITextFieldDelegate)? {
        get { storedDelegate }
        set { storedDelegate = newValue }
    }
    /// Whether the field is editing (is first responder).
    open var isEditing: Bool { editing }
    open override var isFirstResponder: Bool { editing }
    /// Whether there is any text.
    open var hasText: Bool { storage.count > 0 }

    // MARK: Behaviour properties

    /// When the built-in clear button shows (docs/uikit-behavior.md, Decisions: overlay views).
    open var clearButtonMode: UITextFieldViewMode = .never
    /// Whether beginning to edit asks `textFieldShouldClear` and clears the text.
    open var clearsOnBeginEditing = false
    /// Whether the next insertion replaces the whole text (then resets to false).
    open var clearsOnInsertion = false
    /// The border style (stored only).
    open var borderStyle: UITextBorderStyle = .none {
        didSet { appearancePropertyDidSet(\UITextField.borderStyle, named: "borderStyle") }
    }
    /// A view at the left edge, shown per ``leftViewMode``.
    open var leftView: UIView?
    open var leftViewMode: UITextFieldViewMode = .never
    /// A view at the right edge, sharing the clear button's position, shown per ``rightViewMode``.
    open var rightView: UIView?
    open var rightViewMode: UITextFieldViewMode = .never

    // MARK: UITextInputTraits

    open var keyboardType: UIKeyboardType = .default { didSet { traitsChanged() } }
    open var returnKeyType: UIReturnKeyType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default {
        didSet { appearancePropertyDidSet(\UITextField.keyboardAppearance, named: "keyboardAppearance") }
    }
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    /// Inline predictions (iOS 17): `.no` turns the keyboard's gray completions off for this field.
    open var inlinePredictionType: UITextInlinePredictionType = .default
    open var enablesReturnKeyAutomatically = false
    open var textContentType: UITextContentType! = nil
    /// Secure entry. Switching it on while the field has text arms the replace-everything rule (radar 25690848).
    open var isSecureTextEntry = false {
        didSet { if isSecureTextEntry && !oldValue && hasText { secureResetPending = true } }
    }

    // MARK: Input views

    private var storedInputView: UIView?
    private var storedAccessoryView: UIView?
    /// A view replacing the keyboard while editing; setting it while editing changes the keyboard's frame.
    open override var inputView: UIView? {
        get { storedInputView }
        set { storedInputView = newValue; traitsChanged() }
    }
    /// A view above the keyboard; its height adds to the keyboard frame.
    open override var inputAccessoryView: UIView? {
        get { storedAccessoryView }
        set { storedAccessoryView = newValue; traitsChanged() }
    }
    open override func reloadInputViews() { traitsChanged() }

    private func traitsChanged() {
        if editing, let host { host.keyboardInputChanged(for: self) }
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled && window != nil }

    /// Starts editing with UIKit's lifecycle (shouldBegin, keyboard, didBegin…). Returns whether the field is now
    /// first responder (or, when asked from inside another field's begin/end sequence, that the request is queued).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let host else { return false }
        return host.beginEditing(self)
    }

    /// Ends editing, asking `textFieldShouldEndEditing` first (docs/uikit-behavior.md §7). UIKit calls it on the
    /// field losing focus, however focus is lost (another field becoming first responder, `endEditing(_:)`,
    /// removal from the window), so a subclass that overrides it sees every end; a forced end does not ask the
    /// delegate.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        let request = pendingResign
        pendingResign = nil
        guard editing, let host else { return true }
        return host.endEditing(of: self, request: request)
    }

    /// Why the simulator is asking the field to resign (set around its call of ``resignFirstResponder()``).
    package var pendingResign: ResignRequest?

    /// The input mode of the keyboard that types into the field: the pinyin keyboard's "zh-Hans" while it is on and
    /// applies to the field (not a secure field, a number pad or an ASCII-capable keyboard), else "en-US".
    open override var textInputMode: UITextInputMode? { host?.inputMode(for: self) }

    // MARK: Selection and positions (UITextInput)

    /// The selection as a UTF-16 range (UITextView's spelling, offered here for convenience).
    open var selectedRange: NSRange {
        get { storage.selection }
        set { setSelectionProgrammatically(newValue) }
    }

    /// The selection; setting it clamps to the text (a selection restored past a new end is pulled back).
    open var selectedTextRange: UITextRange? {
        get { UITextRange(storage.selection) }
        set {
            guard let r = newValue else { return }
            willChangeValue(forKey: "selectedTextRange")
            setSelectionProgrammatically(r.nsRange)
            didChangeValue(forKey: "selectedTextRange")
        }
    }

    /// The marked (composing) range, nil when nothing is being composed.
    open var markedTextRange: UITextRange? { storage.marked.map { UITextRange($0) } }

    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: storage.count) }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (o, overflow) = position.offset.addingReportingOverflow(offset)
        return !overflow && (0...storage.count).contains(o) ? UITextPosition(offset: o) : nil
    }

    /// Like ``position(from:offset:)``; left/up move backwards.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
        -> UITextPosition?
    {
        switch direction {
        case .left, .up: self.position(from: position, offset: -offset)
        case .right, .down: self.position(from: position, offset: offset)
        }
    }

    /// The UTF-16 distance between two positions.
    open func offset(from: UITextPosition, to: UITextPosition) -> Int { to.offset - from.offset }

    /// The range between two positions (in either order), nil outside the text.
    open func textRange(from: UITextPosition, to: UITextPosition) -> UITextRange? {
        let lo = min(from.offset, to.offset), hi = max(from.offset, to.offset)
        guard lo >= 0, hi <= storage.count else { return nil }
        return UITextRange(start: UITextPosition(offset: lo), end: UITextPosition(offset: hi))
    }

    /// Compares two positions.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset
            ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }

    /// The text in a range, nil outside the text.
    open func text(in range: UITextRange) -> String? {
        let r = range.nsRange
        guard r.location >= 0, r.length >= 0, r.location <= storage.count - r.length else { return nil }
        return storage.text(in: r)
    }

    // MARK: Overlay layout (docs/uikit-behavior.md Decisions: clear button 19×19 in the right overlay position)

    /// Whether the built-in clear button is visible now.
    open var isClearButtonVisible: Bool {
        switch clearButtonMode {
        case .never: false
        case .whileEditing: editing && hasText
        case .unlessEditing: !editing && hasText
        case .always: hasText
        }
    }

    // Each rectangle is computed from the bounds, as UIKit does: a subclass that overrides `textRect` and calls
    // `super.editingRect(forBounds: bounds.inset(by: padding))` gets its padding once, not twice.

    /// The built-in clear button's rectangle: 19 × 19 points, 6 points from the right edge, centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect { defaultClearButtonRect(bounds) }
    /// The right overlay view's rectangle: its frame's size at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.frame.size ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    /// The left overlay view's rectangle: its frame's size at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect { defaultLeftViewRect(bounds) }
    /// Where the text is drawn while not editing: the bounds less the left view's rectangle.
    open func textRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(bounds) }
    /// Where the text is while editing: the bounds less the left view, and less the clear button while it shows.
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        var r = defaultTextRect(bounds)
        if isClearButtonVisible { r.size.width = max(0, r.width - 19 - 6) }
        return r
    }
    /// Where the placeholder is drawn: the bounds less the left view (not through ``textRect(forBounds:)``).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { defaultTextRect(bounds) }
    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// Draws the text (kbsim never draws; present so overrides compile).
    open func drawText(in rect: CGRect) {}
    /// Draws the placeholder (kbsim never draws; present so overrides compile).
    open func drawPlaceholder(in rect: CGRect) {}

    private func defaultClearButtonRect(_ bounds: CGRect) -> CGRect {
        CGRect(x: bounds.maxX - 19 - 6, y: bounds.midY - 9.5, width: 19, height: 19)
    }
    private func defaultLeftViewRect(_ bounds: CGRect) -> CGRect {
        let size = leftView?.frame.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
    private func defaultTextRect(_ bounds: CGRect) -> CGRect {
        let left = leftView == nil ? 0 : leftViewRect(forBounds: bounds).width
        return CGRect(x: bounds.minX + left, y: bounds.minY, width: max(0, bounds.width - left), height: bounds.height)
    }

    // MARK: Editing (UIKeyInput, UITextInput); the logic is in UITextField+Editing.swift

    /// Inserts text at the caret or over the selection, as the keyboard does: asks the delegate; with marked text,
    /// replaces the marked text and ends composition. Overridable, as OTP fields do.
    open func insertText(_ text: String) { userInsert(text) }

    /// The edit menu's, ⌘V's and the iPad shortcut bar's Paste (`UIResponderStandardEditActions`): inserts the
    /// pasteboard's string over the selection through `insertText(_:)`. A subclass may override it (a paste-only
    /// length guard); a drop does not come here (docs/system-insertions.md, "Drop").
    open override func paste(_ sender: Any?) {
        guard let s = host?.pasteboard.string, !s.isEmpty else { return }
        insertText(s)
    }

    /// Deletes backwards as the delete key does: the selection, or the composed character sequence before the
    /// caret (a whole emoji, ZWJ sequence or flag). The delegate is not asked when nothing precedes the caret.
    open func deleteBackward() { userDeleteBackward() }

    /// Replaces a range as the text system does (asks the delegate).
    ///
    /// Called by app code from inside the delegate's own `shouldChangeCharactersIn`, the replacement is made without
    /// asking the delegate again: mask libraries set the whole text this way from that method with no guard of
    /// their own (RedMadRobot/input-mask-ios, `UITextInput.allText`), which on iOS would otherwise recurse without
    /// end (docs/behaviour.md).
    open func replace(_ range: UITextRange, withText text: String) {
        _ = performUserEdit(range: storage.clamp(range.nsRange), replacement: text, asks: shouldChangeDepth == 0)
    }

    /// Sets the marked (composing) text, replacing the marked text or, if there is none, the selection; asks the
    /// delegate with that range and the new marked text (or as the iOS profile's per-key model says, when an
    /// input method types). `selectedRange` is relative to the marked text. Input methods go through this
    /// method, so a subclass that overrides it sees every composition.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        applyMarkedText(markedText, selectedRange: selectedRange)
    }

    /// Commits the marked text as it is: no delegate call, the caret moves after it.
    open func unmarkText() { endMarkedText() }

    /// ``unmarkText()``'s behaviour (a text view's editor reaches it without going through the text view again).
    func endMarkedText() {
        if storage.unmark() { host?.compositionInterrupted(in: self, by: .markedTextEnded) }
    }

    /// The identifier UI tests use and the transcript names the field by: a text view's or a search bar's field
    /// shares its owner's (one name for both in the transcript).
    open override var accessibilityIdentifier: String? {
        get { owner?.accessibilityIdentifier ?? super.accessibilityIdentifier }
        set {
            if let owner { owner.accessibilityIdentifier = newValue } else { super.accessibilityIdentifier = newValue }
        }
    }
}
