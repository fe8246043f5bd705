@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The event diff of `kbsim run --check`: moved, inserted, removed and changed events.
@Suite struct TranscriptDiffTests {
    @MainActor static func events(ordering: Ordering, delegate: BuiltinDelegate = .accept) throws -> [TranscriptEvent] {
        let session = KeyboardSession(ordering: ordering)
        session.addField("f")
        try session.attach(delegate, to: "f")
        try session.tap("f")
        try session.type("a")
        return session.events
    }

    @Test("the same run: no difference")
    @MainActor func same() throws {
        let golden = try Self.events(ordering: .documented).map(TranscriptFormatter.jsonLine)
        let diff = try TranscriptDiff(golden: golden, observed: try Self.events(ordering: .documented))
        #expect(diff.isEmpty)
        #expect(diff.render(goldenName: "g", observedName: "o").hasSuffix("0 moved, 0 changed, 0 inserted, 0 removed"))
    }

    @Test("A key event in the diff is named as the transcript names it: by its iOS label, the keysym without one")
    @MainActor func keyEventsByLabel() throws {
        let session = KeyboardSession(ordering: .observed)
        session.addField("f")
        try session.tap("f")
        try session.type("1")
        // The default keyboard's 123 key: keysym Mode_switch, label 123.
        let line = try #require(
            session.events.map(TranscriptFormatter.jsonLine).first { $0.contains(#""keysym":"Mode_switch""#) })
        #expect(line.contains(#""label":"123""#), "\(line)")
        let summary = TranscriptDiff.summary(try #require(TranscriptJSON.parse(line)))
        #expect(summary.contains("tap 123") && !summary.contains("Mode_switch"), "\(summary)")
        // A golden recorded before labels names the key by its keysym.
        let old = line.replacingOccurrences(of: #","label":"123""#, with: "")
        #expect(TranscriptDiff.summary(try #require(TranscriptJSON.parse(old))).contains("tap Mode_switch"))
    }

    @Test("another ordering: didBegin, editingDidBegin and TextDidBegin are moved, the session changed")
    @MainActor func moved() throws {
        let golden = try Self.events(ordering: .documented).map(TranscriptFormatter.jsonLine)
        let diff = try TranscriptDiff(golden: golden, observed: try Self.events(ordering: .observed))
        let names = diff.moved.map { TranscriptDiff.summary(diff.golden[$0.golden].json) }
        #expect(names.count == 3)
        #expect(names[0].contains("textFieldDidBeginEditing(_:)"))
        #expect(names[1].contains("editingDidBegin"))
        #expect(names[2].contains("UITextFieldTextDidBeginEditingNotification"))
        #expect(diff.changedCount == 1)
        let text = diff.render(goldenName: "golden.transcript", observedName: "observed")
        #expect(text.contains(#"ordering: "documented" → "observed""#))
        #expect(text.contains("moved    #7 → #3  delegate     f: textFieldDidBeginEditing(_:)"))
        #expect(text.hasSuffix("3 moved, 1 changed, 0 inserted, 0 removed"))
    }

    @Test("a refused edit: the answer changed, the follow-up events removed")
    @MainActor func changedAndRemoved() throws {
        let golden = try Self.events(ordering: .documented).map(TranscriptFormatter.jsonLine)
        let diff = try TranscriptDiff(
            golden: golden, observed: try Self.events(ordering: .documented, delegate: .digits))
        let text = diff.render(goldenName: "g", observedName: "o")
        #expect(text.contains("returned: true → false"))
        #expect(text.contains("- "))
        #expect(diff.removedCount >= 3)
    }

    @Test("a golden file that is not JSON Lines names the line")
    @MainActor func badGolden() {
        #expect(throws: TranscriptDiffError.self) {
            try TranscriptDiff(golden: ["{\"seq\":0,\"kind\":\"session\"}", "not json"], observed: [])
        }
    }
}
