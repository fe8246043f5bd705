import Foundation
/// The conversion engine of the phonetic Chinese keyboards: a dictionary of syllables, a speller and librime's
/// scoring, as Rime's script translator converts. Pinyin by default (the `pinyin_simp` speller); Zhuyin and
/// Cantonese on the dictionary and speller of their ``PhoneticScheme``.
///
/// Deterministic: no user learning. Conversion is a best path over dictionary words in a lattice of every
/// segmentation of the letters into spellings (see `docs/pinyin.md`).
///
/// ```swift
/// let engine = try PhoneticEngine.load()
/// engine.convert("xian").candidates.first?.text   // "先"
/// engine.convert("xi'an").candidates.first?.text  // "西安"
/// engine.convert("nihao").preedit()               // "ni\u{2006}hao"
/// ```
public struct PhoneticEngine: Sendable {
    /// Candidates per page when none is given: 9, the picks a number row (1–9) can address, as on desktop IMEs.
    public static let defaultPageSize = 9

    /// The dictionary.
    public let dictionary: PinyinDictionary
    /// The accepted spellings.
    public let speller: PinyinSpeller
    /// The longest word tried, in syllables.
    public let maxWordSyllables: Int
    /// Subtracted from each word's ln(weight) (2·ln 1e8 reproduces librime; lower favours fewer, longer words less).
    public let wordPenalty: Double
    /// The keyboard when it is not pinyin (Zhuyin, Cantonese): its keys, marked text and data (nil: pinyin).
    public let scheme: PhoneticScheme?
    /// Each syllable's keys as a person types them (Rime keys), by syllable id.
    let typedSpellings: [String]

    /// An engine over a loaded dictionary, with librime `pinyin_simp`'s speller.
    /// - Parameters:
    ///   - dictionary: the words, their syllables and weights.
    ///   - maxWordSyllables: cap on word length in syllables (default: the dictionary's longest, at most
    ///     ``PinyinLattice/maximumWordSyllables``).
    ///   - wordPenalty: subtracted from each word's ln(weight) (default ``PinyinScoring/perWordPenalty``, librime's).
    public init(
        dictionary: PinyinDictionary, maxWordSyllables: Int? = nil,
        wordPenalty: Double = PinyinScoring.perWordPenalty
    ) {
        self.dictionary = dictionary
        self.wordPenalty = wordPenalty
        self.speller = .pinyinSimp(syllables: dictionary.syllableSet)
        self.maxWordSyllables = min(
            max(1, maxWordSyllables ?? dictionary.maxSyllables), PinyinLattice.maximumWordSyllables)
        self.scheme = nil
        self.typedSpellings = dictionary.syllabary
    }

    /// An engine over a dictionary and speller of another phonetic keyboard (``PhoneticScheme/loadEngine()``).
    public init(dictionary: PinyinDictionary, speller: PinyinSpeller, scheme: PhoneticScheme) {
        self.dictionary = dictionary
        self.wordPenalty = PinyinScoring.perWordPenalty
        self.speller = speller
        self.maxWordSyllables = min(max(1, dictionary.maxSyllables), PinyinLattice.maximumWordSyllables)
        self.scheme = scheme
        self.typedSpellings = scheme.typedSpellings(speller, syllabary: dictionary.syllabary)
    }

    /// The lattice key for a typed character: a–z (upper case lowered) for pinyin, Rime's key for a key of
    /// another keyboard (ㄅ → `1`); nil when the character is not a key.
    public func key(for c: Character) -> UInt8? {
        if let scheme { return scheme.rimeKey(for: c) }
        guard let a = c.asciiValue else { return nil }
        let b = (a >= 65 && a <= 90) ? a + 32 : a
        return b >= 97 && b <= 122 ? b : nil
    }

    /// The keys typed for syllable `id` (Rime keys; pinyin: the syllable).
    public func typedSpelling(of id: UInt16) -> String { typedSpellings[Int(id)] }

    /// The marked text of a conversion: the syllables joined by `separator`, each key as the keyboard shows it
    /// (Zhuyin: the symbols); ``PinyinPreeditSeparator/none`` shows the keys as typed.
    public func preedit(_ c: PinyinConversion, separator: PinyinPreeditSeparator) -> String {
        guard let scheme else { return c.preedit(separator: separator) }
        return separator == .none
            ? scheme.display(c.input) : c.preedit(separator: separator, showing: scheme.display(key:))
    }

    /// Lattice keys (and apostrophes) as the keyboard shows them.
    public func display(_ keys: String) -> String { scheme?.display(keys) ?? keys }

    /// Loads the dictionary at `path` and builds an engine over it.
    /// - Throws: ``PinyinDictionaryError`` (a missing file names `rime-data-pinyin-simp` and `--dict`).
    public static func load(path: String = PinyinDictionary.defaultPath) throws -> PhoneticEngine {
        PhoneticEngine(dictionary: try PinyinDictionary.load(path: path))
    }

    /// An empty lattice, to feed letter by letter.
    public func makeLattice() -> PinyinLattice {
        PinyinLattice(
            dictionary: dictionary, speller: speller, maxWordSyllables: maxWordSyllables,
            wordPenalty: wordPenalty)
    }

    /// Converts a whole input of letters and apostrophes (other characters are ignored; upper case is lowered).
    public func convert(_ input: String) -> PinyinConversion {
        var lattice = makeLattice()
        if scheme != nil { lattice.append(keys: input) } else { lattice.append(contentsOf: input) }
        return lattice.resolve()
    }

    /// ``commitFirstCandidates(_:)`` for an input already converted by ``convert(_:)``: when the first candidate
    /// covers every letter (the usual case), accepting it commits it and nothing else, so no second conversion
    /// is needed. Only for inputs of lowercase `a`–`z` and apostrophes, which both paths read alike.
    public func commitFirstCandidates(_ input: String, converted c: PinyinConversion) -> String {
        let letters = input.utf8.reduce(0) { $0 + ($1 >= 97 && $1 <= 122 ? 1 : 0) }
        if scheme == nil, let first = c.candidates.first, first.letterCount == letters,
            input.utf8.allSatisfy({ ($0 >= 97 && $0 <= 122) || $0 == UInt8(ascii: "'") })
        {
            return first.text
        }
        return commitFirstCandidates(input)
    }

    /// The text committed by accepting the first candidate until the composition is empty (letters nothing
    /// converts are committed as typed).
    public func commitFirstCandidates(_ input: String) -> String {
        var composer = PinyinComposer(engine: self)
        // All letters in one go (one conversion), not one by one: re-converting after every letter made a long
        // input quadratic. The composer gives the same composition either way.
        if scheme != nil {
            composer.insert(keys: input)
        } else {
            composer.insert(contentsOf: String(input.filter { $0.isASCII && ($0.isLetter || $0 == "'") }))
        }
        var out = ""
        var guardCount = 0
        while composer.isComposing && guardCount <= input.count {
            if case .committed(let text) = composer.commitFirst() { out += text }
            guardCount += 1
        }
        return out
    }
}

/// The former name of ``PhoneticEngine``, which converts Zhuyin and Cantonese as well as pinyin.
@available(*, deprecated, renamed: "PhoneticEngine")
public typealias PinyinEngine = PhoneticEngine
