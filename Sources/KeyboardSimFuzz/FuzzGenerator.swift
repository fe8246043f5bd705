import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
/// How often each kind of step is generated (relative weights; 0 turns a kind off).
public struct FuzzWeights: Sendable, Equatable {
    public var type = 30, backspace = 12, select = 6, caret = 6, paste = 7, cut = 2, clear = 2, returnKey = 2
    public var candidate = 8, tap = 6, setText = 2, resign = 2, endEditing = 1, rotate = 1
    public var imeSwitch = 1, hardwareKeyboard = 1, softwareKeyboard = 1
    /// Undo and redo (off by default, so existing seeds keep their sessions; the `undo-safe` property turns them on).
    public var undo = 0, redo = 0
    /// QuickType picks (off by default, so existing seeds keep their sessions).
    public var suggest = 0
    /// A word typed and autocorrected, and a text-replacement shortcut typed and expanded (off by default; the
    /// `model-sync` property turns them on).
    public var autocorrect = 0, textReplacement = 0
    /// Association-candidate picks after a pinyin commit (off by default; a `max-length` property with pinyin turns
    /// them on).
    public var association = 0
    /// AutoFill taps (off by default, so existing seeds keep their sessions): with a weight, random fields get a
    /// `textContentType` (one-time code, password, new password, email, phone, name) and the step is the AutoFill
    /// the editing field is offered (`autofill code`, `autofill password`, `autofill password choose-own`,
    /// `autofill contact`).
    public var autofill = 0
    /// Dictation, drops and iOS 17 inline predictions (off by default, so existing seeds keep their sessions).
    public var dictate = 0, drop = 0, inlinePredict = 0
    public init() {}
}

/// How often each kind of character appears in random text (relative weights).
public struct FuzzAlphabet: Sendable, Equatable {
    public var ascii = 40, latin1 = 6, cjk = 5, emoji = 4, skinTones = 2, flags = 2, zwj = 2, combining = 3
    public var rtl = 3, sixPerEmSpace = 1
    public init() {}

    static let asciiChars = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,@-_'\"!?/:;()#")
    static let latin1Chars = Array("éèêëàâäçñöüßÉÀÑ¿¡«»°£")
    static let cjkChars = Array("你好上海中国的一是了我人在有他这个们来大为和地")
    static let emojiChars: [Character] = ["😀", "😂", "👍", "❤️", "🎉", "🔥", "😃", "🙂", "✅", "☺️"]
    static let skinToneChars: [Character] = ["👍🏽", "👋🏿", "🧑🏻", "👩🏾", "✌🏼"]
    static let flagChars: [Character] = ["🇫🇷", "🇯🇵", "🇺🇸", "🇩🇪", "🇨🇳", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"]
    static let zwjChars: [Character] = ["👨‍👩‍👧‍👦", "👩‍💻", "🏳️‍🌈", "👨‍👨‍👦", "🧑‍🤝‍🧑"]
    static let combiningStrings = ["e\u{301}", "a\u{308}", "n\u{303}\u{323}", "\u{301}", "o\u{302}\u{300}", "\u{65}\u{20DD}"]
    static let rtlStrings = ["ש", "ל", "ו", "ם", "م", "ر", "ح", "ب", "ا", "\u{200F}", "\u{202E}", "\u{200E}"]
    static let pinyinSyllables = ["ni", "hao", "shang", "hai", "wo", "men", "zhong", "guo", "xi", "an", "shi", "jie",
                                  "bei", "jing", "ai", "ren", "de", "yi", "ge", "zai"]
    /// The same syllables on the Zhuyin keyboard, most with their tone mark (its keys are bopomofo, not letters).
    static let zhuyinSyllables = ["ㄋㄧˇ", "ㄏㄠˇ", "ㄕㄤˋ", "ㄏㄞˇ", "ㄨㄛˇ", "ㄇㄣˊ", "ㄓㄨㄥ", "ㄍㄨㄛˊ", "ㄒㄧ", "ㄢ", "ㄕˋ",
                                  "ㄐㄧㄝˋ", "ㄅㄟˇ", "ㄐㄧㄥ", "ㄞˋ", "ㄖㄣˊ", "ㄉㄜ˙", "ㄧ", "ㄍㄜˋ", "ㄗㄞˋ"]
    /// Stroke codes of common characters (一 人 大 小 中 上 口 日 你 好 我 了) as the Stroke keyboard's keys type them
    /// (h s p n z: its keys have no other letters).
    static let strokeCodes = ["h", "pn", "hpn", "zpn", "szhs", "shh", "szh", "szhh", "pspzzpn", "zphzzh", "phzhznp", "zz"]
}

/// Generates sessions from a seed: random sessions over the configured fields and weights, and goal-directed
/// ones ("type this target as a person would", into an empty or a non-empty field) when `typeable` is on. The
/// sessions are scenario steps: the `field` steps (with random traits and the target's `delegate=` or `class=`)
/// or the target's `view` step, `unreachable paste`, then what the user and the app do.
public struct FuzzGenerator: @unchecked Sendable {
    /// What the fields are: the target names the delegate, class or view.
    public var target: FuzzTarget
    /// The field names (a view target's own names win).
    public var fields: [String]
    /// Traits every session gives a field (before the random ones, which replace the same kind).
    public var fieldTraits: [String: [FieldTrait]]
    public var weights: FuzzWeights
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

