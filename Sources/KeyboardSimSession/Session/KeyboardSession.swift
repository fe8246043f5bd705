import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimTrace
/// A simulated screen for tests: fields by name, your own delegates kept alive, the user's verbs (the same as the
/// scenario steps), and the transcript with filters and assertions whose failures show expected, actual and the
/// last events. Scenario scripts run on it too (``ScenarioRunner``): one engine, two front ends.
///
/// ```swift
/// @Test @MainActor func pinyinThroughMaxLength() throws {
///     let session = KeyboardSession(HarnessConfiguration(ordering: .observed))
///     let name = session.addField("name")
///     session.attach(MyMaxLengthDelegate(limit: 4), to: name)
///     try session.usePinyin()
///     try session.tap("name")
///     try session.keys("nihao{space}")
///     session.expect("name", text: "你好")
///     session.expectEvent("delegate", "textField(_:shouldChangeCharactersIn:replacementString:)",
///                         where: ["range": "0,5", "returned": "true"])
/// }
/// ```
@MainActor public final class KeyboardSession {
    /// The simulated screen: the device, the window, the keyboard and the transcript.
    public let screen: Screen
    /// The settings the session started with.
    public let configuration: HarnessConfiguration
    /// The simulated locale (``HarnessConfiguration/locale``, default `en_US`): what the keyboards follow (the
    /// decimal pad's separator, the Compose table). Give it to app code that formats or parses numbers
    /// (`formatter.locale = session.locale`): app code reading `Locale.current` sees the locale of the test
    /// process, which kbsim cannot change on Linux (setting `LANG` at run time does not move it).
    public let locale: Locale
    /// Fields in the order they were added.
    public private(set) var fieldNames: [String] = []
    private var fields: [String: UITextField] = [:]
    /// Inputs a shown screen names that were not on screen yet (an alert's field): found on first use
    /// (``showScreen(_:inputs:)``).
    var pendingInputs: [String: (lookup: String, find: @MainActor () -> Bool)] = [:]
    /// How much taller than a field (34 points) the text views and search bars added so far are: the next input
    /// goes below them (fields alone keep their places, 50 points apart).
    private var extraHeight: CGFloat = 0
    /// Where the next input the session makes goes.
    var nextInputY: CGFloat { 100 + 50 * CGFloat(fieldNames.count) + extraHeight }
    /// Records an input taller than a field.
    private func addedTallInput(height: CGFloat) { extraHeight += max(0, height - 34) }
    /// Delegates and other objects the session keeps alive (UIKit holds delegates weakly).
    private var retained: [AnyObject] = []
    /// The `seq` of the last action's first event (``EventScope/action``).
    public private(set) var lastActionSeq = 0
    /// Index in ``events`` where the last action began (``EventScope/action``).
    public var lastActionStart: Int {
        let all = events
        var i = all.count
        while i > 0 && all[i - 1].seq >= lastActionSeq { i -= 1 }
        return i
    }
    /// How many events a failure message shows.
    public var failureContext = 8
    /// Makes the field of a `field` step that names no `class=` (default: a plain `UITextField`). The fuzzer
    /// uses it to create fields that report app code setting their text.
    public var fieldFactory: (@MainActor () -> UITextField)?
    /// Keyboards and input methods shared with other sessions (compiled once), or nil: each session makes its own.
    public let resources: SessionResources?
    /// Records the session for a trace page when ``HarnessConfiguration/traceDirectory`` is set (a failed check
    /// writes one there).
    public let traceRecorder: TraceRecorder?

