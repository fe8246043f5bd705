import Foundation
/// One thing that happened in a session, in the order it happened (docs/interfaces.md §1).
public struct TranscriptEvent: Sendable, Equatable {
    /// 0, 1, 2, … in order.
    public var seq: Int
    /// What happened, by kind.
    public var payload: Payload
    /// A delegate call's answer, filled in when the call returns (kept outside the payload so that filling it
    /// in is cheap); nil for void methods and other kinds.
    public var returned: Bool?
    /// The route that caused the event when it is not a key press or a tap (`autofill`, `suggest`, `dictate`,
    /// `paste`, …: the `user` action's name); nil for what the keyboard and the app did on their own.
    public var route: String?

    /// The kinds of event, each with its fields (docs/interfaces.md §1).
    public enum Payload: Sendable, Equatable {
        /// The first event: the session's settings.
        case session(SessionInfo)
        /// A delegate method asked or told.
        case delegate(DelegateCall)
        /// A notification posted.
        case notification(PostedNotification)
        /// A control event sent (`editingChanged` …).
        case control(field: String, event: String)
        /// A key tapped or pressed.
        case key(KeyEvent)
        /// An input method's composition changed.
        case ime(IMEEvent)
        /// A field's state (at the end of a session).
        case state(FieldState)
        /// What the simulated user did.
        case user(UserAction)
        /// App code animated views.
        case animation(AnimationRecord)
        /// A step that could not run.
        case error(message: String, step: Int?)
    }

    /// The `kind` string of the JSON Lines form.
    public var kind: String {
        switch payload {
        case .session: "session"
        case .delegate: "delegate"
        case .notification: "notification"
        case .control: "control"
        case .key: "key"
        case .ime: "ime"
        case .state: "state"
        case .user: "user"
        case .animation: "animation"
        case .error: "error"
        }
    }
    /// An event at `seq` with the payload given.
    public init(seq: Int, payload: Payload, returned: Bool? = nil, route: String? = nil) {
        self.seq = seq
        self.payload = payload
        self.returned = returned
        self.route = route
    }
}

/// The first event: the device, orientation, ordering and profile in force.
public struct SessionInfo: Sendable, Equatable {
    /// The device's name (`iPhone 15`).
    public var device: String
    /// `portrait` or `landscape`.
    public var orientation: String
    /// `observed` or `documented`.
    public var ordering: String
    /// The iOS profile's name (`ios18`).
    public var profile: String
    /// The session's settings.
    public init(device: String, orientation: String, ordering: String, profile: String) {
        self.device = device
        self.orientation = orientation
        self.ordering = ordering
        self.profile = profile
    }
}

/// A delegate method the field asked or told.
public struct DelegateCall: Sendable, Equatable {
    /// The field's name.
    public var field: String
    /// The method, as UIKit's selector.
    public var method: DelegateMethod
    /// The range asked about (UTF-16), for the methods that have one.
    public var range: NSRange?
    /// The ranges of the iOS 26 ranges variant.
    public var ranges: [NSRange]?
    /// The replacement string, for the methods that have one.
    public var string: String?
    /// The end-editing reason (`committed`, `cancelled`), for `textFieldDidEndEditing(_:reason:)`.
    public var reason: String?
    /// The delegate's answer; nil for void methods (filled from ``TranscriptEvent/returned``).
    public var returned: Bool?
    /// A call of the method on the field.
    public init(
        field: String, method: DelegateMethod, range: NSRange? = nil, ranges: [NSRange]? = nil, string: String? = nil,
        reason: String? = nil, returned: Bool? = nil
    ) {
        self.field = field
        self.method = method
        self.range = range
        self.ranges = ranges
        self.string = string
        self.reason = reason
        self.returned = returned
    }
}

