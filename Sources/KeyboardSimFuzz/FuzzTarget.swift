import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimSession
/// What a fuzzer fuzzes, as the app ships it: a delegate, a `UITextField` subclass (a field that is its own
/// delegate), or a view factory (a controller's view or a form built into the window, returning its fields).
/// Its name is how scripts spell it (`delegate="LimitDelegate(maxLength 5)"`, `class=…`, `view "…"`): the fuzzer
/// registers it under that name, so its reproducers replay with the same registration.
///
/// ```swift
/// let target = FuzzTarget.fieldClass("LimitTextField(maxLength 5)", swift: "LimitTextField(maxLength: 5)") {
///     LimitTextField(maxLength: 5)
/// }
/// let form = FuzzTarget.view("SignUpForm", fields: ["name", "email"], swift: "SignUpForm.install(in: window)") { window in
///     SignUpForm.install(in: window)      // adds its views to the window, returns [nameField, emailField]
/// }
/// ```
public struct FuzzTarget: @unchecked Sendable {
    /// What the fuzzer drives: a built-in delegate, a delegate factory, a field class, a view, a family of
    /// delegates, or a text view's delegate factory.
    public enum Kind {
        /// A built-in delegate (`max-length:5` …).
        case builtin(BuiltinDelegate)
        /// A delegate factory: given the field, a fresh delegate (it may also add actions to the field).
        case delegate(@MainActor (UITextField) -> any UITextFieldDelegate)
        /// A field class: a fresh field (its own delegate, or setting one up as the app does).
        case fieldClass(@MainActor () -> UITextField)
        /// A view factory: builds views into the window and returns the text fields, named by `fields`.
        case view(fields: [String], build: @MainActor (UIView) -> [UITextField])
        /// Delegates named `NAME:SEED`, one per session seed (the meddling app: its callbacks act at random).
        case family(@MainActor (String, UITextField) -> any UITextFieldDelegate)
        /// A text view's delegate factory: the fuzzer's inputs are text views (`textview NAME`) with a fresh
        /// delegate each.
        case textViewDelegate(@MainActor (UITextView) -> any UITextViewDelegate)
    }

    /// How scripts name the target.
    public var name: String
    /// Which kind of target, with its factory.
    public var kind: Kind
    /// The app's model of its fields, for a class or view target (the fuzzer's own fields keep one themselves):
    /// given a field's name, the text the app's model holds for it, nil when it holds nothing for that field. The
    /// `model-sync` property compares it with the field's text when editing ends; without one, `model-sync` on such a
    /// target is refused (``Fuzzer/Configuration/refusal``).
    public var model: (@MainActor (_ field: String) -> String?)?
    /// Swift source for the generated test's registration: an expression making the delegate (it may use
    /// `field`), the field (no variables), or building the view (it may use `window`). Nil: the generated test
    /// asks for it with `#error`.
    public var swift: String?

    /// A target of the kind given, named as scripts name it.
    public init(name: String, kind: Kind, swift: String? = nil) {
        self.name = name
        self.kind = kind
        self.swift = swift
    }

    /// A built-in delegate.
    public static func builtin(_ b: BuiltinDelegate) -> FuzzTarget {
        FuzzTarget(name: b.description, kind: .builtin(b))
    }

    /// A delegate made for each field of each run.
    public static func delegate(
        _ name: String, swift: String? = nil,
        _ make: @escaping @MainActor (UITextField) -> any UITextFieldDelegate
    ) -> FuzzTarget {
        FuzzTarget(name: name, kind: .delegate(make), swift: swift)
    }

    /// A `UITextField` subclass made for each field of each run.
    public static func fieldClass(
        _ name: String, swift: String? = nil,
        _ make: @escaping @MainActor () -> UITextField
    ) -> FuzzTarget {
        FuzzTarget(name: name, kind: .fieldClass(make), swift: swift)
    }

    /// A view factory run for each run: it adds the app's views to the window and returns its fields, which get
    /// the names `fields` in order.
    public static func view(
        _ name: String, fields: [String], swift: String? = nil,
        _ build: @escaping @MainActor (UIView) -> [UITextField]
    ) -> FuzzTarget {
        FuzzTarget(name: name, kind: .view(fields: fields, build: build), swift: swift)
    }

