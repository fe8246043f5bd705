@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

extension Lifecycle {
    /// inputView and inputAccessoryView, and rotation; docs/uikit-behavior.md §2 (heights per keyboard type and
    /// predictive bar).
    @MainActor @Suite struct InputViewTests {
        @Test(
            "The keyboard's height: inputView replaces the keyboard, inputAccessoryView adds its height",
            arguments: [
                (CGFloat?.none, CGFloat?.none, CGFloat(336)),
                (nil, 44, 380),
                (200, nil, 200),
                (200, 44, 244)
            ])
        func heights(input: CGFloat?, accessory: CGFloat?, height: CGFloat) throws {
            let h = Harness()
            let (a, _) = h.field("a") { f in
                if let input { f.inputView = view(height: input) }
                if let accessory { f.inputAccessoryView = view(height: accessory) }
            }
            try h.screen.tap(a)
            let shown = rect(0, 852 - height, 393, height)
            #expect(h.keyboardNotifications.map(\.info.frameEnd) == Array(repeating: shown, count: 4))
            #expect(
                h.keyboardNotifications.map(\.info.frameBegin) == Array(repeating: rect(0, 852, 393, height), count: 4))
            #expect(h.screen.keyboard.frame == shown)
        }

        @Test(
            "Heights per keyboard type and predictive bar (iPhone 15 portrait): number pads have no bar",
            arguments: [
                (UIKeyboardType.default, true, UITextAutocorrectionType.default, CGFloat(336)),
                (.default, false, .default, 291),
                (.default, true, .no, 291),
                (.emailAddress, true, .default, 336),
                (.numberPad, true, .default, 291),
                (.decimalPad, true, .default, 291),
                (.asciiCapableNumberPad, true, .default, 291)
            ])
        func keyboardTypeHeights(
            type: UIKeyboardType, bar: Bool, autocorrection: UITextAutocorrectionType, height: CGFloat
        ) throws {
            let h = Harness(predictiveBar: bar)
            let (a, _) = h.field("a") {
                $0.keyboardType = type; $0.autocorrectionType = autocorrection
            }
            try h.screen.tap(a)
            #expect(h.screen.keyboard.frame == rect(0, 852 - height, 393, height))
        }

        /// A change app code makes while the field is editing.
        enum Change: String, CaseIterable, Sendable { case addAccessory, addInputView, removeAccessory, keyboardType }

        @Test(
            "Changing inputView, inputAccessoryView or keyboardType while editing posts a change-frame pair",
            arguments: [
                (Change.addAccessory, rect(0, 516, 393, 336), rect(0, 472, 393, 380)),
                (.addInputView, rect(0, 516, 393, 336), rect(0, 652, 393, 200)),
                (.removeAccessory, rect(0, 486, 393, 366), rect(0, 516, 393, 336)),
                (.keyboardType, rect(0, 516, 393, 336), rect(0, 561, 393, 291))
            ])
        func changeWhileEditing(change: Change, begin: CGRect, end: CGRect) throws {
            let h = Harness()
            let (a, _) = h.field("a")
            try h.screen.tap(a)
            if change == .removeAccessory {
                a.inputAccessoryView = view(height: 30)
                #expect(h.screen.keyboard.frame == begin)
            }
            h.reset()
            switch change {
            case .addAccessory: a.inputAccessoryView = view(height: 44)
            case .addInputView: a.inputView = view(height: 200)
            case .removeAccessory: a.inputAccessoryView = nil
            case .keyboardType: a.keyboardType = .numberPad
            }
            let kb = h.keyboardNotifications
            #expect(kb.map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
            #expect(kb.map(\.info.frameBegin) == [begin, begin])
            #expect(kb.map(\.info.frameEnd) == [end, end])
            #expect(h.outline == ["WillChangeFrame", "DidChangeFrame"])
        }

        @Test("A change that keeps the height posts nothing; changes to a field that is not editing post nothing")
        func noChange() throws {
            let h = Harness()
            let (a, _) = h.field("a")
            let (b, _) = h.field("b")
            try h.screen.tap(a)
            h.reset()
            a.keyboardType = .emailAddress
            a.reloadInputViews()
            b.inputAccessoryView = view(height: 44)
            b.keyboardType = .numberPad
            #expect(h.outline.isEmpty)
        }

        @Test(
            "Rotation posts a change-frame pair with the landscape frame (screen coordinates of the new orientation)",
            arguments: [
                (Device.iPhone15, rect(0, 516, 393, 336), rect(0, 184, 852, 209)),
                (Device.iPhoneSE3, rect(0, 409, 375, 258), rect(0, 181, 667, 194)),
                (Device.iPadAir, rect(0, 843, 820, 337), rect(0, 396, 1180, 424))
            ])
        func rotate(device: Device, portrait: CGRect, landscape: CGRect) throws {
            let h = Harness(device: device)
            let (a, _) = h.field("a")
            try h.screen.tap(a)
            h.reset()
            h.screen.rotate(to: .landscape)
            let kb = h.keyboardNotifications
            #expect(kb.map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
            #expect(kb.map(\.info.frameBegin) == [portrait, portrait])
            #expect(kb.map(\.info.frameEnd) == [landscape, landscape])
            #expect(h.screen.uiScreen.bounds.size == device.screenSize(.landscape))
            h.reset()
            h.screen.rotate(to: .portrait)
            #expect(h.keyboardNotifications.map(\.info.frameEnd) == [portrait, portrait])
        }

        @Test("Rotation with the keyboard hidden posts nothing; the next show uses the landscape frame")
        func rotateHidden() throws {
            let h = Harness()
            let (a, _) = h.field("a")
            h.reset()
            h.screen.rotate(to: .landscape)
            #expect(h.outline.isEmpty)
            try h.screen.tap(a)
            #expect(h.keyboardNotifications.first?.info.frameBegin == rect(0, 393, 852, 209))
            #expect(h.keyboardNotifications.first?.info.frameEnd == rect(0, 184, 852, 209))
        }

        @Test("Rotating to the same orientation posts nothing")
        func rotateSame() throws {
            let h = Harness()
            let (a, _) = h.field("a")
            try h.screen.tap(a)
            h.reset()
            h.screen.rotate(to: .portrait)
            #expect(h.outline.isEmpty)
        }
    }
}
