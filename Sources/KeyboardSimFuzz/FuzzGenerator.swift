import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimSession
/// How often each kind of character appears in random text (relative weights).
public struct FuzzAlphabet: Sendable, Equatable {
    /// Weights of ASCII, Latin-1, CJK, emoji, emoji with skin tones, flags, ZWJ sequences, combining marks.
    public var ascii = 40, latin1 = 6, cjk = 5, emoji = 4, skinTones = 2, flags = 2, zwj = 2, combining = 3
    /// Weights of right-to-left text and of the six-per-em space (pinyin's marked-text separator).
    public var rtl = 3, sixPerEmSpace = 1
    /// The default weights.
    public init() {}

    static let asciiChars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,@-_'\"!?/:;()#")
    static let latin1Chars = Array("éèêëàâäçñöüßÉÀÑ¿¡«»°£")
    static let cjkChars = Array("你好上海中国的一是了我人在有他这个们来大为和地")
    static let emojiChars: [Character] = ["😀", "😂", "👍", "❤️", "🎉", "🔥", "😃", "🙂", "✅", "☺️"]
    static let skinToneChars: [Character] = ["👍🏽", "👋🏿", "🧑🏻", "👩🏾", "✌🏼"]
    static let flagChars: [Character] = ["🇫🇷", "🇯🇵", "🇺🇸", "🇩🇪", "🇨🇳", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
    static let zwjChars: [Character] = ["👨‍👩‍👧‍👦", "👩‍💻", "🏳️‍🌈", "👨‍👨‍👦", "🧑‍🤝‍🧑"]
    static let combiningStrings = [
        "e\u{301}", "a\u{308}", "n\u{303}\u{323}", "\u{301}", "o\u{302}\u{300}", "\u{65}\u{20DD}"
    ]
    static let rtlStrings = ["ש", "ל", "ו", "ם", "م", "ر", "ح", "ب", "ا", "\u{200F}", "\u{202E}", "\u{200E}"]
    static let pinyinSyllables = [
        "ni", "hao", "shang", "hai", "wo", "men", "zhong", "guo", "xi", "an", "shi", "jie",
        "bei", "jing", "ai", "ren", "de", "yi", "ge", "zai"
    ]
    /// The same syllables on the Zhuyin keyboard, most with their tone mark (its keys are bopomofo, not letters).
    static let zhuyinSyllables = [
        "ㄋㄧˇ", "ㄏㄠˇ", "ㄕㄤˋ", "ㄏㄞˇ", "ㄨㄛˇ", "ㄇㄣˊ", "ㄓㄨㄥ", "ㄍㄨㄛˊ", "ㄒㄧ", "ㄢ", "ㄕˋ",
        "ㄐㄧㄝˋ", "ㄅㄟˇ", "ㄐㄧㄥ", "ㄞˋ", "ㄖㄣˊ", "ㄉㄜ˙", "ㄧ", "ㄍㄜˋ", "ㄗㄞˋ"
    ]
    /// Stroke codes of common characters (一 人 大 小 中 上 口 日 你 好 我 了) as the Stroke keyboard's keys type them
    /// (h s p n z: its keys have no other letters).
    static let strokeCodes = [
        "h", "pn", "hpn", "zpn", "szhs", "shh", "szh", "szhh", "pspzzpn", "zphzzh", "phzhznp", "zz"
    ]
}

/// Generates sessions from a seed: random sessions over the configured fields and weights, and goal-directed
/// ones ("type this target as a person would", into an empty or a non-empty field) when `typeable` is on. The
/// sessions are scenario steps: the `field` steps (with random traits and the target's `delegate=` or `class=`)
/// or the target's `view` step, `unreachable paste`, then what the user and the app do.
public struct FuzzGenerator: @unchecked Sendable, FuzzTextSource {
    /// What the fields are: the target names the delegate, class or view.
    public var target: FuzzTarget
    /// The field names (a view target's own names win).
    public var fields: [String]
    /// Traits every session gives a field (before the random ones, which replace the same kind). A `.text` trait
    /// pins the field's initial text: no session draws another (`.text("")`: every session starts it empty).
    public var fieldTraits: [String: [FieldTrait]]
    /// How often each kind of step is drawn.
    public var weights: FuzzWeights
    /// The characters of random text.
    public var alphabet: FuzzAlphabet
    /// Start every session with `ime pinyin` (and generate pinyin compositions and candidate picks).
    public var inputMethod: Bool
    /// Vary each session's field traits (keyboard type, secure entry, clear button, initial text).
    public var randomTraits: Bool
    /// Give the fields tags 1, 2, 3… (for `focus-order`).
    public var tags: Bool
    /// A length limit the properties are about: some initial texts and pastes then have about that many
    /// characters, and select-and-replace types a few, where length-limit code goes wrong.
    public var lengthHint: Int?
    /// Steps per random session.
    public var steps: ClosedRange<Int>
    /// The share of goal-directed sessions (when the `typeable` property is on).
    public var goalShare: Double
    /// Chinese phrases for goal-directed targets with the input method (see ``FuzzResources/phrases``).
    public var phrases: [String]
    /// Which input method `inputMethod` switches on (`ime pinyin` or `ime korean`).
    public var engine: InputMethodSpec.Engine = .pinyin

