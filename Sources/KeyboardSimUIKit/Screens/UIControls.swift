import Foundation
/// An on/off switch (51 × 31 points, its fixed size on iOS). The user's tap is ``tap()`` (kbsim's): the switch flips
/// and sends `.valueChanged`; ``setOn(_:animated:)`` from app code sends nothing, as in UIKit.
@preconcurrency @MainActor open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// The user taps the switch (kbsim's): recorded as a `user` event `toggle` with the new state; the switch
    /// flips and sends `.touchDown`, `.valueChanged` (with `.primaryActionTriggered` on iOS 14 and later), then
    /// `.touchUpInside` (`sendValueChangeTouch(_:)`). A disabled or hidden switch ignores it.
    public func tap() {
        guard isEnabled, !isHidden else {
            recordScreenEvent(
                .toggle, value: isOn ? "on" : "off",
                ignored: isEnabled ? "the switch is hidden" : "the switch is disabled")
            return
        }
        recordScreenEvent(.toggle, value: isOn ? "off" : "on")
        sendValueChangeTouch {
            self.isOn.toggle(); return true
        }
    }
}

/// A slider between a minimum and a maximum. The user's drag is ``slide(to:)`` (kbsim's).
@preconcurrency @MainActor open class UISlider: UIControl {
    open var value: Float = 0
    open var minimumValue: Float = 0
    open var maximumValue: Float = 1
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor?
    open var maximumTrackTintColor: UIColor?
    open var thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?
    open var maximumValueImage: UIImage?

    /// Sets the value from app code (clamped to the range; no event).
    open func setValue(_ value: Float, animated: Bool) { self.value = min(max(value, minimumValue), maximumValue) }

    /// The user drags the thumb to `value` (kbsim's): clamped to the range, recorded as a `user` event `slide`
    /// with the value reached; `.touchDown`, then `.valueChanged` once (with `.primaryActionTriggered` on iOS 14
    /// and later) when the value moved, then `.touchUpInside` (`sendValueChangeTouch(_:)`). A disabled
    /// or hidden slider ignores it.
    public func slide(to value: Float) {
        guard isEnabled, !isHidden else {
            recordScreenEvent(
                .slide, value: "\(value)", ignored: isEnabled ? "the slider is hidden" : "the slider is disabled")
            return
        }
        let reached = min(max(value, minimumValue), maximumValue)
        recordScreenEvent(.slide, value: "\(reached)")
        sendValueChangeTouch {
            let before = self.value
            self.setValue(reached, animated: false)
            return self.value != before
        }
    }
}

/// A row of segments, one selected. The user's tap is ``tapSegment(at:)`` (kbsim's).
@preconcurrency @MainActor open class UISegmentedControl: UIControl {
    /// "No segment selected".
    public static let noSegment = -1
    private var segments: [(title: String?, image: UIImage?, enabled: Bool)] = []
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    open var isMomentary = false
    open var selectedSegmentTintColor: UIColor?
    open var apportionsSegmentWidthsByContent = false
    private var attributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Segments from titles (`String`) and images (`UIImage`).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let image = item as? UIImage {
                segments.append((nil, image, true))
            } else {
                segments.append(("\(item)", nil, true))
            }
        }
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open var numberOfSegments: Int { segments.count }
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].title = title }
    }
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].image = image }
    }
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        segments.insert((title, nil, true), at: min(max(0, segment), segments.count))
    }
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        segments.insert((nil, image, true), at: min(max(0, segment), segments.count))
    }
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex >= segments.count { selectedSegmentIndex = UISegmentedControl.noSegment }
    }
    open func removeAllSegments() {
        segments = []
        selectedSegmentIndex = UISegmentedControl.noSegment
    }
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        if segments.indices.contains(segment) { segments[segment].enabled = enabled }
    }
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].enabled
    }
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        self.attributes[state.rawValue] = attributes
    }
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        attributes[state.rawValue]
    }

    /// The user taps a segment (kbsim's): it becomes selected and `.valueChanged` is sent when the selection
    /// changes (a momentary control stays unselected and sends it on every tap), with `.primaryActionTriggered` on
    /// iOS 14 and later, between `.touchDown` and `.touchUpInside` (`sendValueChangeTouch(_:)`).
    /// Recorded as a `user` event `tapSegment`; a disabled or hidden control, or a disabled segment, ignores it.
    public func tapSegment(at segment: Int) {
        let label = titleForSegment(at: segment) ?? "\(segment)"
        guard segments.indices.contains(segment) else {
            recordScreenEvent(.tapSegment, value: "\(segment)", ignored: "there are \(segments.count) segments")
            return
        }
        guard isEnabled, !isHidden, segments[segment].enabled else {
            recordScreenEvent(
                .tapSegment, value: label,
                ignored: !isEnabled
                    ? "the control is disabled"
                    : isHidden ? "the control is hidden" : "the segment is disabled")
            return
        }
        recordScreenEvent(.tapSegment, value: label)
        sendValueChangeTouch {
            guard self.isMomentary || self.selectedSegmentIndex != segment else { return false }
            if !self.isMomentary { self.selectedSegmentIndex = segment }
            return true
        }
    }
}

/// A spinner (stored state only).
@preconcurrency @MainActor open class UIActivityIndicatorView: UIView {
    /// The spinner's look, with UIKit's raw values.
    public enum Style: Int, Sendable { case whiteLarge = 0, white = 1, gray = 2, medium = 100, large = 101 }
    open var style: Style = .medium
    open var color: UIColor!
    open var hidesWhenStopped = true
    public private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        isHidden = hidesWhenStopped
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Starts spinning (the view shows).
    open func startAnimating() {
        isAnimating = true
        if hidesWhenStopped { isHidden = false }
    }
    /// Stops spinning (the view hides when ``hidesWhenStopped``).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}

extension UIControl {
    /// The control events of a touch that changes a control's value, as UIKit sends them: `.touchDown`, then, when
    /// `change` reports that the value changed, `.valueChanged` and (iOS 14 and later profiles) `.primaryActionTriggered`,
    /// then `.touchUpInside` (docs/porting.md, "Screens around the fields").
    func sendValueChangeTouch(_ change: () -> Bool) {
        sendActions(for: .touchDown)
        if change() {
            sendActions(for: .valueChanged)
            if (host ?? ScreenHosts.current)?.controlsSendPrimaryAction ?? true {
                sendActions(for: .primaryActionTriggered)
            }
        }
        sendActions(for: .touchUpInside)
    }
}
