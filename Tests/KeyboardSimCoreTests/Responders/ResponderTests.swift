@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The `delegate` events of a session's transcript as "method string" lines (protocol calls into views included).
@MainActor private func calls(_ session: KeyboardSession) -> [String] {
    session.events.compactMap { e -> String? in
        guard case .delegate(let d) = e.payload else { return nil }
        return d.method.rawValue + (d.string.map { " \"\($0)\"" } ?? "")
    }
}

@MainActor @Suite struct ResponderTests {
    @Test(
        "UIKeyInput: a view that can become first responder gets the keyboard its keyboardType asks for, with the keyboard notifications"
    )
    func keyboardFromTraits() throws {
        let session = KeyboardSession()
        let pin = session.addResponder("pin", TestPinView(), text: { $0.code })
        #expect(try session.tap("pin"))
        #expect(pin.isFirstResponder)
        #expect(session.screen.keyboard.isVisible)
        let notes = session.events.compactMap { e -> String? in
            if case .notification(let n) = e.payload { n.name } else { nil }
        }
        #expect(notes.contains("UIKeyboardWillShowNotification"))
        #expect(notes.contains("UIKeyboardDidShowNotification"))
        // No text-field notification, no control event: the view is not a text field.
        #expect(!notes.contains { $0.hasPrefix("UITextField") })
        #expect(!session.events.contains { if case .control = $0.payload { true } else { false } })
        // The number pad: a letter cannot be typed.
        #expect(throws: SimulationError.self) { try session.type("a") }
        try session.type("1234")
        #expect(pin.code == "1234")
        #expect(pin.calls == ["insertText(1)", "insertText(2)", "insertText(3)", "insertText(4)"])
        session.expect("pin", text: "1234")
    }

