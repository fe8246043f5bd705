@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Sessions the meddling-app fuzzer once broke kbsim's own consistency with (marked text no input method composes,
/// a keyboard hide cut into a show, a dead key's accent left marked); replayed as scripts, they must pass.
@MainActor @Suite struct MeddleRegressionTests {
    nonisolated static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Regressions")
    nonisolated static let scripts = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
        .filter { $0.hasSuffix(".kbsim") }.sorted()

    @Test("The folder has regressions") func notEmpty() { #expect(Self.scripts.count >= 3) }

    @Test("A meddling-app regression replays and passes", arguments: scripts)
    func replays(script: String) throws {
        var registry = ScenarioRegistry()
        FuzzMeddler.target().register(in: &registry)
        let result = try ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
            .run(file: Self.folder.appendingPathComponent(script).path)
        #expect(result.passed, "\(result.failures.map(\.description)) \(result.error?.description ?? "")")
    }
}
