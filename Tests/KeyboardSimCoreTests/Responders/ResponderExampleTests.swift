@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz
@testable import KeyboardSimExampleScreens

/// The three views of Examples/responders, ported by `kbsim port` into KeyboardSimExampleScreens/Ported/Responders (a
/// committed, generated copy: `make ported-responders`), typed into from Swift and from a script (the `.kbsim` files
/// beside them) against one golden transcript each in Examples/responders, from the harness and through `kbsim run`,
/// and fuzzed: the fuzzer finds each planted bug, its reproducer fails on replay, and the fixed view passes.
@MainActor @Suite struct ResponderExampleTests {
    static var packageRoot: URL { Repository.root }
    func golden(_ name: String) -> String {
        Self.packageRoot.appendingPathComponent("Examples/responders/\(name).transcript").path
    }
    func script(_ name: String) throws -> String {
        try String(
            contentsOfFile: Self.packageRoot.appendingPathComponent(
                "Examples/responders/\(name).kbsim"
            ).path,
            encoding: .utf8)
    }
    static func session() -> KeyboardSession { KeyboardSession(notificationCenter: NotificationCenter()) }

    static var registry: ScenarioRegistry {
        var r = ScenarioRegistry()
        ExampleResponders.register(in: &r)
        return r
    }

    // MARK: From Swift and from scripts, one golden each

    @Test(
        "PIN view (UIKeyInput only): the number pad from its traits, insertText(_:) per digit, deleteBackward(), a seventh digit ignored"
    )
    func pinFromSwift() throws {
        let session = Self.session()
        let pin = PinCodeView()
        var completed: [String] = []
        pin.onComplete = { completed.append($0) }
        session.addResponder("pin", pin, text: { $0.code })
        try session.tap("pin")
        #expect(try session.field("pin").keyboardType == .numberPad)
        try session.type("1234")
        try session.backspace()
        try session.type("56")
        session.expect("pin", text: "12356")
        try session.type("789")
        session.expect("pin", text: "123567")
        #expect(completed == ["123567"])
        session.assertTranscript(matching: golden("pin-code"))
    }

    @Test(
        "Tag field (UIKeyInput only): a comma and return turn the word into a tag; backspace brings the last tag back")
    func tagsFromSwift() throws {
        let session = Self.session()
        let tags = session.addResponder("tags", TagField(), text: { $0.text })
        try session.tap("tags")
        try session.type("swift,ios")
        try session.tapReturn()
        session.expect("tags", text: "swift,ios,")
        try session.backspace(3)
        session.expect("tags", text: "swift,i")
        try session.type("pad\n")
        session.expect("tags", text: "swift,ipad,")
        #expect(tags.tags == ["swift", "ipad"])
        session.assertTranscript(matching: golden("tag-field"))
    }

    @Test(
        "Editor (UITextInput): pinyin shows marked text through setMarkedText(_:selectedRange:); the candidate lands through insertText(_:)"
    )
    func editorFromSwift() throws {
        let session = Self.session()
        let editor = session.addResponder("note", NoteEditorView())
        try session.usePinyin()
        try session.tap("note")
        try session.keys("nihao")
        #expect(editor.markedTextRange != nil)
        session.expect("note", marked: NSRange(location: 0, length: 6))
        try session.candidate(0)
        session.expect("note", text: "你好")
        session.expect("note", marked: nil)
        try session.backspace()
        #expect(editor.text == "你")
        session.assertTranscript(matching: golden("note-editor"))
    }

    @Test(
        "Pinyin into the UIKeyInput-only tag field: the letters reach insertText(_:) as typed (letters-as-typed, the default)"
    )
    func pinyinIntoTagField() throws {
        let session = Self.session()
        let tags = session.addResponder("tags", TagField(), text: { $0.text })
        try session.usePinyin()
        try session.tap("tags")
        try session.keys("ni,")
        #expect(tags.tags == ["ni"])
        session.assertTranscript(matching: golden("tag-field-pinyin"))
    }

    @Test(
        "Each example under a script (Examples/responders, `view \"NAME\" FIELD`) gives its Swift test's golden transcript; the pinyin one names its source in its comments",
        arguments: ExampleResponders.scripts)
    func fromScript(_ name: String) throws {
        let session = Self.session()
        let result = try session.run(script: try script(name), registry: Self.registry, file: "\(name).kbsim")
        #expect(result.passed, "\(result.report)")
        session.assertTranscript(matching: golden(name))
    }

