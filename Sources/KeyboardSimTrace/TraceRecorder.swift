import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimRender
/// Collects a ``Trace`` while a session runs: every event as it becomes final, and with it the screen it refers to
/// (each named field's text, selection and marked range; the keyboard's frame, plane and picture). It only reads
/// the screen: a traced session does what an untraced one does.
///
/// An event is seen when the transcript hands it on: a key tap before the edit it makes, a delegate call once it
/// has returned (before UIKit applies the change it allowed, so a `shouldChangeCharacters` call shows the text its
/// range refers to), a notification after the change. Events a delegate call causes while it runs are seen when
/// it returns, with the screen at that moment.
///
/// ```swift
/// let recorder = TraceRecorder()
/// recorder.attach(to: session.screen)
/// try session.tap("name")
/// try TraceWriter.write(recorder.trace(title: "name field"), to: "trace.html")
/// ```
@MainActor public final class TraceRecorder {
    /// The most field text the states keep, in UTF-8 bytes (whole texts and inserted text): a bound on memory for
    /// absurd sessions only, since a state keeps a field's text as an edit of the state before (and whole only now and
    /// then, see `capture(_:)`), so the texts kept grow linearly with the session. Past it the events are still
    /// kept, their screens are not (the page says from which event).
    public static let maximumStateText = 1 << 30

    /// The events recorded, in order.
    public private(set) var events: [TranscriptEvent] = []
    private var stateOfEvent: [Int] = []
    private var states: [TraceScreenState] = []
    private var stateText = 0
    private var statesStoppedAt: Int?
    /// The fields of the last state kept, in its order: which field each is, and its text's version then.
    private var seen: [SeenField] = []
    /// What the states kept since the last full one cost (see ``capture(_:)``).
    private var changesCost = 0
    private var keyboards: [String] = []
    private var pictureIndex: [PictureKey: Int] = [:]
    /// What a keyboard picture depends on: one picture per distinct look.
    private struct PictureKey: Hashable {
        var keyboard: String, plane: String, locked: Bool, appearance: String, returnKey: String, returnDisabled: Bool
        var device: String
    }
    /// Keyboards compiled for drawing a plane the screen's own keyboard no longer shows (never the screen's).
    private var drawingKeyboards: [String: XKBSoftwareKeyboard?] = [:]
    private var steps: [TraceStep] = []
    private var failures: [TraceFailure] = []
    private var lastHardware = ""
    /// The field the software keyboard was last shown for: the keyboard stays up a moment after editing ends.
    private weak var lastField: UITextField?
    private weak var screen: Screen?

    /// An empty recorder; ``attach(to:)`` starts the recording.
    public init() {}

    /// Starts recording a screen's events: the transcript's sink is wrapped, so a sink set before still gets each
    /// event (set one after, and call this again).
    public func attach(to screen: Screen) {
        self.screen = screen
        let previous = screen.transcript.sink
        screen.transcript.sink = { [self] event in
            capture(event)
            previous?(event)
        }
        // Events recorded before attaching (the session event) are taken as they are.
        for e in screen.transcript.events where e.seq >= nextSeq { capture(e) }
    }

    /// The `seq` the next event will have.
    public var nextSeq: Int { events.last.map { $0.seq + 1 } ?? 0 }

    /// A step begins: its events are those recorded from now until the next step.
    public func beginStep(line: Int?, source: String) {
        steps.append(TraceStep(line: line, source: source, seq: nextSeq))
    }

    /// A check failed (or a step could not run) after the events so far.
    public func recordFailure(
        kind: String, location: String, line: Int?, check: String, expected: String, actual: String
    ) {
        failures.append(
            TraceFailure(
                kind: kind, location: location, line: line, check: check, expected: expected,
                actual: actual, seq: max(0, nextSeq - 1)))
    }

