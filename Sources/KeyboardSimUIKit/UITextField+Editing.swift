import Foundation
// User edits: what the keyboard and the edit menu do to a field (docs/uikit-behavior.md §4, §5).
//
// Every user edit asks `textField(_:shouldChangeCharactersIn:replacementString:)` with a UTF-16 range. On true the
// text, the selection and the marked range change first, all together; then `textFieldDidChangeSelection` (when
// the caret moved), `editingChanged` and `UITextFieldTextDidChangeNotification` follow, so app code reading the
// field in any of them sees the final state (the standard Chinese max-length fix reads `markedTextRange` in
// `editingChanged`). On false nothing changes and nothing is posted. Nothing is written back after app code
// runs: whatever it does inside a callback (set `text`, move the selection, resign) stands.
//
// A delegate that sets `text` itself and returns true (3 of 56 real bodies, docs/compat-surface.md): UIKit's
// result is undocumented; kbsim applies the replacement at the original range, clamped to the new text — the
// "typed character appears twice" effect people report — and documents it in docs/behaviour.md.

/// How the delegate is asked about marked text an input method types (docs/contested-rules.md, `marked-text-call`;
/// a profile entry).
public enum MarkedTextDelegateCall: String, Sendable, CaseIterable {
    /// The whole marked range (or the selection) with the whole new marked text (kbsim's earlier default; no public
    /// log shows it).
    case wholeMarkedRange = "whole-marked-range"
    /// What the key typed, at the caret with length 0; the keyboard then writes the marked text itself (the
    /// default: what the public logs show).
    case keyAtCaret = "key-at-caret"
    /// No delegate call for marked text at all.
    case none
}

/// How the simulator wants the next `setMarkedText` to ask the delegate: the key that produced it and the model.
package struct MarkedTextContext: Sendable {
    package var call: MarkedTextDelegateCall
    /// What the key itself typed ("" for a deletion).
    package var key: String
    package init(call: MarkedTextDelegateCall, key: String) { self.call = call; self.key = key }
}

/// Something outside the input method that ends or disturbs a composition.
package enum CompositionInterruption: Sendable, Equatable {
    /// App code set the text.
    case textSet
    /// The selection moved (app code or the user).
    case selectionMoved
    /// The marked text was committed or removed from outside the input method.
    case markedTextEnded
}

extension UITextField {
    // MARK: Entry points of the keyboard (UIKeyInput, UITextInput)

    /// Inserts text at the caret or over the selection, as the keyboard does (asks the delegate). With marked text,
    /// the text replaces the marked text and composition ends.
    @discardableResult
    package func userInsert(_ text: String) -> Bool {
        guard !text.isEmpty else { return false }
        let all = NSRange(location: 0, length: storage.count)
        if clearsOnInsertion {
            clearsOnInsertion = false
            return performUserEdit(range: all, replacement: text)
        }
        return performUserEdit(
            range: storage.marked ?? storage.selection, replacement: text,
            effective: secureResetPending ? all : nil)
    }

    /// Deletes backwards as the delete key does: the selection, or the composed character sequence before the
    /// caret (a whole emoji, ZWJ sequence or flag). Not delegated when there is nothing before the caret.
    func userDeleteBackward() {
        if let m = storage.marked {
            // Composing: the marked text loses its last character; the delegate sees the whole marked range
            // (docs/uikit-behavior.md §5, iOS 7 and later).
            let shorter = String(storage.text(in: m).dropLast())
            setMarkedText(
                shorter.isEmpty ? nil : shorter, selectedRange: NSRange(location: shorter.utf16.count, length: 0))
            return
        }
        let sel = storage.selection
        let range: NSRange
        if sel.length > 0 {
            range = sel
        } else if sel.location > 0 {
            range = storage.composedCharacterRange(endingAt: sel.location)
        } else {
            return
        }
        _ = performUserEdit(
            range: range, replacement: "",
            effective: secureResetPending ? NSRange(location: 0, length: storage.count) : nil)
    }

