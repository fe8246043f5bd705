@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A length limit that guards undo as the known fix does: it refuses a range that reaches past the text
/// (`NSMaxRange(range) <= text.length`) before checking the length.
final class UndoGuardedMaxLengthDelegate: NSObject, UITextFieldDelegate {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let length = (textField.text ?? "").utf16.count
        guard range.location + range.length <= length else { return false }
        return length - range.length + string.utf16.count <= limit
    }
}

/// A delegate that accepts every change and truncates the text to `limit` characters in its `editingChanged`
/// action (a common "max length" pattern); `guardsUndo` adds the known fix, refusing a range past the text.
final class TruncatingDelegate: NSObject, UITextFieldDelegate {
    let limit: Int
    let guardsUndo: Bool
    init(field: UITextField, limit: Int, guardsUndo: Bool) {
        self.limit = limit
        self.guardsUndo = guardsUndo
        super.init()
        field.addAction(
            UIAction { [weak field] _ in
                guard let field, let text = field.text, text.count > limit else { return }
                field.text = String(text.prefix(limit))
            }, for: .editingChanged)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        !guardsUndo || range.location + range.length <= (textField.text ?? "").utf16.count
    }
}

/// A delegate that refuses every deletion.
final class NoDeleteDelegate: NSObject, UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        !string.isEmpty
    }
}

