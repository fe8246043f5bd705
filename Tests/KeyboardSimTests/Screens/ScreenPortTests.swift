import Foundation
import Testing
import KeyboardSim
import KeyboardSimTesting
import KeyboardSimPort

extension Screens {
    /// The four screens of Examples/screens go through `kbsim port` with nothing left to port by hand, and the
    /// committed port in Ported/ is what the port makes now.
    @MainActor @Suite struct ScreenPortTests {
        static func kbsim(_ args: [String]) throws -> KbsimProcess.Run { try KbsimProcess.kbsim(args, in: Screens.packageRoot) }

        @Test("kbsim port Examples/screens -o TMP reports nothing to port by hand and writes exactly the committed Ported/ files (regenerate: make ported-screens)")
        func screensPortIsFresh() throws {
            let tmp = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-screens-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: tmp) }
            let run = try Self.kbsim(["port", "Examples/screens", "-o", tmp.path])
            #expect(run.status == 0, "\(run.stderr)")
            #expect(!run.stdout.contains("cannot port"), "\(run.stdout)")
            #expect(run.stdout.hasSuffix("0 to port by hand\n"), "\(run.stdout)")
            let ported = Screens.packageRoot.appendingPathComponent("Sources/KeyboardSimExampleScreens/Ported")
            let made = try FileManager.default.contentsOfDirectory(atPath: tmp.path).sorted()
            let committed = try FileManager.default.contentsOfDirectory(atPath: ported.path).filter { $0.hasSuffix(".swift") }.sorted()
            #expect(made == committed)
            #expect(made.count == 4)
            for name in made {
                let a = try Data(contentsOf: tmp.appendingPathComponent(name))
                let b = try Data(contentsOf: ported.appendingPathComponent(name))
                #expect(a == b, "Sources/KeyboardSimExampleScreens/Ported/\(name) is stale: run `make ported-screens`")
            }
        }

        @Test("Porting a ported screen changes nothing")
        func portIsIdempotent() throws {
            let dir = Screens.packageRoot.appendingPathComponent("Examples/screens")
            for name in try FileManager.default.contentsOfDirectory(atPath: dir.path) where name.hasSuffix(".swift") {
                let once = Porter.port(try String(contentsOf: dir.appendingPathComponent(name), encoding: .utf8)).source
                let twice = Porter.port(once)
                #expect(twice.source == once, "\(name)")
                #expect(twice.changes.isEmpty, "\(name): \(twice.changes)")
            }
        }
    }
}
