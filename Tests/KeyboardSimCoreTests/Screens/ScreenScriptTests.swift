@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting
@testable import KeyboardSimExampleScreens

extension Screens {
    /// The four screens of Examples/screens run under scripts (Screens/Scripts): the test shows the controller
    /// (`session.show`), the script drives it with the screen verbs (`tap-row`, `tap-bar-item`, `alert-action`,
    /// `pick-row`, `pick-date`) through `session.run(script:)`, and the transcript is the one ScreenExampleTests'
    /// Swift calls give: the same golden file, byte for byte.
    @MainActor @Suite struct ScreenScriptTests {
        func golden(_ name: String) -> String {
            ScreensTestSupport.packageRoot.appendingPathComponent("Examples/screens/\(name).transcript").path
        }

        func run(_ name: String, on session: KeyboardSession) throws -> ScenarioRunner.Result {
            let path = ScreensTestSupport.packageRoot.appendingPathComponent(
                "Tests/KeyboardSimCoreTests/Screens/Scripts/\(name).kbsim"
            ).path
            let text = try String(contentsOfFile: path, encoding: .utf8)
            return try session.run(script: text, file: "\(name).kbsim")
        }

        @Test(
            "Search screen under a script: typing filters the table, tap-row taps the row left; the Swift test's golden transcript"
        )
        func contactSearch() throws {
            let session = KeyboardSession.isolated()
            let screen = session.show(ContactSearchViewController())
            _ = try session.searchBar("search")
            let result = try run("contact-search", on: session)
            #expect(result.passed, "\(result.report)")
            #expect(screen.selectedContact == "Alan Turing")
            session.assertTranscript(matching: golden("contact-search"))
        }

        @Test(
            "Form screen under a script: tap-bar-item Next and done on the accessory toolbar; the Swift test's golden transcript"
        )
        func shippingForm() throws {
            let session = KeyboardSession.isolated()
            let form = session.show(ShippingFormViewController())
            let result = try run("shipping-form", on: session)
            #expect(result.passed, "\(result.report)")
            form.navigationItem.rightBarButtonItem!.tap()
            #expect(
                form.values == ["name": "Ada Lovelace", "street": "12 Analytical Way", "city": "London", "zip": "12345"]
            )
            #expect(form.submitted)
            session.assertTranscript(matching: golden("shipping-form"))
        }

        @Test(
            "Alert screen under a script: alert-action on a disabled Save is ignored, on an enabled one saves; the Swift test's golden transcript"
        )
        func renameAlert() throws {
            let session = KeyboardSession.isolated()
            let screen = session.show(RenameAlertViewController())
            session.screen.tapButton(screen.renameButton)
            let alert = try #require(screen.presentedViewController as? UIAlertController)
            try session.adopt(try #require(alert.textFields?.first), name: "listName")
            let result = try run("rename-alert", on: session)
            #expect(result.passed, "\(result.report)")
            #expect(screen.presentedViewController == nil)
            #expect(screen.listName == "Weekly Shop")
            session.assertTranscript(matching: golden("rename-alert"))
        }

        @Test(
            "Picker screen under a script: pick-date and pick-row \"Japan\" on the input views; the Swift test's golden transcript"
        )
        func birthdayPicker() throws {
            let session = KeyboardSession.isolated()
            let screen = session.show(BirthdayPickerViewController())
            let result = try run("birthday-picker", on: session)
            #expect(result.passed, "\(result.report)")
            #expect(screen.countryPicker.selectedRow(inComponent: 0) == 3)
            #expect(screen.country == "Japan")
            session.assertTranscript(matching: golden("birthday-picker"))
        }

        @Test("a setting in a script run on a session made in Swift is refused, naming the line")
        func settingRefused() throws {
            let session = KeyboardSession.isolated()
            session.show(ShippingFormViewController())
            let result = try session.run(script: "profile ios13\ntap name\n", file: "s.kbsim")
            #expect(result.error?.location == "s.kbsim:1")
            #expect(
                result.error?.message
                    == "profile ios13: a setting, but this script runs on a session made in Swift; set it in the session's HarnessConfiguration"
            )
        }
    }
}
