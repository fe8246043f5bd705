import Foundation
import KeyboardSimTranscript
// The keyboard's side of a text-input view of the app's own (docs/responders.md).
//
// On iOS the keyboard does not know UITextField: it drives whatever is first responder through UIKeyInput
// (`insertText(_:)`, `deleteBackward()`, `hasText`) and, where the view adopts it, UITextInput (marked text,
// `replace(_:withText:)`, the selection), reading the view's UITextInputTraits. kbsim's simulator drives one kind
// of object, an editing engine in a role; for an app's own view that engine is a `ResponderEditor`: every call the
// keyboard makes goes to the view's method and is recorded as the view receives it, and what the engine keeps (the
// text the keyboard reads for shift, corrections and the fuzzer's checks) is read back from the view after each
// call. A text field and a text view are adopters like any other: their editing engine is the field itself.

/// The stand-in through which the keyboard drives a `UIView` of the app's own that adopts ``UIKeyInput`` (and
/// perhaps ``UITextInput``). It is made when the view first becomes first responder and is never in the view tree;
/// app code never sees it.
@MainActor package final class ResponderEditor: UITextField {
    /// The view as UIKit's keyboard sees it.
    private var input: (any UIKeyInput)? { owner as? any UIKeyInput }
    /// The view's UITextInput side, nil for a `UIKeyInput`-only view.
    private var textInput: (any UITextInput)? { owner as? any UITextInput }
    /// How the text of a `UIKeyInput`-only view is read (the harness's closure); nil: kbsim follows what the
    /// keyboard sent, emptied whenever the view's `hasText` answers false.
    package var textSource: (@MainActor () -> String)?
    /// How many keyboard calls into the view are running (an input-delegate call inside one is part of it).
    private var callDepth = 0
    /// The input delegate given to a `UITextInput` view while it is first responder.
    private lazy var keyboardInputDelegate = KeyboardInputDelegate(editor: self)

    package init(view: UIView) {
        super.init(frame: .zero)
        role = .responder
        owner = view
        host = view.host
    }
    package required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The stand-in of `view`, made now if it has none yet.
    package static func of(_ view: UIView) -> ResponderEditor {
        if let e = view.keyInputEditor { return e }
        let e = ResponderEditor(view: view)
        view.keyInputEditor = e
        return e
    }

    /// The text as the view has it now (read back first: app code may have changed it outside the keyboard).
    override package var text: String? {
        get { readBack(); return currentText }
        set {}
    }

    /// Whether the view adopts ``UITextInput`` (marked text, ranges) and not only ``UIKeyInput``.
    package var adoptsTextInput: Bool { textInput != nil }

    // MARK: Place: the view's

    override package var window: UIWindow? { owner?.window }
    override package func isDescendant(of view: UIView) -> Bool {
        view === self || owner?.isDescendant(of: view) == true
    }
    override package var canBecomeFirstResponder: Bool {
        guard let owner else { return false }
        return owner.canBecomeFirstResponder && owner.window != nil
    }
    // A view of the app's own sends no control events and has no clear button.
    override package func sendActions(for controlEvents: UIControl.Event) {}
    override package var clearButtonMode: UITextFieldViewMode {
        get { .never }
        set {}
    }
    override package var clearsOnBeginEditing: Bool {
        get { false }
        set {}
    }
    override package var hasText: Bool { input?.hasText ?? false }
    override package var inputView: UIView? {
        get { owner?.inputView }
        set {}
    }
    override package var inputAccessoryView: UIView? {
        get { owner?.inputAccessoryView }
        set {}
    }

    // MARK: Traits: read from the view, UIKit's defaults where it does not implement them

    override package var keyboardType: UIKeyboardType {
        get { input?.keyboardType ?? .default }
        set {}
    }
    override package var returnKeyType: UIReturnKeyType {
        get { input?.returnKeyType ?? .default }
        set {}
    }
    override package var keyboardAppearance: UIKeyboardAppearance {
        get { input?.keyboardAppearance ?? .default }
        set {}
    }
    override package var autocapitalizationType: UITextAutocapitalizationType {
        get { input?.autocapitalizationType ?? .sentences }
        set {}
    }
    override package var autocorrectionType: UITextAutocorrectionType {
        get { input?.autocorrectionType ?? .default }
        set {}
    }
    override package var spellCheckingType: UITextSpellCheckingType {
        get { input?.spellCheckingType ?? .default }
        set {}
    }
    override package var smartQuotesType: UITextSmartQuotesType {
        get { input?.smartQuotesType ?? .default }
        set {}
    }
    override package var smartDashesType: UITextSmartDashesType {
        get { input?.smartDashesType ?? .default }
        set {}
    }
    override package var enablesReturnKeyAutomatically: Bool {
        get { input?.enablesReturnKeyAutomatically ?? false }
        set {}
    }
    override package var isSecureTextEntry: Bool {
        get { input?.isSecureTextEntry ?? false }
        set {}
    }
    override package var textContentType: UITextContentType! {
        get { input?.textContentType }
        set {}
    }

    // MARK: Focus: through the view's overridable methods

    override package func becomeFirstResponder() -> Bool { owner?.becomeFirstResponder() ?? false }
    override package func resignFirstResponder() -> Bool { owner?.resignFirstResponder() ?? true }
    func becomeFirstResponderAsEditor() -> Bool {
        host = owner?.host
        guard !editing else { return true }
        // The keyboard reads the view before it comes up (its shift state follows the text before the caret).
        readBack()
        // UIKit gives a UITextInput view its private input delegate (Apple, `UITextInput.inputDelegate`).
        textInput?.inputDelegate = keyboardInputDelegate
        let began = super.becomeFirstResponder()
        // Editing put the caret at the end; a UITextInput view says where its selection is.
        if began && editing { readBack() }
        return began
    }
    func resignFirstResponderAsEditor() -> Bool {
        // Letters a UIKeyInput-only view never received stay in the keyboard, which forgets them.
        if textInput == nil { dropMarkedWithoutAsking() }
        return super.resignFirstResponder()
    }

    // MARK: The keyboard's calls

    override package func insertText(_ text: String) {
        guard let input else { return }
        // A UIKeyInput-only view: the composition the keyboard kept goes as its candidate lands.
        if textInput == nil { dropMarkedWithoutAsking() }
        let caret = storage.selection
        call(.insertText, string: text) { input.insertText(text) }
        readBack { $0.replace(caret, with: text) }
    }

    override package func deleteBackward() {
        guard let input else { return }
        let sel = storage.selection
        call(.deleteBackward) { input.deleteBackward() }
        readBack { storage in
            if sel.length > 0 {
                storage.replace(sel, with: "")
            } else if sel.location > 0 {
                storage.replace(storage.composedCharacterRange(endingAt: sel.location), with: "")
            }
        }
    }

    override package func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        markedTextContext = nil
        guard let textInput else {
            // A UIKeyInput-only view has no marked text: the keyboard keeps the composition and shows it itself
            // (docs/responders.md, "Composing keyboards"); nothing reaches the view until a commit.
            let text = markedText ?? ""
            storage.replace(
                storage.marked ?? storage.selection, with: text,
                markedSelection: text.isEmpty ? nil : selectedRange)
            userEditCount &+= 1
            return
        }
        call(.setMarkedText, range: selectedRange, string: markedText) {
            textInput.setMarkedText(markedText, selectedRange: selectedRange)
        }
        readBack()
    }

    override package func unmarkText() {
        guard let textInput else {
            // The keyboard's own composition lands in the view as text.
            guard let m = storage.marked else { return }
            let text = storage.text(in: m)
            insertText(text)
            return
        }
        call(.unmarkText) { textInput.unmarkText() }
        readBack()
    }

    override package func replace(_ range: UITextRange, withText text: String) {
        guard let textInput, let viewRange = viewRange(storage.clamp(range.nsRange), in: textInput) else { return }
        call(.replaceWithText, range: range.nsRange, string: text) { textInput.replace(viewRange, withText: text) }
        readBack()
    }

    /// `applyCorrection(range:replacement:)` for the view (UITextField+Editing.swift hands it here).
    func correct(range: NSRange, replacement: String) -> Bool {
        // The keyboard corrects what it can read and replace: a UITextInput view, through replace(_:withText:).
        guard let textInput, let viewRange = viewRange(range, in: textInput), storage.marked == nil else {
            return false
        }
        let before = userEditCount
        call(.replaceWithText, range: range, string: replacement) {
            textInput.replace(viewRange, withText: replacement)
        }
        readBack()
        return userEditCount != before
    }

    /// `rewriteBeforeCaret(deleting:with:asks:)` for the view (UITextField+Editing.swift hands it here).
    func rewrite(deleting: Int, with text: String) -> Bool {
        // Korean's syllable rewrite reaches a view of the app's own as deleteBackward() for each character it
        // replaces, then insertText(_:) with the syllable (docs/responders.md, "Korean").
        let caret = storage.selection.location
        let start = max(0, caret - max(0, deleting))
        let range = NSRange(location: start, length: caret - start)
        guard storage.text(in: range) != text else { return true }
        let characters = storage.text(in: range).count
        for _ in 0..<characters { deleteBackward() }
        if !text.isEmpty { insertText(text) }
        return true
    }

    override package func paste(_ sender: Any?) {
        // The view's own paste(_:) (UIResponderStandardEditActions), once its canPerformAction(_:withSender:) allowed
        // it (Screen.paste asks).
        pasteWasUnimplemented = false
        guard let owner else { return }
        UIResponder.basePasteReached = nil
        let edits = userEditCount
        let seq = host?.transcript.nextSeq
        call(.paste) { owner.paste(sender) }
        readBack()
        defer { UIResponder.basePasteReached = nil }
        // Only UIResponder's own paste(_:) ran, and nothing happened but the call's own event: the view's class does
        // not implement paste(_:), so iOS would not have offered Paste (Screen.paste takes the call back).
        pasteWasUnimplemented =
            UIResponder.basePasteReached == ObjectIdentifier(owner) && userEditCount == edits
            && host?.transcript.nextSeq == seq.map { $0 + 1 }
    }

    /// Whether the last ``paste(_:)`` reached only `UIResponder`'s base: the view does not implement `paste(_:)`.
    package private(set) var pasteWasUnimplemented = false

    // MARK: Recording and reading back

    /// Records a call into the view (a `delegate` event under the protocol method's name) and makes it.
    private func call(_ method: DelegateMethod, range: NSRange? = nil, string: String? = nil, _ body: () -> Void) {
        callDepth += 1
        defer { callDepth -= 1 }
        guard let host else { return body() }
        let t = host.transcript
        let i = t.beginDelegate(DelegateCall(field: host.name(of: self), method: method, range: range, string: string))
        body()
        t.finishDelegate(i, returned: nil)
    }

    /// Reads the view's text, selection and marked range back after a call (``read(expected:)``) into the storage;
    /// counts a change as a user edit.
    private func readBack(expected: ((inout TextFieldStorage) -> Void)? = nil) {
        let now = read(expected: expected)
        if storage.mirror(text: now.text, selection: now.selection, marked: now.marked) { userEditCount &+= 1 }
    }

    /// The view's text, selection and marked range as it has them now, read without changing anything: a
    /// UITextInput view reports them through its own methods; a UIKeyInput-only view's text comes from
    /// ``textSource``, else from `expected` applied to what the keyboard believes the text is, emptied when the view
    /// says it has no text (the caret at its end, and the keyboard's own composition after it).
    private func read(expected: ((inout TextFieldStorage) -> Void)?) -> (
        text: String, selection: NSRange, marked: NSRange?
    ) {
        if let t = textInput {
            let begin = t.beginningOfDocument
            let text = t.textRange(from: begin, to: t.endOfDocument).flatMap { t.text(in: $0) } ?? ""
            func nsRange(_ r: UITextRange?) -> NSRange? {
                r.map {
                    NSRange(location: t.offset(from: begin, to: $0.start), length: t.offset(from: $0.start, to: $0.end))
                }
            }
            return (
                text, nsRange(t.selectedTextRange) ?? NSRange(location: text.utf16.count, length: 0),
                nsRange(t.markedTextRange)
            )
        }
        let composing = storage.marked.map { storage.text(in: $0) }
        var text: String
        if let textSource {
            text = textSource()
        } else {
            var copy = storage
            if let m = copy.marked { copy.replace(m, with: "") }
            expected?(&copy)
            text = copy.textValue
            if input?.hasText == false { text = "" }
        }
        let n = text.utf16.count
        guard let composing else { return (text, NSRange(location: n, length: 0), nil) }
        return (
            text + composing, NSRange(location: n + composing.utf16.count, length: 0),
            NSRange(location: n, length: composing.utf16.count)
        )
    }

    /// The view's text, caret or selection and marked range now, for a trace page: read as the keyboard reads them
    /// after each call, and written nowhere (the keyboard's own copy changes only through its calls).
    package var viewState: (text: String, selection: NSRange, marked: NSRange?) { read(expected: nil) }

    /// Reads the view back when the harness asks (its text may have changed outside the keyboard).
    package func refresh() { readBack() }

    /// The view's range for a UTF-16 range of the text kbsim read from it.
    private func viewRange(_ r: NSRange, in t: any UITextInput) -> UITextRange? {
        let begin = t.beginningOfDocument
        guard let start = t.position(from: begin, offset: r.location),
            let end = t.position(from: start, offset: r.length)
        else { return nil }
        return t.textRange(from: start, to: end)
    }

    /// The view told its input delegate something (recorded; a change outside a keyboard call is read back, and
    /// ends a composition it disturbed, as app code setting a field's text does).
    func inputDelegateTold(_ method: DelegateMethod) {
        if let host {
            let t = host.transcript
            let i = t.beginDelegate(DelegateCall(field: host.name(of: self), method: method))
            t.finishDelegate(i, returned: nil)
        }
        guard callDepth == 0, method == .textDidChange || method == .selectionDidChange, editing else { return }
        let version = storage.version
        let marked = storage.marked
        readBack()
        if marked != nil && (storage.version != version || storage.marked != marked) {
            host?.compositionInterrupted(in: self, by: method == .textDidChange ? .textSet : .selectionMoved)
        }
    }
}

/// The input delegate UIKit assigns to a `UITextInput` view (a private object on iOS): it records what the view
/// tells it and has the keyboard read the view again.
@MainActor final class KeyboardInputDelegate: NSObject, UITextInputDelegate {
    private weak var editor: ResponderEditor?
    init(editor: ResponderEditor) { self.editor = editor }
    func selectionWillChange(_ textInput: (any UITextInput)?) { editor?.inputDelegateTold(.selectionWillChange) }
    func selectionDidChange(_ textInput: (any UITextInput)?) { editor?.inputDelegateTold(.selectionDidChange) }
    func textWillChange(_ textInput: (any UITextInput)?) { editor?.inputDelegateTold(.textWillChange) }
    func textDidChange(_ textInput: (any UITextInput)?) { editor?.inputDelegateTold(.textDidChange) }
}