    /// A generator of sessions for the target, with the fields, weights and alphabet given.
    public init(
        target: FuzzTarget = .builtin(.accept), fields: [String] = ["f"], fieldTraits: [String: [FieldTrait]] = [:],
        weights: FuzzWeights = FuzzWeights(), alphabet: FuzzAlphabet = FuzzAlphabet(), inputMethod: Bool = false,
        randomTraits: Bool = true, tags: Bool = false, lengthHint: Int? = nil, steps: ClosedRange<Int> = 10...60,
        goalShare: Double = 0, phrases: [String] = []
    ) {
        precondition(!fields.isEmpty || target.viewFields != nil, "FuzzGenerator needs at least one field")
        self.target = target
        self.fields = target.viewFields ?? fields
        self.fieldTraits = fieldTraits
        self.weights = weights
        self.alphabet = alphabet
        self.inputMethod = inputMethod
        self.randomTraits = randomTraits
        self.tags = tags
        self.lengthHint = lengthHint
        self.steps = steps
        self.goalShare = goalShare
        self.phrases = phrases
    }

    /// The keyboard types random traits pick from (`default` weighted up).
    static let keyboardTypes: [UIKeyboardType] = [
        .default, .default, .default, .emailAddress, .URL, .numberPad, .asciiCapable,
        .twitter, .webSearch, .decimalPad, .phonePad, .numbersAndPunctuation, .namePhonePad
    ]

    /// The initial text ``fieldTraits`` pins for the field `name`, if any.
    func pinnedText(_ name: String) -> String? {
        var pinned: String?
        for case .text(let v) in fieldTraits[name] ?? [] { pinned = v }
        return pinned
    }

    /// The session of a seed.
    public func session(seed: UInt64) -> FuzzSession {
        var rng = SplitMix64(seed: seed)
        if goalShare > 0 && rng.chance(goalShare) { return goalSession(seed: seed, rng: &rng) }
        return randomSession(seed: seed, rng: &rng)
    }

    /// The field declarations: the view step, or one `field` step per name with its traits in the canonical
    /// order (keyboardType, isSecureTextEntry, clearButtonMode, clearsOnBeginEditing, tag, text, the others,
    /// then the target).
    func declarations(seed: UInt64, rng: inout SplitMix64, random: Bool, text: [String: String] = [:]) -> [ScenarioStep]
    {
        if case .view = target.kind { return [.view(name: target.name, fields: fields)] }
        var out: [ScenarioStep] = []
        for (i, name) in fields.enumerated() {
            var keyboard: UIKeyboardType?, secure: Bool?, clear: UITextFieldViewMode?, clears: Bool?, tag: Int?,
                initial: String?
            var others: [FieldTrait] = []
            let pinned = pinnedText(name)
            for t in fieldTraits[name] ?? [] {
                switch t {
                case .keyboardType(let v): keyboard = v
                case .secureTextEntry(let v): secure = v
                case .clearButtonMode(let v): clear = v
                case .clearsOnBeginEditing(let v): clears = v
                case .tag(let v): tag = v
                case .text(let v): initial = v
                default: others.append(t)
                }
            }
            if random && randomTraits {
                if rng.chance(0.4) { keyboard = rng.pick(Self.keyboardTypes) }
                if rng.chance(0.1) { secure = true }
                if rng.chance(0.5) { clear = rng.pick([.whileEditing, .always, .unlessEditing]) }
                if rng.chance(0.1) { clears = true }
                if rng.chance(0.2) { initial = self.text(&rng, maxChunks: 3) }
            } else if random && rng.chance(0.2) {
                initial = self.text(&rng, maxChunks: 3)  // app code's initial text, even for fields as they ship
            }
            if random && weights.autofill > 0 && rng.chance(0.7)
                && !others.contains(where: { if case .textContentType = $0 { true } else { false } })
            {
                others.append(.textContentType(rng.pick(Self.autofillContentTypes).rawValue))
            }
            if random, let n = lengthHint, rng.chance(0.3) { initial = nearLimit(n, &rng) }
            if let t = text[name] { initial = t }
            if let pinned { initial = pinned }  // after the draws, so that a pinned text leaves the other draws alone
            if tags { tag = i + 1 }
            var traits: [FieldTrait] = []
            // A text view or a search bar first (`textview NAME …`): from the target, or the configuration's traits.
            if let k = target.fieldKind {
                traits.append(.kind(k))
            } else if let k = others.lazy.compactMap({ t -> FieldKind? in if case .kind(let k) = t { k } else { nil } })
                .first
            {
                traits.append(.kind(k))
            }
            others.removeAll { if case .kind = $0 { true } else { false } }
            if let keyboard, keyboard != .default { traits.append(.keyboardType(keyboard)) }
            if let secure { traits.append(.secureTextEntry(secure)) }
            if let clear, clear != .never { traits.append(.clearButtonMode(clear)) }
            if let clears { traits.append(.clearsOnBeginEditing(clears)) }
            if let tag { traits.append(.tag(tag)) }
            if let initial, !initial.isEmpty { traits.append(.text(initial)) }
            traits += others
            if let t = target.fieldTrait(seed: seed) { traits.append(t) }
            out.append(.field(name: name, traits: traits))
        }
        return out
    }