    /// The trace so far.
    public func trace(title: String, check: TraceCheck? = nil, fuzz: TraceFuzzFinding? = nil) -> Trace {
        var notes: [String] = []
        if let stop = statesStoppedAt {
            notes.append(
                "The screen is not kept from event #\(stop) on: the fields' texts reached \(Self.maximumStateText >> 20) MiB."
            )
        }
        return Trace(
            title: title, events: events, stateOfEvent: stateOfEvent, states: states, keyboards: keyboards,
            steps: steps, failures: failures, check: check, fuzz: fuzz, notes: notes)
    }

    // MARK: Capturing

    /// A field as the last state kept saw it.
    private struct SeenField {
        weak var field: UITextField?
        var version: Int
        /// A view of the app's own: its text as read then (kbsim keeps no log of the view's edits).
        var viewText: String?
    }

    /// A field of the screen now: the field (a view of the app's own: its stand-in) and, for a view of the app's
    /// own, the text read from it.
    @MainActor private struct ShownField {
        let field: UITextField
        let viewText: String?
        var count: Int { viewText?.utf16.count ?? field.storage.count }
        var wholeText: String { viewText ?? field.currentText }
        func same(as seen: SeenField) -> Bool {
            viewText.map { $0 == seen.viewText } ?? (seen.viewText == nil && seen.version == field.storage.version)
        }
    }

    /// Keeps the event, and the screen at it unless it is the screen of the event before. A field's text is kept as
    /// the edit since the last state (from the field's log of recent edits, without reading the whole text), so a
    /// state costs what changed; a state is kept full (every text whole, where the page starts replaying) when the
    /// fields are not those of the state before, or when the states since the last full one cost as much as a full
    /// one would: the full states then cost about what the others do, and replaying reaches a state of one field
    /// through fewer than 1 + (its text's length / 96) states of edits.
    func capture(_ event: TranscriptEvent) {
        guard event.seq >= nextSeq else { return }  // taken when attaching
        events.append(event)
        if case .key(let k) = event.payload, k.keyboard.hasPrefix("hardware") { lastHardware = k.keyboard }
        guard statesStoppedAt == nil, let screen else { stateOfEvent.append(-1); return }
        let (now, views) = screenState(of: screen, at: event)
        let sameFields =
            !states.isEmpty && seen.count == views.count
            && zip(seen, views).allSatisfy { $0.field != nil && $0.field === $1.field }
        if sameFields, let last = states.last, last.width == now.width, last.height == now.height,
            last.keyboard == now.keyboard,
            zip(seen, views).allSatisfy({ $1.same(as: $0) }),
            zip(last.fields, now.fields).allSatisfy({ Self.sameExceptText($0, $1) })
        {
            stateOfEvent.append(states.count - 1)
            return
        }
        var state = now
        var cost = 64
        if sameFields {
            for (n, view) in views.enumerated() {
                state.fields[n].text =
                    view.viewText.map { Self.change(from: seen[n].viewText ?? "", to: $0) }
                    ?? Self.change(of: view.field, since: seen[n].version)
                cost += 32 + Self.size(of: state.fields[n].text)
            }
        }
        let fullCost = views.reduce(64) { $0 + 32 + $1.count }
        if !sameFields || changesCost + cost >= fullCost {
            for (n, view) in views.enumerated() { state.fields[n].text = .whole(view.wholeText) }
            state.full = true
            changesCost = 0
        } else {
            changesCost += cost
        }
        let bytes = state.fields.reduce(0) { $0 + Self.size(of: $1.text) }
        if stateText + bytes > Self.maximumStateText {
            statesStoppedAt = event.seq
            stateOfEvent.append(-1)
            return
        }
        stateText += bytes
        seen = views.map { SeenField(field: $0.field, version: $0.field.storage.version, viewText: $0.viewText) }
        states.append(state)
        stateOfEvent.append(states.count - 1)
    }

    /// Whether two fields are alike but for their texts.
    private static func sameExceptText(_ a: TraceField, _ b: TraceField) -> Bool {
        a.name == b.name && a.selection == b.selection && a.marked == b.marked && a.editing == b.editing
            && a.secure == b.secure && a.placeholder == b.placeholder && a.frame == b.frame
    }

