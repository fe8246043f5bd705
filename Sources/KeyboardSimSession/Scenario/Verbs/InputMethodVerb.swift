import KeyboardSimIME
import KeyboardSimCore

extension ScenarioVerb {
    /// `ime pinyin separator=… layout=full|9key dict=FILE`, `ime zhuyin separator=…`, `ime japanese-kana
    /// typing=flick|multi-tap`, `ime korean`, `ime none`: an input method from the catalog (``InputMethodSpec``).
    static let inputMethod = ScenarioVerb(
        "ime",
        examples: InputMethodSpec.Engine.allCases.map { .inputMethod(InputMethodSpec(engine: $0)) } + [
            .inputMethod(nil),
            .inputMethod(
                InputMethodSpec(engine: .pinyin, separator: .apostrophe, layout: .nineKey, dictionary: "my.dict.yaml")),
            .inputMethod(InputMethodSpec(engine: .zhuyin, separator: .space)),
            .inputMethod(InputMethodSpec(engine: .japaneseKana, kanaTyping: .multiTap))
        ],
        fuzzing: .generated(
            FuzzGeneration(order: 14, weight: 1) { d in
                guard d.inputMethod else { return }
                d.ime.toggle()
                d.steps.append(.inputMethod(d.ime ? InputMethodSpec(engine: d.engine) : nil))
                d.composing = false
            },
            bytes: FuzzByteCode(
                opcodes: [17], decode: { _, r in .inputMethod(r.byte() % 2 == 0 ? InputMethodSpec() : nil) },
                encode: { step, w throws(FuzzBytesError) in
                    guard case .inputMethod(let spec) = step, spec == nil || spec == InputMethodSpec() else {
                        return false
                    }
                    w.byte(17); w.byte(spec == nil ? 1 : 0)
                    return true
                })),
        match: { step -> InputMethodSpec?? in if case .inputMethod(let spec) = step { .some(spec) } else { nil } },
        parse: { c, a throws(ScenarioError) in
            let which = try a.enumeration(
                "an input method",
                InputMethodSpec.Engine.allCases.map { ($0.name, InputMethodSpec.Engine?.some($0)) } + [
                    (InputMethodSpec.noneName, nil)
                ])
            guard let engine = which else { return .inputMethod(nil) }
            var spec = InputMethodSpec(engine: engine)
            for kv in try a.keyValues() {
                if engine == .japaneseKana {
                    guard kv.key == "typing" else { throw c.fail(kv.column, "expected typing=, found \(kv.key)=") }
                    guard let t = JapaneseInputMethod.KanaTyping(rawValue: kv.value) else {
                        throw c.fail(
                            kv.column,
                            "unknown kana typing \"\(kv.value)\"; accepted: \(JapaneseInputMethod.KanaTyping.allCases.map(\.rawValue).joined(separator: ", "))"
                        )
                    }
                    spec.kanaTyping = t
                    continue
                }
                if !engine.takesSeparator {
                    throw c.fail(kv.column, "ime \(engine.name) takes no options, found \(kv.key)=")
                }
                if engine != .pinyin && kv.key != "separator" {
                    throw c.fail(kv.column, "ime \(engine.name) takes separator= only, found \(kv.key)=")
                }
                switch kv.key {
                case "separator":
                    guard let s = PinyinPreeditSeparator(rawValue: kv.value) else {
                        throw c.fail(
                            kv.column,
                            "unknown separator \"\(kv.value)\"; accepted: \(PinyinPreeditSeparator.allCases.map(\.rawValue).joined(separator: ", "))"
                        )
                    }
                    spec.separator = s
                case "layout":
                    guard let l = PhoneticInputMethod.Layout(rawValue: kv.value) else {
                        throw c.fail(kv.column, "unknown pinyin layout \"\(kv.value)\"; accepted: full, 9key")
                    }
                    spec.layout = l
                case "dict": spec.dictionary = try c.readablePath(kv.value, option: "dict", column: kv.column)
                default: throw c.fail(kv.column, "expected separator=, layout= or dict=, found \(kv.key)=")
                }
            }
            return .inputMethod(spec)
        },
        print: { spec in
            guard let spec else { return "ime \(InputMethodSpec.noneName)" }
            var s = "ime \(spec.engine.name)"
            if let separator = spec.separator { s += " separator=\(separator.rawValue)" }
            if spec.engine == .japaneseKana && spec.kanaTyping != .flick { s += " typing=\(spec.kanaTyping.rawValue)" }
            if spec.layout != .full { s += " layout=\(spec.layout.rawValue)" }
            if let d = spec.dictionary { s += " dict=\(ScenarioPrinter.quote(d))" }
            return s
        },
        perform: { spec, s, _ in
            guard let spec else { s.useNoInputMethod(); return }
            switch spec.engine.family {
            case .pinyin:
                try s.usePinyin(
                    dictionary: spec.dictionary, separator: spec.separator ?? .sixPerEmSpace, layout: spec.layout)
            case .korean: s.useKorean()
            case .table(let scheme): try s.useTableInputMethod(scheme)
            case .phonetic(let scheme): try s.usePhoneticInputMethod(scheme, separator: spec.separator)
            case .japanese(let layout): try s.useJapanese(layout: layout, kanaTyping: spec.kanaTyping)
            }
        }
    )
}