/// The delegate methods, spelled as UIKit's Swift selectors (docs/interfaces.md §1).
public enum DelegateMethod: String, Sendable, CaseIterable {
    case shouldBeginEditing = "textFieldShouldBeginEditing(_:)"
    case didBeginEditing = "textFieldDidBeginEditing(_:)"
    case shouldEndEditing = "textFieldShouldEndEditing(_:)"
    case didEndEditing = "textFieldDidEndEditing(_:)"
    case didEndEditingReason = "textFieldDidEndEditing(_:reason:)"
    case shouldChangeCharacters = "textField(_:shouldChangeCharactersIn:replacementString:)"
    case shouldChangeCharactersInRanges = "textField(_:shouldChangeCharactersInRanges:replacementString:)"
    case shouldClear = "textFieldShouldClear(_:)"
    case shouldReturn = "textFieldShouldReturn(_:)"
    case didChangeSelection = "textFieldDidChangeSelection(_:)"
    // A text view's delegate (UITextViewDelegate).
    case textViewShouldBeginEditing = "textViewShouldBeginEditing(_:)"
    case textViewDidBeginEditing = "textViewDidBeginEditing(_:)"
    case textViewShouldEndEditing = "textViewShouldEndEditing(_:)"
    case textViewDidEndEditing = "textViewDidEndEditing(_:)"
    case textViewShouldChangeText = "textView(_:shouldChangeTextIn:replacementText:)"
    case textViewShouldChangeTextInRanges = "textView(_:shouldChangeTextInRanges:replacementText:)"
    case textViewDidChange = "textViewDidChange(_:)"
    case textViewDidChangeSelection = "textViewDidChangeSelection(_:)"
    // A search bar's delegate (UISearchBarDelegate).
    case searchBarShouldBeginEditing = "searchBarShouldBeginEditing(_:)"
    case searchBarTextDidBeginEditing = "searchBarTextDidBeginEditing(_:)"
    case searchBarShouldEndEditing = "searchBarShouldEndEditing(_:)"
    case searchBarTextDidEndEditing = "searchBarTextDidEndEditing(_:)"
    case searchBarShouldChangeText = "searchBar(_:shouldChangeTextIn:replacementText:)"
    case searchBarTextDidChange = "searchBar(_:textDidChange:)"
    case searchBarSearchButtonClicked = "searchBarSearchButtonClicked(_:)"
    case searchBarCancelButtonClicked = "searchBarCancelButtonClicked(_:)"
    // A search controller's results updater (UISearchResultsUpdating) and delegate (UISearchControllerDelegate).
    case updateSearchResults = "updateSearchResults(for:)"
    case presentSearchController = "presentSearchController(_:)"
    case willPresentSearchController = "willPresentSearchController(_:)"
    case didPresentSearchController = "didPresentSearchController(_:)"
    case willDismissSearchController = "willDismissSearchController(_:)"
    case didDismissSearchController = "didDismissSearchController(_:)"
    // The text-input protocols of a custom responder view (UIKeyInput, UITextInput): the keyboard's calls into the
    // view, which are app code as a delegate's methods are (docs/responders.md).
    case insertText = "insertText(_:)"
    case deleteBackward = "deleteBackward()"
    case setMarkedText = "setMarkedText(_:selectedRange:)"
    case unmarkText = "unmarkText()"
    case replaceWithText = "replace(_:withText:)"
    case paste = "paste(_:)"
    // What the view tells the keyboard through its inputDelegate (UITextInputDelegate).
    case textWillChange = "textWillChange(_:)"
    case textDidChange = "textDidChange(_:)"
    case selectionWillChange = "selectionWillChange(_:)"
    case selectionDidChange = "selectionDidChange(_:)"
}

extension DelegateMethod {
    /// Whether the method asks about a change of the text (a field's, a text view's or a search bar's
    /// `shouldChange…`, either variant).
    public var asksToChangeText: Bool {
        switch self {
        case .shouldChangeCharacters, .shouldChangeCharactersInRanges, .textViewShouldChangeText,
            .textViewShouldChangeTextInRanges, .searchBarShouldChangeText:
            true
        default: false
        }
    }
}

/// A notification posted through `NotificationCenter`.
public struct PostedNotification: Sendable, Equatable {
    /// UIKit's string value, e.g. `UIKeyboardWillShowNotification`.
    public var name: String
    /// The field it concerns (text notifications); nil for keyboard notifications.
    public var field: String?
    /// The five keyboard userInfo keys, for keyboard notifications.
    public var keyboard: KeyboardUserInfo?
    /// A notification of the name given.
    public init(name: String, field: String? = nil, keyboard: KeyboardUserInfo? = nil) {
        self.name = name
        self.field = field
        self.keyboard = keyboard
    }
}

