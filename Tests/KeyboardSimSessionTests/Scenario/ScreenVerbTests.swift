@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore

/// The verbs that touch a screen's other controls: `tap-bar-item`, `pick-row`, `pick-date`, `alert-action`,
/// `tap-row` (docs/scenarios.md). Each finds what it names as the user sees it, or refuses with one line naming what
/// there is instead.
@MainActor @Suite struct ScreenVerbTests {
    /// Parses `line` after the fields f and g.
    static func parse(_ line: String) throws -> ScenarioStep? {
        try ScenarioParser().parse("field f\nfield g\n" + line, file: "v.kbsim").lines.last?.step
    }

    static func parseError(_ line: String) -> String? {
        do { _ = try parse(line); return nil } catch let e as ScenarioError { return e.message } catch {
            return "\(error)"
        }
    }

    /// The message of the error a step throws on `session` (nil when it runs).
    static func refusal(_ step: ScenarioStep, on session: KeyboardSession) -> String? {
        do { try session.perform(step); return nil } catch { return "\(error)" }
    }

    final class Countries: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["Canada", "France", "Japan"]
        var picked: [Int] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { names.count }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            names[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picked.append(row)
        }
    }

    @Test("the screen verbs parse in every spelling and print back")
    func grammar() throws {
        #expect(try Self.parse("tap-bar-item Done") == .tapBarItem("Done"))
        #expect(try Self.parse("tap-bar-item \"Save draft\"") == .tapBarItem("Save draft"))
        #expect(try Self.parse("pick-row 3") == .pickRow(component: 0, .index(3)))
        #expect(try Self.parse("pick-row \"Japan\"") == .pickRow(component: 0, .title("Japan")))
        #expect(try Self.parse("pick-row 1 \"PM\"") == .pickRow(component: 1, .title("PM")))
        #expect(try Self.parse("pick-row 0 2") == .pickRow(component: 0, .index(2)))
        #expect(ScenarioPrinter.line(.pickRow(component: 0, .index(2))) == "pick-row 2")
        #expect(try Self.parse("pick-date 1990-05-17") == .pickDate("1990-05-17"))
        #expect(try Self.parse("pick-date 2024-02-29T08:30") == .pickDate("2024-02-29T08:30"))
        #expect(try Self.parse("alert-action \"Save\"") == .alertAction("Save"))
        #expect(try Self.parse("tap-row 0.2") == .tapRow(table: nil, section: 0, row: 2))
        #expect(try Self.parse("tap-row results 1.0") == .tapRow(table: "results", section: 1, row: 0))
    }

    @Test("malformed screen steps are refused at their line and column, saying what is accepted")
    func malformed() {
        #expect(
            Self.parseError("pick-date 2023-02-30")
                == "pick-date: expected a date YYYY-MM-DD or YYYY-MM-DDTHH:MM (UTC) that exists, found \"2023-02-30\"")
        #expect(Self.parseError("pick-date 17/05/1990")?.hasPrefix("pick-date: expected a date") == true)
        #expect(
            Self.parseError("pick-row x")
                == "pick-row: expected a row number or a row's title in double quotes, e.g. pick-row 3, pick-row \"Japan\", pick-row 1 \"PM\", found \"x\""
        )
        #expect(Self.parseError("pick-row \"a\" 2")?.hasPrefix("pick-row: expected a component number") == true)
        #expect(
            Self.parseError("alert-action Save")
                == "alert-action: expected the button's title in double quotes, e.g. alert-action \"Save\", found \"Save\""
        )
        #expect(
            Self.parseError("tap-row 3")
                == "tap-row: expected the row as SECTION.ROW, e.g. tap-row 0.2 or tap-row results 1.0, found \"3\"")
        #expect(Self.parseError("tap-row 0.-1")?.hasPrefix("tap-row: expected the row as SECTION.ROW") == true)
        #expect(Self.parseError("tap-bar-item")?.contains("found the end of the line") == true)
    }

    @Test("pick-date: a day alone is noon UTC, a time is UTC")
    func dates() {
        #expect(
            KeyboardSession.pickDate(from: "1990-05-17") == ISO8601DateFormatter().date(from: "1990-05-17T12:00:00Z"))
        #expect(
            KeyboardSession.pickDate(from: "2024-02-29T08:30")
                == ISO8601DateFormatter().date(from: "2024-02-29T08:30:00Z"))
        #expect(KeyboardSession.pickDate(from: "2023-13-01") == nil)
        #expect(KeyboardSession.pickDate(from: "1990-5-17") == nil)
    }

    @Test(
        "tap-bar-item taps the editing field's accessory toolbar item by title or system item name (UIKit runs the item's primary action), and refuses an item that is not there, listing the items"
    )
    func tapBarItem() throws {
        let session = KeyboardSession.isolated()
        var log: [String] = []
        let toolbar = UIToolbar()
        toolbar.sizeToFit()
        toolbar.items = [
            UIBarButtonItem(title: "Next", primaryAction: UIAction { _ in log.append("next") }),
            UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
            UIBarButtonItem(systemItem: .done, primaryAction: UIAction { _ in log.append("done") })
        ]
        session.addField("f") { $0.inputAccessoryView = toolbar }
        session.addField("g")
        #expect(
            Self.refusal(.tapBarItem("Next"), on: session)
                == "tap-bar-item Next: no field is editing; tap a field first")
        try session.tap("f")
        try session.perform(.tapBarItem("Next"))
        try session.perform(.tapBarItem("done"))
        try session.perform(.tapBarItem("Done"))
        #expect(log == ["next", "done", "done"])
        #expect(session.userEvents("tapBarItem").map(\.value) == ["Next", "Done", "Done"])
        #expect(
            Self.refusal(.tapBarItem("Back"), on: session)
                == "tap-bar-item Back: f's accessory toolbar has no item titled \"Back\"; items: \"Next\", \"Done\"")
        try session.tap("g")
        #expect(
            Self.refusal(.tapBarItem("Next"), on: session)
                == "tap-bar-item Next: g has no toolbar as its inputAccessoryView")
    }

    @Test(
        "pick-row spins the input view picker to a row by number or title (the delegate's didSelectRow runs), and refuses rows, components and titles that are not there"
    )
    func pickRow() throws {
        let session = KeyboardSession.isolated()
        let countries = Countries()
        session.retain(countries)
        let picker = UIPickerView()
        picker.dataSource = countries
        picker.delegate = countries
        session.addField("f") { $0.inputView = picker }
        session.addField("g")
        try session.tap("f")
        try session.perform(.pickRow(component: 0, .index(1)))
        try session.perform(.pickRow(component: 0, .title("Japan")))
        #expect(countries.picked == [1, 2])
        #expect(picker.selectedRow(inComponent: 0) == 2)
        #expect(session.userEvents("pickRow").map(\.value) == ["France", "Japan"])
        #expect(
            Self.refusal(.pickRow(component: 0, .index(3)), on: session)
                == "pick-row 3: component 0 of f's picker has 3 rows (0…2)")
        #expect(
            Self.refusal(.pickRow(component: 1, .index(0)), on: session)
                == "pick-row 1 0: f's picker has 1 component (0…0)")
        #expect(
            Self.refusal(.pickRow(component: 0, .title("Peru")), on: session)
                == "pick-row \"Peru\": component 0 of f's picker has no row titled \"Peru\"; rows: \"Canada\", \"France\", \"Japan\""
        )
        try session.tap("g")
        #expect(
            Self.refusal(.pickRow(component: 0, .index(0)), on: session)
                == "pick-row 0: g's inputView is not a picker view")
    }

    @Test(
        "pick-date spins the input view date picker (UIKit sends valueChanged; the wheels stop at maximumDate), and refuses a field without one"
    )
    func pickDate() throws {
        let session = KeyboardSession.isolated()
        let picker = UIDatePicker()
        picker.maximumDate = KeyboardSession.pickDate(from: "2000-01-01")
        var changed: [Date] = []
        picker.addAction(UIAction { _ in changed.append(picker.date) }, for: .valueChanged)
        session.addField("f") { $0.inputView = picker }
        session.addField("g")
        try session.tap("f")
        try session.perform(.pickDate("1990-05-17"))
        try session.perform(.pickDate("2024-02-29T08:30"))
        #expect(
            changed == [KeyboardSession.pickDate(from: "1990-05-17")!, KeyboardSession.pickDate(from: "2000-01-01")!])
        #expect(session.userEvents("pickDate").map(\.value) == ["1990-05-17T12:00:00Z", "2024-02-29T08:30:00Z"])
        try session.tap("g")
        #expect(
            Self.refusal(.pickDate("1990-05-17"), on: session)
                == "pick-date 1990-05-17: g's inputView is not a date picker")
    }

    @Test(
        "alert-action taps the presented alert's button (UIKit dismisses the alert, then runs the handler; a disabled action ignores the tap), and refuses when no alert or no such button is there"
    )
    func alertAction() throws {
        let session = KeyboardSession.isolated()
        let root = session.show(UIViewController())
        session.addField("f")
        #expect(Self.refusal(.alertAction("OK"), on: session) == "alert-action \"OK\": no alert is presented")
        var log: [String] = []
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Cancel", style: .cancel) { _ in
                log.append("cancel \(root.presentedViewController == nil)")
            })
        let save = UIAlertAction(title: "Save", style: .default) { _ in log.append("save") }
        save.isEnabled = false
        alert.addAction(save)
        root.present(alert, animated: false)
        #expect(
            Self.refusal(.alertAction("OK"), on: session)
                == "alert-action \"OK\": the alert \"Rename\" has no action titled \"OK\"; actions: \"Cancel\", \"Save\""
        )
        try session.perform(.alertAction("Save"))
        #expect(log.isEmpty)
        #expect(session.userEvents("tapAlertAction").last?.ignored == "the action is disabled")
        try session.perform(.alertAction("Cancel"))
        #expect(log == ["cancel true"])
        #expect(Self.refusal(.alertAction("Cancel"), on: session) == "alert-action \"Cancel\": no alert is presented")
    }

    @Test(
        "tap-row taps a row of the table on screen (UIKit asks willSelectRowAt, then sends didSelectRowAt), by accessibilityIdentifier when several are, and refuses rows and tables that are not there"
    )
    func tapRow() throws {
        let session = KeyboardSession.isolated()
        #expect(
            Self.refusal(.tapRow(table: nil, section: 0, row: 0), on: session)
                == "tap-row 0.0: no table view is on screen")
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var sources: [LoggingTableSource] = []
        for (i, id) in ["results", "recent"].enumerated() {
            let source = LoggingTableSource(rows: [3, 1])
            let table = UITableView(frame: CGRect(x: 0, y: 300 * CGFloat(i), width: 393, height: 250), style: .plain)
            table.accessibilityIdentifier = id
            table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
            table.dataSource = source
            table.delegate = source
            container.addSubview(table)
            session.retain(source)
            sources.append(source)
            if i == 0 {
                session.show(container)
                try session.perform(.tapRow(table: nil, section: 1, row: 0))
                #expect(source.log.suffix(2) == ["willSelect 1.0", "didSelect 1.0"])
            } else {
                table.reloadData()
            }
        }
        #expect(
            Self.refusal(.tapRow(table: nil, section: 0, row: 0), on: session)
                == "tap-row 0.0: 2 tables are on screen; name one by its accessibilityIdentifier (\"results\", \"recent\")"
        )
        try session.perform(.tapRow(table: "recent", section: 0, row: 2))
        #expect(sources[1].log.suffix(2) == ["willSelect 0.2", "didSelect 0.2"])
        #expect(
            Self.refusal(.tapRow(table: "recent", section: 0, row: 3), on: session)
                == "tap-row recent 0.3: the table has no row 0.3; section 0: rows 0…2, section 1: rows 0…0")
        #expect(
            Self.refusal(.tapRow(table: "other", section: 0, row: 0), on: session)
                == "tap-row other 0.0: no table on screen has the accessibilityIdentifier \"other\"; tables: \"results\", \"recent\""
        )
    }
}
