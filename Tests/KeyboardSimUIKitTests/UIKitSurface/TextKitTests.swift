@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit

/// TextKit 1 objects a text view is built from: the storage holds the text view's text both ways, the container
/// and layout manager keep their settings, and the layout manager's rectangles are estimates that grow with lines.
@MainActor @Suite struct TextKitTests {
    @Test("UITextView(frame:textContainer:) shows the text of the container's storage (TextKit 1's stack)")
    func textViewFromContainer() {
        let storage = NSTextStorage(string: "hello")
        let manager = NSLayoutManager()
        storage.addLayoutManager(manager)
        let container = NSTextContainer(size: CGSize(width: 200, height: CGFloat.greatestFiniteMagnitude))
        manager.addTextContainer(container)
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100), textContainer: container)
        #expect(view.text == "hello")
        #expect(view.textContainer === container && view.layoutManager === manager && view.textStorage === storage)
        #expect(manager.textStorage === storage && container.layoutManager === manager)
    }

    /// A growing composer as iOS code writes it: it overrides UIKit's designated initialisers only.
    final class GrowingTextView: UITextView {
        override init(frame: CGRect, textContainer: NSTextContainer?) {
            super.init(frame: frame, textContainer: textContainer)
            textContainer?.lineFragmentPadding = 0
            isScrollEnabled = false
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        var fittingHeight: CGFloat {
            layoutManager.usedRect(for: textContainer).height + textContainerInset.top + textContainerInset.bottom
        }
    }

    @Test(
        "A UITextView subclass overriding init(frame:textContainer:) still gets init(frame:) (a convenience initialiser in UIKit)"
    )
    func subclassInitialisers() {
        let view = GrowingTextView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
        view.text = "a\nb"
        #expect(view.textContainer.lineFragmentPadding == 5, "nil container: the subclass's line sees no container")
        #expect(view.fittingHeight == (2 * view.font!.lineHeight).rounded(.up) + 16)
    }

    @Test("NSTextContainer's defaults: line fragment padding 5, no line limit, word wrapping (TextKit's)")
    func containerDefaults() {
        let view = UITextView()
        #expect(view.textContainer.lineFragmentPadding == 5 && view.textContainer.maximumNumberOfLines == 0)
        #expect(view.textContainer.lineBreakMode == .byWordWrapping && view.textContainer.widthTracksTextView)
        view.textContainer.lineFragmentPadding = 0
        view.textContainerInset = .zero
        #expect(view.textContainer.lineFragmentPadding == 0 && view.textContainerInset == .zero)
    }

    @Test("A text view's storage holds what was typed, and editing the storage sets the text view's text")
    func storageFollowsTyping() throws {
        let session = KeyboardSession()
        let view = session.addTextView("notes")
        try session.tap("notes")
        try session.type("hi")
        #expect(view.textStorage.string == "hi")
        view.textStorage.replaceCharacters(in: NSRange(location: 0, length: 2), with: "bye")
        #expect(view.text == "bye")
        view.textStorage.append(NSAttributedString(string: "!"))
        #expect(view.text == "bye!")
    }

    @Test("NSTextStorage processes edits once per beginEditing/endEditing and tells its delegate")
    func storageEditing() {
        final class Watcher: NSTextStorageDelegate {
            var processed: [NSTextStorage.EditActions] = []
            func textStorage(
                _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                range editedRange: NSRange, changeInLength delta: Int
            ) { processed.append(editedMask) }
        }
        let storage = NSTextStorage()
        let watcher = Watcher()
        storage.delegate = watcher
        storage.beginEditing()
        storage.replaceCharacters(in: NSRange(location: 0, length: 0), with: "ab")
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        storage.endEditing()
        #expect(watcher.processed == [[.editedCharacters, .editedAttributes]])
        #expect(storage.string == "ab")
    }

    @Test("usedRect(for:) grows by a line height per line (an estimate from the text measure)")
    func usedRectGrows() {
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        view.font = .systemFont(ofSize: 17)
        view.text = "one"
        let one = view.layoutManager.usedRect(for: view.textContainer).height
        view.text = "one\ntwo\nthree"
        let three = view.layoutManager.usedRect(for: view.textContainer).height
        #expect(one > 0 && three == (3 * UIFont.systemFont(ofSize: 17).lineHeight).rounded(.up))
        view.textContainer.maximumNumberOfLines = 2
        #expect(view.layoutManager.usedRect(for: view.textContainer).height < three)
    }

    @Test("NSAttributedString(attachment:) is one U+FFFC character carrying the attachment, as in UIKit")
    func attachmentString() {
        let attachment = NSTextAttachment(image: UIImage())
        let string = NSAttributedString(attachment: attachment)
        #expect(string.length == 1 && string.string == "\u{FFFC}")
        #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
        #expect(NSTextAttachment.character == 0xFFFC)
    }
}
