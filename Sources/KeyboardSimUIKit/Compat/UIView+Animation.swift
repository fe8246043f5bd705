import Foundation
import KeyboardSimTranscript
/// `UIView.animate(…)` runs its block at once (kbsim has no frames to draw) and records an `animation` event in the
/// current ``Screen``'s transcript: the duration, delay, curve and options, and what the block changed (view
/// frames, alpha, hidden, scroll-view insets and offsets, active constraints' constants as laid out), so a test can assert what
/// moved when the keyboard showed. Completion blocks run at once with `true`, after the event is recorded.
extension UIView {
    /// Animation options with UIKit's raw values; the curve is in bits 16–19 (keyboard code passes the keyboard's
    /// curve 7 there: `UIView.AnimationOptions(rawValue: curve << 16)`).
    public struct AnimationOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)

        /// The curve in bits 16–19 (0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, 7 the keyboard's).
        public var curve: Int { Int((rawValue >> 16) & 0xF) }

        /// The names of the set non-curve flags.
        var flagNames: [String] {
            let names = [
                "layoutSubviews", "allowUserInteraction", "beginFromCurrentState", "repeat", "autoreverse",
                "overrideInheritedDuration", "overrideInheritedCurve", "allowAnimatedContent",
                "showHideTransitionViews", "overrideInheritedOptions"
            ]
            var out = names.indices.filter { rawValue & (1 << $0) != 0 }.map { names[$0] }
            let transition = (rawValue >> 20) & 0x7
            if transition != 0 { out.append("transition\(transition)") }
            return out
        }
    }

    /// An animation curve. UIKit's is a C enum that holds any value (the keyboard's curve is 7, which has no
    /// name), so this is a struct whose `init?(rawValue:)` always succeeds, as the imported enum's does.
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init?(rawValue: Int) { self.rawValue = rawValue }
        public static let easeInOut = AnimationCurve(rawValue: 0)!
        public static let easeIn = AnimationCurve(rawValue: 1)!
        public static let easeOut = AnimationCurve(rawValue: 2)!
        public static let linear = AnimationCurve(rawValue: 3)!
    }

    /// Runs `animations` at once and records the animation.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        recordingAnimation(kind: "animate", duration: duration, delay: delay, options: options, animations)
        completion?(true)
    }

    /// Runs `animations` at once and records the animation.
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)?
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Runs `animations` at once and records the animation.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: nil)
    }

    /// The spring form: runs `animations` at once and records the animation (damping and velocity are ignored).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval,
        usingSpringWithDamping damping: CGFloat, initialSpringVelocity velocity: CGFloat,
        options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        recordingAnimation(kind: "animateSpring", duration: duration, delay: delay, options: options, animations)
        completion?(true)
    }

    /// Runs `actions` without recording an animation.
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }

    /// A transition: runs `animations` at once and records it.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        recordingAnimation(kind: "transition", duration: duration, delay: 0, options: options) { animations?() }
        completion?(true)
    }

    // MARK: The pre-iOS 4 block-less API (still in keyboard tutorials)

    private static var pendingAnimations: [(duration: Double, delay: Double, curve: Int, before: [String: Double])] = []

    /// Starts collecting changes for ``commitAnimations()``.
    public static func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {
        pendingAnimations.append((0.2, 0, 0, snapshot()))
    }
    public static func setAnimationDuration(_ duration: TimeInterval) {
        if !pendingAnimations.isEmpty { pendingAnimations[pendingAnimations.count - 1].duration = duration }
    }
    public static func setAnimationDelay(_ delay: TimeInterval) {
        if !pendingAnimations.isEmpty { pendingAnimations[pendingAnimations.count - 1].delay = delay }
    }
    public static func setAnimationCurve(_ curve: AnimationCurve) {
        if !pendingAnimations.isEmpty { pendingAnimations[pendingAnimations.count - 1].curve = curve.rawValue }
    }
    public static func setAnimationBeginsFromCurrentState(_ fromCurrentState: Bool) {}
    /// Records the changes since ``beginAnimations(_:context:)`` as an `animation` event.
    public static func commitAnimations() {
        guard let p = pendingAnimations.popLast() else { return }
        record(
            AnimationRecord(
                api: "commitAnimations", duration: p.duration, delay: p.delay, curve: p.curve,
                options: [], changes: diff(p.before, snapshot())))
    }

    // MARK: Recording

    /// Runs `body` and records an `animation` event with what it changed.
    static func recordingAnimation(
        kind: String, duration: Double, delay: Double, options: AnimationOptions,
        _ body: () -> Void
    ) {
        let before = snapshot()
        body()
        record(
            AnimationRecord(
                api: kind, duration: duration, delay: delay, curve: options.curve,
                options: options.flagNames, changes: diff(before, snapshot())))
    }

    private static func record(_ animation: AnimationRecord) {
        ScreenHosts.current?.transcript.record(.animation(animation))
    }

    /// Every animatable number of the current screen's views and active constraints, by "view.property".
    static func snapshot() -> [String: Double] {
        var out: [String: Double] = [:]
        func add(_ prefix: String, _ r: CGRect) {
            out[prefix + ".x"] = Double(r.minX); out[prefix + ".y"] = Double(r.minY)
            out[prefix + ".width"] = Double(r.width); out[prefix + ".height"] = Double(r.height)
        }
        func add(_ prefix: String, _ i: UIEdgeInsets) {
            out[prefix + ".top"] = Double(i.top); out[prefix + ".left"] = Double(i.left)
            out[prefix + ".bottom"] = Double(i.bottom); out[prefix + ".right"] = Double(i.right)
        }
        func visit(_ view: UIView) {
            let name = view.compatName
            add(name + " frame", view.frame)
            out[name + " alpha"] = Double(view.alpha)
            out[name + " isHidden"] = view.isHidden ? 1 : 0
            out[name + " transform.ty"] = Double(view.transform.ty)
            if let scroll = view as? UIScrollView {
                add(name + " contentInset", scroll.contentInset)
                add(name + " verticalScrollIndicatorInsets", scroll.verticalScrollIndicatorInsets)
                out[name + " contentOffset.x"] = Double(scroll.contentOffset.x)
                out[name + " contentOffset.y"] = Double(scroll.contentOffset.y)
            }
            for sub in view.subviews { visit(sub) }
        }
        if let window = ScreenHosts.current?.window { for sub in window.subviews { visit(sub) } }
        for c in NSLayoutConstraint.active.compactMap(\.value) {
            out[c.transcriptName + " constant"] = Double(c.laidOutConstant)
        }
        return out
    }

    static func diff(_ before: [String: Double], _ after: [String: Double]) -> [ViewChange] {
        after.keys.sorted().compactMap { key in
            let new = after[key]!
            let old = before[key]
            guard old != new else { return nil }
            // Property names never contain spaces; a view's name (its accessibilityIdentifier) may.
            guard let space = key.lastIndex(of: " ") else {
                return ViewChange(view: key, property: "", from: old, to: new)
            }
            return ViewChange(
                view: String(key[..<space]), property: String(key[key.index(after: space)...]), from: old, to: new)
        }
    }
}

/// iOS 10's animator: `startAnimation()` runs the animations at once and records them.
@preconcurrency @MainActor open class UIViewPropertyAnimator: NSObject {
    public let duration: TimeInterval
    let curve: UIView.AnimationCurve
    private var animations: [() -> Void] = []
    private var completions: [(Int) -> Void] = []

    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        if let animations { self.animations.append(animations) }
        super.init()
    }

    public func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    public func addCompletion(_ completion: @escaping (Int) -> Void) { completions.append(completion) }

    /// Runs the animations and then the completions (with position `.end`, 0).
    public func startAnimation() {
        let all = animations
        animations = []
        UIView.recordingAnimation(
            kind: "propertyAnimator", duration: duration, delay: 0,
            options: UIView.AnimationOptions(rawValue: UInt(curve.rawValue) << 16)
        ) {
            for a in all { a() }
        }
        for c in completions { c(0) }
    }

    /// Runs the animations after `delay` (at once in kbsim).
    public func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
}
