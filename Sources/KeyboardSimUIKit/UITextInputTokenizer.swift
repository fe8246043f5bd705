import Foundation
// The rest of UIKit's UITextInput vocabulary that a text engine of the app's own names: directions, granularities,
// selection rectangles, writing directions, and the tokenizer (docs/responders.md, "Tokenizer"). kbsim lays out no
// text, so geometry is stored or zero; the tokenizer works on the text the view reports.

/// A direction in the text's storage order.
public enum UITextStorageDirection: Int, Sendable {
    case forward = 0, backward
}

/// A unit of text a tokenizer moves by.
public enum UITextGranularity: Int, Sendable {
    case character = 0, word, sentence, paragraph, line, document
}

/// A direction, in storage order (``storage(_:)``) or on the screen (``layout(_:)``); the raw values are UIKit's
/// (storage forward 0, backward 1; layout right 2, left 3, up 4, down 5).
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection {
        UITextDirection(rawValue: direction.rawValue)
    }
    /// Whether the direction goes towards the start of the text (storage backward, layout left or up).
    var isBackward: Bool { rawValue == 1 || rawValue == 3 || rawValue == 4 }
}

/// The writing direction of text (AppKit's and UIKit's `NSWritingDirection`).
public enum NSWritingDirection: Int, Sendable {
    case natural = -1, leftToRight = 0, rightToLeft = 1
}

/// UIKit's older name of ``NSWritingDirection``.
public typealias UITextWritingDirection = NSWritingDirection

/// A rectangle of a selection, as `selectionRects(for:)` returns them (kbsim lays out no text: a subclass says
/// what it draws).
@preconcurrency @MainActor open class UITextSelectionRect: NSObject {
    public override init() { super.init() }
    open var rect: CGRect { .zero }
    open var writingDirection: NSWritingDirection { .natural }
    open var containsStart: Bool { false }
    open var containsEnd: Bool { false }
    open var isVertical: Bool { false }
}

/// How a text input moves by units of text (UIKit's `UITextInputTokenizer`).
@preconcurrency @MainActor public protocol UITextInputTokenizer: AnyObject {
    /// The range of the unit of `granularity` that encloses `position`, looking in `direction` at a boundary.
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextRange?
    /// Whether `position` is at a boundary of a unit of `granularity`, in `direction`.
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
    /// The next boundary of a unit of `granularity` from `position` in `direction`, nil at the end of the text.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition?
    /// Whether `position` is inside a unit of `granularity` (or at its boundary in `direction`).
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}

/// UIKit's tokenizer for plain text: characters are grapheme clusters, words runs of letters, digits and
/// apostrophes, sentences end after `.`, `!` or `?` and the spaces that follow, paragraphs and lines at newlines.
/// It reads the text through the text input's own methods, so it works for any `UITextInput`.
@preconcurrency @MainActor open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// Whether `c` belongs to a word: a letter or a digit, or an apostrophe inside one (`don't`). The one rule of
    /// "word" in kbsim: word granularity here, and the word a QuickType pick replaces.
    nonisolated package static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "'" || c == "\u{2019}"
    }

    private weak var input: (any UITextInput)?

    /// A tokenizer for `textInput` (UIKit's initialiser takes `UIResponder & UITextInput`).
    public init(textInput: UIResponder & UITextInput) {
        input = textInput
        super.init()
    }

    // The text as UTF-16 offsets of the boundaries of each unit.
    private var text: String {
        guard let t = input, let all = t.textRange(from: t.beginningOfDocument, to: t.endOfDocument) else { return "" }
        return t.text(in: all) ?? ""
    }
    private func offset(_ p: UITextPosition) -> Int? {
        guard let t = input else { return nil }
        return t.offset(from: t.beginningOfDocument, to: p)
    }
    private func position(_ offset: Int) -> UITextPosition? {
        guard let t = input else { return nil }
        return t.position(from: t.beginningOfDocument, offset: offset)
    }

    /// The units of `granularity` in `s`, as UTF-16 ranges in order.
    private func units(_ granularity: UITextGranularity, in s: String) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var offset = 0
        switch granularity {
        case .document:
            return [0..<s.utf16.count]
        case .character:
            for c in s { let n = c.utf16.count; result.append(offset..<(offset + n)); offset += n }
        case .word:
            var start: Int?
            for c in s {
                let n = c.utf16.count
                let inWord = Self.isWordCharacter(c)
                if inWord && start == nil { start = offset }
                if !inWord, let st = start { result.append(st..<offset); start = nil }
                offset += n
            }
            if let st = start { result.append(st..<offset) }
        case .sentence, .paragraph, .line:
            var start = 0
            var pendingEnd = false
            for c in s {
                let n = c.utf16.count
                if granularity == .sentence && pendingEnd && !c.isWhitespace {
                    result.append(start..<offset); start = offset; pendingEnd = false
                }
                offset += n
                if c.isNewline {
                    result.append(start..<offset); start = offset; pendingEnd = false
                } else if granularity == .sentence && (c == "." || c == "!" || c == "?") {
                    pendingEnd = true
                }
            }
            if start < offset { result.append(start..<offset) }
        }
        return result
    }

    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let o = offset(position), let t = input else { return nil }
        let found = units(granularity, in: text).first { r in
            direction.isBackward ? (r.lowerBound < o && o <= r.upperBound) : (r.lowerBound <= o && o < r.upperBound)
        }
        guard let r = found, let a = self.position(r.lowerBound), let b = self.position(r.upperBound) else {
            return nil
        }
        return t.textRange(from: a, to: b)
    }

    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let o = offset(position) else { return false }
        return units(granularity, in: text).contains { direction.isBackward ? $0.lowerBound == o : $0.upperBound == o }
    }

    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let o = offset(position) else { return nil }
        let bounds = units(granularity, in: text).flatMap { [$0.lowerBound, $0.upperBound] }
        let next = direction.isBackward ? bounds.filter { $0 < o }.max() : bounds.filter { $0 > o }.min()
        return next.flatMap { self.position($0) }
    }

    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }
}

extension UITextField {
    /// The field's tokenizer (a ``UITextInputStringTokenizer`` over its text).
    public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}

extension UITextView {
    /// The text view's tokenizer (a ``UITextInputStringTokenizer`` over its text).
    public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
}
