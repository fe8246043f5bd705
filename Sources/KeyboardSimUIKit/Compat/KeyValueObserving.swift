import Foundation
import KeyboardSimTranscript
// String-key-path KVO and KVC for kbsim's UIKit objects, without the Objective-C runtime.
//
// On iOS, `field.addObserver(self, forKeyPath: "text", options: [.new], context: nil)` calls the observer's
// `observeValue(forKeyPath:of:change:context:)` when the property's setter runs; UIKit's `text` is not
// KVO-compliant for typing, so only app code setting `text` notifies. kbsim notifies the same way for the keys in
// ``KeyValueKeys/observable`` (a field's `text`, `placeholder` and `selectedTextRange`, a label's `text`, a view's
// `isHidden`, `alpha` and `frame`, a control's `isEnabled`): on the setter, never for typing (password and contact
// AutoFill tell observers of `text` too, as on iOS: docs/system-insertions.md). Observing another key
// traps with a message naming the keys there are (docs/porting.md, "Key-value observing and coding").
//
// `value(forKey:)` reads those keys, `markedTextRange`, and any other stored property by name (through `Mirror`);
// `setValue(_:forKey:)` sets the observable keys and traps for others (no runtime to find a setter by name).

/// Which values a change notification carries.
public struct NSKeyValueObservingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// Notify once at registration, with the current value as `.newKey`.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// Notify before the change too (`.notificationIsPriorKey` is true then).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The keys of a change dictionary.
public struct NSKeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = NSKeyValueChangeKey("kind")
    public static let newKey = NSKeyValueChangeKey("new")
    public static let oldKey = NSKeyValueChangeKey("old")
    public static let indexesKey = NSKeyValueChangeKey("indexes")
    public static let notificationIsPriorKey = NSKeyValueChangeKey("notificationIsPrior")
}

/// The kind of a change (`.setting` for properties).
public enum NSKeyValueChange: UInt, Sendable { case setting = 1, insertion, removal, replacement }

/// An object that receives string-key-path KVO notifications. Every `UIResponder` is one (views and view
/// controllers override `observeValue(forKeyPath:of:change:context:)`, as on iOS); another `NSObject` observer
/// conforms to this protocol and implements the method without `override`.
@preconcurrency @MainActor public protocol NSKeyValueObserving: AnyObject {
    func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?)
}

extension UIResponder: NSKeyValueObserving {}

extension NSObject {
    /// Registers `observer` for changes of `keyPath` (one of `KeyValueKeys/observable`'s keys for this object).
    /// The observer is held weakly; with `.initial` it is told the current value at once.
    @preconcurrency @MainActor
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String,
        options: NSKeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        guard observer is NSKeyValueObserving else {
            preconditionFailure(
                "addObserver(_:forKeyPath: \"\(keyPath)\"): \(type(of: observer)) cannot receive "
                    + "observeValue(forKeyPath:of:change:context:) on Linux: make it a UIResponder (a view or view "
                    + "controller) or conform it to NSKeyValueObserving")
        }
        let keys = KeyValueKeys.observable(self)
        guard keys.contains(keyPath) else {
            preconditionFailure(
                "addObserver(_:forKeyPath: \"\(keyPath)\"): kbsim notifies only for "
                    + (keys.isEmpty ? "kbsim's UIKit objects" : keys.sorted().joined(separator: ", "))
                    + " of \(type(of: self)) (no Objective-C runtime to observe other properties)")
        }
        KeyValueObservations.add(self, observer, keyPath, options, context)
        if options.contains(.initial) {
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if options.contains(.new), let value = KeyValueKeys.get(self, keyPath) { change[.newKey] = value }
            (observer as? NSKeyValueObserving)?.observeValue(
                forKeyPath: keyPath, of: self, change: change, context: context)
        }
    }

    /// Removes `observer`'s most recent registration for `keyPath`. Callable from any context, `deinit` included
    /// (where observers remove themselves).
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {
        KeyValueObservations.remove(self, ObjectIdentifier(observer), keyPath, context: nil, anyContext: true)
    }

    /// Removes `observer`'s most recent registration for `keyPath` with `context`.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        KeyValueObservations.remove(self, ObjectIdentifier(observer), keyPath, context: context, anyContext: false)
    }

    /// The value of a key: one of kbsim's UIKit keys, else a stored property of that name (read by reflection).
    /// Traps when there is no such key, as Objective-C's `valueForUndefinedKey:` does.
    @preconcurrency @MainActor
    public func value(forKey key: String) -> Any? {
        if let value = KeyValueKeys.lookup(self, key) { return value }
        if let value = KeyValueKeys.stored(self, key) { return value }
        preconditionFailure(
            "value(forKey: \"\(key)\"): \(type(of: self)) has no key \"\(key)\" that kbsim can read "
                + "(its UIKit keys, or a stored property of that name)")
    }

    /// The value at a dotted key path (`"textField.text"`).
    @preconcurrency @MainActor
    public func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let object = current as? NSObject else { return nil }
            current = object.value(forKey: key)
        }
        return current
    }

    /// Sets one of kbsim's UIKit keys through its property (its observers are told). Other keys trap: without the
    /// Objective-C runtime there is no setter to find by name.
    @preconcurrency @MainActor
    public func setValue(_ value: Any?, forKey key: String) {
        guard KeyValueKeys.set(self, key, value) else {
            preconditionFailure(
                "setValue(_:forKey: \"\(key)\"): kbsim can set only "
                    + KeyValueKeys.observable(self).sorted().joined(separator: ", ")
                    + " of \(type(of: self)) by name (no Objective-C runtime); set the property directly")
        }
    }

    /// Tells the observers of `key` that its value is about to change (manual KVO, as on iOS; kbsim's own setters
    /// call it for the observable keys). Pair it with ``didChangeValue(forKey:)``.
    @preconcurrency @MainActor
    public func willChangeValue(forKey key: String) {
        guard KeyValueObservations.total > 0 else { return }
        guard KeyValueObservations.isObserved(self, key) else {
            KeyValueObservations.pending.append((ObjectIdentifier(self), key, nil, false))
            return
        }
        let old: Any? = KeyValueKeys.lookup(self, key) ?? (KeyValueKeys.stored(self, key) ?? nil)
        KeyValueObservations.pending.append((ObjectIdentifier(self), key, old, true))
        KeyValueObservations.notify(self, key, old: old, prior: true)
    }

    /// Tells the observers of `key` that its value changed, with the old value saved by ``willChangeValue(forKey:)``.
    @preconcurrency @MainActor
    public func didChangeValue(forKey key: String) {
        guard !KeyValueObservations.pending.isEmpty else { return }
        let id = ObjectIdentifier(self)
        guard let i = KeyValueObservations.pending.lastIndex(where: { $0.object == id && $0.key == key }) else {
            return
        }
        let entry = KeyValueObservations.pending.remove(at: i)
        if entry.observed { KeyValueObservations.notify(self, key, old: entry.old, prior: false) }
    }
}