/// The userInfo of a keyboard notification.
public struct KeyboardUserInfo: Sendable, Equatable {
    /// `UIKeyboardFrameBeginUserInfoKey`: the frame before, in screen coordinates.
    public var frameBegin: CGRect
    /// `UIKeyboardFrameEndUserInfoKey`: the frame after, in screen coordinates.
    public var frameEnd: CGRect
    /// The animation keys: on the Will* notifications only (UIKit's header: "Animation key/value pairs are only
    /// available for the 'will' family of notification"); nil on Did*.
    public var duration: Double?
    /// `UIKeyboardAnimationCurveUserInfoKey` (7: the keyboard's curve); nil on Did*.
    public var curve: Int?
    /// `UIKeyboardIsLocalUserInfoKey`: the keyboard belongs to this app.
    public var isLocal: Bool
    /// The userInfo values given.
    public init(frameBegin: CGRect, frameEnd: CGRect, duration: Double?, curve: Int?, isLocal: Bool) {
        self.frameBegin = frameBegin
        self.frameEnd = frameEnd
        self.duration = duration
        self.curve = curve
        self.isLocal = isLocal
    }
}

/// A field's observable state.
public struct FieldState: Sendable, Equatable {
    /// The field's name.
    public var field: String
    /// Its text, marked text included.
    public var text: String
    /// Its selection (UTF-16).
    public var selection: NSRange
    /// Its marked range (nil: none).
    public var marked: NSRange?
    /// Whether it is editing.
    public var editing: Bool
    /// Whether it is first responder.
    public var firstResponder: Bool
    /// A field's state.
    public init(
        field: String, text: String, selection: NSRange, marked: NSRange? = nil, editing: Bool, firstResponder: Bool
    ) {
        self.field = field
        self.text = text
        self.selection = selection
        self.marked = marked
        self.editing = editing
        self.firstResponder = firstResponder
    }
}

/// What the simulated user did (kbsim's extension of the transcript: it makes a transcript readable on its own).
/// `ignored` says why an action had no effect (a hidden clear button, a disabled return key …).
public struct UserAction: Sendable, Equatable {
    /// What the user did; the raw value is the transcript's `action` (docs/interfaces.md).
    public enum Kind: String, Sendable, Equatable, CaseIterable {
        /// The user's actions of the scenario verbs of the same names (docs/scenarios.md).
        case tap, type, keys, backspace, select, caret, paste, cut, copy, undo, redo, clear, candidate, resign, rotate
        /// The return key.
        case pressReturn = "return"
        /// App code set the text or ended editing; the user tapped a button.
        case setText, endEditing, tapButton
        /// An input method switched on or off (`ime`).
        case ime
        /// A search bar's Cancel button.
        case cancel
        /// System insertions: AutoFill, QuickType, autocorrect, association, dictation, drop.
        case autofill, suggest, autocorrect, association, dictate, drop
        /// A text-replacement shortcut expanded.
        case textReplacement = "text-replacement"
        /// An iOS 17 inline prediction shown.
        case inlinePredict = "inline-predict"
        /// The iPad keyboard made floating or docked.
        case floatingKeyboard = "floating-keyboard"
        /// The floating keyboard moved.
        case moveKeyboard = "move-keyboard"
        /// The app reloaded a table or collection view (the value lists the rows asked for).
        case reloadData
        /// The user tapped a table row, a collection item, a bar button item, a segment or a tab.
        case tapRow, tapItem, tapBarItem, tapSegment, tapTab
        /// The user tapped an alert's action.
        case tapAlertAction
        /// The user picked a picker row or a date, toggled a switch, or moved a slider.
        case pickRow, pickDate, toggle, slide
        /// The app presented, dismissed, pushed or popped a view controller.
        case present, dismiss, push, pop
    }
    /// What the user did.
    public var action: Kind
    /// The field it concerns, when one.
    public var field: String?
    /// The action's value (the typed text, the range selected, …), when it has one.
    public var value: String?
    /// Why the action had no effect (nil: it had).
    public var ignored: String?
    /// A user action.
    public init(action: Kind, field: String? = nil, value: String? = nil, ignored: String? = nil) {
        self.action = action
        self.field = field
        self.value = value
        self.ignored = ignored
    }
}