    /// The size of a kept text in UTF-8 bytes (at most 3 per UTF-16 unit; only whole texts are measured exactly).
    private static func size(of text: TraceText) -> Int {
        switch text {
        case .whole(let t): t.utf8.count
        case .unchanged: 0
        case .edit(_, _, let inserted): inserted.utf8.count
        }
    }

    /// How a view's text changed from `old` to `new`: one edit between their common start and end (in UTF-16 units,
    /// neither end splitting a surrogate pair).
    private static func change(from old: String, to new: String) -> TraceText {
        if old == new { return .unchanged }
        let a = Array(old.utf16), b = Array(new.utf16)
        var start = 0
        while start < a.count && start < b.count && a[start] == b[start] { start += 1 }
        var endA = a.count, endB = b.count
        while endA > start && endB > start && a[endA - 1] == b[endB - 1] { endA -= 1; endB -= 1 }
        while start > 0 && UTF16.isLeadSurrogate(b[start - 1]) { start -= 1 }
        while endB < b.count && UTF16.isTrailSurrogate(b[endB]) { endA += 1; endB += 1 }
        return .edit(at: start, deleted: endA - start, inserted: String(decoding: b[start..<endB], as: UTF16.self))
    }

    /// How a field's text changed since `version`: one edit covering the edits since, widened so that neither end
    /// splits a surrogate pair (the pieces then decode as the whole text does); whole when the field's log no longer
    /// reaches back to `version`.
    private static func change(of field: UITextField, since version: Int) -> TraceText {
        let storage = field.storage
        guard let e = storage.recentEdits.change(since: version, current: storage.version) else {
            return .whole(field.currentText)
        }
        if e.deleted == 0 && e.inserted == 0 { return .unchanged }
        let units = storage.units
        var start = e.location, end = e.location + e.inserted, oldEnd = e.location + e.deleted
        while start > 0 && UTF16.isLeadSurrogate(units[start - 1]) { start -= 1 }
        while end < units.count && UTF16.isTrailSurrogate(units[end]) { end += 1; oldEnd += 1 }
        return .edit(at: start, deleted: oldEnd - start, inserted: String(decoding: units[start..<end], as: UTF16.self))
    }

