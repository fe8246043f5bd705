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

    @Test(
        "An import sharing its line with a brace is rewritten on the first port: porting twice equals porting once",
        arguments: [
            "extension Foo {\n    import UIKit\n}\n",
            "import UIKit\n\nclass Foo: UIViewController {\n}\n\nextension Foo {import UIKit\n    override func viewDidLoad() { super.viewDidLoad() }\n}\n",
            "struct S {}; import CoreGraphics; let x = 1\n",
            "enum E { case a }\n}import Darwin\n"
        ])
    func importAfterBraceIsIdempotent(source: String) {
        let once = Porter.port(source)
        let twice = Porter.port(once.source)
        #expect(twice.source == once.source, "\(once.source)")
        // The directives start their lines.
        for line in once.source.split(separator: "\n") where line.contains("#if") || line.contains("#endif") {
            #expect(line.trimmingCharacters(in: .whitespaces).hasPrefix("#"), "\(once.source)")
        }
    }

    @Test("The fuzz seed that found it ports twice to the same text")
    func importAfterBraceSeed() throws {
        let seed = try String(
            contentsOf: Repository.url("Fuzz/parsers/corpus/port/import-after-brace.swift"), encoding: .utf8)
        let once = Porter.port(seed)
        #expect(Porter.port(once.source).source == once.source)
    }
}
