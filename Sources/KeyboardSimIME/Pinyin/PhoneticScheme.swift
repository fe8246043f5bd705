import Foundation
import KeyboardSimSupport

/// A phonetic keyboard converted like pinyin (a Rime script translator: a dictionary of syllables, a speller, the
/// lattice and librime's scoring) on other Rime data: Zhuyin (`bopomofo` schema over `terra_pinyin`) and Cantonese
/// phonetic (`jyut6ping3`). Both read what Debian's `rime-data-*` packages compile into
/// `/usr/share/rime-data/build/`: the dictionary (`NAME.table.txt`, every entry with its tonal syllables and
/// weight, the preset vocabulary merged in) and the speller (`SCHEMA.prism.txt`, the schema's spelling algebra
/// applied to the syllables) (docs/input-methods.md, "Zhuyin" and "Cantonese phonetic").
public struct PhoneticScheme: Sendable, Equatable {
    /// The engine's name (`zhuyin`, `cantonese`).
    public var name: String
    /// The Rime schema it reproduces (`bopomofo`, `jyut6ping3`).
    public var schema: String
    /// The compiled dictionary and speller.
    public var tablePath: String
    /// The compiled speller (the prism).
    public var prismPath: String
    /// The Debian packages that install them.
    public var packages: [String]
    /// `UITextInputMode.primaryLanguage`.
    public var language: String
    /// The software keyboard (a keymap name).
    public var keyboardName: String
    /// The keys as the keyboard labels them, and the key Rime's speller reads for each (same order): Zhuyin's
    /// ㄅ is Rime's `1` (the Daqian layout the `bopomofo` schema types on).
    public var keys: String
    /// The keys Rime's speller reads, in the order of `keys`.
    public var rimeKeys: String
    /// What the marked text shows between syllables by default (``PinyinPreeditSeparator/none``: the keys as
    /// typed). What iOS shows is not documented for either keyboard; a user sets another with `ime zhuyin
    /// separator=…`, `--preedit-separator` or ``PhoneticInputMethod/separated(by:)``.
    public var separator: PinyinPreeditSeparator

    /// Zhuyin (注音): Rime's `bopomofo` schema. Keys are the 37 symbols and the tone marks ˊ ˇ ˋ ˙ (U+02CA,
    /// U+02C7, U+02CB, U+02D9; ˉ U+02C9, the first tone, is accepted too); the marked text is the symbols as typed,
    /// tone marks included, with no separator.
    public static let zhuyin = PhoneticScheme(
        name: "zhuyin", schema: "bopomofo",
        tablePath: "/usr/share/rime-data/build/terra_pinyin.table.txt",
        prismPath: "/usr/share/rime-data/build/bopomofo.prism.txt",
        packages: ["rime-data-bopomofo", "rime-data-terra-pinyin"], language: "zh-Hant", keyboardName: "zhuyin",
        keys: "ㄅㄆㄇㄈㄉㄊㄋㄌㄍㄎㄏㄐㄑㄒㄓㄔㄕㄖㄗㄘㄙㄧㄨㄩㄚㄛㄜㄝㄞㄟㄠㄡㄢㄣㄤㄥㄦˉˊˇˋ˙",
        rimeKeys: "1qaz2wsxedcrfv5tgbyhnujm8ik,9ol.0p;/- 6347",
        separator: .none)

    /// Cantonese phonetic (粵拼): Rime's `jyut6ping3` schema. Keys a–z; the marked text is the letters as typed,
    /// syllables separated as on the pinyin keyboard; tones are optional (typed as Rime's v x q letters).
    public static let cantonese = PhoneticScheme(
        name: "cantonese", schema: "jyut6ping3",
        tablePath: "/usr/share/rime-data/build/jyut6ping3.table.txt",
        prismPath: "/usr/share/rime-data/build/jyut6ping3.prism.txt",
        packages: ["rime-data-jyut6ping3"], language: "yue-Hant", keyboardName: "cantonese",
        keys: "abcdefghijklmnopqrstuvwxyz", rimeKeys: "abcdefghijklmnopqrstuvwxyz",
        separator: .sixPerEmSpace)

    /// The schemes by name.
    public static let all: [PhoneticScheme] = [.zhuyin, .cantonese]

    /// Rime's key for a key of this keyboard (upper-case letters are lowered), or nil when it is not one.
    public func rimeKey(for c: Character) -> UInt8? {
        let map = keyMap
        if let i = map.keys.firstIndex(of: c) { return map.rimeBytes[i] }
        let lower = Character(c.lowercased())
        if lower != c, let i = map.keys.firstIndex(of: lower) { return map.rimeBytes[i] }
        return nil
    }

