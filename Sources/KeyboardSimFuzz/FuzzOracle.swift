import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
// The built-in oracles, checked while a session runs (docs/fuzzing.md, "Oracles"):
//
// - text-model: a reference model of each field the fuzzer created, updated only by what the delegate accepted
//   (a recording proxy forwards every call), by `textFieldShouldClear` answers, and by app code setting `text`
//   (``FuzzTextField`` reports it); it follows docs/behaviour.md: the secure-field reset, and a delegate that
//   sets `text` and returns true gets the replacement applied to its new text at the original range, clamped.
//   Fields the app built (a class or a view target) are not wrapped and have no model;
// - range, surrogate, backspace-range: every range handed to `shouldChangeCharactersIn` lies inside the text,
//   splits no surrogate pair, and a backspace at a caret reports exactly the character before it;
// - grammar: no keyboard hide without show, no didEnd/TextDidEnd without didBegin/TextDidBegin, no
//   `shouldChangeCharactersIn` while the field is not editing;
// - marked-range, selection: both lie inside the text; ime-marked: the editing field's marked text is the input
//   method's composition, and no other field has marked text.

/// The built-in oracles' names, in the order the summary lists them.
public enum FuzzOracleName: String, CaseIterable, Sendable {
    /// The oracles (docs/fuzzing.md, "Oracles (kbsim's own invariants, after every step)").
    case textModel = "text-model", range, surrogate, backspaceRange = "backspace-range", grammar
    /// More oracles (the same section).
    case markedRange = "marked-range", selection, imeMarked = "ime-marked", determinism, crash

    /// The position in ``allCases`` (the counters' index; a switch, not a hash).
    var index: Int {
        switch self {
        case .textModel: 0
        case .range: 1
        case .surrogate: 2
        case .backspaceRange: 3
        case .grammar: 4
        case .markedRange: 5
        case .selection: 6
        case .imeMarked: 7
        case .determinism: 8
        case .crash: 9
        }
    }
}

/// A text field that tells the fuzzer when app code sets ``text`` (delegates, actions and observers may).
@MainActor final class FuzzTextField: UITextField {
    weak var oracle: FuzzOracle?
    var index = 0
    /// How many times app code set `text`.
    var appTextSets = 0
    /// What an app's model bound to `editingChanged` holds: the text at the last `editingChanged`, at the start
    /// of editing, or as app code last set it (the `model-sync` property).
    var modelText: String?

    override func sendActions(for controlEvents: UIControl.Event) {
        if controlEvents.contains(.editingChanged) || controlEvents.contains(.editingDidBegin) {
            modelText = currentText
        }
        super.sendActions(for: controlEvents)
    }

    // An observer, not a getter/setter pair: reads (delegates read `text` on every call) stay UIKit's own.
    override var text: String? {
        didSet {
            appTextSets &+= 1
            modelText = currentText
            oracle?.appSetText(index, to: currentText)
        }
    }
}

/// Forwards every delegate method to the delegate under test, recording what it accepted into the model.
@MainActor final class FuzzRecordingDelegate: NSObject, UITextFieldDelegate {
    let inner: any UITextFieldDelegate
    unowned let oracle: FuzzOracle
    let index: Int