/// The keys kbsim's UIKit objects have for KVC and KVO.
@MainActor public enum KeyValueKeys {
    /// The keys whose setters notify observers.
    public static func observable(_ object: AnyObject) -> Set<String> {
        var keys: Set<String> = []
        if object is UIView { keys.formUnion(["isHidden", "hidden", "alpha", "frame"]) }
        if object is UIControl { keys.formUnion(["isEnabled", "enabled"]) }
        if object is UILabel || object is UITextView { keys.insert("text") }
        if object is UITextField { keys.formUnion(["text", "placeholder", "selectedTextRange"]) }
        return keys
    }

    /// The value of a UIKit key: `.some(value)` (which may be nil), or nil when the object has no such key.
    static func lookup(_ object: AnyObject, _ key: String) -> Any?? {
        if let f = object as? UITextField {
            switch key {
            case "text": return .some(f.text)
            case "placeholder": return .some(f.placeholder)
            case "selectedTextRange": return .some(f.selectedTextRange)
            case "markedTextRange": return .some(f.markedTextRange)
            case "attributedText": return .some(f.attributedText)
            case "isSecureTextEntry", "secureTextEntry": return .some(f.isSecureTextEntry)
            default: break
            }
        }
        if let l = object as? UILabel, key == "text" { return .some(l.text) }
        if let v = object as? UITextView {
            switch key {
            case "text": return .some(v.text)
            case "markedTextRange": return .some(v.markedTextRange)
            case "selectedRange": return .some(v.selectedRange)
            default: break
            }
        }
        if let c = object as? UIControl, key == "isEnabled" || key == "enabled" { return .some(c.isEnabled) }
        if let v = object as? UIView {
            switch key {
            case "isHidden", "hidden": return .some(v.isHidden)
            case "alpha": return .some(v.alpha)
            case "frame": return .some(v.frame)
            case "tag": return .some(v.tag)
            default: break
            }
        }
        return nil
    }

    /// The value of a UIKit key, nil when it has none or no such key.
    static func get(_ object: AnyObject, _ key: String) -> Any? { lookup(object, key) ?? nil }

