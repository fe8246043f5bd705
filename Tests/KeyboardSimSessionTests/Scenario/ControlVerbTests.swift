@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimCore

/// The verbs that touch a screen's own controls: `tap-button`, `tap-nav-item`, `toggle`, `slide`,
/// `select-segment` (docs/scenarios.md). Each sends the control events UIKit sends, in its order, and refuses what
/// is not on screen with one line naming what there is.
@MainActor @Suite struct ControlVerbTests {
    static func parse(_ line: String) throws -> ScenarioStep? {
        try ScenarioParser().parse("field f\n" + line, file: "v.kbsim").lines.last?.step
    }

    static func parseError(_ line: String) -> String? {
        do { _ = try parse(line); return nil } catch let e as ScenarioError { return e.message } catch {
            return "\(error)"
        }
    }

    static func refusal(_ step: ScenarioStep, on session: KeyboardSession) -> String? {
        do { try session.perform(step); return nil } catch { return "\(error)" }
    }

    /// Logs every control event a control sends, by name, in order.
    static func logEvents(of control: UIControl, into log: @escaping @MainActor (String) -> Void) {
        let named: [(UIControl.Event, String)] = [
            (.touchDown, "touchDown"), (.valueChanged, "valueChanged"),
            (.primaryActionTriggered, "primaryActionTriggered"), (.touchUpInside, "touchUpInside")
        ]
        for (event, name) in named { control.addAction(UIAction { _ in log(name) }, for: event) }
    }

