@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The Swift harness: fields with your own delegates, the scripts' verbs, transcript queries, assertions with
/// readable failures, and one parameter for orderings × profiles.
@Suite struct HarnessTests {
    /// The README's example: the phone formatter of Examples/phone under both orderings and three profiles.
    @Test(
        "phone formatter under every ordering and profile",
        arguments: Harness.matrix(orderings: [.documented, .observed], profiles: [.ios13, .ios18, .ios26]))
    @MainActor func phoneFormatter(_ config: HarnessConfiguration) throws {
        let session = KeyboardSession(config)
        let phone = session.addField("phone") { $0.keyboardType = .phonePad }
        session.attach(PhoneNumberCaretFormatter(), to: phone)
        try session.tap("phone")
        try session.type("5551234567")
        session.expect("phone", text: "555-123-4567")
        try session.caret(4)
        try session.backspace()
        session.expect("phone", text: "551-234-567")
        session.expect("phone", selection: NSRange(location: 2, length: 0))
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)",
            where: ["range": "3,1", "string": "", "returned": "false"])
    }

    @Test("matrix: every combination, readable ids")
    func matrix() {
        let m = Harness.matrix(orderings: [.documented, .observed], profiles: [.ios10, .ios18])
        #expect(m.map(\.description) == ["documented ios10", "documented ios18", "observed ios10", "observed ios18"])
        #expect(Harness.matrix().count == 2)
    }

    @Test("a failed expectation shows the check, expected, actual, the caller's line and the last events")
    @MainActor func failureMessage() throws {
        let session = KeyboardSession()
        session.addField("pin") { $0.keyboardType = .numberPad }
        try session.attach(.maxLength(4), to: "pin")
        try session.tap("pin")
        try session.type("12345")
        do {
            try session.require("pin", text: "12345")
            Issue.record("no failure")
        } catch let failure {
            #expect(failure.location.hasPrefix("KeyboardSimSessionTests/HarnessTests.swift:"))
            #expect(failure.expected == #""12345""#)
            #expect(failure.actual == #""1234""#)
            let text = "\(failure)"
            #expect(text.contains("expect pin.text == \"12345\""))
            #expect(text.contains("last events:"))
            #expect(text.contains(#"[4,0] "5" → false"#))
        }
    }

    @Test("event queries filter by kind, field, name and scope")
    @MainActor func queries() throws {
        let session = KeyboardSession(ordering: .observed)
        session.addField("a")
        session.addField("b")
        try session.tap("a")
        try session.type("xy")
        try session.tap("b")
        #expect(session.events(kind: "control", field: "a", name: "editingChanged").count == 2)
        #expect(session.events(kind: "delegate", field: "b", name: "textFieldDidBeginEditing").count == 1)
        #expect(session.events(kind: "notification", name: "UIKeyboardWillShow", in: .action).isEmpty)
        #expect(
            session.events(kind: "notification", name: "UIKeyboardWillChangeFrameNotification", in: .action).count == 1)
        #expect(session.delegateCalls(.shouldChangeCharacters, field: "a").map(\.string) == ["x", "y"])
        session.expectNoEvent("notification", "UIKeyboardWillShowNotification")
        session.expectEvent("notification", "UIKeyboardWillShowNotification", in: .session, count: 1)
        #expect(throws: HarnessFailure.self) { try session.requireEvent("control", "editingChanged") }
    }

    @Test(
        "A failed expect is recorded at the check's own line and the test goes on: a second failing check is reported too"
    )
    @MainActor func expectReportsAtCallerAndGoesOn() throws {
        let session = KeyboardSession()
        session.addField("pin") { $0.keyboardType = .numberPad }
        try session.attach(.maxLength(4), to: "pin")
        try session.tap("pin")
        try session.type("12345")
        final class Lines: @unchecked Sendable { var values: [Int] = [] }
        let lines = Lines()
        let first = #line + 2
        withKnownIssue {
            session.expect("pin", text: "12345")
            session.expect("pin", selection: NSRange(location: 5, length: 0))
        } matching: { issue in
            if let line = issue.sourceLocation?.line { lines.values.append(line) }
            return issue.description.contains("expect pin.")
        }
        #expect(lines.values == [first, first + 1])
    }

    @Test("A failed expect's issue opens with the check and what was found; values, place and events follow")
    @MainActor func expectIssueHeadlineIsTheCheck() throws {
        let session = KeyboardSession()
        session.addField("pin") { $0.keyboardType = .numberPad }
        try session.attach(.maxLength(4), to: "pin")
        try session.tap("pin")
        try session.type("12345")
        final class Messages: @unchecked Sendable { var values: [String] = [] }
        let messages = Messages()
        withKnownIssue {
            session.expect("pin", text: "12345")
        } matching: { issue in
            messages.values.append(issue.comments.map(\.rawValue).joined(separator: "\n"))
            return true
        }
        let message = try #require(messages.values.first)
        let lines = message.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("expect pin.") == true, "\(message)")
        #expect(lines.first?.hasSuffix(#": found "1234""#) == true, "\(message)")
        #expect(lines.contains { $0.hasPrefix("  expected: ") } && lines.contains { $0.hasPrefix("  at: ") })
    }

    @Test(
        "The failure message shows the refused calls that explain it, even when they are not among the trailing events")
    @MainActor func failureShowsRefusedCalls() throws {
        let session = KeyboardSession()
        session.addField("pin") { $0.keyboardType = .numberPad }
        try session.attach(.maxLength(2), to: "pin")
        session.failureContext = 2
        try session.tap("pin")
        try session.type("123")
        do {
            try session.require("pin", text: "123")
        } catch {
            #expect(error.recentEvents.contains { $0.contains(#"[2,0] "3" → false"#) }, "\(error)")
        }
    }

    @Test(
        "A check naming something the transcript can never contain is a failure naming the nearest valid spelling",
        arguments: [
            ("delegate", "textFieldShouldRetrun", [String: String](), "did you mean textFieldShouldReturn(_:)?"),
            ("notification", "UIKeyboardWilShow", [:], "did you mean UIKeyboardWillShowNotification?"),
            ("delegate", "textFieldShouldReturn", ["retuned": "true"], "did you mean returned?"),
            ("notification", "UIKeyboardWillShow", ["userInfo.frameEnd": "0,0,0,0"], "unknown userInfo key")
        ])
    @MainActor func typosAreFailures(kind: String, name: String, fields: [String: String], message: String) throws {
        let session = KeyboardSession()
        session.addField("a")
        try session.tap("a")
        let pattern = EventPattern(kind: kind, name: name, fields: fields.map { ($0.key, $0.value) })
        let failure = try #require(session.failure(of: .noEvent(pattern), at: "here"))
        #expect(failure.actual.contains(message), "\(failure.actual)")
    }

    @Test("userInfo keys are addressable: a frame check matches the posted WillShow")
    @MainActor func userInfoFrameCheck() throws {
        let session = KeyboardSession()
        session.addField("a")
        try session.tap("a")
        try session.requireEvent(
            "notification", "UIKeyboardWillShow",
            where: ["userInfo.UIKeyboardFrameEndUserInfoKey": "0,516,393,336"])
        #expect(throws: HarnessFailure.self) {
            try session.requireEvent(
                "notification", "UIKeyboardWillShow", where: ["userInfo.UIKeyboardFrameEndUserInfoKey": "0,0,1,1"])
        }
    }

    @Test("verbs: keys, clear, return, candidate, resign, endEditing, rotate, keyboards and IME")
    @MainActor func verbs() throws {
        let session = KeyboardSession()
        session.addField("f") {
            $0.clearButtonMode = .whileEditing; $0.autocapitalizationType = .none
        }
        try session.tap("f")
        try session.keys("ab{Left}{Shift+Left}")
        session.expect("f", selection: NSRange(location: 0, length: 1))
        try session.clear()
        session.expect("f", text: "")
        try session.usePinyin()
        try session.keys("nihao")
        session.expect("f", marked: NSRange(location: 0, length: 6))
        try session.candidate(0)
        session.expect("f", text: "你好")
        session.useNoInputMethod()
        try session.useHardwareKeyboard(layout: "us")
        try session.type("!")
        session.expect("f", text: "你好!")
        session.useSoftwareKeyboard()
        try session.tapReturn()
        session.expectEvent("delegate", "textFieldShouldReturn", where: ["returned": "true"])
        session.rotate(.landscape)
        session.expectEvent("notification", "UIKeyboardDidChangeFrame")
        #expect(try session.resign("f"))
        session.expect("f", firstResponder: false)
        try session.tap("f")
        #expect(session.endEditing(force: true))
    }

    @Test("unknown fields and impossible actions throw SimulationError naming what there is")
    @MainActor func errors() throws {
        let session = KeyboardSession()
        session.addField("a")
        #expect(throws: SimulationError(.unknownField("b", known: ["a"]))) { try session.tap("b") }
        #expect(throws: SimulationError.self) { try session.type("x") }
    }
}

