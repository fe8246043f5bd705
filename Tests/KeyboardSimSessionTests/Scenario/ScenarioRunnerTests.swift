@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Every step run against the simulator through ScenarioRunner (the engine `kbsim run` uses), and the way a
/// failed `expect` is reported.
@Suite struct ScenarioRunnerTests {
    @MainActor static func run(_ script: String) throws -> ScenarioRunner.Result {
        let scenario = try ScenarioParser().parse(script, file: "t.kbsim")
        return ScenarioRunner(outputDirectory: NSTemporaryDirectory()).run(scenario)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var script: String
        var testDescription: String { name }
    }

    /// Each script exercises steps and checks their effect with `expect`; all must pass.
    static let cases: [Case] = [
        Case(
            name: "tap, type, expect text/selection/marked/firstResponder",
            script: """
                field email keyboardType=emailAddress
                tap email
                type "a@b.c"
                expect email.text == "a@b.c"
                expect email.selection == 5 0
                expect email.marked == none
                expect email.firstResponder == true
                expect email.editing == true
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=4,0 string="c" returned=true
                expect event control "editingChanged" count=5
                """),
        Case(
            name: "backspace, select, caret, paste, cut, copy",
            script: """
                field f
                tap f
                type "hello"
                backspace 2
                expect f.text == "hel"
                select 0 2
                copy
                expect pasteboard == "he"
                caret 3
                paste
                expect f.text == "helhe"
                select 1 2
                cut
                expect f.text == "hhe"
                expect pasteboard == "el"
                paste "XY"
                expect f.text == "hXYhe"
                expect f.selection == 3 0
                """),
        Case(
            name: "keys: arrows and shift-arrows",
            script: """
                field f autocapitalizationType=none
                tap f
                keys "abcd{Left}{Left}"
                expect f.selection == 2 0
                keys "{Shift+Left}{Shift+Left}"
                expect f.selection == 0 2
                keys "{Shift+Right}"
                expect f.selection == 1 1
                keys "{Right}"
                expect f.selection == 2 0
                keys "{Shift+Right}{Shift+Right}{Shift+Right}"
                expect f.selection == 2 2
                keys "X{BackSpace}{BackSpace}"
                expect f.text == "a"
                """),
        Case(
            name: "keys: {Return} taps return, {1} types a digit",
            script: """
                field f
                tap f
                keys "{1}{Return}"
                expect f.text == "1"
                expect event delegate "textFieldShouldReturn(_:)" returned=true
                """),
        Case(
            name: "clear button, return, resign, end-editing",
            script: """
                field f clearButtonMode=whileEditing delegate=deny-end text="abc"
                tap f
                clear
                expect f.text == ""
                expect event delegate "textFieldShouldClear(_:)" returned=true
                type "x"
                return
                expect event delegate "textFieldShouldReturn(_:)" returned=true
                resign f
                expect f.firstResponder == true
                expect event delegate "textFieldShouldEndEditing(_:)" returned=false
                end-editing noforce
                expect f.firstResponder == true
                end-editing force
                expect f.firstResponder == false
                expect no-event delegate "textFieldShouldEndEditing(_:)"
                expect event notification "UIKeyboardWillHide"
                """),
        Case(
            name: "set-text, rotate, state",
            script: """
                device "iPhone 15"
                field f
                tap f
                set-text f "programmatic"
                expect f.text == "programmatic"
                expect no-event control "editingChanged"
                rotate landscape
                expect event notification "UIKeyboardWillChangeFrameNotification"
                state f
                expect event state "programmatic" scope=session
                """),
        Case(
            name: "ordering and profile settings",
            script: """
                ordering observed
                profile ios13
                field f
                tap f
                expect event session scope=session ordering=observed profile=ios13
                """),
        Case(
            name: "hardware keyboard and back",
            script: """
                field f autocapitalizationType=none
                tap f
                hardware-keyboard layout=de variant=nodeadkeys
                type "ü"
                expect f.text == "ü"
                expect event key "udiaeresis" action=down keyboard=hardware:de:nodeadkeys
                software-keyboard
                type "a"
                expect f.text == "üa"
                """),
        Case(
            name: "pinyin: keys, candidate, ime none",
            script: """
                field f
                ime pinyin
                tap f
                keys "nihao"
                expect f.marked == 0 6
                candidate 0
                expect f.text == "你好"
                expect event ime "committed" selected=0
                type "世界"
                expect f.text == "你好世界"
                keys "ma{Escape}"
                expect f.marked == none
                expect f.text == "你好世界"
                ime none
                type "a"
                expect f.text == "你好世界a"
                """),
        Case(
            name: "unreachable skip and render",
            script: """
                field f keyboardType=numberPad
                unreachable skip
                tap f
                type "1a2"
                expect f.text == "12"
                expect event user "type" value="a"
                render kbsim-scenario-test.svg
                """)
    ]

