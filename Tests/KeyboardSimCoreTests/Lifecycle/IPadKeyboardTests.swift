@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimCore
import KeyboardSimUIKit

extension Lifecycle {
    /// The iPad keyboards (docs/uikit-behavior.md, Decisions, second round).
    @MainActor @Suite struct IPadKeyboardTests {
        @Test(
            "On iPad the number pads bring up the full keyboard on its number plane: letters are typeable",
            arguments: [UIKeyboardType.numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad])
        func padNumberPadsTypeLetters(type: UIKeyboardType) throws {
            let session = Lifecycle.session(device: .iPadAir)
            let (a, _) = session.recordingField("a") { $0.keyboardType = type }
            try session.screen.tap(a)
            try session.screen.type("1a")
            #expect(a.text == "1a")
            let planes = session.events.compactMap { e -> String? in
                if case .key(let k) = e.payload { k.plane } else { nil }
            }
            #expect(planes.first == "numbers", "the keyboard opens on its number plane")
        }

        @Test("On iPhone the number pads still refuse letters")
        func phoneNumberPadsRefuseLetters() throws {
            let session = Lifecycle.session(device: .iPhone15)
            let (a, _) = session.recordingField("a") { $0.keyboardType = .numberPad }
            try session.screen.tap(a)
            #expect(throws: SimulationError.self) { try session.screen.type("a") }
        }

        @Test(
            "An iPad hardware keyboard posts WillChangeFrame + WillHide on focus and on unfocus, never WillShow, with the 55 pt shortcut bar on screen"
        )
        func padHardwareKeyboard() throws {
            let session = Lifecycle.session(device: .iPadAir, ordering: .observed)
            session.screen.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            let focus = session.keyboardNotifications()
            #expect(focus.map(\.name) == ["WillChangeFrame", "WillHide"])
            let height = session.screen.device.screenSize(.portrait).height
            #expect(focus.last?.info.frameEnd.minY == height - 55)
            let mark = session.events.count
            session.screen.resign(a)
            #expect(session.keyboardNotifications(since: mark).map(\.name) == ["WillChangeFrame", "WillHide"])
        }

        @Test("An iPhone hardware keyboard posts no keyboard notification")
        func phoneHardwareKeyboard() throws {
            let session = Lifecycle.session(device: .iPhone15)
            session.screen.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            session.screen.resign(a)
            #expect(session.keyboardNotifications().isEmpty)
        }

        @Test(
            "The floating iPad keyboard: undock posts WillHide, a move WillChangeFrame with a zero end frame, a focus change WillChangeFrame only"
        )
        func floatingKeyboard() throws {
            let session = Lifecycle.session(device: .iPadAir, ordering: .observed)
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            var mark = session.events.count
            session.screen.floatKeyboard(true)
            #expect(session.keyboardNotifications(since: mark).map(\.name) == ["WillHide"])
            mark = session.events.count
            session.screen.moveFloatingKeyboard()
            #expect(session.keyboardNotifications(since: mark).map(\.name) == ["WillChangeFrame"])
            #expect(session.keyboardNotifications(since: mark).first?.info.frameEnd == .zero)
            mark = session.events.count
            try session.screen.tap(b)
            #expect(session.keyboardNotifications(since: mark).map(\.name) == ["WillChangeFrame"])
            mark = session.events.count
            session.screen.floatKeyboard(false)
            #expect(
                session.keyboardNotifications(since: mark).map(\.name) == [
                    "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"
                ])
        }

        @Test("An iPhone has no floating keyboard: the request is recorded as ignored")
        func phoneHasNoFloatingKeyboard() throws {
            let session = Lifecycle.session(device: .iPhone15)
            session.screen.floatKeyboard(true)
            #expect(!session.screen.keyboard.isFloating)
        }
    }
}
