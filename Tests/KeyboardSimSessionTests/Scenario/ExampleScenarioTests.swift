@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The scripts that use the Examples' Swift delegates (Tests/KeyboardSimTestSupport/Examples/Scripts/*.kbsim), run
/// through the same runner as `kbsim run`, with the delegates registered by name.
@Suite struct ExampleScenarioTests {
    @Test("the example scripts are found (an empty list would pass every case vacuously)")
    func scriptsExist() {
        #expect(ExampleRegistry.scriptNames.count >= 8)
    }

    @Test("example script passes", arguments: ExampleRegistry.scriptNames)
    @MainActor func script(_ path: String) throws {
        let runner = ScenarioRunner(registry: ExampleRegistry.registry)
        let result = try runner.run(file: ExampleRegistry.root.appendingPathComponent(path).path, displayName: path)
        for failure in result.failures { Issue.record("\(failure)") }
        if let error = result.error { Issue.record("\(error)") }
    }
}
