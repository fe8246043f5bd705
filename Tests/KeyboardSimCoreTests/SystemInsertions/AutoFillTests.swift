@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Runs a script text under a fresh runner with the examples registered.
@MainActor private func run(_ script: String, profile: String? = nil) throws -> ScenarioRunner.Result {
    let text = (profile.map { "profile \($0)\n" } ?? "") + script
    let scenario = try ExampleRegistry.registry.parser.parse(text, file: "autofill.kbsim")
    return ScenarioRunner(registry: ExampleRegistry.registry).run(scenario)
}

/// An observer of a field's `text` by key-value observation (the only thing that sees "Choose My Own Password").
final class TextObserver: UIResponder {
    var seen: [String] = []
    override func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        seen.append(change?[.newKey] as? String ?? "nil")
    }
}

/// Password AutoFill (docs/system-insertions.md, "Password AutoFill").
@MainActor @Suite struct PasswordAutoFillTests {
    @Test(
        "Strong password: the focused new-password field is asked once with the whole password; the second new-password field is filled with no delegate call, then editingChanged and the change notification"
    )
    func strongPasswordFillsConfirmation() throws {
        let r = try run(
            """
            field password textContentType=new-password
            field confirm textContentType=new-password
            tap password
            autofill password
            expect password.text matches "[a-zA-Z0-9]{6}-[a-zA-Z0-9]{6}-[a-zA-Z0-9]{6}"
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" field="password" range=0,0 count=1
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" field="confirm"
            expect event control "editingChanged" field="password" count=1
            expect event control "editingChanged" field="confirm" count=1
            expect event notification "UITextFieldTextDidChange" count=2
            expect confirm.firstResponder == false
            """)
        #expect(r.passed, "\(r.report)")
        let texts = r.events.compactMap { e -> String? in if case .state(let s) = e.payload { s.text } else { nil } }
        #expect(texts.count == 2 && texts[0] == texts[1] && texts[0] == Screen.strongPassword(0), "\(texts)")
    }

