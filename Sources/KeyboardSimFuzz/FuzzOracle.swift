import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
// The built-in oracles, checked while a session runs (docs/fuzzing.md, "Oracles"):
//
// - a reference model of each field's text, updated only by what the delegate accepted (through a recording
//   proxy that forwards every call), by `textFieldShouldClear` answers, and by app code setting `text` (seen by
//   ``FuzzTextField``); it follows docs/behaviour.md: the secure-field reset (the first edit after refocus with
//   text replaces everything), and a delegate that sets `text` and returns true gets the replacement applied to
//   its new text at the original range, clamped;
// - every range handed to `shouldChangeCharactersIn` lies inside the text (UTF-16) and splits no surrogate pair;
//   a backspace with a caret reports exactly the composed character sequence before it;
// - the notification grammar: no keyboard hide without show, no didEnd/TextDidEnd without didBegin/TextDidBegin,
//   no `shouldChangeCharactersIn` while the field is not editing;
// - the marked range and the selection lie inside the text.

/// A text field that tells the fuzzer when app code sets ``text`` (delegates, actions and observers may).
@MainActor final class FuzzTextField: UITextField {
    weak var oracle: FuzzOracle?
    var index = 0

    // An observer, not a getter/setter pair: reads (delegates read `text` on every call) stay UIKit's own.
    override var text: String? {
        didSet { oracle?.appSetText(index, to: currentText) }
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
    func textFieldDidBeginEditing(_ textField: UITextField) {
        oracle.didBegin(index, textField)
        inner.textFieldDidBeginEditing(textField)
    }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { inner.textFieldShouldEndEditing(textField) }
    func textFieldDidEndEditing(_ textField: UITextField) { inner.textFieldDidEndEditing(textField) }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        inner.textFieldDidEndEditing(textField, reason: reason)
    }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        observed(textField, range, string) { inner.textField(textField, shouldChangeCharactersIn: range, replacementString: string) }
    }
    /// iOS 26: forwarded to the delegate's own ranges variant (whose default reaches its single-range method).
    func textField(_ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue], replacementString string: String) -> Bool {
        let range = ranges.first?.rangeValue ?? NSRange(location: 0, length: 0)
        return observed(textField, range, string) {
            inner.textField(textField, shouldChangeCharactersInRanges: ranges, replacementString: string)
        }
    }

    private func observed(_ textField: UITextField, _ range: NSRange, _ string: String, _ call: () -> Bool) -> Bool {
        oracle.willAsk(index, textField, range: range, string: string)
        let version = textField.storage.version
        // Backspace over marked text edits the composition (setMarkedText), not the field's text as such.
        let composition: Bool
        if case .backspace = oracle.step { composition = textField.storage.marked != nil } else { composition = false }
        // iOS 26 commits a candidate reporting [{end of marked text, 0}] and replaces the marked text
        // (docs/uikit-behavior.md §5).
        var effective: NSRange?
        if let m = textField.storage.marked, m.length > 0, range.length == 0, range.location == m.location + m.length { effective = m }
        let answer = call()
        if answer {
            let setDuringCall = textField.storage.version != version
            // The double insert applies the reported range to the delegate's new text (docs/behaviour.md).
            oracle.accepted(index, range: setDuringCall ? range : effective ?? range, string: string,
                            textSetDuringCall: setDuringCall, compositionEdit: composition)
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

/// The reference model and the checks of one run.
@MainActor final class FuzzOracle {
    var model: [[UInt16]]
    var secureReset: [Bool]
    let names: [String]
    /// The step being performed (backspace ranges are checked against it).
    var step: FuzzStep = .cut
    /// Whether the step types on a hardware keyboard (a dead key may show marked text without a delegate call).
    var hardwareTyping = false
    /// Whether the profile commits candidates without a delegate call (`ios9`) and the input method is on: the
    /// text may then change silently (the model follows the field).
    var silentCommits = false
    /// The first failure (later ones are consequences).
    private(set) var failure: (property: String, message: String, expectation: String?)?
    // Grammar state.
    private var keyboardShown = false
    private var delegateBegun: Set<String> = []
    private var notificationBegun: Set<String> = []

    init(fields: [FuzzField]) {
        model = fields.map { Array($0.text.utf16) }
        secureReset = Array(repeating: false, count: fields.count)
        names = fields.map(\.name)
    }

    func fail(_ property: String, _ message: String, expectation: String? = nil) {
        if failure == nil { failure = (property, message, expectation) }
    }

    private func show(_ u: [UInt16]) -> String { FuzzSession.quote(String(decoding: u, as: UTF16.self)) }

    // MARK: Model updates

    func appSetText(_ i: Int, to text: String) {
        model[i] = Array(text.utf16)
        secureReset[i] = false
    }

    func didBegin(_ i: Int, _ field: UITextField) {
        if field.isSecureTextEntry && !model[i].isEmpty { secureReset[i] = true }
    }

    func cleared(_ i: Int) {
        model[i].removeAll(keepingCapacity: true)
        secureReset[i] = false
    }

    /// An accepted edit. The secure-field reset applies to insertions and backspaces, not to a composition edit
    /// (backspace over marked text), which still uses the pending reset up, as kbsim does ([U]).
    func accepted(_ i: Int, range: NSRange, string: String, textSetDuringCall: Bool, compositionEdit: Bool = false) {
        var m = model[i]
        if textSetDuringCall {
            // docs/behaviour.md: applied to the delegate's new text at the original range, clamped.
            let loc = min(max(0, range.location), m.count)
            let end = min(max(loc, range.location + max(0, range.length)), m.count)
            m.replaceSubrange(loc..<end, with: string.utf16)
        } else if secureReset[i] && !compositionEdit {
            m = Array(string.utf16)  // the secure-field reset: the first edit replaces everything
        } else {
            let end = min(range.location + range.length, m.count)
            let loc = min(range.location, end)
            m.replaceSubrange(loc..<end, with: string.utf16)
        }
        secureReset[i] = false
        model[i] = m
    }

    /// A hardware dead key shows its accent as marked text over the selection without asking the delegate
    /// (docs/uikit-behavior.md §4): the field is then the model with one range replaced by the marked text.
    private func acceptSilentMark(_ i: Int, _ field: UITextField) {
        if silentCommits { model[i] = field.storage.units; return }
        guard hardwareTyping, let mk = field.storage.marked else { return }
        let f = field.storage.units, m = model[i]
        let suffix = f.count - (mk.location + mk.length)
        guard mk.location <= m.count, suffix >= 0, suffix <= m.count - mk.location,
              f[..<mk.location].elementsEqual(m[..<mk.location]),
              f[(f.count - suffix)...].elementsEqual(m[(m.count - suffix)...]) else { return }
        model[i] = f
    }

    // MARK: Checks

    func willAsk(_ i: Int, _ field: UITextField, range: NSRange, string: String) {
        guard failure == nil else { return }
        let name = names[i]
        if !field.isEditing {
            fail("grammar", "textField(_:shouldChangeCharactersIn:) asked while \(name) is not editing (range [\(range.location),\(range.length)], \(FuzzSession.quote(string)))")
            return
        }
        if field.storage.units != model[i] { acceptSilentMark(i, field) }
        let m = model[i]
        if field.storage.units != m {
            fail("text-model", "\(name) holds \(show(field.storage.units)) but the accepted edits give \(show(m))",
                 expectation: "expect \(name).text == \(show(m))")
            return
        }
        let n = m.count
        guard range.location >= 0, range.length >= 0, range.location + range.length <= n else {
            fail("range", "range [\(range.location),\(range.length)] handed to the delegate of \(name) lies outside its text \(show(m)) (UTF-16 length \(n))")
            return
        }
        for o in [range.location, range.location + range.length] where o > 0 && o < n
            && UTF16.isTrailSurrogate(m[o]) && UTF16.isLeadSurrogate(m[o - 1]) {
            fail("surrogate", "range [\(range.location),\(range.length)] handed to the delegate of \(name) splits a surrogate pair at UTF-16 offset \(o) of \(show(m))")
            return
        }
        if case .backspace = step, string.isEmpty, field.storage.marked == nil, field.storage.selection.length == 0 {
            let caret = field.storage.selection.location
            let expected = Self.lastCharacterRange(m, endingAt: caret)
            if range != expected {
                fail("backspace-range", "backspace before UTF-16 offset \(caret) of \(show(m)) reported [\(range.location),\(range.length)]; the composed character sequence there is [\(expected.location),\(expected.length)]")
            }
        }
    }

    /// The grapheme cluster ending at `caret`, found by Swift's own grapheme breaking (independent of kbsim's).
    /// Texts longer than 512 units are looked at through their last 512 units before the caret.
    static func lastCharacterRange(_ u: [UInt16], endingAt caret: Int) -> NSRange {
        guard caret > 0 else { return NSRange(location: 0, length: 0) }
        // Fast path: a window of 32 units is enough unless the cluster found nearly fills it or the window holds
        // regional indicators (flags pair up from the start of their run).
        if caret > 32 {
            let w = u[(caret - 32)..<caret]
            if !w.contains(0xD83C) {
                let len = String(decoding: w, as: UTF16.self).last?.utf16.count ?? 1
                if len < 24 { return NSRange(location: caret - len, length: len) }
            }
        }
        let start = caret > 512 ? caret - 512 : 0
        let s = String(decoding: u[start..<caret], as: UTF16.self)
        let len = s.last?.utf16.count ?? 1
        return NSRange(location: caret - len, length: len)
    }

    /// After each step: the model, the marked range and the selection.
    func checkAfterStep(fields: [UITextField]) {
        guard failure == nil else { return }
        for (i, f) in fields.enumerated() {
            let n = f.storage.units.count
            if f.storage.units != model[i] { acceptSilentMark(i, f) }
            if f.storage.units != model[i] {
                fail("text-model", "\(names[i]) holds \(show(f.storage.units)) but the accepted edits give \(show(model[i]))",
                     expectation: "expect \(names[i]).text == \(show(model[i]))")
                return
            }
            if let m = f.storage.marked, m.location < 0 || m.length < 0 || m.location + m.length > n {
                fail("marked-range", "\(names[i])'s marked range [\(m.location),\(m.length)] lies outside its text (UTF-16 length \(n))")
                return
            }
            let s = f.storage.selection
            if s.location < 0 || s.length < 0 || s.location + s.length > n {
                fail("selection", "\(names[i])'s selection [\(s.location),\(s.length)] lies outside its text (UTF-16 length \(n))")
                return
            }
        }
    }

    /// The transcript's events, in order: the notification and delegate grammar.
    func observe(_ event: TranscriptEvent) {
        guard failure == nil else { return }
        switch event.payload {
        case .notification(let n):
            switch n.name {
            case "UIKeyboardWillShowNotification": keyboardShown = true
            case "UIKeyboardWillHideNotification":
                if !keyboardShown { fail("grammar", "UIKeyboardWillHideNotification posted while the keyboard was not shown (seq \(event.seq))") }
                keyboardShown = false
            case "UITextFieldTextDidBeginEditingNotification":
                if let f = n.field, !notificationBegun.insert(f).inserted {
                    fail("grammar", "UITextFieldTextDidBeginEditingNotification for \(f) twice without an end (seq \(event.seq))")
                }
            case "UITextFieldTextDidEndEditingNotification":
                if let f = n.field, notificationBegun.remove(f) == nil {
                    fail("grammar", "UITextFieldTextDidEndEditingNotification for \(f) without a begin (seq \(event.seq))")
                }
            default: break
            }
        case .delegate(let c):
            switch c.method {
            case .didBeginEditing:
                if !delegateBegun.insert(c.field).inserted {
                    fail("grammar", "textFieldDidBeginEditing(_:) for \(c.field) twice without didEnd (seq \(event.seq))")
                }
            case .didEndEditing, .didEndEditingReason:
                if delegateBegun.remove(c.field) == nil {
                    fail("grammar", "\(c.method.rawValue) for \(c.field) without textFieldDidBeginEditing(_:) (seq \(event.seq))")
                }
            default: break
            }
        default: break
        }
    }
}
