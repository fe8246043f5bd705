import Foundation

/// The input method of the phonetic Chinese keyboards as a state machine: pinyin, and on the engine's other
/// ``PhoneticScheme``s Zhuyin and Cantonese (docs/pinyin.md; docs/input-methods.md; docs/uikit-behavior.md §5).
/// Syllables are typed by sound and converted over a syllable dictionary, as Rime's script translator does.
///
/// - Full keyboard: each letter (and `'` while composing) updates the marked text: the syllables separated by
///   U+2006, as iOS shows them. Space or a candidate commits as one replacement of the marked range; a candidate
///   covering only the first syllables commits its Hanzi and keeps the rest marked (`nihaoshijie`, pick 你好 →
///   你好 committed, `shi jie` marked). Backspace removes the last letter (the last one cancels the
///   composition); Return commits the letters as typed; Escape cancels; any other character commits the first
///   candidates, then types itself.
/// - 9-key keyboard (``Layout/nineKey``): each digit key 2–9 first shows its placeholder ➋–➒ through the
///   delegate, then the keyboard shows the letters the digits spell without another delegate call
///   (awesome-tips 2018/05/01). A letter presses the digit key it is on.
public struct PhoneticInputMethod: InputMethod {
    /// The pinyin keyboard's layout.
    public enum Layout: String, Sendable, CaseIterable {
        /// The full (QWERTY) keyboard.
        case full
        /// The 9-key (九宫格) keyboard.
        case nineKey = "9key"
    }

    /// The dictionary, speller and conversion.
    public let engine: PhoneticEngine
    /// What the marked text shows between syllables.
    public let separator: PinyinPreeditSeparator
    /// Full or 9-key.
    public let layout: Layout
    /// Candidates on the first page.
    public let pageSize: Int
    /// The full keyboard's composition.
    public private(set) var composer: PinyinComposer
    /// 9-key: the digits typed in this composition, and their conversion.
    public private(set) var digits = ""
    private var nineKeyCandidates: [(candidate: PinyinCandidate, letters: String)] = []
    private var shared: Shared

    /// The planner, built once per input method and its copies (it indexes the whole dictionary).
    private final class Shared: @unchecked Sendable {
        let engine: PhoneticEngine
        private let lock = NSLock()
        private var cachedPlanner: PinyinPlanner?
        init(engine: PhoneticEngine) { self.engine = engine }
        var planner: PinyinPlanner {
            lock.lock(); defer { lock.unlock() }
            if let cachedPlanner { return cachedPlanner }
            let p = PinyinPlanner(engine: engine)
            cachedPlanner = p
            return p
        }
    }

    /// An input method over an engine (``PhoneticEngine/load(path:)`` loads the default dictionary). `separator`
    /// is drawn between syllables in the marked text (default: U+2006 as iOS's pinyin keyboard, or the keyboard's
    /// own, ``PhoneticScheme/separator``).
    public init(
        engine: PhoneticEngine, separator: PinyinPreeditSeparator? = nil, layout: Layout = .full,
        pageSize: Int = PhoneticEngine.defaultPageSize
    ) {
        self.engine = engine
        self.separator = separator ?? engine.scheme?.separator ?? .sixPerEmSpace
        self.layout = layout
        self.pageSize = pageSize
        self.composer = PinyinComposer(engine: engine, separator: self.separator, pageSize: pageSize)
        self.shared = Shared(engine: engine)
    }

    /// This input method, no composition in progress, drawing `separator` between syllables in the marked text
    /// (nil: the keyboard's default). Copies share the planner's index of the dictionary.
    public func separated(by separator: PinyinPreeditSeparator?) -> PhoneticInputMethod {
        var copy = PhoneticInputMethod(engine: engine, separator: separator, layout: layout, pageSize: pageSize)
        copy.shared = shared
        return copy
    }

