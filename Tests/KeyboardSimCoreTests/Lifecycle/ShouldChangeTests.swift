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
        /// The shouldChange calls since the last reset, as `[location,length] "string" → answer`.
        static func changes(_ h: Harness) -> [String] {
            h.delegateCalls.filter { $0.method == .shouldChangeCharacters }.map {
                "[\($0.range!.location),\($0.range!.length)] \"\($0.string!)\" → \($0.returned!)"
            }
        }

        @Test("Typing asks with [caret,0] and the character, then didChangeSelection, editingChanged, TextDidChange")
        func typing() throws {
            let h = Harness()
            let (a, _) = h.field("a") { $0.keyboardType = .emailAddress }
            try h.screen.tap(a)
            h.reset()
            try h.screen.type("a@b.c")
            #expect(
                Self.changes(h) == [
                    "[0,0] \"a\" → true", "[1,0] \"@\" → true", "[2,0] \"b\" → true",
                    "[3,0] \".\" → true", "[4,0] \"c\" → true"
                ])
            #expect(
                h.outline
                    == Array(
                        repeating: ["a.shouldChange", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"],
                        count: 5
                    ).flatMap { $0 })
            #expect(
                h.screen.state(of: a)
                    == FieldState(
                        field: "a", text: "a@b.c", selection: NSRange(location: 5, length: 0),
                        marked: nil, editing: true, firstResponder: true))
        }

        @Test("Typing over a selection replaces it: \"abcde\" select [2,3] type \"f\" → [2,3] \"f\"")
        func typeOverSelection() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "abcde")
            try h.screen.tap(a)
            try h.screen.select(NSRange(location: 2, length: 3))
            h.reset()
            try h.screen.type("f")
            #expect(Self.changes(h) == ["[2,3] \"f\" → true"])
            #expect(a.text == "abf" && a.selectedRange == NSRange(location: 3, length: 0))
        }

        @Test(
            "Paste over a selection: \"abcde\" select [1,4] paste \"cde\" → [1,4] \"cde\" (one call for the whole string)"
        )
        func pasteOverSelection() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "abcde")
            try h.screen.tap(a)
            try h.screen.select(NSRange(location: 1, length: 4))
            h.reset()
            try h.screen.paste("cde")
            #expect(Self.changes(h) == ["[1,4] \"cde\" → true"])
            #expect(h.outline == ["a.shouldChange", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"])
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
            let h = Harness()
            let (a, _) = h.field("a", text: text)
            try h.screen.tap(a)
            h.reset()
            try h.screen.backspace()
            #expect(Self.changes(h) == ["[\(range.location),\(range.length)] \"\" → true"])
            #expect(a.text == remaining && a.selectedRange == NSRange(location: range.location, length: 0))
        }

        @Test("Backspace deleting 😃 from the middle gives a range of length 2")
        func backspaceEmojiInMiddle() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "a😃b")
            try h.screen.tap(a)
            try h.screen.moveCaret(to: 3)
            h.reset()
            try h.screen.backspace()
            #expect(Self.changes(h) == ["[1,2] \"\" → true"])
            #expect(a.text == "ab" && a.selectedRange == NSRange(location: 1, length: 0))
        }

        @Test("Backspace with a selection deletes the selection")
        func backspaceSelection() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "abcde")
            try h.screen.tap(a)
            try h.screen.select(NSRange(location: 1, length: 3))
            h.reset()
            try h.screen.backspace()
            #expect(Self.changes(h) == ["[1,3] \"\" → true"])
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
            let h = Harness()
            let (a, _) = h.field("a", text: text)
            try h.screen.tap(a)
            let end = a.selectedRange
            if allowed {
                try h.screen.moveCaret(to: offset)
                #expect(a.selectedRange == NSRange(location: offset, length: 0))
            } else {
                #expect(throws: SimulationError.self) { try h.screen.moveCaret(to: offset) }
                #expect(throws: SimulationError.self) { try h.screen.select(NSRange(location: 0, length: offset)) }
                #expect(a.selectedRange == end)
            }
        }

        @Test(
            "Backspace with nothing before the caret is not delegated, but an overriding deleteBackward() still runs",
            arguments: ["", "abc"])
        func backspaceAtStart(text: String) throws {
            let h = Harness()
            let a = CountingDeleteField()
            let d = RecordingDelegate()
            a.text = text
            h.add(a, name: "a", delegate: d)
            try h.screen.tap(a)
            if !text.isEmpty { try h.screen.moveCaret(to: 0) }
            h.reset()
            try h.screen.backspace(2)
            #expect(a.deleteBackwardCount == 2)
            #expect(h.outline.isEmpty)
            #expect(a.text == text)
        }

        /// A user edit a delegate can refuse.
        enum Edit: String, CaseIterable, Sendable { case type, backspace, paste, cut }

        @Test(
            "shouldChange false changes nothing and posts nothing (no editingChanged, no TextDidChange)",
            arguments: Edit.allCases)
        func refused(edit: Edit) throws {
            let h = Harness()
            let log = NotificationLog(center: h.center, names: NotificationLog.textFieldNames)
            let (a, d) = h.field("a", text: "hello")
            var editingChanged = 0
            a.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
            try h.screen.tap(a)
            try h.screen.select(NSRange(location: 1, length: 2))
            d.shouldChange = false
            h.reset()
            let logged = log.entries.count
            switch edit {
            case .type: try h.screen.type("x")
            case .backspace: try h.screen.backspace()
            case .paste: try h.screen.paste("zz")
            case .cut: try h.screen.cut()
            }
            #expect(h.outline == ["a.shouldChange"])
            #expect(h.delegateCalls.map(\.returned) == [false])
            #expect(log.entries.count == logged)
            #expect(editingChanged == 0)
            #expect(a.text == "hello" && a.selectedRange == NSRange(location: 1, length: 2))
        }

        @Test("Programmatic text = calls no should… method, sends no editingChanged and posts no TextDidChange")
        func programmaticText() throws {
            let h = Harness()
            let log = NotificationLog(center: h.center, names: NotificationLog.textFieldNames)
            let (a, d) = h.field("a")
            var editingChanged = 0
            a.addAction(UIAction { _ in editingChanged += 1 }, for: .editingChanged)
            a.text = "idle"
            #expect(d.calls.isEmpty && log.entries.isEmpty)
            try h.screen.tap(a)
            h.reset()
            let logged = log.entries.count
            h.screen.setText("xyz12", of: a)
            // The caret moves to the end, which an editing field reports through textFieldDidChangeSelection only.
            #expect(h.outline == ["a.didChangeSelection"])
            #expect(log.entries.count == logged && editingChanged == 0)
            #expect(a.text == "xyz12" && a.selectedRange == NSRange(location: 5, length: 0))
            a.text = nil
            #expect(a.text == "")
        }

        @Test("sendActions(for: .editingChanged) is how app code announces a programmatic change")
        func sendActionsManually() throws {
            let h = Harness()
            let (a, _) = h.field("a")
            var seen: [String] = []
            a.addAction(
                UIAction { action in seen.append((action.sender as? UITextField)?.text ?? "?") }, for: .editingChanged)
            a.addTarget(nil, for: [.editingDidBegin, .editingDidEnd]) { _ in seen.append("begin/end") }
            try h.screen.tap(a)
            a.text = "x"
            h.reset()
            a.sendActions(for: .editingChanged)
            #expect(h.outline == ["a.editingChanged"])
            h.screen.resign(a)
            #expect(seen == ["begin/end", "x", "begin/end"])
        }
    }
}
