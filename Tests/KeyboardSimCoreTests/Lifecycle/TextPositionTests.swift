@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

extension Lifecycle {
    /// UITextPosition arithmetic in UTF-16 units, selectedTextRange clamping, markedTextRange.
    @MainActor @Suite struct TextPositionTests {
        static func field(_ text: String) -> UITextField {
            let f = UITextField()
            f.text = text
            return f
        }

        @Test(
            "beginningOfDocument is 0 and endOfDocument is the UTF-16 length",
            arguments: [("", 0), ("hello", 5), ("a😃", 3), ("👨‍👩‍👧‍👦", 11), ("你好", 2)])
        func documentEnds(text: String, length: Int) {
            let f = Self.field(text)
            #expect(f.beginningOfDocument.offset == 0)
            #expect(f.endOfDocument.offset == length)
            #expect(f.offset(from: f.beginningOfDocument, to: f.endOfDocument) == length)
        }

        @Test(
            "position(from:offset:) moves in UTF-16 units and gives nil outside the text",
            arguments: [(0, 3, 3), (0, 5, 5), (0, 6, nil), (2, -2, 0), (2, -3, nil), (5, 0, 5), (1, 2, 3)]
                as [(Int, Int, Int?)])
        func positionFromOffset(start: Int, offset: Int, expected: Int?) {
            let f = Self.field("hello")
            let from = UITextPosition(offset: start)
            #expect(f.position(from: from, offset: offset)?.offset == expected)
        }

        @Test("position(from:in:offset:) moves backwards for left and up")
        func positionInDirection() {
            let f = Self.field("hello")
            let p = UITextPosition(offset: 2)
            #expect(f.position(from: p, in: .right, offset: 2)?.offset == 4)
            #expect(f.position(from: p, in: .left, offset: 2)?.offset == 0)
            #expect(f.position(from: p, in: .up, offset: 3) == nil)
            #expect(f.position(from: p, in: .down, offset: 3)?.offset == 5)
        }

        @Test("offset(from:to:) is signed; compare orders positions")
        func offsetAndCompare() {
            let f = Self.field("hello")
            let p2 = UITextPosition(offset: 2), p5 = UITextPosition(offset: 5)
            #expect(f.offset(from: p2, to: p5) == 3)
            #expect(f.offset(from: p5, to: p2) == -3)
            #expect(f.compare(p2, to: p5) == .orderedAscending)
            #expect(f.compare(p5, to: p2) == .orderedDescending)
            #expect(f.compare(p2, to: UITextPosition(offset: 2)) == .orderedSame)
            #expect(p2 == UITextPosition(offset: 2))
        }

        @Test("textRange(from:to:) orders its ends and gives nil outside the text; text(in:) reads it")
        func textRange() {
            let f = Self.field("hello")
            let r = f.textRange(from: UITextPosition(offset: 4), to: UITextPosition(offset: 1))
            #expect(r?.nsRange == NSRange(location: 1, length: 3))
            #expect(r?.isEmpty == false)
            #expect(r.flatMap { f.text(in: $0) } == "ell")
            #expect(f.textRange(from: UITextPosition(offset: 0), to: UITextPosition(offset: 6)) == nil)
            #expect(f.textRange(from: f.endOfDocument, to: f.endOfDocument)?.isEmpty == true)
            #expect(f.text(in: UITextRange(start: UITextPosition(offset: 3), end: UITextPosition(offset: 9))) == nil)
        }

        @Test(
            "Setting selectedTextRange or selectedRange past the end clamps to the text",
            arguments: [
                (NSRange(location: 3, length: 10), NSRange(location: 3, length: 2)),
                (NSRange(location: 8, length: 0), NSRange(location: 5, length: 0)),
                (NSRange(location: 1, length: 2), NSRange(location: 1, length: 2)),
                (NSRange(location: 5, length: 3), NSRange(location: 5, length: 0))
            ])
        func selectionClamps(requested: NSRange, expected: NSRange) {
            let f = Self.field("hello")
            f.selectedTextRange = UITextRange(
                start: UITextPosition(offset: requested.location),
                end: UITextPosition(offset: requested.location + requested.length))
            #expect(f.selectedTextRange?.nsRange == expected)
            f.selectedRange = NSRange(location: 0, length: 0)
            f.selectedRange = requested
            #expect(f.selectedRange == expected)
        }

        @Test("Programmatic text moves the caret to the end (UTF-16)")
        func caretAfterText() {
            let f = Self.field("a😃")
            #expect(f.selectedRange == NSRange(location: 3, length: 0))
            #expect(f.selectedTextRange?.start == f.endOfDocument)
        }

        @Test("markedTextRange is nil unless setMarkedText is used; unmarkText commits and clears it")
        func markedText() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a", text: "ab")
            try session.screen.tap(a)
            try session.screen.type("c")
            #expect(a.markedTextRange == nil)
            let mark = session.events.count
            a.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            #expect(a.markedTextRange?.nsRange == NSRange(location: 3, length: 2))
            #expect(a.text == "abcni" && a.selectedRange == NSRange(location: 5, length: 0))
            a.setMarkedText("nih", selectedRange: NSRange(location: 3, length: 0))
            #expect(a.markedTextRange?.nsRange == NSRange(location: 3, length: 3))
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[3,0] \"ni\" → true", "[3,2] \"nih\" → true"])
            a.unmarkText()
            #expect(
                a.markedTextRange == nil && a.text == "abcnih" && a.selectedRange == NSRange(location: 6, length: 0))
        }

        @Test("Inserting text over marked text replaces it and ends the composition")
        func insertOverMarked() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            a.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            let mark = session.events.count
            a.insertText("你")
            #expect(ShouldChangeTests.changes(session, since: mark) == ["[0,2] \"你\" → true"])
            #expect(a.markedTextRange == nil && a.text == "你")
        }

        @Test("Ending editing commits marked text")
        func endCommitsMarked() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            a.setMarkedText("ni", selectedRange: NSRange(location: 2, length: 0))
            session.screen.resign(a)
            #expect(a.markedTextRange == nil && a.text == "ni")
        }
    }
}