    public var engineName: String { engine.scheme?.name ?? "pinyin" }
    public var primaryLanguage: String { engine.scheme?.language ?? "zh-Hans" }
    public var keyboardName: String { engine.scheme?.keyboardName ?? "pinyin" }
    /// `pinyin qwerty` or `pinyin 9key`: the keyboard as iOS's keyboard list names it (Pinyin – QWERTY), not the
    /// `layout=full` option's value.
    public var summary: String {
        engine.scheme?.name ?? (layout == .full ? "pinyin qwerty" : "pinyin \(layout.rawValue)")
    }

    public var isComposing: Bool { layout == .full ? composer.isComposing : !digits.isEmpty }

    public var preedit: String {
        switch layout {
        case .full: return composer.markedText
        case .nineKey:
            guard let best = nineKeyCandidates.first else {
                return String(digits.compactMap(PinyinNineKey.placeholder(for:)))
            }
            return best.letters
        }
    }

    public var typedInput: String { layout == .full ? engine.display(composer.remainingInput) : digits }

    public var candidates: [String] {
        layout == .full ? composer.candidates.map(\.text) : nineKeyCandidates.map(\.candidate.text)
    }

    /// The letters the 9-key composition spells (its best reading), or the digits when none reads.
    var nineKeyLetters: String { nineKeyCandidates.first?.letters ?? digits }

    /// The same input method with nothing composing.
    public var idle: PhoneticInputMethod {
        var m = self
        m.composer = PinyinComposer(engine: engine, separator: separator, pageSize: pageSize)
        m.digits = ""
        m.nineKeyCandidates = []
        return m
    }

    public func interrupted(by interruption: IMEInterruption) -> any InputMethod { idle }

    public func composes(_ character: Character) -> Bool { PinyinPlanner.isHan(character) }

    public func keyCap(for character: Character) -> Character {
        guard layout == .nineKey, PinyinNineKey.placeholder(for: character) == nil else { return character }
        return PinyinNineKey.digits(for: String(character)).first ?? character
    }

    public func plan(_ text: String) throws -> [IMEPlanStep]? {
        guard text.contains(where: PinyinPlanner.isHan) else { return nil }
        let steps = try shared.planner.plan(text)
        guard layout == .nineKey else {
            return steps.map { step in
                switch step {
                case .type(let letters): .keys(engine.display(letters))
                case .pick(_, let text): .pick(text)
                case .direct(let text): .direct(text)
                }
            }
        }
        return try nineKeyPlan(steps)
    }

    /// The 9-key keyboard has no partial picks and its digits read many ways: each composition the full-keyboard
    /// plan types becomes its digits and one pick of its whole text when the 9-key candidates offer that text for
    /// all the digits; otherwise the text is planned again in halves, down to single characters (a character the
    /// keys never offer stays, and typing refuses it naming it).
    private func nineKeyPlan(_ steps: [PinyinPlanner.Step]) throws -> [IMEPlanStep] {
        var out: [IMEPlanStep] = []
        var letters: String?
        var picked = ""
        func flush() throws {
            guard let typed = letters else { return }
            letters = nil
            defer { picked = "" }
            let digits = PinyinNineKey.digits(for: typed)
            let offered = engine.convertNineKey(digits).contains {
                $0.candidate.text == picked && $0.candidate.letterCount == digits.count
            }
            if offered || picked.count < 2 {
                out += [.keys(digits), .pick(picked)]
                return
            }
            let middle = picked.index(picked.startIndex, offsetBy: picked.count / 2)
            for half in [String(picked[..<middle]), String(picked[middle...])] {
                out += try nineKeyPlan(shared.planner.plan(half))
            }
        }
        for step in steps {
            switch step {
            case .type(let typed): try flush(); letters = typed
            case .pick(_, let text): picked += text
            case .direct(let text): try flush(); out.append(.direct(text))
            }
        }
        try flush()
        return out
    }

    // MARK: Keys

    public func handle(_ key: IMEKey) -> [IMEStep] {
        switch layout {
        case .full: handleFull(key)
        case .nineKey: handleNineKey(key)
        }
    }

