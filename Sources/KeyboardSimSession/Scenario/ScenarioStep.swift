import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
/// One step of a scenario script (docs/interfaces.md §2; docs/scenarios.md lists every spelling).
public enum ScenarioStep: Sendable, Equatable {
    // Settings: before the first field.
    /// `device "NAME" [portrait|landscape]`: the simulated device (a setting).
    case device(name: String, orientation: Orientation?)
    /// `ordering observed|documented`: the event order (a setting).
    case ordering(Ordering)
    /// `profile ios18`: the iOS behaviour profile (a setting).
    case profile(String)
    /// `locale de_DE`: decimalPad's separator, the hardware keyboards' Compose table (a setting).
    case locale(String)
    /// `predictive on|off`: the predictive bar in the simulated Settings (a setting).
    case predictive(Bool)
    /// `profile-entry NAME VALUE`: one contested rule of the profile (`IOSProfile/entries`), after `profile`.
    case profileEntry(name: String, value: String)
    // The screen.
    /// `field NAME key=value…`: adds a field with its traits.
    case field(name: String, traits: [FieldTrait])
    /// `view "NAME" FIELD…`: a registered view factory (``ScenarioRegistry/register(view:_:)``) builds its views into
    /// the window, where they stay; the fields it returns get the names given, in order.
    case view(name: String, fields: [String])
    /// `hardware-keyboard layout=…` or `keymap=FILE`: typing goes through a hardware keyboard.
    case hardwareKeyboard(HardwareKeyboardSpec)
    /// `software-keyboard`: back to the software keyboards.
    case softwareKeyboard
    /// `ime pinyin` (nil: `ime none`): switches an input method on or off.
    case inputMethod(InputMethodSpec?)
    /// `unreachable error|paste|skip`: what typing does with a character no key types.
    case unreachable(UnreachablePolicy)
    // The user and the app.
    /// `tap NAME`: the user taps the field.
    case tap(String)
    /// `type "…"`: the user types the text, key by key.
    case type(String)
    /// `keys "ab{BackSpace}"`: the user presses these keys, one a character, `{name}` a named key.
    case keys([ScreenKey])
    /// `backspace [N]`: the user deletes backward N times.
    case backspace(Int)
    /// `select L N`: the user selects a UTF-16 range.
    case select(location: Int, length: Int)
    /// `caret N`: the user puts the caret at a UTF-16 offset.
    case caret(Int)
    /// `paste ["…"]`: the user pastes the text (or the pasteboard's).
    case paste(String?)
    /// `cut`: the edit menu's Cut.
    case cut
    /// `copy`: the edit menu's Copy.
    case copy
    /// `undo` / `redo`: shake to undo, ⌘Z, the three-finger swipe (docs/system-insertions.md).
    case undo
    /// `redo`: redo the last undone change.
    case redo
    /// `autofill code "123456" [delivery=whole-code|per-digit-after-refusal|doubled]`: one-time-code AutoFill
    /// (nil delivery: the profile's).
    case autofillCode(String, delivery: IOSProfile.OneTimeCodeDelivery?)
    /// `autofill password ["…"]`: password AutoFill: a strong password in a new-password field (generated when not
    /// given; a second new-password field is filled with no delegate call), a saved login's password in a password
    /// field (docs/system-insertions.md, "Password AutoFill").
    case autofillPassword(String?)
    /// `autofill password choose-own`: "Choose My Own Password" clears the strong password's fields with no delegate
    /// call and no change event.
    case chooseOwnPassword
    /// `autofill contact email "a@b.c"`: contact AutoFill, the placeholder first (docs/system-insertions.md,
    /// "Contact AutoFill").
    case autofillContact(ContactAutoFillKind, String)
    /// `suggest "hello" [call=asked|silent]`: a QuickType pick (nil call: the profile's).
    case suggest(String, call: IOSProfile.QuickTypeDelegateCall?)
    /// `text-replacement "omw" "On my way!"`: a text-replacement shortcut before the caret expands.
    case textReplacement(shortcut: String, expansion: String)
    /// `autocorrect "teh" "the"`: the keyboard offers a correction of the word before the caret; the next space or
    /// punctuation, Return, or leaving the field accepts it (docs/system-insertions.md, "Autocorrect").
    case autocorrect(word: String, correction: String)
    /// `association N`: after a pinyin commit, the person taps association candidate N (0-based): inserted with no
    /// delegate call (docs/system-insertions.md, "Association candidates").
    case association(Int)
    /// `clear [NAME]`: the user taps the clear button.
    case clear(String?)
    /// `return`: the user taps the return key.
    case pressReturn
    /// `candidate N`: the user taps candidate N (0-based) of the input method.
    case candidate(Int)
    /// `set-text NAME "…"`: app code sets the field's text.
    case setText(field: String, text: String)
    /// `resign NAME`: app code calls `resignFirstResponder()`.
    case resign(String)
    /// `end-editing force|noforce`: app code calls `endEditing(_:)` on the window.
    case endEditing(force: Bool)
    /// `rotate portrait|landscape`: the user turns the device.
    case rotate(Orientation)
    /// `render FILE.svg`: draws the software keyboard in use into a file.
    case render(path: String)
    /// `state [NAME]`: records a `state` event of the field (or every field).
    case recordState(String?)
    // Checks.
    /// `expect …`: a check; a failed one is reported and the script goes on.
    case expect(ScenarioExpectation)
    // More user actions (docs/system-insertions.md).
    /// `dictate start`, `dictate "words"`, `dictate stop`: the microphone key; while it listens the text holds a
    /// U+FFFC placeholder.
    case dictate(DictationAction)
    /// `drop "text" [at=N]`: text dragged in and dropped at UTF-16 offset N (default: over the selection).
    case drop(String, at: Int?)
    /// `inline-predict "ing"`: the keyboard shows an iOS 17 inline prediction (gray marked text after the caret).
    case inlinePredict(String)
    // The screen's other controls (a screen built in Swift: docs/scenarios.md).
    /// `tap-bar-item TITLE`: an item of the editing field's `inputAccessoryView` toolbar, by title or system item
    /// name (`done`).
    case tapBarItem(String)
    /// `pick-row [COMPONENT] ROW|"TITLE"`: the editing field's `inputView` picker spun to a row (component 0 when
    /// not given).
    case pickRow(component: Int, PickerRow)
    /// `pick-date YYYY-MM-DD[THH:MM]`: the editing field's `inputView` date picker spun to a date (as written;
    /// ``KeyboardSession/pickDate(from:)`` reads it).
    case pickDate(String)
    /// `alert-action "TITLE"`: a button of the presented alert.
    case alertAction(String)
    /// `tap-row [TABLE] SECTION.ROW`: a row of the table on screen (TABLE: its accessibilityIdentifier).
    case tapRow(table: String?, section: Int, row: Int)
    /// `show "NAME" INPUT…`: a registered view controller shown as the app's root screen, its inputs named.
    case show(name: String, inputs: [ShownInput])
    /// `tap-button "TITLE"|ID`: a button on screen, by its title or accessibilityIdentifier.
    case tapButton(String)
    /// `tap-nav-item TITLE`: a bar button of the navigation item of the topmost controller on screen.
    case tapNavigationItem(String)
    /// `toggle [ID]`: the switch with that accessibilityIdentifier (or the only one on screen) flipped.
    case toggleSwitch(String?)
    /// `slide [ID] VALUE`: the slider with that accessibilityIdentifier (or the only one) dragged to VALUE.
    case slide(String?, Double)
    /// `select-segment [ID] INDEX|"TITLE"`: a segment of the segmented control with that accessibilityIdentifier (or
    /// the only one) tapped.
    case selectSegment(String?, PickerRow)

