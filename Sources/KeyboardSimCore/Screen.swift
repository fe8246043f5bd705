import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// A simulated iPhone or iPad screen: one window of fields, the keyboard, the pasteboard, and the transcript of
/// everything that happens. It is the "user" too: `tap(_:)`, ``type(_:)``, ``backspace(_:)`` … act as a person
/// would, and throw ``SimulationError`` for what a person could not do.
///
/// ```swift
/// let screen = Screen(device: .iPhone15)
/// let email = UITextField()
/// email.keyboardType = .emailAddress
/// screen.add(email, name: "email")
/// try screen.tap(email)
/// try screen.type("a@b.c")
/// ```
@MainActor public final class Screen: ScreenHost {
    // A composition root: the device, the window, the transcript and the profile, and the components that own the
    // rest of the state (docs/architecture.md, "The screen's rooms"). Components reach each other through the
    // references set up here, never through the screen's properties.
    /// The simulated device.
    public let device: Device
    /// The iOS behaviour profile.
    public let profile: IOSProfile
    /// Everything that happened, in order.
    public let transcript = Transcript()
    /// The key window the fields are shown in.
    public let window: UIWindow
    /// The display, the pasteboard and the notification center.
    let system: SystemServices
    /// The names fields have in the transcript, and the objects kept alive for them.
    let fields = FieldNames()
    /// The keyboard: its visibility, frame and notifications.
    public private(set) var keyboard: KeyboardController!
    /// Focus and the editing lifecycle.
    private(set) var focus: FocusCoordinator!
    /// Keyboards, planes, dead keys and the one dispatch of a typed character.
    private(set) var keys: KeyInput!
    /// The input method and its composition.
    private(set) var composition: CompositionHost!
    /// Text that arrives without a key press.
    private(set) var extras: KeyboardExtras!

    /// Creates a screen. The transcript's first event records the device, orientation, ordering and profile.
    public init(
        device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .observed,
        profile: IOSProfile = .ios18, predictiveBar: Bool = true,
        notificationCenter: NotificationCenter = .default
    ) {
        self.device = device
        self.profile = profile
        let size = device.screenSize(orientation)
        self.system = SystemServices(
            orientation: orientation,
            uiScreen: UIScreen(bounds: CGRect(origin: .zero, size: size), scale: device.scale),
            notificationCenter: notificationCenter)
        self.window = UIWindow(frame: CGRect(origin: .zero, size: size))
        self.keyboard = KeyboardController(screen: self)
        keyboard.predictiveBar = predictiveBar
        let extras = KeyboardExtras(screen: self)
        let composition = CompositionHost(screen: self, extras: extras)
        let keys = KeyInput(screen: self, composition: composition, extras: extras)
        extras.connect(composition: composition)
        composition.connect(keys: keys)
        self.extras = extras
        self.composition = composition
        self.keys = keys
        self.focus = FocusCoordinator(
            screen: self, ordering: ordering, keys: keys, composition: composition, extras: extras)
        uiScreen.simulatedDevice = SimulatedDevice(
            name: device.name, idiom: device.idiom == .pad ? .pad : .phone,
            systemVersion: profile.systemVersion)
        window.screenHost = self
        ScreenHosts.created(self)
        transcript.record(
            .session(
                SessionInfo(
                    device: device.name, orientation: orientation.rawValue,
                    ordering: ordering.rawValue, profile: profile.name)))
    }

    /// Keeps an object alive as long as the screen (a delegate the screen attached: delegates are weak).
    package func keepAlive(_ object: AnyObject) { fields.retain(object) }

    /// Portrait or landscape.
    public var orientation: Orientation { system.orientation }
    /// The event order of the session.
    public var ordering: Ordering { focus.ordering }
    /// Where notifications are posted (`NotificationCenter.default` unless given).
    public var notificationCenter: NotificationCenter { system.notificationCenter }
    /// The display `UIScreen.main` stands for while this screen runs.
    public var uiScreen: UIScreen { system.uiScreen }
    /// The pasteboard `UIPasteboard.general` stands for while this screen runs.
    public var pasteboard: UIPasteboard { system.pasteboard }
    /// Whether the predictive (QuickType) bar is on in the simulated Settings. Default true.
    public var predictiveBar: Bool {
        get { keyboard.predictiveBar }
        set { keyboard.predictiveBar = newValue }
    }
    /// `UIKeyboardAnimationDurationUserInfoKey` (0.25 by default, docs/uikit-behavior.md §2).
    public var keyboardAnimationDuration: Double {
        get { keyboard.animationDuration }
        set { keyboard.animationDuration = newValue }
    }
    /// `UIKeyboardAnimationCurveUserInfoKey` (7 by default).
    public var keyboardAnimationCurve: Int {
        get { keyboard.animationCurve }
        set { keyboard.animationCurve = newValue }
    }

    /// The field that is first responder, if any.
    public var firstResponder: UITextField? { window.firstResponderView as? UITextField }

