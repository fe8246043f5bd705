@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

/// KeyboardSession with an app's own view tree: fields stay where the app put them.
@MainActor @Suite struct SessionContainerTests {
    final class TaggedForm: UIViewController, UITextFieldDelegate {
        var first: UITextField!, second: UITextField!
        override func viewDidLoad() {
            super.viewDidLoad()
            let card = UIView(frame: CGRect(x: 0, y: 80, width: 393, height: 200))
            view.addSubview(card)
            first = UITextField(frame: CGRect(x: 16, y: 10, width: 300, height: 34))
            second = UITextField(frame: CGRect(x: 16, y: 60, width: 300, height: 34))
            second.accessibilityIdentifier = "second"
            for (i, f) in [first!, second!].enumerated() {
                f.tag = i + 1
                f.delegate = self
                card.addSubview(f)
            }
        }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            if let next = textField.superview?.viewWithTag(textField.tag + 1) as? UITextField {
                next.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
            }
            return false
        }
    }

    @Test(
        "show(controller) names its fields (given and by accessibilityIdentifier); they keep their superview, tags and delegate"
    )
    func showController() throws {
        let session = KeyboardSession()
        let form = session.show(TaggedForm()) { ["first": $0.first] }
        #expect(session.fieldNames == ["first", "second"])
        #expect(form.first.superview === form.second.superview && form.first.superview !== session.screen.window)
        #expect(form.first.delegate === form)
        try session.tap("first")
        try session.tapReturn()
        session.expect("second", firstResponder: true)
        try session.tapReturn()
        session.expect("second", firstResponder: false)
    }

    @Test("addField keeps a field that is already in a view hierarchy where it is, and only names it")
    func addFieldDoesNotReparent() throws {
        let session = KeyboardSession()
        let container = UIView()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.tag = 42
        container.addSubview(field)
        session.show(container)
        session.addField("code", field: field)
        #expect(field.superview === container && container.viewWithTag(42) === field)
        try session.tap("code")
        try session.type("ok")
        session.expect("code", text: "ok")
        let loose = session.addField("loose")
        #expect(loose.superview === session.screen.window)
    }
}
