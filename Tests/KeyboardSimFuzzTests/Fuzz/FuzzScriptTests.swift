@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz

/// One vocabulary: sessions are scenario steps, printed by the one printer, parsed back to the same steps,
/// converted to and from the libFuzzer byte format, replayed from Swift with the app's own types.
@MainActor @Suite struct FuzzScriptTests {
    static var registry: ScenarioRegistry {
        var r = ScenarioRegistry()
        FuzzPropertyTests.limitTarget.register(in: &r)
        r.register(delegate: "Limit Delegate \"5\"") { _ in BuiltinTextFieldDelegate(.accept) }
        r.register(view: "SignUpForm") { TwoRowForm.install(in: $0, fixed: false) }
        FuzzMeddler.target().register(in: &r)
        return r
    }

    /// Every kind of step and check, with strings that need escaping.
    static let everyStep: [ScenarioStep] = [
        .device(name: "iPhone SE", orientation: .landscape), .ordering(.observed), .profile("ios26"), .locale("de_DE"),
        .predictive(false),
        .field(
            name: "f",
            traits: [
                .keyboardType(.emailAddress), .returnKeyType(.next), .keyboardAppearance(.dark),
                .clearButtonMode(.whileEditing), .autocapitalizationType(.none), .autocorrectionType(.no),
                .smartQuotesType(.no), .smartDashesType(.yes), .secureTextEntry(false),
                .enablesReturnKeyAutomatically(true), .clearsOnBeginEditing(true), .clearsOnInsertion(false),
                .enabled(true), .tag(-3), .textContentType("one-time-code"), .placeholder("Ann \"Lee\""),
                .text("a\u{2006}b\n👍🏽"), .accessoryHeight(44.5), .inputViewHeight(0), .resignsOnReturn(true),
                .delegate(.builtin(.charset("0-9 \"x\"")))
            ]),
        .field(name: "g", traits: [.fieldClass("LimitTextField(maxLength 5)")]),
        .field(name: "h", traits: [.delegate(.registered("Limit Delegate \"5\""))]),
        .field(name: "m", traits: [.delegate(.registered("meddle:123"))]),
        .view(name: "SignUpForm", fields: ["name", "email", "password"]),
        .hardwareKeyboard(HardwareKeyboardSpec(layout: "de", variant: "nodeadkeys", options: "ctrl:nocaps")),
        .hardwareKeyboard(HardwareKeyboardSpec(keymapFile: "my keymap.xkb")), .softwareKeyboard,
        .inputMethod(InputMethodSpec(separator: .apostrophe, layout: .nineKey, dictionary: "/d/x.dict.yaml")),
        .inputMethod(InputMethodSpec()), .inputMethod(nil), .unreachable(.skip),
        .tap("f"), .type("\u{301}é\"\\\t#x"),
        .keys([.character("n"), .space, .backspace, .enter, .character("{"), .shiftLeft]),
        .backspace(3), .select(location: 1, length: 2), .caret(0), .paste("👨‍👩‍👧‍👦"), .paste(nil), .cut, .copy, .clear(nil),
        .clear("g"), .pressReturn, .candidate(2), .setText(field: "g", text: ""), .resign("f"),
        .endEditing(force: false),
        .endEditing(force: true), .rotate(.portrait), .render(path: "out dir/kb.svg"), .recordState(nil),
        .recordState("h"),
        .expect(.text(field: "f", "x")), .expect(.textIsNot(field: "f", "")),
        .expect(.textMatches(field: "f", "[0-9]*\\s?")),
        .expect(.length(field: "g", .lessOrEqual, 5)), .expect(.length(field: "g", .notEqual, 0)),
        .expect(.caret(field: "f", 3)),
        .expect(.selection(field: "f", NSRange(location: 1, length: 2))), .expect(.marked(field: "f", nil)),
        .expect(.marked(field: "f", NSRange(location: 0, length: 2))), .expect(.firstResponder(field: "email", true)),
        .expect(.editing(field: "f", false)), .expect(.pasteboard(nil)), .expect(.pasteboard("a b")),
        .expect(.keyboardVisible(true)),
        .expect(
            .event(
                EventPattern(
                    kind: "delegate", name: "textField(_:shouldChangeCharactersIn:replacementString:)",
                    fields: [("field", "f"), ("string", "a b"), ("returned", "false")], scope: .session, count: 2))),
        .expect(.noEvent(EventPattern(kind: "notification", name: "UIKeyboardWillHide")))
    ]