    init(inner: any UITextFieldDelegate, oracle: FuzzOracle, index: Int) {
        self.inner = inner
        self.oracle = oracle
        self.index = index
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { inner.textFieldShouldBeginEditing(textField) }
    func textFieldDidBeginEditing(_ textField: UITextField) { inner.textFieldDidBeginEditing(textField) }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { inner.textFieldShouldEndEditing(textField) }
    func textFieldDidEndEditing(_ textField: UITextField) { inner.textFieldDidEndEditing(textField) }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        inner.textFieldDidEndEditing(textField, reason: reason)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        observed(textField, range, string) {
            inner.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
        }
    }
    /// iOS 26: forwarded to the delegate's own ranges variant (whose default reaches its single-range method).
    func textField(
        _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String
    ) -> Bool {
        let range = ranges.first?.rangeValue ?? NSRange(location: 0, length: 0)
        return observed(textField, range, string) {
            inner.textField(textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
        }
    }

    private func observed(_ textField: UITextField, _ range: NSRange, _ string: String, _ call: () -> Bool) -> Bool {
        oracle.willAsk(index, textField, range: range, string: string)
        // Read what is needed from one copy of the storage, dropped before the call (a copy alive across it
        // would make the field's next edit copy its text).
        let (version, marked): (Int, NSRange?) = {
            let st = textField.storage; return (st.version, st.marked)
        }()
        // The secure-field reset is armed when editing begins with text and disarmed by any change (app code
        // setting `text` included, docs/behaviour.md): the model takes kbsim's flag as it stands before the call.
        let resetPending = textField.secureResetPending
        // Backspace over marked text edits the composition (setMarkedText), not the field's text as such.
        let composition: Bool
        if case .backspace = oracle.step { composition = marked != nil } else { composition = false }
        // iOS 26 commits a candidate reporting [{end of marked text, 0}] and replaces the marked text
        // (docs/uikit-behavior.md §5).
        var effective: NSRange?
        if let m = marked, m.length > 0, range.length == 0, range.location == m.location + m.length { effective = m }
        let answer = call()
        if answer {
            let setDuringCall = textField.storage.version != version
            // The double insert applies the reported range to the delegate's new text (docs/behaviour.md).
            oracle.accepted(
                index, range: setDuringCall ? range : effective ?? range, string: string,
                textSetDuringCall: setDuringCall, secureReset: resetPending, compositionEdit: composition)
        }
        return answer
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { inner.textFieldDidChangeSelection(textField) }
    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        let answer = inner.textFieldShouldClear(textField)
        if answer { oracle.cleared(index) }
        return answer
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { inner.textFieldShouldReturn(textField) }
}

/// The accept-all delegate used when the set-up attaches none (so that every call is still observed).
@MainActor final class FuzzAcceptDelegate: NSObject, UITextFieldDelegate {}

/// How often each check applied and held, by name: the built-in oracles, then the properties.
public struct FuzzCheckCount: Sendable, Equatable, CustomStringConvertible {
    /// The oracle's or property's name.
    public var name: String
    /// Steps (or calls, for the per-call oracles) the check applied to.
    public var checked: Int
    /// Of those, how many it held on.
    public var held: Int
    /// Whether it never applied: it says nothing about the code fuzzed.
    public var isVacuous: Bool { checked == 0 }
    /// A count of `held` of `checked` applications.
    public init(name: String, checked: Int = 0, held: Int = 0) {
        self.name = name; self.checked = checked; self.held = held
    }
    public var description: String { isVacuous ? "\(name) never applied (vacuous)" : "\(name) \(held)/\(checked)" }
}

/// The reference model and the checks of one run.
@MainActor final class FuzzOracle {
    var model: [[UInt16]] = []
    /// Whether the field is the fuzzer's (a model is kept) and whether its proxy is still the delegate.
    var observed: [Bool] = []
    var names: [String] = []
    var fields: [UITextField] = []
    /// The oracles switched on.
    let enabled: Set<FuzzOracleName>
    /// Counts by ``FuzzOracleName`` raw order.
    var checked: [Int]
    var held: [Int]
    /// The step being performed (backspace ranges are checked against it).
    var step: ScenarioStep = .cut
    /// Whether the step types on a hardware keyboard (a dead key may show marked text without a delegate call).
    var hardwareTyping = false
    /// Per field, the range of a hardware dead key's accent the model accepted as marked text.
    private var deadKeyMarks: [Int: NSRange] = [:]
    /// Whether the profile commits candidates without a delegate call (`ios9`), or has the keyboard write the marked
    /// text itself after asking about the key alone (`key-at-caret`, a kana multi-tap's default), and the input
    /// method is on: the text may then change silently (the model follows the field).
    var silentCommits = false
    /// The first failure (later ones are consequences).
    private(set) var failure: (property: String, message: String, expectation: ScenarioExpectation?, detail: String?)?
    // Grammar state.
    private var keyboardShown = false
    private var delegateBegun: Set<String> = []
    private var notificationBegun: Set<String> = []
    private let modelOn, rangeOn, surrogateOn, backspaceOn, grammarOn, markedOn, selectionOn, imeOn: Bool

    init(enabled: Set<FuzzOracleName>) {
        self.enabled = enabled
        checked = Array(repeating: 0, count: FuzzOracleName.allCases.count)
        held = checked
        modelOn = enabled.contains(.textModel)
        rangeOn = enabled.contains(.range)
        surrogateOn = enabled.contains(.surrogate)
        backspaceOn = enabled.contains(.backspaceRange)
        grammarOn = enabled.contains(.grammar)
        markedOn = enabled.contains(.markedRange)
        selectionOn = enabled.contains(.selection)
        imeOn = enabled.contains(.imeMarked)
    }

    /// A field joined the session; `observed` when the fuzzer created it and wrapped its delegate.
    func add(_ field: UITextField, name: String, observed: Bool) {
        names.append(name)
        fields.append(field)
        model.append(field.storage.units)
        self.observed.append(observed)
    }

    /// Records the first failure; `detail` tells kinds of one oracle's failures apart (part of the location).
    func fail(
        _ property: FuzzOracleName, _ message: String, expectation: ScenarioExpectation? = nil, detail: String? = nil
    ) {
        if failure == nil { failure = (property.rawValue, message, expectation, detail) }
    }

    @inline(__always) private func count(_ o: FuzzOracleName, _ ok: Bool) {
        let i = o.index
        checked[i] += 1
        if ok { held[i] += 1 }
    }

    private func show(_ u: [UInt16]) -> String { ScenarioPrinter.quote(String(decoding: u, as: UTF16.self)) }

    // MARK: Model updates

    func appSetText(_ i: Int, to text: String) {
        guard i < model.count else { return }
        model[i] = Array(text.utf16)
    }

    func cleared(_ i: Int) {
        model[i].removeAll(keepingCapacity: true)
    }

    /// An accepted edit. The secure-field reset applies to insertions and backspaces, not to a composition edit
    /// (backspace over marked text), which still uses the pending reset up, as kbsim does ([U]).
    func accepted(
        _ i: Int, range: NSRange, string: String, textSetDuringCall: Bool, secureReset: Bool,
        compositionEdit: Bool = false
    ) {
        // Edited in place (a copy taken out and put back would copy the units on every edit).
        let n = model[i].count
        if textSetDuringCall {
            // docs/behaviour.md: applied to the delegate's new text at the original range, clamped.
            let loc = min(max(0, range.location), n)
            let end = min(max(loc, range.location + max(0, range.length)), n)
            model[i].replaceSubrange(loc..<end, with: string.utf16)
        } else if secureReset && !compositionEdit {
            model[i] = Array(string.utf16)  // the secure-field reset: the first edit replaces everything
        } else {
            let end = min(range.location + range.length, n)
            let loc = min(range.location, end)
            model[i].replaceSubrange(loc..<end, with: string.utf16)
        }
    }

    /// A hardware dead key shows its accent as marked text over the selection without asking the delegate
    /// (docs/uikit-behavior.md §4): the field is then the model with one range replaced by the marked text.
    private func acceptSilentMark(_ i: Int, _ field: UITextField) {
        if silentCommits { model[i] = field.storage.units; return }
        // The accent goes away as silently when its composition ends without the composed character (the
        // delegate refused it, the keyboard changed).
        if let dead = deadKeyMarks[i], field.storage.marked == nil {
            deadKeyMarks[i] = nil
            var m = model[i]
            if dead.location + dead.length <= m.count {
                m.removeSubrange(dead.location..<(dead.location + dead.length))
                if m == field.storage.units { model[i] = m; return }
            }
        }
        guard hardwareTyping, let mk = field.storage.marked else { return }
        deadKeyMarks[i] = mk
        let f = field.storage.units, m = model[i]
        let suffix = f.count - (mk.location + mk.length)
        guard mk.location <= m.count, suffix >= 0, suffix <= m.count - mk.location,
            f[..<mk.location].elementsEqual(m[..<mk.location]),
            f[(f.count - suffix)...].elementsEqual(m[(m.count - suffix)...])
        else { return }
        model[i] = f
    }

    // MARK: Checks

    func willAsk(_ i: Int, _ field: UITextField, range: NSRange, string: String) {
        guard failure == nil else { return }
        let name = names[i]
        if grammarOn {
            count(.grammar, field.isEditing)
            if !field.isEditing {
                fail(
                    .grammar,
                    "textField(_:shouldChangeCharactersIn:) asked while \(name) is not editing (range [\(range.location),\(range.length)], \(ScenarioPrinter.quote(string)))"
                )
                return
            }
        }
        let storage = field.storage
        let m = storage.units
        if modelOn {
            if m != model[i] { syncKeyboardRewrites() }
            if m != model[i] { acceptSilentMark(i, field) }
            let ok = m == model[i]
            count(.textModel, ok)
            if !ok {
                fail(
                    .textModel, "\(name) holds \(show(m)) but the accepted edits give \(show(model[i]))",
                    expectation: .text(field: name, String(decoding: model[i], as: UTF16.self)))
                return
            }
        }
        // Undo and redo hand the delegate the recorded range, unclamped, as UIKit does: a range outside the text
        // there is the app's finding (the `undo-safe` property), not kbsim's.
        switch step {
        case .undo, .redo: return
        default: break
        }
        let n = m.count
        let inside = range.location >= 0 && range.length >= 0 && range.location + range.length <= n
        if rangeOn {
            count(.range, inside)
            if !inside {
                fail(
                    .range,
                    "range [\(range.location),\(range.length)] handed to the delegate of \(name) lies outside its text \(show(m)) (UTF-16 length \(n))"
                )
                return
            }
        }
        guard inside else { return }
        if surrogateOn {
            var split: Int?
            for o in [range.location, range.location + range.length]
            where o > 0 && o < n
                && UTF16.isTrailSurrogate(m[o]) && UTF16.isLeadSurrogate(m[o - 1])
            { split = o }
            count(.surrogate, split == nil)
            if let o = split {
                fail(
                    .surrogate,
                    "range [\(range.location),\(range.length)] handed to the delegate of \(name) splits a surrogate pair at UTF-16 offset \(o) of \(show(m))"
                )
                return
            }
        }
        if backspaceOn, case .backspace = step, string.isEmpty, storage.marked == nil, storage.selection.length == 0 {
            let caret = storage.selection.location
            var expected = Self.lastCharacterRange(m, endingAt: caret)
            // A caret app code put between the halves of a surrogate pair: the deletion takes the whole scalar.
            if caret > 0 && caret < m.count && UTF16.isLeadSurrogate(m[caret - 1]) && UTF16.isTrailSurrogate(m[caret]) {
                expected.length += 1
            }
            count(.backspaceRange, range == expected)
            if range != expected {
                fail(
                    .backspaceRange,
                    "backspace before UTF-16 offset \(caret) of \(show(m)) reported [\(range.location),\(range.length)]; the composed character sequence there is [\(expected.location),\(expected.length)]",
                    expectation: .event(
                        EventPattern(
                            kind: "delegate", name: "textField",
                            fields: [("field", name), ("range", "\(expected.location),\(expected.length)")])))
            }
        }
    }

    /// The grapheme cluster ending at `caret`, found by Swift's own grapheme breaking (independent of kbsim's).
    /// Texts longer than 512 units are looked at through their last 512 units before the caret.
    static func lastCharacterRange(_ u: [UInt16], endingAt caret: Int) -> NSRange {
        guard caret > 0 else { return NSRange(location: 0, length: 0) }
        // Fast path: two characters below U+0300 (no marks, joiners, surrogates or prepends) never join, except
        // CR LF, so the character before the caret is one unit.
        let last = u[caret - 1]
        if last < 0x300 && (caret == 1 || (u[caret - 2] < 0x300 && !(u[caret - 2] == 0x0D && last == 0x0A))) {
            return NSRange(location: caret - 1, length: 1)
        }
        // Fast path: a window of 32 units is enough unless the cluster found nearly fills it or the window holds
        // regional indicators (flags pair up from the start of their run).
        if caret > 32 {
            let w = u[(caret - 32)..<caret]
            if !w.contains(0xD83C) {
                let len = UTF16Text.string(w).last?.utf16.count ?? 1
                if len < 24 { return NSRange(location: caret - len, length: len) }
            }
        }
        let start = caret > 512 ? caret - 512 : 0
        let s = UTF16Text.string(u[start..<caret])
        let len = s.last?.utf16.count ?? 1
        return NSRange(location: caret - len, length: len)
    }

    /// After each step: the model, the marked range, the selection, the input method's marked text.
    func checkAfterStep(screen: Screen) {
        guard failure == nil else { return }
        for i in fields.indices {
            let f = fields[i]
            let storage = f.storage
            let n = storage.units.count
            if modelOn && observed[i] {
                if storage.units != model[i] { syncKeyboardRewrites() }
                if storage.units != model[i] { acceptSilentMark(i, f) }
                let ok = storage.units == model[i]
                count(.textModel, ok)
                if !ok {
                    fail(
                        .textModel,
                        "\(names[i]) holds \(show(storage.units)) but the accepted edits give \(show(model[i]))",
                        expectation: .text(field: names[i], String(decoding: model[i], as: UTF16.self)))
                    return
                }
            }
            if markedOn {
                var ok = true
                if let m = storage.marked, m.location < 0 || m.length < 0 || m.location + m.length > n { ok = false }
                count(.markedRange, ok)
                if !ok {
                    let m = storage.marked!
                    fail(
                        .markedRange,
                        "\(names[i])'s marked range [\(m.location),\(m.length)] lies outside its text (UTF-16 length \(n))"
                    )
                    return
                }
            }
            if selectionOn {
                let s = storage.selection
                let ok = s.location >= 0 && s.length >= 0 && s.location + s.length <= n
                count(.selection, ok)
                if !ok {
                    fail(
                        .selection,
                        "\(names[i])'s selection [\(s.location),\(s.length)] lies outside its text (UTF-16 length \(n))"
                    )
                    return
                }
            }
            if imeOn, storage.marked != nil { checkMarkedAgainstInputMethod(i, f, screen: screen) }
        }
    }

    /// The field's marked text is the input method's composition: a field shows marked text only while it is
    /// editing and the input method that types into it composes exactly that (or a hardware dead key waits). The
    /// other way round is not required: after an edit the input method was not told of (a paste over the marked
    /// text), kbsim lets it find out on the next key (`inputMethodApplies`), so it may still compose for a moment.
    private func checkMarkedAgainstInputMethod(_ i: Int, _ f: UITextField, screen: Screen) {
        guard let m = f.storage.marked else { return }
        // An inline prediction is marked text no input method composes (docs/system-insertions.md).
        if screen.firstResponder === f, screen.inlinePredictionRange(in: f) == m { count(.imeMarked, true); return }
        let marked = f.storage.text(in: m)
        let editing = screen.firstResponder === f
        var problem: (String, String)?
        if !editing {
            problem = (
                "\(names[i]) shows marked text \(ScenarioPrinter.quote(marked)) but it is not editing", "not editing"
            )
        } else if screen.hardwareKeyboard == nil {
            if let ime = screen.inputMethod, !f.isSecureTextEntry, f.keyboardType != .asciiCapable,
                !f.keyboardType.isNumberPad,
                ime.isComposing, ime.showsMarkedText
            {
                if ime.preedit != marked {
                    problem = (
                        "\(names[i]) shows marked text \(ScenarioPrinter.quote(marked)) but the input method composes \(ScenarioPrinter.quote(ime.preedit))",
                        "other composition"
                    )
                }
            } else {
                problem = (
                    "\(names[i]) shows marked text \(ScenarioPrinter.quote(marked)) but no input method composes for it",
                    "no composition"
                )
            }
        }
        count(.imeMarked, problem == nil)
        if let problem { fail(.imeMarked, problem.0, expectation: .marked(field: names[i], nil), detail: problem.1) }
    }

    /// The transcript's events, in order: the notification and delegate grammar.
    /// The session's transcript, read for keyboard rewrites between delegate calls.
    var transcript: Transcript?
    private var scannedSeq = -1

    /// A keyboard's silent rewrite of what it typed (the Korean keyboard's last syllable) is the keyboard's, not
    /// app code's: the model takes the text as rewritten (the rewrite itself is checked against libhangul by the
    /// tests). Reads the `ime … rewritten` events recorded since the last look.
    private func syncKeyboardRewrites() {
        guard let events = transcript?.events, let last = events.last, last.seq > scannedSeq else { return }
        var k = events.count - 1
        while k > 0 && events[k - 1].seq > scannedSeq { k -= 1 }
        for e in events[k...] {
            if case .ime(let ime) = e.payload, ime.state == .rewritten, let i = names.firstIndex(of: ime.field) {
                model[i] = fields[i].storage.units
            }
            // An inline prediction taken back or accepted, dictation stopped: the text changed with no delegate call.
            if case .user(let u) = e.payload, u.ignored == nil, u.action == .inlinePredict || u.action == .dictate,
                let name = u.field, let i = names.firstIndex(of: name)
            {
                model[i] = fields[i].storage.units
            }
        }
        scannedSeq = last.seq
    }

    /// The step's events, in order (each looked at in place: copying every event cost more than the check).
    func observe(_ events: [TranscriptEvent]) {
        guard grammarOn else { return }
        for i in events.indices {
            switch events[i].payload {
            case .notification, .delegate: observe(events[i])
            default: continue
            }
        }
    }

    func observe(_ event: TranscriptEvent) {
        guard grammarOn, failure == nil else { return }
        switch event.payload {
        case .notification(let n):
            switch n.name {
            case "UIKeyboardWillShowNotification": keyboardShown = true
            case "UIKeyboardWillHideNotification":
                count(.grammar, keyboardShown)
                if !keyboardShown {
                    fail(
                        .grammar,
                        "UIKeyboardWillHideNotification posted while the keyboard was not shown (seq \(event.seq))",
                        expectation: .noEvent(EventPattern(kind: "notification", name: "UIKeyboardWillHide")))
                }
                keyboardShown = false
            case "UITextFieldTextDidBeginEditingNotification", "UITextViewTextDidBeginEditingNotification":
                if let f = n.field {
                    let ok = notificationBegun.insert(f).inserted
                    count(.grammar, ok)
                    if !ok { fail(.grammar, "\(n.name) for \(f) twice without an end (seq \(event.seq))") }
                }
            case "UITextFieldTextDidEndEditingNotification", "UITextViewTextDidEndEditingNotification":
                if let f = n.field {
                    let ok = notificationBegun.remove(f) != nil
                    count(.grammar, ok)
                    if !ok { fail(.grammar, "\(n.name) for \(f) without a begin (seq \(event.seq))") }
                }
            default: break
            }
        case .delegate(let c):
            switch c.method {
            case .didBeginEditing, .textViewDidBeginEditing, .searchBarTextDidBeginEditing:
                let ok = delegateBegun.insert(c.field).inserted
                count(.grammar, ok)
                if !ok { fail(.grammar, "\(c.method.rawValue) for \(c.field) twice without didEnd (seq \(event.seq))") }
            case .didEndEditing, .didEndEditingReason, .textViewDidEndEditing, .searchBarTextDidEndEditing:
                let ok = delegateBegun.remove(c.field) != nil
                count(.grammar, ok)
                if !ok { fail(.grammar, "\(c.method.rawValue) for \(c.field) without didBegin (seq \(event.seq))") }
            default: break
            }
        default: break
        }
    }
}