    /// The screen now, each field's text left `.unchanged` (``capture(_:)`` fills it in), and the fields themselves.
    private func screenState(of screen: Screen, at event: TranscriptEvent) -> (TraceScreenState, [ShownField]) {
        var fields: [TraceField] = []
        var views: [ShownField] = []
        // The named text fields of the window, front to back in view-tree order, and the named views of the app's
        // own that adopt UIKeyInput: their text, caret and marked range read from the view as the keyboard reads
        // them (through UITextInput, else the harness's closure or what the keyboard sent; docs/responders.md).
        var stack: [UIView] = [screen.window]
        while let view = stack.popLast() {
            if let f = view as? UITextField, let name = f.accessibilityIdentifier {
                f.keepEditLog()
                fields.append(
                    TraceField(
                        name: name, text: .unchanged, selection: f.storage.selection,
                        marked: f.storage.marked, editing: f.isEditing, secure: f.isSecureTextEntry,
                        placeholder: f.placeholder, frame: f.convert(f.bounds, to: nil)))
                views.append(ShownField(field: f, viewText: nil))
            } else if let e = view.keyInputEditor, let name = e.accessibilityIdentifier {
                let now = e.viewState
                fields.append(
                    TraceField(
                        name: name, text: .unchanged, selection: now.selection, marked: now.marked,
                        editing: e.isEditing, secure: e.isSecureTextEntry, placeholder: nil,
                        frame: view.convert(view.bounds, to: nil)))
                views.append(ShownField(field: e, viewText: now.text))
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        let size = screen.uiScreen.bounds.size
        return (
            TraceScreenState(
                width: Double(size.width), height: Double(size.height), fields: fields,
                keyboard: keyboardState(of: screen, at: event), full: false), views
        )
    }

    private func keyboardState(of screen: Screen, at event: TranscriptEvent) -> TraceKeyboard {
        let controller = screen.keyboard!
        if let responder = screen.firstResponder { lastField = responder }
        let field = screen.firstResponder ?? (controller.isVisible ? lastField : nil)
        var name = "", plane = ""
        if case .key(let k) = event.payload {
            // The key's own keyboard and plane: the keyboard may have moved on by the time the tap is seen.
            name = k.keyboard
            plane = k.plane ?? ""
        } else if screen.hardwareKeyboard != nil {
            name = lastHardware.isEmpty ? "hardware" : lastHardware
        } else if let field {
            name = screen.inputMethodApplies(to: field)?.keyboardName ?? screen.softwareKeyboardName(for: field)
            plane = screen.softwareKeyboards[name]?.plane ?? ""
        }
        var picture: Int?
        if controller.isVisible, !name.isEmpty, !name.hasPrefix("hardware"), name != "emoji" {
            picture = self.picture(of: screen, keyboard: name, plane: &plane, field: field)
        }
        return TraceKeyboard(
            visible: controller.isVisible, frame: controller.frame, name: name, plane: plane, picture: picture)
    }

    /// The picture of a software keyboard on a plane, drawn once per look (plane, shift lock, the field's traits).
    private func picture(of screen: Screen, keyboard name: String, plane: inout String, field: UITextField?) -> Int? {
        var options = KeyboardRenderOptions()
        options.device = screen.device
        if let field {
            options.appearance = field.keyboardAppearance
            options.returnKeyType = field.returnKeyType
            options.enablesReturnKeyAutomatically = field.enablesReturnKeyAutomatically
            // The keyboard's view of the text: a paste does not enable a disabled return key (docs/contested-rules.md).
            options.textIsEmpty = field.storage.count == 0 || screen.returnKeyStaysDisabledAfterPaste(for: field)
        }
        // The screen's keyboard when it shows the plane (its shift and caps lock as they are), else a fresh state of
        // the plane from a keyboard of our own.
        let live = screen.softwareKeyboards[name]
        if plane.isEmpty { plane = live?.plane ?? drawingKeyboard(name, screen: screen)?.plane ?? "" }
        var locked = false
        if let live, live.plane == plane {
            locked =
                live.state.isModifierActive("Shift", in: .locked) || live.state.isModifierActive("Lock", in: .locked)
        }
        let key = PictureKey(
            keyboard: name, plane: plane, locked: locked, appearance: options.appearance.name,
            returnKey: options.returnKeyType.name, returnDisabled: options.returnKeyIsDisabled,
            device: screen.device.name)
        if let index = pictureIndex[key] { return index >= 0 ? index : nil }
        var drawn: XKBState?
        if let live, live.plane == plane {
            drawn = live.state
        } else if let kb = drawingKeyboard(name, screen: screen) {
            drawn = try? KeyboardRenderer.state(of: kb.keymap, plane: plane, layout: kb.state.layoutIndex(.locked))
        }
        guard let drawn else {
            pictureIndex[key] = -1
            return nil
        }
        let index = keyboards.count
        // Shown inline in HTML, where an SVG element needs no namespace declaration.
        let svg = KeyboardRenderer.svg(state: drawn, type: name, options: options)
        keyboards.append(svg.replacingOccurrences(of: " xmlns=\"http://www.w3.org/2000/svg\"", with: ""))
        pictureIndex[key] = index
        return index
    }

    /// A keyboard of our own for drawing planes (compiled once; nil for a name that is no software keyboard).
    private func drawingKeyboard(_ name: String, screen: Screen) -> XKBSoftwareKeyboard? {
        if let kb = drawingKeyboards[name] { return kb }
        let kb = try? SoftwareKeymaps.keyboard(type: name, decimalSeparator: screen.decimalSeparator)
        drawingKeyboards[name] = .some(kb)
        return kb
    }
}
