import Foundation
import KeyboardSimUIKit

// The editing lifecycle: begin, end, focus switch (docs/uikit-behavior.md §1, §7 and the Decisions section).
//
// A focus change asked for from inside a begin or end sequence (for instance `becomeFirstResponder()` on another
// field inside `textFieldDidBeginEditing` or a keyboard observer) runs when that sequence has finished, so that
// each field's events stay together and no sequence resumes on a field that is no longer editing. Such a call
// returns true (the request is accepted and queued). Outside those sequences (in `textFieldShouldReturn`,
// `shouldChangeCharactersIn`, an `editingChanged` action …) focus changes run at once, as in UIKit.

/// Focus and the editing lifecycle: begin and end sequences in the session's ``Ordering``, keyboard transitions,
/// and the focus changes app code asks for while one runs (queued until it ends). It owns the transition depth and
/// the queue; the screen sets up its references to the keys, the composition host and the keyboard extras.
@MainActor final class FocusCoordinator {
    private unowned let screen: Screen
    private unowned let keys: KeyInput
    private unowned let composition: CompositionHost
    private unowned let extras: KeyboardExtras
    /// Which documented order the begin and end sequences follow.
    private let order: Ordering
    private var transitionDepth = 0
    private var deferredFocusChanges: [() -> Void] = []

    init(screen: Screen, ordering: Ordering, keys: KeyInput, composition: CompositionHost, extras: KeyboardExtras) {
        self.screen = screen
        self.order = ordering
        self.keys = keys
        self.composition = composition
        self.extras = extras
    }

    /// The order of the begin and end sequences.
    var ordering: Ordering { order }

    /// Whether a begin/end sequence is running.
    var isInTransition: Bool { transitionDepth > 0 }

    func beginEditing(_ field: UITextField) -> Bool {
        if field.isFirstResponder { return true }
        guard field.canBecomeFirstResponder else { return false }
        if transitionDepth > 0 {
            deferredFocusChanges.append { [weak field] in _ = field?.becomeFirstResponder() }
            return true
        }
        return inTransition { () -> Bool in
            guard field.ask(.shouldBeginEditing, { $0.textFieldShouldBeginEditing(field) }) else { return false }
            let previous = screen.firstResponder
            if let previous {
                // UIKit takes focus from the old field through its (overridable) resignFirstResponder().
                previous.pendingResign = .switching
                let resigned = previous.resignFirstResponder()
                previous.pendingResign = nil
                guard resigned, !previous.editing else { return false }
            }
            // clearsOnBeginEditing: textFieldShouldClear is asked; the text is already empty when editing begins,
            // and no change event is sent (docs/uikit-behavior.md, Decisions).
            if field.clearsOnBeginEditing && field.hasText {
                if field.ask(.shouldClear, { $0.textFieldShouldClear(field) }) {
                    field.clearForBeginEditing()
                }
            }
            field.enterEditing()
            screen.window.firstResponderView = field
            keys.resetSoftwareKeyboard(for: field, inputMethodKeyboard: composition.inputMethod?.keyboardName)

            let keyboard = screen.keyboard!
            let keyboardStep = {
                if let previous { keyboard.switchInput(from: previous, to: field) } else { keyboard.show(for: field) }
            }
            // A text view's keyboard starts coming up before its didBegin on a device, a field's after it; the text
            // view's Did* notifications come after its didBegin unless the profile says otherwise
            // (docs/uikit-behavior.md, Decisions; docs/contested-rules.md, `text-view-begin-order`).
            switch order {
            case .observed where !field.role.keyboardBeforeDidBegin:
                didBeginGroup(field)
                keyboardStep()
            case .observed where screen.profile.textViewBeginOrder == .betweenWillAndDid:
                let postDid = keyboard.holdingDidNotifications(keyboardStep)
                didBeginGroup(field)
                postDid()
            case .documented, .observed:
                keyboardStep()
                didBeginGroup(field)
            }
            return true
        }
    }