    /// Whether the step is a setting that must come before the screen is set up.
    public var isSetting: Bool { ScenarioVerb.of(self)?.isSetting ?? false }

    /// The verb of the step (``ScenarioVerb/of(_:)``).
    public var verb: ScenarioVerb? { ScenarioVerb.of(self) }
}

/// A field's trait or property, as `field NAME key=value` sets it.
public enum FieldTrait: Sendable, Equatable {
    /// `keyboardType=`.
    case keyboardType(UIKeyboardType)
    /// `returnKeyType=`.
    case returnKeyType(UIReturnKeyType)
    /// `keyboardAppearance=`.
    case keyboardAppearance(UIKeyboardAppearance)
    /// `clearButtonMode=`.
    case clearButtonMode(UITextFieldViewMode)
    /// `autocapitalizationType=`.
    case autocapitalizationType(UITextAutocapitalizationType)
    /// `autocorrectionType=`.
    case autocorrectionType(UITextAutocorrectionType)
    /// `smartQuotesType=`.
    case smartQuotesType(UITextSmartQuotesType)
    /// `smartDashesType=`.
    case smartDashesType(UITextSmartDashesType)
    /// `isSecureTextEntry=`.
    case secureTextEntry(Bool)
    /// `enablesReturnKeyAutomatically=`.
    case enablesReturnKeyAutomatically(Bool)
    /// `clearsOnBeginEditing=`.
    case clearsOnBeginEditing(Bool)
    /// `clearsOnInsertion=`.
    case clearsOnInsertion(Bool)
    /// `isEnabled=`.
    case enabled(Bool)
    /// `UIView.tag` (the classic "next field by tag" code reads it).
    case tag(Int)
    /// `textContentType=` (UIKit's string value, `one-time-code`).
    case textContentType(String)
    /// `placeholder=`.
    case placeholder(String)
    /// `text=`: the text app code sets before editing.
    case text(String)
    /// `accessoryHeight=`: an input accessory view of that height, in points.
    case accessoryHeight(Double)
    /// `inputViewHeight=`: a custom input view of that height, in points.
    case inputViewHeight(Double)
    /// Adds an `editingDidEndOnExit` action, so that a `true` from `textFieldShouldReturn` resigns the field
    /// (Interface Builder's "Did End On Exit").
    case resignsOnReturn(Bool)
    /// `delegate=`: a built-in or registered delegate.
    case delegate(DelegateSpec)
    /// A registered `UITextField` subclass (``ScenarioRegistry``), created instead of a plain field.
    case fieldClass(String)
    /// What the input is: a text field (the default), a text view, or a search bar (`kind=textView`; the steps
    /// `textview NAME` and `searchbar NAME` are `field NAME kind=…`).
    case kind(FieldKind)
    /// `inlinePredictionType` (iOS 17).
    case inlinePredictionType(UITextInlinePredictionType)
}

