import Foundation
import KeyboardSimTranscript
/// A method to call later: the Linux stand-in for Objective-C's `SEL`, made from a function reference.
///
/// `kbsim port` rewrites `#selector(` to `Selector(` and deletes `@objc`, so every selector form iOS code uses
/// compiles here as a function reference:
///
/// ```swift
/// field.addTarget(self, action: Selector(textDidChange(_:)), for: .editingChanged)      // bound to self
/// center.addObserver(self, selector: Selector(Form.keyboardWillShow), name: .UIKeyboardWillShow, object: nil)
/// UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil)
/// ```
///
/// A bare or `self.`-qualified method is a *bound* reference: it always calls that object, whatever the target, and
/// keeps it alive (a cycle UIKit's weak targets do not have; harmless in tests). `Type.method` is *unbound*: it
/// calls the target (or, for a nil target, the first object of that type up the responder chain), held weakly.
///
/// The argument a method takes is what UIKit passes: the sender for target-action, the `Notification` for an
/// observer (an `NSNotification` when the method takes one), nothing for a method without parameters. A sender of
/// another type than the method's parameter does not call it.
///
/// Function references carry no name on Linux: two selectors are equal when both were made from the same name
/// (`init(_:)-string`) or, when unnamed, when they take the same target type and argument type. So
/// `removeTarget(self, action: Selector(A.one), for: e)` also removes `A.two` if it has the same signature.
public struct Selector: Equatable, Hashable, CustomStringConvertible {
    /// The Objective-C-style name, when the selector was made from a string.
    public let name: String?
    /// The target type and argument type, e.g. `SignUpViewController(Notification)`; what unnamed selectors are
    /// compared by.
    public let signature: String
    /// Whether the function is bound to its object (bare `method` or `self.method`): the target is not needed.
    public let isBound: Bool
    let acceptsTarget: @Sendable (AnyObject) -> Bool
    let invoke: @MainActor (_ target: AnyObject?, _ argument: Any?) -> Void

    // MARK: Bound references (`method`, `self.method`, `obj.method(_:)`)
    //
    // `@preconcurrency`: in Swift 5 mode a bound method of a UIKit class is not `@Sendable`, and the parameter, a
    // `@MainActor` function, is (as every global-actor function type is); without the attribute each
    // `Selector(method)` in Swift 5-mode code warned that the conversion "may introduce data races", which it does
    // not here (the selector is made and performed on the main actor).

    /// A bound method taking one argument (the sender, or the notification).
    @preconcurrency @MainActor public init<A>(_ function: @escaping @MainActor (A) -> Void) {
        name = nil; signature = "(\(A.self))"; isBound = true; acceptsTarget = { _ in false }
        invoke = { _, argument in if let a = Selector.cast(argument, to: A.self) { function(a) } }
    }

    /// A bound method taking the sender (`Any?`), as `Selector(paste(_:))` makes it, with its signature written out:
    /// the generic initializer spells the argument's type through the runtime (`swift_getTypeName`), whose string
    /// the address sanitizer's leak check reports, and kbsim makes this selector on every paste.
    package init(sender function: @escaping @MainActor (Any?) -> Void) {
        name = nil; signature = "(Optional<Any>)"; isBound = true; acceptsTarget = { _ in false }
        invoke = { _, argument in function(argument) }
    }

    /// A bound method taking one argument and returning a value (ignored).
    @_disfavoredOverload
    @preconcurrency @MainActor public init<A, R>(_ function: @escaping @MainActor (A) -> R) {
        name = nil; signature = "(\(A.self))"; isBound = true; acceptsTarget = { _ in false }
        invoke = { _, argument in if let a = Selector.cast(argument, to: A.self) { _ = function(a) } }
    }

    /// A bound method without parameters.
    @preconcurrency @MainActor public init(_ function: @escaping @MainActor () -> Void) {
        name = nil; signature = "()"; isBound = true; acceptsTarget = { _ in false }
        invoke = { _, _ in function() }
    }

    /// A bound method without parameters returning a value (ignored), e.g. `resignFirstResponder`.
    @_disfavoredOverload
    @preconcurrency @MainActor public init<R>(_ function: @escaping @MainActor () -> R) {
        name = nil; signature = "()"; isBound = true; acceptsTarget = { _ in false }
        invoke = { _, _ in _ = function() }
    }

    // MARK: Unbound references (`Type.method`, `Type.method(_:)`)

