@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

@MainActor @Suite struct TokenizerTests {
    /// The UTF-16 offset of a position of `input`.
    func offset(_ p: UITextPosition?, _ input: any UITextInput) -> Int? {
        p.map { input.offset(from: input.beginningOfDocument, to: $0) }
    }

    @Test(
        "UITextInputStringTokenizer: word boundaries, the word enclosing a position, the next word and sentence boundary"
    )
    func words() throws {
        let field = UITextField()
        field.text = "Hi there. Next"
        let t = field.tokenizer
        let p5 = try #require(field.position(from: field.beginningOfDocument, offset: 5))
        let word = try #require(t.rangeEnclosingPosition(p5, with: .word, inDirection: .storage(.forward)))
        #expect(field.text(in: word) == "there")
        #expect(offset(t.position(from: p5, toBoundary: .word, inDirection: .storage(.forward)), field) == 8)
        #expect(offset(t.position(from: p5, toBoundary: .word, inDirection: .storage(.backward)), field) == 3)
        #expect(offset(t.position(from: p5, toBoundary: .sentence, inDirection: .layout(.right)), field) == 10)
        let p3 = try #require(field.position(from: field.beginningOfDocument, offset: 3))
        #expect(t.isPosition(p3, atBoundary: .word, inDirection: .storage(.backward)))
        #expect(!t.isPosition(p5, atBoundary: .word, inDirection: .storage(.forward)))
        #expect(UITextDirection.layout(.left).rawValue == 3 && UITextDirection.storage(.backward).rawValue == 1)
    }

    @Test("UITextInputStringTokenizer: characters are grapheme clusters, counted in UTF-16")
    func characters() throws {
        let field = UITextField()
        field.text = "a👍🏽b"
        let t = field.tokenizer
        let p1 = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        #expect(offset(t.position(from: p1, toBoundary: .character, inDirection: .storage(.forward)), field) == 5)
    }
}
