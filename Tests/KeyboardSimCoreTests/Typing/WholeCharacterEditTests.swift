@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A user's edit never hands the delegate half a surrogate pair: a selection or caret app code left between the
/// halves of a pair is widened to the whole scalar first (docs/uikit-behavior.md, Decisions). Found by
/// `kbsim fuzz --meddle` (app code moving the selection inside callbacks).
@MainActor @Suite struct WholeCharacterEditTests {
    /// Types `text`, lets app code select `appSelection`, then does `edit`; returns the range the delegate saw.
    func rangeSeen(typing text: String, appSelection: NSRange, edit: (KeyboardSession) throws -> Void) throws
        -> NSRange?
    {
        let session = KeyboardSession(notificationCenter: NotificationCenter())
        let field = session.addField("f")
        try session.tap("f")
        try session.paste(text)
        let start = try #require(field.position(from: field.beginningOfDocument, offset: appSelection.location))
        let end = try #require(field.position(from: start, offset: appSelection.length))
        field.selectedTextRange = field.textRange(from: start, to: end)
        try edit(session)
        return session.delegateCalls(.shouldChangeCharacters, field: "f").last?.range
    }

    @Test(
        "Backspace over a selection app code left inside a surrogate pair deletes whole scalars",
        arguments: [
            // "a👍aaaa👍🏽": [5,3] ends between the halves of the second 👍 → through 👍
            ("a👍aaaa👍🏽", NSRange(location: 5, length: 3), NSRange(location: 5, length: 4)),
            // "saa👍🏽a": [6,2] starts between the halves of the skin tone → from the skin tone
            ("saa👍🏽a", NSRange(location: 6, length: 2), NSRange(location: 5, length: 3)),
            // "a🇩🇪r": [1,1] is half the first regional indicator → that indicator
            ("a🇩🇪r", NSRange(location: 1, length: 1), NSRange(location: 1, length: 2)),
            // a cluster cut between scalars (👍 without its skin tone) stays as app code made it
            ("x👍🏽y", NSRange(location: 1, length: 2), NSRange(location: 1, length: 2))
        ])
    func backspace(_ text: String, _ selection: NSRange, _ expected: NSRange) throws {
        #expect(try rangeSeen(typing: text, appSelection: selection) { try $0.backspace() } == expected)
    }

    @Test("Typing over a selection app code left inside a surrogate pair replaces whole scalars")
    func typing() throws {
        let seen = try rangeSeen(typing: "x👍🏽y", appSelection: NSRange(location: 2, length: 2)) { try $0.type("z") }
        #expect(seen == NSRange(location: 1, length: 4))
    }

    @Test("Backspace with the caret app code left between the halves of a pair deletes that scalar")
    func caretInsidePair() throws {
        let seen = try rangeSeen(typing: "a👍b", appSelection: NSRange(location: 2, length: 0)) { try $0.backspace() }
        #expect(seen == NSRange(location: 1, length: 2))
    }
}

/// Backspace deletes the whole grapheme cluster before the caret, however far back it starts.
@MainActor @Suite struct LongClusterBackspaceTests {
    @Test(
        "Backspace after a ZWJ sequence ending in a tag flag deletes the whole sequence (found by kbsim fuzz --meddle)")
    func zwjSequenceWithTagFlag() throws {
        // 🏳 U+FE0F U+200D then the Scotland flag (🏴 and six tag characters): one cluster of 18 UTF-16 units,
        // longer than the first window kbsim looks through.
        let text = "aaa✌🏼🏳\u{FE0F}\u{200D}🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}"
        let session = KeyboardSession(notificationCenter: NotificationCenter())
        session.addField("f")
        try session.tap("f")
        try session.paste(text)
        try session.backspace()
        #expect(
            session.delegateCalls(.shouldChangeCharacters, field: "f").last?.range == NSRange(location: 6, length: 18))
        session.expect("f", text: "aaa✌🏼")
    }
}