    /// A screen with a button, a switch, a slider and a segmented control, and a field.
    final class Settings: UIViewController {
        let save = UIButton(type: .system)
        let newsletter = UISwitch()
        let volume = UISlider()
        let period = UISegmentedControl(items: ["Day", "Week", "Month"])
        let name = UITextField()
        var log: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            save.setTitle("Save", for: .normal)
            save.accessibilityIdentifier = "save-button"
            newsletter.accessibilityIdentifier = "newsletter"
            volume.maximumValue = 10
            period.selectedSegmentIndex = 0
            name.accessibilityIdentifier = "name"
            for v in [save, newsletter, volume, period, name] as [UIView] { view.addSubview(v) }
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Submit", primaryAction: UIAction { [unowned self] _ in log.append("submit") })
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                barButtonSystemItem: .cancel, target: self, action: Selector(cancel))
        }

        func cancel() { log.append("cancel") }
    }

    func show(profile: IOSProfile = .ios18) -> (KeyboardSession, Settings) {
        let session = KeyboardSession.isolated(profile: profile)
        let screen = session.show(Settings())
        return (session, screen)
    }

    @Test("the control verbs parse in every spelling and print back")
    func grammar() throws {
        #expect(try Self.parse("tap-button \"Sign in\"") == .tapButton("Sign in"))
        #expect(try Self.parse("tap-button submit") == .tapButton("submit"))
        #expect(try Self.parse("tap-nav-item cancel") == .tapNavigationItem("cancel"))
        #expect(try Self.parse("toggle") == .toggleSwitch(nil))
        #expect(try Self.parse("toggle newsletter") == .toggleSwitch("newsletter"))
        #expect(try Self.parse("slide 0.75") == .slide(nil, 0.75))
        #expect(try Self.parse("slide volume 3") == .slide("volume", 3))
        #expect(ScenarioPrinter.line(.slide("volume", 3)) == "slide volume 3")
        #expect(try Self.parse("select-segment 1") == .selectSegment(nil, .index(1)))
        #expect(try Self.parse("select-segment period \"Week\"") == .selectSegment("period", .title("Week")))
        #expect(
            Self.parseError("slide loud")
                == "slide: expected the value to drag the thumb to, e.g. slide 0.75 or slide volume 3, found \"loud\"")
        #expect(Self.parseError("slide 1e400")?.hasPrefix("slide: expected the value") == true)
        #expect(
            Self.parseError("select-segment x")
                == "select-segment: expected a segment's index or its title in double quotes, e.g. select-segment 1, select-segment \"Week\", select-segment period \"Week\", found \"x\""
        )
        #expect(Self.parseError("tap-button")?.contains("found the end of the line") == true)
    }

    @Test(
        "UIButton: a tap sends touchDown, touchUpInside, then primaryActionTriggered; found by its title or its accessibilityIdentifier"
    )
    func buttonTapSendsTouchUpInsideAndPrimaryAction() throws {
        let (session, screen) = show()
        var log: [String] = []
        Self.logEvents(of: screen.save) { log.append($0) }
        try session.perform(.tapButton("Save"))
        try session.perform(.tapButton("save-button"))
        #expect(
            log == [
                "touchDown", "touchUpInside", "primaryActionTriggered", "touchDown", "touchUpInside",
                "primaryActionTriggered"
            ])
        #expect(session.userEvents("tapButton").count == 2)
        screen.save.isEnabled = false
        try session.perform(.tapButton("Save"))
        #expect(log.count == 6)
        #expect(session.userEvents("tapButton").last?.ignored == "disabled")
        #expect(
            Self.refusal(.tapButton("Delete"), on: session)
                == "tap-button Delete: no button on screen is titled or identified \"Delete\"; buttons: \"Save\"")
    }

    @Test(
        "UISwitch: flipping it sends valueChanged (and primaryActionTriggered from iOS 14) between touchDown and touchUpInside; not on iOS 13"
    )
    func switchFlipSendsValueChanged() throws {
        let (session, screen) = show()
        var log: [String] = []
        Self.logEvents(of: screen.newsletter) { log.append("\($0) \(screen.newsletter.isOn)") }
        try session.perform(.toggleSwitch(nil))
        #expect(log == ["touchDown false", "valueChanged true", "primaryActionTriggered true", "touchUpInside true"])
        try session.perform(.toggleSwitch("newsletter"))
        #expect(screen.newsletter.isOn == false)
        #expect(session.userEvents("toggle").map(\.value) == ["on", "off"])
        #expect(session.userEvents("toggle").first?.field == "newsletter")

        let (old, oldScreen) = show(profile: .ios13)
        var oldLog: [String] = []
        Self.logEvents(of: oldScreen.newsletter) { oldLog.append($0) }
        try old.perform(.toggleSwitch(nil))
        #expect(oldLog == ["touchDown", "valueChanged", "touchUpInside"])
        #expect(
            Self.refusal(.toggleSwitch("alerts"), on: session)
                == "toggle alerts: no switch on screen has the accessibilityIdentifier \"alerts\"; switches: \"newsletter\""
        )
    }

    @Test("UISlider: the thumb dragged to a value is clamped to the range; valueChanged only when the value moved")
    func sliderClampsAndSendsValueChanged() throws {
        let (session, screen) = show()
        var log: [String] = []
        Self.logEvents(of: screen.volume) { log.append("\($0) \(screen.volume.value)") }
        #expect(
            Self.refusal(.slide("bass", 1), on: session)
                == "slide bass 1: no slider on screen has the accessibilityIdentifier \"bass\"; sliders: one with no accessibilityIdentifier"
        )
        try session.perform(.slide(nil, 25))
        #expect(screen.volume.value == 10)
        #expect(log == ["touchDown 0.0", "valueChanged 10.0", "primaryActionTriggered 10.0", "touchUpInside 10.0"])
        log = []
        try session.perform(.slide(nil, 10))
        #expect(log == ["touchDown 10.0", "touchUpInside 10.0"])
        #expect(session.userEvents("slide").map(\.value) == ["10.0", "10.0"])
        // Like a button's, the slider's primaryActionTriggered is a `control` event (the slider named in the transcript).
        #expect(
            session.events.contains {
                if case .control(_, let event) = $0.payload { event == "primaryActionTriggered" } else { false }
            })
    }

    @Test(
        "UISegmentedControl: selecting a segment sends valueChanged and primaryActionTriggered (iOS 14); the selected one again sends neither"
    )
    func segmentSelectionSendsValueChangedAndPrimaryAction() throws {
        let (session, screen) = show()
        var log: [String] = []
        Self.logEvents(of: screen.period) { log.append($0) }
        try session.perform(.selectSegment(nil, .title("Week")))
        #expect(screen.period.selectedSegmentIndex == 1)
        #expect(log == ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        log = []
        try session.perform(.selectSegment(nil, .index(1)))
        #expect(log == ["touchDown", "touchUpInside"])
        #expect(session.userEvents("tapSegment").map(\.value) == ["Week", "Week"])
        #expect(
            Self.refusal(.selectSegment(nil, .title("Year")), on: session)
                == "select-segment \"Year\": the segmented control has no segment titled \"Year\"; segments: \"Day\", \"Week\", \"Month\""
        )
        #expect(
            Self.refusal(.selectSegment(nil, .index(3)), on: session)
                == "select-segment 3: the segmented control has 3 segments (0…2)")
    }

    @Test("UIBarButtonItem in a navigation item: a tap runs its primary action, else sends its action to its target")
    func navigationItemRunsPrimaryActionElseTarget() throws {
        let (session, screen) = show()
        try session.perform(.tapNavigationItem("Submit"))
        try session.perform(.tapNavigationItem("cancel"))
        #expect(screen.log == ["submit", "cancel"])
        #expect(session.userEvents("tapBarItem").map(\.value) == ["Submit", "Cancel"])
        #expect(
            Self.refusal(.tapNavigationItem("Back"), on: session)
                == "tap-nav-item Back: the navigation bar of Settings has no item titled \"Back\"; items: \"Cancel\", \"Submit\""
        )
        let bare = KeyboardSession.isolated()
        try bare.addField("f", traits: [])
        #expect(
            Self.refusal(.tapNavigationItem("Submit"), on: bare)
                == "tap-nav-item Submit: no view controller on screen has navigation bar buttons")
        #expect(Self.refusal(.toggleSwitch(nil), on: bare) == "toggle: no switch is on screen")
    }
}
