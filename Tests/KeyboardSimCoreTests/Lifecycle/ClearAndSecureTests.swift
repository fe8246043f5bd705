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
            let h = Harness()
            let (a, d) = h.field("a", text: "abc") { $0.clearButtonMode = .whileEditing }
            try h.screen.tap(a)
            h.reset()
            try h.screen.tapClearButton()
            #expect(h.outline == ["a.shouldClear", "a.didChangeSelection", "a.editingChanged", "a.TextDidChange"])
            #expect(!d.calls.contains { $0.hasPrefix("shouldChange") })
            #expect(a.text == "" && a.selectedRange == NSRange(location: 0, length: 0))
        }

        @Test("textFieldShouldClear false keeps the text and posts nothing")
        func clearRefused() throws {
            let h = Harness()
            let (a, d) = h.field("a", text: "abc") { $0.clearButtonMode = .always }
            d.shouldClear = false
            try h.screen.tap(a)
            h.reset()
            try h.screen.tapClearButton()
            #expect(h.outline == ["a.shouldClear"])
            #expect(h.delegateCalls.map(\.returned) == [false])
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
            let h = Harness()
            let (a, _) = h.field("a", text: text) { $0.clearButtonMode = mode }
            if editing { try h.screen.tap(a) }
            #expect(a.isClearButtonVisible == visible)
            h.reset()
            try h.screen.tapClearButton(a)
            let asked = h.outline.first == "a.shouldClear"
            #expect(asked == visible)
            if visible {
                #expect(a.text == "")
            } else {
                #expect(h.outline.isEmpty && a.text == text)
                guard case .user(let u) = h.events.last?.payload else { Issue.record("no user event"); return }
                #expect(u.action == .clear && u.ignored?.contains("clear button is not visible") == true)
            }
        }

        @Test(
            "clearsOnBeginEditing asks textFieldShouldClear; true empties the text before didBegin and sends no editingChanged or TextDidChange",
            arguments: [true, false])
        func clearsOnBeginEditing(answer: Bool) throws {
            let h = Harness()
            let (a, d) = h.field("a", text: "old") { $0.clearsOnBeginEditing = true }
            d.shouldClear = answer
            var textAtBegin: String?
            a.addAction(UIAction { _ in textAtBegin = a.text }, for: .editingDidBegin)
            try h.screen.tap(a)
            #expect(
                h.outline == [
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
            let h = Harness()
            let (a, d) = h.field("a") { $0.clearsOnBeginEditing = true }
            try h.screen.tap(a)
            #expect(d.calls == ["shouldBegin", "didBegin"])
        }

        @Test("clearsOnInsertion: the next insertion replaces everything ([0,length]), then the property resets")
        func clearsOnInsertion() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "abc")
            try h.screen.tap(a)
            a.clearsOnInsertion = true
            h.reset()
            try h.screen.type("xy")
            #expect(ShouldChangeTests.changes(h) == ["[0,3] \"x\" → true", "[1,0] \"y\" → true"])
            #expect(a.text == "xy" && a.clearsOnInsertion == false)
        }

        @Test("Secure field after refocus: the first insertion replaces everything (the delegate sees the caret range)")
        func secureFirstInsert() throws {
            let h = Harness()
            let (a, _) = h.field("a") { $0.isSecureTextEntry = true }
            let (b, _) = h.field("b")
            try h.screen.tap(a)
            try h.screen.type("abc")
            try h.screen.tap(b)
            try h.screen.tap(a)
            h.reset()
            try h.screen.type("de")
            #expect(ShouldChangeTests.changes(h) == ["[3,0] \"d\" → true", "[1,0] \"e\" → true"])
            #expect(a.text == "de" && a.selectedRange == NSRange(location: 2, length: 0))
        }

        @Test("Secure field after refocus: the first backspace empties the field, the next ones delete normally")
        func secureFirstBackspace() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "secret") { $0.isSecureTextEntry = true }
            try h.screen.tap(a)
            h.reset()
            try h.screen.backspace()
            #expect(ShouldChangeTests.changes(h) == ["[5,1] \"\" → true"])
            #expect(a.text == "")
            try h.screen.type("xy")
            try h.screen.backspace()
            #expect(a.text == "x")
        }

        @Test("A refused first edit in a secure field leaves the text (the reset still applies to the next edit)")
        func secureRefused() throws {
            let h = Harness()
            let (a, d) = h.field("a", text: "secret") { $0.isSecureTextEntry = true }
            try h.screen.tap(a)
            d.shouldChange = false
            try h.screen.type("x")
            #expect(a.text == "secret")
            d.shouldChange = true
            try h.screen.type("y")
            #expect(a.text == "y")
        }

        @Test("Switching isSecureTextEntry on over existing text arms the replace-everything rule")
        func secureSwitchedOn() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "abc")
            try h.screen.tap(a)
            a.isSecureTextEntry = true
            try h.screen.type("z")
            #expect(a.text == "z")
        }

        @Test("A non-secure field keeps its text when refocused")
        func nonSecureRefocus() throws {
            let h = Harness()
            let (a, _) = h.field("a", text: "abc")
            let (b, _) = h.field("b")
            try h.screen.tap(a)
            try h.screen.tap(b)
            try h.screen.tap(a)
            try h.screen.type("d")
            #expect(a.text == "abcd")
        }
    }
}
