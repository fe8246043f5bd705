@testable import KeyboardSimTestSupport
import Foundation
import KeyboardSim

/// A PIN view as apps write it: one `UIKeyInput` view (no `UITextInput`), digits only, `length` at most, the
/// number pad from its own `keyboardType`.
@MainActor final class TestPinView: UIView, UIKeyInput {
    let length: Int
    private(set) var code = ""
    private(set) var calls: [String] = []
    var keyboardType: UIKeyboardType = .numberPad
    var textContentType: UITextContentType! = .oneTimeCode
    init(length: Int = 6) { self.length = length; super.init(frame: .zero) }
    required init?(coder: NSCoder) { length = 6; super.init(coder: coder) }
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !code.isEmpty }
    func insertText(_ text: String) {
        calls.append("insertText(\(text))")
        for c in text where c.isASCII && c.isNumber && code.count < length { code.append(c) }
    }
    func deleteBackward() {
        calls.append("deleteBackward")
        if !code.isEmpty { code.removeLast() }
    }
}

/// A view that adopts `UIKeyInput` and implements none of the traits: UIKit's defaults apply.
@MainActor final class TestPlainKeyInputView: UIView, UIKeyInput {
    var text = ""
    override var canBecomeFirstResponder: Bool { true }
    var hasText: Bool { !text.isEmpty }
    func insertText(_ t: String) { text += t }
    func deleteBackward() { if !text.isEmpty { text.removeLast() } }
}

/// A position in ``TestEditorView``'s text (a UTF-16 offset), as custom text engines subclass `UITextPosition`.
@MainActor final class TestPosition: UITextPosition {
    let index: Int
    init(_ index: Int) { self.index = index; super.init() }
}

/// A range between two ``TestPosition``s.
@MainActor final class TestRange: UITextRange {
    let range: NSRange
    init(_ range: NSRange) { self.range = range; super.init() }
    override var start: UITextPosition { TestPosition(range.location) }
    override var end: UITextPosition { TestPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }
}

/// A minimal `UITextInput` editor on its own storage (an `NSString`-free UTF-16 buffer), with marked text and the
/// input delegate told of changes app code makes, as Apple asks of a `UITextInput` view.
@MainActor final class TestEditorView: UIView, UITextInput {
    private(set) var storage: [UInt16] = []
    var selection = NSRange(location: 0, length: 0)
    var marked: NSRange?
    weak var inputDelegate: (any UITextInputDelegate)?
    var string: String { String(decoding: storage, as: UTF16.self) }
    override var canBecomeFirstResponder: Bool { true }

    /// App code replacing the whole text, telling the input delegate as Apple asks.
    func setText(_ s: String) {
        inputDelegate?.textWillChange(self)
        storage = Array(s.utf16); marked = nil; selection = NSRange(location: storage.count, length: 0)
        inputDelegate?.textDidChange(self)
    }

    private func replace(_ r: NSRange, _ s: String) {
        storage.replaceSubrange(r.location..<(r.location + r.length), with: Array(s.utf16))
    }
    private func index(_ p: UITextPosition) -> Int { (p as? TestPosition)?.index ?? 0 }
    private func clamp(_ i: Int) -> Int { min(max(0, i), storage.count) }

    var hasText: Bool { !storage.isEmpty }
    func insertText(_ text: String) {
        let r = marked ?? selection
        replace(r, text)
        marked = nil
        selection = NSRange(location: r.location + text.utf16.count, length: 0)
    }
    func deleteBackward() {
        let r: NSRange
        if let m = marked {
            r = m
        } else if selection.length > 0 {
            r = selection
        } else if selection.location > 0 {
            r = NSRange(location: selection.location - 1, length: 1)
        } else {
            return
        }
        replace(r, "")
        marked = nil
        selection = NSRange(location: r.location, length: 0)
    }
    func text(in range: UITextRange) -> String? {
        guard let r = range as? TestRange, r.range.location + r.range.length <= storage.count else { return nil }
        return String(decoding: storage[r.range.location..<(r.range.location + r.range.length)], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText text: String) {
        guard let r = (range as? TestRange)?.range else { return }
        replace(r, text)
        marked = nil
        selection = NSRange(location: r.location + text.utf16.count, length: 0)
    }
    var selectedTextRange: UITextRange? {
        get { TestRange(selection) }
        set { if let r = (newValue as? TestRange)?.range { selection = r } }
    }
    var markedTextRange: UITextRange? { marked.map { TestRange($0) } }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let r = marked ?? selection
        let t = markedText ?? ""
        replace(r, t)
        marked = t.isEmpty ? nil : NSRange(location: r.location, length: t.utf16.count)
        selection = NSRange(location: r.location + min(selectedRange.location, t.utf16.count), length: 0)
    }
    func unmarkText() {
        guard let m = marked else { return }
        marked = nil
        selection = NSRange(location: m.location + m.length, length: 0)
    }
    var beginningOfDocument: UITextPosition { TestPosition(0) }
    var endOfDocument: UITextPosition { TestPosition(storage.count) }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        let a = index(fromPosition), b = index(toPosition)
        return TestRange(NSRange(location: min(a, b), length: abs(b - a)))
    }
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let i = index(position) + offset
        return i < 0 || i > storage.count ? nil : TestPosition(i)
    }
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        self.position(from: position, offset: direction == .left || direction == .up ? -offset : offset)
    }
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let a = index(position), b = index(other)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { index(toPosition) - index(from) }
}