    public init(target: FuzzTarget = .builtin(.accept), fields: [String] = ["f"], fieldTraits: [String: [FieldTrait]] = [:],
                weights: FuzzWeights = FuzzWeights(), alphabet: FuzzAlphabet = FuzzAlphabet(), inputMethod: Bool = false,
                randomTraits: Bool = true, tags: Bool = false, lengthHint: Int? = nil, steps: ClosedRange<Int> = 10...60,
                goalShare: Double = 0, phrases: [String] = []) {
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

    /// The hardware layouts the generator switches between (no dead keys, so every key commits at once; RTL and
    /// non-Latin layouts included).
    public static let layouts: [(layout: String, variant: String)] = [
        ("us", ""), ("de", "nodeadkeys"), ("fr", "nodeadkeys"), ("ru", ""), ("il", ""), ("ara", ""),
    ]

    /// The keyboard types random traits pick from (`default` weighted up).
    static let keyboardTypes: [UIKeyboardType] = [.default, .default, .default, .emailAddress, .URL, .numberPad, .asciiCapable,
                                                  .twitter, .webSearch, .decimalPad, .phonePad, .numbersAndPunctuation, .namePhonePad]

    /// The session of a seed.
    public func session(seed: UInt64) -> FuzzSession {
        var rng = SplitMix64(seed: seed)
        if goalShare > 0 && rng.chance(goalShare) { return goalSession(seed: seed, rng: &rng) }
        return randomSession(seed: seed, rng: &rng)
    }

    /// The field declarations: the view step, or one `field` step per name with its traits in the canonical
    /// order (keyboardType, isSecureTextEntry, clearButtonMode, clearsOnBeginEditing, tag, text, the others,
    /// then the target).
    func declarations(seed: UInt64, rng: inout SplitMix64, random: Bool, text: [String: String] = [:]) -> [ScenarioStep] {
        if case .view = target.kind { return [.view(name: target.name, fields: fields)] }
        var out: [ScenarioStep] = []
        for (i, name) in fields.enumerated() {
            var keyboard: UIKeyboardType?, secure: Bool?, clear: UITextFieldViewMode?, clears: Bool?, tag: Int?, initial: String?
            var others: [FieldTrait] = []
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
                && !others.contains(where: { if case .textContentType = $0 { true } else { false } }) {
                others.append(.textContentType(rng.pick(Self.autofillContentTypes).rawValue))
            }
            if random, let n = lengthHint, rng.chance(0.3) { initial = nearLimit(n, &rng) }
            if let t = text[name] { initial = t }
            if tags { tag = i + 1 }
            var traits: [FieldTrait] = []
            // A text view or a search bar first (`textview NAME …`): from the target, or the configuration's traits.
            if let k = target.fieldKind { traits.append(.kind(k)) }
            else if let k = others.lazy.compactMap({ t -> FieldKind? in if case .kind(let k) = t { k } else { nil } }).first {
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
            target = String((0..<(1 + rng.below(6))).map { _ in Character(Unicode.Scalar(0xAC00 + UInt32(rng.below(11_172)))!) })
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
            for _ in 0..<(1 + rng.below(3)) { initial += inputMethod && rng.chance(0.5) ? rng.pick(phrases.isEmpty ? ["ab"] : phrases) : goalChunk(&rng) }
        }
        var steps = declarations(seed: seed, rng: &rng, random: false, text: initial.isEmpty ? [:] : [name: initial])
        steps.append(.unreachable(.paste))
        if inputMethod { steps.append(.inputMethod(InputMethodSpec(engine: engine))) }
        steps += [.tap(name), .type(target), .expect(.text(field: name, initial + target))]
        return FuzzSession(steps: steps, seed: seed)
    }

    /// Readings the kana keyboard's random sessions compose (voiced, small and long kana among them).
    static let kanaReadings = ["にほんご", "きょうは", "ありがとう", "がっこう", "こーひー", "てすと", "ともだち", "ぱん", "ああ", "わをん"]

    /// Japanese words for goal-directed sessions with the Japanese keyboard (each reachable through the SKK
    /// dictionary: a reading whose candidates hold it).
    static let japaneseWords = ["日本語", "今日は", "ありがとう", "東京", "コーヒー", "学校", "先生", "にほん", "帰る",
                                "食べます", "ともだち", "電話", "カメラ", "会社", "新しい", "テスト", "はい", "天気"]

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
        var focused: Int? = nil
        var ime = inputMethod
        var composing = false
        if inputMethod { steps.append(.inputMethod(InputMethodSpec(engine: engine))) }
        let count = steps.count + rng.below(self.steps.upperBound - self.steps.lowerBound + 1) + self.steps.lowerBound
        let w = weights
        let table: [(Int, Int)] = [
            (0, w.type), (1, w.backspace), (2, w.select), (3, w.caret), (4, w.paste), (5, w.cut), (6, w.clear),
            (7, w.returnKey), (8, w.candidate), (9, w.tap), (10, w.setText), (11, w.resign), (12, w.endEditing),
            (13, w.rotate), (14, w.imeSwitch), (15, w.hardwareKeyboard), (16, w.softwareKeyboard),
            (17, w.undo), (18, w.redo), (19, w.suggest), (20, w.autocorrect), (21, w.textReplacement), (22, w.association),
            (23, w.autofill), (24, w.dictate), (25, w.drop), (26, w.inlinePredict),
        ].filter { $0.1 > 0 }
        let total = table.reduce(0) { $0 + $1.1 }
        if total == 0 { return FuzzSession(steps: steps, seed: seed) }
        let first = rng.below(fields.count)
        steps.append(.tap(fields[first]))
        focused = first
        while steps.count < count {
            var r = rng.below(total)
            var kind = table[0].0
            for (k, wt) in table { if r < wt { kind = k; break }; r -= wt }
            let text = focused.map { texts[$0] } ?? ""
            switch kind {
            case 0:
                let s: String
                if ime && engine == .japaneseKana && rng.chance(0.6) {
                    // The kana keyboard has no letter keys: its taps and flicks (or multi-taps) of a reading,
                    // left composing, with now and then a ゛゜小, → or ↺ of its own.
                    let typing = rng.pick(JapaneseInputMethod.KanaTyping.allCases)
                    s = (0..<(1 + rng.below(2))).map { _ in rng.pick(Self.kanaReadings) }.joined()
                    var keys = KanaKeyboard.spell(s, typing: typing) ?? s
                    if rng.chance(0.3) { keys.append(rng.pick([KanaKeyboard.toggleKey, KanaKeyboard.nextKey, KanaKeyboard.reverseKey])) }
                    steps.append(.keys(keys.map { ScreenKey.character($0) }))
                    composing = true
                    if let f = focused { texts[f] += s }
                    continue
                } else if ime && rng.chance(0.6) {
                    let syllables = engine == .zhuyin ? FuzzAlphabet.zhuyinSyllables
                        : engine == .stroke ? FuzzAlphabet.strokeCodes : FuzzAlphabet.pinyinSyllables
                    s = (0..<(1 + rng.below(3))).map { _ in rng.pick(syllables) }.joined()
                    composing = true
                } else {
                    s = self.text(&rng, maxChunks: rng.chance(0.8) ? 3 : 10)
                }
                steps.append(.type(s))
                if let f = focused { texts[f] += s }
            case 1:
                let n = rng.chance(0.7) ? 1 : rng.chance(0.8) ? 2 + rng.below(4) : 6 + rng.below(15)
                steps.append(.backspace(n))
                if let f = focused { texts[f] = String(texts[f].dropLast(n)) }
            case 2:
                let (l, n) = Self.characterRange(in: text, &rng)
                steps.append(.select(location: l, length: n))
                if rng.chance(0.5) {
                    let s = self.text(&rng, maxChunks: 2)  // select and replace
                    steps.append(.type(s))
                    if let f = focused { texts[f] = Self.replacing(text, l, n, with: s) }
                }
            case 3:
                steps.append(.caret(Self.characterRange(in: text, &rng, empty: true).location))
            case 4:
                let s: String
                if let n = lengthHint, rng.chance(0.3) { s = nearLimit(n, &rng) }
                else { s = rng.chance(0.85) ? self.text(&rng, maxChunks: 4) : self.text(&rng, maxChunks: 40 + rng.below(100)) }
                steps.append(.paste(s))
                if let f = focused { texts[f] += s }
            case 5:
                steps.append(.cut)
            case 6:
                steps.append(.clear(nil))
                if let f = focused { texts[f] = "" }
            case 7:
                steps.append(.pressReturn)
                composing = false
            case 8:
                if ime && composing { steps.append(.candidate(rng.chance(0.6) ? 0 : rng.below(6))) }
                if rng.chance(0.5) { composing = false }
            case 9:
                let i = rng.below(fields.count)
                steps.append(.tap(fields[i]))
                focused = i
            case 10:
                let i = rng.below(fields.count)
                let s = rng.chance(0.3) ? "" : self.text(&rng, maxChunks: 4)
                steps.append(.setText(field: fields[i], text: s))
                texts[i] = s
            case 11:
                let i = focused ?? rng.below(fields.count)
                steps.append(.resign(fields[i]))
                if rng.chance(0.5) { focused = nil }
            case 12:
                steps.append(.endEditing(force: true))
                focused = nil
            case 13:
                steps.append(.rotate(rng.chance(0.5) ? .landscape : .portrait))
            case 14:
                guard inputMethod else { continue }
                ime.toggle()
                steps.append(.inputMethod(ime ? InputMethodSpec(engine: engine) : nil))
                composing = false
            case 15:
                let l = rng.pick(Self.layouts)
                steps.append(.hardwareKeyboard(HardwareKeyboardSpec(layout: l.layout, variant: l.variant)))
            case 17:
                steps.append(.undo)
            case 18:
                steps.append(.redo)
            case 19:
                let word = rng.pick(Self.suggestions)
                steps.append(.suggest(word, call: nil))
                if let f = focused { texts[f] += word + " " }
            case 20:
                // A misspelling typed, then the keyboard's correction offered (accepted by what follows: a space, a
                // return, leaving the field).
                let (word, correction) = rng.pick(Self.corrections)
                steps.append(.type(" " + word))
                steps.append(.autocorrect(word: word, correction: correction))
                if let f = focused { texts[f] += " " + correction }
            case 22:
                guard inputMethod, engine == .pinyin else { continue }
                steps.append(.association(rng.below(3)))
            case 23:
                // The AutoFill the editing field's content type is offered (a field with none gets a code step, which
                // the session skips as one iOS would not offer).
                let step = autofillStep(for: focused.map { contentTypes[$0] } ?? "", &rng)
                steps.append(step)
                if let f = focused {
                    switch step {
                    case .autofillCode(let code, _): texts[f] += code
                    case .autofillPassword(let p): texts[f] = p ?? "abcdef-ghijkl-mnopqr"
                    case .chooseOwnPassword: texts[f] = ""
                    case .autofillContact(_, let v): if texts[f].isEmpty { texts[f] = v }
                    default: break
                    }
                }
            case 24:
                // Mostly one-shot dictation; sometimes listening, then what else happens before a result or a stop.
                let words = rng.pick(Self.dictations)
                switch rng.below(4) {
                case 0: steps.append(.dictate(.start))
                case 1: steps.append(.dictate(.stop))
                default:
                    steps.append(.dictate(.result(words)))
                    if let f = focused { texts[f] += words }
                }
            case 25:
                let s = rng.chance(0.3) ? (lengthHint.map { nearLimit($0, &rng) } ?? self.text(&rng, maxChunks: 6)) : self.text(&rng, maxChunks: 4)
                let at: Int? = rng.chance(0.7) ? Self.characterRange(in: text, &rng, empty: true).location : nil
                steps.append(.drop(s, at: at))
                if let f = focused { texts[f] += s }
            case 26:
                // A word begun, the keyboard's gray completion shown, then (often) a space that accepts it.
                let (prefix, rest) = rng.pick(Self.predictions)
                steps.append(.type(" " + prefix))
                steps.append(.inlinePredict(rest))
                if rng.chance(0.5) {
                    steps.append(.type(" "))
                    if let f = focused { texts[f] += " " + prefix + rest + " " }
                } else if let f = focused { texts[f] += " " + prefix }
            case 21:
                steps.append(.type(" omw"))
                steps.append(.textReplacement(shortcut: "omw", expansion: "On my way!"))
                if let f = focused { texts[f] += " On my way!" }
            default:
                steps.append(.softwareKeyboard)
            }
        }
        return FuzzSession(steps: steps, seed: seed)
    }

    /// The content types random fields get when AutoFill is on (new password twice: a sign-up form's two boxes).
    static let autofillContentTypes: [UITextContentType] = [.oneTimeCode, .password, .newPassword, .newPassword,
                                                            .emailAddress, .telephoneNumber, .name]

    /// An AutoFill step for a field of content type `type` (its raw value; "" for none).
    func autofillStep(for type: String, _ rng: inout SplitMix64) -> ScenarioStep {
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
            return .autofillCode(String((0..<(4 + rng.below(3))).map { _ in rng.pick(Array("0123456789")) }), delivery: nil)
        }
    }

