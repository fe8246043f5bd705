import Foundation
import KeyboardSimTranscript
/// Selector-based observers: what `addObserver(self, selector: #selector(…), name:, object:)` becomes after
/// `kbsim port`. corelibs Foundation has only the block form; these methods build on it.
///
/// Delivery is synchronous on the posting thread, as in Foundation; kbsim posts on the main actor, where UIKit code
/// runs. Posting a notification a selector observer listens to from outside the main actor is a programmer error:
/// it traps (`MainActor.assumeIsolated`), as UIKit main-thread checks would flag it. (Under `swift test` on Linux
/// the main actor need not run on the main *thread*, so the check is on the actor, not `Thread.isMainThread`.) The observer is held weakly and forgotten once deallocated (iOS 9 and later). An observer
/// added while a `Screen` exists stops receiving notifications when that screen is gone, so a view controller kept
/// alive by a bound selector (`Selector(method)` captures `self`) cannot act on a later test's screen.
extension NotificationCenter {
    /// Calls `selector` on `observer` with each notification named `name` (nil: all) from `object` (nil: any).
    ///
    /// ```swift
    /// NotificationCenter.default.addObserver(self, selector: Selector(keyboardWillShow(_:)),
    ///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
    /// ```
    @MainActor
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        let target = observer as AnyObject
        let entry = SelectorObservation(
            observer: target, selector: selector, name: name,
            object: object.map { $0 as AnyObject }, screen: ScreenHosts.current)
        let box = UncheckedBox(entry)
        let token = addObserver(forName: name, object: object, queue: nil) { note in
            let sent = UncheckedBox(note)
            MainActor.assumeIsolated { box.value.deliver(sent.value) }
        }
        entry.token = token
        entry.center = self
        SelectorObservation.registry.add(entry)
    }

    /// Removes every observation of `observer`: selector observations added above, and (passed on to Foundation)
    /// block observations whose token this is.
    public func removeObserver(_ observer: NSObject) {
        removeSelectorObservations(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes every selector observation of `observer` (a Swift class that is not an `NSObject`).
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservations(of: observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes the observations of `observer` for `name` (nil: every name) and `object` (nil: every object).
    public func removeObserver(_ observer: NSObject, name: Notification.Name?, object: Any?) {
        removeSelectorObservations(of: observer, name: name, object: object)
        removeObserver(observer as Any, name: name, object: object)
    }

    private func removeSelectorObservations(of observer: AnyObject, name: Notification.Name?, object: Any?) {
        let objectRef = object.map { $0 as AnyObject }
        for entry in SelectorObservation.registry.remove(where: {
            $0.center === self && $0.observer === observer && (name == nil || $0.name == name)
                && (objectRef == nil || $0.object === objectRef)
        }) {
            if let token = entry.token { removeObserver(token as Any) }
        }
    }
}

/// One selector observation: a weak observer and what to call.
final class SelectorObservation: @unchecked Sendable {
    weak var observer: AnyObject?
    let selector: Selector
    let name: Notification.Name?
    weak var object: AnyObject?
    weak var screen: (any ScreenHost)?
    let hadScreen: Bool
    var token: NSObjectProtocol?
    weak var center: NotificationCenter?

    init(
        observer: AnyObject, selector: Selector, name: Notification.Name?, object: AnyObject?, screen: (any ScreenHost)?
    ) {
        self.observer = observer
        self.selector = selector
        self.name = name
        self.object = object
        self.screen = screen
        self.hadScreen = screen != nil
    }

    @MainActor func deliver(_ note: Notification) {
        guard let observer, !hadScreen || screen != nil else {
            retire()
            return
        }
        selector.perform(target: observer, with: note)
    }

    /// Stops observing (the observer or its screen is gone).
    private func retire() {
        if let token, let center { center.removeObserver(token as Any) }
        token = nil
        SelectorObservation.registry.remove { $0 === self }
    }

    static let registry = Registry()

    /// The live observations, for `removeObserver`.
    final class Registry: @unchecked Sendable {
        private let lock = NSLock()
        private var entries: [SelectorObservation] = []

        func add(_ e: SelectorObservation) { lock.lock(); entries.append(e); lock.unlock() }

        @discardableResult
        func remove(where match: (SelectorObservation) -> Bool) -> [SelectorObservation] {
            lock.lock(); defer { lock.unlock() }
            let gone = entries.filter(match)
            entries.removeAll(where: match)
            return gone
        }
    }
}

/// Carries a main-actor value into a `@Sendable` Foundation block that runs on the main thread.
struct UncheckedBox<T>: @unchecked Sendable {
    let value: T
    init(_ value: T) { self.value = value }
}