    /// Sets a UIKit key through its property; false when the object has no such settable key.
    static func set(_ object: AnyObject, _ key: String, _ value: Any?) -> Bool {
        if let f = object as? UITextField {
            switch key {
            case "text": f.text = value as? String; return true
            case "placeholder": f.placeholder = value as? String; return true
            case "selectedTextRange": f.selectedTextRange = value as? UITextRange; return true
            default: break
            }
        }
        if let l = object as? UILabel, key == "text" { l.text = value as? String; return true }
        if let v = object as? UITextView, key == "text" { v.text = value as? String; return true }
        if let c = object as? UIControl, key == "isEnabled" || key == "enabled", let b = value as? Bool {
            c.isEnabled = b; return true
        }
        if let v = object as? UIView {
            switch key {
            case "isHidden", "hidden": if let b = value as? Bool { v.isHidden = b; return true }
            case "alpha": if let a = value as? CGFloat { v.alpha = a; return true }
            case "frame": if let r = value as? CGRect { v.frame = r; return true }
            default: break
            }
        }
        return false
    }

    /// A stored property by name, through reflection (its superclasses' too).
    static func stored(_ object: AnyObject, _ key: String) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            if let child = m.children.first(where: { $0.label == key }) { return .some(child.value) }
            mirror = m.superclassMirror
        }
        return nil
    }
}

/// The registrations: per observed object, held in the associated-object table so they go with the object. A
/// lock guards them, as registrations may be removed from any thread (an observer's `deinit`); notifying happens on
/// the main actor, as the setters that notify are main-actor isolated.
enum KeyValueObservations {
    final class Registration: @unchecked Sendable {
        weak var observer: NSObject?
        let observerID: ObjectIdentifier
        let keyPath: String
        let options: NSKeyValueObservingOptions
        let context: UnsafeMutableRawPointer?
        init(
            _ observer: NSObject, _ keyPath: String, _ options: NSKeyValueObservingOptions,
            _ context: UnsafeMutableRawPointer?
        ) {
            self.observer = observer; observerID = ObjectIdentifier(observer)
            self.keyPath = keyPath; self.options = options; self.context = context
        }
    }
    final class List: @unchecked Sendable { var items: [Registration] = [] }

    private static let lock = NSLock()
    /// The associated-object key of the registrations (an address no one else uses).
    nonisolated(unsafe) private static let key = UnsafeRawPointer(
        UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    /// How many registrations exist anywhere (a setter skips all work when there are none).
    nonisolated(unsafe) private static var count = 0
    static var total: Int { lock.lock(); defer { lock.unlock() }; return count }
    /// Changes announced by `willChangeValue(forKey:)` and not yet finished: the object, the key, the old value and
    /// whether anyone observed it.
    @MainActor static var pending: [(object: ObjectIdentifier, key: String, old: Any?, observed: Bool)] = []

    /// The list of `object` (the caller holds the lock).
    private static func list(_ object: AnyObject, create: Bool) -> List? {
        if let l = AssociatedObjects.shared.get(object, key) as? List { return l }
        guard create else { return nil }
        let l = List()
        AssociatedObjects.shared.set(object, key, l, .OBJC_ASSOCIATION_RETAIN)
        return l
    }

    static func add(
        _ object: AnyObject, _ observer: NSObject, _ keyPath: String,
        _ options: NSKeyValueObservingOptions, _ context: UnsafeMutableRawPointer?
    ) {
        lock.lock(); defer { lock.unlock() }
        list(object, create: true)!.items.append(Registration(observer, keyPath, options, context))
        count += 1
    }

    static func remove(
        _ object: AnyObject, _ observer: ObjectIdentifier, _ keyPath: String,
        context: UnsafeMutableRawPointer?, anyContext: Bool
    ) {
        lock.lock(); defer { lock.unlock() }
        guard let l = list(object, create: false) else { return }
        // Objective-C removes the most recent matching registration.
        if let i = l.items.lastIndex(where: {
            $0.observerID == observer && $0.keyPath == keyPath && (anyContext || $0.context == context)
        }) {
            l.items.remove(at: i)
            count -= 1
        }
    }

    /// The live registrations of `object` for `key`.
    static func registrations(_ object: AnyObject, _ key: String) -> [Registration] {
        lock.lock(); defer { lock.unlock() }
        guard count > 0, let l = list(object, create: false) else { return [] }
        return l.items.filter { $0.keyPath == key && $0.observer != nil }
    }

    static func isObserved(_ object: AnyObject, _ key: String) -> Bool { !registrations(object, key).isEmpty }

    @MainActor static func notify(_ object: AnyObject, _ key: String, old: Any?, prior: Bool) {
        for r in registrations(object, key) {
            guard let observer = r.observer as? NSKeyValueObserving else { continue }
            if prior && !r.options.contains(.prior) { continue }
            var change: [NSKeyValueChangeKey: Any] = [.kindKey: NSKeyValueChange.setting.rawValue]
            if r.options.contains(.old), let old { change[.oldKey] = old }
            if prior {
                change[.notificationIsPriorKey] = true
            } else if r.options.contains(.new), let new = KeyValueKeys.get(object, key) {
                change[.newKey] = new
            }
            observer.observeValue(forKeyPath: key, of: object, change: change, context: r.context)
        }
    }
}
