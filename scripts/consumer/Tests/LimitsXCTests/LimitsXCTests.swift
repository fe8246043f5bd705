import XCTest
import KeyboardSim
import Limits

// corelibs-xctest on Linux cannot discover a @MainActor XCTestCase: tests stay nonisolated and enter the main
// actor with MainActor.assumeIsolated (XCTest runs them on the main thread).
final class LimitsXCTests: XCTestCase {
    func testFailsTwice() throws {
        try MainActor.assumeIsolated {
            let session = KeyboardSession(notificationCenter: NotificationCenter())
            let field = session.addField("pin") { $0.keyboardType = .numberPad }
            session.attach(FourDigits(), to: field)
            try session.tap("pin")
            try session.type("12345")
            session.expect("pin", text: "12345")  // FAIL-HERE
            let shouldChange = "textField(_:shouldChangeCharactersIn:replacementString:)"
            session.expectNoEvent("delegate", shouldChange, where: ["returned": "false"])  // FAIL-HERE
        }
    }
}
