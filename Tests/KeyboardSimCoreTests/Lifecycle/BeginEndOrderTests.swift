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
    /// docs/uikit-behavior.md §1 and the Decisions section: the begin and end sequences in both orderings, and §2: the
    /// keyboard notifications' userInfo.
    @MainActor @Suite struct BeginEndOrderTests {
        @Test(
            "Begin runs shouldBegin, then the keyboard's show set and didBegin in the session's ordering",
            arguments: [
                (
                    Ordering.documented,
                    [
                        "a.shouldBegin", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                        "a.didBegin", "a.editingDidBegin", "a.TextDidBegin"
                    ]
                ),
                (
                    Ordering.observed,
                    [
                        "a.shouldBegin", "a.didBegin", "a.editingDidBegin", "a.TextDidBegin",
                        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"
                    ]
                )
            ])
        func beginOrder(ordering: Ordering, expected: [String]) throws {
            let session = Lifecycle.session(ordering: ordering)
            let (a, d) = session.recordingField("a")
            let mark = session.events.count
            #expect(try session.screen.tap(a))
            #expect(session.outline(since: mark) == expected)
            #expect(d.calls == ["shouldBegin", "didBegin"])
            #expect(a.isEditing && a.isFirstResponder && session.screen.firstResponder === a)
            #expect(session.screen.keyboard.isVisible)
        }

        @Test(
            "End runs shouldEnd, then the keyboard's hide set and didEnd in the session's ordering",
            arguments: [
                (
                    Ordering.documented,
                    [
                        "a.shouldEnd", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide",
                        "a.didEnd", "a.editingDidEnd", "a.TextDidEnd"
                    ]
                ),
                (
                    Ordering.observed,
                    [
                        "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"
                    ]
                )
            ])
        func endOrder(ordering: Ordering, expected: [String]) throws {
            let session = Lifecycle.session(ordering: ordering)
            let (a, d) = session.recordingField("a")
            try session.screen.tap(a)
            let mark = session.events.count
            #expect(session.screen.resign(a))
            #expect(session.outline(since: mark) == expected)
            #expect(d.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
            #expect(!a.isEditing && session.screen.firstResponder == nil && !session.screen.keyboard.isVisible)
        }

        @Test(
            "A field without a delegate still posts the control events and text notifications in order",
            arguments: Ordering.allCases)
        func noDelegate(ordering: Ordering) throws {
            let session = Lifecycle.session(ordering: ordering)
            let a = UITextField()
            try session.addOwnField(a, name: "a")
            try session.screen.tap(a)
            session.screen.resign(a)
            let keyboardShow = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
            let keyboardHide = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
            let begin = ["a.editingDidBegin", "a.TextDidBegin"], end = ["a.editingDidEnd", "a.TextDidEnd"]
            let expected =
                ordering == .documented
                ? keyboardShow + begin + keyboardHide + end
                : begin + keyboardShow + end + keyboardHide
            #expect(session.outline() == expected)
        }

        @Test(
            "Show frames are in screen coordinates: begin y = screen height, end y = screen height − keyboard height; hide reverses them",
            arguments: [
                (Device.iPhoneSE3, CGSize(width: 375, height: 667), CGFloat(258)),
                (Device.iPhone15, CGSize(width: 393, height: 852), CGFloat(336)),
                (Device.iPhone15ProMax, CGSize(width: 430, height: 932), CGFloat(346)),
                (Device.iPadAir, CGSize(width: 820, height: 1180), CGFloat(337))
            ])
        func frames(device: Device, size: CGSize, height: CGFloat) throws {
            let session = Lifecycle.session(device: device)
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            session.screen.resign(a)
            let below = rect(0, size.height, size.width, height)
            let shown = rect(0, size.height - height, size.width, height)
            let got = session.keyboardNotifications().map { "\($0.name) \($0.info.frameBegin) \($0.info.frameEnd)" }
            #expect(
                got == [
                    "WillChangeFrame \(below) \(shown)", "WillShow \(below) \(shown)",
                    "DidChangeFrame \(below) \(shown)", "DidShow \(below) \(shown)",
                    "WillChangeFrame \(shown) \(below)", "WillHide \(shown) \(below)",
                    "DidChangeFrame \(shown) \(below)", "DidHide \(shown) \(below)"
                ])
            #expect(session.screen.keyboard.frame == below)
        }

        @Test(
            "Will* keyboard notifications carry frames, duration 0.25, curve 7 and IsLocal; Did* carry frames and IsLocal only (animation keys exist only on the will family)"
        )
        func userInfoDefaults() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            session.screen.resign(a)
            let posted = session.keyboardNotifications()
            #expect(posted.count == 8)
            for (name, info) in posted {
                let will = name.contains("Will")
                #expect(info.duration == (will ? 0.25 : nil), "\(name)")
                #expect(info.curve == (will ? 7 : nil), "\(name)")
                #expect(info.isLocal == true)
            }
        }

        @Test(
            "A NotificationCenter observer reads userInfo as iOS code does: NSValue.cgRectValue by UIKit's key and by raw string"
        )
        func observerReadsUserInfo() throws {
            let session = Lifecycle.session(predictiveBar: false)
            let log = NotificationLog(center: session.screen.notificationCenter)
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            session.screen.resign(a)
            let below = rect(0, 852, 393, 291), shown = rect(0, 561, 393, 291)
            let screenID = ObjectIdentifier(session.screen.uiScreen)
            func entry(_ name: String, _ begin: CGRect, _ end: CGRect) -> NotificationLog.Entry {
                let will = name.contains("Will")
                return .init(
                    name: name, object: screenID, keyCount: will ? 5 : 3, frameBegin: begin, frameEnd: end,
                    frameEndByRawKey: end, duration: will ? 0.25 : nil, curve: will ? 7 : nil, isLocal: true)
            }
            #expect(
                log.entries == [
                    entry("UIKeyboardWillChangeFrameNotification", below, shown),
                    entry("UIKeyboardWillShowNotification", below, shown),
                    entry("UIKeyboardDidChangeFrameNotification", below, shown),
                    entry("UIKeyboardDidShowNotification", below, shown),
                    entry("UIKeyboardWillChangeFrameNotification", shown, below),
                    entry("UIKeyboardWillHideNotification", shown, below),
                    entry("UIKeyboardDidChangeFrameNotification", shown, below),
                    entry("UIKeyboardDidHideNotification", shown, below)
                ])
        }

        @Test(
            "Keyboard notifications carry the UIScreen as object from iOS 16.1 on, nil before",
            arguments: [
                (IOSProfile.ios9, false), (.ios10, false), (.ios13, false), (.ios16, true), (.ios18, true),
                (.ios26, true)
            ])
        func notificationObject(profile: IOSProfile, isScreen: Bool) throws {
            let session = Lifecycle.session(profile: profile)
            let log = NotificationLog(center: session.screen.notificationCenter)
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            let expected = isScreen ? ObjectIdentifier(session.screen.uiScreen) : nil
            #expect(log.entries.map(\.object) == Array(repeating: expected, count: 4))
        }

        @Test(
            "Text-field notifications are posted with the field as object, in transcript order",
            arguments: Ordering.allCases)
        func textNotificationsObserved(ordering: Ordering) throws {
            let session = Lifecycle.session(ordering: ordering)
            let log = NotificationLog(
                center: session.screen.notificationCenter,
                names: NotificationLog.textFieldNames + NotificationLog.keyboardNames)
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            try session.screen.type("x")
            session.screen.resign(a)
            let fieldID = ObjectIdentifier(a)
            #expect(log.entries.map(\.name) == session.screen.transcript.notificationNames)
            #expect(
                log.entries.filter { $0.name.hasPrefix("UITextField") }.map(\.object) == [fieldID, fieldID, fieldID])
        }

        @Test(
            "shouldBegin false stops everything: not first responder, no keyboard, no didBegin, no notifications",
            arguments: Ordering.allCases)
        func shouldBeginFalse(ordering: Ordering) throws {
            let session = Lifecycle.session(ordering: ordering)
            let log = NotificationLog(
                center: session.screen.notificationCenter,
                names: NotificationLog.textFieldNames + NotificationLog.keyboardNames)
            let (a, d) = session.recordingField("a")
            d.shouldBegin = false
            let mark = session.events.count
            #expect(try session.screen.tap(a) == false)
            #expect(a.becomeFirstResponder() == false)
            #expect(session.outline(since: mark) == ["a.shouldBegin", "a.shouldBegin"])
            #expect(session.delegateCalls(since: mark).map(\.returned) == [false, false])
            #expect(log.entries.isEmpty)
            #expect(!a.isEditing && session.screen.firstResponder == nil && !session.screen.keyboard.isVisible)
        }

        @Test("A disabled field ignores the tap: no delegate call, no keyboard")
        func disabledField() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a") { $0.isEnabled = false }
            let mark = session.events.count
            #expect(try session.screen.tap(a) == false)
            #expect(session.outline(since: mark).isEmpty && d.calls.isEmpty && !a.isEditing)
            #expect(session.events(since: mark).map(\.kind) == ["user"])
        }

        @Test("A field outside a window cannot become first responder; the user cannot tap it")
        func notInWindow() throws {
            let session = Lifecycle.session()
            let a = UITextField()
            let d = RecordingDelegate()
            a.delegate = d
            #expect(a.canBecomeFirstResponder == false)
            #expect(a.becomeFirstResponder() == false)
            #expect(throws: SimulationError.self) { try session.screen.tap(a) }
            #expect(d.calls.isEmpty && session.outline().isEmpty && !a.isEditing)
        }

        @Test("A field disabled while editing can still resign; a disabled field cannot become first responder")
        func disabledCannotBecome() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a")
            a.isEnabled = false
            #expect(a.becomeFirstResponder() == false)
            #expect(d.calls.isEmpty)
            a.isEnabled = true
            try session.screen.tap(a)
            a.isEnabled = false
            #expect(session.screen.resign(a))
            #expect(d.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        }

        @Test("Tapping the editing field again does nothing")
        func tapAgain() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            let mark = session.events.count
            #expect(try session.screen.tap(a))
            #expect(session.outline(since: mark).isEmpty)
        }
    }
}
