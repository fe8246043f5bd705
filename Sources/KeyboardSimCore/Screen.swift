import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// A simulated iPhone or iPad screen: one window of fields, the keyboard, the pasteboard, and the transcript of
/// everything that happens. It is the "user" too: ``tap(_:)``, ``type(_:)``, ``backspace(_:)`` … act as a person
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
    public let device: Device
    public private(set) var orientation: Orientation
    public let ordering: Ordering
    public let profile: IOSProfile
    /// Where notifications are posted (`NotificationCenter.default` unless given).
    public let notificationCenter: NotificationCenter
    public let transcript = Transcript()
    public let window: UIWindow
    public let uiScreen: UIScreen
    public let pasteboard = UIPasteboard()
    public private(set) var keyboard: KeyboardController!
    /// Whether the predictive (QuickType) bar is on in the simulated Settings. Default true.
    public var predictiveBar: Bool
    /// `UIKeyboardAnimationDurationUserInfoKey` (0.25 by default, docs/uikit-behavior.md §2).
    public var keyboardAnimationDuration: Double = 0.25
    /// `UIKeyboardAnimationCurveUserInfoKey` (7 by default).
    public var keyboardAnimationCurve: Int = 7

    /// The hardware keyboard in use, or nil for the software keyboards of `keymaps/`.
    public internal(set) var hardwareKeyboard: HardwareKeyboard?
    /// The input method in use (pinyin), with its composition, or nil.
    public internal(set) var inputMethod: (any InputMethod)?
    /// The text the Chinese keyboard committed last, for its association candidates.
    var lastCommit: CommittedText?
    /// The correction the keyboard offers, waiting for a space, Return or leaving the field.
    var pendingCorrection: PendingCorrection?
    /// The strong password AutoFill put in, while "Choose My Own Password" can take it back.
    var strongPasswordFill: StrongPasswordFill?
    /// How many strong passwords AutoFill generated (each from its own seed, so runs are reproducible).
    var generatedPasswords = 0
    /// The inline prediction (gray marked text after the caret) the keyboard shows, if any.
    var inlinePrediction: InlinePrediction?
    /// Dictation listening into a field, with its placeholder, if any.
    var dictation: DictationSession?
    /// The language `textInputMode` reports while the input-mode notification is posted (the previous one).
    var reportedInputLanguage: String?
    /// Bumped whenever the input method's composition is interrupted from outside (app code, focus).
    var imeGeneration = 0
    /// The interruptions app code caused since the input method's current step began (in order).
    var interruptionsDuringStep: [IMEInterruption] = []
    /// What happens to a character the keyboard cannot type (default: an error).
    public var unreachable: UnreachablePolicy = .error
    /// The locale's decimal separator, typed by decimalPad (`.` or `,`).
    public var decimalSeparator: String = "."
    package var softwareKeyboards: [String: XKBSoftwareKeyboard] = [:]
    var onEmojiKeyboard = false

    /// Where a Shift+Left/Right selection is anchored, with the selection it produced (forgotten once the
    /// selection changes some other way).
    var selectionAnchor: SelectionAnchor?
    /// The field showing a hardware dead key's accent as marked text, if any.
    weak var deadKeyField: UITextField?
    var transitionDepth = 0
    /// Objects the screen keeps alive for its fields (built-in delegates).
    var retainedObjects: [AnyObject] = []
    var deferredFocusChanges: [() -> Void] = []
    private var autoNames = 0

    /// Creates a screen. The transcript's first event records the device, orientation, ordering and profile.
    public init(device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .observed,
                profile: IOSProfile = .ios18, predictiveBar: Bool = true,
                notificationCenter: NotificationCenter = .default) {
        self.device = device
        self.orientation = orientation
        self.ordering = ordering
        self.profile = profile
        self.predictiveBar = predictiveBar
        self.notificationCenter = notificationCenter
        let size = device.screenSize(orientation)
        self.uiScreen = UIScreen(bounds: CGRect(origin: .zero, size: size), scale: device.scale)
        uiScreen.simulatedDevice = SimulatedDevice(name: device.name, idiom: device.idiom == .pad ? .pad : .phone,
                                                   systemVersion: profile.systemVersion)
        self.window = UIWindow(frame: CGRect(origin: .zero, size: size))
        self.keyboard = KeyboardController(screen: self)
        window.screenHost = self
        ScreenHosts.created(self)
        transcript.record(.session(SessionInfo(device: device.name, orientation: orientation.rawValue,
                                               ordering: ordering.rawValue, profile: profile.name)))
    }

    /// The field that is first responder, if any.
    public var firstResponder: UITextField? { window.firstResponderView as? UITextField }

    /// Adds a field (or any view) to the window; `name` becomes its `accessibilityIdentifier`, which names it in
    /// the transcript.
    public func add(_ view: UIView, name: String? = nil) {
        if let name { view.accessibilityIdentifier = name }
        window.addSubview(view)
    }

    /// The name a view has in the transcript: its `accessibilityIdentifier`, or `field1`, `field2`, … in the order
    /// fields are first named.
    public func name(of view: UIView) -> String {
        if let id = view.accessibilityIdentifier { return id }
        autoNames += 1
        let n = "field\(autoNames)"
        view.accessibilityIdentifier = n
        return n
    }

    /// Records the field's state (`state` event) and returns it.
    @discardableResult
    public func recordState(of field: UITextField) -> FieldState {
        let s = state(of: field)
        transcript.record(.state(s))
        return s
    }

    /// The field's observable state.
    public func state(of field: UITextField) -> FieldState {
        FieldState(field: name(of: field), text: field.currentText, selection: field.storage.selection, marked: field.storage.marked,
                   editing: field.isEditing, firstResponder: field.isFirstResponder)
    }

    /// Rotates the device. A visible keyboard posts a change-frame pair with its new frame.
    public func rotate(to newOrientation: Orientation) {
        record(user: .rotate, field: nil, value: newOrientation.rawValue)
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        let size = device.screenSize(newOrientation)
        uiScreen.bounds = CGRect(origin: .zero, size: size)
        window.frame = CGRect(origin: .zero, size: size)
        keyboardTransition { keyboard.screenDidRotate() }
    }

    /// Records a `user` event: something the user did, or (with `ignored`) tried to do without effect.
    public func record(user action: UserAction.Kind, field: UIView?, value: String? = nil, ignored: String? = nil) {
        transcript.record(.user(UserAction(action: action, field: field.map { name(of: $0) }, value: value, ignored: ignored)))
    }

    /// Posts a text-field notification through the notification center and records it.
    /// A text view's editor posts the `UITextView` notifications, with the text view as their object.
    package func postFieldNotification(_ name: Notification.Name, field: UITextField) {
        let (name, ownerIsObject) = field.role.notification(name)
        let object: AnyObject = ownerIsObject ? field.owner ?? field : field
        transcript.record(.notification(PostedNotification(name: name.rawValue, field: self.name(of: field), keyboard: nil)))
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
        case unreachableCharacter(Character, position: Int, keyboard: String, keyboardsThatCan: [String], secureField: Bool)
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
    }

    public var code: Code

    public init(_ code: Code) { self.code = code }

    /// The one-line message.
    public var message: String {
        switch code {
        case .noFieldEditing(let action):
            return "\(action): no field is editing; tap a field first"
        case .focusMovedAway(let action, let field, let position):
            return "\(action): no field is editing any more after \(field)'s delegate moved focus (at \(action == "keys" ? "key" : "position") \(position))"
        case .fieldNotOnScreen(let name):
            return "tap: the field \(name.isEmpty ? "" : "\"\(name)\" ")is not on this screen"
        case .unknownField(let name, let known):
            return "no field named \(name); fields: \(known.isEmpty ? "none" : known.joined(separator: ", "))"
        case .unreachableCharacter(let ch, let position, let keyboard, let others, let secure):
            let scalars = ch.unicodeScalars.map { String(format: "U+%04X", $0.value) }.joined(separator: " ")
            var could = others.isEmpty ? "no software keyboard can type it" : "keyboards that can: " + others.joined(separator: ", ")
            if secure && ch.isEmojiKeyboardCharacter { could = "secure fields offer no emoji keyboard" }
            return "cannot type \"\(ch.escapedForMessage)\" (\(scalars)) at position \(position): the \(keyboard) keyboard has no key for it; \(could); with unreachable set to paste or skip, typing goes past it"
        case .rangeOutsideText(let action, let field, let r, let n):
            return "\(action) \(r.location) \(r.length): outside the text of \(field) (UTF-16 length \(n)); accepted: location + length ≤ \(n)"
        case .rangeSplitsCharacter(let action, let field, let r, let o):
            return "\(action) \(r.location) \(r.length): offset \(o) splits a character of \(field); a person can only select whole characters"
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

/// The fixed end of a selection made with Shift+arrow keys.
struct SelectionAnchor {
    weak var field: UITextField?
    var anchor: Int
    var selection: NSRange
}

extension Screen {
    package var callsDidChangeSelection: Bool { profile.hasDidChangeSelection }
    package var prefersRangesVariant: Bool { profile.prefersRangesVariant }
}
