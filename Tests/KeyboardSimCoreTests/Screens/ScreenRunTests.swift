@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
@testable import KeyboardSimExampleScreens

extension Screens {
    /// The four screens of Examples/screens run under `kbsim run`: the binary compiles their port
    /// (KeyboardSimExampleScreens), `show "NAME" INPUT…` shows one, and the scripts beside them give exactly the
    /// golden transcripts the Swift tests give.
    @MainActor @Suite struct ScreenRunTests {
        static var scripts: [String] { ExampleScreens.names.map { "Examples/screens/\($0).kbsim" } }

        @Test("kbsim run --check Examples/screens/ passes the four screen scripts against the Swift tests' goldens")
        func scriptsMatchGoldens() throws {
            let run = try KbsimProcess.kbsim(
                ["run", "--check", "Examples/screens/"] + Self.scripts, in: ScreensTestSupport.packageRoot)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            #expect(run.stdout.hasSuffix("4 passed, 0 failed\n"), "\(run.stdout)")
        }

        @Test("kbsim run --record writes each screen's golden transcript byte for byte")
        func recordIsByteIdentical() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
                "kbsim-screens-run-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: dir) }
            let run = try KbsimProcess.kbsim(
                ["run", "--record", dir.path + "/"] + Self.scripts, in: ScreensTestSupport.packageRoot)
            #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
            for name in ExampleScreens.names {
                let made = try Data(contentsOf: dir.appendingPathComponent("\(name).transcript"))
                let golden = try Data(
                    contentsOf: ScreensTestSupport.packageRoot.appendingPathComponent(
                        "Examples/screens/\(name).transcript"))
                #expect(made == golden, "\(name): kbsim run's transcript differs from the golden")
            }
        }

        @Test("show names an input by outlet, by accessibilityIdentifier, or by placeholder once it is on screen")
        func inputsByOutletIdentifierOrPlaceholder() throws {
            var registry = ScenarioRegistry()
            ExampleScreens.register(in: &registry)
            let script = """
                ordering observed
                show "birthday-picker" date=birthdayField country
                tap date
                pick-date 2001-02-03
                expect date.text == "2001-02-03"
                """
            let result = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
                .run(try registry.parser.parse(script, file: "b.kbsim"))
            #expect(result.passed, "\(result.report)")
            #expect(result.events.contains { if case .state(let s) = $0.payload { s.field == "date" } else { false } })

            let alert = """
                show "rename-alert" name="List name"
                tap name
                """
            let early = ScenarioRunner(registry: registry, notificationCenter: NotificationCenter())
                .run(try registry.parser.parse(alert, file: "a.kbsim"))
            #expect(
                early.error?.message
                    == "name: no text field, text view or search bar on screen has the outlet, accessibilityIdentifier or placeholder \"List name\"",
                "\(early.report)")
        }

        @Test("show of a screen that is not registered is a malformed line listing the screens kbsim has")
        func unknownScreen() throws {
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-show-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: dir) }
            let script = dir.appendingPathComponent("s.kbsim")
            try "show \"checkout\" card\n".write(to: script, atomically: true, encoding: .utf8)
            let bad = try KbsimProcess.kbsim(["run", script.path])
            #expect(bad.status == 2)
            #expect(
                bad.stderr.contains(
                    "s.kbsim:1:6: show \"checkout\": no such screen is registered; accepted: birthday-picker, contact-search, rename-alert, shipping-form"
                ),
                "\(bad.stderr)")
        }
    }
}
