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
    /// docs/uikit-behavior.md §3, §4, §6: cut/copy/paste, the return key, and textFieldDidChangeSelection.
    @MainActor @Suite struct PasteboardReturnSelectionTests {
        // MARK: Pasteboard

        @Test(
            "Copy puts the selection on the screen's pasteboard without asking the delegate; paste inserts it at the caret"
        )
        func copyThenPaste() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "hello")
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 1, length: 3))
            var mark = session.events.count
            try session.screen.copy()
            #expect(session.outline(since: mark).isEmpty)
            #expect(session.screen.pasteboard.string == "ell")
            try session.screen.moveCaret(to: 5)
            mark = session.events.count
            try session.screen.paste()
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[5,0] \"ell\" → true"])
            #expect(a.text == "helloell" && a.selectedRange == NSRange(location: 8, length: 0))
        }

        @Test("Cut copies the selection, then deletes it through shouldChangeCharactersIn with an empty string")
        func cut() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "hello")
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 0, length: 2))
            let mark = session.events.count
            try session.screen.cut()
            #expect(
                session.outline(since: mark) == [
                    "a.shouldChange", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"
                ])
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[0,2] \"\" → true"])
            #expect(session.screen.pasteboard.string == "he" && a.text == "llo")
        }

        @Test(
            "Copy and Cut are unavailable in a secure field: the pasteboard and the text stay, nothing is asked",
            arguments: ["copy", "cut"])
        func secureCopyCut(action: String) throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { $0.isSecureTextEntry = true }
            try session.screen.tap(a)
            try session.screen.type("pw")
            try session.screen.select(NSRange(location: 0, length: 2))
            session.screen.pasteboard.string = "keep"
            let mark = session.events.count
            if action == "copy" { try session.screen.copy() } else { try session.screen.cut() }
            #expect(session.outline(since: mark).isEmpty)
            #expect(session.screen.pasteboard.string == "keep" && a.text == "pw")
            guard case .user(let u) = session.events(since: mark).last?.payload else {
                Issue.record("no user event"); return
            }
            #expect(u.action.rawValue == action && u.ignored == "secure text fields do not offer Copy or Cut")
        }

        @Test("Paste works in a secure field")
        func securePaste() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { $0.isSecureTextEntry = true }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.paste("p4ss")
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[0,0] \"p4ss\" → true"])
            #expect(a.text == "p4ss")
        }

        @Test("Copy with an empty selection and paste with an empty pasteboard are ignored")
        func nothingToCopyOrPaste() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abc")
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.copy()
            try session.screen.paste()
            #expect(session.outline(since: mark).isEmpty && session.screen.pasteboard.string == nil && a.text == "abc")
            #expect(
                session.events(since: mark).compactMap { if case .user(let u) = $0.payload { u.ignored } else { nil } }
                    == ["nothing is selected", "the pasteboard holds no text"])
        }

        @Test("Each screen has its own pasteboard")
        func separatePasteboards() throws {
            let
                h1 = Lifecycle.session(),
                h2 = Lifecycle.session()
            h1.screen.pasteboard.string = "one"
            #expect(h2.screen.pasteboard.string == nil)
        }

        // MARK: Return

        @Test(
            "Return asks textFieldShouldReturn, then sends primaryActionTriggered (iOS 14+) and editingDidEndOnExit",
            arguments: [
                (IOSProfile.ios9, ["a.shouldReturn", "a.editingDidEndOnExit"]),
                (.ios10, ["a.shouldReturn", "a.editingDidEndOnExit"]),
                (.ios13, ["a.shouldReturn", "a.editingDidEndOnExit"]),
                (.ios16, ["a.shouldReturn", "a.primaryActionTriggered", "a.editingDidEndOnExit"]),
                (.ios18, ["a.shouldReturn", "a.primaryActionTriggered", "a.editingDidEndOnExit"]),
                (.ios26, ["a.shouldReturn", "a.primaryActionTriggered", "a.editingDidEndOnExit"])
            ])
        func returnKey(profile: IOSProfile, expected: [String]) throws {
            let session = Lifecycle.session(profile: profile)
            let (a, d) = session.recordingField("a", text: "x")
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tapReturn()
            #expect(session.outline(since: mark) == expected)
            #expect(d.calls.last == "shouldReturn" && a.isEditing && a.text == "x")
        }

        @Test("textFieldShouldReturn false sends no control event")
        func returnRefused() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "x")
            d.shouldReturn = false
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tapReturn()
            #expect(
                session.outline(since: mark) == ["a.shouldReturn"]
                    && session.delegateCalls(since: mark).map(\.returned) == [false])
        }

        @Test("A Did End On Exit action makes the field resign after Return (with shouldEnd and the hide sequence)")
        func didEndOnExitResigns() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "x")
            var exits = 0
            a.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tapReturn()
            #expect(
                session.outline(since: mark) == [
                    "a.shouldReturn", "a.primaryActionTriggered", "a.editingDidEndOnExit", "a.shouldEnd",
                    "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide", "a.didEnd", "a.editingDidEnd",
                    "a.TextDidEnd"
                ])
            #expect(exits == 1 && !a.isEditing)
        }

        @Test(
            "enablesReturnKeyAutomatically disables Return on empty text: no textFieldShouldReturn call",
            arguments: [("", false), ("a", true)])
        func enablesReturnKeyAutomatically(text: String, enabled: Bool) throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: text) { $0.enablesReturnKeyAutomatically = true }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tapReturn()
            #expect(d.calls.contains("shouldReturn") == enabled)
            #expect(session.outline(since: mark).first == (enabled ? "a.shouldReturn" : nil))
        }

        @Test("A newline in typed text is the return key, not an insertion")
        func newlineIsReturn() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.type("a\nb")
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[0,0] \"a\" → true", "[1,0] \"b\" → true"])
            #expect(session.outline(since: mark).filter { $0.hasSuffix("shouldReturn") } == ["a.shouldReturn"])
            #expect(a.text == "ab")
        }

        // MARK: Selection

        @Test(
            "textFieldDidChangeSelection follows caret moves and selections on iOS 13 and later, not before",
            arguments: [
                (IOSProfile.ios9, false), (.ios10, false), (.ios13, true), (.ios16, true), (.ios18, true),
                (.ios26, true)
            ])
        func didChangeSelection(profile: IOSProfile, called: Bool) throws {
            let session = Lifecycle.session(profile: profile)
            let (a, d) = session.recordingField("a", text: "hello")
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.moveCaret(to: 1)
            try session.screen.select(NSRange(location: 1, length: 3))
            try session.screen.select(NSRange(location: 1, length: 3))  // unchanged: not reported
            a.selectedTextRange = a.textRange(from: a.beginningOfDocument, to: a.beginningOfDocument)
            #expect(session.outline(since: mark) == (called ? Array(repeating: "a.didChangeSelection", count: 3) : []))
            #expect(d.calls.filter { $0 == "didChangeSelection" }.count == (called ? 3 : 0))
            #expect(a.selectedRange == NSRange(location: 0, length: 0))
        }

        @Test("A selection change on a field that is not editing is not reported")
        func selectionWhileIdle() {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "hello")
            let mark = session.events.count
            a.selectedRange = NSRange(location: 2, length: 1)
            #expect(session.outline(since: mark).isEmpty && a.selectedRange == NSRange(location: 2, length: 1))
        }
    }
}
