@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The scenario language: every step parses to its typed form, and a malformed line names line, column and what
/// was expected there.
@Suite struct ScenarioParserTests {
    static func parse(_ text: String) throws -> [ScenarioStep] {
        try ScenarioParser().parse(text, file: "t.kbsim").lines.map(\.step)
    }

    struct StepCase: CustomTestStringConvertible, Sendable {
        var line: String
        var step: ScenarioStep
        var testDescription: String { line }
    }

    /// One line per step (after `field email` / `field pin` declare the fields it names).
    static let steps: [StepCase] = [
        StepCase(line: #"tap email"#, step: .tap("email")),
        StepCase(line: #"type "a@b.c\n""#, step: .type("a@b.c\n")),
        StepCase(line: #"type "tab\there \"q\" back\\slash \u{1F600}""#, step: .type("tab\there \"q\" back\\slash 😀")),
        StepCase(
            line: #"keys "nihao{space}{BackSpace}{Return}{Escape}{Shift}{Left}{Right}{1}{Shift+Left}{Shift+Right}{{}""#,
            step: .keys([
                .character("n"), .character("i"), .character("h"), .character("a"), .character("o"), .space, .backspace,
                .enter,
                .escape, .shift, .left, .right, .character("1"), .shiftLeft, .shiftRight, .character("{")
            ])),
        StepCase(line: "backspace 3", step: .backspace(3)),
        StepCase(line: "backspace", step: .backspace(1)),
        StepCase(line: "select 2 3", step: .select(location: 2, length: 3)),
        StepCase(line: "caret 5", step: .caret(5)),
        StepCase(line: #"paste "cde""#, step: .paste("cde")),
        StepCase(line: "paste", step: .paste(nil)),
        StepCase(line: "cut", step: .cut),
        StepCase(line: "copy", step: .copy),
        StepCase(line: "clear", step: .clear(nil)),
        StepCase(line: "clear pin", step: .clear("pin")),
        StepCase(line: "return", step: .pressReturn),
        StepCase(line: "candidate 2", step: .candidate(2)),
        StepCase(line: #"set-text email "x""#, step: .setText(field: "email", text: "x")),
        StepCase(line: "resign email", step: .resign("email")),
        StepCase(line: "end-editing force", step: .endEditing(force: true)),
        StepCase(line: "end-editing noforce", step: .endEditing(force: false)),
        StepCase(line: "rotate landscape", step: .rotate(.landscape)),
        StepCase(
            line: "hardware-keyboard layout=de variant=nodeadkeys",
            step: .hardwareKeyboard(HardwareKeyboardSpec(layout: "de", variant: "nodeadkeys"))),
        StepCase(
            line: #"hardware-keyboard keymap="keymaps/x.xkb""#,
            step: .hardwareKeyboard(HardwareKeyboardSpec(keymapFile: "keymaps/x.xkb"))),
        StepCase(
            line: "hardware-keyboard layout=us options=compose:ralt",
            step: .hardwareKeyboard(HardwareKeyboardSpec(layout: "us", options: "compose:ralt"))),
        StepCase(line: "software-keyboard", step: .softwareKeyboard),
        StepCase(line: "ime pinyin", step: .inputMethod(InputMethodSpec())),
        StepCase(
            line: "ime pinyin separator=space layout=9key",
            step: .inputMethod(InputMethodSpec(separator: .space, layout: .nineKey))),
        StepCase(line: "ime none", step: .inputMethod(nil)),
        StepCase(line: "unreachable paste", step: .unreachable(.paste)),
        StepCase(line: "render out.svg", step: .render(path: "out.svg")),
        StepCase(line: "state email", step: .recordState("email")),
        StepCase(line: #"expect email.text == "a@b.c""#, step: .expect(.text(field: "email", "a@b.c"))),
        StepCase(
            line: "expect email.selection == 5 0",
            step: .expect(.selection(field: "email", NSRange(location: 5, length: 0)))),
        StepCase(line: "expect email.marked == none", step: .expect(.marked(field: "email", nil))),
        StepCase(
            line: "expect email.marked == 0 6", step: .expect(.marked(field: "email", NSRange(location: 0, length: 6)))),
        StepCase(line: "expect email.firstResponder == true", step: .expect(.firstResponder(field: "email", true))),
        StepCase(line: "expect pin.editing == false", step: .expect(.editing(field: "pin", false))),
        StepCase(line: #"expect pasteboard == "cde""#, step: .expect(.pasteboard("cde"))),
        StepCase(line: "expect keyboard.visible == true", step: .expect(.keyboardVisible(true))),
        StepCase(
            line: #"expect event delegate "textFieldShouldReturn(_:)" field=email returned=true"#,
            step: .expect(
                .event(
                    EventPattern(
                        kind: "delegate", name: "textFieldShouldReturn(_:)",
                        fields: [("field", "email"), ("returned", "true")])))),
        StepCase(
            line: #"expect event control "editingChanged" count=2 scope=session"#,
            step: .expect(.event(EventPattern(kind: "control", name: "editingChanged", scope: .session, count: 2)))),
        StepCase(
            line: #"expect no-event notification "UIKeyboardWillHideNotification""#,
            step: .expect(.noEvent(EventPattern(kind: "notification", name: "UIKeyboardWillHideNotification"))))
    ]

    @Test("every step parses", arguments: steps)
    func step(_ c: StepCase) throws {
        let parsed = try Self.parse("field email\nfield pin\n" + c.line + "   # a comment")
        #expect(parsed.last == c.step)
    }

    @Test("settings and fields parse to their typed form")
    func settingsAndFields() throws {
        let parsed = try Self.parse(
            """
            device "iPhone 15" landscape
            ordering observed
            profile ios26
            locale de_DE
            predictive off
            field email keyboardType=emailAddress returnKeyType=next clearButtonMode=whileEditing
            field pin keyboardType=numberPad delegate=max-length:4
            field name autocapitalizationType=words clearsOnBeginEditing=true text="Ann Lee"
            field code delegate=charset:"0-9 #" isSecureTextEntry=true tag=3
            """)
        #expect(
            parsed == [
                .device(name: "iPhone 15", orientation: .landscape), .ordering(.observed), .profile("ios26"),
                .locale("de_DE"), .predictive(false),
                .field(
                    name: "email",
                    traits: [.keyboardType(.emailAddress), .returnKeyType(.next), .clearButtonMode(.whileEditing)]),
                .field(name: "pin", traits: [.keyboardType(.numberPad), .delegate(.builtin(.maxLength(4)))]),
                .field(
                    name: "name",
                    traits: [.autocapitalizationType(.words), .clearsOnBeginEditing(true), .text("Ann Lee")]),
                .field(name: "code", traits: [.delegate(.builtin(.charset("0-9 #"))), .secureTextEntry(true), .tag(3)])
            ])
    }

    struct ErrorCase: CustomTestStringConvertible, Sendable {
        var script: String
        var line: Int
        var column: Int
        var message: String
        var testDescription: String { script.replacingOccurrences(of: "\n", with: " ⏎ ") }
    }

    static let errors: [ErrorCase] = [
        ErrorCase(script: "tpa email", line: 1, column: 1, message: #"expected a step name (device, ordering"#),
        ErrorCase(
            script: "field a\nbackspace x", line: 2, column: 11,
            message: #"backspace: expected how many times, a whole number ≥ 0, found "x""#),
        ErrorCase(
            script: "field a\nselect 1", line: 2, column: 9,
            message:
                "select: expected the selection's UTF-16 length, a whole number ≥ 0 (select LOCATION LENGTH), found the end of the line"
        ),
        ErrorCase(
            script: "field a\ntype hello", line: 2, column: 6,
            message: #"type: expected the text to type in double quotes, found "hello""#),
        ErrorCase(
            script: "field a\ntype \"abc", line: 2, column: 6,
            message: #"expected a closing " for the string opened here"#),
        ErrorCase(
            script: "field a\ntype \"a\\qb\"", line: 2, column: 8,
            message: #"expected an escape \n, \t, \r, \", \\ or \u{…}, found \q"#),
        ErrorCase(
            script: "field a\ntype \"\\u{zz}\"", line: 2, column: 7, message: "expected 1 to 8 hexadecimal digits"),
        ErrorCase(
            script: "field a\nkeys \"ab{Spcae}\"", line: 2, column: 9,
            message: "expected a key name, found {Spcae}; accepted: {space}"),
        ErrorCase(
            script: "field a\ntap b", line: 2, column: 5,
            message: #"tap: expected a field declared above (a), found "b""#),
        ErrorCase(
            script: "field a\ndevice \"iPhone 8\"", line: 2, column: 1,
            message:
                "device is a setting: settings (device, ordering, profile, profile-entry, locale, predictive) must come before the first field; the screen was set up at line 1 (field)"
        ),
        ErrorCase(
            script: "field a\nordering observed", line: 2, column: 1, message: "must come before the first field"),
        ErrorCase(
            script: "device \"iPhone 3G\"", line: 1, column: 8,
            message: #"unknown device "iPhone 3G"; accepted: "iPhone SE (3rd generation)""#),
        ErrorCase(script: "profile ios7", line: 1, column: 9, message: #"unknown iOS profile "ios7"; accepted: ios9"#),
        ErrorCase(
            script: "ordering random", line: 1, column: 10,
            message: "ordering: expected an ordering (documented or observed)"),
        ErrorCase(
            script: "field a keyboardType=emial", line: 1, column: 22,
            message: "keyboardType=emial: expected one of default, asciiCapable"),
        ErrorCase(
            script: "field a colour=red", line: 1, column: 9,
            message: "unknown field property colour=; accepted: keyboardType"),
        ErrorCase(
            script: "field a delegate=example:phone", line: 1, column: 18,
            message: "is a Swift delegate: run this script from the Swift tests"),
        ErrorCase(script: "field a\nfield a", line: 2, column: 7, message: "a field named a already exists"),
        ErrorCase(
            script: "field a\nend-editing", line: 2, column: 12, message: "end-editing: expected force or noforce"),
        ErrorCase(
            script: "field a\nexpect a.txt == \"x\"", line: 2, column: 10,
            message:
                #"expected a property (text, length, caret, selection, marked, firstResponder, editing), found "txt""#),
        ErrorCase(
            script: "field a\nexpect a.text = \"x\"", line: 2, column: 15,
            message: #"expect: expected ==, != or matches, found "=""#),
        ErrorCase(
            script: "field a\nexpect event delgate \"x\"", line: 2, column: 14,
            message: "expected an event kind (session, delegate"),
        ErrorCase(
            script: "field a\ntap a extra", line: 2, column: 7,
            message: #"tap: expected the end of the line, found "extra""#),
        ErrorCase(
            script: "hardware-keyboard variant=intl", line: 1, column: 31,
            message: "expected layout=L (see kbsim layouts) or keymap=\"FILE\""),
        ErrorCase(script: "field a\nrender out.png", line: 2, column: 8, message: "expected a file name ending in .svg")
    ]

    @Test("malformed lines name line, column and what was expected", arguments: errors)
    func error(_ c: ErrorCase) {
        do {
            _ = try ScenarioParser().parse(c.script, file: "bad.kbsim")
            Issue.record("parsed without an error")
        } catch {
            #expect(error.file == "bad.kbsim")
            #expect(error.line == c.line)
            #expect(error.column == c.column)
            #expect(error.message.contains(c.message), "\(error.message)")
            #expect(error.description.hasPrefix("bad.kbsim:\(c.line):\(c.column): "))
        }
    }

    @Test("registered Swift delegates and field classes are accepted by name")
    @MainActor func registered() throws {
        var registry = ScenarioRegistry()
        registry.register(delegate: "example:phone") { _ in BuiltinTextFieldDelegate(.digits) }
        registry.register(fieldClass: "example:field") { UITextField() }
        let steps = try registry.parser.parse("field a delegate=example:phone class=example:field", file: "t").lines
            .map(\.step)
        #expect(
            steps == [
                .field(name: "a", traits: [.delegate(.registered("example:phone")), .fieldClass("example:field")])
            ])
    }
}

extension ScenarioParserTests {
    @Test("a setting after an expect (which sets the screen up) is refused")
    func settingAfterExpect() {
        #expect(
            throws: ScenarioError(
                file: "t", line: 2, column: 1,
                message:
                    "profile is a setting: settings (device, ordering, profile, profile-entry, locale, predictive) must come before the first field; the screen was set up at line 1 (expect)"
            )
        ) {
            try ScenarioParser().parse("expect keyboard.visible == false\nprofile ios9", file: "t")
        }
    }
}
