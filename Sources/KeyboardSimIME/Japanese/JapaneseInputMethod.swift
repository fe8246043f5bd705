import Foundation

/// The iOS Japanese Romaji keyboard as a state machine (docs/input-methods.md, "Japanese").
///
/// - Each letter updates the marked text: the kana the romaji spell so far and the letters not yet kana (`k`,
///   `か`, `かn`, `かんj`, `かんじ`). Under the per-key delegate model the delegate sees the letter typed ("a" while あ
///   shows); by default the whole marked range and the new marked text, as for every marked-text keyboard.
/// - Space converts by segments over the SKK dictionary (`きょうはいえにかえります` → 今日は家に帰ります) and shows the
///   result as the marked text; one segment has the focus (the first, at first): the candidate bar holds its
///   candidates and space again shows its next candidate (次候補). Left and Right move the focus between segments;
///   Shift+Left shortens the focused segment by a kana and Shift+Right lengthens it, converting the kana after it
///   again. Return commits the marked text as shown (確定). A candidate tap: before conversion the bar offers the
///   whole reading converted and the words its beginning spells (a word covering only the beginning commits it and
///   keeps the rest marked); while converting, a tap on the first segment commits it as that candidate and the
///   next segment becomes the first; on a later segment it chooses that candidate and the focus moves on.
/// - Backspace: while converting it goes back to the kana; else it removes the last letter or kana (the last one
///   cancels the composition).
/// - The kana keyboard (``Layout/kana``, ``KanaKeyboard``): a flick or a first tap adds its kana; tapping the same
///   key again replaces the last kana with the next of the key's cycle (a ``IMEAction/toggle(_:caret:key:)``, which
///   the delegate sees as the new kana inserted at the end by default); ゛゜小 toggles the last kana (and types the
///   face ^_^ when the field shows no composition); 文字送り (→) ends a multi-tap; 逆順 (↺) steps it back.
/// - App code setting `text` during a composition commits the marked text as set, but the keyboard keeps its
///   composition: the next key marks the whole composition again at the caret, so a handler that reassigns `text`
///   on every change duplicates it ("て", "す", "と" → ててすてすと).
public struct JapaneseInputMethod: InputMethod {
    /// Which keyboard types the kana.
    public enum Layout: String, Sendable, CaseIterable {
        /// The Romaji (QWERTY) keyboard.
        case romaji
        /// The 10-key kana keyboard: taps, flicks, multi-tap and the ゛゜小 key (``KanaKeyboard``).
        case kana
    }

    /// How ``plan(_:)`` types kana on the 10-key keyboard.
    public enum KanaTyping: String, Sendable, CaseIterable {
        /// Each kana one tap or flick (the default: how most people type on the 10-key keyboard).
        case flick
        /// Each kana by tapping its key until it shows (い: あ twice), 文字送り between two kana of one key.
        case multiTap = "multi-tap"
    }

    /// A multi-tap in progress: the last key was a tap of this key (its tap kana), now showing `index` of its cycle.
    public struct MultiTap: Sendable, Equatable {
        /// The key tapped.
        public var key: Character
        /// The position in its cycle of kana.
        public var index: Int
    }

    /// Converts kana to kanji over the SKK dictionary.
    public let converter: KanaKanjiConverter
    /// Romaji (QWERTY) or kana.
    public let layout: Layout
    /// How text is typed on the kana keyboard.
    public var kanaTyping: KanaTyping = .flick
    /// The multi-tap in progress on the kana keyboard (nil when the last key was not a tap that a repeat cycles).
    public private(set) var multiTap: MultiTap?
    /// The keys pressed in this composition on the kana keyboard (taps, flicks, ゛, →, ↺).
    private var kanaKeys = ""
    /// The kana typed so far (and letters no spelling took).
    public private(set) var kana = ""
    /// Romaji letters not yet kana.
    public private(set) var pending = ""
    /// The segments while converting (nil before space).
    public private(set) var segments: [KanaKanjiConverter.Segment]?
    /// The segment with the focus while converting: its candidates are on the bar and space cycles them.
    public private(set) var focus = 0
    /// App code committed the marked text (`text =`): the composition is held without marked text in the field.
    public private(set) var detached = false
    private var predictions: [(text: String, length: Int)] = []

    /// The Japanese keyboard of the layout given, idle.
    public init(converter: KanaKanjiConverter, layout: Layout = .romaji, kanaTyping: KanaTyping = .flick) {
        self.converter = converter
        self.layout = layout
        self.kanaTyping = kanaTyping
    }

