// Ported for Linux by `kbsim port`
// A minimal text editor on its own storage: a `UIView` adopting `UITextInput` with marked text, so composing
// keyboards (pinyin, Japanese) show their composition inline, and a length limit of `maxLength` characters applied
// when text is committed. It tells its `inputDelegate` of changes it makes itself, as Apple asks of a `UITextInput`
// view. `countsMarkedText: true` is the planted bug: the limit counts the marked text that a commit replaces, so a
// candidate near the limit is refused although the result would fit. Written for this project as an iOS developer
// writes the view; `kbsim port Examples/responders` ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A position in a `NoteEditorView`: a UTF-16 offset.
final class NotePosition: UITextPosition {
    let index: Int
    init(_ index: Int) { self.index = index }
}

/// A range of a `NoteEditorView`'s text.
final class NoteRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range }
    override var start: UITextPosition { NotePosition(range.location) }
    override var end: UITextPosition { NotePosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

final class NoteEditorView: UIView, UITextInput {
    /// The most characters the committed text may hold.
    let maxLength: Int
    /// Whether the limit counts the marked text a commit replaces (the bug) or only the committed text (the fix).
    let countsMarkedText: Bool
    /// The text as UTF-16 code units (the unit of every range UIKit hands out).
    private var storage: [unichar] = []
    private var selection = NSRange(location: 0, length: 0)
    private var marked: NSRange?

    weak var inputDelegate: UITextInputDelegate?
    var markedTextStyle: [NSAttributedString.Key: Any]?
    lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    init(maxLength: Int = 10, countsMarkedText: Bool = false) {
        self.maxLength = maxLength
        self.countsMarkedText = countsMarkedText
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 120))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var canBecomeFirstResponder: Bool { true }

    /// The whole text.
    var text: String {
        get { String(utf16CodeUnits: storage, count: storage.count) }
        set {
            inputDelegate?.textWillChange(self)
            storage = Array(newValue.utf16)
            marked = nil
            selection = NSRange(location: storage.count, length: 0)
            inputDelegate?.textDidChange(self)
        }
    }

    private func string(_ r: NSRange) -> String {
        String(utf16CodeUnits: Array(storage[r.location..<(r.location + r.length)]), count: r.length)
    }

    private func replace(_ r: NSRange, with s: String) {
        storage.replaceSubrange(r.location..<(r.location + r.length), with: Array(s.utf16))
    }

    private func clamped(_ r: NSRange) -> NSRange {
        let location = min(max(0, r.location), storage.count)
        return NSRange(location: location, length: min(max(0, r.length), storage.count - location))
    }

    /// Whether committing `s` over `r` keeps the text within the limit.
    private func fits(_ s: String, over r: NSRange) -> Bool {
        let current = text.count
        let replaced = countsMarkedText ? (r == marked ? 0 : string(r).count) : string(r).count
        return current - replaced + s.count <= maxLength
    }

    // MARK: UIKeyInput

    var hasText: Bool { !storage.isEmpty }

    func insertText(_ s: String) {
        let r = marked ?? selection
        guard fits(s, over: r) else { return }
        replace(r, with: s)
        marked = nil
        selection = NSRange(location: r.location + s.utf16.count, length: 0)
    }

    func deleteBackward() {
        var r = marked ?? selection
        if r.length == 0 {
            guard r.location > 0 else { return }
            r = (text as NSString).rangeOfComposedCharacterSequence(at: r.location - 1)
        }
        replace(r, with: "")
        marked = nil
        selection = NSRange(location: r.location, length: 0)
    }

    // MARK: Text and marked text

    func text(in range: UITextRange) -> String? {
        guard let r = (range as? NoteRange)?.range, r.location + r.length <= storage.count else { return nil }
        return string(r)
    }

    func replace(_ range: UITextRange, withText s: String) {
        guard let r = (range as? NoteRange)?.range, fits(s, over: r) else { return }
        replace(r, with: s)
        marked = nil
        selection = NSRange(location: r.location + s.utf16.count, length: 0)
    }

    var selectedTextRange: UITextRange? {
        get { NoteRange(selection) }
        set {
            guard let r = (newValue as? NoteRange)?.range else { return }
            selection = clamped(r)
        }
    }

    var markedTextRange: UITextRange? { marked.map { NoteRange($0) } }

    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let r = marked ?? selection
        let s = markedText ?? ""
        replace(r, with: s)
        marked = s.isEmpty ? nil : NSRange(location: r.location, length: s.utf16.count)
        selection = NSRange(location: r.location + min(selectedRange.location, s.utf16.count), length: 0)
    }

    func unmarkText() {
        guard let m = marked else { return }
        marked = nil
        selection = NSRange(location: m.location + m.length, length: 0)
    }

    // MARK: Positions

    var beginningOfDocument: UITextPosition { NotePosition(0) }
    var endOfDocument: UITextPosition { NotePosition(storage.count) }

    private func offset(_ p: UITextPosition) -> Int { (p as? NotePosition)?.index ?? 0 }

    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let a = offset(fromPosition), b = offset(toPosition)
        return NoteRange(NSRange(location: min(a, b), length: abs(b - a)))
    }

    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let o = self.offset(position) + offset
        return o < 0 || o > storage.count ? nil : NotePosition(o)
    }

    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        switch direction {
        case .left, .up: return self.position(from: position, offset: -offset)
        case .right, .down: return self.position(from: position, offset: offset)
        @unknown default: return nil
        }
    }

    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = offset(position), b = offset(other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { offset(toPosition) - offset(from) }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }

    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        direction == .left || direction == .up ? textRange(from: beginningOfDocument, to: position)
            : textRange(from: position, to: endOfDocument)
    }

    // MARK: Layout (this view draws one line of text; the geometry is not used by the keyboard)

    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .natural }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { CGRect(x: CGFloat(offset(position)) * 9, y: 0, width: 2, height: 20) }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { NotePosition(min(storage.count, max(0, Int(point.x / 9)))) }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { range.start }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}
