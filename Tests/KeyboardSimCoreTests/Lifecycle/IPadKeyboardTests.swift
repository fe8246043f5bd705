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
            let h = Harness(device: .iPadAir)
            let (a, _) = h.field("a") { $0.keyboardType = type }
            try h.screen.tap(a)
            try h.screen.type("1a")
            #expect(a.text == "1a")
            let planes = h.events.compactMap { e -> String? in if case .key(let k) = e.payload { k.plane } else { nil }
            }
            #expect(planes.first == "numbers", "the keyboard opens on its number plane")
        }

        @Test("On iPhone the number pads still refuse letters")
        func phoneNumberPadsRefuseLetters() throws {
            let h = Harness(device: .iPhone15)
            let (a, _) = h.field("a") { $0.keyboardType = .numberPad }
            try h.screen.tap(a)
            #expect(throws: SimulationError.self) { try h.screen.type("a") }
        }

        @Test(
            "An iPad hardware keyboard posts WillChangeFrame + WillHide on focus and on unfocus, never WillShow, with the 55 pt shortcut bar on screen"
        )
        func padHardwareKeyboard() throws {
            let h = Harness(device: .iPadAir, ordering: .observed)
            h.screen.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
            let (a, _) = h.field("a")
            try h.screen.tap(a)
            let focus = h.keyboardNotifications
            #expect(focus.map(\.name) == ["WillChangeFrame", "WillHide"])
            let height = h.screen.device.screenSize(.portrait).height
            #expect(focus.last?.info.frameEnd.minY == height - 55)
            h.reset()
            h.screen.resign(a)
            #expect(h.keyboardNotifications.map(\.name) == ["WillChangeFrame", "WillHide"])
        }

        @Test("An iPhone hardware keyboard posts no keyboard notification")
        func phoneHardwareKeyboard() throws {
            let h = Harness(device: .iPhone15)
            h.screen.useHardwareKeyboard(try HardwareKeyboard(layout: "us"))
            let (a, _) = h.field("a")
            try h.screen.tap(a)
            h.screen.resign(a)
            #expect(h.keyboardNotifications.isEmpty)
        }

        @Test(
            "The floating iPad keyboard: undock posts WillHide, a move WillChangeFrame with a zero end frame, a focus change WillChangeFrame only"
        )
        func floatingKeyboard() throws {
            let h = Harness(device: .iPadAir, ordering: .observed)
            let (a, _) = h.field("a")
            let (b, _) = h.field("b")
            try h.screen.tap(a)
            h.reset()
            h.screen.floatKeyboard(true)
            #expect(h.keyboardNotifications.map(\.name) == ["WillHide"])
            h.reset()
            h.screen.moveFloatingKeyboard()
            #expect(h.keyboardNotifications.map(\.name) == ["WillChangeFrame"])
            #expect(h.keyboardNotifications.first?.info.frameEnd == .zero)
            h.reset()
            try h.screen.tap(b)
            #expect(h.keyboardNotifications.map(\.name) == ["WillChangeFrame"])
            h.reset()
            h.screen.floatKeyboard(false)
            #expect(h.keyboardNotifications.map(\.name) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        }

        @Test("An iPhone has no floating keyboard: the request is recorded as ignored")
        func phoneHasNoFloatingKeyboard() throws {
            let h = Harness(device: .iPhone15)
            h.screen.floatKeyboard(true)
            #expect(!h.screen.keyboard.isFloating)
        }
    }
}