    @Test(
        "UITextInputTraits: a UIKeyInput view that implements no trait gets UIKit's defaults (default keyboard, sentence capitalization)"
    )
    func defaultTraits() throws {
        let session = KeyboardSession()
        let view = session.addResponder("plain", TestPlainKeyInputView(), text: { $0.text })
        try session.tap("plain")
        // Sentence capitalization (UIKit's default) shifted the keyboard: typing "h" taps shift off first.
        #expect(session.screen.keyboard.isVisible)
        try session.type("hi")
        let keys = session.events.compactMap { e -> String? in if case .key(let k) = e.payload { k.keysym } else { nil }
        }
        #expect(keys == ["Shift_L", "h", "i"])
        #expect(view.text == "hi")
        let field = try session.field("plain")
        #expect(
            field.keyboardType == .default && field.returnKeyType == .default && field.autocorrectionType == .default)
        #expect(field.autocapitalizationType == .sentences && !field.isSecureTextEntry && field.textContentType == nil)
    }

    @Test(
        "UIKeyInput.insertText(_:) (Apple: the character typed on the system keyboard): Return reaches the view as insertText(\"\\n\"), as Godot's and cocos2d-x's UIKeyInput views expect; backspace as deleteBackward(), even on an empty view"
    )
    func returnAndBackspace() throws {
        let session = KeyboardSession()
        let view = session.addResponder("plain", TestPlainKeyInputView(), text: { $0.text })
        try session.tap("plain")
        try session.backspace()
        try session.type("A\n")
        #expect(view.text == "A\n")
        try session.backspace()
        #expect(view.text == "A")
        #expect(
            calls(session) == ["deleteBackward()", "insertText(_:) \"A\"", "insertText(_:) \"\\n\"", "deleteBackward()"]
                || calls(session) == [
                    "deleteBackward()", "insertText(_:) \"A\"", "insertText(_:) \"\n\"", "deleteBackward()"
                ])
    }

    @Test(
        "UIResponder: a view whose canBecomeFirstResponder is false does not become first responder, and no keyboard comes up"
    )
    func cannotBecomeFirstResponder() throws {
        final class Refusing: UIView, UIKeyInput {
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
        }
        let session = KeyboardSession()
        let view = session.addResponder("r", Refusing())
        #expect(try session.tap("r") == false)
        #expect(!view.isFirstResponder)
        #expect(!session.screen.keyboard.isVisible)
    }

    @Test("UIKeyInput: becomeFirstResponder() from app code and resignFirstResponder() bring the keyboard up and down")
    func appCodeFocus() throws {
        let session = KeyboardSession()
        let pin = session.addResponder("pin", TestPinView())
        session.addField("name")
        #expect(pin.becomeFirstResponder())
        #expect(session.screen.keyboard.isVisible)
        // Another field taking focus takes it from the view; the keyboard stays.
        try session.tap("name")
        #expect(!pin.isFirstResponder)
        #expect(session.screen.keyboard.isVisible)
        #expect(pin.becomeFirstResponder())
        #expect(pin.resignFirstResponder())
        #expect(!pin.isFirstResponder)
        #expect(!session.screen.keyboard.isVisible)
    }

    @Test("UIKeyInput without a text closure: kbsim follows what the keyboard sent, emptied when hasText answers false")
    func shadowText() throws {
        let session = KeyboardSession()
        let pin = session.addResponder("pin", TestPinView(length: 2))
        try session.tap("pin")
        try session.type("12")
        session.expect("pin", text: "12")
        try session.backspace(3)
        #expect(pin.code == "")
        session.expect("pin", text: "")
    }

    @Test(
        "UITextInput: pinyin reaches the view as setMarkedText(_:selectedRange:) per letter, the candidate as insertText(_:)"
    )
    func pinyinIntoTextInputView() throws {
        let session = KeyboardSession()
        let editor = session.addResponder("editor", TestEditorView())
        try session.tap("editor")
        try session.usePinyin()
        try session.keys("ni")
        #expect(editor.marked == NSRange(location: 0, length: 2))
        #expect(try session.field("editor").markedTextRange != nil)
        try session.candidate(0)
        #expect(editor.string == "你")
        #expect(editor.marked == nil)
        #expect(
            calls(session) == [
                "setMarkedText(_:selectedRange:) \"n\"", "setMarkedText(_:selectedRange:) \"ni\"",
                "insertText(_:) \"你\""
            ])
        session.expect("editor", text: "你")
    }

    @Test(
        "UIKeyInput only, the default: the composing keyboard is not offered; each pinyin letter reaches insertText(_:)"
    )
    func pinyinLettersIntoKeyInputOnlyView() throws {
        let session = KeyboardSession()
        let view = session.addResponder("tags", TestPlainKeyInputView(), text: { $0.text })
        try session.tap("tags")
        try session.usePinyin()
        try session.keys("ni")
        #expect(view.text == "ni")
        #expect(calls(session) == ["insertText(_:) \"n\"", "insertText(_:) \"i\""])
        #expect(try session.field("tags").textInputMode?.primaryLanguage == "en-US")
    }

    @Test(
        "UIKeyInput only, kept-by-keyboard: the keyboard keeps the letters; the view receives one insertText(_:) with the candidate"
    )
    func pinyinIntoKeyInputOnlyView() throws {
        let session = KeyboardSession()
        session.screen.keyInputComposition = .keptByKeyboard
        let view = session.addResponder("tags", TestPlainKeyInputView(), text: { $0.text })
        try session.tap("tags")
        try session.usePinyin()
        try session.keys("ni")
        #expect(view.text == "")
        try session.candidate(0)
        #expect(view.text == "你")
        #expect(calls(session) == ["insertText(_:) \"你\""])
    }

    @Test(
        "UITextInputDelegate: the view's textWillChange/textDidChange are recorded, and the keyboard reads the new text"
    )
    func inputDelegateCalls() throws {
        let session = KeyboardSession()
        let editor = session.addResponder("editor", TestEditorView())
        try session.tap("editor")
        #expect(editor.inputDelegate != nil)
        try session.type("ab")
        editor.setText("xyz")
        #expect(calls(session).suffix(2) == ["textWillChange(_:)", "textDidChange(_:)"])
        #expect(try session.field("editor").storage.selection == NSRange(location: 3, length: 0))
        try session.type("q")
        #expect(editor.string == "xyzq")
    }

    @Test("Korean on a UITextInput view: the syllable rewrite reaches it as deleteBackward() then insertText(_:)")
    func koreanRewrite() throws {
        let session = KeyboardSession()
        let editor = session.addResponder("editor", TestEditorView())
        try session.tap("editor")
        session.useKorean()
        try session.type("한")
        #expect(editor.string == "한")
        #expect(calls(session).contains("deleteBackward()"))
    }
}

