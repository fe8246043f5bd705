@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Golden transcripts from Swift: the same file `kbsim run --record` writes checks a Swift session, and back.
@MainActor @Suite struct GoldenTranscriptTests {
    static let root = Repository.root

    /// The steps of Examples/golden/focus.kbsim, in Swift.
    func focusSession() throws -> KeyboardSession {
        let session = KeyboardSession(notificationCenter: NotificationCenter())
        try session.addField("email", traits: [.keyboardType(.emailAddress), .returnKeyType(.next)])
        try session.addField("name", traits: [.autocapitalizationType(.words)])
        try session.tap("email")
        try session.type("a@b.c")
        try session.tap("name")
        try session.type("Ann")
        session.endEditing(force: true)
        return session
    }

    @Test("A Swift session matches the golden transcript kbsim run --record wrote for the same steps")
    func swiftMatchesCLIGolden() throws {
        let golden = Self.root.appendingPathComponent("Examples/golden/focus.transcript").path
        try focusSession().assertTranscript(matching: golden, record: false)
    }

    @Test("A different session is reported with a diff naming the changed events")
    func differenceIsReported() throws {
        let golden = Self.root.appendingPathComponent("Examples/golden/focus.transcript").path
        let session = try focusSession()
        try session.tap("email")
        withKnownIssue {
            session.assertTranscript(matching: golden, record: false)
        } matching: { issue in
            issue.description.contains("inserted")
        }
    }

    @Test(
        "Record mode writes the golden (and says so, so a recording run never passes silently); the next run checks it")
    func recordThenCheck() throws {
        let path = NSTemporaryDirectory() + "kbsim-golden-\(UUID().uuidString)/focus.transcript"
        let recording = try focusSession()
        withKnownIssue {
            recording.assertTranscript(matching: path, record: true)
        } matching: { issue in
            issue.description.contains("recorded")
        }
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // kbsim run --record of the same steps writes the same bytes (labels included).
        let folder = NSTemporaryDirectory() + "kbsim-golden-cli-\(UUID().uuidString)/"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try KbsimProcess.kbsim(["run", "--record", folder, "Examples/golden/focus.kbsim"], in: Self.root)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        let cli = try String(contentsOfFile: folder + "focus.transcript", encoding: .utf8)
        #expect(written == cli, "Swift and kbsim run --record write the same format")
        #expect(written.contains(#""label":"#))
        try focusSession().assertTranscript(matching: path)
    }
}
