import Foundation
/// The pinyin input method inside one text field: letters in, marked text and commits out.
///
/// A small state machine: ``State/idle`` until a letter arrives, ``State/composing`` while there is marked
/// text. Picking a candidate that covers only the first syllables commits its Hanzi at once and keeps the
/// remaining letters composing (the field shows `你好` committed and `shi jie` marked; docs/pinyin.md).
///
/// ```swift
/// var ime = PinyinComposer(engine: engine, separator: .space)
/// for c in "nihaoshijie" { ime.insert(c) }
/// ime.select(1)               // 你好 → .committed("你好"), still composing: markedText "shi jie"
/// ime.commitFirst()           // → .committed("世界"), idle
/// ```
public struct PinyinComposer: Sendable {
    /// Whether a composition is in progress.
    public enum State: Sendable, Equatable {
        /// No marked text: keys that are not letters go to the field.
        case idle
        /// Marked text is shown and keys edit it.
        case composing
    }

    /// What a key did, for the field to apply.
    public enum Output: Sendable, Equatable {
        /// The composer did not use the key (not composing, or not a key it handles): the field handles it.
        case ignored
        /// The marked text is now this (empty: composition ended with nothing committed).
        case marked(String)
        /// Insert this text in place of the marked text. When the composer is still composing afterwards (a
        /// candidate that covered only the first syllables), ``PinyinComposer/markedText`` follows it, marked.
        case committed(String)
        /// The composition was dropped.
        case cancelled
    }

    /// The engine converting the letters.
    public let engine: PhoneticEngine
    /// The separator drawn between syllables in the marked text.
    public var separator: PinyinPreeditSeparator
    /// Candidates per page.
    public var pageSize: Int
    /// Idle or composing.
    public private(set) var state: State = .idle
    /// The conversion of the letters still composing.
    public private(set) var conversion: PinyinConversion
    /// The candidate page shown (0-based).
    public private(set) var pageIndex = 0
    /// Everything this composer has committed, concatenated.
    public private(set) var committedText = ""
    private var lattice: PinyinLattice

    /// A composer over an engine.
    /// - Parameters:
    ///   - engine: the dictionary, speller and conversion.
    ///   - separator: between syllables in the marked text (default: U+2006 as iOS's pinyin keyboard, or the
    ///     keyboard's own, ``PhoneticScheme/separator``).
    ///   - pageSize: candidates per page (default ``PhoneticEngine/defaultPageSize``).
    public init(
        engine: PhoneticEngine, separator: PinyinPreeditSeparator? = nil,
        pageSize: Int = PhoneticEngine.defaultPageSize
    ) {
        precondition(pageSize > 0, "page size must be positive, got \(pageSize)")
        self.engine = engine
        self.separator = separator ?? engine.scheme?.separator ?? .sixPerEmSpace
        self.pageSize = pageSize
        self.lattice = engine.makeLattice()
        self.conversion = lattice.resolve()
    }

    /// Whether marked text is shown.
    public var isComposing: Bool { state == .composing }

    /// The marked text the field shows: the preedit of the letters still composing.
    public var markedText: String { engine.preedit(conversion, separator: separator) }

    /// The letters (and apostrophes) still composing.
    public var remainingInput: String { lattice.rawInput }

    /// All candidates for the remaining input.
    public var candidates: [PinyinCandidate] { conversion.candidates }

    /// The candidates on the current page.
    public var page: ArraySlice<PinyinCandidate> { conversion.page(pageIndex, size: pageSize) }

    /// Types a letter (a–z, upper case is lowered) or, while composing, an apostrophe.
    @discardableResult
    public mutating func insert(_ character: Character) -> Output {
        let b: UInt8
        if character == "'" {
            guard state == .composing else { return .ignored }
            b = UInt8(ascii: "'")
        } else {
            guard let k = engine.key(for: character) else { return .ignored }
            b = k
        }
        lattice.append(b)
        state = .composing
        return refresh()
    }