@MainActor @Suite struct HarnessLocaleTests {
    @Test("KeyboardSession.locale is the simulated locale app code should format with; the decimal pad follows it")
    func sessionLocale() throws {
        let session = KeyboardSession(HarnessConfiguration(locale: "de_DE"))
        #expect(session.locale.identifier == "de_DE")
        #expect(session.locale.decimalSeparator == ",")
        session.addField("amount") { $0.keyboardType = .decimalPad }
        try session.tap("amount")
        try session.type("1,5")
        #expect(try session.field("amount").text == "1,5")
        let formatter = NumberFormatter()
        formatter.locale = session.locale
        #expect(formatter.number(from: "1,5")?.doubleValue == 1.5)
        #expect(KeyboardSession().locale.identifier == "en_US")
    }
}

@MainActor @Suite(.serialized) struct HarnessDefaultsTests {
    @Test("A KeyboardSession posts to NotificationCenter.default unless given its own center, where app code observes")
    func postsToDefaultCenter() throws {
        final class Seen: @unchecked Sendable { var names: [String] = [] }
        let seen = Seen()
        let token = NotificationCenter.default.addObserver(
            forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil
        ) { note in
            seen.names.append(note.name.rawValue)
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let session = KeyboardSession()
        session.addField("a")
        try session.tap("a")
        #expect(seen.names == ["UIKeyboardWillShowNotification"])
        let own = KeyboardSession(notificationCenter: NotificationCenter())
        own.addField("a")
        try own.tap("a")
        #expect(seen.names.count == 1, "a session with its own center posts nothing to .default")
    }

    @Test(
        "type checks the whole string before the first key: an unreachable character fails before app code sees anything"
    )
    func typeChecksBeforeTheFirstKey() throws {
        let session = KeyboardSession(notificationCenter: NotificationCenter())
        session.addField("n") { $0.keyboardType = .numberPad }
        try session.tap("n")
        #expect(throws: SimulationError.self) { try session.type("1,5") }
        #expect(try session.field("n").text == "")
        #expect(session.delegateCalls(.shouldChangeCharacters).isEmpty)
    }
}
