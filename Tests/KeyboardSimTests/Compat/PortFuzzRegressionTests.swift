import Foundation
import Testing
import KeyboardSimPort

/// Inputs the parser fuzzer found (ParserFuzzTests, Fuzz/parsers), kept as regression tests.
@Suite struct PortFuzzRegressionTests {
    @Test("Porting is idempotent even when a removed attribute sat between two word characters (@obj@objc()c)")
    func removalDoesNotGlueTokens() {
        let once = Porter.port("@obj@objc()c")
        #expect(once.source.hasSuffix("@obj c"))
        let twice = Porter.port(once.source)
        #expect(twice.source == once.source)
        #expect(twice.changes.isEmpty)
    }

    @Test("A file ending inside a string right after a backslash (\"\\) is tokenized, not a trap", arguments: ["\"\\", "#\"\\#", "\"\"\"\\", "\"\\(", "#/\\"])
    func unterminatedEscapeAtEnd(source: String) {
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.map(\.text).joined() == source)
        #expect(Porter.port(source).source.hasSuffix(source))
    }
}
