import Foundation
import KeyboardSim

// One set-up style: a test builds a `KeyboardSession` (its own `NotificationCenter()` when it observes
// notifications), adds its inputs through it and reads the session's events. The helpers below read those events
// as the lifecycle tests state them: a compact outline (`a.shouldBegin`, `WillShow`, `a.TextDidChange` …) from an
// index on, the keyboard notifications' userInfo, the delegate calls with their answers, the JSON Lines.
//
// Tests that set up a bare `Screen` on purpose, because `Screen`'s own API (or the UIKit model under a bare window)
// is what they test, and stay so:
// - KeyboardSimCoreTests: Typing/TypingTests (typing through `Screen.type`, per device and profile),
//   InputMethod/PinyinFieldTests and InputMethod/AppCodeInCallbacksTests (the input-method host on a screen),
//   Screen/DryRunAgreementTests (`Screen`'s dry run against its typing), Screens/ScreenRunTests (a script showing
//   a screen that is not registered), Reliability/LeakTests (that a screen and its fields are freed);
// - KeyboardSimUIKitTests: Compat/AnimationTests, Compat/SelectorTests, Compat/UIKitSurfaceTests,
//   Compat/ViewCompatTests, UIKitSurface/DrawingSurfaceTests (the UIKit compatibility surface under a window);
// - KeyboardSimPortTests: IOSDelegates/IOSDelegateTests (ported iOS delegates as app code uses them);
// - KeyboardSimLegacyNameTests: KeyboardUserInfoTests (the pre-Swift-4.2 names, which import only the umbrella).

/// The compact spelling of transcript events that the lifecycle tests compare with tables.
enum EventOutline {
    /// `a.shouldBegin` for a delegate call, `a.TextDidChange` or `WillShow` for a notification, `a.editingChanged`
    /// for a control event; nil for other events.
    static func token(_ e: TranscriptEvent) -> String? {
        switch e.payload {
        case .delegate(let c): "\(c.field).\(shortMethod(c.method))"
        case .notification(let n): n.field.map { "\($0).\(shortNotification(n.name))" } ?? shortNotification(n.name)
        case .control(let field, let event): "\(field).\(event)"
        default: nil
        }
    }

    static func shortMethod(_ m: DelegateMethod) -> String {
        switch m {
        case .shouldBeginEditing: "shouldBegin"
        case .didBeginEditing: "didBegin"
        case .shouldEndEditing: "shouldEnd"
        case .didEndEditing: "didEnd"
        case .didEndEditingReason: "didEnd(reason:)"
        case .shouldChangeCharacters: "shouldChange"
        case .shouldChangeCharactersInRanges: "shouldChangeInRanges"
        case .shouldClear: "shouldClear"
        case .shouldReturn: "shouldReturn"
        case .didChangeSelection: "didChangeSelection"
        case .textViewShouldBeginEditing, .searchBarShouldBeginEditing: "shouldBegin"
        case .textViewDidBeginEditing, .searchBarTextDidBeginEditing: "didBegin"
        case .textViewShouldEndEditing, .searchBarShouldEndEditing: "shouldEnd"
        case .textViewDidEndEditing, .searchBarTextDidEndEditing: "didEnd"
        case .textViewShouldChangeText, .searchBarShouldChangeText: "shouldChange"
        case .textViewShouldChangeTextInRanges: "shouldChangeInRanges"
        case .textViewDidChange: "didChange"
        case .textViewDidChangeSelection: "didChangeSelection"
        case .searchBarTextDidChange: "textDidChange"
        case .searchBarSearchButtonClicked: "searchButtonClicked"
        case .searchBarCancelButtonClicked: "cancelButtonClicked"
        case .updateSearchResults: "updateSearchResults"
        case .presentSearchController: "presentSearchController"
        case .willPresentSearchController: "willPresent"
        case .didPresentSearchController: "didPresent"
        case .willDismissSearchController: "willDismiss"
        case .didDismissSearchController: "didDismiss"
        case .insertText, .deleteBackward, .setMarkedText, .unmarkText, .replaceWithText, .paste,
            .textWillChange, .textDidChange, .selectionWillChange, .selectionDidChange:
            m.rawValue
        }
    }

    static func shortNotification(_ name: String) -> String {
        switch name {
        case "UITextFieldTextDidBeginEditingNotification", "UITextViewTextDidBeginEditingNotification":
            "TextDidBegin"
        case "UITextFieldTextDidChangeNotification", "UITextViewTextDidChangeNotification": "TextDidChange"
        case "UITextFieldTextDidEndEditingNotification", "UITextViewTextDidEndEditingNotification": "TextDidEnd"
        default:
            String(name.replacingOccurrences(of: "UIKeyboard", with: "").dropLast("Notification".count))
        }
    }
}

extension KeyboardSession {
    /// The events from index `mark` on (`mark` = `events.count` taken before the actions a test looks at).
    func events(since mark: Int) -> [TranscriptEvent] { Array(events.dropFirst(mark)) }

    /// The delegate calls, notifications and control events from index `mark` on, in compact form
    /// (``EventOutline/token(_:)``).
    func outline(since mark: Int = 0) -> [String] { events(since: mark).compactMap(EventOutline.token) }

    /// The keyboard userInfo of the keyboard notifications from index `mark` on, with their short names.
    func keyboardNotifications(since mark: Int = 0) -> [(name: String, info: KeyboardUserInfo)] {
        events(since: mark).compactMap {
            if case .notification(let n) = $0.payload, let k = n.keyboard {
                (EventOutline.shortNotification(n.name), k)
            } else {
                nil
            }
        }
    }

    /// The delegate calls from index `mark` on, with their answers.
    func delegateCalls(since mark: Int = 0) -> [DelegateCall] {
        events(since: mark).compactMap {
            guard case .delegate(var c) = $0.payload else { return nil }
            c.returned = $0.returned
            return c
        }
    }

    /// The JSON Lines of the whole transcript.
    var jsonLines: [String] { events.map(TranscriptFormatter.jsonLine) }

    /// The JSON Lines with their `"seq":N,` removed, for checking a line's spelling wherever it falls.
    var jsonLinesWithoutSeq: [String] {
        jsonLines.map { $0.replacingOccurrences(of: #"^\{"seq":\d+,"#, with: "{", options: .regularExpression) }
    }
}
