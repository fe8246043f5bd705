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
    /// The four screens of Examples/screens, ported by `kbsim port` into Ported/ (a committed, generated copy:
    /// `make ported-screens`), driven as a user drives them, each against its golden transcript in Examples/screens.
    /// A row, a toolbar button, an alert button and a picker's wheel are the UIKit calls a touch makes, through
    /// kbsim's `tapRow`, `tap`, `tapAction` and `pick`; ScreenScriptTests makes the same touches from scripts
    /// (`tap-row`, `tap-bar-item`, `alert-action`, `pick-row`, `pick-date`) against the same golden transcripts.
    @MainActor @Suite struct ScreenExampleTests {
        func golden(_ name: String) -> String {
            ScreensTestSupport.packageRoot.appendingPathComponent("Examples/screens/\(name).transcript").path
        }

        @Test(
            "Search screen: each keystroke in the search bar filters the contacts and reloads the table, which asks for the rows that remain"
        )
        func contactSearch() throws {
            let session = KeyboardSession.isolated()
            let screen = session.show(ContactSearchViewController())
            _ = try session.searchBar("search")
            #expect(screen.tableView.visibleCells.count == 8)
            try session.tap("search")
            try session.type("ar")
            #expect(screen.filtered == ["Barbara Liskov", "Margaret Hamilton"])
            #expect(
                screen.tableView.visibleCells.compactMap { $0.textLabel?.text } == [
                    "Barbara Liskov", "Margaret Hamilton"
                ])
            try session.backspace(2)
            #expect(screen.filtered.count == 8)
            try session.type("ng")
            #expect(screen.filtered == ["Alan Turing"])
            try session.tapReturn()
            session.expect("search", firstResponder: false)
            screen.tableView.tapRow(at: IndexPath(row: 0, section: 0))
            #expect(screen.selectedContact == "Alan Turing")
            #expect(screen.tableView.indexPathForSelectedRow == nil)
            let all = (0..<8).map { "0.\($0)" }.joined(separator: " ")
            #expect(
                session.userEvents("reloadData").map(\.value) == [
                    all, "0.0 0.1 0.2 0.3 0.4 0.5 0.6", "0.0 0.1",
                    "0.0 0.1 0.2 0.3 0.4 0.5 0.6", all, "0.0 0.1 0.2 0.3", "0.0"
                ])
            session.assertTranscript(matching: golden("contact-search"))
        }

        @Test(
            "Form screen: fields in table cells are typed into in turn; the accessory toolbar's Next and the return key move on, Done ends editing"
        )
        func shippingForm() throws {
            let session = KeyboardSession.isolated()
            let form = session.show(ShippingFormViewController())
            #expect(session.fieldNames == ["name", "street", "city", "zip"])
            let toolbar = try #require(try session.field("name").inputAccessoryView as? UIToolbar)
            try session.tap("name")
            #expect(session.keyboardEndFrames.last.map { Int($0.height.rounded()) } == 336 + 44)
            try session.type("Ada Lovelace")
            toolbar.item(titled: "Next")!.tap()
            session.expect("street", firstResponder: true)
            try session.type("12 Analytical Way")
            try session.tapReturn()
            session.expect("city", firstResponder: true)
            try session.type("London")
            toolbar.item(titled: "Next")!.tap()
            session.expect("zip", firstResponder: true)
            #expect(session.keyboardEndFrames.last.map { Int($0.height.rounded()) } == 291 + 44)
            try session.type("123456")
            session.expect("zip", text: "12345")
            toolbar.item(titled: "Done")!.tap()
            session.expect("zip", firstResponder: false)
            form.navigationItem.rightBarButtonItem!.tap()
            #expect(
                form.values == ["name": "Ada Lovelace", "street": "12 Analytical Way", "city": "London", "zip": "12345"]
            )
            #expect(form.submitted)
            session.assertTranscript(matching: golden("shipping-form"))
        }

        @Test(
            "Alert screen: the alert's text field is typed into; Save is enabled only while the name is not blank, and saves it"
        )
        func renameAlert() throws {
            let session = KeyboardSession.isolated()
            let screen = session.show(RenameAlertViewController())
            session.screen.tapButton(screen.renameButton)
            let alert = try #require(screen.presentedViewController as? UIAlertController)
            let field = try #require(alert.textFields?.first)
            try session.adopt(field, name: "listName")
            try session.tap("listName")
            session.expect("listName", text: "Groceries")
            try session.backspace(9)
            alert.tapAction(titled: "Save")
            #expect(screen.presentedViewController === alert)
            try session.type("  ")
            #expect(alert.preferredAction?.isEnabled == false)
            try session.type("Weekly Shop")
            #expect(alert.preferredAction?.isEnabled == true)
            alert.tapAction(titled: "Save")
            #expect(screen.presentedViewController == nil)
            #expect(screen.listName == "Weekly Shop" && screen.nameLabel.text == "Weekly Shop")
            #expect(field.window == nil)
            session.assertTranscript(matching: golden("rename-alert"))
        }

        @Test(
            "Picker screen: a date picker and a picker view replace the keyboard (216 points, plus the toolbar's 44); the fields show what the user picks and refuse typing"
        )
        func birthdayPicker() throws {
            let session = KeyboardSession.isolated()
            let screen = session.show(BirthdayPickerViewController())
            #expect(session.fieldNames == ["birthday", "country"])
            try session.tap("birthday")
            #expect(session.keyboardEndFrames.last == CGRect(x: 0, y: 852 - 260, width: 393, height: 260))
            try session.type("x")
            session.expect("birthday", text: "")
            screen.datePicker.pick(ISO8601DateFormatter().date(from: "1990-05-17T12:00:00Z")!)
            session.expect("birthday", text: "1990-05-17")
            try session.tap("country")
            screen.countryPicker.pick(row: 3)
            session.expect("country", text: "Japan")
            (screen.countryField.inputAccessoryView as! UIToolbar).item(titled: "Done")!.tap()
            session.expect("country", firstResponder: false)
            try session.tap("country")
            #expect(screen.countryPicker.selectedRow(inComponent: 0) == 3)
            #expect(screen.country == "Japan")
            session.assertTranscript(matching: golden("birthday-picker"))
        }
    }
}