    @Test("steps run and their expectations pass", arguments: cases)
    @MainActor func steps(_ c: Case) throws {
        let result = try Self.run(c.script)
        for f in result.failures { Issue.record("\(f)") }
        if let e = result.error { Issue.record("\(e)") }
    }

    @Test("a failed expect names file:line, expected, actual and the last events; the run goes on")
    @MainActor func failure() throws {
        let result = try Self.run(
            """
            field pin delegate=max-length:4
            tap pin
            type "12345"
            expect pin.text == "12345"
            expect pin.text == "1234"
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" returned=false
            """)
        #expect(!result.passed)
        #expect(result.failures.count == 2)
        let first = try #require(result.failures.first)
        #expect(first.location == "t.kbsim:4")
        #expect(first.check == #"expect pin.text == "12345""#)
        #expect(first.expected == #""12345""#)
        #expect(first.actual == #""1234""#)
        #expect(first.recentEvents.count == 8)
        #expect(first.recentEvents.last?.contains(#"[4,0] "5" → false"#) == true)
        #expect(first.description.contains("last events:"))
        #expect(result.failures[1].location == "t.kbsim:6")
    }

    @Test("a step that cannot run stops the script with an error event")
    @MainActor func stepError() throws {
        let result = try Self.run("field f\nbackspace\nexpect f.text == \"\"")
        let error = try #require(result.error)
        #expect(error.location == "t.kbsim:2")
        #expect(error.message.contains("no field is editing; tap a field first"))
        #expect(result.events.last?.kind == "error")
    }

    @Test("the transcript ends with a state event per field")
    @MainActor func finalState() throws {
        let result = try Self.run("field a\nfield b\ntap a\ntype \"x\"")
        let states = result.events.suffix(2).map(TranscriptFormatter.jsonLine)
        #expect(states[0].contains(#""kind":"state","field":"a","text":"x""#))
        #expect(states[1].contains(#""kind":"state","field":"b","text":"""#))
    }
}

@MainActor @Suite struct ScenarioCheckNameTests {
    @Test(
        "A script check naming an unknown delegate method is an error at its line naming the right spelling",
        arguments: [
            ("expect no-event delegate \"textFieldShouldRetrun\"", "did you mean textFieldShouldReturn(_:)?"),
            (
                "expect no-event notification \"UIKeyboardWilShowNotification\"",
                "did you mean UIKeyboardWillShowNotification?"
            ),
            ("expect event delegate \"textFieldShouldReturn(_:)\" retuned=true", "did you mean returned?")
        ])
    func unknownNames(line: String, hint: String) throws {
        let scenario = try ScenarioParser().parse("field a\ntap a\n\(line)\n", file: "s.kbsim")
        #expect {
            try ScenarioRunner.validate(scenario)
        } throws: { error in
            guard let e = error as? ScenarioError else { return false }
            return e.line == 3 && e.message.contains(hint)
        }
    }
}
