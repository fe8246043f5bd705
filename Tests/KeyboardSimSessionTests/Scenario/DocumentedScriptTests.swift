@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The scenario scripts the documentation shows, marked ```` ```kbsim ```` in README.md, docs/*.md and the DocC
/// articles, run as `kbsim run` runs them (with the Examples' Swift delegates registered, as the README's phone
/// script names one): a script a reader copies must pass as written.
@Suite struct DocumentedScriptTests {
    struct Snippet: CustomTestStringConvertible, Sendable {
        var file: String
        var line: Int
        var text: String
        var testDescription: String { "\(file):\(line)" }
    }

    /// Every ```` ```kbsim ```` block of the documentation, with the line its fence is on.
    static var snippets: [Snippet] {
        let root = ScreensTestSupport.packageRoot
        let fm = FileManager.default
        var files = ["README.md"]
        for folder in ["docs", "Sources/KeyboardSim/KeyboardSim.docc"] {
            let names = (try? fm.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
            files += names.filter { $0.hasSuffix(".md") }.sorted().map { "\(folder)/\($0)" }
        }
        var snippets: [Snippet] = []
        for file in files {
            guard let text = try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8) else {
                continue
            }
            var open: (line: Int, body: [Substring])?
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if var block = open {
                    if line.hasPrefix("```") {
                        snippets.append(Snippet(file: file, line: block.line, text: block.body.joined(separator: "\n")))
                        open = nil
                    } else {
                        block.body.append(line)
                        open = block
                    }
                } else if line == "```kbsim" {
                    open = (n + 1, [])
                }
            }
        }
        return snippets
    }

    @Test("the documented scripts are found (an empty list would pass every case vacuously)")
    func snippetsExist() {
        let files = Set(Self.snippets.map(\.file))
        #expect(files.contains("README.md"), "\(files)")
        #expect(files.contains("Sources/KeyboardSim/KeyboardSim.docc/ScenarioScripts.md"), "\(files)")
    }

    @Test("a script the documentation shows passes as written", arguments: Self.snippets)
    @MainActor func snippetPasses(_ snippet: Snippet) throws {
        let runner = ScenarioRunner(registry: ExampleRegistry.registry, notificationCenter: NotificationCenter())
        let scenario = try ExampleRegistry.registry.parser.parse(snippet.text, file: snippet.testDescription)
        let result = runner.run(scenario)
        for failure in result.failures { Issue.record("\(failure)") }
        if let error = result.error { Issue.record("\(error)") }
        #expect(result.stepCount > 0)
    }
}
