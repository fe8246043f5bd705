import Foundation
import KeyboardSimTranscript
// TextKit 1 as far as a `UITextView` is built from it: a text storage (an attributed string that tells its layout
// managers when it is edited), a layout manager and a text container with their settings. kbsim lays out no glyphs:
// the layout manager's rectangles are estimates from the same text measure as `String.boundingRect` (half the point
// size per Latin character, a whole one per wide character, `lineHeight` per line), wrapped at the container's width
// less its padding (docs/compat-surface.md, "TextKit"). A text view's storage holds the text view's text: typing
// shows in it, and app code editing it changes the text view's text as setting `text` does.

/// An attributed string that a layout manager lays out: its edits are collected between `beginEditing()` and
/// `endEditing()` and processed once, telling the delegate and the layout managers, as in TextKit.
open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers of this storage.
    open private(set) var layoutManagers: [NSLayoutManager] = []
    open weak var delegate: (any NSTextStorageDelegate)?
    /// What the pending edits changed.
    open private(set) var editedMask: EditActions = []
    /// The range the pending edits touched, in the edited text (location `NSNotFound` when there are none).
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much the pending edits changed the length.
    open private(set) var changeInLength = 0
    private var editingDepth = 0

    /// An empty storage.
    public convenience init() { self.init(string: "") }

    open func addLayoutManager(_ manager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === manager }) else { return }
        manager.textStorage?.removeLayoutManager(manager)
        layoutManagers.append(manager)
        manager.textStorage = self
    }
    open func removeLayoutManager(_ manager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === manager }
        if manager.textStorage === self { manager.textStorage = nil }
    }

    /// Records an edit (subclasses that keep their own backing string call this from their primitive methods).
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let newRange = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedMask.isEmpty {
            self.editedRange = newRange
        } else {
            let start = min(self.editedRange.location, newRange.location)
            let end = max(
                self.editedRange.location + self.editedRange.length + delta, newRange.location + newRange.length)
            self.editedRange = NSRange(location: start, length: max(0, end - start))
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }
    /// Tells the delegate and the layout managers about the pending edits, then forgets them.
    open func processEditing() {
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        for manager in layoutManagers {
            manager.processEditing(
                for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }
    open var fixesAttributesLazily: Bool { false }
    open func invalidateAttributes(in range: NSRange) {}
    open func ensureAttributesAreFixed(in range: NSRange) {}

    open override func beginEditing() { editingDepth += 1 }
    open override func endEditing() {
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0 && !editedMask.isEmpty { processEditing() }
    }

    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        edited(.editedCharacters, range: range, changeInLength: (str as NSString).length - range.length)
    }
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        edited([.editedCharacters, .editedAttributes], range: range, changeInLength: attrString.length - range.length)
    }
    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited(.editedCharacters, range: range, changeInLength: -range.length)
    }
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// What an edit changed.
    public struct EditActions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }
}

/// A text storage's delegate: told before and after the storage processes its edits (empty defaults).
public protocol NSTextStorageDelegate: AnyObject {
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
}
extension NSTextStorageDelegate {
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {}
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {}
}

/// The region text is laid out in: its size and line settings (kept; the layout manager's estimates wrap at its
/// width less twice ``lineFragmentPadding``).
open class NSTextContainer: NSObject {
    /// The size (a width or height of `CGFloat.greatestFiniteMagnitude` does not limit).
    open var size: CGSize
    /// The inset of each line from the container's edges (5 points until set, as in TextKit).
    open var lineFragmentPadding: CGFloat = 5
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    /// The most lines laid out (0: no limit).
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Areas text flows around (kept; the estimates ignore them).
    open var exclusionPaths: [UIBezierPath] = []
    /// The layout manager this container belongs to.
    open internal(set) weak var layoutManager: NSLayoutManager?
    open var isSimpleRectangularTextContainer: Bool { exclusionPaths.isEmpty }
    /// The text view showing this container's text (for keeping the text view's storage in step).
    weak var textView: UITextView?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    public convenience override init() {
        self.init(size: CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude))
    }
    public required init?(coder: NSCoder) {
        size = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        super.init()
    }
    /// Moves the container to another layout manager.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        layoutManager?.removeTextContainer(self)
        newLayoutManager.addTextContainer(self)
    }
}