    public var engineName: String { layout == .romaji ? "japanese-romaji" : "japanese-kana" }
    public var primaryLanguage: String { "ja-JP" }
    /// `japanese-romaji` (typing on the pinyin keyboard's keymap, `SoftwareKeymaps/sharedKeymaps`) or
    /// `japanese-kana`: key events name the Japanese keyboard, never the Chinese one.
    public var keyboardName: String { layout == .romaji ? "japanese-romaji" : "japanese-kana" }
    public var summary: String { layout == .kana && kanaTyping == .multiTap ? "japanese-kana multi-tap" : engineName }
    public var isComposing: Bool { !kana.isEmpty || !pending.isEmpty }
    public var preedit: String { segments.map { $0.map(\.text).joined() } ?? kana + pending }
    /// The keys typed, as romaji (on the kana keyboard, the keys' characters: か゛ for が).
    public var typedInput: String { layout == .romaji ? (Romaji.spell(kana) ?? kana) + pending : kanaKeys }
    public var candidates: [String] {
        guard let segments else { return predictions.map(\.text) }
        return segments.indices.contains(focus) ? segments[focus].candidates : []
    }
    public var pageSize: Int { Self.defaultPageSize }
    /// Candidates per page of the candidate bar.
    public static let defaultPageSize = 9
    public var keepsCompositionWhenTextSet: Bool { true }
    /// The reading the composition converts (a trailing `n` is ん).
    public var reading: String { kana + Romaji.flush(pending) }

    private var idle: JapaneseInputMethod {
        JapaneseInputMethod(converter: converter, layout: layout, kanaTyping: kanaTyping)
    }

    private func mark(_ next: JapaneseInputMethod, key: String) -> IMEStep {
        IMEStep(.mark(next.preedit, caret: next.preedit.utf16.count, key: key, asks: true), then: next)
    }

    private func withReading(_ reading: String, pending: String = "") -> JapaneseInputMethod {
        var next = idle
        next.kana = reading
        next.pending = pending
        next.kanaKeys = reading
        next.predictions = converter.predictions(next.reading)
        return next
    }

    /// A key of the kana keyboard; nil for a character it does not take.
    private func handleKana(_ c: Character) -> [IMEStep]? {
        let isKey = KanaKeyboard.isKeyCharacter(c) || Romaji.isHiragana(c)
        guard isKey || c == KanaKeyboard.toggleKey || c == KanaKeyboard.nextKey || c == KanaKeyboard.reverseKey else {
            return nil
        }
        if segments != nil {
            // Converting: a kana (or the face) commits what is shown and starts afresh; → and ↺ do nothing.
            guard isKey || c == KanaKeyboard.toggleKey else { return [] }
            return [IMEStep(.commit(preedit, selected: nil), then: idle)] + idle.handle(.character(c))
        }
        func typed(_ kana: String, multiTap: MultiTap?, toggle: Bool) -> [IMEStep] {
            var next = withReading(kana)
            next.kanaKeys = kanaKeys + String(c)
            next.multiTap = multiTap
            let text = next.preedit, key = String(next.kana.last ?? c)
            return [
                IMEStep(
                    toggle
                        ? .toggle(text, caret: text.utf16.count, key: key)
                        : .mark(text, caret: text.utf16.count, key: key, asks: true), then: next)
            ]
        }
        switch c {
        case KanaKeyboard.nextKey:
            guard multiTap != nil else { return [] }
            var next = self
            next.multiTap = nil
            next.kanaKeys.append(c)
            return [IMEStep(.keep, then: next)]
        case KanaKeyboard.reverseKey,
            _ where multiTap?.key == c && isComposing:
            guard let tap = multiTap, let cycle = KanaKeyboard.cycle(of: tap.key) else { return [] }
            let index = (tap.index + (c == KanaKeyboard.reverseKey ? cycle.count - 1 : 1)) % cycle.count
            return typed(
                String(kana.dropLast()) + String(cycle[index]), multiTap: MultiTap(key: tap.key, index: index),
                toggle: true)
        case KanaKeyboard.toggleKey:
            guard isComposing && !detached else {
                // Nothing composed in the field: the key is the face key.
                var next = idle.withReading(KanaKeyboard.face)
                next.kanaKeys = String(c)
                return [
                    IMEStep(
                        .mark(next.preedit, caret: next.preedit.utf16.count, key: KanaKeyboard.face, asks: true),
                        then: next)
                ]
            }
            guard let last = kana.last, let toggled = KanaKeyboard.toggled(last) else { return [] }
            return typed(String(kana.dropLast()) + String(toggled), multiTap: nil, toggle: false)
        default:
            // A flick, or a first tap (a tap a repeat of the same key cycles). After app code committed the marked
            // text, the keyboard still holds its composition and marks all of it again at the caret.
            return typed(
                kana + String(c), multiTap: KanaKeyboard.cycle(of: c).map { _ in MultiTap(key: c, index: 0) },
                toggle: false)
        }
    }