/// The kinds of text input a script can put on the screen (docs/text-views.md).
public enum FieldKind: String, Sendable, Equatable, CaseIterable {
    /// `UITextField`.
    case textField
    /// `UITextView`: `UITextViewDelegate`, return types a newline, the keyboard comes up before didBegin.
    case textView
    /// `UISearchBar`: `UISearchBarDelegate`, the Search return key.
    case searchBar
}

/// A field's delegate: a built-in one, or one registered by name (``ScenarioRegistry``; Swift tests only).
public enum DelegateSpec: Sendable, Equatable, CustomStringConvertible {
    /// A built-in delegate (`max-length:5`).
    case builtin(BuiltinDelegate)
    /// A delegate registered under that name.
    case registered(String)
    public var description: String {
        switch self {
        case .builtin(let b): b.description
        case .registered(let name): name
        }
    }
}

/// `hardware-keyboard layout=… variant=… options=…` or `keymap=FILE`.
public struct HardwareKeyboardSpec: Sendable, Equatable {
    /// An xkb-data layout (`layout=us`); nil with `keymapFile`.
    public var layout: String?
    /// The layout's variant (`variant=dvorak`; empty: the default).
    public var variant: String = ""
    /// XKB options (`options=compose:ralt`).
    public var options: String = ""
    /// A keymap file instead of a layout (`keymap=FILE`).
    public var keymapFile: String?
    /// A layout or a keymap file, as the step names it.
    public init(layout: String? = nil, variant: String = "", options: String = "", keymapFile: String? = nil) {
        self.layout = layout; self.variant = variant; self.options = options; self.keymapFile = keymapFile
    }
}

/// What an `expect` step checks.
public enum ScenarioExpectation: Sendable, Equatable {
    /// `expect NAME.text == "…"`.
    case text(field: String, String)
    /// `expect NAME.text != "…"`.
    case textIsNot(field: String, String)
    /// `expect NAME.text matches "REGEX"`: the whole text matches the regular expression (NSRegularExpression).
    case textMatches(field: String, String)
    /// `expect NAME.length OP N`: the text's length in characters (grapheme clusters).
    case length(field: String, Comparison, Int)
    /// `expect NAME.caret == N`: the selection is empty, at UTF-16 offset N.
    case caret(field: String, Int)
    /// `expect NAME.selection == L N` (UTF-16).
    case selection(field: String, NSRange)
    /// `expect NAME.marked == none|L N`.
    case marked(field: String, NSRange?)
    /// `expect NAME.firstResponder == true|false`.
    case firstResponder(field: String, Bool)
    /// `expect NAME.editing == true|false`.
    case editing(field: String, Bool)
    /// `expect pasteboard == "…"|none`.
    case pasteboard(String?)
    /// `expect keyboard.visible == true|false`.
    case keyboardVisible(Bool)
    /// `expect event KIND "NAME" key=value…`: such an event happened.
    case event(EventPattern)
    /// `expect no-event KIND "NAME" key=value…`: no such event happened.
    case noEvent(EventPattern)
}