    private func didBeginGroup(_ field: UITextField) {
        field.tell(.didBeginEditing) { $0.textFieldDidBeginEditing(field) }
        field.sendActions(for: .editingDidBegin)
        screen.postFieldNotification(UITextField.textDidBeginEditingNotification, field: field)
        field.ownerDidBeginEditing()
    }

    /// Ends editing of `view` (the first responder), called from its `resignFirstResponder()`. Unforced, the
    /// delegate may refuse; forced (`endEditing(true)`, removal from the window) it is not asked
    /// (docs/uikit-behavior.md §7). When another field is taking focus, the keyboard stays.
    func endEditing(of view: UIView, request: ResignRequest?) -> Bool {
        guard let field = view as? UITextField, field.editing else { return true }
        if case .switching = request {
            // Part of the switch running now: the old field ends inside the new field's begin sequence.
            guard field.ask(.shouldEndEditing, { $0.textFieldShouldEndEditing(field) }) else { return false }
            finishEditing(field, keyboardStep: screen.profile.focusSwitch == .repostHideShow ? .willHideOnly : .none)
            return true
        }
        let forced: Bool
        if case .forced = request { forced = true } else { forced = false }
        if transitionDepth > 0 {
            deferredFocusChanges.append { [weak field] in
                _ = field?.resign(forced: forced)
            }
            return true
        }
        return inTransition { () -> Bool in
            if !forced {
                guard field.ask(.shouldEndEditing, { $0.textFieldShouldEndEditing(field) }) else { return false }
            }
            finishEditing(field, keyboardStep: .hide)
            return true
        }
    }

    private enum EndKeyboardStep { case hide, none, willHideOnly }

    /// The field resigns: state first, then didEnd and the keyboard in the session's ordering.
    private func finishEditing(_ field: UITextField, keyboardStep: EndKeyboardStep) {
        composition.interruptComposition(by: .focusLost)  // the marked text stays as typed
        // Leaving the field accepts a pending autocorrection: the delegate is asked, no change event follows, and
        // didEnd sees the corrected text.
        extras.acceptCorrection(in: field, by: "leave")
        // A showing inline prediction and a dictation placeholder go with no event.
        extras.dropKeyboardExtras(leaving: field)
        field.leaveEditing()
        if screen.window.firstResponderView === field { screen.window.firstResponderView = nil }
        let keyboard = screen.keyboard!
        let step = {
            switch keyboardStep {
            case .hide: keyboard.hide()
            case .willHideOnly: keyboard.postWillHideOnly()
            case .none: break
            }
        }
        switch order {
        case .documented:
            step()
            didEndGroup(field)
        case .observed:
            didEndGroup(field)
            step()
        }
    }

    private func didEndGroup(_ field: UITextField) {
        if screen.profile.hasDidEndEditingReason {
            field.tellDidEnd(reason: .committed)
        } else {
            field.tell(.didEndEditing) { $0.textFieldDidEndEditing(field) }
        }
        field.sendActions(for: .editingDidEnd)
        screen.postFieldNotification(UITextField.textDidEndEditingNotification, field: field)
    }

    /// Runs a keyboard change (a new keyboard, rotation, input views) as one group: focus changes that app code
    /// asks for from the notifications it posts run once the group is posted, so a show is never cut by a hide.
    func keyboardTransition(_ body: () -> Void) {
        _ = inTransition {
            body(); return true
        }
    }

    private func inTransition(_ body: () -> Bool) -> Bool {
        transitionDepth += 1
        let result = body()
        transitionDepth -= 1
        if transitionDepth == 0 {
            while !deferredFocusChanges.isEmpty {
                let next = deferredFocusChanges.removeFirst()
                next()
            }
        }
        return result
    }

    /// The caret or selection of an editing field changed: `textFieldDidChangeSelection` (iOS 13 profiles).
    /// A text view's `textViewDidChangeSelection(_:)` exists on every iOS version (iOS 2).
    func selectionDidChange(in field: UITextField) {
        guard screen.profile.hasDidChangeSelection || field.role.selectionMethodOnEveryVersion else { return }
        field.tell(.didChangeSelection) { $0.textFieldDidChangeSelection(field) }
    }
}
