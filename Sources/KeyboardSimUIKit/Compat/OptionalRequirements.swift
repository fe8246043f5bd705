import Foundation
import KeyboardSimTranscript
// A user's own `@objc protocol` with `optional` members, as `kbsim port` rewrites it: the protocol refines
// `OptionalRequirements`, each optional member becomes a requirement with a default implementation (which reports
// itself and returns an empty value), and each call `delegate?.method?(…)` becomes
// `delegate?.ifImplemented("method", { $0.method(…) })`, which gives nil when the delegate does not implement the
// method, as Objective-C's optional chaining does (docs/porting.md, "Optional protocol members").

/// A protocol whose members may be optional, without the Objective-C runtime: `ifImplemented` tells a
/// delegate that implements a method from one that does not, the way UIKit's delegates' `ifImplemented` does.
public protocol OptionalRequirements: AnyObject {}

/// The probe of one `ifImplemented` call: which object and method it asks about, and whether the default ran.
private final class OptionalRequirementProbe: @unchecked Sendable {
    let object: ObjectIdentifier
    let method: String
    var defaultRan = false
    init(object: ObjectIdentifier, method: String) { self.object = object; self.method = method }
    @TaskLocal static var current: OptionalRequirementProbe?
}

extension OptionalRequirements {
    /// Runs `call` on this object and gives its result, or nil when the object does not implement `method` (its
    /// protocol's default implementation ran instead). The object's own method runs once; the default has no
    /// effect.
    @discardableResult
    public func ifImplemented<R>(_ method: String, _ call: (Self) throws -> R) rethrows -> R? {
        let probe = OptionalRequirementProbe(object: ObjectIdentifier(self), method: method)
        let result = try OptionalRequirementProbe.$current.withValue(probe) { try call(self) }
        return probe.defaultRan ? nil : result
    }
    /// As the other `ifImplemented`, for a method whose result is optional: nil when it is not
    /// implemented or returns nil (Objective-C's optional chaining flattens the two, as here).
    @discardableResult
    public func ifImplemented<R>(_ method: String, _ call: (Self) throws -> R?) rethrows -> R? {
        let probe = OptionalRequirementProbe(object: ObjectIdentifier(self), method: method)
        let result = try OptionalRequirementProbe.$current.withValue(probe) { try call(self) }
        return probe.defaultRan ? nil : result
    }
    /// Called by the default implementation of an optional member (the port writes the call): when an
    /// `ifImplemented` asks this object about `method`, it learns the object does not implement it.
    public func optionalRequirementDefault(_ method: String) {
        guard let probe = OptionalRequirementProbe.current, !probe.defaultRan,
            probe.object == ObjectIdentifier(self), probe.method == method
        else { return }
        probe.defaultRan = true
    }
}

extension NSValue {
    /// A value holding an object without retaining it (Foundation on Linux has no such initialiser): two are
    /// equal, and hash alike, when they hold the same object, so they work as dictionary keys, as on iOS.
    public convenience init(nonretainedObject anObject: Any?) {
        var bits = UInt64(UInt(bitPattern: anObject.map { Unmanaged.passUnretained($0 as AnyObject).toOpaque() }))
        self.init(bytes: &bits, objCType: "Q")
    }
    /// The object a ``init(nonretainedObject:)`` value holds (not retained: it must still exist, as on iOS).
    public var nonretainedObjectValue: Any? {
        var bits: UInt64 = 0
        getValue(&bits)
        guard let pointer = UnsafeRawPointer(bitPattern: UInt(bits)) else { return nil }
        return Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
    }
}

extension Timer {
    /// A timer that performs `selector` on `target` with the timer as argument (what `#selector` becomes after
    /// `kbsim port`). The timer keeps its target, as Foundation's does; `userInfo` is not kept (Foundation on
    /// Linux reads it as nil). It must fire on the main actor (the main run loop, or `fire()` from main-actor code):
    /// elsewhere it traps, as the selector observers of NotificationCenter do.
    @MainActor
    public convenience init(
        timeInterval interval: TimeInterval, target: AnyObject, selector: Selector,
        userInfo: Any?, repeats: Bool
    ) {
        nonisolated(unsafe) let target = target
        nonisolated(unsafe) let selector = selector
        self.init(timeInterval: interval, repeats: repeats) { timer in
            nonisolated(unsafe) let timer = timer
            MainActor.assumeIsolated { selector.perform(target: target, with: timer) }
        }
    }
    /// As ``init(timeInterval:target:selector:userInfo:repeats:)``, scheduled on the current run loop.
    @MainActor @discardableResult
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: AnyObject, selector: Selector,
        userInfo: Any?, repeats: Bool
    ) -> Timer {
        let timer = Timer(
            timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
        RunLoop.current.add(timer, forMode: .default)
        return timer
    }
}
