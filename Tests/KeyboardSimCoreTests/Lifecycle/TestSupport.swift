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
    /// The session a lifecycle test starts from: the documented ordering (the order Apple's documentation gives,
    /// which these tests state) and a NotificationCenter of its own, so tests running side by side do not see each
    /// other's keyboard notifications.
    @MainActor static func session(
        device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .documented,
        profile: IOSProfile = .ios18, predictiveBar: Bool = true
    ) -> KeyboardSession {
        KeyboardSession(
            HarnessConfiguration(
                device: device, orientation: orientation, ordering: ordering, profile: profile,
                predictiveBar: predictiveBar),
            notificationCenter: NotificationCenter())
    }

    // Shared helpers for the editing-lifecycle tests, which set up a `KeyboardSession` with its own
    // NotificationCenter (`Lifecycle.session(…)` above): a recording delegate with configurable answers and hooks, and a NotificationCenter observer written the way iOS
    // code reads userInfo. The compact outline of the transcript, with which a test states the exact sequence it
    // expects as a table, is `session.outline(since:)` (KeyboardSimTestSupport, EventOutline.swift).

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

extension KeyboardSession {
    /// Adds a field named `name` (300 × 34 points at the window's origin) with a fresh ``Lifecycle/RecordingDelegate``,
    /// which the session keeps alive; `text` and `configure` apply before it goes on screen.
    @discardableResult
    func recordingField(_ name: String, text: String? = nil, _ configure: (UITextField) -> Void = { _ in }) -> (
        UITextField, Lifecycle.RecordingDelegate
    ) {
        let d = Lifecycle.RecordingDelegate()
        let f = addField(name, field: UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 34))) { f in
            f.delegate = d
            if let text { f.text = text }
            configure(f)
        }
        return (f, d)
    }

    /// Puts the test's own field on screen as `name` as it is: with `delegate` (kept alive by the session), or with
    /// none (unlike ``addField(_:field:_:)``, no built-in delegate is attached).
    func addOwnField(_ f: UITextField, name: String, delegate: (any UITextFieldDelegate)? = nil) throws {
        if let delegate { f.delegate = delegate }
        screen.add(f, name: name)
        try adopt(f, name: name)
    }
}
