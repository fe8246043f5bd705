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
            let h = Harness()
            let log = NotificationLog(
                center: h.center, names: NotificationLog.textFieldNames + NotificationLog.keyboardNames)
            let (a, d) = h.field("a")
            d.shouldEnd = false
            try h.screen.tap(a)
            try h.screen.type("ab")
            let frame = h.screen.keyboard.frame
            let entriesBefore = log.entries.count
            h.reset()
            let result =
                switch request {
                case .resignFirstResponder: a.resignFirstResponder()
                case .endEditingFalse: a.endEditing(false)
                case .windowEndEditingFalse: h.screen.endEditing(force: false)
                }
            #expect(result == false)
            #expect(h.outline == ["a.shouldEnd"])
            #expect(h.delegateCalls.map(\.returned) == [false])
            #expect(log.entries.count == entriesBefore)
            #expect(a.isEditing && h.screen.firstResponder === a)
            #expect(h.screen.keyboard.isVisible && h.screen.keyboard.frame == frame)
            #expect(
                h.screen.state(of: a)
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
            let h = Harness(ordering: ordering)
            let container = UIView(frame: rect(0, 0, 393, 100))
            h.screen.add(container, name: "container")
            let a = UITextField()
            let d = ReasonDelegate()
            a.delegate = d
            a.accessibilityIdentifier = "a"
            container.addSubview(a)
            try h.screen.tap(a)
            h.reset()
            switch force {
            case .windowEndEditingTrue: #expect(h.screen.endEditing(force: true))
            case .fieldEndEditingTrue: #expect(a.endEditing(true))
            case .removeFromSuperview: a.removeFromSuperview()
            case .containerRemoved: container.removeFromSuperview()
            }
            let hide = ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"]
            let didEnd = ["a.didEnd(reason:)", "a.editingDidEnd", "a.TextDidEnd"]
            #expect(h.outline == (ordering == .documented ? hide + didEnd : didEnd + hide))
            #expect(h.delegateCalls.first?.reason == "committed")
            #expect(d.calls == ["didEnd(reason: committed)"])
            #expect(!a.isEditing && h.screen.firstResponder == nil && !h.screen.keyboard.isVisible)
        }

        @Test("endEditing(true) does not ask a delegate that would refuse")
        func forcedEndSkipsRefusingDelegate() throws {
            let h = Harness()
            let (a, d) = h.field("a")
            d.shouldEnd = false
            try h.screen.tap(a)
            #expect(h.screen.resign(a) == false)
            h.reset()
            #expect(h.screen.endEditing(force: true))
            #expect(
                h.outline == [
                    "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide", "a.didEnd", "a.editingDidEnd",
                    "a.TextDidEnd"
                ])
            #expect(d.calls == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        }

        @Test("endEditing on a view that does not contain the first responder returns true and does nothing")
        func endEditingElsewhere() throws {
            let h = Harness()
            let (a, _) = h.field("a")
            let (b, _) = h.field("b")
            try h.screen.tap(a)
            h.reset()
            #expect(b.endEditing(true))
            #expect(h.outline.isEmpty && a.isEditing)
        }

        @Test("resignFirstResponder() on a field that is not editing returns true and asks nothing")
        func resignWhenNotEditing() {
            let h = Harness()
            let (a, d) = h.field("a")
            h.reset()
            #expect(a.resignFirstResponder())
            #expect(h.outline.isEmpty && d.calls.isEmpty)
        }

        @Test("Removing a field that is not editing posts nothing")
        func removeIdleField() throws {
            let h = Harness()
            let (a, _) = h.field("a")
            let (b, _) = h.field("b")
            try h.screen.tap(a)
            h.reset()
            b.removeFromSuperview()
            #expect(h.outline.isEmpty && a.isEditing && b.window == nil)
        }
    }
}
