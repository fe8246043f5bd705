import Foundation
// UIAccessibility: what text-input screens call to announce a validation error or to move VoiceOver's focus. kbsim
// runs no assistive technology, so VoiceOver is off and a posted notification is kept for the test to read, not
// spoken.

/// UIKit's accessibility namespace: VoiceOver's state and the notifications an app posts to it.
@MainActor
public enum UIAccessibility {
    /// A notification an app posts to assistive technologies (UIKit's `UIAccessibility.Notification`).
    public struct Notification: Hashable, RawRepresentable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// The screen changed a lot (a new view controller); the argument is the element to focus.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed; the argument is the element to focus.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// A string to speak (the argument).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll position changed; the argument is a string describing it.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Whether VoiceOver is running: never under kbsim (UIKit's answer on a device with VoiceOver off).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Reduce Motion is on: off under kbsim.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Bold Text is on: off under kbsim.
    public static var isBoldTextEnabled: Bool { false }

    /// Posted when VoiceOver starts or stops (never under kbsim).
    public static let voiceOverStatusDidChangeNotification =
        NSNotification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")

    /// Every notification posted with ``post(notification:argument:)``, oldest first: a test reads what the app
    /// would have had spoken.
    public private(set) static var posted: [(notification: Notification, argument: Any?)] = []

    /// Posts a notification to assistive technologies: kbsim keeps it in ``posted``.
    public static func post(notification: Notification, argument: Any?) {
        posted.append((notification, argument))
    }
}

/// Darwin's largest finite `Float` (`FLT_MAX`), the `MAXFLOAT` macro iOS code uses for "unbounded" sizes
/// (`CGSize(width: w, height: CGFloat(MAXFLOAT))`); Glibc does not define it.
public let MAXFLOAT: Float = .greatestFiniteMagnitude
