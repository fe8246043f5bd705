import Foundation
import KeyboardSimTranscript
// Block-based KVO, `field.observe(\.text, options: [.new]) { field, change in … }`, for the keys kbsim's string KVO
// notifies (Compat/KeyValueObserving.swift): a field's text, placeholder and selected text range, a label's or text
// view's text, a view's isHidden, alpha and frame, a control's isEnabled. Without the Objective-C runtime a key path
// has no key name, so each view class's `observe` compares the key path with its own keys (`\Self.text`); another
// key path traps with a message naming the keys there are, as string KVO does. Only setters notify, as on iOS.

/// The change a block observer receives.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    public let kind: Kind
    /// The new value, when the options asked for it.
    public let newValue: Value?
    /// The old value, when the options asked for it.
    public let oldValue: Value?
    public let indexes: IndexSet?
    /// Whether this is the notification before the change (`.prior`).
    public let isPrior: Bool
}

/// A block observation: it lasts until ``invalidate()`` or until it is deallocated, as on iOS (keep it).
@preconcurrency @MainActor public final class NSKeyValueObservation: NSObject, NSKeyValueObserving {
    nonisolated(unsafe) private weak var object: NSObject?
    private let keyPath: String
    private let handler: (NSObject, [NSKeyValueChangeKey: Any]) -> Void
    nonisolated(unsafe) private var active = true

    init(object: NSObject, keyPath: String, handler: @escaping (NSObject, [NSKeyValueChangeKey: Any]) -> Void) {
        self.object = object
        self.keyPath = keyPath
        self.handler = handler
        super.init()
    }

    public func observeValue(
        forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
        context: UnsafeMutableRawPointer?
    ) {
        guard active, let object = object as? NSObject else { return }
        handler(object, change ?? [:])
    }

    /// Stops the observation.
    public func invalidate() {
        guard active else { return }
        active = false
        object?.removeObserver(self, forKeyPath: keyPath)
    }

    deinit {
        if active { object?.removeObserver(self, forKeyPath: keyPath) }
    }
}

/// What the block `observe` is declared on: every `NSObject`.
public protocol _KeyValueCodingAndObserving: AnyObject {}
extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving where Self: NSObject {
    /// Registers a block observation of the key named `key` (one kbsim notifies), or traps naming the keys there are.
    @MainActor
    func observeBlock<Value>(
        _ key: String?, options: NSKeyValueObservingOptions,
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        guard let key else {
            preconditionFailure(
                "observe(\\.…): kbsim observes only " + KeyValueKeys.observable(self).sorted().joined(separator: ", ")
                    + " of \(type(of: self)) (no Objective-C runtime to observe other properties)")
        }
        let observation = NSKeyValueObservation(object: self, keyPath: key) { object, change in
            guard let object = object as? Self else { return }
            let kind = (change[.kindKey] as? UInt).flatMap(NSKeyValueChange.init(rawValue:)) ?? .setting
            changeHandler(
                object,
                NSKeyValueObservedChange(
                    kind: kind, newValue: change[.newKey] as? Value,
                    oldValue: change[.oldKey] as? Value, indexes: nil,
                    isPrior: change[.notificationIsPriorKey] as? Bool ?? false))
        }
        addObserver(observation, forKeyPath: key, options: options, context: nil)
        return observation
    }
}

extension _KeyValueCodingAndObserving where Self: UIView {
    /// Observes `isHidden`, `alpha` or `frame` (set by code, as iOS notifies) with a block.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observeBlock(viewKey(keyPath), options: options, changeHandler: changeHandler)
    }
    @MainActor func viewKey<Value>(_ keyPath: KeyPath<Self, Value>) -> String? {
        let k = keyPath as AnyKeyPath
        if k == \Self.isHidden { return "isHidden" }
        if k == \Self.alpha { return "alpha" }
        if k == \Self.frame { return "frame" }
        return nil
    }
}

extension _KeyValueCodingAndObserving where Self: UIControl {
    /// Observes `isEnabled` or a view key with a block.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observeBlock(controlKey(keyPath), options: options, changeHandler: changeHandler)
    }
    @MainActor func controlKey<Value>(_ keyPath: KeyPath<Self, Value>) -> String? {
        (keyPath as AnyKeyPath) == \Self.isEnabled ? "isEnabled" : viewKey(keyPath)
    }
}

extension _KeyValueCodingAndObserving where Self: UITextField {
    /// Observes `text`, `placeholder`, `selectedTextRange` (set by code, not typing, as on iOS), or a control or
    /// view key, with a block.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        let k = keyPath as AnyKeyPath
        let key =
            k == \Self.text
            ? "text"
            : k == \Self.placeholder
                ? "placeholder"
                : k == \Self.selectedTextRange ? "selectedTextRange" : controlKey(keyPath)
        return observeBlock(key, options: options, changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UITextView {
    /// Observes `text` (set by code, not typing, as on iOS) or a view key with a block.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observeBlock(
            (keyPath as AnyKeyPath) == \Self.text ? "text" : viewKey(keyPath), options: options,
            changeHandler: changeHandler)
    }
}

extension _KeyValueCodingAndObserving where Self: UILabel {
    /// Observes `text` or a view key with a block.
    @MainActor
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        observeBlock(
            (keyPath as AnyKeyPath) == \Self.text ? "text" : viewKey(keyPath), options: options,
            changeHandler: changeHandler)
    }
}