    // MARK: Goal-directed

    func goalSession(seed: UInt64, rng: inout SplitMix64) -> FuzzSession {
        var target: String
        if inputMethod && engine == .korean {
            // Hangul syllables drawn from the whole block (any initial, vowel and final), as a person types them
            // on the 2-set keyboard.
            target = String(
                (0..<(1 + rng.below(6))).map { _ in Character(Unicode.Scalar(0xAC00 + UInt32(rng.below(11_172)))!) })
        } else if inputMethod && engine.japaneseLayout != nil {
            // Japanese words as a person types them: hiragana, katakana and the kanji words of a short list of
            // common readings, mixed.
            target = (0..<(1 + rng.below(4))).map { _ in rng.pick(Self.japaneseWords) }.joined()
        } else if inputMethod && !phrases.isEmpty && !rng.chance(0.15) {
            target = rng.pick(phrases)
            if rng.chance(0.3) { target += rng.pick(phrases) }
        } else if inputMethod {
            target = String((0..<(1 + rng.below(5))).map { _ in rng.pick(Array("0123456789")) })
        } else {
            target = ""
            for _ in 0..<(1 + rng.below(8)) { target += goalChunk(&rng) }
        }
        let name = fields[0]
        // Half the goals type into a field that already holds text (set by app code, as a form restored).
        var initial = ""
        if self.target.viewFields == nil && rng.chance(0.5) {
            for _ in 0..<(1 + rng.below(3)) {
                initial +=
                    inputMethod && rng.chance(0.5) ? rng.pick(phrases.isEmpty ? ["ab"] : phrases) : goalChunk(&rng)
            }
        }
        if let pinned = pinnedText(name) { initial = pinned }
        var steps = declarations(seed: seed, rng: &rng, random: false, text: initial.isEmpty ? [:] : [name: initial])
        steps.append(.unreachable(.paste))
        if inputMethod { steps.append(.inputMethod(InputMethodSpec(engine: engine))) }
        steps += [.tap(name), .type(target), .expect(.text(field: name, initial + target))]
        return FuzzSession(steps: steps, seed: seed)
    }

    /// Japanese words for goal-directed sessions with the Japanese keyboard (each reachable through the SKK
    /// dictionary: a reading whose candidates hold it).
    static let japaneseWords = [
        "日本語", "今日は", "ありがとう", "東京", "コーヒー", "学校", "先生", "にほん", "帰る",
        "食べます", "ともだち", "電話", "カメラ", "会社", "新しい", "テスト", "はい", "天気"
    ]

    /// Text a person types as it is: no quotes or dashes (smart punctuation would change them), no newlines.
    private func goalChunk(_ rng: inout SplitMix64) -> String {
        var s: String
        repeat { s = chunk(&rng) } while s.contains(where: { "\"'-\n".contains($0) })
        return s
    }

    // MARK: Random