/// Undo and redo as UIKit does them (docs/system-insertions.md, "Undo and redo"): a stack per field, refused
/// pastes recorded, the recorded range replayed unclamped, and iOS's NSRangeException reported as a finding.
@Suite struct UndoTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        /// A fragment of the step error the script must stop with (nil: the script passes).
        var crash: String?
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "undo takes back the newest edit and redo puts it back",
            script: """
                field f autocapitalizationType=none
                tap f
                type "ab"
                undo
                expect f.text == "a"
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=1,1 string="" returned=true
                expect event control "editingChanged"
                redo
                expect f.text == "ab"
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=1,0 string="b" returned=true
                """),
        Case(
            name: "undo of a paste restores the text it replaced",
            script: """
                field f autocapitalizationType=none
                tap f
                type "hello"
                select 1 3
                paste "EY"
                expect f.text == "hEYo"
                undo
                expect f.text == "hello"
                """),
        Case(
            name: "with nothing recorded, undo and redo do nothing",
            script: """
                field f
                tap f
                undo
                expect event user "undo" ignored="nothing to undo"
                redo
                expect event user "redo" ignored="nothing to redo"
                expect f.text == ""
                """),
        Case(
            name: "a new edit clears the redo stack",
            script: """
                field f autocapitalizationType=none
                tap f
                type "ab"
                undo
                type "c"
                redo
                expect f.text == "ac"
                """),
        Case(
            name: "ending editing clears the field's history",
            script: """
                field f autocapitalizationType=none
                field g
                tap f
                type "ab"
                tap g
                tap f
                undo
                expect f.text == "ab"
                """),
        Case(
            name: "a refused paste is recorded: a digits filter lets its undo through and the app crashes",
            script: """
                field f delegate=digits
                tap f
                paste "12"
                paste "ab"
                expect f.text == "12"
                undo
                """, crash: "Range {2, 2} out of bounds; string length 2"),
        Case(
            name: "a refused paste at the limit is recorded: its undo crashes the app (radar 32508213)",
            script: """
                field f delegate=max-length:20 autocapitalizationType=none
                tap f
                type "abcdefghijklmnopqrst"
                paste "0123456789012345678"
                expect f.text == "abcdefghijklmnopqrst"
                undo
                """, crash: "Range {20, 19} out of bounds; string length 20")
    ]

    @Test("undo and redo scripts", arguments: cases)
    @MainActor func script(_ c: Case) throws {
        let scenario = try ScenarioParser().parse(c.script, file: "undo.kbsim")
        let result = ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
        #expect(result.failures.isEmpty, "\(result.report)")
        if let crash = c.crash {
            let error = try #require(result.error, "the script should stop where the app crashes")
            #expect(error.description.contains("the app crashes here on iOS: NSRangeException: \(crash)"), "\(error)")
            #expect(error.description.contains("undo in f"), "\(error)")
        } else {
            #expect(result.error == nil, "\(result.report)")
        }
    }

    @Test("the Swift harness: undo after a refused paste crashes with the buggy limit, not with the guarded one")
    @MainActor func harness() throws {
        for guarded in [false, true] {
            let session = KeyboardSession()
            let f = session.addField("f") { $0.autocapitalizationType = .none }
            if guarded {
                session.attach(UndoGuardedMaxLengthDelegate(limit: 5), to: f)
            } else {
                try session.attach(.maxLength(5), to: "f")
            }
            try session.tap("f")
            try session.type("abcde")
            try session.paste("xyz")
            session.expect("f", text: "abcde")
            do {
                try session.undo()
                #expect(guarded, "the unguarded limit should crash on undo")
                session.expect("f", text: "abcde")
            } catch let e as SimulationError {
                #expect(!guarded, "\(e)")
                guard case .appCrashes(let action, let field, let reason) = e.code else {
                    Issue.record("expected appCrashes, got \(e)"); continue
                }
                #expect(action == "undo" && field == "f")
                #expect(reason.hasPrefix("NSRangeException: Range {5, 3} out of bounds; string length 5"))
            }
        }
    }

    @Test("the example script passes with the undo guard and stops with the app's crash without it")
    @MainActor func exampleScript() throws {
        let buggy = try ExampleRegistry.runFixedAndBuggy(
            "undo-after-refused-paste.kbsim", replacing: "example:undo-safe-limit", with: "example:undo-unsafe-limit")
        let error = try #require(buggy.error)
        #expect(
            error.description.contains(
                "undo in message: the app crashes here on iOS: NSRangeException: Range {20, 19} out of bounds; string length 20"
            ), "\(error)")
    }

    @Test("app code cannot reach the undo stack: setting text leaves the recorded edits as they were")
    @MainActor func appCodeCannotCorrupt() throws {
        let session = KeyboardSession()
        let f = session.addField("f") { $0.autocapitalizationType = .none }
        try session.tap("f")
        try session.type("abc")
        f.text = "xyzxyz"
        try session.undo()  // the recorded {2,1} still lies inside the new text
        session.expect("f", text: "xyxyz")
    }

    @Test("a truncating editingChanged handler puts undo out of step: the app crashes; the guarded delegate holds")
    @MainActor func truncatingHandler() throws {
        for guarded in [false, true] {
            let session = KeyboardSession()
            let f = session.addField("f") { $0.autocapitalizationType = .none }
            session.attach(TruncatingDelegate(field: f, limit: 6, guardsUndo: guarded), to: f)
            try session.tap("f")
            try session.type("abcdefg")
            session.expect("f", text: "abcdef")
            do {
                try session.undo()
                #expect(guarded)
                session.expect("f", text: "abcdef")
            } catch let e as SimulationError {
                #expect(!guarded, "\(e)")
                #expect(
                    e.message
                        == "undo in f: the app crashes here on iOS: NSRangeException: Range {6, 1} out of bounds; string length 6 (the delegate allowed the undo of an edit whose recorded range lies outside the text)"
                )
            }
        }
    }

    @Test("a delegate that refuses the replay keeps the text, and the record is gone")
    @MainActor func refusedReplay() throws {
        let session = KeyboardSession()
        let f = session.addField("f") { $0.autocapitalizationType = .none }
        session.attach(NoDeleteDelegate(), to: f)
        try session.tap("f")
        try session.type("ab")
        try session.undo()
        session.expect("f", text: "ab")
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)",
            where: ["range": "1,1", "string": "", "returned": "false"])
        try session.undo()
        session.expect("f", text: "ab")
        try session.redo()
        session.expectEvent("user", "redo", where: ["ignored": "nothing to redo"])
    }

    static func truncating(guarded: Bool) -> FuzzTarget {
        .delegate("TruncatingDelegate", swift: "TruncatingDelegate(field: field, limit: 6, guardsUndo: \(guarded))") {
            field in
            TruncatingDelegate(field: field, limit: 6, guardsUndo: guarded)
        }
    }

    @Test("undo-safe finds the undo crash of a truncating delegate within 200 runs; the guarded delegate holds")
    @MainActor func undoSafeFuzz() throws {
        var c = Fuzzer.Configuration(target: Self.truncating(guarded: false))
        c.properties = [.undoSafe]
        c.budget = .runs(200)
        c.maxFailures = 1
        c.seed = 1
        let report = Fuzzer(c).run()
        let failure = try #require(report.failures.first { $0.property == "undo-safe" }, "\(report.counts)")
        #expect(failure.message.contains("NSRangeException"))
        #expect(failure.session.script().contains("undo"))

        var guarded = c
        guarded.target = Self.truncating(guarded: true)
        guarded.budget = .runs(150)
        let fixed = Fuzzer(guarded).run()
        #expect(
            !fixed.failures.contains { $0.property == "undo-safe" }, "\(fixed.failures.map { $0.session.script() })")
        #expect((fixed.counts.first { $0.name == "undo-safe" }?.checked ?? 0) > 50, "\(fixed.counts)")
    }
}
