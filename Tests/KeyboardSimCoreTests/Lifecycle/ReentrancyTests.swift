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

extension Lifecycle {
    /// Reentrancy as in UIKit, and FocusCoordinator.swift's rule that a focus change asked for inside a
    /// begin/end sequence is queued until that sequence has finished.
    @MainActor @Suite struct ReentrancyTests {
        /// A phone-number formatter as iOS apps write it: build the new text, format it, set `text`, return false.
        static func formatter(_ field: UITextField, _ range: NSRange, _ string: String) -> Bool {
            let current = (field.text ?? "") as NSString
            let proposed = current.replacingCharacters(in: range, with: string)
            let digits = proposed.filter(\.isNumber)
            var out = ""
            for (i, ch) in digits.enumerated() {
                if i == 3 || i == 6 { out += "-" }
                out.append(ch)
            }
            field.text = out
            return false
        }

        @Test("A formatter that sets text inside shouldChange and returns false leaves a consistent field")
        func formatterReturningFalse() throws {
            let session = Lifecycle.session()
            let log = NotificationLog(center: session.screen.notificationCenter, names: NotificationLog.textFieldNames)
            let (a, d) = session.recordingField("a") { $0.keyboardType = .numberPad }
            d.onShouldChange = Self.formatter
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.type("12345")
            #expect(a.text == "123-45")
            #expect(a.selectedRange == NSRange(location: 6, length: 0))
            #expect(
                ShouldChangeTests.changes(session, since: mark) == [
                    "[0,0] \"1\" → false", "[1,0] \"2\" → false", "[2,0] \"3\" → false",
                    "[3,0] \"4\" → false", "[5,0] \"5\" → false"
                ])
            // Programmatic text: the caret move is reported, but no editingChanged and no TextDidChange.
            #expect(
                session.outline(since: mark)
                    == Array(repeating: ["a.shouldChange", "a.didChangeSelection"], count: 5).flatMap { $0 })
            #expect(log.entries.map(\.name) == ["UITextFieldTextDidBeginEditingNotification"])
            try session.screen.backspace()
            #expect(a.text == "123-4" && a.selectedRange == NSRange(location: 5, length: 0))
        }

        @Test("A delegate that sets text inside shouldChange and returns true gets the documented double insert")
        func setTextAndReturnTrue() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a")
            d.onShouldChange = { field, range, string in
                field.text = ((field.text ?? "") as NSString).replacingCharacters(in: range, with: string)
                return true
            }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.type("a")
            // The delegate's "a", then the field's own replacement at the original range [0,0].
            #expect(a.text == "aa")
            #expect(a.selectedRange == NSRange(location: 1, length: 0))
            #expect(
                session.outline(since: mark) == [
                    "a.shouldChange", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"
                ])
        }

        @Test(
            "A delegate that shortens text inside shouldChange and returns true: the replacement is clamped to the new text"
        )
        func shortenAndReturnTrue() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "abcdef")
            d.onShouldChange = { field, _, _ in
                field.text = "ab"; return true
            }
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 4, length: 2))
            try session.screen.type("Z")
            #expect(a.text == "abZ" && a.selectedRange == NSRange(location: 3, length: 0))
        }

        @Test(
            "A \"next field\" textFieldShouldReturn that calls next.becomeFirstResponder() switches focus with change-frame only",
            arguments: [
                (
                    Ordering.documented,
                    [
                        "a.shouldReturn", "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "WillChangeFrame", "DidChangeFrame", "b.didBegin", "b.editingDidBegin", "b.TextDidBegin",
                        "a.primaryActionTriggered", "a.editingDidEndOnExit"
                    ]
                ),
                (
                    Ordering.observed,
                    [
                        "a.shouldReturn", "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "b.didBegin", "b.editingDidBegin", "b.TextDidBegin", "WillChangeFrame", "DidChangeFrame",
                        "a.primaryActionTriggered", "a.editingDidEndOnExit"
                    ]
                )
            ])
        func nextFieldOnReturn(ordering: Ordering, expected: [String]) throws {
            let session = Lifecycle.session(ordering: ordering)
            let (a, da) = session.recordingField("a") { $0.returnKeyType = .next }
            let (b, _) = session.recordingField("b") { $0.returnKeyType = .done }
            var switched: Bool?
            da.onShouldReturn = { _ in
                switched = b.becomeFirstResponder(); return true
            }
            try session.screen.tap(a)
            try session.screen.type("x")
            let mark = session.events.count
            try session.screen.tapReturn()
            #expect(switched == true)
            #expect(session.outline(since: mark) == expected)
            #expect(
                session.keyboardNotifications(since: mark).map(\.info.frameBegin)
                    == session.keyboardNotifications(since: mark).map(\.info.frameEnd))
            #expect(!a.isEditing && b.isEditing && session.screen.firstResponder === b)
            // Typing goes on in the new field.
            try session.screen.type("y")
            #expect(a.text == "x" && b.text == "y")
        }

        @Test(
            "becomeFirstResponder() on another field inside textFieldDidBeginEditing is queued: A's group stays together, then the switch",
            arguments: [
                (
                    Ordering.documented,
                    [
                        "a.shouldBegin", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                        "a.didBegin", "a.editingDidBegin", "a.TextDidBegin",
                        "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                        "b.didBegin", "b.editingDidBegin", "b.TextDidBegin"
                    ]
                ),
                (
                    Ordering.observed,
                    [
                        "a.shouldBegin", "a.didBegin", "a.editingDidBegin", "a.TextDidBegin",
                        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                        "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "b.didBegin", "b.editingDidBegin", "b.TextDidBegin",
                        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"
                    ]
                )
            ])
        func becomeInsideDidBegin(ordering: Ordering, expected: [String]) throws {
            let session = Lifecycle.session(ordering: ordering)
            let (a, da) = session.recordingField("a")
            let (b, _) = session.recordingField("b") { $0.keyboardType = .numberPad }
            var queued: Bool?
            var editingWhenAsked: Bool?
            da.onDidBegin = { _ in
                queued = b.becomeFirstResponder()
                editingWhenAsked = b.isEditing
                da.onDidBegin = nil
            }
            let mark = session.events.count
            #expect(try session.screen.tap(a))
            #expect(queued == true && editingWhenAsked == false)
            #expect(session.outline(since: mark) == expected)
            #expect(!a.isEditing && b.isEditing && session.screen.firstResponder === b)
            #expect(session.screen.keyboard.isVisible)
            #expect(session.screen.keyboard.frame == rect(0, 561, 393, 291))
            #expect(session.screen.isInFocusTransition == false)
        }

        @Test("resignFirstResponder() inside textFieldDidBeginEditing is queued and runs after the begin group")
        func resignInsideDidBegin() throws {
            let session = Lifecycle.session()
            let (a, da) = session.recordingField("a")
            var answer: Bool?
            da.onDidBegin = { field in
                answer = field.resignFirstResponder(); da.onDidBegin = nil
            }
            try session.screen.tap(a)
            #expect(answer == true)
            #expect(
                session.outline() == [
                    "a.shouldBegin", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                    "a.didBegin", "a.editingDidBegin", "a.TextDidBegin",
                    "a.shouldEnd", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
                    "a.didEnd", "a.editingDidEnd", "a.TextDidEnd"
                ])
            #expect(!a.isEditing && !session.screen.keyboard.isVisible)
        }

        @Test("A keyboard observer that moves focus on WillShow is queued until the begin sequence ends")
        func becomeInsideKeyboardObserver() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            let box = Box()
            let token = session.screen.notificationCenter.addObserver(
                forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
            ) { _ in
                MainActor.assumeIsolated {
                    if box.fired { return }
                    box.fired = true
                    box.result = b.becomeFirstResponder()
                }
            }
            defer { session.screen.notificationCenter.removeObserver(token) }
            try session.screen.tap(a)
            #expect(box.result == true)
            #expect(
                session.outline() == [
                    "a.shouldBegin", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                    "a.didBegin", "a.editingDidBegin", "a.TextDidBegin",
                    "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                    "WillChangeFrame", "DidChangeFrame", "b.didBegin", "b.editingDidBegin", "b.TextDidBegin"
                ])
            #expect(b.isEditing)
        }

        @MainActor final class Box { var fired = false; var result: Bool? }

        @Test("An editingChanged action that moves focus runs at once (outside a begin/end sequence)")
        func focusFromEditingChanged() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            a.addAction(UIAction { _ in if a.text?.count == 2 { b.becomeFirstResponder() } }, for: .editingChanged)
            try session.screen.tap(a)
            try session.screen.type("12345")
            #expect(a.text == "12" && b.text == "345")
            #expect(b.isEditing)
        }

        @Test("A delegate that moves the selection inside shouldChange and returns false keeps its selection")
        func selectionInsideShouldChange() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "abc")
            d.onShouldChange = { field, _, _ in
                field.selectedRange = NSRange(location: 1, length: 0); return false
            }
            try session.screen.tap(a)
            try session.screen.type("x")
            #expect(a.text == "abc" && a.selectedRange == NSRange(location: 1, length: 0))
        }
    }
}
