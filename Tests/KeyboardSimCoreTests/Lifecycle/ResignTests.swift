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
    /// docs/uikit-behavior.md §7: refusing to end editing, and forced resignation.
    @MainActor @Suite struct ResignTests {
        /// A way app code asks an editing field to stop.
        enum Request: String, CaseIterable, Sendable {
            case resignFirstResponder, endEditingFalse, windowEndEditingFalse
        }

        @Test(
            "shouldEnd false: resignFirstResponder() and endEditing(false) return false and change nothing",
            arguments: Request.allCases)
        func shouldEndFalse(request: Request) throws {
            let session = Lifecycle.session()
            let log = NotificationLog(
                center: session.screen.notificationCenter,
                names: NotificationLog.textFieldNames + NotificationLog.keyboardNames)
            let (a, d) = session.recordingField("a")
            d.shouldEnd = false
            try session.screen.tap(a)
            try session.screen.type("ab")
            let frame = session.screen.keyboard.frame
            let entriesBefore = log.entries.count
            let mark = session.events.count
            let result =
                switch request {
                case .resignFirstResponder: a.resignFirstResponder()
                case .endEditingFalse: a.endEditing(false)
                case .windowEndEditingFalse: session.screen.endEditing(force: false)
                }
            #expect(result == false)
            #expect(session.outline(since: mark) == ["a.shouldEnd"])
            #expect(session.delegateCalls(since: mark).map(\.returned) == [false])
            #expect(log.entries.count == entriesBefore)
            #expect(a.isEditing && session.screen.firstResponder === a)
            #expect(session.screen.keyboard.isVisible && session.screen.keyboard.frame == frame)
            #expect(
                session.screen.state(of: a)
                    == FieldState(
                        field: "a", text: "ab", selection: NSRange(location: 2, length: 0),
                        marked: nil, editing: true, firstResponder: true))
        }

        /// A way app code or the system forces the end.
        enum Force: String, CaseIterable, Sendable {
            case windowEndEditingTrue, fieldEndEditingTrue, removeFromSuperview, containerRemoved
        }

        @Test(
            "endEditing(true) and removal from the window force the end: no shouldEnd, didEnd(reason: .committed), TextDidEnd, hide sequence",
            arguments: Force.allCases, Ordering.allCases)
        func forcedEnd(force: Force, ordering: Ordering) throws {
            let session = Lifecycle.session(ordering: ordering)
            let container = UIView(frame: rect(0, 0, 393, 100))
            session.screen.add(container, name: "container")
            let a = UITextField()
            let d = ReasonDelegate()
            a.delegate = d
            a.accessibilityIdentifier = "a"
            container.addSubview(a)
            try session.screen.tap(a)
            let mark = session.events.count
            switch force {
            case .windowEndEditingTrue: #expect(session.screen.endEditing(force: true))
            case .fieldEndEditingTrue: #expect(a.endEditing(true))
            case .removeFromSuperview: a.removeFromSuperview()
            case .containerRemoved: container.removeFromSuperview()
            }
            let hide = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
            let didEnd = ["a.didEnd(reason:)", "a.editingDidEnd", "a.TextDidEnd"]
            #expect(session.outline(since: mark) == (ordering == .documented ? hide + didEnd : didEnd + hide))
            #expect(session.delegateCalls(since: mark).first?.reason == "committed")
            #expect(d.calls == ["didEnd(reason: committed)"])
            #expect(!a.isEditing && session.screen.firstResponder == nil && !session.screen.keyboard.isVisible)
        }

        @Test("endEditing(true) does not ask a delegate that would refuse")
        func forcedEndSkipsRefusingDelegate() throws {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a")
            d.shouldEnd = false
            try session.screen.tap(a)
            #expect(session.screen.resign(a) == false)
            let mark = session.events.count
            #expect(session.screen.endEditing(force: true))
            #expect(
                session.outline(since: mark) == [
                    "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide", "a.didEnd", "a.editingDidEnd",
                    "a.TextDidEnd"
                ])
            #expect(d.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        }

        @Test("endEditing on a view that does not contain the first responder returns true and does nothing")
        func endEditingElsewhere() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            let mark = session.events.count
            #expect(b.endEditing(true))
            #expect(session.outline(since: mark).isEmpty && a.isEditing)
        }

        @Test("resignFirstResponder() on a field that is not editing returns true and asks nothing")
        func resignWhenNotEditing() {
            let session = Lifecycle.session()
            let (a, d) = session.recordingField("a")
            let mark = session.events.count
            #expect(a.resignFirstResponder())
            #expect(session.outline(since: mark).isEmpty && d.calls.isEmpty)
        }

        @Test("Removing a field that is not editing posts nothing")
        func removeIdleField() throws {
            let session = Lifecycle.session()
            let (a, _) = session.recordingField("a")
            let (b, _) = session.recordingField("b")
            try session.screen.tap(a)
            let mark = session.events.count
            b.removeFromSuperview()
            #expect(session.outline(since: mark).isEmpty && a.isEditing && b.window == nil)
        }
    }
}
