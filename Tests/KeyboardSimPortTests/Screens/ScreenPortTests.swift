@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTesting
import KeyboardSimPort

/// The port of UIKit's screen objects (Examples/screens).
enum Screens {}

extension Screens {
    /// The four screens of Examples/screens go through `kbsim port` with nothing left to port by hand, and the
    /// committed port in Ported/ is what the port makes now.
    @MainActor @Suite struct ScreenPortTests {
        @Test(
            "kbsim port Examples/screens -o TMP reports nothing to port by hand and writes exactly the committed Ported/ files (regenerate: make ported-screens)"
        )
        func screensPortIsFresh() throws {
            let (run, files) = try PortedCopies.expectFresh(
                source: "Examples/screens", committed: "Sources/KeyboardSimExampleScreens/Ported",
                make: "ported-screens", root: ScreensTestSupport.packageRoot)
            #expect(!run.stdout.contains("cannot port"), "\(run.stdout)")
            #expect(run.stdout.hasSuffix("0 to port by hand\n"), "\(run.stdout)")
            #expect(files.count == 4)
        }

        @Test("Porting a ported screen changes nothing")
        func portIsIdempotent() throws {
            let dir = ScreensTestSupport.packageRoot.appendingPathComponent("Examples/screens")
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
                let once = Porter.port(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)).source
                let twice = Porter.port(once)
                #expect(twice.source == once, "\(name)")
                #expect(twice.changes.isEmpty, "\(name): \(twice.changes)")
            }
        }
    }
}
