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
    /// docs/uikit-behavior.md §4: `textField(_:shouldChangeCharactersIn:replacementString:)`.
    @MainActor @Suite struct ShouldChangeTests {
        /// The shouldChange calls from index `mark` on, as `[location,length] "string" → answer`.
        static func changes(_ session: KeyboardSession, since mark: Int = 0) -> [String] {
            session.delegateCalls(since: mark).filter { $0.method == .shouldChangeCharacters }.map {
                "[\($0.range!.location),\($0.range!.length)] \"\($0.string!)\" → \($0.returned!)"
            }
        }

        @Test("Typing asks with [caret,0] and the character, then didChangeSelection, editingChanged, TextDidChange")
        func typing() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { $0.keyboardType = .emailAddress }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.type("a@b.c")
            #expect(
                Self.changes(session, since: mark) == [
                    "[0,0] \"a\" → true", "[1,0] \"@\" → true", "[2,0] \"b\" → true",
                    "[3,0] \".\" → true", "[4,0] \"c\" → true"
                ])
            #expect(
                session.outline(since: mark)
                    == Array(
                        repeating: ["a.shouldChange", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"],
                        count: 5
                    ).flatMap { $0 })
            #expect(
                session.screen.state(of: a)
                    == FieldState(
                        field: "a", text: "a@b.c", selection: NSRange(location: 5, length: 0),
                        marked: nil, editing: true, firstResponder: true))
        }

        @Test("Typing over a selection replaces it: \"abcde\" select [2,3] type \"f\" → [2,3] \"f\"")
        func typeOverSelection() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abcde")
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 2, length: 3))
            let mark = session.events.count
            try session.screen.type("f")
            #expect(Self.changes(session, since: mark) == ["[2,3] \"f\" → true"])
            #expect(a.text == "abf" && a.selectedRange == NSRange(location: 3, length: 0))
        }

        @Test(
            "Paste over a selection: \"abcde\" select [1,4] paste \"cde\" → [1,4] \"cde\" (one call for the whole string)"
        )
        func pasteOverSelection() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abcde")
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 1, length: 4))
            let mark = session.events.count
            try session.screen.paste("cde")
            #expect(Self.changes(session, since: mark) == ["[1,4] \"cde\" → true"])
            #expect(
                session.outline(since: mark) == [
                    "a.shouldChange", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"
                ])
            #expect(a.text == "acde" && a.selectedRange == NSRange(location: 4, length: 0))
        }

        @Test(
            "Backspace deletes the whole composed character sequence before the caret (UTF-16 range)",
            arguments: [
                ("ab", NSRange(location: 1, length: 1), "a"),
                ("a😃", NSRange(location: 1, length: 2), "a"),
                ("x👨‍👩‍👧‍👦", NSRange(location: 1, length: 11), "x"),
                ("🇫🇷", NSRange(location: 0, length: 4), ""),
                ("🇫🇷🇩🇪", NSRange(location: 4, length: 4), "🇫🇷"),
                ("ye\u{301}", NSRange(location: 1, length: 2), "y"),
                ("👍🏽", NSRange(location: 0, length: 4), ""),
                ("1️⃣", NSRange(location: 0, length: 3), ""),
                ("a你", NSRange(location: 1, length: 1), "a"),
                ("🇫🇷🇩", NSRange(location: 4, length: 2), "🇫🇷"),
                (
                    String(repeating: "🇫🇷", count: 12), NSRange(location: 44, length: 4),
                    String(repeating: "🇫🇷", count: 11)
                ),
                (
                    "x" + String(repeating: "🇩🇪", count: 5) + "🇫", NSRange(location: 21, length: 2),
                    "x" + String(repeating: "🇩🇪", count: 5)
                ),
                ("e" + String(repeating: "\u{301}", count: 20), NSRange(location: 0, length: 21), ""),
                ("👨‍👩‍👧‍👦👨‍👩‍👧‍👦", NSRange(location: 11, length: 11), "👨‍👩‍👧‍👦")
            ])
        func backspaceComposed(text: String, range: NSRange, remaining: String) throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: text)
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.backspace()
            #expect(Self.changes(session, since: mark) == ["[\(range.location),\(range.length)] \"\" → true"])
            #expect(a.text == remaining && a.selectedRange == NSRange(location: range.location, length: 0))
        }

        @Test("Backspace deleting 😃 from the middle gives a range of length 2")
        func backspaceEmojiInMiddle() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "a😃b")
            try session.screen.tap(a)
            try session.screen.moveCaret(to: 3)
            let mark = session.events.count
            try session.screen.backspace()
            #expect(Self.changes(session, since: mark) == ["[1,2] \"\" → true"])
            #expect(a.text == "ab" && a.selectedRange == NSRange(location: 1, length: 0))
        }

        @Test("Backspace with a selection deletes the selection")
        func backspaceSelection() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abcde")
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 1, length: 3))
            let mark = session.events.count
            try session.screen.backspace()
            #expect(Self.changes(session, since: mark) == ["[1,3] \"\" → true"])
            #expect(a.text == "ae")
        }

        @Test(
            "A person can put the caret only between whole characters (not inside an emoji, flag or ZWJ sequence)",
            arguments: [
                ("a😃", 1, true), ("a😃", 2, false), ("a😃", 3, true), ("a😃", 4, false),
                ("🇫🇷🇩🇪", 2, false), ("🇫🇷🇩🇪", 4, true), ("🇫🇷🇩🇪", 6, false),
                ("👨‍👩‍👧‍👦x", 2, false), ("👨‍👩‍👧‍👦x", 3, false), ("👨‍👩‍👧‍👦x", 11, true),
                ("ye\u{301}", 2, false), ("ye\u{301}", 1, true)
            ])
        func caretBoundaries(text: String, offset: Int, allowed: Bool) throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: text)
            try session.screen.tap(a)
            let end = a.selectedRange
            if allowed {
                try session.screen.moveCaret(to: offset)
                #expect(a.selectedRange == NSRange(location: offset, length: 0))
            } else {
                #expect(throws: SimulationError.self) { try session.screen.moveCaret(to: offset) }
                #expect(throws: SimulationError.self) {
                    try session.screen.select(NSRange(location: 0, length: offset))
                }
                #expect(a.selectedRange == end)
            }
        }

        @Test(
            "Backspace with nothing before the caret is not delegated, but an overriding deleteBackward() still runs",
            arguments: ["", "abc"])
        func backspaceAtStart(text: String) throws {
            let session = Lifecycle.session()
            let a = CountingDeleteField()
            let d = RecordingDelegate()
            a.text = text
            try session.addOwnField(a, name: "a", delegate: d)
            try session.screen.tap(a)
            if !text.isEmpty { try session.screen.moveCaret(to: 0) }
            let mark = session.events.count
            try session.screen.backspace(2)
            #expect(a.deleteBackwardCount == 2)
            #expect(session.outline(since: mark).isEmpty)
            #expect(a.text == text)
        }

        /// A user edit a delegate can refuse.
        enum Edit: String, CaseIterable, Sendable { case type, backspace, paste, cut }

        @Test(
            "shouldChange false changes nothing and posts nothing (no editingChanged, no TextDidChange)",
            arguments: Edit.allCases)
        func refused(edit: Edit) throws {
            let session = Lifecycle.session()
            let log = NotificationLog(center: session.screen.notificationCenter, names: NotificationLog.textFieldNames)
            let (a, d) = session.recordingField("a", text: "hello")
            var editingChanged = 0
            a.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
            try session.screen.tap(a)
            try session.screen.select(NSRange(location: 1, length: 2))
            d.shouldChange = false
            let mark = session.events.count
            let logged = log.entries.count
            switch edit {
            case .type: try session.screen.type("x")
            case .backspace: try session.screen.backspace()
            case .paste: try session.screen.paste("zz")
            case .cut: try session.screen.cut()
            }
            #expect(session.outline(since: mark) == ["a.shouldChange"])
            #expect(session.delegateCalls(since: mark).map(\.returned) == [false])
            #expect(log.entries.count == logged)
            #expect(editingChanged == 0)
            #expect(a.text == "hello" && a.selectedRange == NSRange(location: 1, length: 2))
        }

        @Test("Programmatic text = calls no should… method, sends no editingChanged and posts no TextDidChange")
        func programmaticText() throws {
            let session = Lifecycle.session()
            let log = NotificationLog(center: session.screen.notificationCenter, names: NotificationLog.textFieldNames)
            let (a, d) = session.recordingField("a")
            var editingChanged = 0
            a.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
            a.text = "idle"
            #expect(d.calls.isEmpty && log.entries.isEmpty)
            try session.screen.tap(a)
            let mark = session.events.count
            let logged = log.entries.count
            session.screen.setText("xyz12", of: a)
            // The caret moves to the end, which an editing field reports through textFieldDidChangeSelection only.
            #expect(session.outline(since: mark) == ["a.didChangeSelection"])
            #expect(log.entries.count == logged && editingChanged == 0)
            #expect(a.text == "xyz12" && a.selectedRange == NSRange(location: 5, length: 0))
            a.text = nil
            #expect(a.text == "")
        }

        @Test("sendActions(for: .editingChanged) is how app code announces a programmatic change")
        func sendActionsManually() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            var seen: [String] = []
            a.addAction(
                UIAction { action in seen.append((action.sender as? UITextField)?.text ?? "?") }, for: .editingChanged)
            a.addTarget(nil, for: [.editingDidBegin, .editingDidEnd]) { _ in seen.append("begin/end") }
            try session.screen.tap(a)
            a.text = "x"
            let mark = session.events.count
            a.sendActions(for: .editingChanged)
            #expect(session.outline(since: mark) == ["a.editingChanged"])
            session.screen.resign(a)
            #expect(seen == ["begin/end", "x", "begin/end"])
        }
    }
}
