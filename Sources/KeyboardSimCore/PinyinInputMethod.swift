import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// The pinyin input method of a screen: the composer over a Rime dictionary, the pinyin keyboard, and the way
/// compositions reach the field (docs/uikit-behavior.md §5; docs/pinyin.md).
///
/// - Each letter updates the marked text with `setMarkedText(_:selectedRange:)`: the delegate is asked with the
///   marked range (the caret for the first letter) and the new marked text, syllables separated by U+2006; a
///   `false` drops the letter, as on iOS (the max-length bug).
/// - Space or a candidate commits as one replacement of the marked range, per the iOS profile: no delegate call
///   (`ios9`), the single-range call (default), the ranges variant with `[{end,0}]` (`ios26`).
/// - A candidate covering only the first syllables commits them and keeps the rest marked
///   (`nihaoshijie`, pick 你好 → 你好 + marked `shi jie`); the composer then restarts on the remaining letters.
/// - Backspace while composing reports the whole marked range; Return commits the raw letters.
/// - The 9-key layout first inserts the placeholders ➋–➒ through the delegate, then shows the letters without
///   another delegate call (awesome-tips 2018/05/01).
@MainActor public final class PinyinInputMethod {
    /// The pinyin keyboard's layout.
    public enum Layout: String, Sendable, CaseIterable {
        /// The full (QWERTY) keyboard.
        case full
        /// The 9-key (九宫格) keyboard.
        case nineKey = "9key"
    }

    public let engine: PinyinEngine
    public let separator: PinyinPreeditSeparator
    public let layout: Layout
    public let pageSize: Int
    var composer: PinyinComposer
    /// 9-key: the digits typed in this composition, and their conversion.
    var digits = ""
    var nineKeyCandidates: [(candidate: PinyinCandidate, letters: String)] = []
    private(set) lazy var planner = PinyinPlanner(engine: engine)

    /// An input method over an engine (``PinyinEngine/load(path:)`` loads the default dictionary).
    public init(engine: PinyinEngine, separator: PinyinPreeditSeparator = .sixPerEmSpace, layout: Layout = .full,
                pageSize: Int = PinyinEngine.defaultPageSize) {
        self.engine = engine
        self.separator = separator
        self.layout = layout
        self.pageSize = pageSize
        self.composer = PinyinComposer(engine: engine, separator: separator, pageSize: pageSize)
    }

    /// Whether a composition is in progress.
    public var isComposing: Bool { layout == .full ? composer.isComposing : !digits.isEmpty }

    /// The current candidates, in order.
    public var candidates: [String] {
        layout == .full ? composer.candidates.map(\.text) : nineKeyCandidates.map(\.candidate.text)
    }

    /// The marked text the composition shows.
    var markedText: String {
        if layout == .full { return composer.markedText }
        guard let best = nineKeyCandidates.first else { return String(digits.compactMap(PinyinNineKey.placeholder(for:))) }
        return best.letters
    }

    /// Forgets the composition (the field's marked text ended some other way).
    package func reset() {
        composer = PinyinComposer(engine: engine, separator: separator, pageSize: pageSize)
        digits = ""
        nineKeyCandidates = []
    }
}
