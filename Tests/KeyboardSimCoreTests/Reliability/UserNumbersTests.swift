@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// User-supplied numbers and characters the simulated person cannot act on: a clear error or an action that finishes
/// at once, never an overflow trap or a loop as long as the number.
@MainActor @Suite struct UserNumbersTests {
    final class RefusesEverything: NSObject, UITextFieldDelegate {
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool { false }
    }

    func session(text: String) throws -> KeyboardSession {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        s.addField("f") { $0.text = text }
        try s.tap("f")
        return s
    }

    @Test(
        "A selection or caret with the largest numbers is an error naming the range, not an overflow",
        arguments: [(1, Int.max), (Int.max, 1), (Int.max, Int.max), (-1, 2), (2, -1)])
    func hugeSelection(location: Int, length: Int) throws {
        let s = try session(text: "ab")
        #expect(throws: SimulationError.self) { try s.select(location, length) }
        if location < 0 || location > 2 { #expect(throws: SimulationError.self) { try s.caret(location) } }
    }

    @Test(
        "A backspace count larger than the work it can do finishes at once: an empty field, a delegate refusing every deletion"
    )
    func hugeBackspaceCount() throws {
        let s = try session(text: "abc")
        try s.backspace(Int.max)
        s.expect("f", text: "")
        let refused = KeyboardSession(notificationCenter: NotificationCenter())
        refused.addField("f") { $0.text = "abc" }
        refused.attach(RefusesEverything(), to: try refused.field("f"))
        try refused.tap("f")
        try refused.backspace(Int.max)
        refused.expect("f", text: "abc")
        #expect(refused.delegateCalls(.shouldChangeCharacters).count <= 3)
    }

    @Test(
        "Control characters are not typed: U+0008 is not the delete key's insertion; newline is Return; tab only on a hardware keyboard",
        arguments: ["\u{8}", "\u{0}", "\u{1B}", "\u{7F}", "\t"])
    func controlCharactersAreUnreachable(text: String) throws {
        let s = try session(text: "")
        #expect(throws: SimulationError.self) { try s.type(text) }
        s.expect("f", text: "")
        if text == "\t" {
            try s.useHardwareKeyboard(layout: "us")
            try s.type("\t")
            s.expect("f", text: "\t")
        }
    }
}
