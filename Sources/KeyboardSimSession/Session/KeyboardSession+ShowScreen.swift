import Foundation
import KeyboardSimUIKit
import KeyboardSimCore

// `show "NAME" INPUT…` (docs/scenarios.md, "The screen"): a view controller shown as the app's root screen, its
// inputs named as a script calls them. An input is found as a person reading the code or the screen finds it: the
// controller's outlet (a stored property) of that name, else the text field, text view or search bar whose
// accessibilityIdentifier it is, else the text field or search bar whose placeholder it is (as a UI test finds a
// field by its placeholder). One not on screen when the controller shows (an alert's field) is found when a step
// first names it.

extension KeyboardSession {
    /// Shows `controller` as an app's root screen (its view loads, `viewDidLoad` and the appearance hooks run; the
    /// session keeps it alive) and names the inputs: each ``ShownInput`` is looked up now, or, when the screen does
    /// not show it yet, when a step first names it. The inputs keep the delegates the controller gives them.
    public func showScreen(_ controller: UIViewController, inputs: [ShownInput]) throws {
        screen.add(controller)
        retain(controller)
        for input in inputs {
            let find: @MainActor () -> Bool = { [unowned self, weak controller] in
                guard let found = Self.locateInput(input.lookup, controller: controller, in: self.screen.window) else {
                    return false
                }
                switch found {
                case let bar as UISearchBar:
                    self.nameInput(bar.searchTextField, name: input.name, delegate: bar.delegate)
                case let textView as UITextView:
                    self.nameInput(textView.editor, name: input.name, delegate: textView.delegate)
                case let field as UITextField: self.nameInput(field, name: input.name)
                default: return false
                }
                return true
            }
            if !find() { pendingInputs[input.name] = (input.lookup, find) }
        }
    }

    /// Why an input `show` declared is not found on screen.
    static func notShown(_ lookup: String) -> String {
        "no text field, text view or search bar on screen has the outlet, accessibilityIdentifier or placeholder \"\(lookup)\""
    }

    /// The input `lookup` names on the screen: the controller's outlet (its own stored properties, not UIKit's), a
    /// text input of the window with that accessibilityIdentifier, or a text field or search bar with that
    /// placeholder; shown inputs only (in a window, not hidden).
    static func locateInput(_ lookup: String, controller: UIViewController?, in window: UIWindow) -> UIView? {
        func isTextInput(_ view: UIView) -> Bool {
            view is UISearchBar || view is UITextView || ((view as? UITextField).map { $0.owner == nil } ?? false)
        }
        func isShown(_ view: UIView) -> Bool {
            guard view.window === window else { return false }
            var v: UIView? = view
            while let current = v { if current.isHidden { return false }; v = current.superview }
            return true
        }
        if let controller {
            var mirror: Mirror? = Mirror(reflecting: controller)
            while let m = mirror, !String(reflecting: m.subjectType).hasPrefix("KeyboardSimUIKit.") {
                for child in m.children where child.label == lookup {
                    if let view = child.value as? UIView, isTextInput(view), isShown(view) { return view }
                }
                mirror = m.superclassMirror
            }
        }
        let inputs: [UIView] = shown(in: window).filter(isTextInput)
        if let byIdentifier = inputs.first(where: { $0.accessibilityIdentifier == lookup }) { return byIdentifier }
        return inputs.first { view in
            (view as? UITextField)?.placeholder == lookup || (view as? UISearchBar)?.placeholder == lookup
        }
    }
}
