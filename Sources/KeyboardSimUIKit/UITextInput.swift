import Foundation
import KeyboardSimTranscript
/// A position in a text field's text: a UTF-16 offset, as UIKit's text positions are for `UITextField`.
@preconcurrency @MainActor open class UITextPosition: NSObject {
    /// The UTF-16 offset from the beginning of the document.
    nonisolated public let offset: Int
    public init(offset: Int) { self.offset = offset; super.init() }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset.hashValue }
    open override var description: String { "UITextPosition(\(offset))" }
}

/// A range of text between two positions (start ≤ end).
@preconcurrency @MainActor open class UITextRange: NSObject {
    nonisolated public let start: UITextPosition
    nonisolated public let end: UITextPosition
    nonisolated public var isEmpty: Bool { start.offset == end.offset }
    public init(start: UITextPosition, end: UITextPosition) {
        self.start = start
        self.end = end
        super.init()
    }
    package convenience init(_ range: NSRange) {
        self.init(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }
    /// The range as a UTF-16 `NSRange`.
    nonisolated public var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextRange)?.nsRange == nsRange }
    open override var hash: Int { start.offset &* 31 &+ end.offset }
    open override var description: String { "UITextRange(\(start.offset)..<\(end.offset))" }
}

/// The direction of layout for text positions.
public enum UITextLayoutDirection: Int, Sendable {
    case right = 2, left, up, down
}

/// How a text field's content may be moved through, for the `UIKeyInput`-style calls.
@preconcurrency @MainActor public protocol UIKeyInput: UITextInputTraits {
    var hasText: Bool { get }
    func insertText(_ text: String)
    func deleteBackward()
}

/// The part of UIKit's `UITextInput` that works on text and positions, adopted by ``UITextField`` and
/// ``UITextView``: code written against the protocol (an `extension UITextInput` that reads the whole text or moves
/// the caret, a formatter handed `any UITextInput`) runs on either. Positions are UTF-16 offsets, as UIKit's are
/// for those classes; a position or range outside the text is nil, as there. Layout-dependent requirements
/// (`caretRect(for:)`, `firstRect(for:)`, `closestPosition(to:)`, the tokenizer) are not part of it: kbsim lays
/// out no text.
@preconcurrency @MainActor public protocol UITextInput: UIKeyInput {
    /// The text in a range, nil when the range is outside the text.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in a range, as the text system does.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (an empty range is the caret); setting it moves the selection, clamped to the text.
    var selectedTextRange: UITextRange? { get set }
    /// The marked (composing) text's range, nil when nothing is being composed.
    var markedTextRange: UITextRange? { get }
    /// Sets the marked text, replacing the marked text or else the selection.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text.
    func unmarkText()
    /// The position before the first character.
    var beginningOfDocument: UITextPosition { get }
    /// The position after the last character.
    var endOfDocument: UITextPosition { get }
    /// The range between two positions, nil when either is outside the text.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// The position `offset` UTF-16 units away, nil outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// The position `offset` units away in a layout direction (left and up move backwards).
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// Orders two positions.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// The UTF-16 distance from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
