import Foundation

/// A code-table keyboard of iOS (Cangjie, Stroke, Wubi): which Rime table, which keys, how the marked text spells the
/// code, how long a code may be (docs/input-methods.md, "Table input methods").
public struct TableScheme: Sendable, Equatable {
    /// The engine's name (`cangjie`, `stroke`, `wubi`).
    public var name: String
    /// The Rime table Debian compiles (`build/NAME.table.txt`).
    public var tablePath: String
    /// The Debian package that installs it.
    public var package: String
    /// `UITextInputMode.primaryLanguage`.
    public var language: String
    /// The letters that are keys, and how each shows in the marked text (nil: as typed).
    public var keys: String
    /// How each key shows in the marked text, in the order of `keys` (nil: as typed).
    public var shown: String?
    /// The longest code (nil: no limit).
    public var maxCodeLength: Int?
    /// Whether librime's charset filter is on for the schema (leaves out the CJK extension blocks).
    public var filtersExtendedCJK: Bool
    /// Whether single characters come before phrases (the schema's `single_char_filter`).
    public var singleCharactersFirst: Bool
    /// The software keyboard key events name: `cangjie` and `stroke` have keys labelled with ``shown`` and typing
    /// it; `wubi` types on the pinyin keyboard's letters (its keymap, shared).
    public var keyboardName: String = "pinyin"

    /// Cangjie 5: radicals in the marked text ("yrhne" → 卜口竹弓水, Rime's `cangjie5` preedit), codes of at most five keys.
    public static let cangjie = TableScheme(
        name: "cangjie", tablePath: "/usr/share/rime-data/build/cangjie5.table.txt", package: "rime-data-cangjie5",
        language: "zh-Hant", keys: "abcdefghijklmnopqrstuvwxyz", shown: "日月金木水火土竹戈十大中一弓人心手口尸廿山女田難卜符",
        maxCodeLength: 5, filtersExtendedCJK: true, singleCharactersFirst: true, keyboardName: "cangjie")
    /// Stroke (筆畫): the keys h s p n z are the five strokes, shown as Rime's `stroke` schema shows them (Kangxi
    /// radicals ⼀⼁⼃⼂⼄); any number of strokes; no charset filter.
    public static let stroke = TableScheme(
        name: "stroke", tablePath: "/usr/share/rime-data/build/stroke.table.txt", package: "rime-data-stroke",
        language: "zh-Hans", keys: "hspnz", shown: "⼀⼁⼃⼂⼄", maxCodeLength: nil, filtersExtendedCJK: false,
        singleCharactersFirst: false,
        keyboardName: "stroke")
    /// Wubi 86 (五笔): the letters themselves in the marked text ("only the alphabetic code appears" on iOS), codes of
    /// at most four keys.
    public static let wubi = TableScheme(
        name: "wubi", tablePath: "/usr/share/rime-data/build/wubi86.table.txt", package: "rime-data-wubi",
        language: "zh-Hans", keys: "abcdefghijklmnopqrstuvwxy", shown: nil, maxCodeLength: 4, filtersExtendedCJK: true,
        singleCharactersFirst: false, keyboardName: "wubi")

    /// The code as the marked text shows it.
    public func display(_ code: String) -> String {
        guard let shown else { return code }
        let from = Array(keys), to = Array(shown)
        return String(code.map { c in from.firstIndex(of: c).map { to[$0] } ?? c })
    }

    /// The code letter a key gives: a code letter itself (either case), or what the keyboard's key shows for one
    /// (Cangjie's 卜 is `y`, Stroke's ⼀ is `h`); nil for any other character.
    public func codeLetter(for c: Character) -> Character? {
        let lower = Character(c.lowercased())
        if keys.contains(lower) { return lower }
        guard let shown, let i = Array(shown).firstIndex(of: c) else { return nil }
        return Array(keys)[i]
    }
}

/// An iOS code-table keyboard (Cangjie, Stroke, Wubi) as a state machine on a Rime table: each key adds to the code,
/// shown as marked text (radicals for Cangjie: "yrhne" shows 卜口竹弓水, what a field that ignores marked text keeps on
/// a device); space or a candidate tap commits; backspace takes back one key; Return commits the marked text as shown
/// (docs/input-methods.md, "Table input methods").
public struct TableInputMethod: InputMethod {
    /// Cangjie, Stroke or Wubi.
    public let scheme: TableScheme
    /// The code table, from Rime's data.
    public let table: RimeCodeTable
    /// The code typed so far (letters).
    public private(set) var code = ""
    /// The candidates for the code.
    public private(set) var candidates: [String] = []