    /// A view controller made for each run and shown as the app's root screen (its view loads, `viewDidLoad` and
    /// the appearance hooks run), kept alive for the run: a controller that is its fields' delegate needs no
    /// wrapper. Its text fields, in view-tree order, get the names `fields`. `outlets` connects `weak` outlets
    /// first, as a nib would (`KeyboardSession/show(_:outlets:)`). In reproducers it is a view target
    /// (`view "NAME" …`); for the generated test, `swift` is an expression making the controller and
    /// `outletsSwift` one naming the outlets' function (`SignInViewController.connect`).
    ///
    /// `model` reads the controller's model of a field (``model``), for `model-sync`.
    ///
    /// ```swift
    /// let target = FuzzTarget.viewController("SignIn", fields: ["email", "password"], swift: "SignInViewController()",
    ///                                        model: { controller, field in controller.form[field] }) {
    ///     SignInViewController()
    /// }
    /// ```
    public static func viewController<Controller: UIViewController>(
        _ name: String, fields: [String], swift: String? = nil,
        outlets: (@MainActor (Controller, NibOutlets) -> Void)? = nil, outletsSwift: String? = nil,
        model: (@MainActor (_ controller: Controller, _ field: String) -> String?)? = nil,
        _ make: @escaping @MainActor () -> Controller
    ) -> FuzzTarget {
        let shown = ShownController<Controller>()
        var target = FuzzTarget(
            name: name,
            kind: .view(
                fields: fields,
                build: { window in
                    let controller = make()
                    shown.controller = controller
                    return KeyboardSession.host(controller, in: window, outlets: outlets)
                }),
            swift: swift.map {
                "KeyboardSession.host(\($0), in: window\(outletsSwift.map { ", outlets: \($0)" } ?? ""))"
            })
        if let model { target.model = { field in shown.controller.flatMap { model($0, field) } } }
        return target
    }

    /// This target with the app's model of its fields (``model``): `read` gives, for a field's name, the text the
    /// app's model holds for it.
    ///
    /// ```swift
    /// let profile = ProfileModel()
    /// let target = FuzzTarget.view("Profile", fields: ["name"]) { window in ProfileForm.build(in: window, model: profile) }
    ///     .withModel { field in profile.values[field] }
    /// ```
    public func withModel(_ read: @escaping @MainActor (_ field: String) -> String?) -> FuzzTarget {
        var target = self
        target.model = read
        return target
    }

    /// A view of the app's own that adopts `UIKeyInput` (or `UITextInput`), made for each run and put in the window
    /// under the name `field` (docs/responders.md). Properties read its text: a `UITextInput` view's through
    /// `text(in:)`, a `UIKeyInput`-only view's through `text` (without it, what the keyboard sent). In reproducers it
    /// is a view target (`view "NAME" FIELD`); for the generated test, `swift` is an expression making the view and
    /// `textSwift` a closure reading its text.
    ///
    /// ```swift
    /// let target = FuzzTarget.responder("PinCodeView", swift: "PinCodeView()", text: { $0.code }, textSwift: "{ $0.code }") {
    ///     PinCodeView()
    /// }
    /// ```
    public static func responder<View: UIView & UIKeyInput>(
        _ name: String, field: String = "view", swift: String? = nil,
        text: (@MainActor (View) -> String)? = nil, textSwift: String? = nil,
        _ make: @escaping @MainActor () -> View
    ) -> FuzzTarget {
        FuzzTarget(
            name: name,
            kind: .view(fields: [field], build: { window in KeyboardSession.install(make(), in: window, text: text) }),
            swift: swift.map { "KeyboardSession.install(\($0), in: window\(textSwift.map { ", text: \($0)" } ?? ""))" })
    }

    /// A text view's delegate made for each text view of each run: the fuzzer types into text views.
    public static func textViewDelegate(
        _ name: String, swift: String? = nil,
        _ make: @escaping @MainActor (UITextView) -> any UITextViewDelegate
    ) -> FuzzTarget {
        FuzzTarget(name: name, kind: .textViewDelegate(make), swift: swift)
    }

    /// The kind of input the fuzzer puts on the screen for this target (nil: a text field).
    var fieldKind: FieldKind? {
        if case .textViewDelegate = kind { return .textView }
        return nil
    }

    /// Whether the fuzzer creates the fields (a delegate target: plain fields it can observe) rather than the
    /// app (a class or a view: fields as they ship).
    public var fuzzerOwnsFields: Bool {
        switch kind {
        case .builtin, .delegate, .family, .textViewDelegate: true
        case .fieldClass, .view: false
        }
    }

    /// The field names a view target fixes (nil: the configuration's).
    var viewFields: [String]? {
        if case .view(let fields, _) = kind { return fields }
        return nil
    }

    /// Registers the target in a registry under its name.
    @MainActor public func register(in registry: inout ScenarioRegistry) {
        switch kind {
        case .builtin: break
        case .delegate(let make): registry.register(delegate: name, make)
        case .fieldClass(let make): registry.register(fieldClass: name, make)
        case .view(_, let build): registry.register(view: name, build)
        case .family(let make): registry.register(delegates: name, make)
        case .textViewDelegate(let make): registry.register(textViewDelegate: name, make)
        }
    }

    /// The trait a `field` step of a session with this seed names the target with (nil for a view).
    func fieldTrait(seed: UInt64) -> FieldTrait? {
        switch kind {
        case .builtin(let b): b == .accept ? nil : .delegate(.builtin(b))
        case .delegate: .delegate(.registered(name))
        case .fieldClass: .fieldClass(name)
        case .view: nil
        case .family: .delegate(.registered("\(name):\(seed)"))
        case .textViewDelegate: .delegate(.registered(name))
        }
    }
}

/// The controller a view-controller target showed last (its run's), for the target's model.
@MainActor final class ShownController<Controller: UIViewController> {
    weak var controller: Controller?
}
