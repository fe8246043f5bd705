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
}

/// Generates sessions from a seed: random sessions over the configured fields and weights, and goal-directed
/// ones ("type this target as a person would") when the `typeable` property is on.
public struct FuzzGenerator: Sendable {
    public var fields: [FuzzField]
    public var weights: FuzzWeights
    public var alphabet: FuzzAlphabet
    /// Start every session with `ime pinyin` (and generate pinyin compositions and candidate picks).
    public var inputMethod: Bool
    /// Vary each session's field traits (keyboard type, secure entry, clear button, initial text).
    public var randomTraits: Bool
    /// Steps per random session.
    public var steps: ClosedRange<Int>
    /// The share of goal-directed sessions (when the `typeable` property is on).
    public var goalShare: Double
    /// Chinese phrases for goal-directed targets with the input method (see ``FuzzResources/phrases``).
    public var phrases: [String]

    public init(fields: [FuzzField] = [FuzzField(name: "f")], weights: FuzzWeights = FuzzWeights(),
                alphabet: FuzzAlphabet = FuzzAlphabet(), inputMethod: Bool = false, randomTraits: Bool = true,
                steps: ClosedRange<Int> = 10...60, goalShare: Double = 0, phrases: [String] = []) {
        precondition(!fields.isEmpty, "FuzzGenerator needs at least one field")
        self.fields = fields
        self.weights = weights
        self.alphabet = alphabet
        self.inputMethod = inputMethod
        self.randomTraits = randomTraits
        self.steps = steps
        self.goalShare = goalShare
        self.phrases = phrases
    }

    /// The hardware layouts the generator switches between (no dead keys, so every key commits at once; RTL and
    /// non-Latin layouts included).
    public static let layouts: [(layout: String, variant: String)] = [
        ("us", ""), ("de", "nodeadkeys"), ("fr", "nodeadkeys"), ("ru", ""), ("il", ""), ("ara", ""),
    ]

    /// The session of a seed.
    public func session(seed: UInt64) -> FuzzSession {
        var rng = SplitMix64(seed: seed)
        if goalShare > 0 && rng.chance(goalShare) { return goalSession(seed: seed, rng: &rng) }
        return randomSession(seed: seed, rng: &rng)
    }

    // MARK: Goal-directed

    func goalSession(seed: UInt64, rng: inout SplitMix64) -> FuzzSession {
        var target: String
        if inputMethod && !phrases.isEmpty && !rng.chance(0.15) {
            target = rng.pick(phrases)
            if rng.chance(0.3) { target += rng.pick(phrases) }
        } else if inputMethod {
            target = String((0..<(1 + rng.below(5))).map { _ in rng.pick(Array("0123456789")) })
        } else {
            target = ""
            for _ in 0..<(1 + rng.below(8)) { target += goalChunk(&rng) }
        }
        let field = FuzzField(name: fields[0].name, keyboardType: fields[0].keyboardType)
        var steps: [FuzzStep] = inputMethod ? [.ime(true)] : []
        steps += [.tap(0), .type(target), .expectText(0, target)]
        return FuzzSession(fields: [field], steps: steps, seed: seed)
    }

    /// Text a person types as it is: no quotes or dashes (smart punctuation would change them), no newlines.
    private func goalChunk(_ rng: inout SplitMix64) -> String {
        var s: String
        repeat { s = chunk(&rng) } while s.contains(where: { "\"'-\n".contains($0) })
        return s
    }

    // MARK: Random

