import KeyboardSimIME

/// `ime pinyin separator=… layout=full|9key dict=FILE`, `ime zhuyin separator=…`, `ime japanese-kana
/// typing=flick|multi-tap`, `ime korean`: an input method and its settings, as a script step, `kbsim edit --ime`
/// and the fuzzer name it.
public struct InputMethodSpec: Sendable, Equatable {
    /// The input methods a script and `kbsim edit --ime` can switch on: the catalog. Each engine knows its family
    /// (what it is made of), the settings it takes and a line of help.
    public enum Engine: String, Sendable, Equatable, CaseIterable {
        /// Simplified Chinese pinyin (QWERTY or 9-key) on the Rime dictionary.
        case pinyin
        /// The Korean 2-set keyboard (no marked text; the keyboard rewrites its last syllable).
        case korean
        /// The Cangjie keyboard (倉頡 5) on the Rime table: marked text in radicals, candidates by weight.
        case cangjie
        /// The Stroke keyboard (筆畫): strokes h s p n z.
        case stroke
        /// The Wubi 86 keyboard (五笔): letters in the marked text.
        case wubi
        /// The Zhuyin keyboard (注音) on Rime's `bopomofo` data: bopomofo and tone marks in the marked text,
        /// Traditional candidates.
        case zhuyin
        /// The Cantonese phonetic keyboard (粵拼) on Rime's `jyut6ping3` data: jyutping letters in the marked text.
        case cantonese
        /// The Japanese Romaji keyboard: romaji → hiragana as marked text, space converts by segments over the SKK
        /// dictionary.
        case japaneseRomaji = "japanese-romaji"
        /// The Japanese 10-key kana keyboard: taps, flicks, multi-tap and the ゛゜小 key, the same conversion.
        case japaneseKana = "japanese-kana"

        /// What an engine is made of, with the data each kind needs (no engine is more than one of them).
        public enum Family: Sendable, Equatable {
            /// Pinyin on a Rime dictionary (`separator=`, `layout=`, `dict=`).
            case pinyin
            /// Hangul composed by the Korean state machine (no settings).
            case korean
            /// A code-table keyboard on a Rime table (no settings).
            case table(TableScheme)
            /// A phonetic keyboard converted like pinyin on other Rime data (`separator=`).
            case phonetic(PhoneticScheme)
            /// A Japanese keyboard converting over the SKK dictionary (`typing=` on the kana keyboard).
            case japanese(JapaneseInputMethod.Layout)
        }

        /// What the engine is made of.
        public var family: Family {
            switch self {
            case .pinyin: .pinyin
            case .korean: .korean
            case .cangjie: .table(.cangjie)
            case .stroke: .table(.stroke)
            case .wubi: .table(.wubi)
            case .zhuyin: .phonetic(.zhuyin)
            case .cantonese: .phonetic(.cantonese)
            case .japaneseRomaji: .japanese(.romaji)
            case .japaneseKana: .japanese(.kana)
            }
        }

        /// The name a script, `kbsim edit --ime` and the transcript use (`japanese-kana`).
        public var name: String { rawValue }

        /// The engine a name names (nil for an unknown name; `none` is no engine, see ``InputMethodSpec/noneName``).
        public static func named(_ name: String) -> Engine? { Engine(rawValue: name) }

        /// The settings (`key=` of the `ime` step) the engine takes, in the order they are printed.
        public var settings: [String] {
            switch family {
            case .pinyin: ["separator", "layout", "dict"]
            case .phonetic: ["separator"]
            case .japanese(.kana): ["typing"]
            case .korean, .table, .japanese: []
            }
        }

        /// Whether marked text of the engine puts a separator between syllables (`separator=`).
        public var takesSeparator: Bool { settings.contains("separator") }

        /// One line of help: what typing with the engine does.
        public var help: String {
            switch self {
            case .pinyin:
                "letters compose marked text; Chinese text is typed as letters plus candidate picks (Rime's pinyin dictionary; QWERTY or 9-key)"
            case .korean: "jamo on the 2-set keyboard, no marked text, the keyboard rewriting its last syllable"
            case .cangjie:
                "keys compose a code shown in radicals on the Cangjie keyboard (radicals on the QWERTY keys); space commits its first character"
            case .stroke:
                "five stroke keys (h s p n z) compose a code shown in strokes; space commits its first character"
            case .wubi: "letters on the pinyin keyboard compose a Wubi 86 code; space commits its first character"
            case .zhuyin: "bopomofo and tone marks in the marked text (Rime's bopomofo data, Traditional candidates)"
            case .cantonese: "jyutping letters in the marked text (Rime's jyut6ping3 data)"
            case .japaneseRomaji:
                "romaji compose hiragana as marked text; space converts to kanji over the SKK dictionary (skkdic); Japanese text is typed as romaji plus candidate picks"
            case .japaneseKana:
                "the 10-key kana keyboard: each kana a tap or a flick (or multi-tap), the same conversion as japanese-romaji"
            }
        }

        /// The code table of a table keyboard.
        public var tableScheme: TableScheme? {
            if case .table(let scheme) = family { scheme } else { nil }
        }

        /// The data of a phonetic keyboard converted like pinyin (Zhuyin, Cantonese).
        public var phoneticScheme: PhoneticScheme? {
            if case .phonetic(let scheme) = family { scheme } else { nil }
        }

        /// The Japanese keyboard's layout (nil for the other engines).
        public var japaneseLayout: JapaneseInputMethod.Layout? {
            if case .japanese(let layout) = family { layout } else { nil }
        }
    }

    /// The word that switches input methods off (`ime none`, `--ime none`).
    public static let noneName = "none"

    /// Every name `ime` and `--ime` accept: the engines', then `none`.
    public static var acceptedNames: [String] { Engine.allCases.map(\.name) + [noneName] }

    /// The help of every engine, one `name: help` line each, then `none`.
    public static var helpLines: [String] {
        Engine.allCases.map { "\($0.name): \($0.help)" } + ["\(noneName): no input method (the default)"]
    }

    /// Which input method (`ime pinyin`, `ime korean`).
    public var engine: Engine = .pinyin
    /// Between syllables in the marked text of pinyin, Zhuyin and Cantonese (nil: the keyboard's default).
    public var separator: PinyinPreeditSeparator?
    /// Pinyin's keyboard: full QWERTY or 9-key (`layout=`).
    public var layout: PhoneticInputMethod.Layout = .full
    /// A pinyin dictionary file to load instead of the system's (`dict=`; nil: the system's).
    public var dictionary: String?
    /// How `type` types kana on the Japanese kana keyboard (`typing=`).
    public var kanaTyping: JapaneseInputMethod.KanaTyping = .flick
    /// An input method as an `ime` step names it.
    public init(
        engine: Engine = .pinyin, separator: PinyinPreeditSeparator? = nil,
        layout: PhoneticInputMethod.Layout = .full, dictionary: String? = nil,
        kanaTyping: JapaneseInputMethod.KanaTyping = .flick
    ) {
        self.engine = engine; self.separator = separator; self.layout = layout; self.dictionary = dictionary
        self.kanaTyping = kanaTyping
    }
}
