import Foundation
import KeyboardSimUIKit

// The editing lifecycle as the views see it (``ScreenHost``): the focus coordinator runs it
// (FocusCoordinator.swift has the rules).

extension Screen {
    /// Whether a begin/end sequence is running.
    public var isInFocusTransition: Bool { focus.isInTransition }

    package func beginEditing(_ field: UITextField) -> Bool { focus.beginEditing(field) }

    /// Ends editing of `view` (the first responder), called from its `resignFirstResponder()`. Unforced, the
    /// delegate may refuse; forced (`endEditing(true)`, removal from the window) it is not asked
    /// (docs/uikit-behavior.md §7). When another field is taking focus, the keyboard stays.
    package func endEditing(of view: UIView, request: ResignRequest?) -> Bool {
        focus.endEditing(of: view, request: request)
    }

    /// Runs a keyboard change (a new keyboard, rotation, input views) as one group (see
    /// ``FocusCoordinator/keyboardTransition(_:)``).
    func keyboardTransition(_ body: () -> Void) { focus.keyboardTransition(body) }

    /// The field's input views or keyboard type changed while editing: the keyboard changes frame.
    package func keyboardInputChanged(for field: UITextField) {
        guard field.isFirstResponder else { return }
        keyboardTransition { keyboard.refresh(for: field) }
    }

    /// The caret or selection of an editing field changed: `textFieldDidChangeSelection` (iOS 13 profiles).
    /// A text view's `textViewDidChangeSelection(_:)` exists on every iOS version (iOS 2).
    package func selectionDidChange(in field: UITextField) { focus.selectionDidChange(in: field) }
}
