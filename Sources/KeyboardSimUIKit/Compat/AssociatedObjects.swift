import Foundation
// `objc_setAssociatedObject` / `objc_getAssociatedObject` without the Objective-C runtime: a side table keyed by
// the object's identity and the key's address, as extensions use them to add a stored property to UITextField
// (`private var maxLengthKey: UInt8 = 0` … `objc_setAssociatedObject(self, &maxLengthKey, newValue, .OBJC_ASSOCIATION_RETAIN)`).
// An entry lives as long as its object: it holds the object weakly and is dropped once the object is gone (checked
// on every access, so an address reused by a new object never sees the old value).

/// How an associated value is held, with the Objective-C runtime's raw values.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// A weak reference (the runtime's is unsafe-unretained; kbsim's reads nil once the value is gone).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// A strong reference.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// A copy (`NSCopying.copy()`) for objects that can be copied; values are copied anyway.
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// A strong reference (atomic in the runtime; the same here).
    case OBJC_ASSOCIATION_RETAIN = 769
    /// A copy (atomic in the runtime; the same here).
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key` (nil removes it). `object` must be a class instance.
public func objc_setAssociatedObject(
    _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
    AssociatedObjects.shared.set(object as AnyObject, key, value, policy)
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociatedObjects.shared.get(object as AnyObject, key)
}

/// Removes every value associated with `object`.
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociatedObjects.shared.removeAll(object as AnyObject)
}

/// The side table (locked: associated objects are used from any thread on iOS).
final class AssociatedObjects: @unchecked Sendable {
    static let shared = AssociatedObjects()

    private struct Key: Hashable {
        let object: ObjectIdentifier
        let key: UnsafeRawPointer
    }
    private struct Entry {
        weak var owner: AnyObject?
        let strong: Any?
        weak var weakValue: AnyObject?
        var value: Any? { strong ?? weakValue }
    }

    private let lock = NSLock()
    private var entries: [Key: Entry] = [:]
    private var setsSincePurge = 0

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        lock.lock(); defer { lock.unlock() }
        let k = Key(object: ObjectIdentifier(object), key: key)
        guard let value else { entries[k] = nil; return }
        switch policy {
        case .OBJC_ASSOCIATION_ASSIGN:
            let isObject = type(of: value) is AnyClass
            entries[k] =
                isObject
                ? Entry(owner: object, strong: nil, weakValue: value as AnyObject)
                : Entry(owner: object, strong: value, weakValue: nil)
        case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
            let copied = (value as? NSCopying)?.copy(with: nil) ?? value
            entries[k] = Entry(owner: object, strong: copied, weakValue: nil)
        case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
            entries[k] = Entry(owner: object, strong: value, weakValue: nil)
        }
        setsSincePurge += 1
        if setsSincePurge > 256 { purge() }
    }

    func get(_ object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        lock.lock(); defer { lock.unlock() }
        let k = Key(object: ObjectIdentifier(object), key: key)
        guard let entry = entries[k] else { return nil }
        guard entry.owner === object else { entries[k] = nil; return nil }  // the old owner is gone
        return entry.value
    }

    func removeAll(_ object: AnyObject) {
        lock.lock(); defer { lock.unlock() }
        let id = ObjectIdentifier(object)
        entries = entries.filter { $0.key.object != id }
    }

    /// Drops the entries of objects that are gone.
    private func purge() {
        setsSincePurge = 0
        entries = entries.filter { $0.value.owner != nil }
    }

    /// How many entries are held (for tests).
    var count: Int {
        lock.lock(); defer { lock.unlock() }
        return entries.count
    }
}
