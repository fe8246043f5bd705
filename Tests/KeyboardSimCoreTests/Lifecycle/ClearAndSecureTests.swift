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
    /// docs/uikit-behavior.md §4 and the Decisions section (overlay views): the clear button, clearsOnBeginEditing,
    /// clearsOnInsertion and the secure-field rule.
    @MainActor @Suite struct ClearAndSecureTests {
        @Test("The clear button asks textFieldShouldClear, never shouldChangeCharactersIn; true empties the field")
        func clearButton() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "abc") { $0.clearButtonMode = .whileEditing }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tapClearButton()
            #expect(
                session.outline(since: mark) == [
                    "a.shouldClear", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"
                ])
            #expect(!d.calls.contains { $0.hasPrefix("shouldChange") })
            #expect(a.text == "" && a.selectedRange == NSRange(location: 0, length: 0))
        }

        @Test("textFieldShouldClear false keeps the text and posts nothing")
        func clearRefused() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "abc") { $0.clearButtonMode = .always }
            d.shouldClear = false
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tapClearButton()
            #expect(session.outline(since: mark) == ["a.shouldClear"])
            #expect(session.delegateCalls(since: mark).map(\.returned) == [false])
            #expect(a.text == "abc")
        }

        @Test(
            "A tap on a clear button hidden by clearButtonMode is ignored (no shouldClear, the transcript says why)",
            arguments: [
                (UITextFieldViewMode.never, true, "abc", false),
                (.never, false, "abc", false),
                (.whileEditing, true, "abc", true),
                (.whileEditing, false, "abc", false),
                (.whileEditing, true, "", false),
                (.unlessEditing, true, "abc", false),
                (.unlessEditing, false, "abc", true),
                (.always, true, "abc", true),
                (.always, false, "abc", true),
                (.always, true, "", false)
            ])
        func clearButtonVisibility(mode: UITextFieldViewMode, editing: Bool, text: String, visible: Bool) throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: text) { $0.clearButtonMode = mode }
            if editing { try session.screen.tap(a) }
            #expect(a.isClearButtonVisible == visible)
            let mark = session.events.count
            try session.screen.tapClearButton(a)
            let asked = session.outline(since: mark).first == "a.shouldClear"
            #expect(asked == visible)
            if visible {
                #expect(a.text == "")
            } else {
                #expect(session.outline(since: mark).isEmpty && a.text == text)
                guard case .user(let u) = session.events(since: mark).last?.payload else {
                    Issue.record("no user event"); return
                }
                #expect(u.action == .clear && u.ignored?.contains("clear button is not visible") == true)
            }
        }

        @Test(
            "clearsOnBeginEditing asks textFieldShouldClear; true empties the text before didBegin and sends no editingChanged or TextDidChange",
            arguments: [true, false])
        func clearsOnBeginEditing(answer: Bool) throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "old") { $0.clearsOnBeginEditing = true }
            d.shouldClear = answer
            var textAtBegin: String?
            a.addAction(UIAction { _ in textAtBegin = a.text }, for: .editingDidBegin)
            try session.screen.tap(a)
            #expect(
                session.outline() == [
                    "a.shouldBegin", "a.shouldClear",
                    "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "a.didBegin", "a.editingDidBegin",
                    "a.TextDidBegin"
                ])
            #expect(textAtBegin == (answer ? "" : "old"))
            #expect(a.text == (answer ? "" : "old"))
            #expect(a.selectedRange == NSRange(location: answer ? 0 : 3, length: 0))
        }

        @Test("clearsOnBeginEditing on an empty field does not ask textFieldShouldClear")
        func clearsOnBeginEditingEmpty() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a") { $0.clearsOnBeginEditing = true }
            try session.screen.tap(a)
            #expect(d.calls == ["shouldBegin", "didBegin"])
        }

        @Test("clearsOnInsertion: the next insertion replaces everything ([0,length]), then the property resets")
        func clearsOnInsertion() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abc")
            try session.screen.tap(a)
            a.clearsOnInsertion = true
            let mark = session.events.count
            try session.screen.type("xy")
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[0,3] \"x\" → true", "[1,0] \"y\" → true"])
            #expect(a.text == "xy" && a.clearsOnInsertion == false)
        }

        @Test("Secure field after refocus: the first insertion replaces everything (the delegate sees the caret range)")
        func secureFirstInsert() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { $0.isSecureTextEntry = true }
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            try session.screen.type("abc")
            try session.screen.tap(b)
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.type("de")
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[3,0] \"d\" → true", "[1,0] \"e\" → true"])
            #expect(a.text == "de" && a.selectedRange == NSRange(location: 2, length: 0))
        }

        @Test("Secure field after refocus: the first backspace empties the field, the next ones delete normally")
        func secureFirstBackspace() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "secret") { $0.isSecureTextEntry = true }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.backspace()
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[5,1] \"\" → true"])
            #expect(a.text == "")
            try session.screen.type("xy")
            try session.screen.backspace()
            #expect(a.text == "x")
        }

        @Test("A refused first edit in a secure field leaves the text (the reset still applies to the next edit)")
        func secureRefused() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a", text: "secret") { $0.isSecureTextEntry = true }
            try session.screen.tap(a)
            d.shouldChange = false
            try session.screen.type("x")
            #expect(a.text == "secret")
            d.shouldChange = true
            try session.screen.type("y")
            #expect(a.text == "y")
        }

        @Test("Switching isSecureTextEntry on over existing text arms the replace-everything rule")
        func secureSwitchedOn() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abc")
            try session.screen.tap(a)
            a.isSecureTextEntry = true
            try session.screen.type("z")
            #expect(a.text == "z")
        }

        @Test("A non-secure field keeps its text when refocused")
        func nonSecureRefocus() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "abc")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            try session.screen.tap(b)
            try session.screen.tap(a)
            try session.screen.type("d")
            #expect(a.text == "abcd")
        }
    }
}
