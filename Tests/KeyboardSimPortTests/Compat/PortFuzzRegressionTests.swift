@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimPort

/// Inputs the parser fuzzer found (ParserFuzzTests, Fuzz/parsers), kept as regression tests.
@Suite struct PortFuzzRegressionTests {
    @Test(
        "Porting is idempotent even when a removed attribute sat between two tokens it would glue together",
        arguments: [("@obj@objc()c", "@obj c"), ("@@objc objc", "@ objc"), ("/@objc/", "/ /"), ("a@IBOutlet.b", "a.b")])
    func removalDoesNotGlueTokens(source: String, ported: String) {
        let once = Porter.port(source)
        #expect(once.source.hasSuffix(ported))
        let twice = Porter.port(once.source)
        #expect(twice.source == once.source)
        #expect(twice.changes.isEmpty)
    }

    @Test(
        "A file ending inside a string right after a backslash (\"\\) is tokenized, not a trap",
        arguments: ["\"\\", "#\"\\#", "\"\"\"\\", "\"\\(", "#/\\"])
    func unterminatedEscapeAtEnd(source: String) {
        let tokens = SwiftTokenizer.tokenize(source)
        #expect(tokens.map(\.text).joined() == source)
        #expect(Porter.port(source).source.hasSuffix(source))
    }
}