    /// Whether the return key the keyboard shows for `field` stayed disabled through a paste into the empty field
    /// (profile entry `return-key-after-paste`): trace pages draw it disabled.
    package func returnKeyStaysDisabledAfterPaste(for field: UITextField) -> Bool {
        keys.returnKeyStaysDisabled(for: field)
    }

    /// Adds a field (or any view) to the window; `name` becomes its `accessibilityIdentifier`, which names it in
    /// the transcript.
    public func add(_ view: UIView, name: String? = nil) {
        if let name { view.accessibilityIdentifier = name }
        window.addSubview(view)
    }

    /// The name a view has in the transcript: its `accessibilityIdentifier`, or `field1`, `field2`, … in the order
    /// fields are first named.
    public func name(of view: UIView) -> String { fields.name(of: view) }

    /// Records the field's state (`state` event) and returns it.
    @discardableResult
    public func recordState(of field: UITextField) -> FieldState {
        let s = state(of: field)
        transcript.record(.state(s))
        return s
    }

    /// The field's observable state.
    public func state(of field: UITextField) -> FieldState {
        FieldState(
            field: name(of: field), text: field.currentText, selection: field.storage.selection,
            marked: field.storage.marked,
            editing: field.isEditing, firstResponder: field.isFirstResponder)
    }

    /// Rotates the device. A visible keyboard posts a change-frame pair with its new frame.
    public func rotate(to newOrientation: Orientation) {
        record(user: .rotate, field: nil, value: newOrientation.rawValue)
        guard newOrientation != orientation else { return }
        let size = device.screenSize(newOrientation)
        system.rotate(to: newOrientation, size: size)
        window.frame = CGRect(origin: .zero, size: size)
        keyboardTransition { keyboard.screenDidRotate() }
    }

    /// Records a `user` event: something the user did, or (with `ignored`) tried to do without effect.
    public func record(user action: UserAction.Kind, field: UIView?, value: String? = nil, ignored: String? = nil) {
        transcript.record(
            .user(UserAction(action: action, field: field.map { name(of: $0) }, value: value, ignored: ignored)))
    }

    /// Posts a text-field notification through the notification center and records it.
    /// A text view's editor posts the `UITextView` notifications, with the text view as their object.
    package func postFieldNotification(_ name: Notification.Name, field: UITextField) {
        // A UIKeyInput view of the app's own posts no text notification (docs/responders.md).
        guard field.role != .responder else { return }
        let (name, ownerIsObject) = field.role.notification(name)
        let object: AnyObject = ownerIsObject ? field.owner ?? field : field
        transcript.record(
            .notification(PostedNotification(name: name.rawValue, field: self.name(of: field), keyboard: nil)))
        notificationCenter.post(name: name, object: object, userInfo: nil)
    }
}

/// Something the simulated user cannot do, or a setting the simulation cannot use. ``code`` says what, with the
/// values involved; ``description`` is one line naming the value, where it came from and what would be accepted.
/// Messages speak of the library's terms; the command line adds its option names.
public struct SimulationError: Error, CustomStringConvertible, Equatable {
    /// What went wrong, with the values a caller may want to act on.
    public enum Code: Equatable, Sendable {
        /// An action that needs an editing field, with none editing.
        case noFieldEditing(action: String)
        /// App code moved focus away while an action was typing; `position` is where typing stopped.
        case focusMovedAway(action: String, field: String, position: Int)
        /// A field that is not on this screen.
        case fieldNotOnScreen(String)
        /// A field name the session does not know.
        case unknownField(String, known: [String])
        /// A character the keyboard in use cannot type.
        /// `inputMethodBypass`: why the input method that is on does not type into the field (a secure field, a
        /// number pad …), the cause the message names first.
        case unreachableCharacter(
            Character, position: Int, keyboard: String, keyboardsThatCan: [String], secureField: Bool,
            inputMethodBypass: String? = nil)
        /// A user range outside the text.
        case rangeOutsideText(action: String, field: String, range: NSRange, length: Int)
        /// A user range whose end splits a character.
        case rangeSplitsCharacter(action: String, field: String, range: NSRange, offset: Int)
        /// A candidate pick with nothing composing.
        case nothingComposing(action: String, field: String)
        /// A candidate index outside the candidate list.
        case candidateOutOfRange(index: Int, count: Int, preedit: String)
        /// A software keyboard that does not load.
        case keyboardUnavailable(name: String, reason: String)
        /// A hardware keyboard (layout or keymap file) that does not compile.
        case hardwareKeyboardUnavailable(spec: String, reason: String)
        /// An input method that cannot be set up, or text it cannot type.
        case inputMethod(reason: String)
        /// A delegate specification that is not one of the built-in delegates.
        case badDelegate(spec: String, reason: String)
        /// A delegate or field class a script names that the caller did not register.
        case notRegistered(kind: String, name: String)
        /// A `keys` string that does not parse.
        case badKeys(String, offset: Int, reason: String)
        /// A file the simulation could not write.
        case cannotWrite(path: String, reason: String)
        /// An AutoFill the QuickType bar does not offer to the editing field (its `textContentType` asks for another
        /// route), or that needs a value the step did not give.
        case autofillNotOffered(action: String, field: String, reason: String)
        /// A user action after which iOS would crash the app (an exception UIKit raises because of what the app
        /// did): a finding about the app, reported instead of trapping.
        case appCrashes(action: String, field: String, reason: String)
        /// A step that acts on something the screen does not show: a toolbar item, a picker, an alert's button, a
        /// table row (the reason names what there is instead).
        case notOnScreen(action: String, reason: String)
    }

