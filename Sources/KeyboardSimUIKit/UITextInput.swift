import Foundation
import KeyboardSimTranscript
/// A position in a document, as UIKit declares it: a class with no public members of its own, which a custom text
/// input subclasses. The positions kbsim's fields and text views hand out carry a UTF-16 offset (visible inside the
/// package only), as UIKit's are for `UITextField`; two of them are equal when their offsets are. A position of the
/// app's own subclass compares by identity unless the subclass says otherwise.
@preconcurrency @MainActor open class UITextPosition: NSObject {
    /// The UTF-16 offset from the beginning of the document (0 for a position of the app's own class).
    nonisolated package let offset: Int
    /// Whether kbsim made the position (and ``offset`` means something).
    nonisolated private let hasOffset: Bool
    /// UIKit's initialiser, for subclasses.
    public override init() { offset = 0; hasOffset = false; super.init() }
    // Designated but private, so that a subclass (which sees only `init()`) is not given a stub that would call it.
    private init(kbsimOffset: Int) { offset = kbsimOffset; hasOffset = true; super.init() }
    package convenience init(offset: Int) { self.init(kbsimOffset: offset) }
    open override func isEqual(_ object: Any?) -> Bool {
        guard hasOffset, let other = object as? UITextPosition, other.hasOffset else { return super.isEqual(object) }
        return other.offset == offset
    }
    open override var hash: Int { hasOffset ? offset.hashValue : super.hash }
    open override var description: String { hasOffset ? "UITextPosition(\(offset))" : super.description }
}

/// A range of text between two positions, as UIKit declares it: ``start``, ``end`` and ``isEmpty``, each
/// overridable, and `init()` for subclasses (a custom range overrides ``start`` and ``end``). The ranges kbsim hands
/// out have start ≤ end; inside the package, their UTF-16 range is `nsRange`.
@preconcurrency @MainActor open class UITextRange: NSObject {
    nonisolated private let startPosition: UITextPosition
    nonisolated private let endPosition: UITextPosition
    /// UIKit's initialiser, for subclasses (which override ``start`` and ``end``).
    public override init() {
        startPosition = UITextPosition(offset: 0)
        endPosition = UITextPosition(offset: 0)
        super.init()
    }
    // Designated but private, as `UITextPosition`'s is.
    private init(kbsimStart start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
        super.init()
    }
    package convenience init(start: UITextPosition, end: UITextPosition) { self.init(kbsimStart: start, end: end) }
    package convenience init(_ range: NSRange) {
        self.init(
            start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }
    /// The start of the range.
    open var start: UITextPosition { startPosition }
    /// The end of the range.
    open var end: UITextPosition { endPosition }
    /// Whether the range is empty (its start and end are equal).
    open var isEmpty: Bool { start.isEqual(end) }
    /// The range as a UTF-16 `NSRange` (through the overridable ``start`` and ``end``).
    package var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
    /// The range as kbsim made it, without calling overridable members (for description and hashing).
    nonisolated private var storedRange: NSRange {
        NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset)
    }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITextRange else { return false }
        if type(of: self) == UITextRange.self && type(of: other) == UITextRange.self {
            return other.storedRange == storedRange
        }
        return super.isEqual(object)
    }
    open override var hash: Int { startPosition.offset &* 31 &+ endPosition.offset }
    open override var description: String {
        "UITextRange(\(storedRange.location)..<\(storedRange.location + storedRange.length))"
    }
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
    /// The object the view tells of changes the keyboard did not make (UIKit assigns it; the view calls it).
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// How the marked text is drawn (stored by views that keep it; kbsim draws nothing).
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
}

extension UITextInput {
    /// UIKit's input delegate is assigned to the view; a view that does not keep it (declare
    /// `weak var inputDelegate: (any UITextInputDelegate)?`, as on iOS) is not told anything.
    public var inputDelegate: (any UITextInputDelegate)? {
        get { nil }
        set {}
    }
    public var markedTextStyle: [NSAttributedString.Key: Any]? {
        get { nil }
        set {}
    }
}

/// What a ``UITextInput`` view tells the text input system of changes to its text and selection that the system
/// did not make itself (UIKit assigns a private object of this kind to the view's `inputDelegate`; Apple: "It is
/// the responsibility of the view that adopts the UITextInput protocol to notify the input delegate").
@preconcurrency @MainActor public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