    /// A session. Notifications go to `NotificationCenter.default` unless told otherwise, where app code observes
    /// them. Observers left registered by one test see the next test's posts, and tests running in parallel see
    /// each other's: give each such test its own center (`notificationCenter: NotificationCenter()`) and register
    /// the app's observers on it.
    public init(
        _ configuration: HarnessConfiguration = HarnessConfiguration(),
        notificationCenter: NotificationCenter = .default, resources: SessionResources? = nil
    ) {
        self.configuration = configuration
        self.resources = resources
        screen = Screen(
            device: configuration.device, orientation: configuration.orientation,
            ordering: configuration.ordering, profile: configuration.profile,
            predictiveBar: configuration.predictiveBar, notificationCenter: notificationCenter)
        if let locale = configuration.locale {
            screen.decimalSeparator = SoftwareKeymaps.decimalSeparator(forLocale: locale)
        }
        locale = Locale(identifier: String((configuration.locale ?? "en_US").split(separator: ".").first ?? "en_US"))
        if let resources {
            screen.softwareKeyboards = resources.softwareKeyboards(decimalSeparator: screen.decimalSeparator)
        }
        traceRecorder = configuration.traceDirectory == nil ? nil : TraceRecorder()
        traceRecorder?.attach(to: screen)
    }

    /// A session with these settings.
    public convenience init(
        device: Device = .iPhone15, orientation: Orientation = .portrait,
        ordering: Ordering = .observed, profile: IOSProfile = .ios18
    ) {
        self.init(HarnessConfiguration(device: device, orientation: orientation, ordering: ordering, profile: profile))
    }

    // MARK: Fields

    /// Adds a field named `name` (its accessibilityIdentifier, the name in the transcript), configured by the
    /// closure. Pass `field:` to add your own `UITextField` subclass. A field left without a delegate gets the
    /// built-in `accept` delegate (as in scripts), so that the delegate calls UIKit would make show in the
    /// transcript; `attach(_:to:)` replaces it.
    ///
    /// A field that is already in a view hierarchy (a controller's or a container's, shown with `show(_:fields:)`
    /// or not) stays where the app put it: it is only named, so its `superview` and `viewWithTag(_:)` keep working.
    @discardableResult
    public func addField(_ name: String, field: UITextField? = nil, _ configure: (UITextField) -> Void = { _ in })
        -> UITextField
    {
        precondition(fields[name] == nil, "KeyboardSession.addField: a field named \(name) already exists")
        let f =
            field
            ?? UITextField(
                frame: CGRect(
                    x: 16, y: nextInputY,
                    width: configuration.device.portraitSize.width - 32, height: 34))
        configure(f)
        if f.superview == nil {
            screen.add(f, name: name)
        } else {
            f.accessibilityIdentifier = name
        }
        fields[name] = f
        fieldNames.append(name)
        if let d = f.delegate {
            if (d as AnyObject) !== f { retained.append(d as AnyObject) }
        } else {
            screen.attach(.accept, to: f)
        }
        return f
    }

    /// Shows a view controller on the session's window as an app's root screen would (its view loads, then
    /// `viewDidLoad` and the appearance hooks run: `Screen/add(_:)-(UIViewController)`), then names its fields:
    /// those `fields` returns (given the controller, after its view loaded), and every other text field in its
    /// view tree that has an `accessibilityIdentifier`. The fields stay where the controller put them and keep
    /// the delegates it gave them (none gets the built-in `accept` delegate).
    ///
    /// ```swift
    /// let controller = SignInViewController()
    /// session.show(controller) { ["email": $0.emailField, "password": $0.passwordField] }
    /// try session.tap("email")
    /// ```
    @discardableResult
    public func show<Controller: UIViewController>(
        _ controller: Controller,
        fields named: (Controller) -> [String: UITextField] = { _ in [:] }
    ) -> Controller {
        screen.add(controller)
        retained.append(controller)
        register(named(controller), in: controller.view)
        return controller
    }

    /// Puts a container view (a form, a cell's content view) on the session's window and names its fields, as
    /// ``show(_:fields:)-(Controller,_)`` does for a controller. A view without a frame gets the window's bounds.
    @discardableResult
    public func show<Container: UIView>(
        _ container: Container,
        fields named: (Container) -> [String: UITextField] = { _ in [:] }
    ) -> Container {
        if container.frame == .zero { container.frame = screen.window.bounds }
        screen.add(container)
        register(named(container), in: container)
        return container
    }

