import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
// The pinyin input method through the field (docs/uikit-behavior.md §5, docs/pinyin.md).

extension Screen {
    /// Switches the input method (nil: none). The keyboard changes: while editing, a change-frame pair is posted.
    public func useInputMethod(_ ime: PinyinInputMethod?) {
        if let field = firstResponder, let old = inputMethod, old.isComposing, field.marked != nil {
            field.unmarkTextSilently()
        }
        inputMethod?.reset()
        inputMethod = ime
        record(user: "ime", field: firstResponder, value: ime.map { "pinyin \($0.layout.rawValue)" } ?? "none")
        if let field = firstResponder { keyboard.inputMethodChanged(for: field) }
    }

    /// Whether the input method types into this field: not secure fields (iOS switches them to an English
    /// keyboard), not asciiCapable, not the number pads, not with a hardware keyboard.
    package func inputMethodApplies(to field: UITextField) -> PinyinInputMethod? {
        guard let ime = inputMethod, hardwareKeyboard == nil, !field.isSecureTextEntry,
              field.keyboardType != .asciiCapable, !field.keyboardType.isNumberPad else { return nil }
        if ime.isComposing && field.marked == nil { ime.reset() }  // app code ended the marked text
        return ime
    }

    /// Picks candidate `index` (0-based, over the whole list) of the composition in the editing field.
    public func pickCandidate(_ index: Int) throws {
        let field = try editingField(for: "candidate")
        guard let ime = inputMethodApplies(to: field), ime.isComposing else {
            throw SimulationError("candidate \(index): nothing is being composed in \(name(of: field))")
        }
        let count = ime.candidates.count
        guard index >= 0 && index < count else {
            throw SimulationError("candidate \(index): the composition \"\(ime.markedText)\" has \(count) candidates (0…\(max(0, count - 1)))")
        }
        record(user: "candidate", field: field, value: String(index))
        pick(index, ime: ime, field: field)
    }

    /// Types Chinese text as a person would: the letters, then the candidates that give the text (fewest picks).
    func typeChinese(_ text: String, ime: PinyinInputMethod, into field: UITextField, kb: XKBSoftwareKeyboard) throws {
        let steps: [PinyinPlanner.Step]
        do { steps = try ime.planner.plan(text) } catch { throw SimulationError("\(error)") }
        // What the composition should hold when the person reaches for a candidate: the letters they typed (less
        // what earlier picks consumed). A delegate that refused letters leaves something else: the person sees
        // their text did not come out and does not pick.
        var expected = ""
        for step in steps {
            guard let current = firstResponder else { throw SimulationError("type: no field is editing any more") }
            switch step {
            case .type(let letters):
                expected = ime.layout == .nineKey ? PinyinNineKey.digits(for: letters) : letters
                if ime.layout == .nineKey {
                    for d in PinyinNineKey.digits(for: letters) { try typeNineKeyDigit(d, ime: ime, into: current, kb: kb) }
                } else {
                    for ch in letters { try typeWithPinyin(ch, ime: ime, into: current, kb: kb, position: 0) }
                }
            case .pick(_, let wanted):
                let composed = ime.layout == .nineKey ? ime.digits : ime.composer.remainingInput
                if composed != expected {
                    record(user: "candidate", field: current, value: wanted,
                           ignored: "the composition is \"\(ime.markedText)\", not the \"\(expected)\" typed: the delegate refused letters")
                } else if let index = ime.candidates.firstIndex(of: wanted) {
                    record(user: "candidate", field: current, value: String(index))
                    pick(index, ime: ime, field: current)
                    expected = ime.layout == .nineKey ? ime.digits : ime.composer.remainingInput
                } else {
                    record(user: "candidate", field: current, value: wanted,
                           ignored: "\(wanted) is not among the candidates of \"\(ime.markedText)\"")
                }
            case .direct(let direct):
                for ch in direct { try typeWithPinyin(ch, ime: ime, into: current, kb: kb, position: 0) }
                if ime.isComposing { commitRaw(ime: ime, field: current) }
            }
        }
    }

    /// One character on the pinyin keyboard: letters compose; space commits the first candidate; anything else
    /// commits the composition first and is then typed.
    func typeWithPinyin(_ ch: Character, ime: PinyinInputMethod, into field: UITextField, kb: XKBSoftwareKeyboard, position: Int) throws {
        if ime.layout == .nineKey, let d = ch.wholeNumberValue, (2...9).contains(d) {
            try typeNineKeyDigit(Character(String(d)), ime: ime, into: field, kb: kb)
            return
        }
        let isLetter = ch.isASCII && ch.isLetter
        if ime.layout == .full && (isLetter || (ch == "'" && ime.isComposing)) {
            recordTaps(for: ch, on: kb, keyboard: "pinyin")
            let saved = ime.composer
            _ = ime.composer.insert(ch)
            if field.markText(ime.markedText, selectedRange: NSRange(location: ime.markedText.utf16.count, length: 0)) {
                recordIME(field, ime, state: "composing", preedit: ime.markedText)
            } else {
                ime.composer = saved  // the delegate refused: the letter is dropped, as on iOS
            }
            return
        }
        if ime.isComposing {
            if ch == " " {
                recordTaps(for: ch, on: kb, keyboard: "pinyin")
                pick(0, ime: ime, field: field)
                return
            }
            pick(0, ime: ime, field: field)
        }
        try typeOnSoftware(ch, into: field, position: position, keyboardName: "pinyin", kb: kb)
    }