    /// Types several letters (and apostrophes) at once with one re-conversion, as a paste into the composition
    /// would; characters other than a–z, A–Z and `'` are skipped. Same result as inserting them one by one.
    @discardableResult
    public mutating func insert(contentsOf text: String) -> Output {
        var any = false
        for c in text {
            guard let ascii = c.asciiValue else { continue }
            let b = (ascii >= 65 && ascii <= 90) ? ascii + 32 : ascii
            if b == UInt8(ascii: "'") && state == .idle && !any { continue }
            guard (b >= 97 && b <= 122) || b == UInt8(ascii: "'") else { continue }
            lattice.append(b)
            state = .composing
            any = true
        }
        return any ? refresh() : .ignored
    }

    /// Types Rime keys (and apostrophes) as they are, with one re-conversion: a keyboard other than pinyin
    /// (``PhoneticEngine/scheme``), whose keys are given as the lattice reads them (Zhuyin's `su3`).
    @discardableResult
    public mutating func insert(keys: String) -> Output {
        var any = false
        for b in keys.utf8 where b >= 32 && b <= 126 {
            if b == UInt8(ascii: "'") && state == .idle && !any { continue }
            lattice.append(b)
            state = .composing
            any = true
        }
        return any ? refresh() : .ignored
    }

    /// Deletes the last letter. Ends the composition when nothing is left.
    @discardableResult
    public mutating func backspace() -> Output {
        guard state == .composing else { return .ignored }
        lattice.removeLast()
        if lattice.rawInput.isEmpty {
            state = .idle
            conversion = lattice.resolve()
            pageIndex = 0
            return .marked("")
        }
        return refresh()
    }

    /// Picks candidate `index` of ``candidates`` (not of the page): its Hanzi are committed; the letters it does
    /// not cover keep composing.
    @discardableResult
    public mutating func select(_ index: Int) -> Output {
        guard state == .composing else { return .ignored }
        precondition(
            index >= 0 && index < conversion.candidates.count,
            "candidate \(index) out of range 0..<\(conversion.candidates.count)")
        let c = conversion.candidates[index]
        let raw = Array(lattice.rawInput)
        var used = 0, letters = 0
        while used < raw.count && (letters < c.letterCount || raw[used] == "'") {
            if raw[used] != "'" { letters += 1 }
            used += 1
        }
        lattice = engine.makeLattice()
        lattice.append(keys: String(raw[used...]))
        if lattice.count == 0 { return finish(c.text) }
        committedText += c.text
        _ = refresh()
        return .committed(c.text)
    }

    /// Picks candidate `index` of the current page.
    @discardableResult
    public mutating func selectOnPage(_ index: Int) -> Output { select(pageIndex * pageSize + index) }

    /// Space: picks the first candidate, or commits the letters as typed when nothing converts.
    @discardableResult
    public mutating func commitFirst() -> Output {
        guard state == .composing else { return .ignored }
        return conversion.candidates.isEmpty ? commitRaw() : select(0)
    }

    /// Return: commits the letters as typed.
    @discardableResult
    public mutating func commitRaw() -> Output {
        guard state == .composing else { return .ignored }
        return finish(lattice.rawInput)
    }

    /// Drops the composition without committing anything.
    @discardableResult
    public mutating func cancel() -> Output {
        guard state == .composing else { return .ignored }
        reset()
        return .cancelled
    }

    /// Shows the next page of candidates (stays on the last page).
    public mutating func nextPage() { pageIndex = min(pageIndex + 1, max(0, conversion.pageCount(size: pageSize) - 1)) }

    /// Shows the previous page of candidates.
    public mutating func previousPage() { pageIndex = max(0, pageIndex - 1) }

    private mutating func refresh() -> Output {
        conversion = lattice.resolve()
        pageIndex = 0
        checkInvariants()
        return .marked(markedText)
    }

    private mutating func finish(_ text: String) -> Output {
        committedText += text
        reset()
        return .committed(text)
    }

    private mutating func reset() {
        lattice = engine.makeLattice()
        conversion = lattice.resolve()
        pageIndex = 0
        state = .idle
    }

    private func checkInvariants() {
        #if DEBUG
        assert(state == .composing, "refresh outside a composition")
        assert(!lattice.rawInput.isEmpty, "composing with nothing marked")
        #endif
    }
}