    @Test("Every step prints as a line the parser reads back as the same step")
    func everyStepRoundTrips() throws {
        let text = ScenarioPrinter.script(Self.everyStep, header: ["a header", "on two\nlines"])
        let parsed = try Self.registry.parser.parse(text, file: "x").lines.map(\.step)
        #expect(parsed == Self.everyStep, "\(text)")
        #expect(text.contains(#"delegate="Limit Delegate \"5\"""#))
        #expect(text.contains(#"class="LimitTextField(maxLength 5)""#))
        #expect(text.hasPrefix("# a header\n# on two\n# lines\n"))
    }

    @Test(
        "parse(print(steps)) == steps over generated sessions of every kind of target, random and goal-directed",
        arguments: ["builtin", "class", "view", "meddle"])
    func generatedSessionsRoundTrip(_ kind: String) throws {
        let target: FuzzTarget =
            switch kind {
            case "builtin": .builtin(.charset("0-9\""))
            case "class": FuzzPropertyTests.limitTarget
            case "view":
                .view("SignUpForm", fields: ["name", "email", "password"]) { TwoRowForm.install(in: $0, fixed: false) }
            default: FuzzMeddler.target()
            }
        for goal in [0.0, 1.0] {
            let g = FuzzGenerator(
                target: target, fields: ["f", "g"], inputMethod: true, tags: true, goalShare: goal, phrases: ["你好"])
            for seed in 0..<150 {
                let session = g.session(seed: UInt64(seed))
                let text = session.script()
                let back = try FuzzSession(script: text, registry: Self.registry)
                #expect(back == session, "\(text)")
                if back != session { return }
            }
        }
    }

    @Test("Sessions convert to the byte format and back unchanged; any bytes decode to a session that encodes again")
    func bytesRoundTrip() throws {
        let g = FuzzGenerator(
            target: .builtin(.maxLength(5)), fields: ["f", "g"], inputMethod: true, tags: true, goalShare: 0.3,
            phrases: ["你好"])
        for seed in 0..<300 {
            let session = g.session(seed: UInt64(seed))
            let bytes = try session.bytes()
            var back = FuzzSession(bytes: bytes, target: .builtin(.maxLength(5)), maxSteps: 10_000)
            back.seed = session.seed
            #expect(back == session, "\(session.script())")
            if back != session { return }
        }
        let named = FuzzSession(steps: [
            .field(name: "email", traits: [.text("a@b")]), .field(name: "pin", traits: []), .tap("pin")
        ])
        #expect(FuzzSession(bytes: try named.bytes()) == named)
        var rng = SplitMix64(seed: 9)
        for _ in 0..<200 {
            let bytes = (0..<rng.below(300)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
            let s = FuzzSession(bytes: bytes, target: .builtin(.accept))
            #expect(FuzzSession(bytes: try s.bytes(), target: .builtin(.accept)) == s)
        }
        #expect(throws: FuzzBytesError.self) {
            try FuzzSession(steps: [.field(name: "f", traits: [.placeholder("x")])]).bytes()
        }
    }

