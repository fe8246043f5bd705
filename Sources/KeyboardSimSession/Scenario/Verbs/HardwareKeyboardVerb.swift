import KeyboardSimSupport
import KeyboardSimCore

extension ScenarioVerb {
    /// `hardware-keyboard layout=… variant=… options=…` or `keymap=FILE`: a hardware keyboard through libxkbcommon.
    static let hardwareKeyboard = ScenarioVerb(
        "hardware-keyboard",
        examples: [
            .hardwareKeyboard(HardwareKeyboardSpec(layout: "de", variant: "nodeadkeys")),
            .hardwareKeyboard(HardwareKeyboardSpec(layout: "us", options: "compose:ralt")),
            .hardwareKeyboard(HardwareKeyboardSpec(keymapFile: "keymaps/custom.xkb"))
        ],
        fuzzing: .generated(
            FuzzGeneration(order: 15, weight: 1) { d in
                let l = d.rng.pick(fuzzLayouts)
                d.steps.append(.hardwareKeyboard(HardwareKeyboardSpec(layout: l.layout, variant: l.variant)))
            },
            bytes: FuzzByteCode(
                opcodes: [18],
                decode: { _, r in
                    let l = fuzzLayouts[Int(r.byte()) % fuzzLayouts.count]
                    return .hardwareKeyboard(HardwareKeyboardSpec(layout: l.layout, variant: l.variant))
                },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .hardwareKeyboard(let spec) = step else { return false }
                    guard spec.keymapFile == nil, spec.options.isEmpty,
                        let k = fuzzLayouts.firstIndex(where: { $0.layout == spec.layout && $0.variant == spec.variant }
                        )
                    else {
                        throw FuzzBytesError(
                            message:
                                "\(ScenarioPrinter.line(step)): the byte format holds only the layouts \(fuzzLayouts.map { $0.layout + ($0.variant.isEmpty ? "" : ":" + $0.variant) }.joined(separator: ", "))"
                        )
                    }
                    w.byte(18); w.byte(UInt8(k))
                    return true
                })),
        match: { if case .hardwareKeyboard(let spec) = $0 { spec } else { nil } },
        parse: { c, a throws(ScenarioError) in
            var spec = HardwareKeyboardSpec()
            for kv in try a.keyValues() {
                switch kv.key {
                case "layout": spec.layout = kv.value
                case "variant": spec.variant = kv.value
                case "options": spec.options = kv.value
                case "keymap": spec.keymapFile = try c.readablePath(kv.value, option: "keymap", column: kv.column)
                default: throw c.fail(kv.column, "expected layout=, variant=, options= or keymap=, found \(kv.key)=")
                }
            }
            if spec.layout == nil && spec.keymapFile == nil {
                throw c.fail(a.endColumn, "expected layout=L (see kbsim layouts) or keymap=\"FILE\"")
            }
            if spec.layout != nil && spec.keymapFile != nil {
                throw c.fail(a.endColumn, "expected one of layout= and keymap=, not both")
            }
            return .hardwareKeyboard(spec)
        },
        print: { spec in
            if let file = spec.keymapFile { return "hardware-keyboard keymap=\(ScenarioPrinter.quote(file))" }
            var s = "hardware-keyboard layout=\(ScenarioPrinter.value(spec.layout ?? "us"))"
            if !spec.variant.isEmpty { s += " variant=\(ScenarioPrinter.value(spec.variant))" }
            if !spec.options.isEmpty { s += " options=\(ScenarioPrinter.value(spec.options))" }
            return s
        },
        perform: { spec, s, _ in
            if let file = spec.keymapFile {
                try s.useHardwareKeyboard(keymapFile: file)
            } else {
                try s.useHardwareKeyboard(layout: spec.layout ?? "us", variant: spec.variant, options: spec.options)
            }
        }
    )

    /// The hardware layouts the fuzzer switches between (no dead keys, so every key commits at once; RTL and
    /// non-Latin layouts included): the byte format's operand is an index into them.
    public static let fuzzLayouts: [(layout: String, variant: String)] = [
        ("us", ""), ("de", "nodeadkeys"), ("fr", "nodeadkeys"), ("ru", ""), ("il", ""), ("ara", "")
    ]
}
