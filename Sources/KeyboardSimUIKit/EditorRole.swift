import Foundation
import KeyboardSimTranscript

/// What a ``UITextField``'s editing engine edits for. A ``UITextView`` and a ``UISearchBar`` each own a field that
/// does their editing (a search bar's is its public ``UISearchBar/searchTextField``, as in UIKit; a text view's is
/// hidden); the simulator drives that field as it drives any other, and the role says how the owner's delegate
/// protocol, notifications and return key differ (docs/text-views.md).
package enum EditorRole: Sendable, Equatable {
    /// A text field of its own.
    case field
    /// The editor of a text view: `UITextViewDelegate` calls, `UITextView` notifications, no control events,
    /// return types a newline, the keyboard comes up before `textViewDidBeginEditing`.
    case textView
    /// A search bar's search field: `UISearchBarDelegate` calls, the field's own control events and
    /// notifications, return is the Search button.
    case searchField
    /// The stand-in of an app's own `UIKeyInput` view (``ResponderEditor``): the keyboard's calls go to the view's
    /// `insertText(_:)`, `deleteBackward()` and, for a `UITextInput` view, its marked-text methods; no delegate,
    /// no control events, no text notifications; return inserts "\n" (docs/responders.md).
    case responder

    /// Whether the keyboard comes up before the owner's didBegin under the `observed` ordering (a text view's does;
    /// a field's comes up after; docs/uikit-behavior.md, Decisions).
    package var keyboardBeforeDidBegin: Bool { self == .textView }

    /// Whether the owner's selection method exists on every iOS version (`textViewDidChangeSelection(_:)` is in
    /// the iOS 2 protocol; the field's is iOS 13).
    package var selectionMethodOnEveryVersion: Bool { self == .textView }

    /// The notification posted for a text-field notification the engine posts, and whether it names the owner
    /// (a text view posts its own `UITextView…` notifications; a search field posts the field's).
    package func notification(_ name: Notification.Name) -> (name: Notification.Name, ownerIsObject: Bool) {
        guard self == .textView else { return (name, false) }
        switch name {
        case UITextField.textDidBeginEditingNotification: return (UITextView.textDidBeginEditingNotification, true)
        case UITextField.textDidChangeNotification: return (UITextView.textDidChangeNotification, true)
        case UITextField.textDidEndEditingNotification: return (UITextView.textDidEndEditingNotification, true)
        default: return (name, true)
        }
    }

    /// The delegate method recorded for a text-field method the engine calls.
    package func recorded(_ method: DelegateMethod) -> DelegateMethod { owned(method) ?? method }

    /// The owner's delegate method for a text-field method the engine calls; nil when the owner's protocol has
    /// none (a search bar has no selection or clear method: nothing is called or recorded).
    package func owned(_ method: DelegateMethod) -> DelegateMethod? {
        switch self {
        case .field:
            return method
        case .textView:
            switch method {
            case .shouldBeginEditing: return .textViewShouldBeginEditing
            case .didBeginEditing: return .textViewDidBeginEditing
            case .shouldEndEditing: return .textViewShouldEndEditing
            case .didEndEditing, .didEndEditingReason: return .textViewDidEndEditing
            case .shouldChangeCharacters: return .textViewShouldChangeText
            case .shouldChangeCharactersInRanges: return .textViewShouldChangeTextInRanges
            case .didChangeSelection: return .textViewDidChangeSelection
            default: return method
            }
        case .responder:
            return method
        case .searchField:
            switch method {
            case .shouldBeginEditing: return .searchBarShouldBeginEditing
            case .didBeginEditing: return .searchBarTextDidBeginEditing
            case .shouldEndEditing: return .searchBarShouldEndEditing
            case .didEndEditing, .didEndEditingReason: return .searchBarTextDidEndEditing
            case .shouldChangeCharacters, .shouldChangeCharactersInRanges: return .searchBarShouldChangeText
            default: return nil
            }
        }
    }
}