    @Test("New checks: NAME.length, NAME.text != and matches, NAME.caret pass and fail with the values")
    func newChecks() throws {
        let ok = """
            field f
            tap f
            type "héllo 12"
            expect f.length == 8
            expect f.length <= 8
            expect f.length > 7
            expect f.text != "x"
            expect f.text matches "h.llo [0-9]+"
            caret 2
            expect f.caret == 2
            """
        #expect(try KeyboardSession.run(script: ok).passed)
        let bad = """
            field f
            tap f
            type "héllo"
            expect f.length <= 4
            expect f.text matches "[a-z]*"
            expect f.text != "héllo"
            expect f.caret == 0
            """
        let r = try KeyboardSession.run(script: bad)
        #expect(
            r.failures.map(\.check) == [
                "expect f.length <= 4", #"expect f.text matches "[a-z]*""#,
                #"expect f.text != "héllo""#, "expect f.caret == 0"
            ])
        #expect(r.failures[0].actual.contains("5 (text"))
        #expect(r.failures[3].actual.contains("a caret at 5"))
        #expect(throws: ScenarioError.self) { try KeyboardSession.run(script: "field f\nexpect f.text matches \"[\"") }
        #expect(throws: ScenarioError.self) { try KeyboardSession.run(script: "field f\nexpect f.length =< 3") }
    }

    @Test("A script that names none of the test's registrations says so instead of passing with delegate=accept")
    func unnamedRegistrationSaysSo() throws {
        var registry = ScenarioRegistry()
        FuzzPropertyTests.limitTarget.register(in: &registry)
        let r = try KeyboardSession.run(script: "field f\ntap f\ntype \"abcdefg\"\n", registry: registry)
        #expect(!r.passed)
        #expect(r.report.contains("names no delegate or class"))
        #expect(
            r.report.contains(#"class="LimitTextField(maxLength 5)""#)
                || r.report.contains("LimitTextField(maxLength 5)"))
        let named = try KeyboardSession.run(
            script:
                "field f class=\"LimitTextField(maxLength 5)\"\ntap f\ntype \"abcdefg\"\nexpect f.text == \"abcde\"\n",
            registry: registry)
        #expect(named.passed, "\(named.report)")
    }

    @Test(
        "A reproducer of the app's own field class replays with the generated Swift test's code: it fails for the same reason, and passes once the class is fixed"
    )
    func generatedTestReplays() throws {
        var c = Fuzzer.Configuration(target: FuzzPropertyTests.limitTarget)
        c.properties = [.noOverRefusal(5)]
        c.budget = .runs(400)
        c.maxFailures = 1
        let fuzzer = Fuzzer(c)
        let failure = try #require(fuzzer.run().failure)
        let script = fuzzer.reproducer(failure)
        let swift = fuzzer.swiftTest(failure)
        #expect(
            swift.contains(
                #"registry.register(fieldClass: "LimitTextField(maxLength 5)") { LimitTextField(maxLength: 5) }"#))
        #expect(swift.contains("let result = try KeyboardSession.run(script: Self.script, registry: registry"))
        #expect(swift.contains("#expect(result.passed"))
        // The generated test's body, run here: the registration it writes, the script it embeds.
        let embedded = try #require(Self.embeddedScript(swift))
        #expect(embedded == script)
        var buggy = ScenarioRegistry()
        buggy.register(fieldClass: "LimitTextField(maxLength 5)") { LimitTextField(maxLength: 5) }
        let failed = try KeyboardSession.run(script: embedded, registry: buggy)
        #expect(!failed.passed)
        #expect(failed.failures.count == 1)
        #expect(failed.failures.first?.check.hasPrefix("expect no-event delegate") == true)
        #expect(failed.report.contains("returned=false"))
        var fixed = ScenarioRegistry()
        fixed.register(fieldClass: "LimitTextField(maxLength 5)") { FixedLimitTextField(maxLength: 5) }
        let passed = try KeyboardSession.run(script: embedded, registry: fixed)
        #expect(passed.passed, "\(passed.report)")
    }

    @Test(
        "The generated Swift test compiles against KeyboardSim",
        .enabled(if: FuzzScriptTests.modulesDirectory != nil, "needs the build's Modules directory and swiftc"))
    func generatedTestCompiles() throws {
        var c = Fuzzer.Configuration(target: FuzzPropertyTests.limitTarget)
        c.properties = [.noOverRefusal(5)]
        c.budget = .runs(400)
        c.maxFailures = 1
        let fuzzer = Fuzzer(c)
        let failure = try #require(fuzzer.run().failure)
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-gen-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let paths = try fuzzer.writeReproducer(failure, directory: dir)
        let stub = """
            import KeyboardSim
            final class LimitTextField: UITextField {
                init(maxLength: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        try stub.write(toFile: dir + "/Stub.swift", atomically: true, encoding: .utf8)
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/opt/swift/usr/bin/swiftc"
        let run = try KbsimProcess.run(
            URL(fileURLWithPath: swiftc),
            [
                "-typecheck", "-swift-version", "6", "-I", Self.modulesDirectory!,
                "-I", Repository.url("Sources/CXKB").path, paths.swift, dir + "/Stub.swift"
            ])
        #expect(run.status == 0, "\(run.stderr)")
    }

    nonisolated static let modulesDirectory: String? = {
        let exe =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let dir = URL(fileURLWithPath: exe).deletingLastPathComponent().appendingPathComponent("Modules").path
        let swiftc = ProcessInfo.processInfo.environment["SWIFTC"] ?? "/opt/swift/usr/bin/swiftc"
        return FileManager.default.fileExists(atPath: dir + "/KeyboardSim.swiftmodule")
            && FileManager.default.isExecutableFile(atPath: swiftc) ? dir : nil
    }()

    /// The script a generated test embeds, with its indentation removed.
    static func embeddedScript(_ swift: String) -> String? {
        guard let open = swift.range(of: "static let script = #\"\"\"\n"),
            let close = swift.range(of: "        \"\"\"#", range: open.upperBound..<swift.endIndex)
        else { return nil }
        return swift[open.upperBound..<close.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("        ") ? String($0.dropFirst(8)) : String($0) }.joined(separator: "\n")
    }
}