    /// Names the given fields, then every unnamed text field under `root` that has an accessibilityIdentifier.
    private func register(_ named: [String: UITextField], in root: UIView) {
        for (name, field) in named.sorted(by: { $0.key < $1.key }) {
            precondition(
                fields[name] == nil || fields[name] === field,
                "KeyboardSession.show: a field named \(name) already exists")
            precondition(
                field.window != nil, "KeyboardSession.show: the field named \(name) is not in the shown view tree")
            guard fields[name] == nil else { continue }
            field.accessibilityIdentifier = name
            fields[name] = field
            fieldNames.append(name)
        }
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if let field = view as? UITextField, let id = field.accessibilityIdentifier, fields[id] == nil,
                !fields.values.contains(where: { $0 === field })
            {
                fields[id] = field
                fieldNames.append(id)
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    /// Names a field the app already put on the screen (a view factory's): it stays where it is (no re-parenting),
    /// keeps its delegate (none stays none), and takes `name` as its transcript name (its
    /// `accessibilityIdentifier`). Throws when the field is not in this session's window.
    public func adopt(_ field: UITextField, name: String) throws {
        precondition(fields[name] == nil, "KeyboardSession.adopt: a field named \(name) already exists")
        guard field.window === screen.window else { throw SimulationError(.fieldNotOnScreen(name)) }
        field.accessibilityIdentifier = name
        fields[name] = field
        fieldNames.append(name)
        if let d = field.delegate, (d as AnyObject) !== field { retained.append(d as AnyObject) }
    }

    /// Names an input the app already put in the window (a nib outlet's) and keeps its delegate alive.
    func nameInput(_ field: UITextField, name: String, delegate: AnyObject? = nil) {
        if let d = delegate ?? (field.delegate as AnyObject?), d !== field, d !== field.owner { retained.append(d) }
        if fields[name] === field { return }  // named already (found by its accessibilityIdentifier)
        precondition(fields[name] == nil, "KeyboardSession.show: an input named \(name) already exists")
        precondition(
            field.window === screen.window,
            "KeyboardSession.show: the input named \(name) is not in the shown view tree")
        (field.owner ?? field).accessibilityIdentifier = name
        fields[name] = field
        fieldNames.append(name)
    }

    /// Adds a text view named `name`, configured by the closure (set its delegate there; the session keeps the
    /// delegate alive). The user's verbs (`tap`, `type`, `select` …) and checks take the name as for a field; the
    /// keyboard's return key types "\n", asking the delegate (docs/text-views.md). A text view left without a
    /// delegate gets one that accepts everything, so the calls UIKit would make show in the transcript. Pass
    /// `view:` to add the app's own text view (a controller's); one already in a view tree stays where it is.
    @discardableResult
    public func addTextView(
        _ name: String, view existing: UITextView? = nil, _ configure: (UITextView) -> Void = { _ in }
    ) -> UITextView {
        precondition(fields[name] == nil, "KeyboardSession.addTextView: an input named \(name) already exists")
        let width = configuration.device.portraitSize.width
        let frame = CGRect(x: 16, y: nextInputY, width: width - 32, height: 120)
        let view = existing ?? UITextView(frame: frame)
        configure(view)
        if let d = view.delegate { retained.append(d) } else { screen.attach(.accept, to: view) }
        place(view, field: view.editor, name: name, frame: frame)
        return view
    }

    /// Puts a text view or search bar on the window below the inputs so far (or names it where the app put it) and
    /// names its editing field.
    private func place(_ owner: UIView, field: UITextField, name: String, frame: CGRect) {
        if owner.frame == .zero { owner.frame = frame }
        if owner.superview == nil {
            addedTallInput(height: owner.frame.height)
            screen.add(owner, name: name)
        } else {
            owner.accessibilityIdentifier = name
        }
        fields[name] = field
        fieldNames.append(name)
    }

    /// Adds a search bar named `name`, configured by the closure (set its delegate there). Its return key is
    /// Search (`searchBarSearchButtonClicked(_:)`), disabled while the bar is empty, as UIKit's defaults are. Pass
    /// `bar:` to add the app's own search bar.
    @discardableResult
    public func addSearchBar(
        _ name: String, bar existing: UISearchBar? = nil, _ configure: (UISearchBar) -> Void = { _ in }
    ) -> UISearchBar {
        precondition(fields[name] == nil, "KeyboardSession.addSearchBar: an input named \(name) already exists")
        let frame = CGRect(x: 0, y: nextInputY, width: configuration.device.portraitSize.width, height: 56)
        let bar = existing ?? UISearchBar(frame: frame)
        configure(bar)
        if let d = bar.delegate { retained.append(d) } else { screen.attach(.accept, to: bar) }
        place(bar, field: bar.searchTextField, name: name, frame: frame)
        return bar
    }

    /// Adds a view of the app's own that adopts `UIKeyInput` (a PIN view, a tag field, an editor on its own text
    /// engine) under `name`: the user's verbs (`tap`, `type`, `backspace`, `keys`, `return` …) drive it through
    /// `insertText(_:)`, `deleteBackward()` and, when it adopts `UITextInput`, its marked-text and range methods,
    /// each call recorded as a `delegate` event under the protocol method's name (docs/responders.md). The
    /// keyboard comes from the view's traits (UIKit's defaults for those it does not implement).
    ///
    /// Checks on the text (`expect(name, text:)`, the fuzzer's properties) read a `UITextInput` view through
    /// `text(in:)`; for a `UIKeyInput`-only view give `text`, which reads the view's text as the app keeps it
    /// (without it, kbsim follows what the keyboard sent, emptied when `hasText` answers false). A view already
    /// in a window stays where it is.
    ///
    /// ```swift
    /// let pin = session.addResponder("pin", PinCodeView(), text: { $0.code })
    /// try session.tap("pin")
    /// try session.type("123456")
    /// ```
    @discardableResult
    public func addResponder<View: UIView & UIKeyInput>(
        _ name: String, _ view: View,
        text: (@MainActor (View) -> String)? = nil
    ) -> View {
        precondition(fields[name] == nil, "KeyboardSession.addResponder: an input named \(name) already exists")
        let width = configuration.device.portraitSize.width
        let frame = CGRect(x: 16, y: nextInputY, width: width - 32, height: max(34, view.frame.height))
        let editor = ResponderEditor.of(view)
        if let text { editor.textSource = { [unowned view] in text(view) } }
        place(view, field: editor, name: name, frame: frame)
        return view
    }

    /// Puts a view of the app's own that adopts `UIKeyInput` in `window` (when it is in no window yet) and returns
    /// the one field kbsim drives it through, for a view factory (`ScenarioRegistry.register(view:_:)`,
    /// `FuzzTarget.view`): the field takes the name the script gives, and checks on its text read the view (through
    /// `text` for a `UIKeyInput`-only view; docs/responders.md).
    public static func install<View: UIView & UIKeyInput>(
        _ view: View, in window: UIView,
        text: (@MainActor (View) -> String)? = nil
    ) -> [UITextField] {
        if view.frame == .zero {
            view.frame = CGRect(x: 16, y: 100, width: max(0, window.bounds.width - 32), height: 44)
        }
        if view.window == nil { window.addSubview(view) }
        let editor = ResponderEditor.of(view)
        if let text { editor.textSource = { [unowned view] in text(view) } }
        return [editor]
    }

    /// The view of the app's own added as `name` by ``addResponder(_:_:text:)``; throws when `name` is not one.
    public func responder(_ name: String) throws -> UIView {
        guard let f = try field(name) as? ResponderEditor, let view = f.owner else {
            throw SimulationError(.unknownField(name, known: fieldNames))
        }
        return view
    }

    /// The text view named `name`; throws when there is none.
    public func textView(_ name: String) throws -> UITextView {
        guard let view = try field(name).owner as? UITextView else {
            throw SimulationError(.unknownField(name, known: fieldNames))
        }
        return view
    }

    /// The search bar named `name`; throws when there is none.
    public func searchBar(_ name: String) throws -> UISearchBar {
        guard let bar = try field(name).owner as? UISearchBar else {
            throw SimulationError(.unknownField(name, known: fieldNames))
        }
        return bar
    }

    /// Taps the Cancel button of the search bar named `name` (`searchBarCancelButtonClicked(_:)` while it shows).
    public func tapCancel(_ name: String) throws {
        let bar = try searchBar(name)
        action { screen.tapCancelButton(of: bar) }
    }

    /// The field named `name`; throws naming the fields there are.
    public func field(_ name: String) throws -> UITextField {
        if fields[name] == nil, let pending = pendingInputs[name] {
            guard pending.find() else {
                throw SimulationError(.notOnScreen(action: name, reason: KeyboardSession.notShown(pending.lookup)))
            }
            pendingInputs[name] = nil
        }
        guard let f = fields[name] else {
            throw SimulationError(.unknownField(name, known: fieldNames))
        }
        return f
    }

    /// Records a `state` event for the input named `name`, or for every input in the order they were added when
    /// `name` is nil: what the `state` step and `kbsim edit` do. Only a name can fail (one the session does not
    /// know, or an input a shown screen has not put on screen yet), through ``field(_:)``'s error.
    func recordStates(of name: String?) throws {
        guard let name else { return recordEveryState() }
        screen.recordState(of: try field(name))
    }

    /// Records a `state` event for every input, in the order they were added: the end of a transcript
    /// (``finishTranscript()``) and `state` without a name. Every name in ``fieldNames`` names an input, so this
    /// cannot fail.
    func recordEveryState() {
        for name in fieldNames { if let f = fields[name] { screen.recordState(of: f) } }
    }

    /// Makes `delegate` the field's delegate and keeps it alive for the session.
    public func attach(_ delegate: any UITextFieldDelegate, to field: UITextField) {
        retained.append(delegate)
        field.delegate = delegate
    }

    /// Attaches a delegate to the field named `name`.
    public func attach(_ delegate: any UITextFieldDelegate, to name: String) throws {
        attach(delegate, to: try field(name))
    }

    /// Makes `delegate` the text view's delegate and keeps it alive for the session (UIKit holds it weakly), as
    /// `attach(_:to:)-(any UITextFieldDelegate,UITextField)` does for a field.
    ///
    /// ```swift
    /// session.attach(NoNewlineDelegate(), to: try session.textView("notes"))
    /// ```
    public func attach(_ delegate: any UITextViewDelegate, to textView: UITextView) {
        retained.append(delegate)
        textView.delegate = delegate
    }

    /// Attaches a delegate to the text view named `name`; throws when `name` is not a text view. (A separate
    /// label from the field's `attach(_:to:)`, so that a controller that is both kinds of delegate is not
    /// ambiguous.)
    public func attach(textViewDelegate delegate: any UITextViewDelegate, to name: String) throws {
        attach(delegate, to: try textView(name))
    }

    /// Attaches a built-in delegate (`max-length:4` …) to the field named `name`.
    public func attach(_ builtin: BuiltinDelegate, to name: String) throws {
        screen.attach(builtin, to: try field(name))
    }

    /// Keeps an object alive as long as the session (an observer, a formatter …).
    public func retain(_ object: AnyObject) { retained.append(object) }

    // MARK: The user's verbs

    func action<T>(_ body: () throws -> T) rethrows -> T {
        lastActionSeq = screen.transcript.nextSeq
        return try body()
    }

    /// Taps a field: it becomes first responder with the whole lifecycle.
    @discardableResult public func tap(_ name: String) throws -> Bool {
        let f = try field(name); return try action { try screen.tap(f) }
    }
    /// Types text as a person would on the keyboard in use (newline taps return; Chinese text through pinyin).
    public func type(_ text: String) throws { try action { try screen.type(text) } }
    /// Presses raw keys: `"nihao{space}"`, `"{BackSpace}"`, `"{Shift+Left}"` (see `ScreenKey`).
    public func keys(_ keys: String) throws {
        let parsed: [ScreenKey]
        do { parsed = try ScreenKey.parse(keys) } catch {
            throw SimulationError(.badKeys(keys, offset: error.offset, reason: error.message))
        }
        try action { try screen.press(parsed) }
    }
    /// Presses raw keys.
    public func keys(_ keys: [ScreenKey]) throws { try action { try screen.press(keys) } }
    /// Presses delete `count` times.
    public func backspace(_ count: Int = 1) throws { try action { try screen.backspace(count) } }
    /// Selects a UTF-16 range.
    public func select(_ location: Int, _ length: Int) throws {
        try action { try screen.select(NSRange(location: location, length: length)) }
    }
    /// Puts the caret at a UTF-16 offset.
    public func caret(_ offset: Int) throws { try action { try screen.moveCaret(to: offset) } }
    /// Pastes `text` (placed on the pasteboard first) or the pasteboard's text.
    public func paste(_ text: String? = nil) throws { try action { try screen.paste(text) } }
    /// Cuts the selection to the pasteboard (the edit menu's Cut).
    public func cut() throws { try action { try screen.cut() } }
    /// Undo (shake, ⌘Z, the three-finger swipe): throws `SimulationError` with `appCrashes` where iOS would
    /// raise NSRangeException (docs/system-insertions.md).
    public func undo() throws { try action { try screen.undo() } }
    /// One-time-code AutoFill: the user taps the code in the QuickType bar (only `.oneTimeCode` fields get it).
    public func autofillCode(_ code: String, delivery: IOSProfile.OneTimeCodeDelivery? = nil) throws {
        try action { try screen.autofillCode(code, delivery: delivery) }
    }
    /// Password AutoFill: a strong password (`password`, or a generated one) in a `.newPassword` field, the second
    /// `.newPassword` field filled with no delegate call; a saved login's `password` in a `.password` field
    /// (docs/system-insertions.md, "Password AutoFill").
    public func autofillPassword(_ password: String? = nil) throws {
        try action { try screen.autofillPassword(password) }
    }
    /// "Choose My Own Password": the strong password's fields are cleared with no delegate call and no change event;
    /// only key-value observers of `text` see it.
    public func chooseOwnPassword() throws { try action { try screen.chooseOwnPassword() } }
    /// Contact AutoFill: `value` from the user's contact card into an empty field of `kind`'s content type, the
    /// profile's placeholder asked first (docs/system-insertions.md, "Contact AutoFill").
    public func autofillContact(_ kind: ContactAutoFillKind, _ value: String) throws {
        try action { try screen.autofillContact(kind, value) }
    }
    /// A QuickType pick: `word` and a space replace the word before the caret.
    public func suggest(_ word: String, call: IOSProfile.QuickTypeDelegateCall? = nil) throws {
        try action { try screen.suggest(word, call: call) }
    }
    /// The keyboard offers `correction` for `word`, the word before the caret; the next space or punctuation, Return,
    /// or leaving the field accepts it (docs/system-insertions.md, "Autocorrect").
    public func autocorrect(_ word: String, to correction: String) throws {
        try action { try screen.offerCorrection(word, correction) }
    }
    /// After a pinyin commit, taps association candidate `index` (`Screen/associationCandidates`): inserted with no
    /// delegate call.
    public func association(_ index: Int) throws { try action { try screen.pickAssociation(index) } }
    /// A text-replacement shortcut just before the caret expands (no delegate call, no change events).
    public func textReplacement(_ shortcut: String, _ expansion: String) throws {
        try action { try screen.textReplacement(shortcut, expansion) }
    }
    /// Dictation: `.start` puts the U+FFFC placeholder in the text, `.result(words)` (starting first when not
    /// listening) replaces it with the words, `.stop` removes it (docs/system-insertions.md, "Dictation").
    public func dictate(_ what: DictationAction) throws { try action { try screen.dictate(what) } }
    /// Dictates `words` (listening starts, then the result replaces the placeholder).
    public func dictate(_ words: String) throws { try dictate(.result(words)) }
    /// Drops `text` dragged from elsewhere at UTF-16 offset `location` (default: over the selection): one delegate
    /// call, as for a paste, but not through `paste(_:)` (docs/system-insertions.md, "Drop").
    public func drop(_ text: String, at location: Int? = nil) throws {
        try action { try screen.drop(text, at: location) }
    }
    /// The keyboard shows an iOS 17 inline prediction: `gray` as marked text after the caret, no delegate call
    /// (docs/system-insertions.md, "Inline predictions"). A typed space accepts it; other keys take it back.
    public func inlinePredict(_ gray: String) throws { try action { try screen.inlinePredict(gray) } }
    /// Redo (shake, ⇧⌘Z, the three-finger swipe).
    public func redo() throws { try action { try screen.redo() } }
    /// Copies the selection to the pasteboard (the edit menu's Copy).
    public func copy() throws { try action { try screen.copy() } }
    /// Taps the clear button of the named field (default: the editing one).
    public func clear(_ name: String? = nil) throws {
        let f = try name.map(field)
        try action { try screen.tapClearButton(f) }
    }
    /// Taps the keyboard's return key.
    public func tapReturn() throws { try action { try screen.tapReturn() } }
    /// Picks candidate `index` (0-based) of the composition.
    public func candidate(_ index: Int) throws { try action { try screen.pickCandidate(index) } }
    /// App code sets a field's text.
    public func setText(_ name: String, _ text: String) throws {
        let f = try field(name); action { screen.setText(text, of: f) }
    }
    /// App code resigns the field; returns whether it did (the delegate may refuse).
    @discardableResult public func resign(_ name: String) throws -> Bool {
        let f = try field(name); return action { screen.resign(f) }
    }
    /// `endEditing(_:)` on the window.
    @discardableResult public func endEditing(force: Bool) -> Bool { action { screen.endEditing(force: force) } }
    /// Rotates the device.
    public func rotate(_ orientation: Orientation) { action { screen.rotate(to: orientation) } }

    // MARK: Keyboards and input methods

    /// Switches to a hardware keyboard with a layout from xkb-data (compiled once per set of resources when the
    /// session shares them, as the fuzzer's sessions do).
    public func useHardwareKeyboard(layout: String, variant: String = "", options: String = "") throws {
        if let kb = resources?.hardwareKeyboard(
            layout: layout, variant: variant, options: options, locale: composeLocale)
        {
            action { screen.useHardwareKeyboard(kb) }
            return
        }
        let kb: HardwareKeyboard
        do {
            kb = try HardwareKeyboard(layout: layout, variant: variant, options: options, locale: composeLocale)
        } catch {
            throw SimulationError(
                .hardwareKeyboardUnavailable(
                    spec: "layout=\(layout)\(variant.isEmpty ? "" : " variant=\(variant)")", reason: "\(error)"),
                keymapErrorKind: (error as? KeymapError)?.kind)
        }
        action { screen.useHardwareKeyboard(kb) }
    }
    /// Switches to a hardware keyboard from a keymap file.
    public func useHardwareKeyboard(keymapFile: String) throws {
        let kb: HardwareKeyboard
        do { kb = try HardwareKeyboard(keymapFile: keymapFile, locale: composeLocale) } catch {
            throw SimulationError(
                .hardwareKeyboardUnavailable(spec: "keymap=\"\(keymapFile)\"", reason: "\(error)"),
                keymapErrorKind: (error as? KeymapError)?.kind)
        }
        action { screen.useHardwareKeyboard(kb) }
    }
    /// Back to the software keyboards.
    public func useSoftwareKeyboard() { action { screen.useHardwareKeyboard(nil) } }
    /// Switches the pinyin input method on (the dictionary is loaded once per process).
    public func usePinyin(
        dictionary: String? = nil, separator: PinyinPreeditSeparator = .sixPerEmSpace,
        layout: PhoneticInputMethod.Layout = .full
    ) throws {
        if let ime = try resources?.pinyin(dictionary: dictionary, separator: separator, layout: layout) {
            action { screen.useInputMethod(ime) }
            return
        }
        let ime = try Harness.pinyinInputMethod(dictionary: dictionary, separator: separator, layout: layout)
        action { screen.useInputMethod(ime) }
    }
    /// Switches the Korean 2-set keyboard on (docs/input-methods.md). It loads no data, so unlike the other
    /// input methods it cannot fail and does not throw.
    public func useKorean() { action { screen.useInputMethod(KoreanInputMethod()) } }
    /// Switches a code-table keyboard on: Cangjie, Stroke or Wubi (its Rime table loaded once per process;
    /// docs/input-methods.md).
    public func useTableInputMethod(_ scheme: TableScheme) throws {
        let table = try Harness.codeTable(scheme)
        action { screen.useInputMethod(TableInputMethod(scheme: scheme, table: table)) }
    }
    /// Switches the Japanese keyboard on: Romaji (QWERTY) or kana, converting over the SKK dictionary (loaded once
    /// per process; docs/input-methods.md).
    public func useJapanese(
        layout: JapaneseInputMethod.Layout = .romaji,
        kanaTyping: JapaneseInputMethod.KanaTyping = .flick
    ) throws {
        let converter = try Harness.japaneseConverter()
        action {
            screen.useInputMethod(JapaneseInputMethod(converter: converter, layout: layout, kanaTyping: kanaTyping))
        }
    }
    /// Switches the Cangjie keyboard on.
    public func useCangjie() throws { try useTableInputMethod(.cangjie) }
    /// Switches a phonetic keyboard converted like pinyin on: Zhuyin or Cantonese phonetic (its Rime data loaded
    /// once per process; docs/input-methods.md). `separator` is drawn between syllables in the marked text (nil:
    /// the keyboard's default, `PhoneticScheme/separator`).
    public func usePhoneticInputMethod(_ scheme: PhoneticScheme, separator: PinyinPreeditSeparator? = nil) throws {
        var ime = try Harness.phoneticInputMethod(scheme)
        if let separator { ime = ime.separated(by: separator) }
        action { screen.useInputMethod(ime) }
    }
    /// Switches the Zhuyin (注音) keyboard on.
    public func useZhuyin() throws { try usePhoneticInputMethod(.zhuyin) }
    /// Switches the Cantonese phonetic (粵拼) keyboard on.
    public func useCantonese() throws { try usePhoneticInputMethod(.cantonese) }
    /// Switches the input method off.
    public func useNoInputMethod() { action { screen.useInputMethod(nil) } }

    var composeLocale: String {
        guard let l = configuration.locale else { return "en_US.UTF-8" }
        return l.contains(".") ? l : l + ".UTF-8"
    }

    // MARK: The transcript

    /// Every event so far.
    public var events: [TranscriptEvent] { screen.transcript.events }
    /// The events of the last action.
    public var lastActionEvents: [TranscriptEvent] { Array(events[lastActionStart...]) }

    /// Events filtered by kind, field, name (delegate method, notification name, control event …) and scope.
    public func events(
        kind: String? = nil, field: String? = nil, name: String? = nil,
        in scope: EventScope = .session
    ) -> [TranscriptEvent] {
        let pool = scope == .session ? events : lastActionEvents
        return pool.filter { e in
            if let kind, e.kind != kind { return false }
            guard field != nil || name != nil else { return true }
            let json = e.json
            if let field, json["field"]?.plain != field { return false }
            if let name {
                guard let key = TranscriptEventName.key(forKind: e.kind), let actual = json[key]?.plain,
                    TranscriptEventName.matches(name, actual)
                else { return false }
            }
            return true
        }
    }

    /// The delegate calls of a method (optionally of one field), in order.
    public func delegateCalls(_ method: DelegateMethod? = nil, field: String? = nil) -> [DelegateCall] {
        screen.transcript.delegateCalls(method, field: field)
    }

    /// The last `count` events as text lines (what failure messages show).
    public func recentEventLines(_ count: Int? = nil) -> [String] {
        events.suffix(count ?? failureContext).map(TranscriptFormatter.textLine)
    }
}
