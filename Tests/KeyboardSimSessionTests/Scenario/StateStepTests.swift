@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// `state [NAME]` and the end of a transcript (docs/scenarios.md: a transcript is the session's events followed by
/// one `state` event per field, in declaration order) record states one way; only a name can fail.
@MainActor @Suite struct StateStepTests {
    /// Two fields added b then a, a typed into and editing.
    static func session() throws -> KeyboardSession {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        s.addField("b")
        s.addField("a")
        try s.tap("a")
        try s.type("hi")
        return s
    }

    /// The JSON Lines of the `state` events from index `mark` on.
    static func states(_ s: KeyboardSession, since mark: Int) -> [String] {
        s.events.dropFirst(mark).filter { $0.kind == "state" }.map(TranscriptFormatter.jsonLine)
    }

    @Test(
        "`state` without a name records what the end of a transcript records: one state per field, in the order added")
    func stateStepMatchesTheEndOfATranscript() throws {
        let viaStep = try Self.session()
        let stepMark = viaStep.events.count
        try viaStep.perform(.recordState(nil))
        let atEnd = try Self.session()
        let endMark = atEnd.events.count
        atEnd.finishTranscript()
        let recorded = Self.states(viaStep, since: stepMark)
        #expect(recorded == Self.states(atEnd, since: endMark))
        #expect(recorded.count == 2)
        #expect(recorded.first?.contains(#""field":"b""#) == true && recorded.last?.contains(#""text":"hi""#) == true)
    }

    @Test("`state NAME` records that field's state only")
    func stateOfOneField() throws {
        let s = try Self.session()
        let mark = s.events.count
        try s.perform(.recordState("a"))
        let recorded = Self.states(s, since: mark)
        #expect(recorded.count == 1 && recorded.first?.contains(#""field":"a""#) == true)
    }

    @Test("`state NAME` for a name the session does not know fails naming the fields there are, and records nothing")
    func unknownNameFails() throws {
        let s = try Self.session()
        let mark = s.events.count
        #expect(throws: SimulationError(.unknownField("c", known: ["b", "a"]))) {
            try s.perform(.recordState("c"))
        }
        #expect(s.events.count == mark)
    }
}