    @Test(
        "kbsim port Examples/responders -o TMP writes exactly the committed Ported/Responders files (regenerate: make ported-responders)"
    )
    func portIsFresh() throws {
        let (run, files) = try PortedCopies.expectFresh(
            source: "Examples/responders", committed: "Sources/KeyboardSimExampleScreens/Ported/Responders",
            make: "ported-responders", root: Self.packageRoot)
        #expect(!run.stdout.contains("cannot port"), "\(run.stdout)")
        #expect(files.count == 3)
    }

    // MARK: Through `kbsim run`, compiled into kbsim

    static var scriptPaths: [String] { ExampleResponders.scripts.map { "Examples/responders/\($0).kbsim" } }

    @Test(
        "kbsim run --check Examples/responders/ passes the responder scripts against the Swift tests' goldens (the views are compiled into kbsim)"
    )
    func runChecksGoldens() throws {
        let run = try KbsimProcess.kbsim(
            ["run", "--check", "Examples/responders/"] + Self.scriptPaths, in: Self.packageRoot)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.hasSuffix("\(Self.scriptPaths.count) passed, 0 failed\n"), "\(run.stdout)")
    }

    @Test("kbsim run --record writes each responder script's golden transcript byte for byte")
    func runRecordsGoldensByteForByte() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-responders-run-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let run = try KbsimProcess.kbsim(["run", "--record", dir.path + "/"] + Self.scriptPaths, in: Self.packageRoot)
        #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
        for name in ExampleResponders.scripts {
            let made = try Data(contentsOf: dir.appendingPathComponent("\(name).transcript"))
            let golden = try Data(contentsOf: URL(fileURLWithPath: golden(name)))
            #expect(made == golden, "\(name): kbsim run's transcript differs from the golden")
        }
    }

    @Test("view of a class kbsim does not have is a malformed line listing the views kbsim has")
    func runUnknownView() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-view-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("s.kbsim")
        try "view \"OTPView\" otp\n".write(to: script, atomically: true, encoding: .utf8)
        let bad = try KbsimProcess.kbsim(["run", script.path])
        #expect(bad.status == 2, "\(bad.stdout)\(bad.stderr)")
        #expect(
            bad.stderr.contains("s.kbsim:1:6: view \"OTPView\": no such view is registered; accepted: "),
            "\(bad.stderr)")
        for name in ExampleResponders.names { #expect(bad.stderr.contains(name), "\(bad.stderr)") }
    }

    // MARK: The fuzzer tells the buggy views from the fixed ones

    /// Fuzzes `target` with `properties`; returns the first failure of `property` (nil when none).
    func fuzz(
        _ target: FuzzTarget, field: String, properties: [FuzzProperty], property: String, ime: Bool = false,
        runs: Int = 300
    ) -> (Fuzzer, FuzzFailure?) {
        var c = Fuzzer.Configuration(target: target)
        c.fields = [field]
        c.properties = properties
        c.inputMethod = ime
        c.budget = .runs(runs)
        c.seed = 7
        let fuzzer = Fuzzer(c)
        let report = fuzzer.run()
        return (fuzzer, report.failures.first { $0.property == property })
    }

    /// Replays a reproducer with the target registered; returns whether the script passed.
    func replays(_ script: String, _ target: FuzzTarget) throws -> Bool {
        var registry = ScenarioRegistry()
        target.register(in: &registry)
        return try KeyboardSession.run(script: script, registry: registry).passed
    }

    @Test(
        "Fuzzer: max-length=6 finds the PIN view whose paste(_:) lets a seventh digit in; its reproducer fails on replay; the fixed view passes"
    )
    func fuzzPin() throws {
        let buggy = FuzzTarget.responder(
            "PinCodeView(buggy)", field: "pin", swift: "PinCodeView(checksPastedLength: false)",
            text: { (v: PinCodeView) in v.code }, textSwift: "{ $0.code }"
        ) {
            PinCodeView(checksPastedLength: false)
        }
        let (fuzzer, found) = fuzz(buggy, field: "pin", properties: [.maxLength(6)], property: "max-length")
        let failure = try #require(found)
        let script = fuzzer.reproducer(failure)
        #expect(script.contains(#"view "PinCodeView(buggy)" pin"#), "\(script)")
        #expect(script.contains("paste"), "\(script)")
        #expect(try replays(script, buggy) == false)
        let test = FuzzReproducerTest.source(script: script, failure: failure, target: buggy)
        #expect(
            test.contains(
                "KeyboardSession.install(PinCodeView(checksPastedLength: false), in: window, text: { $0.code })"),
            "\(test)")

        let fixed = FuzzTarget.responder("PinCodeView", field: "pin", text: { (v: PinCodeView) in v.code }) {
            PinCodeView()
        }
        #expect(fuzz(fixed, field: "pin", properties: [.maxLength(6)], property: "max-length").1 == nil)
    }

    /// A backspace removes at most one character of what the field shows per press.
    static let backspaceKeepsText = FuzzProperty(name: "backspace-keeps-text") { ctx in
        guard ctx.performed, case .backspace(let n) = ctx.step, let b = ctx.before.first, let a = ctx.after.first else {
            return .skipped
        }
        guard a.text.count < b.text.count - n else { return .held }
        return .failed(
            "\(n) backspace(s) took \(ScenarioPrinter.quote(b.text)) to \(ScenarioPrinter.quote(a.text))",
            expect: .length(field: ctx.fieldNames[0], .greaterOrEqual, b.text.count - n))
    }

    @Test(
        "Fuzzer: a property over the view's text finds the tag field that loses the typed word on backspace; the fixed field passes"
    )
    func fuzzTagField() throws {
        let buggy = FuzzTarget.responder("TagField(buggy)", field: "tags", text: { (v: TagField) in v.text }) {
            TagField(keepsTextOnBackspace: false)
        }
        let (fuzzer, found) = fuzz(
            buggy, field: "tags", properties: [Self.backspaceKeepsText], property: "backspace-keeps-text")
        let failure = try #require(found)
        #expect(try replays(fuzzer.reproducer(failure), buggy) == false)

        let fixed = FuzzTarget.responder("TagField", field: "tags", text: { (v: TagField) in v.text }) { TagField() }
        #expect(
            fuzz(fixed, field: "tags", properties: [Self.backspaceKeepsText], property: "backspace-keeps-text").1 == nil
        )
    }

    /// A candidate pick whose result fits `limit` characters lands: the marked text goes and the text changes. (A
    /// refused pick leaves the input method's state as it was, so its candidates are still the ones shown.)
    static func candidateLands(limit: Int) -> FuzzProperty {
        FuzzProperty(name: "candidate-lands") { ctx in
            guard ctx.performed, case .candidate(let index) = ctx.step, let b = ctx.before.first,
                let a = ctx.after.first,
                let m = b.marked, let range = Range(m, in: b.text)
            else { return .skipped }
            guard a.marked != nil && a.text == b.text else { return .held }
            var committed = b.text
            committed.removeSubrange(range)
            let candidates = ctx.screen.inputMethod?.candidates ?? []
            guard index < candidates.count, committed.count + candidates[index].count <= limit else { return .held }
            return .failed(
                "the candidate \(ScenarioPrinter.quote(candidates[index])) was refused although \(ScenarioPrinter.quote(committed)) with it fits \(limit) characters",
                expect: .marked(field: ctx.fieldNames[0], nil))
        }
    }

    @Test(
        "Fuzzer: with pinyin, the editor whose max length counts marked text refuses a candidate that fits; the fixed editor passes"
    )
    func fuzzEditor() throws {
        let buggy = FuzzTarget.responder("NoteEditorView(buggy)", field: "note") {
            NoteEditorView(maxLength: 4, countsMarkedText: true)
        }
        let (fuzzer, found) = fuzz(
            buggy, field: "note", properties: [Self.candidateLands(limit: 4), .maxLength(4)],
            property: "candidate-lands", ime: true)
        let failure = try #require(found)
        #expect(try replays(fuzzer.reproducer(failure), buggy) == false)

        let fixed = FuzzTarget.responder("NoteEditorView", field: "note") { NoteEditorView(maxLength: 4) }
        let (_, fixedFailure) = fuzz(
            fixed, field: "note", properties: [Self.candidateLands(limit: 4), .maxLength(4)],
            property: "candidate-lands", ime: true)
        #expect(fixedFailure == nil, "\(fixedFailure.map { "\($0)" } ?? "")")
    }
}
