import Testing
import KeyboardSim
import Limits

@MainActor @Suite struct LimitsSwiftTests {
    @Test func passes() throws {
        let session = KeyboardSession(notificationCenter: NotificationCenter())
        let field = session.addField("pin") { $0.keyboardType = .numberPad }
        session.attach(FourDigits(), to: field)
        try session.tap("pin")
        try session.type("12345")
        session.expect("pin", text: "1234")
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)", where: ["returned": "false"])
    }

    @Test func failsTwice() throws {
        let session = KeyboardSession(notificationCenter: NotificationCenter())
        let field = session.addField("pin") { $0.keyboardType = .numberPad }
        session.attach(FourDigits(), to: field)
        try session.tap("pin")
        try session.type("12345")
        session.expect("pin", text: "12345")  // FAIL-HERE
        session.expect("pin", selection: NSRange(location: 5, length: 0))  // FAIL-HERE
    }
}
