import KeyboardSimSupport
import KeyboardSimUIKit
import KeyboardSimCore

extension ScenarioVerb {
    /// `autofill code "123456" [delivery=…]`, `autofill password ["…"|choose-own]`, `autofill contact KIND "…"`:
    /// the AutoFill the QuickType bar offers (docs/system-insertions.md).
    static let autofill = ScenarioVerb(
        "autofill",
        examples: [
            .autofillCode("123456", delivery: nil), .autofillCode("4821", delivery: .perDigitAfterRefusal),
            .autofillPassword(nil), .autofillPassword("hunter2"), .chooseOwnPassword,
            .autofillContact(.email, "a@b.c")
        ],
        fuzzing: .generated(
            FuzzGeneration(order: 23, weight: 0) { d in
                // The AutoFill the editing field's content type is offered (a field with none gets a code step, which
                // the session skips as one iOS would not offer).
                let type = d.focused.map { d.contentTypes[$0] } ?? ""
                let step = autofillStep(for: type, &d.rng)
                d.steps.append(step)
                if let f = d.focused {
                    switch step {
                    case .autofillCode(let code, _): d.texts[f] += code
                    case .autofillPassword(let p): d.texts[f] = p ?? "abcdef-ghijkl-mnopqr"
                    case .chooseOwnPassword: d.texts[f] = ""
                    case .autofillContact(_, let v): if d.texts[f].isEmpty { d.texts[f] = v }
                    default: break
                    }
                }
            }),
        match: { step -> ScenarioStep? in
            switch step {
            case .autofillCode, .autofillPassword, .chooseOwnPassword, .autofillContact: step
            default: nil
            }
        },
        parse: { c, a throws(ScenarioError) in
            let what = try a.enumeration(
                "what AutoFill fills", [("code", "code"), ("password", "password"), ("contact", "contact")])
            if what == "password" {
                if let t = a.peek, !t.quoted, t.key == nil, t.text == "choose-own" {
                    _ = try a.word("choose-own")
                    return .chooseOwnPassword
                } else if a.peek != nil {
                    return .autofillPassword(
                        try a.string(
                            "the password in double quotes, choose-own, or nothing (a generated strong password)"))
                }
                return .autofillPassword(nil)
            }
            if what == "contact" {
                let kind = try a.enumeration(
                    "the contact value's kind", ContactAutoFillKind.allCases.map { ($0.rawValue, $0) })
                return .autofillContact(kind, try a.string("the contact value in double quotes, e.g. \"a@b.c\""))
            }
            let code = try a.string("the one-time code in double quotes, e.g. \"123456\"")
            var delivery: IOSProfile.OneTimeCodeDelivery?
            for kv in try a.keyValues() {
                guard kv.key == "delivery" else { throw c.fail(kv.column, "expected delivery=, found \(kv.key)=") }
                guard let v = IOSProfile.OneTimeCodeDelivery(rawValue: kv.value) else {
                    throw c.fail(
                        kv.column,
                        "unknown delivery \"\(kv.value)\"; accepted: \(IOSProfile.OneTimeCodeDelivery.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                delivery = v
            }
            return .autofillCode(code, delivery: delivery)
        },
        print: { step in
            switch step {
            case .autofillCode(let code, let d):
                "autofill code \(ScenarioPrinter.quote(code))" + (d.map { " delivery=\($0.rawValue)" } ?? "")
            case .autofillPassword(let p): "autofill password" + (p.map { " " + ScenarioPrinter.quote($0) } ?? "")
            case .autofillContact(let k, let v): "autofill contact \(k.rawValue) \(ScenarioPrinter.quote(v))"
            default: "autofill password choose-own"
            }
        },
        perform: { step, s, _ in
            switch step {
            case .autofillCode(let code, let delivery): try s.autofillCode(code, delivery: delivery)
            case .autofillPassword(let password): try s.autofillPassword(password)
            case .autofillContact(let kind, let value): try s.autofillContact(kind, value)
            default: try s.chooseOwnPassword()
            }
        }
    )

    /// An AutoFill step for a field of content type `type` (its raw value; "" for none).
    static func autofillStep(for type: String, _ rng: inout SplitMix64) -> ScenarioStep {
        switch UITextContentType(type) {
        case .newPassword:
            return rng.chance(0.3) ? .chooseOwnPassword : .autofillPassword(rng.chance(0.8) ? nil : "Str0ng-pass-word")
        case .password:
            return .autofillPassword(rng.pick(["secret", "hunter2", "correct horse battery staple"]))
        case .emailAddress:
            return .autofillContact(.email, rng.pick(["ann@example.com", "a@b.c"]))
        case .telephoneNumber:
            return .autofillContact(.phone, rng.pick(["+1 (555) 010-0199", "5550100199"]))
        case .name:
            return .autofillContact(.name, "Ann Lee")
        default:
            return .autofillCode(
                String((0..<(4 + rng.below(3))).map { _ in rng.pick(Array("0123456789")) }), delivery: nil)
        }
    }
}
