import Foundation

/// Why a text cannot be typed with the Japanese keyboard.
public enum JapanesePlanError: Error, Equatable, CustomStringConvertible {
    /// A character no reading of the dictionary reaches.
    case unproducible(character: Character, offset: Int, dictionary: String)
    /// A Latin letter: the Japanese keyboard's letter keys compose kana, so it cannot be typed as itself.
    case latin(character: Character, offset: Int)
    /// A character that names a key of the kana keyboard (゛ → ↺), which types something else or nothing.
    case functionKey(character: Character, offset: Int)

    public var description: String {
        switch self {
        case .unproducible(let c, let offset, let dictionary):
            let hex = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
                separator: " ")
            return
                "cannot type '\(c)' (\(hex), character \(offset + 1) of the text) with the Japanese keyboard: no word of "
                + "\(dictionary) contains it"
        case .latin(let c, let offset):
            return
                "cannot type '\(c)' (character \(offset + 1) of the text) with the Japanese keyboard: its letter keys "
                + "compose kana (a person switches to the English keyboard for Latin text)"
        case .functionKey(let c, let offset):
            return
                "cannot type '\(c)' (character \(offset + 1) of the text) with the Japanese kana keyboard: it names a key "
                + "(゛ the ゛゜小 key, → 文字送り, ↺ 逆順) that does not type it; press it with keys \"\(c)\""
        }
    }
}

/// Plans how a person types Japanese text: the text is cut into dictionary words, the longest first (found through
/// the dictionary's reverse index, an inflected word as its stem and okurigana: 帰る), and kana runs; each is typed
/// as its reading's romaji (on the kana keyboard its taps and flicks, ``KanaKeyboard/spell(_:typing:)``), then its
/// candidate is picked. Latin
/// letters cannot be typed (the letter keys compose kana); other characters are typed directly.
struct JapanesePlanner {
    let converter: KanaKanjiConverter
    let layout: JapaneseInputMethod.Layout
    var kanaTyping: JapaneseInputMethod.KanaTyping = .flick
    var dictionary: SKKDictionary { converter.dictionary }

    /// The longest word looked up.
    static let longestWord = 12

    static func isKanji(_ c: Character) -> Bool {
        guard let s = c.unicodeScalars.first, c.unicodeScalars.count == 1 else { return false }
        switch s.value {
        case 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x20000...0x3134F, 0x3005, 0x3006, 0x30F6: return true
        default: return false
        }
    }

    /// Kana and the punctuation the Romaji keyboard composes (、。ー).
    static func isKanaRun(_ c: Character) -> Bool {
        (Romaji.isHiragana(c) && c != "ゟ") || c == "、" || c == "。"
    }

    func plan(_ text: String) throws -> [IMEPlanStep] {
        let chars = Array(text)
        var steps: [IMEPlanStep] = []
        var direct = ""
        func flushDirect() { if !direct.isEmpty { steps.append(.direct(direct)); direct = "" } }
        func type(_ reading: String, pick: String, offset: Int) throws {
            let spelled = layout == .kana ? KanaKeyboard.spell(reading, typing: kanaTyping) : Romaji.spell(reading)
            guard let keys = spelled else {
                throw JapanesePlanError.unproducible(
                    character: chars[offset], offset: offset, dictionary: dictionary.path)
            }
            flushDirect()
            steps.append(.keys(keys))
            steps.append(.pick(pick))
        }
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if layout == .kana && KanaKeyboard.functionKeys.contains(c) {
                throw JapanesePlanError.functionKey(character: c, offset: i)
            }
            if Self.isKanji(c) || Romaji.isKatakana(c) {
                if let (length, reading) = word(chars, at: i) {
                    try type(reading, pick: String(chars[i..<i + length]), offset: i)
                    i += length
                    continue
                }
                if Romaji.isKatakana(c) {
                    var j = i
                    while j < chars.count && Romaji.isKatakana(chars[j]) { j += 1 }
                    let run = String(chars[i..<j])
                    try type(Romaji.hiragana(run), pick: run, offset: i)
                    i = j
                    continue
                }
                throw JapanesePlanError.unproducible(character: c, offset: i, dictionary: dictionary.path)
            }
            if Self.isKanaRun(c) {
                var j = i
                while j < chars.count && Self.isKanaRun(chars[j]) { j += 1 }
                let run = String(chars[i..<j])
                try type(run, pick: run, offset: i)
                i = j
                continue
            }
            if c.isASCII && c.isLetter { throw JapanesePlanError.latin(character: c, offset: i) }
            direct.append(c)
            i += 1
        }
        flushDirect()
        return steps
    }

    /// The longest dictionary word at `i` (an okuri-nasi candidate, or an okuri-ari stem and its okurigana kana)
    /// whose reading gives it back among its candidates: its length and reading.
    private func word(_ chars: [Character], at i: Int) -> (Int, String)? {
        for length in stride(from: min(Self.longestWord, chars.count - i), through: 1, by: -1) {
            let w = String(chars[i..<i + length])
            for reading in dictionary.readings(of: w) where converter.wordCandidates(reading).contains(w) {
                return (length, reading)
            }
            // Stem + one okurigana kana: 帰 + る.
            if length >= 2, let last = w.last, Romaji.isHiragana(last),
                let consonant = SKKDictionary.okuriConsonant(last)
            {
                for stem in dictionary.okuriReadings(of: String(w.dropLast()), consonant: consonant) {
                    let reading = stem + String(last)
                    if converter.wordCandidates(reading).contains(w) { return (length, reading) }
                }
            }
        }
        return nil
    }
}
