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

/// `UIView.animate` runs its block at once and records an `animation` event with what moved.
@MainActor @Suite struct AnimationTests {
    func animations(_ screen: Screen) -> [TranscriptEvent] { screen.transcript.events(ofKind: "animation") }

    @Test(
        "animate(withDuration:delay:options:…) records duration, delay, curve, options and the changes, then completes")
    func animateRecords() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let panel = UIView(frame: CGRect(x: 0, y: 600, width: 393, height: 100))
        panel.accessibilityIdentifier = "panel"
        screen.add(panel)
        var completed = false
        UIView.animate(
            withDuration: 0.3, delay: 0.1, options: [.curveEaseOut, .beginFromCurrentState],
            animations: {
                panel.frame.origin.y -= 336
                panel.alpha = 0.5
            }, completion: { finished in completed = finished })
        #expect(completed)
        #expect(panel.frame.minY == 264)
        let event = try #require(animations(screen).first)
        guard case .animation(let a) = event.payload else { Issue.record("not an animation"); return }
        #expect(a.duration == 0.3 && a.delay == 0.1 && a.curve == 2 && a.options == ["beginFromCurrentState"])
        #expect(
            a.changes == [
                ViewChange(view: "panel", property: "alpha", from: 1, to: 0.5),
                ViewChange(view: "panel", property: "frame.y", from: 600, to: 264)
            ])
        #expect(
            TranscriptFormatter.jsonLine(event).hasSuffix(
                #""kind":"animation","api":"animate","duration":0.3,"delay":0.1,"curve":2,"options":["beginFromCurrentState"],"changes":[{"view":"panel","property":"alpha","from":1,"to":0.5},{"view":"panel","property":"frame.y","from":600,"to":264}]}"#
            ))
        #expect(
            TranscriptFormatter.textLine(event).hasSuffix(
                "animation animate 0.3s delay 0.1s curve 2 [beginFromCurrentState]: panel.alpha 1 → 0.5, panel.frame.y 600 → 264"
            ))
    }

    @Test("The short forms, the spring form, the property animator and begin/commitAnimations all record")
    func otherForms() {
        let screen = Screen(notificationCenter: NotificationCenter())
        let view = UIView()
        view.accessibilityIdentifier = "v"
        screen.add(view)
        UIView.animate(withDuration: 0.2) { view.alpha = 0 }
        UIView.animate(withDuration: 0.2, animations: { view.alpha = 1 }, completion: nil)
        UIView.animate(
            withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, options: [],
            animations: { view.isHidden = true })
        let animator = UIViewPropertyAnimator(duration: 0.25, curve: UIView.AnimationCurve(rawValue: 7)!) {
            view.isHidden = false
        }
        animator.startAnimation()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(0.4)
        UIView.setAnimationCurve(.easeIn)
        view.frame.origin.y = 10
        UIView.commitAnimations()
        UIView.performWithoutAnimation { view.alpha = 0.2 }
        let records = animations(screen).compactMap { if case .animation(let a) = $0.payload { a } else { nil } }
        #expect(records.map(\.api) == ["animate", "animate", "animateSpring", "propertyAnimator", "commitAnimations"])
        #expect(records[3].curve == 7 && records[4].curve == 1 && records[4].duration == 0.4)
        #expect(records[4].changes == [ViewChange(view: "v", property: "frame.y", from: 0, to: 10)])
    }
}

extension AnimationTests {
    @Test(
        "A constraint constant moves at the layout pass: inside animate with layoutIfNeeded it shows; without, nothing")
    func constraintsMoveAtLayout() {
        let screen = Screen(notificationCenter: NotificationCenter())
        let root = UIView()
        screen.add(root)
        let bottom = NSLayoutConstraint()
        bottom.identifier = "bottom"
        bottom.isActive = true
        defer { bottom.isActive = false }
        bottom.constant = 300
        UIView.animate(withDuration: 0.25) { root.layoutIfNeeded() }
        UIView.animate(withDuration: 0.25) { bottom.constant = 0 }  // the iOS mistake: nothing animates
        let records = screen.transcript.events.compactMap { if case .animation(let a) = $0.payload { a } else { nil } }
        #expect(records.map(\.changes) == [[ViewChange(view: "bottom", property: "constant", from: 0, to: 300)], []])
    }
}
