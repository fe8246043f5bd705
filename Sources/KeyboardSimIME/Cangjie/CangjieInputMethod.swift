import Foundation

/// The iOS Cangjie keyboard (倉頡, version 5) as a state machine on the Rime table: each letter key adds to the
/// code, shown as marked text in radicals ("yrhne" shows 卜口竹弓水, what a field that ignores marked text receives
/// on a device); space or a candidate tap commits; backspace takes back a radical; Return commits the radicals as
/// shown (docs/input-methods.md, "Cangjie"). Codes are at most five keys, as in Cangjie 5.
public struct CangjieInputMethod: InputMethod {
    /// The longest code.
    public static let maxCodeLength = 5

    public let table: CangjieTable
    /// The code typed so far (letters).
    public private(set) var code = ""
    /// The candidates for the code.
    public private(set) var candidates: [String] = []

    public init(table: CangjieTable) { self.table = table }

    public var engineName: String { "cangjie" }
    public var primaryLanguage: String { "zh-Hant" }
    public var keyboardName: String { "pinyin" }
    public var summary: String { "cangjie" }
    public var isComposing: Bool { !code.isEmpty }
    public var preedit: String { CangjieTable.radicals(for: code) }
    public var typedInput: String { code }
    public var pageSize: Int { 9 }
    public var showsMarkedText: Bool { true }

    private var idle: CangjieInputMethod { CangjieInputMethod(table: table) }

    public func handle(_ key: IMEKey) -> [IMEStep] {
        switch key {
        case .character(let c) where c.isASCII && c.isLetter:
            guard code.count < Self.maxCodeLength else { return [] }  // a sixth key does nothing
            var next = self
            next.code.append(Character(c.lowercased()))
            next.candidates = table.candidates(for: next.code)
            let radical = CangjieTable.radicals(for: String(next.code.last!))
            return [IMEStep(.mark(next.preedit, caret: next.preedit.utf16.count, key: radical, asks: true), then: next)]
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
            // Punctuation or a digit ends the composition with the first candidate, then types itself.
            guard let first = candidates.first else { return [IMEStep(.cancel, then: idle), IMEStep(.passThrough(key), then: idle)] }
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
            let codes = table.codes(for: c)
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
}
