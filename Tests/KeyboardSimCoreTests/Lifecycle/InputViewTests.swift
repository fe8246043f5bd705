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
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { f in
                if let input { f.inputView = view(height: input) }
                if let accessory { f.inputAccessoryView = view(height: accessory) }
            }
            try session.screen.tap(a)
            let shown = rect(0, 852 - height, 393, height)
            #expect(session.keyboardNotifications().map(\.info.frameEnd) == Array(repeating: shown, count: 4))
            #expect(
                session.keyboardNotifications().map(\.info.frameBegin)
                    == Array(repeating: rect(0, 852, 393, height), count: 4))
            #expect(session.screen.keyboard.frame == shown)
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
            let session = Lifecycle.session(predictiveBar: bar)
            let (a, _) = session.recordingField("a") {
                $0.keyboardType = type; $0.autocorrectionType = autocorrection
            }
            try session.screen.tap(a)
            #expect(session.screen.keyboard.frame == rect(0, 852 - height, 393, height))
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
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            if change == .removeAccessory {
                a.inputAccessoryView = view(height: 30)
                #expect(session.screen.keyboard.frame == begin)
            }
            let mark = session.events.count
            switch change {
            case .addAccessory: a.inputAccessoryView = view(height: 44)
            case .addInputView: a.inputView = view(height: 200)
            case .removeAccessory: a.inputAccessoryView = nil
            case .keyboardType: a.keyboardType = .numberPad
            }
            let kb = session.keyboardNotifications(since: mark)
            #expect(kb.map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
            #expect(kb.map(\.info.frameBegin) == [begin, begin])
            #expect(kb.map(\.info.frameEnd) == [end, end])
            #expect(session.outline(since: mark) == ["WillChangeFrame", "DidChangeFrame"])
        }

        @Test("A change that keeps the height posts nothing; changes to a field that is not editing post nothing")
        func noChange() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            let mark = session.events.count
            a.keyboardType = .emailAddress
            a.reloadInputViews()
            b.inputAccessoryView = view(height: 44)
            b.keyboardType = .numberPad
            #expect(session.outline(since: mark).isEmpty)
        }

        @Test(
            "Rotation posts a change-frame pair with the landscape frame (screen coordinates of the new orientation)",
            arguments: [
                (Device.iPhone15, rect(0, 516, 393, 336), rect(0, 184, 852, 209)),
                (Device.iPhoneSE3, rect(0, 409, 375, 258), rect(0, 181, 667, 194)),
                (Device.iPadAir, rect(0, 843, 820, 337), rect(0, 396, 1180, 424))
            ])
        func rotate(device: Device, portrait: CGRect, landscape: CGRect) throws {
            let session = Lifecycle.session(device: device)
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            var mark = session.events.count
            session.screen.rotate(to: .landscape)
            let kb = session.keyboardNotifications(since: mark)
            #expect(kb.map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
            #expect(kb.map(\.info.frameBegin) == [portrait, portrait])
            #expect(kb.map(\.info.frameEnd) == [landscape, landscape])
            #expect(session.screen.uiScreen.bounds.size == device.screenSize(.landscape))
            mark = session.events.count
            session.screen.rotate(to: .portrait)
            #expect(session.keyboardNotifications(since: mark).map(\.info.frameEnd) == [portrait, portrait])
        }

        @Test("Rotation with the keyboard hidden posts nothing; the next show uses the landscape frame")
        func rotateHidden() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let mark = session.events.count
            session.screen.rotate(to: .landscape)
            #expect(session.outline(since: mark).isEmpty)
            try session.screen.tap(a)
            #expect(session.keyboardNotifications(since: mark).first?.info.frameBegin == rect(0, 393, 852, 209))
            #expect(session.keyboardNotifications(since: mark).first?.info.frameEnd == rect(0, 184, 852, 209))
        }

        @Test("Rotating to the same orientation posts nothing")
        func rotateSame() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            let mark = session.events.count
            session.screen.rotate(to: .portrait)
            #expect(session.outline(since: mark).isEmpty)
        }
    }
}
