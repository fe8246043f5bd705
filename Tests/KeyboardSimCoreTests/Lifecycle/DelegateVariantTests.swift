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
    /// docs/uikit-behavior.md §6 and the Decisions section: optional methods and the variants UIKit prefers.
    @MainActor @Suite struct DelegateVariantTests {
        @Test(
            "didEnd(_:reason:) is called instead of didEnd(_:) when implemented, with reason committed",
            arguments: [IOSProfile.ios10, .ios13, .ios16, .ios18, .ios26])
        func prefersReasonVariant(profile: IOSProfile) throws {
            let session = Lifecycle.session(profile: profile)
            let a = UITextField()
            let d = ReasonDelegate()
            try session.addOwnField(a, name: "a", delegate: d)
            try session.screen.tap(a)
            let mark = session.events.count
            session.screen.resign(a)
            let calls = session.delegateCalls(since: mark).filter {
                $0.method == .didEndEditingReason || $0.method == .didEndEditing
            }
            #expect(calls == [DelegateCall(field: "a", method: .didEndEditingReason, reason: "committed")])
            #expect(d.calls == ["didEnd(reason: committed)"])
            #expect(
                session.jsonLines.contains(where: {
                    $0.hasSuffix(
                        #""kind":"delegate","field":"a","method":"textFieldDidEndEditing(_:reason:)","reason":"committed","returned":null}"#
                    )
                }))
        }

        @Test(
            "Without didEnd(_:reason:), didEnd(_:) is called and the transcript names it (no reason)",
            arguments: [IOSProfile.ios10, .ios18, .ios26])
        func fallsBackToPlainDidEnd(profile: IOSProfile) throws {
            let session = Lifecycle.session(profile: profile)
            let (a, d) = session.recordingField("a")
            try session.screen.tap(a)
            let mark = session.events.count
            session.screen.resign(a)
            let calls = session.delegateCalls(since: mark).filter {
                $0.method == .didEndEditingReason || $0.method == .didEndEditing
            }
            #expect(calls == [DelegateCall(field: "a", method: .didEndEditing)])
            #expect(d.calls.last == "didEnd")
            #expect(
                session.jsonLines.contains(where: {
                    $0.hasSuffix(
                        #""kind":"delegate","field":"a","method":"textFieldDidEndEditing(_:)","returned":null}"#)
                }))
        }

        @Test("The ios9 profile (before iOS 10) calls didEnd(_:) even when didEnd(_:reason:) is implemented")
        func ios9CallsPlainDidEnd() throws {
            let session = Lifecycle.session(profile: .ios9)
            let a = UITextField()
            let d = ReasonDelegate()
            try session.addOwnField(a, name: "a", delegate: d)
            try session.screen.tap(a)
            session.screen.resign(a)
            #expect(d.calls == ["didEnd"])
            #expect(
                session.delegateCalls().filter { $0.method == .didEndEditing || $0.method == .didEndEditingReason }
                    == [DelegateCall(field: "a", method: .didEndEditing)])
        }

        @Test("ios26 prefers shouldChangeCharactersInRanges when implemented; the single-range method is not called")
        func ios26PrefersRanges() throws {
            let session = Lifecycle.session(profile: .ios26)
            let a = UITextField()
            let d = RangesDelegate()
            try session.addOwnField(a, name: "a", delegate: d)
            try session.screen.tap(a)
            try session.screen.type("ab")
            try session.screen.backspace()
            #expect(d.calls == ["ranges 0,0 a", "ranges 1,0 b", "ranges 1,1 "])
            let changes = session.delegateCalls().filter { $0.method == .shouldChangeCharactersInRanges }
            #expect(
                changes.map(\.ranges) == [
                    [NSRange(location: 0, length: 0)], [NSRange(location: 1, length: 0)],
                    [NSRange(location: 1, length: 1)]
                ])
            #expect(changes.allSatisfy { $0.range == nil && $0.returned == true })
            #expect(
                session.jsonLinesWithoutSeq.contains(
                    #"{"kind":"delegate","field":"a","method":"textField(_:shouldChangeCharactersInRanges:replacementString:)","ranges":[[0,0]],"string":"a","returned":true}"#
                ))
            #expect(a.text == "a")
        }

        @Test(
            "ios26 without the ranges variant calls the single-range method and names it",
            arguments: [IOSProfile.ios26])
        func ios26FallsBack(profile: IOSProfile) throws {
            let session = Lifecycle.session(profile: profile)
            let (a, d) = session.recordingField("a")
            try session.screen.tap(a)
            try session.screen.type("a")
            #expect(d.calls.contains("shouldChange 0,0 a"))
            let changes = session.delegateCalls().filter {
                $0.method == .shouldChangeCharacters || $0.method == .shouldChangeCharactersInRanges
            }
            #expect(
                changes == [
                    DelegateCall(
                        field: "a", method: .shouldChangeCharacters, range: NSRange(location: 0, length: 0),
                        string: "a", returned: true)
                ])
        }

        @Test(
            "Before iOS 26 the single-range method is called even when the ranges variant is implemented",
            arguments: [IOSProfile.ios13, .ios18])
        func olderProfilesUseSingleRange(profile: IOSProfile) throws {
            let session = Lifecycle.session(profile: profile)
            let a = UITextField()
            let d = RangesDelegate()
            try session.addOwnField(a, name: "a", delegate: d)
            try session.screen.tap(a)
            try session.screen.type("a")
            #expect(d.calls == ["single 0,0 a"])
            #expect(session.delegateCalls().map(\.method).contains(.shouldChangeCharacters))
            #expect(!session.delegateCalls().map(\.method).contains(.shouldChangeCharactersInRanges))
        }

        @Test("Unimplemented should… methods answer true (UIKit's \"not implemented\" behaviour)")
        func defaultAnswers() throws {
            final class Empty: NSObject, UITextFieldDelegate {}
            let session = Lifecycle.session()
            let a = UITextField()
            let d = Empty()
            a.clearButtonMode = .always
            try session.addOwnField(a, name: "a", delegate: d)
            try session.screen.tap(a)
            try session.screen.type("ab")
            try session.screen.tapReturn()
            try session.screen.tapClearButton()
            #expect(session.screen.resign(a))
            let answers = session.delegateCalls().filter { $0.returned != nil }
            #expect(
                answers.map { EventOutline.shortMethod($0.method) }
                    == ["shouldBegin", "shouldChange", "shouldChange", "shouldReturn", "shouldClear", "shouldEnd"])
            #expect(answers.allSatisfy { $0.returned == true })
            #expect(a.text == "" && !a.isEditing)
        }

        /// A delegate that forwards the newer variants to another delegate (multicast and proxy delegates do).
        @MainActor final class ForwardingDelegate: NSObject, UITextFieldDelegate {
            let inner: RecordingDelegate
            init(_ inner: RecordingDelegate) { self.inner = inner }
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
                inner.textFieldDidEndEditing(textField, reason: reason)
            }
            func textField(
                _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
                replacementString string: String
            ) -> Bool {
                inner.textField(textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
            }
        }

        @Test("A delegate forwarding the newer variants to one that lacks them reaches that delegate's older methods")
        func forwardingDelegate() throws {
            let session = Lifecycle.session(profile: .ios26)
            let inner = RecordingDelegate()
            inner.shouldChange = false
            let proxy = ForwardingDelegate(inner)
            let a = UITextField()
            try session.addOwnField(a, name: "a", delegate: proxy)
            try session.screen.tap(a)
            try session.screen.type("a")
            session.screen.resign(a)
            #expect(inner.calls == ["shouldChange 0,0 a", "didEnd"])
            #expect(a.text == "")
            #expect(
                session.delegateCalls().map { EventOutline.shortMethod($0.method) }.filter {
                    $0.contains("Change") || $0.contains("End")
                }
                    == ["shouldChangeInRanges", "shouldEnd", "didEnd(reason:)"])
        }

        @Test("The transcript spells delegate methods as UIKit's Swift selectors")
        func methodSpellings() {
            #expect(
                DelegateMethod.allCases.map(\.rawValue) == [
                    "textFieldShouldBeginEditing(_:)", "textFieldDidBeginEditing(_:)", "textFieldShouldEndEditing(_:)",
                    "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
                    "textField(_:shouldChangeCharactersIn:replacementString:)",
                    "textField(_:shouldChangeCharactersInRanges:replacementString:)",
                    "textFieldShouldClear(_:)", "textFieldShouldReturn(_:)", "textFieldDidChangeSelection(_:)",
                    "textViewShouldBeginEditing(_:)", "textViewDidBeginEditing(_:)", "textViewShouldEndEditing(_:)",
                    "textViewDidEndEditing(_:)", "textView(_:shouldChangeTextIn:replacementText:)",
                    "textView(_:shouldChangeTextInRanges:replacementText:)", "textViewDidChange(_:)",
                    "textViewDidChangeSelection(_:)",
                    "searchBarShouldBeginEditing(_:)", "searchBarTextDidBeginEditing(_:)",
                    "searchBarShouldEndEditing(_:)",
                    "searchBarTextDidEndEditing(_:)", "searchBar(_:shouldChangeTextIn:replacementText:)",
                    "searchBar(_:textDidChange:)",
                    "searchBarSearchButtonClicked(_:)", "searchBarCancelButtonClicked(_:)",
                    "updateSearchResults(for:)", "presentSearchController(_:)", "willPresentSearchController(_:)",
                    "didPresentSearchController(_:)", "willDismissSearchController(_:)",
                    "didDismissSearchController(_:)",
                    "insertText(_:)", "deleteBackward()", "setMarkedText(_:selectedRange:)", "unmarkText()",
                    "replace(_:withText:)", "paste(_:)",
                    "textWillChange(_:)", "textDidChange(_:)", "selectionWillChange(_:)", "selectionDidChange(_:)"
                ])
        }
    }
}
