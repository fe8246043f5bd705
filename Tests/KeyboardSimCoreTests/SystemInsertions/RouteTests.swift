@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Every event says which route caused it when that is not a key press: the transcript's `route` key.
@MainActor @Suite struct RouteTests {
    @Test("AutoFill's delegate call, control event and notification carry route autofill; typed keys carry none")
    func autofillEventsSayTheirRoute() throws {
        let s = KeyboardSession(HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
        let f = s.addField("code")
        f.textContentType = .oneTimeCode
        try s.tap("code")
        try s.type("1")
        let typed = s.screen.transcript.nextSeq
        try s.autofillCode("123456")
        let before = s.screen.transcript.events.filter { $0.seq < typed && $0.seq > 0 }
        let after = s.screen.transcript.events.filter { $0.seq >= typed }
        #expect(before.allSatisfy { $0.route == nil })
        #expect(!after.isEmpty && after.allSatisfy { $0.route == "autofill" })
        let call = try #require(after.first { $0.kind == "delegate" })
        #expect(TranscriptFormatter.jsonLine(call).hasSuffix(#","returned":true,"route":"autofill"}"#))
        #expect(TranscriptFormatter.textLine(call).hasSuffix(" (autofill)"))
    }

    @Test("An autocorrection accepted by a space: the correction's events say autocorrect, the space's say nothing")
    func autocorrectionAcceptedBySpace() throws {
        let s = KeyboardSession(HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
        s.addField("f")
        try s.tap("f")
        try s.type("teh")
        try s.autocorrect("teh", to: "the")
        let start = s.screen.transcript.nextSeq
        try s.type(" ")
        let events = s.screen.transcript.events.filter { $0.seq >= start }
        let calls = events.filter { $0.kind == "delegate" }
        #expect(s.screen.firstResponder?.text == "the ")
        #expect(events.contains { $0.route == "autocorrect" })
        let space = try #require(
            calls.first { if case .delegate(let c) = $0.payload { c.string == " " } else { false } })
        #expect(space.route == nil)  // the space's own shouldChangeCharactersIn
        #expect(events.filter { $0.kind == "key" }.allSatisfy { $0.route == nil })
    }

    @Test("A paste's events carry route paste")
    func paste() throws {
        let s = KeyboardSession(HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
        s.addField("f")
        try s.tap("f")
        let start = s.screen.transcript.nextSeq
        try s.paste("hi")
        let events = s.screen.transcript.events.filter { $0.seq >= start }
        #expect(events.contains { $0.kind == "delegate" })
        #expect(events.allSatisfy { $0.route == "paste" })
    }
}

/// App code editing through `UITextInput` from inside the delegate (mask libraries do).
@MainActor @Suite struct ReplaceInsideDelegateTests {
    /// Formats like input-mask-ios: sets the whole text with `replace(_:withText:)` and returns false.
    final class WholeTextReplacingMask: NSObject, UITextFieldDelegate {
        var calls = 0
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            calls += 1
            let old = (textField.text ?? "") as NSString
            let digits = old.replacingCharacters(in: range, with: string).filter(\.isNumber)
            let formatted =
                digits.count > 3 ? String(digits.prefix(3)) + "-" + String(digits.dropFirst(3)) : String(digits)
            if let all = textField.textRange(from: textField.beginningOfDocument, to: textField.endOfDocument) {
                textField.replace(all, withText: formatted)
            }
            return false
        }
    }

    @Test(
        "replace(_:withText:) from inside shouldChangeCharactersIn does not ask the delegate again (no endless recursion)"
    )
    func replaceFromInsideTheDelegate() throws {
        let s = KeyboardSession(HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
        let f = s.addField("phone")
        let mask = WholeTextReplacingMask()
        s.attach(mask, to: f)
        try s.tap("phone")
        try s.type("12345")
        #expect(f.text == "123-45")
        #expect(mask.calls == 5)  // one per key: the replace inside each is not asked about
        // Outside a delegate call, replace asks as a user edit does.
        let all = try #require(f.textRange(from: f.beginningOfDocument, to: f.endOfDocument))
        f.replace(all, withText: "9")
        #expect(mask.calls == 6)
        #expect(f.text == "9")
    }

    /// The same mask on a text view, through its delegate's `shouldChangeTextIn`.
    final class WholeTextReplacingNotes: NSObject, UITextViewDelegate {
        var calls = 0
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            calls += 1
            let new = ((textView.text ?? "") as NSString).replacingCharacters(in: range, with: text).uppercased()
            if let all = textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument) {
                textView.replace(all, withText: new)
            }
            return false
        }
    }

    @Test(
        "UITextView: replace(_:withText:) from inside textView(_:shouldChangeTextIn:) does not ask the delegate again")
    func textViewReplaceFromInsideTheDelegate() throws {
        let s = KeyboardSession(HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
        let notes = UITextView()
        let delegate = WholeTextReplacingNotes()
        notes.delegate = delegate
        _ = s.addTextView("notes", view: notes)
        try s.tap("notes")
        try s.type("abc")
        #expect(notes.text == "ABC")
        #expect(delegate.calls == 3)
    }
}
