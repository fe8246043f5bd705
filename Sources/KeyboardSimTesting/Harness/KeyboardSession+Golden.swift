import Foundation
import IssueReporting
import KeyboardSimTranscript
import KeyboardSimCore
import KeyboardSimSession

// Golden transcripts from Swift, in the same format `kbsim run --record` writes, so a golden recorded by either
// can be checked by the other (docs/scenarios.md, "Golden transcripts").

extension KeyboardSession {
    /// Whether ``assertTranscript(matching:record:fileID:filePath:line:column:)`` writes goldens instead of checking
    /// them: the environment variable `KBSIM_RECORD` set to `1` or `true` (like swift-snapshot-testing's record
    /// mode), for a whole test run.
    public static var recordsGoldens: Bool {
        ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["KBSIM_RECORD"]?.lowercased() ?? "")
    }

    /// Compares this session's transcript (ended with `finishTranscript()`) with the golden file at `path`, a
    /// JSON Lines file as `kbsim run --record` writes. A difference is recorded as an issue at the caller's line,
    /// with a short diff naming moved, changed, inserted and removed events. When recording (`record: true`, or
    /// ``recordsGoldens``) or when the file does not exist yet, the file is written instead and an issue says so,
    /// so that a recording run is never mistaken for a passing one.
    public func assertTranscript(
        matching path: String, record: Bool? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let events = finishTranscript()
        let recording = record ?? Self.recordsGoldens
        let exists = FileManager.default.fileExists(atPath: path)
        if recording || !exists {
            let text = events.map { TranscriptFormatter.jsonLine($0) + "\n" }.joined()
            do {
                try FileManager.default.createDirectory(
                    atPath: (path as NSString).deletingLastPathComponent,
                    withIntermediateDirectories: true)
                try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
                reportIssue(
                    "\(exists ? "recorded" : "no golden yet; recorded") \(events.count) events to \(path): check the file in, then run again without record mode",
                    fileID: fileID, filePath: filePath, line: line, column: column)
            } catch {
                reportIssue(
                    "cannot write the golden transcript \(path): \(error.localizedDescription)",
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
            return
        }
        do {
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let golden = text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
                .map(String.init)
            let diff = try TranscriptDiff(golden: golden, observed: events)
            if !diff.isEmpty {
                reportIssue(
                    diff.render(goldenName: path, observedName: "of this session"),
                    fileID: fileID, filePath: filePath, line: line, column: column)
            }
        } catch {
            reportIssue(
                "cannot read the golden transcript \(path): \(error)", fileID: fileID, filePath: filePath,
                line: line, column: column)
        }
    }
}