    /// What went wrong.
    public var code: Code
    /// For `hardwareKeyboardUnavailable`: what kind of keymap error it was (an unknown option is the options'
    /// fault, not the layout's), when it came from xkbcommon.
    public var keymapErrorKind: KeymapError.Kind?

    /// An error of the code given.
    public init(_ code: Code, keymapErrorKind: KeymapError.Kind? = nil) {
        self.code = code
        self.keymapErrorKind = keymapErrorKind
    }

    /// The one-line message.
    public var message: String {
        switch code {
        case .noFieldEditing(let action):
            return "\(action): no field is editing; tap a field first"
        case .focusMovedAway(let action, let field, let position):
            return
                "\(action): no field is editing any more after \(field)'s delegate moved focus (at \(action == "keys" ? "key" : "position") \(position))"
        case .fieldNotOnScreen(let name):
            return "tap: the field \(name.isEmpty ? "" : "\"\(name)\" ")is not on this screen"
        case .unknownField(let name, let known):
            return "no field named \(name); fields: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case .unreachableCharacter(let ch, let position, let keyboard, let others, let secure, let bypass):
            let scalars = ch.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
            var could =
                others.isEmpty
                ? "no software keyboard can type it" : "keyboards that can: " + others.joined(separator: ", ")
            if secure && ch.isEmojiKeyboardCharacter { could = "secure fields offer no emoji keyboard" }
            // An input method that is on but does not type here is the cause (not the software keyboards).
            if let bypass { could = bypass + "; " + could }
            return
                "cannot type \"\(ch.escapedForMessage)\" (\(scalars)) at position \(position): the \(keyboard) keyboard has no key for it; \(could); with unreachable set to paste or skip, typing goes past it"
        case .rangeOutsideText(let action, let field, let r, let n):
            return
                "\(action) \(r.location) \(r.length): outside the text of \(field) (UTF-16 length \(n)); accepted: location + length ≤ \(n)"
        case .rangeSplitsCharacter(let action, let field, let r, let o):
            return
                "\(action) \(r.location) \(r.length): offset \(o) splits a character of \(field); a person can only select whole characters"
        case .nothingComposing(let action, let field):
            return "\(action): nothing is being composed in \(field)"
        case .candidateOutOfRange(let index, let count, let preedit):
            return "candidate \(index): the composition \"\(preedit)\" has \(count) candidates (0…\(max(0, count - 1)))"
        case .keyboardUnavailable(let name, let reason):
            return "the \(name) keyboard: \(reason)"
        case .hardwareKeyboardUnavailable(let spec, let reason):
            return "hardware keyboard \(spec): \(reason)"
        case .inputMethod(let reason):
            return reason
        case .badDelegate(let spec, let reason):
            return "delegate \"\(spec)\": \(reason)"
        case .notRegistered(let kind, let name):
            return "\(kind)=\(name): not registered; register it with ScenarioRegistry before running the script"
        case .autofillNotOffered(let action, let field, let reason):
            return "\(action) in \(field): \(reason)"
        case .badKeys(let keys, let offset, let reason):
            return "keys \"\(keys)\": at character \(offset): \(reason)"
        case .cannotWrite(let path, let reason):
            return "\(path): cannot write the file (\(reason))"
        case .appCrashes(let action, let field, let reason):
            return "\(action) in \(field): the app crashes here on iOS: \(reason)"
        case .notOnScreen(let action, let reason):
            return "\(action): \(reason)"
        }
    }

    public var description: String { message }
}

extension Character {
    /// The character as a message shows it: control characters escaped, so a message stays one readable line.
    package var escapedForMessage: String {
        unicodeScalars.map { s in
            s.properties.generalCategory == .control
                ? "\\u{\(String(s.value, radix: 16, uppercase: true))}" : String(s)
        }.joined()
    }
}

extension Screen {
    package var callsDidChangeSelection: Bool { profile.hasDidChangeSelection }
    package var prefersRangesVariant: Bool { profile.prefersRangesVariant }
    /// iOS 14 brought both `.primaryActionTriggered` on return and the controls' primary actions.
    package var controlsSendPrimaryAction: Bool { profile.sendsPrimaryActionOnReturn }
}
