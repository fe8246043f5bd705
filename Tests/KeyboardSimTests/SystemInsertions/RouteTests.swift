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
        let space = try #require(calls.first { if case .delegate(let c) = $0.payload { c.string == " " } else { false } })
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
