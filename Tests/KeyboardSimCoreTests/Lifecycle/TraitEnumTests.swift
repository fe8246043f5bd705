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
    /// docs/uikit-behavior.md §3: the trait enums carry UIKit's raw values; UIControl.Event carries UIKit's bits.
    @MainActor @Suite struct TraitEnumTests {
        @Test(
            "UIKeyboardType raw values are UIKit's, all 13 spellings, with alphabet == asciiCapable",
            arguments: [
                (UIKeyboardType.default, 0, "default"), (.asciiCapable, 1, "asciiCapable"),
                (.alphabet, 1, "asciiCapable"),
                (.numbersAndPunctuation, 2, "numbersAndPunctuation"), (.URL, 3, "URL"), (.numberPad, 4, "numberPad"),
                (.phonePad, 5, "phonePad"), (.namePhonePad, 6, "namePhonePad"), (.emailAddress, 7, "emailAddress"),
                (.decimalPad, 8, "decimalPad"), (.twitter, 9, "twitter"), (.webSearch, 10, "webSearch"),
                (.asciiCapableNumberPad, 11, "asciiCapableNumberPad")
            ])
        func keyboardType(type: UIKeyboardType, raw: Int, name: String) {
            #expect(type.rawValue == raw)
            #expect(type.name == name)
            #expect(UIKeyboardType(rawValue: raw) == type)
        }

        @Test("UIKeyboardType has exactly 12 distinct values (alphabet is an alias) and no value 12")
        func keyboardTypeCount() {
            #expect(UIKeyboardType.allCases.map(\.rawValue) == Array(0...11))
            #expect(UIKeyboardType(rawValue: 12) == nil)
            #expect(
                UIKeyboardType.allCases.filter(\.isNumberPad) == [
                    .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad
                ])
        }

        @Test("UIReturnKeyType raw values are UIKit's (12 cases)")
        func returnKeyType() {
            #expect(
                UIReturnKeyType.allCases.map { "\($0.name)=\($0.rawValue)" } == [
                    "default=0", "go=1", "google=2", "join=3", "next=4", "route=5", "search=6", "send=7", "yahoo=8",
                    "done=9", "emergencyCall=10", "continue=11"
                ])
        }

        @Test("UIKeyboardAppearance: default 0, dark 1, light 2, alert == dark")
        func appearance() {
            #expect(UIKeyboardAppearance.allCases.map(\.rawValue) == [0, 1, 2])
            #expect(UIKeyboardAppearance.allCases.map(\.name) == ["default", "dark", "light"])
            #expect(UIKeyboardAppearance.alert == .dark && UIKeyboardAppearance.alert.rawValue == 1)
        }

        @Test(
            "UITextAutocapitalizationType: none 0, words 1, sentences 2, allCharacters 3; UITextAutocorrectionType: default 0, no 1, yes 2"
        )
        func capitalizationAndCorrection() {
            #expect(
                UITextAutocapitalizationType.allCases.map { "\($0.name)=\($0.rawValue)" }
                    == ["none=0", "words=1", "sentences=2", "allCharacters=3"])
            #expect(
                UITextAutocorrectionType.allCases.map { "\($0.name)=\($0.rawValue)" } == ["default=0", "no=1", "yes=2"])
            #expect(UITextSpellCheckingType.allCases.map(\.rawValue) == [0, 1, 2])
            #expect(
                UITextSmartQuotesType.allCases.map { "\($0.name)=\($0.rawValue)" } == ["default=0", "no=1", "yes=2"])
            #expect(
                UITextSmartDashesType.allCases.map { "\($0.name)=\($0.rawValue)" } == ["default=0", "no=1", "yes=2"])
        }

        @Test("UITextFieldViewMode: never 0, whileEditing 1, unlessEditing 2, always 3")
        func viewMode() {
            #expect(
                UITextFieldViewMode.allCases.map { "\($0.name)=\($0.rawValue)" }
                    == ["never=0", "whileEditing=1", "unlessEditing=2", "always=3"])
        }

        @Test("A new text field has UIKit's default traits")
        func defaults() {
            let f = UITextField()
            #expect(f.keyboardType == .default && f.returnKeyType == .default && f.keyboardAppearance == .default)
            #expect(f.autocapitalizationType == .sentences && f.autocorrectionType == .default)
            #expect(f.enablesReturnKeyAutomatically == false && f.isSecureTextEntry == false)
            #expect(f.clearButtonMode == .never && f.clearsOnBeginEditing == false && f.clearsOnInsertion == false)
            #expect(f.text == "" && f.isEditing == false && f.isEnabled && f.markedTextRange == nil)
        }

        nonisolated static let controlEventTable: [(UIControl.Event, UInt)] = [
            (.touchDown, 0x1), (.touchDownRepeat, 0x2), (.touchDragInside, 0x4), (.touchDragOutside, 0x8),
            (.touchDragEnter, 0x10), (.touchDragExit, 0x20), (.touchUpInside, 0x40), (.touchUpOutside, 0x80),
            (.touchCancel, 0x100), (.valueChanged, 0x1000), (.primaryActionTriggered, 0x2000),
            (.menuActionTriggered, 0x4000), (.editingDidBegin, 0x1_0000), (.editingChanged, 0x2_0000),
            (.editingDidEnd, 0x4_0000), (.editingDidEndOnExit, 0x8_0000), (.allTouchEvents, 0x0000_0FFF),
            (.allEditingEvents, 0x000F_0000), (.applicationReserved, 0x0F00_0000), (.systemReserved, 0xF000_0000),
            (.allEvents, 0xFFFF_FFFF)
        ]

        @Test("UIControl.Event raw values are UIKit's", arguments: controlEventTable)
        func controlEvents(event: UIControl.Event, raw: UInt) {
            #expect(event.rawValue == raw)
        }

        @Test("allEditingEvents is exactly the four editing events")
        func allEditingEvents() {
            #expect(
                UIControl.Event.allEditingEvents == [
                    .editingDidBegin, .editingChanged, .editingDidEnd, .editingDidEndOnExit
                ])
        }

        @Test("sendActions with several events sends each, lowest bit first; removeAction stops an action")
        func sendSeveral() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            var got: [String] = []
            let action = UIAction(identifier: .init("x")) { _ in got.append("changed") }
            a.addAction(action, for: .editingChanged)
            a.addAction(UIAction { _ in got.append("end") }, for: .editingDidEnd)
            let mark = session.events.count
            a.sendActions(for: [.editingDidEnd, .editingChanged])
            #expect(got == ["changed", "end"])
            #expect(session.outline(since: mark) == ["a.editingChanged", "a.editingDidEnd"])
            a.removeAction(identifiedBy: .init("x"), for: .editingChanged)
            a.sendActions(for: .editingChanged)
            #expect(got == ["changed", "end"])
            #expect(a.allControlEvents == .editingDidEnd)
        }
    }
}