    /// Words dictated (a long one, to meet length limits).
    static let dictations = ["hello world", "see you tomorrow", "ok", "call me when you land at the airport"]

    /// Words begun and the inline predictions that complete them (long ones, to meet length limits).
    static let predictions = [("go", "ing"), ("tomo", "rrow"), ("hel", "lo"), ("intern", "ational"), ("wh", "atever")]

    /// Misspellings and their corrections (one longer, to meet length limits).
    static let corrections = [("teh", "the"), ("helo", "hello"), ("dont", "don't"), ("internatinal", "international")]

    /// Words a QuickType bar offers (long ones too, to meet length limits).
    static let suggestions = ["the", "hello", "I'm", "tomorrow", "international", "👍", "on my way"]

    /// Text of about `n` characters (n − 1 … n + 1), chunks of every class, so limits meet long characters.
    func nearLimit(_ n: Int, _ rng: inout SplitMix64) -> String {
        var s = ""
        let want = max(1, n - 1 + rng.below(3))
        while s.count < want { s += chunk(&rng) }
        return s
    }

    /// A random UTF-16 range on character boundaries of `text` (one time in eight anywhere, boundaries or not).
    static func characterRange(in text: String, _ rng: inout SplitMix64, empty: Bool = false) -> (location: Int, length: Int) {
        let n = text.utf16.count
        if rng.chance(0.125) || n == 0 {
            let l = rng.below(n + 1)
            return (l, empty ? 0 : rng.below(n - l + 1))
        }
        var offsets = [0]
        var o = 0
        for c in text { o += c.utf16.count; offsets.append(o) }
        let a = rng.below(offsets.count)
        if empty { return (offsets[a], 0) }
        let b = a + rng.below(offsets.count - a)
        return (offsets[a], offsets[b] - offsets[a])
    }

    /// `text` with a UTF-16 range replaced (clamped).
    static func replacing(_ text: String, _ location: Int, _ length: Int, with s: String) -> String {
        var u = Array(text.utf16)
        let l = min(location, u.count), e = min(location + length, u.count)
        u.replaceSubrange(l..<e, with: s.utf16)
        return String(decoding: u, as: UTF16.self)
    }

    /// Random text of 1…`maxChunks` chunks, each a character (or a short run) of a weighted class.
    func text(_ rng: inout SplitMix64, maxChunks: Int) -> String {
        var s = ""
        for _ in 0..<(1 + rng.below(max(1, maxChunks))) { s += chunk(&rng) }
        return s
    }

    func chunk(_ rng: inout SplitMix64) -> String {
        let a = alphabet
        let classes = [a.ascii, a.latin1, a.cjk, a.emoji, a.skinTones, a.flags, a.zwj, a.combining, a.rtl, a.sixPerEmSpace]
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