    private func typeNineKeyDigit(_ d: Character, ime: PinyinInputMethod, into field: UITextField, kb: XKBSoftwareKeyboard) throws {
        guard let placeholder = PinyinNineKey.placeholder(for: d) else { return }
        recordTaps(for: d, on: kb, keyboard: "pinyin")
        let shown = ime.isComposing ? ime.markedText : ""
        let withPlaceholder = shown + String(placeholder)
        guard field.markText(withPlaceholder, selectedRange: NSRange(location: withPlaceholder.utf16.count, length: 0)) else { return }
        ime.digits.append(d)
        ime.nineKeyCandidates = ime.engine.convertNineKey(ime.digits)
        field.markSilently(ime.markedText)  // the letters replace the placeholders without another delegate call
        recordIME(field, ime, state: "composing", preedit: ime.markedText)
    }

    /// Backspace while composing: the marked text shrinks; the delegate sees the whole marked range.
    func backspaceComposition(ime: PinyinInputMethod, field: UITextField) {
        let savedComposer = ime.composer, savedDigits = ime.digits, savedCandidates = ime.nineKeyCandidates
        if ime.layout == .full {
            _ = ime.composer.backspace()
        } else {
            ime.digits.removeLast()
            ime.nineKeyCandidates = ime.digits.isEmpty ? [] : ime.engine.convertNineKey(ime.digits)
        }
        let newMarked = ime.isComposing ? ime.markedText : ""
        if field.markText(newMarked.isEmpty ? nil : newMarked, selectedRange: NSRange(location: newMarked.utf16.count, length: 0)) {
            recordIME(field, ime, state: newMarked.isEmpty ? "cancelled" : "composing", preedit: newMarked)
            if newMarked.isEmpty { ime.reset() }
        } else {
            ime.composer = savedComposer; ime.digits = savedDigits; ime.nineKeyCandidates = savedCandidates
        }
    }

    /// Return while composing: the raw letters replace the marked text.
    func commitRaw(ime: PinyinInputMethod, field: UITextField) {
        let raw = ime.layout == .full ? ime.composer.remainingInput : ime.nineKeyCandidates.first?.letters ?? ime.digits
        if commit(raw, ime: ime, field: field, selected: nil) { ime.reset() }
    }

    /// Picks a candidate: a whole-input candidate commits; a partial one commits its Hanzi and keeps the rest marked.
    func pick(_ index: Int, ime: PinyinInputMethod, field: UITextField) {
        if ime.layout == .nineKey {
            guard index < ime.nineKeyCandidates.count else { return }
            if commit(ime.nineKeyCandidates[index].candidate.text, ime: ime, field: field, selected: index) { ime.reset() }
            return
        }
        guard index < ime.composer.candidates.count else {
            commitRaw(ime: ime, field: field)
            return
        }
        var next = ime.composer
        switch next.select(index) {
        case .committed(let text):
            if commit(text, ime: ime, field: field, selected: index) { ime.reset() }
        case .marked:
            guard let pickText = next.picks.last?.text else { return }
            let rest = next.remainingInput
            guard commit(pickText, ime: ime, field: field, selected: index) else { return }
            ime.reset()
            _ = ime.composer.insert(contentsOf: rest)
            // The composition goes on: markedTextRange stays non-nil (empty at the caret) while the rest is marked
            // (docs/uikit-behavior.md §5), so a delegate's `markedTextRange != nil` guard holds (found by kbsim fuzz).
            field.marked = NSRange(location: field.selection.location, length: 0)
            if field.markText(ime.markedText, selectedRange: NSRange(location: ime.markedText.utf16.count, length: 0)) {
                recordIME(field, ime, state: "composing", preedit: ime.markedText)
            } else {
                field.marked = nil
                ime.reset()
            }
        case .ignored, .cancelled:
            break
        }
    }

    /// Replaces the marked text with `text` per the profile's candidate-commit rule. Returns whether it happened.
    @discardableResult
    func commit(_ text: String, ime: PinyinInputMethod, field: UITextField, selected: Int?) -> Bool {
        guard let marked = field.marked else { return false }
        let done: Bool
        switch profile.candidateCommit {
        case .noDelegateCall:
            field.commitSilently(marked, with: text)
            done = true
        case .singleRange:
            done = field.performEdit(range: marked, replacement: text, effective: marked)
        case .ranges:
            done = field.performEdit(range: NSRange(location: marked.location + marked.length, length: 0), replacement: text,
                                     effective: marked)
        }
        if done { recordIME(field, ime, state: "committed", preedit: text, selected: selected, candidates: []) }
        return done
    }

    func recordIME(_ field: UITextField, _ ime: PinyinInputMethod, state: String, preedit: String, selected: Int? = nil,
                   candidates: [String]? = nil) {
        let page = candidates ?? Array(ime.candidates.prefix(ime.pageSize))
        transcript.record(.ime(IMEEvent(field: name(of: field), engine: "pinyin", state: state, preedit: preedit,
                                        candidates: page, selected: selected)))
    }
}