    /// `setMarkedText(_:selectedRange:)`'s behaviour: replaces the marked text (or the selection) with the new
    /// marked text, asking the delegate as ``markedTextContext`` says (by default with the whole range).
    func applyMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let context = markedTextContext
        markedTextContext = nil
        let newMarked = markedText ?? ""
        let range = storage.marked ?? storage.selection
        let markedSelection = newMarked.isEmpty ? nil : selectedRange
        switch context?.call ?? .wholeMarkedRange {
        case .wholeMarkedRange:
            _ = performUserEdit(range: range, replacement: newMarked, markedSelection: markedSelection)
        case .keyAtCaret where !(context?.key.isEmpty ?? true):
            let caret = NSRange(location: storage.selection.location + storage.selection.length, length: 0)
            let before = storage.version
            guard askShouldChange(range: caret, string: context!.key) else { return }
            // A delegate that edited the text itself has ended the composition.
            guard storage.version == before else { return }
            _ = performUserEdit(range: range, replacement: newMarked, markedSelection: markedSelection, asks: false)
        case .keyAtCaret:
            _ = performUserEdit(range: range, replacement: newMarked, markedSelection: markedSelection)
        case .none:
            _ = performUserEdit(range: range, replacement: newMarked, markedSelection: markedSelection, asks: false)
        }
    }

    // MARK: What the simulator calls

    /// The core of every user edit. `range` is what the delegate is told; `effective` is what changes when UIKit
    /// reports one range and edits another (the secure-field reset, the iOS 26 commit reported at the end of the
    /// marked text). With `markedSelection`, the replacement becomes marked text with that selection inside it.
    /// `asks: false` skips the delegate (a candidate commit on iOS 9). Returns whether the edit was applied.
    /// `notifiesTextObservers`: key-value observers of `text` are told of the change (AutoFill writes the text
    /// through the setter's path, docs/system-insertions.md "Password AutoFill"). `joinsUndo`: the edit rewrites
    /// what the last key inserted and joins its undo record.
    @discardableResult
    package func performUserEdit(
        range: NSRange, replacement: String, effective: NSRange? = nil,
        markedSelection: NSRange? = nil, asks: Bool = true,
        notifiesTextObservers: Bool = false, joinsUndo: Bool = false
    ) -> Bool {
        // A selection or caret app code left between the halves of a surrogate pair is widened to the whole
        // scalar first: a user's edit never hands the delegate half a surrogate pair, nor leaves one in the text
        // (docs/uikit-behavior.md, Decisions).
        let range = storage.wholeScalars(range)
        let before = storage.version
        let markedBefore = storage.marked
        if asks {
            guard askShouldChange(range: range, string: replacement) else {
                // UIKit pushes a paste on the undo stack before the delegate refuses it (radar 32508213).
                if recordsRefusedEdit {
                    undoHistory.record(
                        UndoRecord(
                            location: range.location, removed: storage.text(in: range),
                            inserted: replacement))
                }
                return false
            }
        }
        // A delegate that set the text itself and returned true: the replacement lands at the range it was told,
        // pulled inside the new text.
        let textChanged = storage.version != before
        let target = textChanged ? storage.clamp(range) : (effective ?? range)
        // App code that ended the composition inside the call (set the text, unmarked, moved the selection,
        // resigned the field) ended it for good: the replacement lands as plain text, not as marked text.
        let compositionEnded = textChanged || storage.marked != markedBefore || !editing
        let oldSelection = storage.selection
        let removed = storage.text(in: target)
        if notifiesTextObservers { willChangeValue(forKey: "text") }
        let applied = storage.replace(
            target, with: replacement, markedSelection: compositionEnded ? nil : markedSelection)
        if notifiesTextObservers { didChangeValue(forKey: "text") }
        // Marked text is recorded once it is committed as text (the composition's updates are not undoable steps).
        if compositionEnded || markedSelection == nil, !replayingUndo {
            let record = UndoRecord(location: applied.location, removed: removed, inserted: replacement)
            if joinsUndo { undoHistory.recordJoiningLast(record) } else { undoHistory.record(record) }
        }
        secureResetPending = false
        userEditCount &+= 1
        if !asks { unaskedEditCount &+= 1 }
        textDidChangeByUser(selectionMoved: storage.selection != oldSelection)
        return true
    }

    /// Replaces `range` with `replacement` as a text-replacement shortcut expands: no delegate call, no
    /// `editingChanged`, no change notification; only `textFieldDidChangeSelection` when the caret moved
    /// (docs/system-insertions.md). Recorded for undo like any user edit.
    package func expandWithoutNotice(range: NSRange, replacement: String) {
        if storage.marked != nil { storage.unmark() }
        let removed = storage.text(in: range)
        let oldSelection = storage.selection
        let applied = storage.replace(range, with: replacement)
        undoHistory.record(UndoRecord(location: applied.location, removed: removed, inserted: replacement))
        secureResetPending = false
        userEditCount &+= 1
        unaskedEditCount &+= 1
        if storage.selection != oldSelection && editing { host?.selectionDidChange(in: self) }
    }

    /// AutoFill writes `replacement` over `range` without asking the delegate, through the path of the `text`
    /// setter: key-value observers of `text` are told; `editingChanged` and the change notification follow only
    /// with `sendsChangeEvents` (the second new-password field, a contact value) and not without it ("Choose My
    /// Own Password"; docs/system-insertions.md). Not recorded for undo; a field that is not editing keeps its
    /// caret at the end.
    package func autoFillWithoutAsking(range: NSRange, replacement: String, sendsChangeEvents: Bool) {
        willChangeValue(forKey: "text")
        if storage.marked != nil { storage.unmark() }
        let oldSelection = storage.selection
        replaceWithoutAsking(range, with: replacement, notify: false)
        didChangeValue(forKey: "text")
        if sendsChangeEvents {
            textDidChangeByUser(selectionMoved: storage.selection != oldSelection)
        }
    }

    /// Forgets the field's undo and redo records (AutoFill cleared the text behind their back).
    package func forgetUndoHistory() { undoHistory.removeAll() }

    /// Applies an autocorrection the keyboard accepted (space, Return, leaving the field): the delegate is asked
    /// with the misspelled word's range (a text view's correction ignores a refusal), then the text changes with
    /// no `editingChanged`, no `textViewDidChange` and no change notification; `textFieldDidChangeSelection` follows
    /// when the caret moved (docs/system-insertions.md, "Autocorrect"). Returns whether the text changed.
    @discardableResult
    package func applyCorrection(range: NSRange, replacement: String) -> Bool {
        if let editor = self as? ResponderEditor { return editor.correct(range: range, replacement: replacement) }
        guard range.location >= 0, range.length >= 0, range.location + range.length <= storage.count,
            storage.marked == nil
        else { return false }
        let before = storage.version
        let allowed = askShouldChange(range: range, string: replacement)
        guard allowed || role == .textView else { return false }
        // A delegate that edited the text itself has replaced what the correction would.
        guard storage.version == before else { return false }
        let removed = storage.text(in: range)
        let oldSelection = storage.selection
        let applied = storage.replace(range, with: replacement)
        undoHistory.record(UndoRecord(location: applied.location, removed: removed, inserted: replacement))
        userEditCount &+= 1
        if storage.selection != oldSelection && editing { host?.selectionDidChange(in: self) }
        return true
    }

    /// Replaces `range` with `replacement` without asking the delegate, as the keyboard does with text that is not
    /// typed: the dictation placeholder and its removal, an inline prediction shown or taken back
    /// (docs/system-insertions.md). With `markedSelection` the replacement becomes marked text. When `notify`,
    /// `textFieldDidChangeSelection` (when `selectionChanged`, or the caret moved), `editingChanged` (a text view's
    /// `textViewDidChange`) and the change notification follow. Not recorded for undo. Returns the range replaced.
    @discardableResult
    package func replaceWithoutAsking(
        _ range: NSRange, with replacement: String, markedSelection: NSRange? = nil,
        notify: Bool, selectionChanged: Bool = false
    ) -> NSRange {
        let oldSelection = storage.selection
        let applied = storage.replace(storage.clamp(range), with: replacement, markedSelection: markedSelection)
        secureResetPending = false
        userEditCount &+= 1
        unaskedEditCount &+= 1
        if notify { textDidChangeByUser(selectionMoved: selectionChanged || storage.selection != oldSelection) }
        return applied
    }

    /// Accepts the inline prediction shown as marked text over `range`: it stays as text and the caret goes after
    /// it, with no delegate call and no `editingChanged` (the text does not change); `textFieldDidChangeSelection`
    /// follows. Recorded for undo like the typing it completes (docs/system-insertions.md).
    package func acceptMarkedPrediction(_ range: NSRange) {
        guard storage.marked == range else { return }
        storage.unmark()
        unaskedEditCount &+= 1
        if !replayingUndo {
            undoHistory.record(UndoRecord(location: range.location, removed: "", inserted: storage.text(in: range)))
        }
        if editing { host?.selectionDidChange(in: self) }
    }

    /// Shows text as marked without asking the delegate or posting (a hardware dead key waiting for its base
    /// key, docs/uikit-behavior.md §4; the 9-key keyboard's letters replacing its placeholders).
    package func markWithoutAsking(_ text: String) {
        storage.replace(
            storage.marked ?? storage.selection, with: text,
            markedSelection: NSRange(location: text.utf16.count, length: 0))
    }

    /// Replaces the `deleting` UTF-16 units before the caret with `text` without asking the delegate (a keyboard
    /// rewriting what it typed, as the Korean keyboard rewrites its last syllable). It is still a change of the
    /// text: the selection change, `editingChanged` and the change notification follow, as for any edit (a text
    /// view reports two changes per combining key on iOS).
    ///
    /// With `asks`, the rewrite is a delegate call of its own (`shouldChangeCharactersIn` with the rewritten range);
    /// returns whether it was made (true also when the text already reads `text`).
    ///
    /// With `deletingFirst` (a text view under `korean-rewrite-order delete-then-insert`), the `deleting` units are
    /// removed first and `text` inserted after, each a change of its own ("버그버그ㅂ" → "버그버그" → "버그버그버");
    /// with `asks`, each is a delegate call.
    @discardableResult
    package func rewriteBeforeCaret(
        deleting: Int, with text: String, asks: Bool = false, deletingFirst: Bool = false
    ) -> Bool {
        let caret = storage.selection.location
        var start = max(0, caret - max(0, deleting))
        var text = text
        if deletingFirst {
            // What stays (a syllable the key finished, "ㅂ" before a second "ㅂ") is not deleted and inserted again.
            let shown = storage.text(in: NSRange(location: start, length: caret - start))
            let kept = zip(shown, text).prefix { $0 == $1 }.map(\.0)
            let keptLength = String(kept).utf16.count
            start += keptLength
            text = String(text.dropFirst(kept.count))
        }
        if let editor = self as? ResponderEditor { return editor.rewrite(deleting: caret - start, with: text) }
        let range = NSRange(location: start, length: caret - start)
        if deletingFirst { return deleteThenInsert(range, text, asks: asks) }
        guard storage.text(in: range) != text else { return true }
        return keyboardEdit(range, text, asks: asks)
    }

    /// One edit a keyboard makes before the caret: asked through `shouldChangeCharactersIn` or not, and either way
    /// a user edit with its change events whose undo joins the key's own (``UndoHistory/recordJoiningLast(_:)``).
    /// Returns whether it was made.
    private func keyboardEdit(_ range: NSRange, _ text: String, asks: Bool) -> Bool {
        let before = userEditCount
        performUserEdit(range: range, replacement: text, asks: asks, joinsUndo: true)
        return userEditCount != before
    }

    /// ``rewriteBeforeCaret(deleting:with:asks:deletingFirst:)`` deleting first: `range` goes, then `text` lands
    /// at the caret, each a change with its events.
    private func deleteThenInsert(_ range: NSRange, _ text: String, asks: Bool) -> Bool {
        if range.length > 0, !keyboardEdit(range, "", asks: asks) { return false }
        guard !text.isEmpty else { return true }
        // App code may have moved the caret or changed the text in the deletion's callbacks: the syllable lands
        // where the caret is now.
        return keyboardEdit(NSRange(location: storage.selection.location, length: 0), text, asks: asks)
    }

    /// What ``askInsertWithoutApplying(_:)`` found.
    package enum HeldInsert {
        /// Allowed and not made: the rewrite that follows shows it.
        case allowed
        /// Refused: the key stops.
        case refused
        /// App code changed the text inside the call: the insert was made as a field's is.
        case insertedAsField
        /// A selection or marked text to replace: nothing asked, the caller inserts as usual.
        case notApplicable
    }

    /// Asks the delegate about inserting `text` at the caret without making the change (the Korean keyboard in a
    /// text view: the key is asked about, then the keyboard deletes and inserts).
    package func askInsertWithoutApplying(_ text: String) -> HeldInsert {
        let selection = storage.selection
        guard selection.length == 0, storage.marked == nil else { return .notApplicable }
        let before = storage.version
        guard askShouldChange(range: selection, string: text) else { return .refused }
        guard storage.version == before, storage.selection == selection, editing else {
            // App code edited inside the call: the jamo lands as a field's would, at the range it was told.
            performUserEdit(range: storage.clamp(selection), replacement: text, asks: false)
            return .insertedAsField
        }
        return .allowed
    }

    /// Removes the marked text without asking the delegate or posting (a keyboard taking back what it showed).
    package func dropMarkedWithoutAsking() {
        guard let m = storage.marked else { return }
        storage.replace(m, with: "")
    }

    /// Opens an empty composition at the caret, so that `markedTextRange` is not nil while the delegate is asked
    /// about the marked text that follows a partial candidate pick.
    package func openComposition() { storage.markEmptyAtCaret() }

    /// Closes a composition opened by ``openComposition()`` that was not filled.
    package func closeEmptyComposition() { storage.dropEmptyMark() }

    /// Ends the composition as the field ends editing: the marked text stays as typed, nothing is asked or posted.
    package func unmarkWithoutNotice() { storage.unmark() }

    /// Clears the text as the clear button does, after `textFieldShouldClear` allowed it: `editingChanged` and
    /// the change notification follow when there was text.
    package func clearByUser() {
        let hadText = hasText
        let oldSelection = storage.selection
        storage.setText("")
        secureResetPending = false
        userEditCount &+= 1
        if hadText { textDidChangeByUser(selectionMoved: storage.selection != oldSelection) }
    }

    /// A user selection (handles, arrow keys, a tap): marked text is committed as it is, then the selection
    /// moves; `textFieldDidChangeSelection` follows when it changed.
    package func userSelect(_ range: NSRange) {
        setSelectionProgrammatically(range)
    }

    // MARK: Beginning and ending editing

    /// The field becomes first responder: `clearsOnBeginEditing` has been handled; the caret goes to the end
    /// without `textFieldDidChangeSelection`; a secure field with text arms the replace-everything rule.
    package func enterEditing() {
        if isSecureTextEntry && hasText { secureResetPending = true }
        editing = true
        storage.select(NSRange(location: storage.count, length: 0))
    }

    /// `clearsOnBeginEditing` after `textFieldShouldClear` allowed it: the text is already empty when editing
    /// begins, and no change event is sent (docs/uikit-behavior.md, Decisions, second round).
    package func clearForBeginEditing() {
        storage.setText("")
        secureResetPending = false
    }

    /// The field stops being first responder: marked text stays as typed.
    package func leaveEditing() {
        storage.unmark()
        undoHistory.removeAll()
        editing = false
        secureResetPending = false
    }

    // MARK: Programmatic changes (app code)

    func setTextProgrammatically(_ newText: String) {
        let oldSelection = storage.selection
        storage.setText(newText)
        secureResetPending = false
        host?.compositionInterrupted(in: self, by: .textSet)
        if editing && storage.selection != oldSelection { host?.selectionDidChange(in: self) }
    }

    func setSelectionProgrammatically(_ range: NSRange) {
        let r = storage.clamp(range)
        guard r != storage.selection else { return }
        if storage.marked != nil {
            storage.unmark()
            host?.compositionInterrupted(in: self, by: .selectionMoved)
        } else {
            // A keyboard composing without marked text (Korean) ends its hidden syllable too.
            host?.compositionInterrupted(in: self, by: .selectionMoved)
        }
        if storage.select(r), editing { host?.selectionDidChange(in: self) }
    }

    /// After a user change: `textFieldDidChangeSelection`, `editingChanged`, `UITextFieldTextDidChangeNotification`.
    /// A text view's editor tells `textViewDidChange(_:)` where a field sends `editingChanged`; a search field sends
    /// `editingChanged` and then tells `searchBar(_:textDidChange:)`, then its search controller's results updater
    /// (docs/text-views.md).
    func textDidChangeByUser(selectionMoved: Bool) {
        guard let host else {
            sendActions(for: .editingChanged)
            ownerTextDidChange()
            return
        }
        if selectionMoved && editing { host.selectionDidChange(in: self) }
        sendActions(for: .editingChanged)
        ownerTextDidChange()
        host.postFieldNotification(UITextField.textDidChangeNotification, field: self)
    }

    private func ownerTextDidChange() {
        switch role {
        case .field, .responder: break
        case .textView:
            guard let view = owner as? UITextView else { return }
            tellOwner(.textViewDidChange, hasDelegate: view.delegate != nil) { view.delegate?.textViewDidChange(view) }
        case .searchField:
            guard let bar = owner as? UISearchBar else { return }
            let text = currentText
            tellOwner(.searchBarTextDidChange, hasDelegate: bar.delegate != nil) {
                bar.delegate?.searchBar(bar, textDidChange: text)
            }
            bar.searchController?.searchBarTextDidChange()
        }
    }
}
