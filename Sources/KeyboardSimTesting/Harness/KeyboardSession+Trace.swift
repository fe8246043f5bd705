import Foundation
import IssueReporting
import KeyboardSimSupport
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimTrace

// A failed check writes the session's trace page when the session records one (`KBSIM_TRACE_DIR`,
// HarnessConfiguration.traceDirectory; docs/trace-viewer.md).

extension KeyboardSession {
    /// The trace page's path for a check at `fileID:line` in the test function `function`:
    /// `DIR/FILE-FUNCTION-LINE.html` (`SignupTests-emailIsRequired-42.html`), named after the test.
    static func tracePath(directory: String, fileID: String, function: String = "", line: UInt) -> String {
        var name = fileID.split(separator: "/").last.map(String.init) ?? fileID
        if name.hasSuffix(".swift") { name = String(name.dropLast(6)) }
        // The function's base name ("emailIsRequired()" → "emailIsRequired").
        let base = function.prefix { $0 != "(" }
        if !base.isEmpty { name += "-" + base }
        let safe = String(
            name.unicodeScalars.map { c -> Character in
                CharacterSet.alphanumerics.contains(c) || c == "-" || c == "_" || c == "." ? Character(c) : "_"
            })
        return (directory.hasSuffix("/") ? directory : directory + "/") + "\(safe)-\(line).html"
    }

    /// Records a failed check in the trace and writes the page; a page that cannot be written is reported as an
    /// issue at the check's line, naming the directory and what is accepted.
    func writeTrace(
        for failure: HarnessFailure, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
        function: StaticString = ""
    ) {
        guard let recorder = traceRecorder, let directory = configuration.traceDirectory else { return }
        recorder.recordFailure(
            kind: "expect", location: failure.location, line: nil, check: failure.check,
            expected: failure.expected, actual: failure.actual)
        let path = Self.tracePath(directory: directory, fileID: "\(fileID)", function: "\(function)", line: line)
        do throws(FileWriteError) {
            try FileSystem.makeDirectories(directory)
            try TraceWriter.writePage(recorder.trace(title: failure.location), to: path)
        } catch {
            reportIssue(
                "KBSIM_TRACE_DIR \"\(directory)\": \(error.step): \(error.system); accepted: a folder the tests can create and write trace pages in",
                fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
