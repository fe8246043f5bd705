@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// The editing-lifecycle tests (docs/uikit-behavior.md §1, §4, §6, §7), grouped so that `swift test --filter Lifecycle`
/// runs them all, with their helpers kept out of the other test folders' namespace.
enum Lifecycle {}

extension Lifecycle {
    // Shared helpers for the editing-lifecycle tests: a screen with its own NotificationCenter, a recording delegate
    // with configurable answers and hooks, a NotificationCenter observer written the way iOS code reads userInfo, and
    // a compact outline of the transcript so a test can state the exact sequence it expects as a table.

    /// A delegate that records every call it receives, answers as configured and runs optional hooks (for reentrancy
    /// tests). It does not implement `textFieldDidEndEditing(_:reason:)` nor the iOS 26 ranges variant, so UIKit's
    /// "not implemented" forwarding applies; ``ReasonDelegate`` and ``RangesDelegate`` implement those.
    @MainActor class RecordingDelegate: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        var shouldBegin = true
        var shouldEnd = true
        var shouldChange = true
        var shouldClear = true
        var shouldReturn = true
        var onShouldChange: ((UITextField, NSRange, String) -> Bool)?
        var onDidBegin: ((UITextField) -> Void)?
        var onShouldReturn: ((UITextField) -> Bool)?

        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
            calls.append("shouldBegin"); return shouldBegin
        }
        func textFieldDidBeginEditing(_ textField: UITextField) { calls.append("didBegin"); onDidBegin?(textField) }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { calls.append("shouldEnd"); return shouldEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            calls.append("shouldChange \(range.location),\(range.length) \(string)")
            if let onShouldChange { return onShouldChange(textField, range, string) }
            return shouldChange
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { calls.append("didChangeSelection") }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { calls.append("shouldClear"); return shouldClear }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            calls.append("shouldReturn")
            if let onShouldReturn { return onShouldReturn(textField) }
            return shouldReturn
        }
    }

    /// Implements both end variants (UIKit calls the reason variant instead of the plain one when it exists).
    @MainActor final class ReasonDelegate: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        func textFieldDidEndEditing(_ textField: UITextField) { calls.append("didEnd") }
        func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
            calls.append("didEnd(reason: \(reason.name))")
        }
    }

    /// Implements both the single-range method and the iOS 26 ranges variant.
    @MainActor final class RangesDelegate: NSObject, UITextFieldDelegate {
        var calls: [String] = []
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            calls.append("single \(range.location),\(range.length) \(string)")
            return true
        }
        func textField(
            _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
        ) -> Bool {
            calls.append(
                "ranges " + ranges.map { "\($0.rangeValue.location),\($0.rangeValue.length)" }.joined(separator: ";")
                    + " \(string)")
            return true
        }
    }

    /// A field whose `deleteBackward()` is overridden, as OTP fields do to move back on an empty field.
    @MainActor final class CountingDeleteField: UITextField {
        var deleteBackwardCount = 0
        override func deleteBackward() {
            deleteBackwardCount += 1
            super.deleteBackward()
        }
    }

    /// One screen with its own NotificationCenter (so parallel tests never see each other's notifications), the
    /// fields added to it, and the delegates that must stay alive (UIKit holds delegates weakly).
    @MainActor final class Harness {
        let center = NotificationCenter()
        let screen: Screen
        private var keepAlive: [AnyObject] = []
        /// Events before this index are ignored by ``outline``.
        private var mark = 0

        init(
            device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .documented,
            profile: IOSProfile = .ios18, predictiveBar: Bool = true
        ) {
            screen = Screen(
                device: device, orientation: orientation, ordering: ordering, profile: profile,
                predictiveBar: predictiveBar, notificationCenter: center)
        }

        /// Adds a field named `name` with a fresh ``RecordingDelegate``.
        @discardableResult
        func field(_ name: String, text: String? = nil, _ configure: (UITextField) -> Void = { _ in }) -> (
            UITextField, RecordingDelegate
        ) {
            let f = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))
            let d = RecordingDelegate()
            f.delegate = d
            keepAlive.append(d)
            if let text { f.text = text }
            configure(f)
            screen.add(f, name: name)
            return (f, d)
        }

        /// Adds an existing field (with whatever delegate), keeping `delegate` alive.
        func add(_ f: UITextField, name: String, delegate: (any UITextFieldDelegate)? = nil) {
            if let delegate { f.delegate = delegate; keepAlive.append(delegate) }
            screen.add(f, name: name)
        }

        /// Starts a new section: ``outline`` shows only what happens from now on.
        func reset() { mark = screen.transcript.events.count }

        /// The delegate calls, notifications and control events since the last ``reset()``, in compact form:
        /// `a.shouldBegin`, `WillShow`, `a.editingChanged`, `a.TextDidChange` …
        var outline: [String] { screen.transcript.events.dropFirst(mark).compactMap(Harness.token) }

        /// Every event since the last ``reset()``.
        var events: [TranscriptEvent] { Array(screen.transcript.events.dropFirst(mark)) }

        /// The keyboard userInfo of the keyboard notifications since the last ``reset()``, with their names.
        var keyboardNotifications: [(name: String, info: KeyboardUserInfo)] {
            events.compactMap {
                if case .notification(let n) = $0.payload, let k = n.keyboard {
                    (Harness.shortNotification(n.name), k)
                } else {
                    nil
                }
            }
        }

        /// The delegate calls since the last ``reset()``, with their answers.
        var delegateCalls: [DelegateCall] {
            events.compactMap {
                guard case .delegate(var c) = $0.payload else { return nil }
                c.returned = $0.returned
                return c
            }
        }

        /// The JSON Lines of the whole transcript.
        var jsonLines: [String] { screen.transcript.events.map(TranscriptFormatter.jsonLine) }

        /// The JSON Lines with their `"seq":N,` removed, for checking a line's spelling wherever it falls.
        var jsonLinesWithoutSeq: [String] {
            jsonLines.map { $0.replacingOccurrences(of: #"^\{"seq":\d+,"#, with: "{", options: .regularExpression) }
        }

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

    /// CGRect from the transcript's `[x, y, width, height]` spelling.
    static func rect(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) -> CGRect {
        CGRect(x: x, y: y, width: w, height: h)
    }

    /// A view of a given height (input and accessory views).
    @MainActor static func view(height: CGFloat, width: CGFloat = 393) -> UIView {
        UIView(frame: rect(0, 0, width, height))
    }

    /// What an iOS-style NotificationCenter observer sees: it reads userInfo exactly as app code does
    /// (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue` → `.cgRectValue`), and once more by raw
    /// string key, as code that hard-codes "UIKeyboardFrameEndUserInfoKey" does.
    final class NotificationLog: @unchecked Sendable {
        struct Entry: Equatable {
            var name: String
            var object: ObjectIdentifier?
            var keyCount: Int
            var frameBegin: CGRect?
            var frameEnd: CGRect?
            var frameEndByRawKey: CGRect?
            var duration: Double?
            var curve: Int?
            var isLocal: Bool?
        }

        private let lock = NSLock()
        private var stored: [Entry] = []
        private var tokens: [any NSObjectProtocol] = []

        var entries: [Entry] { lock.withLock { stored } }

        @MainActor init(center: NotificationCenter, names: [Notification.Name] = NotificationLog.keyboardNames) {
            // Read UIKit's key constants here (they are main-actor statics) and use them inside the observer.
            let beginKey = UIResponder.keyboardFrameBeginUserInfoKey
            let endKey = UIResponder.keyboardFrameEndUserInfoKey
            let durationKey = UIResponder.keyboardAnimationDurationUserInfoKey
            let curveKey = UIResponder.keyboardAnimationCurveUserInfoKey
            let localKey = UIResponder.keyboardIsLocalUserInfoKey
            for name in names {
                tokens.append(
                    center.addObserver(forName: name, object: nil, queue: nil) { [self] n in
                        let info = n.userInfo
                        let entry = Entry(
                            name: n.name.rawValue,
                            object: (n.object as AnyObject?).map(ObjectIdentifier.init),
                            keyCount: info?.count ?? 0,
                            frameBegin: (info?[beginKey] as? NSValue)?.cgRectValue,
                            frameEnd: (info?[endKey] as? NSValue)?.cgRectValue,
                            frameEndByRawKey: (info?["UIKeyboardFrameEndUserInfoKey"] as? NSValue)?.cgRectValue,
                            duration: (info?[durationKey] as? NSNumber)?.doubleValue,
                            curve: (info?[curveKey] as? NSNumber)?.intValue,
                            isLocal: (info?[localKey] as? NSNumber)?.boolValue)
                        lock.withLock { stored.append(entry) }
                    })
            }
        }

        @MainActor static let keyboardNames: [Notification.Name] = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification
        ]

        @MainActor static let textFieldNames: [Notification.Name] = [
            UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
            UITextField.textDidEndEditingNotification
        ]
    }
}