    func randomSession(seed: UInt64, rng: inout SplitMix64) -> FuzzSession {
        var fs = fields
        if randomTraits {
            let types: [UIKeyboardType] = [.default, .default, .default, .emailAddress, .URL, .numberPad, .asciiCapable,
                                           .twitter, .webSearch, .decimalPad, .phonePad, .numbersAndPunctuation, .namePhonePad]
            for i in fs.indices {
                if rng.chance(0.4) { fs[i].keyboardType = rng.pick(types) }
                if rng.chance(0.1) { fs[i].isSecureTextEntry = true }
                if rng.chance(0.5) { fs[i].clearButtonMode = rng.pick([.whileEditing, .always, .unlessEditing]) }
                if rng.chance(0.1) { fs[i].clearsOnBeginEditing = true }
                if rng.chance(0.2) { fs[i].text = text(&rng, maxChunks: 3) }
            }
        }
        var lengths = fs.map { $0.text.utf16.count }
        var focused: Int? = nil
        var ime = inputMethod
        var composing = false
        var steps: [FuzzStep] = []
        if inputMethod { steps.append(.ime(true)) }
        let count = steps.count + rng.below(self.steps.upperBound - self.steps.lowerBound + 1) + self.steps.lowerBound
        let w = weights
        let table: [(Int, Int)] = [
            (0, w.type), (1, w.backspace), (2, w.select), (3, w.caret), (4, w.paste), (5, w.cut), (6, w.clear),
            (7, w.returnKey), (8, w.candidate), (9, w.tap), (10, w.setText), (11, w.resign), (12, w.endEditing),
            (13, w.rotate), (14, w.imeSwitch), (15, w.hardwareKeyboard), (16, w.softwareKeyboard),
        ].filter { $0.1 > 0 }
        let total = table.reduce(0) { $0 + $1.1 }
        if total == 0 { return FuzzSession(fields: fs, steps: steps, seed: seed) }
        steps.append(.tap(rng.below(fs.count)))
        focused = 0
        if case .tap(let i) = steps.last! { focused = i }
        while steps.count < count {
            var r = rng.below(total)
            var kind = table[0].0
            for (k, wt) in table { if r < wt { kind = k; break }; r -= wt }
            let len = focused.map { lengths[$0] } ?? 0
            switch kind {
            case 0:
                let s: String
                if ime && rng.chance(0.6) {
                    s = (0..<(1 + rng.below(3))).map { _ in rng.pick(FuzzAlphabet.pinyinSyllables) }.joined()
                    composing = true
                } else {
                    s = text(&rng, maxChunks: rng.chance(0.8) ? 3 : 10)
                }
                steps.append(.type(s))
                if let f = focused { lengths[f] += s.utf16.count }
            case 1:
                let n = rng.chance(0.7) ? 1 : rng.chance(0.8) ? 2 + rng.below(4) : 6 + rng.below(15)
                steps.append(.backspace(n))
                if let f = focused { lengths[f] = max(0, lengths[f] - n) }
            case 2:
                let l = rng.below(len + 1)
                let n = rng.below(len - l + 1)
                steps.append(.select(l, n))
                if rng.chance(0.5) {
                    let s = text(&rng, maxChunks: 2)  // select and replace
                    steps.append(.type(s))
                    if let f = focused { lengths[f] += s.utf16.count - n }
                }
            case 3:
                steps.append(.caret(rng.below(len + 1)))
            case 4:
                let s = rng.chance(0.85) ? text(&rng, maxChunks: 4) : text(&rng, maxChunks: 40 + rng.below(100))
                steps.append(.paste(s))
                if let f = focused { lengths[f] += s.utf16.count }
            case 5:
                steps.append(.cut)
            case 6:
                steps.append(.clear)
                if let f = focused { lengths[f] = 0 }
            case 7:
                steps.append(.returnKey)
                composing = false
            case 8:
                if ime && composing { steps.append(.candidate(rng.chance(0.6) ? 0 : rng.below(6))) }
                if rng.chance(0.5) { composing = false }
            case 9:
                let i = rng.below(fs.count)
                steps.append(.tap(i))
                focused = i
            case 10:
                let i = rng.below(fs.count)
                let s = rng.chance(0.3) ? "" : text(&rng, maxChunks: 4)
                steps.append(.setText(i, s))
                lengths[i] = s.utf16.count
            case 11:
                let i = focused ?? rng.below(fs.count)
                steps.append(.resign(i))
                if rng.chance(0.5) { focused = nil }
            case 12:
                steps.append(.endEditing)
                focused = nil
            case 13:
                steps.append(.rotate(rng.chance(0.5) ? .landscape : .portrait))
            case 14:
                guard inputMethod else { continue }
                ime.toggle()
                steps.append(.ime(ime))
                composing = false
            case 15:
                let l = rng.pick(Self.layouts)
                steps.append(.hardwareKeyboard(layout: l.layout, variant: l.variant))
            default:
                steps.append(.softwareKeyboard)
            }
        }
        return FuzzSession(fields: fs, steps: steps, seed: seed)
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