    /// `Type.method` taking one argument.
    @MainActor public init<T: AnyObject, A>(_ function: @escaping (T) -> @MainActor (A) -> Void) {
        name = nil; signature = "\(T.self)(\(A.self))"; isBound = false; acceptsTarget = { $0 is T }
        invoke = { target, argument in
            if let t = target as? T, let a = Selector.cast(argument, to: A.self) { function(t)(a) }
        }
    }

    /// `Type.method` taking one argument and returning a value (ignored).
    @_disfavoredOverload
    @MainActor public init<T: AnyObject, A, R>(_ function: @escaping (T) -> @MainActor (A) -> R) {
        name = nil; signature = "\(T.self)(\(A.self))"; isBound = false; acceptsTarget = { $0 is T }
        invoke = { target, argument in
            if let t = target as? T, let a = Selector.cast(argument, to: A.self) { _ = function(t)(a) }
        }
    }

    /// `Type.method` of a type that is not main-actor isolated (a plain `NSObject` target), taking one argument.
    /// Without this overload the bound form would take `Type.method` as a function of the target and never call it.
    @MainActor public init<T: AnyObject, A>(_ function: @escaping (T) -> (A) -> Void) {
        name = nil; signature = "\(T.self)(\(A.self))"; isBound = false; acceptsTarget = { $0 is T }
        invoke = { target, argument in
            if let t = target as? T, let a = Selector.cast(argument, to: A.self) { function(t)(a) }
        }
    }

    /// `Type.method` of a type that is not main-actor isolated, without parameters.
    @MainActor public init<T: AnyObject>(_ function: @escaping (T) -> () -> Void) {
        name = nil; signature = "\(T.self)()"; isBound = false; acceptsTarget = { $0 is T }
        invoke = { target, _ in if let t = target as? T { function(t)() } }
    }

    /// `Type.method` without parameters.
    @MainActor public init<T: AnyObject>(_ function: @escaping (T) -> @MainActor () -> Void) {
        name = nil; signature = "\(T.self)()"; isBound = false; acceptsTarget = { $0 is T }
        invoke = { target, _ in if let t = target as? T { function(t)() } }
    }

    /// `Type.method` without parameters returning a value (ignored), e.g. `UIResponder.resignFirstResponder`.
    @_disfavoredOverload
    @MainActor public init<T: AnyObject, R>(_ function: @escaping (T) -> @MainActor () -> R) {
        name = nil; signature = "\(T.self)()"; isBound = false; acceptsTarget = { $0 is T }
        invoke = { target, _ in if let t = target as? T { _ = function(t)() } }
    }

    // MARK: Names

    /// A selector from its Objective-C name (`Selector("keyboardWillShow:")`, Swift 2 code). It compiles and
    /// compares by name, but there is no Objective-C runtime to find the method: performing it traps with a message
    /// saying how to rewrite it.
    public init(_ name: String) {
        self.name = name; signature = name; isBound = false; acceptsTarget = { _ in false }
        invoke = { _, _ in
            preconditionFailure(
                "Selector(\"\(name)\") names a method by string; Linux has no Objective-C runtime "
                    + "to look it up. Write Selector(TypeName.method) (what #selector(TypeName.method) becomes).")
        }
    }

    // MARK: Performing

    /// Calls the method: a bound reference ignores `target`; an unbound one calls `target` when it has the
    /// method's type, else nothing. `argument` is the sender or the notification.
    @MainActor public func perform(target: AnyObject?, with argument: Any?) {
        invoke(target, argument)
    }

    /// Whether the selector can be performed on `target` (bound selectors: always).
    public func canPerform(on target: AnyObject?) -> Bool {
        if isBound || name != nil { return true }
        guard let target else { return false }
        return acceptsTarget(target)
    }

    /// Casts an argument to the method's parameter type; a `Notification` becomes an `NSNotification` for handlers
    /// written with the pre-Swift-3 type.
    static func cast<A>(_ argument: Any?, to: A.Type) -> A? {
        if A.self == NSNotification.self, let note = argument as? Notification {
            return NSNotification(name: note.name, object: note.object, userInfo: note.userInfo) as? A
        }
        if let a = argument as? A { return a }
        // A method whose parameter is optional (`_ sender: Any?`) and no argument.
        if argument == nil, let none = Optional<Any>.none as? A { return none }
        return nil
    }

    public static func == (a: Selector, b: Selector) -> Bool {
        if let x = a.name, let y = b.name { return x == y }
        return a.name == nil && b.name == nil && a.signature == b.signature
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(name ?? signature) }

    /// The name, or the signature for a function reference.
    public var description: String { name ?? signature }
}
