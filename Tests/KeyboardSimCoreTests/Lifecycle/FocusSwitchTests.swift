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
    /// docs/uikit-behavior.md, Decisions: focus moving from A to B while the keyboard is up.
    @MainActor @Suite struct FocusSwitchTests {
        nonisolated static let shown = rect(0, 516, 393, 336)  // iPhone 15 letter keyboard with the predictive bar
        nonisolated static let shownNumberPad = rect(0, 561, 393, 291)

        @Test(
            "A→B with the keyboard up: B.shouldBegin → A.shouldEnd → A ends → change-frame only → B.didBegin",
            arguments: [
                (
                    Ordering.documented,
                    [
                        "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "WillChangeFrame", "DidChangeFrame", "b.didBegin", "b.editingDidBegin", "b.TextDidBegin"
                    ]
                ),
                (
                    Ordering.observed,
                    [
                        "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "b.didBegin", "b.editingDidBegin", "b.TextDidBegin", "WillChangeFrame", "DidChangeFrame"
                    ]
                )
            ])
        func switchOrder(ordering: Ordering, expected: [String]) throws {
            let session = Lifecycle.session(ordering: ordering)
            let (a, da) = session.recordingField("a")
            let (b, db) = session.recordingField("b")
            try session.screen.tap(a)
            let mark = session.events.count
            #expect(try session.screen.tap(b))
            #expect(session.outline(since: mark) == expected)
            #expect(da.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
            #expect(db.calls == ["shouldBegin", "didBegin"])
            #expect(
                !a.isEditing && b.isEditing && session.screen.firstResponder === b && session.screen.keyboard.isVisible)
        }

        @Test(
            "A→B with the same keyboard height posts the change-frame pair only (begin == end); a height change (default → numberPad) posts the full show set",
            arguments: [
                (UIKeyboardType.default, UIKeyboardType.default, shown, shown),
                (.emailAddress, .URL, shown, shown),
                (.default, .numberPad, shown, shownNumberPad),
                (.numberPad, .default, shownNumberPad, shown),
                (.phonePad, .decimalPad, shownNumberPad, shownNumberPad)
            ])
        func switchFrames(from: UIKeyboardType, to: UIKeyboardType, begin: CGRect, end: CGRect) throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { $0.keyboardType = from }
            let (b, _) = session.recordingField("b") { $0.keyboardType = to }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tap(b)
            let got = session.keyboardNotifications(since: mark)
            let names =
                begin.height == end.height
                ? ["WillChangeFrame", "DidChangeFrame"]
                : ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
            #expect(got.map(\.name) == names)
            #expect(got.allSatisfy { $0.info.frameBegin == begin && $0.info.frameEnd == end })
            #expect(session.screen.keyboard.frame == end)
        }

        @Test(
            "The QMUI focus-switch option posts WillChangeFrame for the old field, then WillChangeFrame and WillShow for the new one"
        )
        func qmuiFocusSwitch() throws {
            var profile = IOSProfile.ios18
            profile.focusSwitch = .changeFrameTwiceThenShow
            let session = Lifecycle.session(profile: profile)
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tap(b)
            #expect(
                session.keyboardNotifications(since: mark).map(\.name) == [
                    "WillChangeFrame", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"
                ])
        }

        @Test(
            "The first show after launch posts two rounds only when the profile option asks", arguments: [false, true])
        func firstShowTwice(twice: Bool) throws {
            var profile = IOSProfile.ios18
            profile.firstShowPostsTwice = twice
            let session = Lifecycle.session(profile: profile)
            let (a, _) = session.recordingField("a")
            try session.screen.tap(a)
            let round = ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"]
            #expect(session.keyboardNotifications().map(\.name) == (twice ? round + round : round))
            session.screen.resign(a)
            let mark = session.events.count
            try session.screen.tap(a)
            #expect(session.keyboardNotifications(since: mark).map(\.name) == round)
        }

        @Test(
            "Legacy profiles (iOS ≤ 10) re-post WillHide for A and the full show set for B",
            arguments: [
                (
                    IOSProfile.ios10, Ordering.documented,
                    [
                        "b.shouldBegin", "a.shouldEnd", "WillHide", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "b.didBegin", "b.editingDidBegin",
                        "b.TextDidBegin"
                    ]
                ),
                (
                    IOSProfile.ios10, Ordering.observed,
                    [
                        "b.shouldBegin", "a.shouldEnd", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd", "WillHide",
                        "b.didBegin", "b.editingDidBegin", "b.TextDidBegin", "WillChangeFrame", "WillShow",
                        "DidChangeFrame", "DidShow"
                    ]
                ),
                (
                    IOSProfile.ios9, Ordering.documented,
                    [
                        "b.shouldBegin", "a.shouldEnd", "WillHide", "a.didEnd", "a.editingDidEnd", "a.TextDidEnd",
                        "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "b.didBegin", "b.editingDidBegin",
                        "b.TextDidBegin"
                    ]
                )
            ])
        func legacySwitch(profile: IOSProfile, ordering: Ordering, expected: [String]) throws {
            let session = Lifecycle.session(ordering: ordering, profile: profile)
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b") { $0.keyboardType = .numberPad }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tap(b)
            #expect(session.outline(since: mark) == expected)
            let kb = session.keyboardNotifications(since: mark)
            // WillHide keeps the keyboard where it is; the show set moves it to B's frame.
            #expect(kb.first.map { [$0.info.frameBegin, $0.info.frameEnd] } == [Self.shown, Self.shown])
            #expect(kb.dropFirst().map(\.info.frameBegin) == Array(repeating: Self.shown, count: 4))
            #expect(kb.dropFirst().map(\.info.frameEnd) == Array(repeating: Self.shownNumberPad, count: 4))
        }

        @Test("`legacy` names the iOS 10 keyboard-notification profile")
        func legacyName() {
            #expect(IOSProfile.named("legacy") == .ios10)
            #expect(IOSProfile.named("ios18") == .ios18)
            #expect(IOSProfile.named("ios99") == nil)
            #expect(IOSProfile.all.map(\.name) == ["ios9", "ios10", "ios13", "ios16", "ios17.0", "ios18", "ios26"])
        }

        @Test(
            "Different inputAccessoryViews post the full show set (WillChangeFrame, WillShow, DidChangeFrame, DidShow)")
        func differentAccessoryViews() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a") { $0.inputAccessoryView = view(height: 44) }
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tap(b)
            let kb = session.keyboardNotifications(since: mark)
            #expect(kb.map(\.name) == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
            #expect(kb.map(\.info.frameBegin) == Array(repeating: rect(0, 472, 393, 380), count: 4))
            #expect(kb.map(\.info.frameEnd) == Array(repeating: Self.shown, count: 4))
        }

        @Test("The same inputAccessoryView on both fields: change-frame only")
        func sharedAccessoryView() throws {
            let session = Lifecycle.session()
            let bar = view(height: 44)
            let (a, _) = session.recordingField("a") { $0.inputAccessoryView = bar }
            let (b, _) = session.recordingField("b") { $0.inputAccessoryView = bar }
            try session.screen.tap(a)
            let mark = session.events.count
            try session.screen.tap(b)
            #expect(session.keyboardNotifications(since: mark).map(\.name) == ["WillChangeFrame", "DidChangeFrame"])
            #expect(session.screen.keyboard.frame == rect(0, 472, 393, 380))
        }

        @Test("A refuses to end (shouldEnd false): B does not begin, A keeps editing, no keyboard notification")
        func previousRefuses() throws {
            let session = Lifecycle.session()
            let (a, da) = session.recordingField("a")
            let (b, db) = session.recordingField("b")
            da.shouldEnd = false
            try session.screen.tap(a)
            let mark = session.events.count
            #expect(try session.screen.tap(b) == false)
            #expect(session.outline(since: mark) == ["b.shouldBegin", "a.shouldEnd"])
            #expect(session.delegateCalls(since: mark).map(\.returned) == [true, false])
            #expect(db.calls == ["shouldBegin"])
            #expect(a.isEditing && !b.isEditing && session.screen.firstResponder === a)
        }

        @Test("B refuses to begin (shouldBegin false): A is not even asked to end")
        func nextRefuses() throws {
            let session = Lifecycle.session()
            let (a, da) = session.recordingField("a")
            let (b, db) = session.recordingField("b")
            db.shouldBegin = false
            try session.screen.tap(a)
            let mark = session.events.count
            #expect(try session.screen.tap(b) == false)
            #expect(session.outline(since: mark) == ["b.shouldBegin"])
            #expect(da.calls == ["shouldBegin", "didBegin"])
            #expect(a.isEditing && session.screen.firstResponder === a)
        }

        @Test("Refocusing after the keyboard hid posts the full show set again")
        func refocusAfterHide() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            session.screen.resign(a)
            let mark = session.events.count
            try session.screen.tap(b)
            #expect(
                session.outline(since: mark) == [
                    "b.shouldBegin", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow",
                    "b.didBegin", "b.editingDidBegin", "b.TextDidBegin"
                ])
        }
    }
}