/// A key the user tapped on a software keyboard, long-pressed, or pressed/released on a hardware keyboard.
public struct KeyEvent: Sendable, Equatable {
    /// A keyboard type (`emailAddress`), `emoji`, or `hardware:LAYOUT[:VARIANT]`.
    public var keyboard: String
    /// `tap`, `longpress` (an alternate chosen from a long press), `down`/`up` (hardware).
    public var action: String
    /// The XKB key name (`AC01`), or `GLOBE`/`ABC`/`EMOJI` for the emoji keyboard's keys.
    public var key: String
    /// The XKB keycode.
    public var keycode: Int
    /// The XKB keysym name.
    public var keysym: String
    /// Effective modifiers when the key was pressed, as xkbcommon names them.
    public var mods: [String]
    /// 1-based shift level.
    public var level: Int
    /// The software keyboard's plane (`letters`, `LETTERS`, `numbers`, `symbols`); nil for hardware keys.
    public var plane: String?
    /// What the key produced (may be empty).
    public var utf8: String
    /// What the key shows on the iOS keyboard (`a`, `⇧`, `123`, `#+=`, `space`, `return`, `ㅂ`, `あ`); nil for
    /// hardware keys, whose events keep the XKB names alone (docs/keyboards.md, "Key labels").
    public var label: String?

    /// A key event.
    public init(
        keyboard: String, action: String, key: String, keycode: Int, keysym: String, mods: [String],
        level: Int, plane: String?, utf8: String, label: String? = nil
    ) {
        self.keyboard = keyboard; self.action = action; self.key = key; self.keycode = keycode
        self.keysym = keysym; self.mods = mods; self.level = level; self.plane = plane; self.utf8 = utf8
        self.label = label
    }
}

/// An input method's composition changed (docs/interfaces.md §1, `ime`).
public struct IMEEvent: Sendable, Equatable {
    /// The field it concerns.
    public var field: String
    /// `pinyin`.
    public var engine: String
    /// Where a composition is; the raw value is the transcript's `state`.
    public enum State: String, Sendable, Equatable, CaseIterable {
        /// Marked text is shown (`preedit`).
        case composing
        /// Text was committed (`preedit` is the committed text).
        case committed
        /// The composition ended without text.
        case cancelled
        /// A keyboard without marked text rewrote what it had typed (the Korean keyboard's last syllable),
        /// `preedit` then being the new text.
        case rewritten
    }
    /// `composing`, `committed`, `cancelled` or `rewritten`.
    public var state: State
    /// The marked text (composing) or the committed text.
    public var preedit: String
    /// The first page of candidates.
    public var candidates: [String]
    /// The index of the candidate picked, when one was.
    public var selected: Int?

    /// An input-method event.
    public init(
        field: String, engine: String, state: State, preedit: String, candidates: [String], selected: Int? = nil
    ) {
        self.field = field; self.engine = engine; self.state = state; self.preedit = preedit
        self.candidates = candidates; self.selected = selected
    }
}

/// App code animated views (`UIView.animate`, Compat/UIView+Animation.swift): the block ran at once; `changes` is
/// what it changed.
public struct AnimationRecord: Sendable, Equatable {
    /// The API: `animate`, `animateSpring`, `transition`, `commitAnimations`, `propertyAnimator`, `setContentOffset`.
    public var api: String
    /// The animation's duration, in seconds.
    public var duration: Double
    /// The delay before it, in seconds.
    public var delay: Double
    /// UIKit's curve number: 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, 7 the keyboard's.
    public var curve: Int
    /// The option flags other than the curve (`beginFromCurrentState` …).
    public var options: [String]
    /// What the animation block changed.
    public var changes: [ViewChange]
    /// An animation record.
    public init(api: String, duration: Double, delay: Double, curve: Int, options: [String], changes: [ViewChange]) {
        self.api = api
        self.duration = duration
        self.delay = delay
        self.curve = curve
        self.options = options
        self.changes = changes
    }
}

/// One number a view or constraint changed (`scroll` `contentInset.bottom` 0 → 336).
public struct ViewChange: Sendable, Equatable {
    /// The view's `accessibilityIdentifier`, else its type name (and `#tag`); a constraint's identifier.
    public var view: String
    /// `frame.y`, `alpha`, `contentInset.bottom`, `contentOffset.y`, `constant` …
    public var property: String
    /// The value before (nil for a view that appeared).
    public var from: Double?
    /// The value after.
    public var to: Double
    /// A change of `property` of `view` to `to`.
    public init(view: String, property: String, from: Double? = nil, to: Double) {
        self.view = view
        self.property = property
        self.from = from
        self.to = to
    }
}