    private func handleFull(_ key: IMEKey) -> [IMEStep] {
        switch key {
        case .character(let c) where engine.key(for: c) != nil || (c == "'" && isComposing):
            var next = self
            next.composer.insert(c)
            return [mark(next, key: String(c))]
        case .candidate(let index):
            guard isComposing, index >= 0, index < composer.candidates.count else { return [] }
            return pick(index)
        case .space where isComposing:
            return composer.candidates.isEmpty ? commitRaw() : pick(0)
        case .enter where isComposing:
            return commitRaw()
        case .backspace where isComposing:
            var next = self
            next.composer.backspace()
            return next.isComposing ? [mark(next, key: "")] : [IMEStep(.cancel, then: idle)]
        case .escape where isComposing:
            return [IMEStep(.cancel, then: idle)]
        case .character where isComposing:
            // Another character ends the composition with its first candidates, then types itself.
            return [
                IMEStep(.commit(engine.commitFirstCandidates(composer.remainingInput), selected: 0), then: idle),
                IMEStep(.passThrough(key), then: idle)
            ]
        default:
            return [IMEStep(.passThrough(key), then: self)]
        }
    }

    private func handleNineKey(_ key: IMEKey) -> [IMEStep] {
        switch key {
        case .character(let c):
            let digit = PinyinNineKey.placeholder(for: c) != nil ? c : PinyinNineKey.digits(for: String(c)).first
            if let digit, let placeholder = PinyinNineKey.placeholder(for: digit) {
                var next = self
                next.digits.append(digit)
                next.nineKeyCandidates = engine.convertNineKey(next.digits)
                let shown = (isComposing ? preedit : "") + String(placeholder)
                return [
                    IMEStep(.mark(shown, caret: shown.utf16.count, key: String(placeholder), asks: true), then: next),
                    IMEStep(.mark(next.preedit, caret: next.preedit.utf16.count, key: "", asks: false), then: next)
                ]
            }
            guard isComposing else { return [IMEStep(.passThrough(key), then: self)] }
            return [
                IMEStep(.commit(nineKeyCandidates.first?.candidate.text ?? nineKeyLetters, selected: 0), then: idle),
                IMEStep(.passThrough(key), then: idle)
            ]
        case .candidate(let index):
            guard isComposing, index >= 0, index < nineKeyCandidates.count else { return [] }
            return [IMEStep(.commit(nineKeyCandidates[index].candidate.text, selected: index), then: idle)]
        case .space where isComposing:
            guard let first = nineKeyCandidates.first else { return commitRaw() }
            return [IMEStep(.commit(first.candidate.text, selected: 0), then: idle)]
        case .enter where isComposing:
            return commitRaw()
        case .backspace where isComposing:
            var next = self
            next.digits.removeLast()
            next.nineKeyCandidates = next.digits.isEmpty ? [] : engine.convertNineKey(next.digits)
            return next.isComposing ? [mark(next, key: "")] : [IMEStep(.cancel, then: idle)]
        case .escape where isComposing:
            return [IMEStep(.cancel, then: idle)]
        default:
            return [IMEStep(.passThrough(key), then: self)]
        }
    }

    /// Marks `next`'s preedit with the caret at its end.
    private func mark(_ next: PhoneticInputMethod, key: String) -> IMEStep {
        let text = next.preedit
        return IMEStep(.mark(text, caret: text.utf16.count, key: key, asks: true), then: next)
    }

    /// Picks a candidate: its Hanzi are committed; letters it does not cover stay marked.
    private func pick(_ index: Int) -> [IMEStep] {
        var next = self
        guard case .committed(let text) = next.composer.select(index) else { return [] }
        guard next.isComposing else { return [IMEStep(.commit(text, selected: index), then: idle)] }
        return [IMEStep(.commit(text, selected: index), then: idle), mark(next, key: "")]
    }

    /// Return: the letters as typed.
    private func commitRaw() -> [IMEStep] {
        let raw = layout == .full ? engine.display(composer.remainingInput) : nineKeyLetters
        return [IMEStep(.commit(raw, selected: nil), then: idle)]
    }
}

/// The former name of ``PhoneticInputMethod``, which serves Zhuyin and Cantonese as well as pinyin.
@available(*, deprecated, renamed: "PhoneticInputMethod")
public typealias PinyinInputMethod = PhoneticInputMethod