/// Lays a storage's text out in containers: the containers and settings are kept; rectangles are estimates (no
/// glyphs: one glyph per UTF-16 unit).
open class NSLayoutManager: NSObject {
    /// The storage laid out (set by ``NSTextStorage/addLayoutManager(_:)``).
    open internal(set) weak var textStorage: NSTextStorage?
    /// The containers, in order.
    open private(set) var textContainers: [NSTextContainer] = []
    open weak var delegate: (any NSLayoutManagerDelegate)?
    open var allowsNonContiguousLayout = false
    open var usesFontLeading = true
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false
    open var hasNonContiguousLayout: Bool { false }

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }
    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        container.layoutManager?.removeTextContainer(container)
        textContainers.insert(container, at: max(0, min(index, textContainers.count)))
        container.layoutManager = self
    }
    open func removeTextContainer(at index: Int) {
        guard textContainers.indices.contains(index) else { return }
        let removed = textContainers.remove(at: index)
        if removed.layoutManager === self { removed.layoutManager = nil }
    }
    func removeTextContainer(_ container: NSTextContainer) {
        if let i = textContainers.firstIndex(where: { $0 === container }) { removeTextContainer(at: i) }
    }

    /// Called by the storage after it processed edits: a text view showing this text takes the storage's text.
    open func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
        range newCharRange: NSRange, changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange
    ) {
        guard editMask.contains(.editedCharacters) else { return }
        let text = textStorage.string
        for container in textContainers {
            guard let view = container.textView else { continue }
            TextKitStack.onMain { view.textStorageChanged(to: text) }
        }
    }

    // MARK: Layout (estimates)

    /// The text of the storage, brought up to date with a text view showing it.
    private var currentText: String {
        for container in textContainers {
            if let view = container.textView { TextKitStack.onMain { view.syncTextStorage() } }
        }
        return textStorage?.string ?? ""
    }
    private func attributes() -> [NSAttributedString.Key: Any] {
        if let storage = textStorage, storage.length > 0, storage.attribute(.font, at: 0, effectiveRange: nil) != nil {
            return storage.attributes(at: 0, effectiveRange: nil)
        }
        return [.font: textContainers.lazy.compactMap(\.measureFont).first ?? UIFont.systemFont(ofSize: 12)]
    }
    private func estimate(_ text: String, in container: NSTextContainer) -> CGRect {
        let width = container.size.width - 2 * container.lineFragmentPadding
        var size = TextMeasure.size(of: text, attributes: attributes(), width: width > 0 ? width : nil)
        if container.maximumNumberOfLines > 0, let font = attributes()[.font] as? UIFont {
            size.height = min(size.height, (CGFloat(container.maximumNumberOfLines) * font.lineHeight).rounded(.up))
        }
        if container.size.height < CGFloat.greatestFiniteMagnitude {
            size.height = min(size.height, container.size.height)
        }
        return CGRect(x: container.lineFragmentPadding, y: 0, width: size.width, height: size.height)
    }

    /// The rectangle the container's text fills (an estimate: see the type's notes).
    open func usedRect(for container: NSTextContainer) -> CGRect { estimate(currentText, in: container) }
    /// The rectangle of a range's glyphs: the estimate for the text up to the range's end (an estimate).
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        let text = currentText as NSString
        let end = max(0, min(text.length, glyphRange.location + glyphRange.length))
        return estimate(text.substring(to: end), in: container)
    }
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        NSRange(location: 0, length: (currentText as NSString).length)
    }
    open var numberOfGlyphs: Int { (currentText as NSString).length }
    /// Glyph and character ranges are the same (one glyph per UTF-16 unit).
    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange: NSRangePointer?) -> NSRange {
        actualCharacterRange?.pointee = charRange
        return charRange
    }
    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }
    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    /// The character nearest a point: line by line height, column by the average character width (an estimate).
    open func characterIndex(
        for point: CGPoint, in container: NSTextContainer,
        fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?
    ) -> Int {
        partialFraction?.pointee = 0
        let text = currentText as NSString
        let font = attributes()[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let lines = text.components(separatedBy: "\n")
        let line = max(0, min(lines.count - 1, Int(point.y / max(font.lineHeight, 1))))
        let before = lines[..<line].reduce(0) { $0 + ($1 as NSString).length + 1 }
        let column = max(
            0,
            min(
                (lines[line] as NSString).length,
                Int((point.x - container.lineFragmentPadding) / max(font.pointSize / 2, 1))))
        return min(text.length, before + column)
    }
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: nil)
    }
    /// The line's rectangle for a glyph (an estimate: the container's width, one line high at the glyph's line).
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> CGRect
    {
        let text = currentText as NSString
        let upTo = text.substring(to: max(0, min(text.length, glyphIndex)))
        let font = attributes()[.font] as? UIFont ?? UIFont.systemFont(ofSize: 12)
        let line = upTo.components(separatedBy: "\n").count - 1
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: text.length)
        let width = textContainers.first?.size.width ?? 0
        return CGRect(x: 0, y: CGFloat(line) * font.lineHeight, width: width, height: font.lineHeight)
    }
    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?)
        -> NSTextContainer?
    {
        effectiveGlyphRange?.pointee = NSRange(location: 0, length: numberOfGlyphs)
        return textContainers.first
    }
    open func ensureLayout(for container: NSTextContainer) {}
    open func ensureLayout(forCharacterRange charRange: NSRange) {}
    open func ensureLayout(forGlyphRange glyphRange: NSRange) {}
    open func invalidateLayout(
        forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?
    ) {
        actualCharRange?.pointee = charRange
    }
    open func invalidateDisplay(forCharacterRange charRange: NSRange) {}
    open func invalidateDisplay(forGlyphRange glyphRange: NSRange) {}
    /// Draws backgrounds (kbsim draws nothing; subclasses override it as on iOS).
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
    /// Draws glyphs (kbsim draws nothing; subclasses override it as on iOS).
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {}
}