    @Test(
        "Strong password with three new-password fields: the one after the focused field is the confirmation, wrapping around"
    )
    func confirmationIsTheNextField() throws {
        let r = try run(
            """
            field old textContentType=new-password
            field password textContentType=new-password
            field confirm textContentType=new-password
            tap password
            autofill password "abc-def"
            expect confirm.text == "abc-def"
            expect old.text == ""
            tap confirm
            autofill password "ghi-jkl"
            expect old.text == "ghi-jkl"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "The generated strong password has iOS's shape: 20 characters, three groups of six, one uppercase letter and one digit; the same on every run"
    )
    func generatedPasswordShape() {
        for n in 0..<50 {
            let p = Screen.strongPassword(n)
            #expect(p == Screen.strongPassword(n))
            #expect(p.count == 20 && p.split(separator: "-").map(\.count) == [6, 6, 6], "\(p)")
            #expect(p.filter(\.isUppercase).count == 1 && p.filter(\.isNumber).count == 1, "\(p)")
        }
        #expect(Screen.strongPassword(0) != Screen.strongPassword(1))
    }

    @Test(
        "Choose My Own Password clears both fields with no delegate call, no textFieldShouldClear, no editingChanged and no change notification; only key-value observers of text see it"
    )
    func chooseOwnPasswordIsSilent() throws {
        let r = try run(
            """
            field password textContentType=new-password
            field confirm textContentType=new-password
            tap password
            autofill password "abcdef-ghijkl-mnopq1"
            autofill password choose-own
            expect password.text == ""
            expect confirm.text == ""
            expect no-event delegate "textField(_:shouldChangeCharactersIn:replacementString:)"
            expect no-event delegate "textFieldShouldClear(_:)"
            expect no-event control "editingChanged"
            expect no-event notification "UITextFieldTextDidChange"
            autofill password choose-own
            expect event user "autofill" ignored="the field does not show a strong password (autofill password puts one in; editing it takes it away)"
            """)
        #expect(r.passed, "\(r.report)")

        for observes in [false, true] {
            let session = KeyboardSession()
            let a = session.addField("password") { $0.textContentType = .newPassword }
            let b = session.addField("confirm") { $0.textContentType = .newPassword }
            let form = SignUpPasswordForm.shared(for: a, observesText: observes)
            session.attach(form, to: a)
            session.attach(SignUpPasswordForm.shared(for: b, observesText: observes), to: b)
            let observer = TextObserver()
            a.addObserver(observer, forKeyPath: "text", options: [.new], context: nil)
            defer { a.removeObserver(observer, forKeyPath: "text") }
            try session.tap("password")
            try session.autofillPassword()
            #expect(observer.seen == [Screen.strongPassword(0)])
            try session.chooseOwnPassword()
            #expect(observer.seen == [Screen.strongPassword(0), ""])
            // The delegate-only model still holds the generated password; the observing one follows the clear.
            #expect(form.values["password"] == (observes ? "" : Screen.strongPassword(0)))
            #expect(form.canSubmit == false || !observes)
        }
    }

    @Test(
        "A saved login's password fills a password field through one delegate call at {0,0}; without a password the step is an error"
    )
    func savedLogin() throws {
        let r = try run(
            """
            field pw textContentType=password secure=true
            tap pw
            autofill password "secret"
            expect pw.text == "secret"
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=0,0 string="secret" count=1
            expect event control "editingChanged" count=1
            """)
        #expect(r.passed, "\(r.report)")
        let missing = try run("field pw textContentType=password\ntap pw\nautofill password")
        #expect(
            missing.error?.message
                == #"autofill password in pw: a password field (textContentType password) is offered a saved login: give its password, e.g. autofill password "secret""#
        )
    }

    @Test(
        "A delegate that refuses the strong password keeps the focused field empty; the second field is filled all the same"
    )
    func refusedStrongPassword() throws {
        let r = try run(
            """
            field password textContentType=new-password delegate=digits
            field confirm textContentType=new-password
            tap password
            autofill password "abcdef-ghijkl-mnopq1"
            expect password.text == ""
            expect confirm.text == "abcdef-ghijkl-mnopq1"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("the password steps print back as they parse")
    func roundTrip() throws {
        for line in [
            "autofill password", #"autofill password "x-y""#, "autofill password choose-own",
            #"autofill contact email "a@b.c""#, #"autofill contact postal-code "75001""#
        ] {
            let s = try ScenarioParser().parse("field f\ntap f\n" + line, file: "t.kbsim")
            #expect(ScenarioPrinter.line(s.lines.last!.step) == line)
        }
    }
}

/// Contact AutoFill (docs/system-insertions.md, "Contact AutoFill").
@MainActor @Suite struct ContactAutoFillTests {
    @Test(
        "Contact AutoFill from iOS 14.2 to 16 (marmelroy/PhoneNumberKit#427, iOS 14.2): the delegate is asked with \"\" at {0,0}, then the value is set with no delegate call, then editingChanged and the change notification"
    )
    func emptyPlaceholder() throws {
        let r = try run(
            """
            field email textContentType=email keyboardType=emailAddress
            tap email
            autofill contact email "ann@example.com"
            expect email.text == "ann@example.com"
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=0,0 string="" count=1
            expect event control "editingChanged" count=1
            expect event notification "UITextFieldTextDidChange" count=1
            """, profile: "ios16")
        #expect(r.passed, "\(r.report)")
    }

    @Test(
        "Contact AutoFill on iOS 17 and later (react/react-native#44866, 2024; AstrOOnauta/react-native-international-phone-number#47, 2023): the delegate sees the whole suggested value, so a delegate-enforced limit cuts in"
    )
    func wholeValueFromIOS17() throws {
        for profile in ["ios17.0", "ios18", "ios26"] {
            let r = try run(
                """
                field phone textContentType=tel keyboardType=phonePad delegate=max-length:10
                tap phone
                autofill contact phone "88844 33322"
                expect phone.text == ""
                expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=0,0 string="88844 33322" returned=false count=1
                expect no-event control "editingChanged"
                """, profile: profile)
            #expect(r.passed, "\(profile): \(r.report)")
        }
        // The earlier default stays reachable as the profile entry's `empty` value.
        let old = try run(
            """
            profile-entry contact-placeholder empty
            field phone textContentType=tel keyboardType=phonePad delegate=max-length:10
            tap phone
            autofill contact phone "88844 33322"
            expect phone.text == "88844 33322"
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=0,0 string="" count=1
            """, profile: "ios18")
        #expect(old.passed, "\(old.report)")
    }

    @Test(
        "Contact AutoFill on iOS 11 to 14.1: the placeholder \" \" comes first; a digit-only delegate refuses it and nothing fills"
    )
    func spacePlaceholderRefusedByDigitFilter() throws {
        let digits = try run(
            """
            field phone textContentType=tel keyboardType=phonePad delegate=charset:"0-9"
            tap phone
            autofill contact phone "+1 (555) 010-0199"
            expect phone.text == ""
            expect event delegate "textField(_:shouldChangeCharactersIn:replacementString:)" range=0,0 string=" " returned=false count=1
            expect no-event control "editingChanged"
            """, profile: "ios13")
        #expect(digits.passed, "\(digits.report)")
        // A delegate that accepts the space: the value goes in before it, leaving a trailing space.
        let accepting = try run(
            """
            field email textContentType=email
            tap email
            autofill contact email "ann@example.com"
            expect email.text == "ann@example.com "
            """, profile: "ios13")
        #expect(accepting.passed, "\(accepting.report)")
    }

    @Test("Contact AutoFill is offered only while the field is empty")
    func onlyWhenEmpty() throws {
        let r = try run(
            """
            field name textContentType=name
            tap name
            type "A"
            autofill contact name "Ann Lee"
            expect name.text == "A"
            expect event user "autofill" ignored="iOS offers contact AutoFill only while the field is empty"
            """)
        #expect(r.passed, "\(r.report)")
    }

    @Test("With the whole-value profile entry the delegate is asked once with the value, as for typing")
    func wholeValue() throws {
        var profile = IOSProfile.ios18
        profile.contactAutoFillPlaceholder = .wholeValue
        let session = KeyboardSession(HarnessConfiguration(profile: profile))
        session.addField("phone") { $0.textContentType = .telephoneNumber }
        try session.attach(.charset("0123456789"), to: "phone")
        try session.tap("phone")
        try session.autofillContact(.phone, "5550100199")
        session.expect("phone", text: "5550100199")
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)",
            where: ["range": "0,0", "string": "5550100199"], count: 1)
    }
}

