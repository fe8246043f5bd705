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
    /// docs/interfaces.md §1: the JSON Lines transcript is deterministic and spelled as documented.
    @MainActor @Suite struct TranscriptTests {
        /// One session touching most of the lifecycle; returns its JSON Lines.
        static func session(ordering: Ordering = .documented, profile: IOSProfile = .ios18) throws -> [String] {
            let session = Lifecycle.session(ordering: ordering, profile: profile)
            let (email, _) = session.recordingField("email") {
                $0.keyboardType = .emailAddress; $0.clearButtonMode = .whileEditing
            }
            let (pin, dp) = session.recordingField("pin") {
                $0.keyboardType = .numberPad; $0.inputAccessoryView = view(height: 44)
            }
            dp.onShouldChange = { f, r, s in (f.text ?? "").utf16.count - r.length + s.utf16.count <= 4 }
            try session.screen.tap(email)
            try session.screen.type("a@b.c")
            try session.screen.select(NSRange(location: 1, length: 2))
            try session.screen.paste("😃")
            try session.screen.backspace()
            try session.screen.tapClearButton()
            try session.screen.tap(pin)
            try session.screen.type("123456")
            session.screen.rotate(to: .landscape)
            session.screen.recordState(of: pin)
            session.screen.endEditing(force: true)
            session.screen.recordState(of: email)
            return session.jsonLines
        }

        @Test("The same session twice gives byte-identical JSON Lines", arguments: Ordering.allCases)
        func deterministic(ordering: Ordering) throws {
            let first = try Self.session(ordering: ordering)
            let second = try Self.session(ordering: ordering)
            #expect(first.count > 60)
            #expect(first == second)
            #expect(first.joined(separator: "\n").utf8.elementsEqual(second.joined(separator: "\n").utf8))
        }

        @Test("seq counts 0, 1, 2 … in order")
        func seqIsContiguous() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            try session.screen.type("xy")
            #expect(session.screen.transcript.events.map(\.seq) == Array(0..<session.screen.transcript.events.count))
        }

        @Test(
            "The first line is the session line with device, orientation, ordering and profile",
            arguments: [
                (
                    Device.iPhone15, Orientation.portrait, Ordering.documented, IOSProfile.ios18,
                    #"{"v":1,"seq":0,"kind":"session","device":"iPhone 15","orientation":"portrait","ordering":"documented","profile":"ios18"}"#
                ),
                (
                    Device.iPhoneSE3, Orientation.landscape, Ordering.observed, IOSProfile.ios10,
                    #"{"v":1,"seq":0,"kind":"session","device":"iPhone SE (3rd generation)","orientation":"landscape","ordering":"observed","profile":"ios10"}"#
                ),
                (
                    Device.iPadAir, Orientation.portrait, Ordering.documented, IOSProfile.ios26,
                    #"{"v":1,"seq":0,"kind":"session","device":"iPad Air (5th generation)","orientation":"portrait","ordering":"documented","profile":"ios26"}"#
                )
            ])
        func sessionLine(
            device: Device, orientation: Orientation, ordering: Ordering, profile: IOSProfile, line: String
        ) {
            let session = Lifecycle.session(
                device: device, orientation: orientation, ordering: ordering, profile: profile)
            #expect(session.jsonLines == [line])
        }

        @Test("Delegate, notification, control and state lines are spelled as docs/interfaces.md §1 shows them")
        func documentedLines() throws {
            let session = Lifecycle.session(predictiveBar: false)
            let (field, _) = session.recordingField("field") { $0.keyboardType = .emailAddress }
            try session.screen.tap(field)
            try session.screen.type("a")
            session.screen.endEditing(force: true)
            session.screen.recordState(of: field)
            let lines = session.jsonLines
            // seq 0 session, 1 user tap, 2 shouldBegin, 3 WillChangeFrame, 4 WillShow (as in docs/interfaces.md).
            #expect(
                lines[2]
                    == #"{"seq":2,"kind":"delegate","field":"field","method":"textFieldShouldBeginEditing(_:)","returned":true}"#
            )
            #expect(
                lines[4]
                    == #"{"seq":4,"kind":"notification","name":"UIKeyboardWillShowNotification","field":null,"userInfo":{"UIKeyboardFrameBeginUserInfoKey":[0,852,393,291],"UIKeyboardFrameEndUserInfoKey":[0,561,393,291],"UIKeyboardAnimationDurationUserInfoKey":0.25,"UIKeyboardAnimationCurveUserInfoKey":7,"UIKeyboardIsLocalUserInfoKey":true}}"#
            )
            let rest = session.jsonLinesWithoutSeq
            #expect(
                rest.contains(
                    #"{"kind":"delegate","field":"field","method":"textField(_:shouldChangeCharactersIn:replacementString:)","range":[0,0],"string":"a","returned":true}"#
                ))
            #expect(rest.contains(#"{"kind":"control","field":"field","event":"editingChanged"}"#))
            #expect(
                rest.contains(
                    #"{"kind":"notification","name":"UITextFieldTextDidChangeNotification","field":"field","userInfo":null}"#
                ))
            #expect(
                rest.contains(
                    #"{"kind":"delegate","field":"field","method":"textFieldDidBeginEditing(_:)","returned":null}"#))
            #expect(
                rest.last
                    == #"{"kind":"state","field":"field","text":"a","selection":[1,0],"marked":null,"editing":false,"firstResponder":false}"#
            )
        }

        @Test("Notification names are UIKit's string values")
        func notificationNames() {
            #expect(
                [
                    UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                    UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
                    UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardDidChangeFrameNotification,
                    UITextField.textDidBeginEditingNotification, UITextField.textDidChangeNotification,
                    UITextField.textDidEndEditingNotification
                ].map(\.rawValue) == [
                    "UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification", "UIKeyboardWillHideNotification",
                    "UIKeyboardDidHideNotification", "UIKeyboardWillChangeFrameNotification",
                    "UIKeyboardDidChangeFrameNotification",
                    "UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                    "UITextFieldTextDidEndEditingNotification"
                ])
            #expect(
                [
                    UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardFrameEndUserInfoKey,
                    UIResponder.keyboardAnimationDurationUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey,
                    UIResponder.keyboardIsLocalUserInfoKey
                ] == [
                    "UIKeyboardFrameBeginUserInfoKey", "UIKeyboardFrameEndUserInfoKey",
                    "UIKeyboardAnimationDurationUserInfoKey",
                    "UIKeyboardAnimationCurveUserInfoKey", "UIKeyboardIsLocalUserInfoKey"
                ])
        }

        @Test("Invisible characters are escaped in JSON strings; emoji and CJK stay readable")
        func escaping() {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            a.text = "ni\u{2006}hao 👨\u{200D}👩 你\n\"q\""
            session.screen.recordState(of: a)
            #expect(session.jsonLines.last?.contains(#""text":"ni\u2006hao 👨\u200d👩 你\n\"q\"""#) == true)
        }
    }
}