    /// Rime keys as the keyboard shows them (other characters, such as an apostrophe, as they are).
    public func display(_ rime: String) -> String {
        let map = keyMap
        return String(rime.map { map.display($0) })
    }

    /// A Rime key as the keyboard shows it (another character as it is).
    public func display(key c: Character) -> Character { keyMap.display(c) }

    /// ``keys`` and ``rimeKeys`` as arrays, to look a key up in.
    struct KeyMap: Sendable {
        let keys: [Character]
        let rimeKeys: [Character]
        let rimeBytes: [UInt8]
        init(_ scheme: PhoneticScheme) {
            keys = Array(scheme.keys)
            rimeKeys = Array(scheme.rimeKeys)
            rimeBytes = Array(scheme.rimeKeys.utf8)
        }
        func display(_ c: Character) -> Character { rimeKeys.firstIndex(of: c).map { keys[$0] } ?? c }
    }

    /// The built-in schemes' key maps, made once: building them splits the keys into characters, which at every
    /// key mapped (the marked text maps every key of the input at every key typed) was a sixth of the instructions
    /// of converting Zhuyin input letter by letter (docs/performance.md).
    private static let builtInKeyMaps: [(keys: String, rimeKeys: String, map: KeyMap)] = [zhuyin, cantonese].map {
        ($0.keys, $0.rimeKeys, KeyMap($0))
    }

    /// This scheme's key map: a built-in one when the keys are a built-in scheme's, else made now.
    var keyMap: KeyMap {
        for m in Self.builtInKeyMaps where m.keys == keys && m.rimeKeys == rimeKeys { return m.map }
        return KeyMap(self)
    }

    /// Loads the dictionary and speller into an engine.
    /// - Throws: ``PinyinDictionaryError`` naming the file and the Debian package when it is missing.
    public func loadEngine() throws -> PhoneticEngine {
        let dictionary: PinyinDictionary
        do {
            dictionary = try PinyinDictionary.load(path: tablePath, syllables: .open)
        } catch PinyinDictionaryError.missingFile(let path) {
            throw PinyinDictionaryError.missingData(path: path, packages: packages)
        }
        let prism: String
        do {
            prism = String(decoding: try TextFile.readBytes(DataLocations.openablePath(prismPath)), as: UTF8.self)
        } catch {
            if error.system?.code == ENOENT {
                throw PinyinDictionaryError.missingData(path: prismPath, packages: packages)
            }
            throw PinyinDictionaryError.unreadable(path: prismPath, reason: error.reason)
        }
        let speller = PinyinSpeller.rimePrism(prism, syllables: dictionary.syllableIndex)
        return PhoneticEngine(dictionary: dictionary, speller: speller, scheme: self)
    }

    /// Each syllable's keys as a person types it: the syllable's letters without the tone digit when the schema
    /// reads them as a spelling (jyutping `nei5` is typed `nei`), otherwise the shortest spelling whose keys come
    /// in the keyboard's order (Zhuyin `ni3` is ㄋㄧˇ, `su3`, not the free-order `us3`), a first-tone mark left off.
    func typedSpellings(_ speller: PinyinSpeller, syllabary: [String]) -> [String] {
        var best = [String?](repeating: nil, count: syllabary.count)
        var stripped = [String?](repeating: nil, count: syllabary.count)
        let order = Dictionary(uniqueKeysWithValues: rimeKeys.utf8.enumerated().map { ($1, $0) })
        func rank(_ s: String) -> (Int, Int, String) {
            let t = s.hasSuffix(" ") ? String(s.dropLast()) : s
            let o = t.utf8.map { order[$0] ?? 0 }
            return (t.utf8.count, o == o.sorted() ? 0 : 1, t)
        }
        for (spelling, readings) in speller.spellings.sorted(by: { $0.key < $1.key }) {
            for r in readings where r.type == .normal {
                let id = Int(r.syllable)
                if spelling == syllabary[id].filter({ !$0.isNumber }) { stripped[id] = spelling }
                if best[id].map({ rank(spelling) < rank($0) }) ?? true { best[id] = spelling }
            }
        }
        return syllabary.indices.map { id in
            if let s = stripped[id] { return s }
            guard let b = best[id] else { return syllabary[id] }
            return b.hasSuffix(" ") ? String(b.dropLast()) : b
        }
    }
}