/// textContentType decides which AutoFill the QuickType bar offers (docs/system-insertions.md, "Which field is
/// offered which AutoFill").
@MainActor @Suite struct AutoFillOfferTests {
    @Test(
        "An AutoFill the field's textContentType is not offered is a script error naming the step, the content type and what would accept it",
        arguments: [
            (
                "field f\ntap f\nautofill code \"123456\"",
                "autofill code in f: iOS offers a one-time code only to a field whose textContentType is one-time-code; f's textContentType is none"
            ),
            (
                "field f textContentType=email\ntap f\nautofill password \"x\"",
                "autofill password in f: iOS offers a password only to a field whose textContentType is password or new-password; f's textContentType is email"
            ),
            (
                "field f textContentType=password\ntap f\nautofill password choose-own",
                "autofill password choose-own in f: iOS offers a strong password only to a field whose textContentType is new-password; f's textContentType is password"
            ),
            (
                "field f textContentType=one-time-code\ntap f\nautofill contact phone \"555\"",
                "autofill contact phone in f: iOS offers a contact's phone only to a field whose textContentType is tel; f's textContentType is one-time-code"
            )
        ])
    func wrongField(_ c: (String, String)) throws {
        let r = try run(c.0)
        #expect(r.error?.message == c.1, "\(r.report)")
        #expect(r.error?.location == "autofill.kbsim:3")
    }

    @Test("With the any-field profile entry (iOS 12's heuristics) a one-time code is offered to any field")
    func anyFieldProfile() throws {
        var profile = IOSProfile.ios18
        profile.oneTimeCodeOffer = .anyField
        let session = KeyboardSession(HarnessConfiguration(profile: profile))
        session.addField("f") { $0.keyboardType = .numberPad }
        try session.tap("f")
        try session.autofillCode("123456")
        session.expect("f", text: "123456")
    }

    @Test(
        "The fuzzer's autofill weight gives fields content types and generates the AutoFill each is offered, with no oracle failure"
    )
    func fuzzerWeight() throws {
        var c = Fuzzer.Configuration(delegate: .accept)
        c.fields = ["password", "confirm"]
        c.weights.autofill = 12
        c.budget = .runs(400)
        c.seed = 7
        let report = Fuzzer(c).run()
        #expect(report.failures.isEmpty, "\(report.failures.map { $0.message + "\n" + $0.session.script() })")
        let generator = FuzzGenerator(fields: ["password", "confirm"], weights: c.weights)
        let scripts = (0..<40).map { generator.session(seed: UInt64($0)).script() }
        #expect(scripts.contains { $0.contains("autofill password") }, "\(scripts.first ?? "")")
        #expect(scripts.contains { $0.contains("textContentType=") })
    }
}

extension AutoFillOfferTests {
    @Test(
        "The model-sync property finds a model bound to editingChanged that Choose My Own Password left holding the generated password"
    )
    func modelSyncFindsChooseOwn() throws {
        var c = Fuzzer.Configuration(delegate: .accept)
        c.fields = ["password", "confirm"]
        c.fieldTraits = ["password": [.textContentType("new-password")], "confirm": [.textContentType("new-password")]]
        c.weights.autofill = 40
        c.weights.textReplacement = 1  // (both 0 would turn autocorrect and text replacement on for model-sync)
        c.properties = [.modelSync]
        c.budget = .runs(600)
        c.maxFailures = 10
        c.seed = 3
        let report = Fuzzer(c).run()
        let scripts = report.failures.map { $0.session.script() }
        #expect(scripts.contains { $0.contains("autofill password choose-own") }, "\(scripts)")
    }
}

