@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit

/// Code written against the `UITextInput` protocol, the way formatting libraries write it: the whole text through
/// a range, the caret as an offset from the beginning.
extension UITextInput {
    fileprivate var wholeText: String {
        get { textRange(from: beginningOfDocument, to: endOfDocument).flatMap { text(in: $0) } ?? "" }
        set {
            if let all = textRange(from: beginningOfDocument, to: endOfDocument) { replace(all, withText: newValue) }
        }
    }
    fileprivate var caretOffset: Int {
        get { selectedTextRange.map { offset(from: beginningOfDocument, to: $0.start) } ?? 0 }
        set {
            guard let p = position(from: beginningOfDocument, offset: newValue) else { return }
            selectedTextRange = textRange(from: p, to: p)
        }
    }
}

@MainActor @Suite struct TextInputProtocolTests {
    @Test(
        "UITextInput: UITextField and UITextView adopt it; positions are UTF-16 offsets computed from the text, nil outside it"
    )
    func positions() throws {
        let inputs: [any UITextInput] = [UITextField(), UITextView()]
        for input in inputs {
            (input as? UITextField)?.text = "a😀b"
            (input as? UITextView)?.text = "a😀b"
            #expect(input.offset(from: input.beginningOfDocument, to: input.endOfDocument) == 4)  // 😀 is two units
            let afterEmoji = try #require(input.position(from: input.beginningOfDocument, offset: 3))
            #expect(input.compare(afterEmoji, to: input.endOfDocument) == .orderedAscending)
            #expect(input.compare(input.endOfDocument, to: afterEmoji) == .orderedDescending)
            #expect(input.position(from: input.endOfDocument, offset: 1) == nil)
            #expect(input.position(from: input.beginningOfDocument, offset: -1) == nil)
            #expect(
                input.position(from: afterEmoji, in: .left, offset: 2)?.isEqual(
                    input.position(from: input.beginningOfDocument, offset: 1)) == true)
            let range = try #require(input.textRange(from: input.beginningOfDocument, to: afterEmoji))
            #expect(input.text(in: range) == "a😀")
            #expect(input.textRange(from: input.beginningOfDocument, to: UITextPosition(offset: 9)) == nil)
        }
    }

    @Test(
        "UITextInput: an extension of the protocol reads and replaces the whole text and moves the caret of either class"
    )
    func protocolExtension() {
        let field = UITextField(), view = UITextView()
        for input in [field as any UITextInput, view as any UITextInput] {
            input.wholeText = "12345"
            input.caretOffset = 2
            #expect(input.wholeText == "12345")
            #expect(input.caretOffset == 2)
            input.caretOffset = 9  // outside the text: no position, nothing moves
            #expect(input.caretOffset == 2)
        }
        #expect(field.text == "12345" && view.text == "12345")
        #expect(field.selectedRange == NSRange(location: 2, length: 0))
        #expect(view.selectedRange == NSRange(location: 2, length: 0))
    }
}