/// A layout manager's delegate (kbsim lays out nothing and never calls it).
public protocol NSLayoutManagerDelegate: AnyObject {}

extension NSTextContainer {
    /// The font a text view showing this container uses, for the layout manager's estimates.
    var measureFont: UIFont? { textView.flatMap { TextKitStack.fontOf($0) } }
}

/// The three TextKit objects of a text view.
final class TextKitStack {
    let storage: NSTextStorage
    let layoutManager: NSLayoutManager
    let container: NSTextContainer
    /// Set while the text view copies its text into the storage, so the copy is not sent back.
    var syncing = false

    /// The stack of `container`, with a layout manager and a storage made when it has none.
    init(container: NSTextContainer?) {
        let container = container ?? NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        let manager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { manager.addTextContainer(container) }
        let storage = manager.textStorage ?? NSTextStorage()
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        self.storage = storage
        self.layoutManager = manager
        self.container = container
    }

    static func fontOf(_ view: UITextView) -> UIFont? {
        var font: UIFont?
        onMain { font = view.font }
        return font
    }
    /// Runs `body` on the main actor. A text view's storage is edited and laid out on the main actor, as UIKit
    /// requires; doing so from elsewhere traps, as the selector observers do (Compat/NotificationCenter+Selector.swift).
    /// A storage with no text view never comes here.
    static func onMain(_ body: @MainActor () -> Void) {
        MainActor.assumeIsolated(body)
    }
}

extension UITextView {
    /// The text container (made with the text view when not given to ``init(frame:textContainer:)``): its width
    /// tracks the text view's, as UIKit's does.
    public var textContainer: NSTextContainer { textKit.container }
    /// The layout manager of ``textContainer``.
    public var layoutManager: NSLayoutManager { syncTextStorage(); return textKit.layoutManager }
    /// The text storage: it holds the text view's text (typing shows in it); editing it sets the text view's text
    /// as app code setting ``text`` does (no delegate call, the caret moves to the end).
    public var textStorage: NSTextStorage { syncTextStorage(); return textKit.storage }

    var textKit: TextKitStack {
        if let stack = textKitStack { return stack }
        let stack = TextKitStack(container: nil)
        stack.container.widthTracksTextView = true
        stack.container.size.width = bounds.width
        adoptTextKit(stack)
        return stack
    }

    /// Starts showing a TextKit stack: the storage's text, if any, becomes the text view's.
    func adoptTextKit(_ stack: TextKitStack) {
        textKitStack = stack
        stack.container.textView = self
        if stack.storage.length > 0 { text = stack.storage.string } else { syncTextStorage() }
    }

    /// Copies the text view's text into its storage when they differ (typing changed it).
    func syncTextStorage() {
        guard let stack = textKitStack, !stack.syncing else { return }
        if stack.container.widthTracksTextView { stack.container.size.width = bounds.width }
        let current = text ?? ""
        guard stack.storage.string != current else { return }
        stack.syncing = true
        stack.storage.replaceCharacters(in: NSRange(location: 0, length: stack.storage.length), with: current)
        stack.syncing = false
    }

    /// The storage was edited by app code: the text view takes its text.
    func textStorageChanged(to newText: String) {
        guard let stack = textKitStack, !stack.syncing, newText != (text ?? "") else { return }
        stack.syncing = true
        text = newText
        stack.syncing = false
    }
}

extension NSAttributedString.Key {
    /// The attachment of a character (U+FFFC, ``NSTextAttachment/character``).
    public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
    /// A one-character string (U+FFFC) carrying an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
    }
}

extension NSTextAttachment {
    /// The character an attachment stands on in attributed text (U+FFFC).
    public static let character = 0xFFFC
}