/// A PIN view that pastes only digits, through its own `paste(_:)`.
@MainActor final class PastingPinView: UIView, UIKeyInput {
    var code = ""
    var keyboardType: UIKeyboardType = .numberPad
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !code.isEmpty }
    func insertText(_ text: String) { code += text.filter(\.isNumber) }
    func deleteBackward() { if !code.isEmpty { code.removeLast() } }
    override func paste(_ sender: Any?) { insertText(UIPasteboard.general.string ?? "") }
}

/// A PIN view that pastes through its own `paste(_:)` only while the pasteboard holds digits, as apps decide in
/// `canPerformAction(_:withSender:)`.
@MainActor final class GuardedPinView: UIView, UIKeyInput {
    var code = ""
    private(set) var asked: [Selector] = []
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !code.isEmpty }
    func insertText(_ text: String) { code += text.filter(\.isNumber) }
    func deleteBackward() { if !code.isEmpty { code.removeLast() } }
    override func paste(_ sender: Any?) { insertText(UIPasteboard.general.string ?? "") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        asked.append(action)
        if action == Selector(paste(_:)) { return UIPasteboard.general.string?.allSatisfy(\.isNumber) ?? false }
        return super.canPerformAction(action, withSender: sender)
    }
}

/// A text field that takes no paste, the usual iOS way (`canPerformAction` says no for `paste(_:)`).
@MainActor final class NoPasteField: UITextField {
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector(paste(_:)) ? false : super.canPerformAction(action, withSender: sender)
    }
}

@MainActor @Suite struct ResponderPasteTests {
    @Test(
        "UIResponder.canPerformAction(_:withSender:): Paste is offered only when the responder answers true for paste(_:); otherwise paste(_:) is not called and the transcript says why"
    )
    func canPerformActionBeforePaste() throws {
        let session = KeyboardSession()
        let pin = session.addResponder("pin", GuardedPinView(), text: { $0.code })
        try session.tap("pin")
        try session.paste("12-34")
        #expect(pin.code == "")
        #expect(pin.asked == [Selector(pin.paste(_:))])
        let refused = session.events.compactMap { e -> UserAction? in
            if case .user(let u) = e.payload, u.action == .paste { u } else { nil }
        }
        #expect(refused.last?.value == "12-34")
        #expect(
            refused.last?.ignored
                == "canPerformAction(_:withSender:) answered false for paste(_:): the edit menu offers no Paste")
        #expect(!calls(session).contains("paste(_:)"))
        try session.paste("1234")
        #expect(pin.code == "1234")
        #expect(calls(session).last == "paste(_:)")
        session.expect("pin", text: "1234")
    }

    @Test(
        "UIResponder.canPerformAction(_:withSender:): a UITextField subclass that answers false for paste(_:) takes no paste; the default allows it"
    )
    func textFieldCanPerformAction() throws {
        let session = KeyboardSession()
        _ = session.addField("code", field: NoPasteField())
        try session.tap("code")
        try session.paste("secret")
        session.expect("code", text: "")
        let plain = session.addField("plain")
        try session.tap("plain")
        try session.paste("secret")
        #expect(plain.text == "secret")
    }

    @Test("UIResponderStandardEditActions: a paste reaches the view's own paste(_:)")
    func pasteThroughTheView() throws {
        let session = KeyboardSession()
        let pin = session.addResponder("pin", PastingPinView(), text: { $0.code })
        try session.tap("pin")
        try session.paste("12-34")
        #expect(pin.code == "1234")
        session.expect("pin", text: "1234")
        #expect(calls(session).last == "paste(_:)")
    }

    @Test(
        "UIResponder.canPerformAction(_:withSender:) (Apple: true only when the responder's class implements the action): a view that does not implement paste(_:) is offered no Paste; nothing is pasted and the event is ignored with the reason"
    )
    func noPasteWithoutImplementation() throws {
        let session = KeyboardSession()
        let plain = session.addResponder("plain", TestPlainKeyInputView(), text: { $0.text })
        try session.tap("plain")
        try session.type("a")
        let before = session.events.count
        let seq = session.events.last.map { $0.seq + 1 }
        try session.paste("xy")
        #expect(plain.text == "a")
        // One event, the ignored paste, with the next seq: no paste(_:) call, no trace of the call taken back.
        let after = Array(session.events.dropFirst(before))
        #expect(after.count == 1)
        #expect(after.first?.seq == seq)
        guard case .user(let u)? = after.first?.payload else {
            Issue.record("expected the user event, got \(after)")
            return
        }
        #expect(u.action == .paste && u.value == "xy")
        #expect(
            u.ignored
                == "the view does not implement paste(_:), so canPerformAction(_:withSender:) answers false for it: the edit menu offers no Paste"
        )
        #expect(!calls(session).contains("paste(_:)"))
        // Typing goes on as before, with the seq numbers following on.
        try session.type("b")
        #expect(plain.text == "ab")
    }

    @Test(
        "UIResponder.canPerformAction(_:withSender:): a paste onto a view without paste(_:) streams to a sink as one ignored event (kbsim run)"
    )
    func noPasteWithoutImplementationThroughASink() throws {
        let session = KeyboardSession()
        var streamed: [TranscriptEvent] = []
        session.screen.transcript.sink = { streamed.append($0) }
        _ = session.addResponder("plain", TestPlainKeyInputView(), text: { $0.text })
        try session.tap("plain")
        streamed = []
        try session.paste("xy")
        #expect(streamed.count == 1)
        if case .user(let u)? = streamed.first?.payload {
            #expect(u.ignored?.hasPrefix("the view does not implement paste(_:)") == true)
        } else {
            Issue.record("expected the user event, got \(streamed)")
        }
    }
}

