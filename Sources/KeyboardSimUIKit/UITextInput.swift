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
