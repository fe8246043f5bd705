@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

extension Screens {
    /// Alerts with text fields, toolbars as accessory views, pickers as input views.
    @MainActor @Suite struct InputViewsAndAlertsTests {
        @MainActor final class Host: UIViewController {
            var log: [String] = []
            func done() { log.append("done") }
            func goNext(_ sender: UIBarButtonItem) { log.append("next \(sender.title ?? "")") }
        }

        @Test("textFields is nil until a text field is added; addTextField runs its configuration handler at once")
        func alertTextFields() {
            let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
            #expect(alert.textFields == nil)
            var configured = false
            alert.addTextField { field in
                configured = true; field.placeholder = "Name"
            }
            #expect(configured)
            #expect(alert.textFields?.map(\.placeholder) == ["Name"])
            let ok = UIAlertAction(title: "OK", style: .default)
            alert.addAction(ok)
            alert.preferredAction = ok
            #expect(
                alert.actions.map(\.title) == ["OK"] && alert.preferredAction === ok && alert.preferredStyle == .alert)
        }

        @Test(
            "present puts an alert's text fields on the window, where they are typed into; dismissing ends their editing; both are recorded"
        )
        func presentedAlertFieldsAreTypeable() throws {
            let session = KeyboardSession.isolated()
            let host = session.show(Host())
            let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
            alert.addTextField()
            host.present(alert, animated: true)
            #expect(host.presentedViewController === alert && alert.presentingViewController === host)
            let field = alert.textFields![0]
            try session.adopt(field, name: "name")
            try session.tap("name")
            try session.type("Lists")
            session.expect("name", text: "Lists")
            host.dismiss(animated: true)
            #expect(host.presentedViewController == nil)
            #expect(field.window == nil && !field.isFirstResponder)
            #expect(session.userEvents("present").map(\.value) == ["UIAlertController"])
            #expect(session.userEvents("dismiss").map(\.value) == ["UIAlertController"])
            #expect(
                session.events(kind: "notification", field: "name", name: "UITextFieldTextDidEndEditingNotification")
                    .count == 1)
        }

        @Test("A disabled alert action ignores the tap; an enabled one dismisses the alert, then runs its handler")
        func alertActionTap() {
            let session = KeyboardSession.isolated()
            let host = session.show(Host())
            let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
            var order: [String] = []
            let save = UIAlertAction(title: "Save", style: .default) { _ in
                order.append(host.presentedViewController == nil ? "handler after dismiss" : "handler while presented")
            }
            save.isEnabled = false
            alert.addAction(save)
            host.present(alert, animated: false)
            alert.tapAction(save)
            #expect(order.isEmpty && host.presentedViewController === alert)
            save.isEnabled = true
            alert.tapAction(titled: "Save")
            #expect(order == ["handler after dismiss"])
            #expect(session.userEvents("tapAlertAction").map(\.ignored) == ["the action is disabled", nil])
        }

        @Test("Presenting while already presenting is refused, as iOS refuses it, and recorded as ignored")
        func presentWhilePresenting() {
            let session = KeyboardSession.isolated()
            let host = session.show(Host())
            let first = UIAlertController(title: "1", message: nil, preferredStyle: .alert)
            let second = UIAlertController(title: "2", message: nil, preferredStyle: .alert)
            host.present(first, animated: false)
            var ran = false
            host.present(second, animated: false) { ran = true }
            #expect(host.presentedViewController === first && !ran)
            #expect(session.userEvents("present").last?.ignored == "Host is already presenting UIAlertController")
        }

        @Test(
            "A toolbar as inputAccessoryView adds its 44 points to the keyboard's frame in the keyboard notifications")
        func toolbarAccessoryHeight() throws {
            let session = KeyboardSession.isolated()
            let toolbar = UIToolbar()
            toolbar.items = [
                UIBarButtonItem.flexibleSpace(), UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
            ]
            toolbar.sizeToFit()
            #expect(toolbar.frame.size == CGSize(width: 393, height: 44))
            session.addField("a") { $0.inputAccessoryView = toolbar }
            try session.tap("a")
            #expect(session.keyboardEndFrames.allSatisfy { $0 == CGRect(x: 0, y: 852 - 380, width: 393, height: 380) })
            #expect(!session.keyboardEndFrames.isEmpty)
        }

        @Test(
            "A bar button item's tap sends its action to its target; with a nil target, to the first responder and up its chain; a disabled item or a space ignores it"
        )
        func barButtonTap() throws {
            let session = KeyboardSession.isolated()
            let host = session.show(Host())
            let field = UITextField(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
            host.view.addSubview(field)
            try session.adopt(field, name: "a")
            let next = UIBarButtonItem(title: "Next", style: .plain, target: host, action: Selector(host.goNext))
            let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: Selector(Host.done))
            let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
            next.tap()
            try session.tap("a")
            done.tap()
            space.tap()
            done.isEnabled = false
            done.tap()
            #expect(host.log == ["next Next", "done"])
            #expect(session.userEvents("tapBarItem").map(\.value) == ["Next", "Done", "flexibleSpace", "Done"])
            #expect(
                session.userEvents("tapBarItem").map(\.ignored) == [
                    nil, nil, "a space is not a button", "the item is disabled"
                ])
            #expect(session.userEvents("tapBarItem").dropFirst().allSatisfy { $0.field == "a" })
        }

        @Test("A picker as inputView replaces the keyboard: the keyboard notifications carry its 216-point height")
        func pickerInputViewHeight() throws {
            let session = KeyboardSession.isolated()
            let picker = UIPickerView()
            #expect(picker.frame.height == 216)
            #expect(UIDatePicker().frame.height == 216)
            session.addField("a") { $0.inputView = picker }
            try session.tap("a")
            #expect(!session.keyboardEndFrames.isEmpty)
            #expect(session.keyboardEndFrames.allSatisfy { $0 == CGRect(x: 0, y: 852 - 216, width: 393, height: 216) })
        }

        @MainActor final class Fruit: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            let names = ["apple", "pear", "plum"]
            var told: [Int] = []
            weak var field: UITextField?
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { names.count }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                names[row]
            }
            func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
                told.append(row)
                field?.text = names[row]
            }
        }

        @Test(
            "selectRow from code does not tell the delegate; the user's pick does, and the field shows what the app writes"
        )
        func pickerPick() throws {
            let session = KeyboardSession.isolated()
            let fruit = Fruit()
            let picker = UIPickerView()
            picker.dataSource = fruit
            picker.delegate = fruit
            let field = session.addField("fruit") { $0.inputView = picker }
            fruit.field = field
            #expect(picker.selectedRow(inComponent: 0) == 0)
            picker.selectRow(2, inComponent: 0, animated: false)
            #expect(fruit.told.isEmpty && picker.selectedRow(inComponent: 0) == 2)
            try session.tap("fruit")
            picker.pick(row: 1)
            #expect(fruit.told == [1] && picker.selectedRow(inComponent: 0) == 1)
            session.expect("fruit", text: "pear")
            picker.pick(row: 7)
            #expect(fruit.told == [1])
            #expect(session.userEvents("pickRow").map(\.value) == ["pear", "0 7"])
            #expect(session.userEvents("pickRow").first?.field == "fruit")
        }

        @Test(
            "A date picker's user pick sends valueChanged with the date kept inside maximumDate; setting date from code sends nothing"
        )
        func datePickerPick() {
            let picker = UIDatePicker()
            picker.datePickerMode = .date
            let max = Date(timeIntervalSince1970: 1_000_000)
            picker.maximumDate = max
            var seen: [Date] = []
            picker.addAction(UIAction { _ in seen.append(picker.date) }, for: .valueChanged)
            picker.setDate(Date(timeIntervalSince1970: 5), animated: false)
            picker.date = Date(timeIntervalSince1970: 6)
            #expect(seen.isEmpty)
            picker.pick(Date(timeIntervalSince1970: 500))
            picker.pick(Date(timeIntervalSince1970: 2_000_000))
            #expect(seen == [Date(timeIntervalSince1970: 500), max])
        }
    }
}