@MainActor @Suite struct ResponderAutoFillTests {
    @Test("AutoFill: a one-time code is not offered to a UIKeyInput-only view, even with textContentType oneTimeCode")
    func noCodeForKeyInputOnly() throws {
        let session = KeyboardSession()
        let pin = session.addResponder("pin", TestPinView(), text: { $0.code })
        try session.tap("pin")
        #expect(pin.textContentType == .oneTimeCode)
        let error = try #require(throws: SimulationError.self) { try session.autofillCode("123456") }
        #expect(error.message.contains("adopts only UIKeyInput"), "\(error.message)")
        #expect(pin.code == "")
    }

    @Test("AutoFill: a UITextInput view with textContentType oneTimeCode receives the code through insertText(_:)")
    func codeForTextInputView() throws {
        final class CodeEditor: UIView, UITextInput {
            let inner = TestEditorView()
            var textContentType: UITextContentType! = .oneTimeCode
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { inner.hasText }
            func insertText(_ text: String) { inner.insertText(text) }
            func deleteBackward() { inner.deleteBackward() }
            func text(in range: UITextRange) -> String? { inner.text(in: range) }
            func replace(_ range: UITextRange, withText text: String) { inner.replace(range, withText: text) }
            var selectedTextRange: UITextRange? {
                get { inner.selectedTextRange }
                set { inner.selectedTextRange = newValue }
            }
            var markedTextRange: UITextRange? { inner.markedTextRange }
            func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
                inner.setMarkedText(markedText, selectedRange: selectedRange)
            }
            func unmarkText() { inner.unmarkText() }
            var beginningOfDocument: UITextPosition { inner.beginningOfDocument }
            var endOfDocument: UITextPosition { inner.endOfDocument }
            func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
                inner.textRange(from: a, to: b)
            }
            func position(from p: UITextPosition, offset: Int) -> UITextPosition? {
                inner.position(from: p, offset: offset)
            }
            func position(from p: UITextPosition, in d: UITextLayoutDirection, offset: Int) -> UITextPosition? {
                inner.position(from: p, in: d, offset: offset)
            }
            func compare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult { inner.compare(a, to: b) }
            func offset(from a: UITextPosition, to b: UITextPosition) -> Int { inner.offset(from: a, to: b) }
        }
        let session = KeyboardSession()
        let view = session.addResponder("code", CodeEditor())
        try session.tap("code")
        try session.autofillCode("4821")
        #expect(view.inner.string == "4821")
        session.expect("code", text: "4821")
        #expect(
            session.events.contains {
                if case .delegate(let d) = $0.payload { d.method == .insertText && d.string == "4821" } else { false }
            })
    }
}
