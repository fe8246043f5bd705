import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
// Checks on a session, in two forms, as Swift Testing has #expect and #require:
// - `expect…` records a failed check as an issue at the caller's file:line (through IssueReporting, under Swift
//   Testing and XCTest) and returns, so later checks still run;
// - `require…` throws the HarnessFailure instead, for a test that should stop there.
// Both show the check, the expected and actual values, and the events that explain the outcome: the calls the
// delegate refused in the last action, the last accepted change of the field, and the trailing events.

import IssueReporting

extension KeyboardSession {
    /// Records `failure` as an issue at the caller's line.
    private func report(
        _ failure: HarnessFailure?, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt,
        function: StaticString
    ) {
        guard let failure else { return }
        reportIssue(failure.issueMessage, fileID: fileID, filePath: filePath, line: line, column: column)
        writeTrace(for: failure, fileID: fileID, filePath: filePath, line: line, column: column, function: function)
    }

    /// Throws `failure` (a `require…` check), writing the trace page first when the session records one.
    private func raise(_ failure: HarnessFailure?, file: StaticString, line: UInt, function: StaticString)
        throws(HarnessFailure)
    {
        guard let failure else { return }
        writeTrace(for: failure, fileID: file, filePath: file, line: line, column: 1, function: function)
        throw failure
    }

    // MARK: Checks that record an issue and go on

    /// Checks a field's text; a mismatch is recorded as an issue at this line and the test goes on.
    public func expect(
        _ name: String, text: String, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function
    ) {
        report(
            failure(of: .text(field: name, text), at: Self.here(fileID, line)), fileID: fileID, filePath: filePath,
            line: line, column: column, function: function)
    }
    /// Checks a field's selection (UTF-16 location and length).
    public func expect(
        _ name: String, selection: NSRange, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function
    ) {
        report(
            failure(of: .selection(field: name, selection), at: Self.here(fileID, line)), fileID: fileID,
            filePath: filePath, line: line, column: column, function: function)
    }
    /// Checks a field's marked range (nil: no marked text).
    public func expect(
        _ name: String, marked: NSRange?, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function
    ) {
        report(
            failure(of: .marked(field: name, marked), at: Self.here(fileID, line)), fileID: fileID, filePath: filePath,
            line: line, column: column, function: function)
    }
    /// Checks whether a field is first responder.
    public func expect(
        _ name: String, firstResponder: Bool, fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column, function: StaticString = #function
    ) {
        report(
            failure(of: .firstResponder(field: name, firstResponder), at: Self.here(fileID, line)), fileID: fileID,
            filePath: filePath, line: line, column: column, function: function)
    }
    /// Checks that an event happened: kind, name and JSON fields (`["field": "email", "returned": "true"]`,
    /// `["userInfo.UIKeyboardFrameEndUserInfoKey": "0,516,393,336"]`), in the last action (default) or the whole
    /// session; `count` asks for exactly that many. An unknown kind, name or key is a failure naming the nearest
    /// valid one.
    public func expectEvent(
        _ kind: String, _ name: String? = nil, where fields: KeyValuePairs<String, String> = [:],
        in scope: EventScope = .action, count: Int? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function
    ) {
        let p = EventPattern(
            kind: kind, name: name, fields: fields.map { ($0.key, $0.value) }, scope: scope, count: count)
        report(
            failure(of: .event(p), at: Self.here(fileID, line)), fileID: fileID, filePath: filePath, line: line,
            column: column, function: function)
    }
    /// Checks that no such event happened (in the last action by default).
    public func expectNoEvent(
        _ kind: String, _ name: String? = nil, where fields: KeyValuePairs<String, String> = [:],
        in scope: EventScope = .action,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        function: StaticString = #function
    ) {
        let p = EventPattern(kind: kind, name: name, fields: fields.map { ($0.key, $0.value) }, scope: scope)
        report(
            failure(of: .noEvent(p), at: Self.here(fileID, line)), fileID: fileID, filePath: filePath, line: line,
            column: column, function: function)
    }

    // MARK: Checks that throw

    /// Like `expect(_:text:fileID:filePath:line:column:)`, but throws the failure.
    public func require(
        _ name: String, text: String, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) throws(HarnessFailure) {
        try raise(
            failure(of: .text(field: name, text), at: Self.here(file, line)), file: file, line: line, function: function
        )
    }
    /// Like `expect(_:selection:fileID:filePath:line:column:)`, but throws the failure.
    public func require(
        _ name: String, selection: NSRange, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) throws(HarnessFailure) {
        try raise(
            failure(of: .selection(field: name, selection), at: Self.here(file, line)), file: file, line: line,
            function: function)
    }
    /// Like `expect(_:marked:fileID:filePath:line:column:)`, but throws the failure.
    public func require(
        _ name: String, marked: NSRange?, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) throws(HarnessFailure) {
        try raise(
            failure(of: .marked(field: name, marked), at: Self.here(file, line)), file: file, line: line,
            function: function)
    }
    /// Like `expect(_:firstResponder:fileID:filePath:line:column:)`, but throws the failure.
    public func require(
        _ name: String, firstResponder: Bool, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) throws(HarnessFailure) {
        try raise(
            failure(of: .firstResponder(field: name, firstResponder), at: Self.here(file, line)), file: file,
            line: line, function: function)
    }
    /// Like `expectEvent(_:_:where:in:count:fileID:filePath:line:column:)`, but throws the failure.
    public func requireEvent(
        _ kind: String, _ name: String? = nil, where fields: KeyValuePairs<String, String> = [:],
        in scope: EventScope = .action, count: Int? = nil,
        file: StaticString = #fileID, line: UInt = #line, function: StaticString = #function
    ) throws(HarnessFailure) {
        let p = EventPattern(
            kind: kind, name: name, fields: fields.map { ($0.key, $0.value) }, scope: scope, count: count)
        try raise(failure(of: .event(p), at: Self.here(file, line)), file: file, line: line, function: function)
    }
    /// Like `expectNoEvent(_:_:where:in:fileID:filePath:line:column:)`, but throws the failure.
    public func requireNoEvent(
        _ kind: String, _ name: String? = nil, where fields: KeyValuePairs<String, String> = [:],
        in scope: EventScope = .action, file: StaticString = #fileID, line: UInt = #line,
        function: StaticString = #function
    ) throws(HarnessFailure) {
        let p = EventPattern(kind: kind, name: name, fields: fields.map { ($0.key, $0.value) }, scope: scope)
        try raise(failure(of: .noEvent(p), at: Self.here(file, line)), file: file, line: line, function: function)
    }
}
