import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// Swift delegates and field classes that scripts can name (`delegate=example:phone`, `class=example:max-length`).
/// `kbsim run` has none (it cannot compile Swift); Swift tests register theirs and run scripts through
/// ``ScenarioRunner``.
///
/// ```swift
/// var registry = ScenarioRegistry()
/// registry.register(delegate: "example:phone") { _ in PhoneNumberFormatter() }
/// let result = try ScenarioRunner(registry: registry).run(file: "phone.kbsim")
/// ```
@MainActor public struct ScenarioRegistry {
    var delegates: [String: @MainActor (UITextField) -> any UITextFieldDelegate] = [:]
    var fieldClasses: [String: @MainActor () -> UITextField] = [:]
    var views: [String: @MainActor (UIView) -> [UITextField]] = [:]
    var delegateFamilies: [String: @MainActor (String, UITextField) -> any UITextFieldDelegate] = [:]
    var textViewDelegates: [String: @MainActor (UITextView) -> any UITextViewDelegate] = [:]
    var searchBarDelegates: [String: @MainActor (UISearchBar) -> any UISearchBarDelegate] = [:]
    var screens: [String: @MainActor () -> UIViewController] = [:]

    /// An empty registry: scripts can name only the built-in delegates.
    public init() {}

    /// Registers a delegate factory under a name: given the field, it makes a fresh delegate (and may add actions
    /// to the field, e.g. an `editingChanged` handler). The session keeps the delegate alive.
    public mutating func register(
        delegate name: String, _ make: @escaping @MainActor (UITextField) -> any UITextFieldDelegate
    ) {
        delegates[name] = make
    }

    /// Registers a family of delegates named `PREFIX:ARGUMENT` (`meddle:42`): the factory gets the argument.
    public mutating func register(
        delegates prefix: String, _ make: @escaping @MainActor (String, UITextField) -> any UITextFieldDelegate
    ) {
        delegateFamilies[prefix] = make
    }

    /// The factory for a delegate name: registered under that name, or a family's `PREFIX:ARGUMENT`.
    func delegateFactory(_ name: String) -> (@MainActor (UITextField) -> any UITextFieldDelegate)? {
        if let make = delegates[name] { return make }
        guard let colon = name.firstIndex(of: ":"), let family = delegateFamilies[String(name[..<colon])] else {
            return nil
        }
        let argument = String(name[name.index(after: colon)...])
        return { field in family(argument, field) }
    }

    /// Registers a text view's delegate under a name, for `textview NAME delegate=NAME`.
    public mutating func register(
        textViewDelegate name: String, _ make: @escaping @MainActor (UITextView) -> any UITextViewDelegate
    ) {
        textViewDelegates[name] = make
    }

    /// Registers a search bar's delegate under a name, for `searchbar NAME delegate=NAME`.
    public mutating func register(
        searchBarDelegate name: String, _ make: @escaping @MainActor (UISearchBar) -> any UISearchBarDelegate
    ) {
        searchBarDelegates[name] = make
    }

    /// Registers a `UITextField` subclass (for fields that are their own delegate).
    public mutating func register(fieldClass name: String, _ make: @escaping @MainActor () -> UITextField) {
        fieldClasses[name] = make
    }

    /// Registers a view factory for `view "NAME" FIELD…`: given the window, it builds the app's views (a
    /// controller's view, a form) into it, wires them as the app does (delegates, tags, actions), and returns the
    /// text fields to name, in order. The views stay where the factory put them: `superview` and `viewWithTag`
    /// code works as in the app. The factory keeps its own objects alive through the views (or captures them).
    public mutating func register(view name: String, _ build: @escaping @MainActor (UIView) -> [UITextField]) {
        views[name] = build
    }

    /// Registers a view controller under a name, for `show "NAME" INPUT…`: the step makes a fresh controller, shows
    /// it as an app's root screen and names its inputs by outlet, accessibilityIdentifier or placeholder
    /// (``KeyboardSession/showScreen(_:inputs:)``). `kbsim run` has the screens of Examples/screens.
    public mutating func register(screen name: String, _ make: @escaping @MainActor () -> UIViewController) {
        screens[name] = make
    }

    /// The names `show` accepts, sorted.
    public var screenNames: [String] { screens.keys.sorted() }

    /// Registers a view of the app's own that adopts `UIKeyInput` (or `UITextInput`) for `view "NAME" FIELD`: each
    /// script makes a fresh one with `make`, puts it in the window and names it FIELD (docs/responders.md). `text`
    /// reads a `UIKeyInput`-only view's text for checks, as in ``KeyboardSession/addResponder(_:_:text:)``.
    ///
    /// ```swift
    /// registry.register(responder: "PinCodeView", text: { $0.code }) { PinCodeView() }
    /// // script: view "PinCodeView" pin
    /// ```
    public mutating func register<View: UIView & UIKeyInput>(
        responder name: String, text: (@MainActor (View) -> String)? = nil,
        _ make: @escaping @MainActor () -> View
    ) {
        views[name] = { window in KeyboardSession.install(make(), in: window, text: text) }
    }

    /// Every registered name (delegates, field classes, views), for messages.
    public var registeredNames: [String] {
        (Array(delegates.keys) + Array(textViewDelegates.keys) + Array(searchBarDelegates.keys)
            + Array(fieldClasses.keys)
            + Array(views.keys) + Array(screens.keys) + delegateFamilies.keys.map { $0 + ":…" }).sorted()
    }

    /// A parser that accepts the registered names.
    public var parser: ScenarioParser {
        var parser = ScenarioParser(
            registeredDelegates: Set(delegates.keys).union(textViewDelegates.keys).union(searchBarDelegates.keys),
            registeredFieldClasses: Set(fieldClasses.keys),
            registeredViews: Set(views.keys), registeredDelegateFamilies: Set(delegateFamilies.keys))
        parser.registeredScreens = Set(screens.keys)
        return parser
    }
}