/// The example scripts of docs/system-insertions.md, each passing with the fixed delegate and failing with the buggy
/// one swapped in.
@MainActor @Suite struct SystemInsertionExampleTests {
    static func check(
        _ name: String, fixed: String, buggy: String, failures: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let bad = try ExampleRegistry.runFixedAndBuggy(
            name, replacing: fixed, with: buggy, sourceLocation: sourceLocation)
        #expect(
            bad.failures.map(\.check) == failures && bad.error == nil, "\(bad.report)", sourceLocation: sourceLocation)
    }

    @Test(
        "Strong password: a delegate-only model misses the confirm box and Return does nothing; observing editingChanged and text submits"
    )
    func strongPassword() throws {
        try Self.check(
            "strong-password-confirm.kbsim", fixed: "example:signup-observes-text",
            buggy: "example:signup-delegate-only",
            failures: ["expect password.firstResponder == false"])
    }

    @Test(
        "Autocorrect accepted by Return: an editingChanged-bound controlled field writes the misspelling back; reading text on Return keeps the correction"
    )
    func autocorrectReturn() throws {
        try Self.check(
            "autocorrect-return-controlled.kbsim", fixed: "example:controlled-reads-on-return",
            buggy: "example:controlled-editing-changed", failures: [#"expect search.text == "the""#])
    }

    @Test(
        "Association picks pass a delegate-only limit; truncating in editingChanged keeps the limit",
        .enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
    func associationLimit() throws {
        try Self.check(
            "association-past-limit.kbsim", fixed: "example:chinese-limit",
            buggy: "example:chinese-limit-delegate-only",
            failures: ["expect name.length <= 2"])
    }

    @Test("Text replacement: Submit enabled on editingChanged only stays off; reading the text on Submit submits")
    func textReplacementSubmit() throws {
        try Self.check(
            "text-replacement-submit.kbsim", fixed: "example:submit-reads-on-submit",
            buggy: "example:submit-editing-changed",
            failures: ["expect email.firstResponder == false"])
    }
}

/// `kbsim --autofill-password` and `--autofill-contact`.
@Suite struct AutoFillCommandLineTests {
    @Test(
        "kbsim --autofill-password fills a new-password field through one delegate call; --autofill-contact asks the delegate with the whole value (ios18); a field of another content type is one error line"
    )
    func options() throws {
        let pw = try KbsimProcess.kbsim([
            "--content-type", "new-password", "--autofill-password", "abc-def", "--format", "jsonl"
        ])
        #expect(pw.status == 0, "\(pw.stderr)")
        let asked = pw.lines.filter {
            $0["method"] as? String == "textField(_:shouldChangeCharactersIn:replacementString:)"
        }
        #expect(asked.map { $0["string"] as? String } == ["abc-def"])
        #expect(pw.lines.last?["text"] as? String == "abc-def")

        let contact = try KbsimProcess.kbsim([
            "--content-type", "email", "--autofill-contact", "a@b.c", "--format", "jsonl"
        ])
        #expect(contact.status == 0, "\(contact.stderr)")
        let calls = contact.lines.filter {
            $0["method"] as? String == "textField(_:shouldChangeCharactersIn:replacementString:)"
        }
        #expect(calls.map { $0["string"] as? String } == ["a@b.c"])
        #expect(contact.lines.last?["text"] as? String == "a@b.c")

        let wrong = try KbsimProcess.kbsim(["--content-type", "email", "--autofill-password", "x"])
        #expect(wrong.status == 2 && wrong.stdout.isEmpty)
        #expect(
            wrong.stderr
                == "kbsim: --autofill-password \"x\": iOS offers a password only to a field whose --content-type is password or new-password; found email\n",
            "\(wrong.stderr)")

        // The check is the screen's own: with the otp-offer any-field entry a code goes to any field.
        let anyField = try KbsimProcess.kbsim([
            "--profile-entry", "otp-offer=any-field", "--autofill-code", "123456", "--format", "jsonl"
        ])
        #expect(anyField.status == 0, "\(anyField.stderr)")
        #expect(anyField.lines.last?["text"] as? String == "123456")

        let bad = try KbsimProcess.kbsim(["--autofill-contact", "a@b.c"])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.hasPrefix(
                #"kbsim: --autofill-contact "a@b.c": iOS offers contact AutoFill only to a field whose --content-type is a contact's; found none; accepted: name, "#
            ), "\(bad.stderr)")
    }
}
