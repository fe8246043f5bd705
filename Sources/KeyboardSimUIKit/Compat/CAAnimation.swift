import Foundation
import KeyboardSimTranscript
// Core Animation objects that "shake the field" code builds and adds to a layer: kept with their settings, never
// run (kbsim draws nothing). A test can read them back through `view.layer.animation(forKey:)`.

/// A layer animation (stored only).
open class CAAnimation: NSObject, @unchecked Sendable {
    open var duration: CFTimeInterval = 0
    open var beginTime: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var autoreverses = false
    open var isRemovedOnCompletion = true
    open var fillMode = CAMediaTimingFillMode.removed
    open var timingFunction: CAMediaTimingFunction?
    public override init() { super.init() }
}

/// An animation of one layer property, named by key path (`"transform.translation.x"`).
open class CAPropertyAnimation: CAAnimation, @unchecked Sendable {
    open var keyPath: String?
    open var isAdditive = false
    public init(keyPath path: String?) { keyPath = path; super.init() }
    public convenience override init() { self.init(keyPath: nil) }
}

/// From one value to another.
open class CABasicAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var fromValue: Any?
    open var toValue: Any?
    open var byValue: Any?
}

/// Through a list of values.
open class CAKeyframeAnimation: CAPropertyAnimation, @unchecked Sendable {
    open var values: [Any]?
    open var keyTimes: [NSNumber]?
    open var timingFunctions: [CAMediaTimingFunction]?
}

/// A timing curve, by name.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    public let name: CAMediaTimingFunctionName
    public init(name: CAMediaTimingFunctionName) { self.name = name; super.init() }
}

/// The named timing curves.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Core Animation's time type.
public typealias CFTimeInterval = Double