    /// The keyboard of the scheme, over its table, idle.
    public init(scheme: TableScheme, table: RimeCodeTable) { self.scheme = scheme; self.table = table }

    public var engineName: String { scheme.name }
    public var primaryLanguage: String { scheme.language }
    public var keyboardName: String { scheme.keyboardName }
    public var summary: String { scheme.name }
    public var isComposing: Bool { !code.isEmpty }
    public var preedit: String { scheme.display(code) }
    public var typedInput: String { code }
    public var pageSize: Int { 9 }
    public var showsMarkedText: Bool { true }

    private var idle: TableInputMethod { TableInputMethod(scheme: scheme, table: table) }

    public func handle(_ key: IMEKey) -> [IMEStep] {
        switch key {
        case .character(let c) where scheme.codeLetter(for: c) != nil:
            // a key past the longest code does nothing
            if let max = scheme.maxCodeLength, code.count >= max { return [] }
            var next = self
            next.code.append(scheme.codeLetter(for: c)!)
            next.candidates = table.candidates(for: next.code)
            let keyShown = scheme.display(String(next.code.last!))
            return [
                IMEStep(.mark(next.preedit, caret: next.preedit.utf16.count, key: keyShown, asks: true), then: next)
            ]
        case .candidate(let index):
            guard isComposing, index >= 0, index < candidates.count else { return [] }
            return [IMEStep(.commit(candidates[index], selected: index), then: idle)]
        case .space where isComposing:
            guard let first = candidates.first else { return [] }  // a code with no character: space does nothing
            return [IMEStep(.commit(first, selected: 0), then: idle)]
        case .enter where isComposing:
            return [IMEStep(.commit(preedit, selected: nil), then: idle)]
        case .backspace where isComposing:
            var next = self
            next.code.removeLast()
            guard next.isComposing else { return [IMEStep(.cancel, then: idle)] }
            next.candidates = table.candidates(for: next.code)
            return [IMEStep(.mark(next.preedit, caret: next.preedit.utf16.count, key: "", asks: true), then: next)]
        case .escape where isComposing:
            return [IMEStep(.cancel, then: idle)]
        case .character where isComposing:
            // Another character (punctuation, a digit, a letter that is not a key) commits the first candidate, then
            // types itself.
            guard let first = candidates.first else {
                return [IMEStep(.cancel, then: idle), IMEStep(.passThrough(key), then: idle)]
            }
            return [IMEStep(.commit(first, selected: 0), then: idle), IMEStep(.passThrough(key), then: idle)]
        default:
            return [IMEStep(.passThrough(key), then: self)]
        }
    }

    public func interrupted(by interruption: IMEInterruption) -> any InputMethod { idle }

    /// Typing Hanzi: each character by its shortest code whose candidates hold it, then a pick (space when it is
    /// first). Other characters are typed directly.
    public func plan(_ text: String) throws -> [IMEPlanStep]? {
        guard text.contains(where: { !table.codes(for: $0).isEmpty }) else { return nil }
        var steps: [IMEPlanStep] = []
        var direct = ""
        for c in text {
            let limit = scheme.maxCodeLength ?? Int.max
            let codes = table.codes(for: c).filter { $0.count <= limit }
            guard let code = codes.first(where: { table.candidates(for: $0).contains(String(c)) }) else {
                direct.append(c)
                continue
            }
            if !direct.isEmpty { steps.append(.direct(direct)); direct = "" }
            steps.append(.keys(code))
            steps.append(.pick(String(c)))
        }
        if !direct.isEmpty { steps.append(.direct(direct)) }
        return steps
    }

    public func composes(_ character: Character) -> Bool { !table.codes(for: character).isEmpty }

    /// On a keyboard of its own (Cangjie, Stroke) a code letter is typed on the key that shows it (`y` on 卜);
    /// Wubi's letters are the pinyin keyboard's.
    public func keyCap(for character: Character) -> Character {
        guard scheme.shown != nil, let letter = scheme.codeLetter(for: character) else { return character }
        return Character(scheme.display(String(letter)))
    }
}