    func randomSession(seed: UInt64, rng: inout SplitMix64) -> FuzzSession {
        var steps = declarations(seed: seed, rng: &rng, random: true)
        // An estimate of each field's text (what was typed, as if accepted): selections and carets are drawn on
        // its character boundaries, so that few of them split a character (which the user cannot do).
        var texts = Array(repeating: "", count: fields.count)
        var contentTypes = Array(repeating: "", count: fields.count)
        for s in steps {
            if case .field(let name, let traits) = s, let i = fields.firstIndex(of: name) {
                for case .text(let t) in traits { texts[i] = t }
                for case .textContentType(let t) in traits { contentTypes[i] = t }
            }
        }
        steps.append(.unreachable(.paste))
        if inputMethod { steps.append(.inputMethod(InputMethodSpec(engine: engine))) }
        let count = steps.count + rng.below(self.steps.upperBound - self.steps.lowerBound + 1) + self.steps.lowerBound
        // The kinds of step, each a verb's (``ScenarioVerb/fuzzing``), in their draw order, with their weights.
        let table = Self.kinds.map { (generation: $0.generation, weight: weights[verb: $0.verb]) }.filter {
            $0.weight > 0
        }
        let total = table.reduce(0) { $0 + $1.weight }
        if total == 0 { return FuzzSession(steps: steps, seed: seed) }
        let first = rng.below(fields.count)
        steps.append(.tap(fields[first]))
        var draw = FuzzDraw(
            rng: rng, steps: steps, texts: texts, contentTypes: contentTypes, focused: first, ime: inputMethod,
            composing: false, fields: fields, inputMethod: inputMethod, engine: engine, lengthHint: lengthHint,
            source: self)
        while draw.steps.count < count {
            var r = draw.rng.below(total)
            var kind = table[0].generation
            for (g, wt) in table { if r < wt { kind = g; break }; r -= wt }
            kind.generate(&draw)
        }
        rng = draw.rng
        return FuzzSession(steps: draw.steps, seed: seed)
    }

    /// The verbs the generator draws, in draw order (a seed's session depends on it).
    static let kinds: [(verb: String, generation: FuzzGeneration)] = ScenarioVerb.all
        .compactMap { v in v.fuzzing.generation.map { (v.name, $0) } }
        .sorted { $0.generation.order < $1.generation.order }

    /// The hardware layouts the generator switches between (no dead keys, so every key commits at once; RTL and
    /// non-Latin layouts included).
    public static var layouts: [(layout: String, variant: String)] { ScenarioVerb.fuzzLayouts }

    /// The content types random fields get when AutoFill is on (new password twice: a sign-up form's two boxes).
    static let autofillContentTypes: [UITextContentType] = [
        .oneTimeCode, .password, .newPassword, .newPassword,
        .emailAddress, .telephoneNumber, .name
    ]

    /// Text of about `n` characters (n − 1 … n + 1), chunks of every class, so limits meet long characters.
    /// The characters are counted as the text grows (a chunk can join the character before it, an accent its
    /// letter), not recounted from the start for every chunk: the cost is linear in `n`.
    public func nearLimit(_ n: Int, _ rng: inout SplitMix64) -> String {
        var s = ""
        var count = 0
        let want = max(1, min(n, FuzzProperty.largestLength) - 1 + rng.below(3))
        while count < want {
            let c = chunk(&rng)
            // Only the last character can change by what follows it: the count of the rest stays.
            if let last = s.last { count += (String(last) + c).count - 1 } else { count = c.count }
            s += c
        }
        return s
    }

    /// Random text of 1…`maxChunks` chunks, each a character (or a short run) of a weighted class.
    /// What the input method's keys type as a syllable (the type kind's compositions).
    public func syllables(for engine: InputMethodSpec.Engine) -> [String] {
        engine == .zhuyin
            ? FuzzAlphabet.zhuyinSyllables : engine == .stroke ? FuzzAlphabet.strokeCodes : FuzzAlphabet.pinyinSyllables
    }

    /// Random text of up to `maxChunks` runs of characters drawn from the alphabet.
    public func text(_ rng: inout SplitMix64, maxChunks: Int) -> String {
        var s = ""
        for _ in 0..<(1 + rng.below(max(1, maxChunks))) { s += chunk(&rng) }
        return s
    }

    func chunk(_ rng: inout SplitMix64) -> String {
        let a = alphabet
        let classes = [
            a.ascii, a.latin1, a.cjk, a.emoji, a.skinTones, a.flags, a.zwj, a.combining, a.rtl, a.sixPerEmSpace
        ]
        let total = classes.reduce(0, +)
        guard total > 0 else { return "a" }
        var r = rng.below(total)
        var c = 0
        while c < classes.count - 1 && r >= classes[c] { r -= classes[c]; c += 1 }
        switch c {
        case 0: return String(rng.pick(FuzzAlphabet.asciiChars))
        case 1: return String(rng.pick(FuzzAlphabet.latin1Chars))
        case 2: return String(rng.pick(FuzzAlphabet.cjkChars))
        case 3: return String(rng.pick(FuzzAlphabet.emojiChars))
        case 4: return String(rng.pick(FuzzAlphabet.skinToneChars))
        case 5: return String(rng.pick(FuzzAlphabet.flagChars))
        case 6: return String(rng.pick(FuzzAlphabet.zwjChars))
        case 7: return rng.pick(FuzzAlphabet.combiningStrings)
        case 8: return rng.pick(FuzzAlphabet.rtlStrings)
        default: return "\u{2006}"
        }
    }
}
