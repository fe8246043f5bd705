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
    /// Bumped whenever the input method's composition is interrupted from outside (app code, focus).
    var imeGeneration = 0
    /// What happens to a character the keyboard cannot type (default: an error).
    public var unreachable: UnreachablePolicy = .error
    /// The locale's decimal separator, typed by decimalPad (`.` or `,`).
    public var decimalSeparator: String = "."
    package var softwareKeyboards: [String: XKBSoftwareKeyboard] = [:]
    var onEmojiKeyboard = false

    /// Where a Shift+Left/Right selection is anchored, with the selection it produced (forgotten once the
    /// selection changes some other way).
    var selectionAnchor: SelectionAnchor?
    var transitionDepth = 0
    /// Objects the screen keeps alive for its fields (built-in delegates).
    var retainedObjects: [AnyObject] = []
    var deferredFocusChanges: [() -> Void] = []
    private var autoNames = 0

    /// Creates a screen. The transcript's first event records the device, orientation, ordering and profile.
    public init(device: Device = .iPhone15, orientation: Orientation = .portrait, ordering: Ordering = .documented,
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
        record(user: "rotate", field: nil, value: newOrientation.rawValue)
        guard newOrientation != orientation else { return }
        orientation = newOrientation
        let size = device.screenSize(newOrientation)
        uiScreen.bounds = CGRect(origin: .zero, size: size)
        window.frame = CGRect(origin: .zero, size: size)
        keyboard.screenDidRotate()
    }

    /// Records a `user` event: something the user did, or (with `ignored`) tried to do without effect.
    public func record(user action: String, field: UIView?, value: String? = nil, ignored: String? = nil) {
        transcript.record(.user(UserAction(action: action, field: field.map { name(of: $0) }, value: value, ignored: ignored)))
    }

    /// Posts a text-field notification through the notification center and records it.
    package func postFieldNotification(_ name: Notification.Name, field: UITextField) {
        transcript.record(.notification(PostedNotification(name: name.rawValue, field: self.name(of: field), keyboard: nil)))
        notificationCenter.post(name: name, object: field, userInfo: nil)
    }
}

/// Something the simulated user cannot do (no field is editing, a selection outside the text …).
public struct SimulationError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension Screen {
    package var callsDidChangeSelection: Bool { profile.hasDidChangeSelection }
    package var prefersRangesVariant: Bool { profile.prefersRangesVariant }
}

/// The fixed end of a selection made with Shift+arrow keys.
struct SelectionAnchor {
    weak var field: UITextField?
    var anchor: Int
    var selection: NSRange
}