/// A comparison of `expect NAME.length`.
public enum Comparison: String, Sendable, Equatable, CaseIterable {
    /// The operators as scripts write them.
    case equal = "==", notEqual = "!=", lessOrEqual = "<=", greaterOrEqual = ">=", less = "<", greater = ">"

    /// Whether `a OP b` holds.
    public func holds(_ a: Int, _ b: Int) -> Bool {
        switch self {
        case .equal: a == b
        case .notEqual: a != b
        case .lessOrEqual: a <= b
        case .greaterOrEqual: a >= b
        case .less: a < b
        case .greater: a > b
        }
    }
}

/// Which events `expect event` looks at.
public enum EventScope: String, Sendable, Equatable, CaseIterable {
    /// The events of the last action (since the last step that drove the screen began).
    case action
    /// The whole session.
    case session
}

/// An event to look for: its kind, its name (method, notification name, control event, keysym, IME state, user
/// action …), and JSON fields that must match (`field=email returned=true range=0,0`).
public struct EventPattern: Sendable, Equatable, CustomStringConvertible {
    /// The event's kind (`delegate`, `notification`, `control`, `key`, …).
    public var kind: String
    /// The event's name (nil: any).
    public var name: String?
    /// JSON fields that must match, in order.
    public var fields: [(key: String, value: String)]
    /// Where to look: the last action's events or the whole session's.
    public var scope: EventScope
    /// How many matching events there must be (nil: at least one).
    public var count: Int?

    /// A pattern of the kind, name and fields given.
    public init(
        kind: String, name: String? = nil, fields: [(key: String, value: String)] = [], scope: EventScope = .action,
        count: Int? = nil
    ) {
        self.kind = kind; self.name = name; self.fields = fields; self.scope = scope; self.count = count
    }

    public static func == (a: EventPattern, b: EventPattern) -> Bool {
        a.kind == b.kind && a.name == b.name && a.scope == b.scope && a.count == b.count
            && a.fields.map(\.key) == b.fields.map(\.key) && a.fields.map(\.value) == b.fields.map(\.value)
    }

    public var description: String {
        var s = kind
        if let name { s += " \"\(name)\"" }
        for f in fields { s += " \(f.key)=\(f.value)" }
        if let count { s += " count=\(count)" }
        if scope == .session { s += " scope=session" }
        return s
    }
}

/// A parsed script: its steps with their line numbers.
public struct Scenario: Sendable {
    /// One step of the script and its line.
    public struct Line: Sendable {
        /// The step.
        public var step: ScenarioStep
        /// Its line in the file, from 1.
        public var line: Int
        /// The step as written (trimmed, without its comment).
        public var source: String
    }
    /// Where the script came from (a path, as given), for messages.
    public var file: String
    /// The steps, in order, with their lines.
    public var lines: [Line]
    /// The folder `render` paths were confined to when the script was parsed under a path policy (nil without one
    /// or with `allowOutsidePaths`): its writes go through that folder without following symbolic links in it.
    public var writeFolder: String?
    /// A script of the lines given.
    public init(file: String, lines: [Line]) { self.file = file; self.lines = lines }
}

/// A malformed script: the file, line and column, and what was expected there.
public struct ScenarioError: Error, CustomStringConvertible, Equatable {
    /// The script's path, as given.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// What was expected there.
    public var message: String
    /// An error at the place given.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file; self.line = line; self.column = column; self.message = message
    }
    public var description: String { "\(file):\(line):\(column): \(message)" }
}

/// An input a `show` step names: the name the script uses, and what finds it on the screen (`lookup`: the
/// controller's outlet of that name, else the text field, text view or search bar with that accessibilityIdentifier,
/// else the text field or search bar with that placeholder). `show "x" email` looks `email` up;
/// `show "x" listName="List name"` looks up "List name" and calls the input `listName`.
public struct ShownInput: Sendable, Equatable {
    /// The name the script uses for the input.
    public var name: String
    /// The outlet, accessibilityIdentifier or placeholder that finds it on the screen.
    public var lookup: String
    /// An input named `name`, looked up by `lookup` (nil: by its name).
    public init(name: String, lookup: String? = nil) {
        self.name = name
        self.lookup = lookup ?? name
    }
}
