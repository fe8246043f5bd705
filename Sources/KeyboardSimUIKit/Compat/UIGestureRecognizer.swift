import Foundation
import KeyboardSimTranscript
/// A gesture recogniser: targets and actions, attached to a view. kbsim has no touches, so nothing recognises a
/// gesture on its own; a test performs one with ``recognize()``, which sends the actions as a recognised tap
/// would (a disabled recogniser, or one on a hidden view, sends nothing).
///
/// ```swift
/// let tap = UITapGestureRecognizer(target: controller, action: Selector(MyController.dismissKeyboard))
/// controller.view.addGestureRecognizer(tap)
/// tap.recognize()          // what tapping the background would do
/// ```
@preconcurrency @MainActor open class UIGestureRecognizer: NSObject {
    /// The recogniser's state.
    public enum State: Int, Sendable { case possible, began, changed, ended, cancelled, failed }
    public static let recognized = State.ended

    private var targets: [(target: WeakTarget, action: Selector)] = []
    /// The view it is attached to.
    public internal(set) weak var view: UIView?
    open var isEnabled = true
    open var state = State.possible
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    /// The delegate (stored only: kbsim asks it nothing).
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// A name (iOS 11).
    open var name: String?

    /// A recogniser with one target and action.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let action { addTarget(target as AnyObject?, action: action) }
    }
    public convenience override init() { self.init(target: nil, action: nil) }

    open func addTarget(_ target: Any, action: Selector) { addTarget(target as AnyObject?, action: action) }
    private func addTarget(_ target: AnyObject?, action: Selector) { targets.append((WeakTarget(target), action)) }
    open func removeTarget(_ target: Any?, action: Selector?) {
        targets.removeAll { t in
            (target == nil || t.target.object === (target as AnyObject)) && (action == nil || t.action == action)
        }
    }

    /// The touch's location (the view's centre: kbsim has no touches).
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint(x: own.bounds.midX, y: own.bounds.midY), to: view)
    }

    /// Performs the gesture as if the user made it: the state becomes `.ended` and each action is sent with the
    /// recogniser as its argument. Returns whether actions were sent.
    @discardableResult
    public func recognize() -> Bool {
        guard isEnabled, let view, !view.isHidden else { return false }
        state = .ended
        for t in targets { t.action.perform(target: t.target.object, with: self) }
        state = .possible
        return true
    }
}

/// A weak reference to a target (UIKit does not retain gesture targets).
private struct WeakTarget {
    weak var object: AnyObject?
    init(_ object: AnyObject?) { self.object = object }
}

/// A tap.
@preconcurrency @MainActor open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1
}

/// A long press.
@preconcurrency @MainActor open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var numberOfTouchesRequired = 1
    open var allowableMovement: CGFloat = 10
}

/// A pan (drag).
@preconcurrency @MainActor open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The translation so far (zero: kbsim has no touches).
    open func translation(in view: UIView?) -> CGPoint { .zero }
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {}
    open func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A swipe.
@preconcurrency @MainActor open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }
    open var direction = Direction.right
}

/// A gesture recogniser's delegate (kbsim asks it nothing; the methods exist so conformances compile).
@preconcurrency @MainActor public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        true
    }
}