    public func handle(_ key: IMEKey) -> [IMEStep] {
        if layout == .kana, case .character(let c) = key, let steps = handleKana(c) { return steps }
        switch key {
        case .character(let c) where takes(c):
            if segments != nil {
                // Typing on while converting commits what is shown, then starts a new composition.
                return [IMEStep(.commit(preedit, selected: nil), then: idle)] + idle.handle(key)
            }
            let (added, rest) =
                layout == .romaji ? Romaji.type(c, after: pending) : (Romaji.flush(pending) + String(c), "")
            let next = withReading(kana + added, pending: rest)
            return [mark(next, key: String(c))]
        case .space where isComposing:
            if var converted = segments {
                guard converted.indices.contains(focus), converted[focus].candidates.count > 1 else { return [] }
                converted[focus].chosen = (converted[focus].chosen + 1) % converted[focus].candidates.count
                var next = self
                next.segments = converted
                next.detached = false
                return [mark(next, key: "")]
            }
            var next = self
            next.kana = reading
            next.pending = ""
            next.segments = converter.convert(reading)
            next.detached = false
            return [mark(next, key: "")]
        case .enter where isComposing:
            return [IMEStep(.commit(preedit, selected: nil), then: idle)]
        case .candidate(let index):
            guard isComposing, index >= 0, index < candidates.count else { return [] }
            if var converted = segments {
                if focus > 0 {
                    converted[focus].chosen = index
                    var next = self
                    next.segments = converted
                    next.focus = min(focus + 1, converted.count - 1)
                    next.detached = false
                    return [mark(next, key: "")]
                }
                let text = converted[0].candidates[index]
                converted.removeFirst()
                guard !converted.isEmpty else { return [IMEStep(.commit(text, selected: index), then: idle)] }
                var next = idle
                next.kana = converted.map(\.reading).joined()
                next.segments = converted
                return [IMEStep(.commit(text, selected: index), then: idle), mark(next, key: "")]
            }
            let pick = predictions[index]
            let rest = String(reading.dropFirst(pick.length))
            guard !rest.isEmpty else { return [IMEStep(.commit(pick.text, selected: index), then: idle)] }
            return [IMEStep(.commit(pick.text, selected: index), then: idle), mark(withReading(rest), key: "")]
        case .backspace where isComposing:
            if segments != nil { return [mark(withReading(kana), key: "")] }
            var next: JapaneseInputMethod
            if !pending.isEmpty {
                next = withReading(kana, pending: String(pending.dropLast()))
            } else {
                next = withReading(String(kana.dropLast()))
            }
            guard next.isComposing else { return [IMEStep(.cancel, then: idle)] }
            return [mark(next, key: "")]
        case .escape where isComposing:
            return [IMEStep(.cancel, then: idle)]
        case .left(let shift), .right(let shift):
            guard let converted = segments else { return [IMEStep(.passThrough(key), then: self)] }
            let forward = if case .right = key { true } else { false }
            var next = self
            next.detached = false
            if !shift {
                // The focus moves; the marked text stays as shown (no delegate call), the bar changes.
                next.focus = max(0, min(converted.count - 1, focus + (forward ? 1 : -1)))
                guard next.focus != focus else { return [] }
                return [IMEStep(.mark(next.preedit, caret: next.preedit.utf16.count, key: "", asks: false), then: next)]
            }
            let length = converted[focus].reading.count + (forward ? 1 : -1)
            guard let resized = converter.resegment(converted, at: focus, length: length) else { return [] }
            next.segments = resized
            return [mark(next, key: "")]
        case .character where isComposing, .space where isComposing:
            // Another character (a digit, punctuation the composition does not take) commits what is shown and
            // types itself.
            return [IMEStep(.commit(preedit, selected: nil), then: idle), IMEStep(.passThrough(key), then: idle)]
        default:
            return [IMEStep(.passThrough(key), then: self)]
        }
    }

    /// Whether a character joins the composition: romaji keys on the Romaji keyboard (and `'` after an `n`), kana
    /// on either.
    private func takes(_ c: Character) -> Bool {
        if Romaji.isHiragana(c) && c != "ー" { return true }
        if c == "ー" { return isComposing || layout == .kana }
        guard layout == .romaji else { return false }
        if c == "'" { return pending == "n" }
        if c == "-" || c == "," || c == "." { return true }
        return Romaji.isKey(c)
    }

    public func interrupted(by interruption: IMEInterruption) -> any InputMethod {
        switch interruption {
        case .textSet:
            // The field's marked text is committed as set, but the keyboard holds on to its composition.
            guard isComposing else { return idle }
            var held = self
            held.detached = true
            return held
        case .markedTextEnded:
            return detached ? self : idle
        case .selectionMoved, .focusLost:
            return idle
        }
    }

    // MARK: Typing text

    /// Japanese text typed as a person types it: each word's reading in romaji, then the candidate (found through
    /// the dictionary's words, the longest first; kana runs by their own spelling). Other characters are typed
    /// directly. Throws for a kanji no reading reaches.
    public func plan(_ text: String) throws -> [IMEPlanStep]? {
        guard text.contains(where: { composes($0) || (layout == .kana && KanaKeyboard.functionKeys.contains($0)) })
        else { return nil }
        return try JapanesePlanner(converter: converter, layout: layout, kanaTyping: kanaTyping).plan(text)
    }

    public func composes(_ character: Character) -> Bool {
        Romaji.isHiragana(character) || Romaji.isKatakana(character) || JapanesePlanner.isKanji(character)
    }
}
