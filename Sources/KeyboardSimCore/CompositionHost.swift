import Foundation
import KeyboardSimIME
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimXKB

// Input methods through the field (docs/uikit-behavior.md §5, docs/pinyin.md). The input method is a state
// machine (KeyboardSimIME's `InputMethod`): a key goes in, actions for the field come out, each with the state
// that follows it. The host applies each action through the field's own entry points — `setMarkedText`
// (overridable, so a subclass sees every composition), `insertText` for a candidate commit, the keyboard's
// silent rewrite — asking the delegate as the iOS profile says, and adopts the state after the last action that
// was applied. A refused delegate answer stops the list; app code that ends the composition inside a callback
// (sets `text`, moves the selection, unmarks, resigns) interrupts it, and the input method starts afresh.

/// The composition host: the input method in use and its state, the generation that app code's interruptions
/// bump, the interruptions of the step being applied, the input language `textInputMode` reports, and the
/// application of the input method's actions to the field. Keys reach it through ``press(_:on:field:position:)``;
/// a commit tells the keyboard extras (association candidates).
@MainActor final class CompositionHost {
    private unowned let screen: Screen
    private unowned let extras: KeyboardExtras
    /// The keys, set once by the screen (they in turn hold this host).
    private weak var keyInput: KeyInput?
    /// The input method in use, with its composition, or nil.
    private var method: (any InputMethod)?
    /// Bumped whenever the input method's composition is interrupted from outside (app code, focus).
    private var generationCount = 0
    /// The interruptions app code caused since the input method's current step began (in order).
    private var interruptionsDuringStep: [IMEInterruption] = []
    /// The language `textInputMode` reports while the input-mode notification is posted (the previous one).
    private var reportedInputLanguage: String?
    /// Why the input method that is on does not type into `field` (the rule of ``inputMethodTypes(into:)``), for a
    /// refusal to name the real cause; nil when it does, or when no input method is on.
    func inputMethodBypass(for field: UITextField) -> String? {
        guard let ime = method, !inputMethodTypes(into: field) else { return nil }
        let name = ime.engineName
        if keys.hardwareKeyboard != nil { return "the \(name) input method is off while a hardware keyboard types" }
        if field.isSecureTextEntry {
            return "the \(name) input method does not type into a secure field (iOS switches it to an English keyboard)"
        }
        if field.keyboardType == .asciiCapable || field.keyboardType.isNumberPad {
            return
                "the \(name) input method does not type into a \(field.keyboardType.name) field (iOS shows that keyboard instead)"
        }
        return "the \(name) input method is not offered for this view (key-input-composition letters-as-typed)"
    }

    /// What a composing keyboard does on a `UIKeyInput`-only view (docs/responders.md).
    private var keyInputCompositionSetting: KeyInputComposition = .lettersAsTyped

    init(screen: Screen, extras: KeyboardExtras) {
        self.screen = screen
        self.extras = extras
    }

    /// Connects the keys (which hold this host too).
    func connect(keys: KeyInput) { keyInput = keys }

    private var keys: KeyInput { keyInput! }

    /// The input method in use (pinyin), with its composition, or nil.
    var inputMethod: (any InputMethod)? { method }

    /// Bumped whenever the composition is interrupted from outside: a key that sees it change stops.
    var generation: Int { generationCount }

    /// Switches the input method (nil: none); see ``Screen/useInputMethod(_:)``. A composition in progress stays in
    /// the field as typed; when the editing field's keyboard language changes, the input-mode notification is posted
    /// while `textInputMode` still reports the previous language.
    func use(_ ime: (any InputMethod)?) {
        let firstResponder = screen.firstResponder
        if let field = firstResponder, method?.isComposing == true { field.unmarkWithoutNotice() }
        let before = firstResponder.map(inputLanguage(for:))
        method = ime
        generationCount &+= 1
        screen.record(user: .ime, field: firstResponder, value: ime?.summary ?? "none")
        if let field = firstResponder, let before, before != inputLanguage(for: field) {
            reportedInputLanguage = before
            screen.transcript.record(
                .notification(PostedNotification(name: UITextInputMode.currentInputModeDidChangeNotification.rawValue)))
            screen.notificationCenter.post(
                name: UITextInputMode.currentInputModeDidChangeNotification, object: nil,
                userInfo: [UITextInputMode.fromInputModeUserInfoKey: UITextInputMode(primaryLanguage: before)])
            reportedInputLanguage = nil
        }
    }

    /// The language of the keyboard that types into `field`: the input method's when it applies there (not a secure
    /// field, an ASCII-capable keyboard, a number pad or a hardware keyboard), else English. Reads no state it
    /// could change (app code calls it from inside callbacks).
    func inputLanguage(for field: UITextField) -> String {
        inputMethodTypes(into: field) ? method!.primaryLanguage : "en-US"
    }

    /// Whether the input method (if one is on) types into `field`: not secure fields (iOS switches them to an
    /// English keyboard), not asciiCapable, not the number pads, not with a hardware keyboard.
    func inputMethodTypes(into field: UITextField) -> Bool {
        method != nil && keys.hardwareKeyboard == nil && !field.isSecureTextEntry
            && field.keyboardType != .asciiCapable && !field.keyboardType.isNumberPad
            && !composesOutsideKeyInputView(field)
    }

    /// What a composing keyboard does on a `UIKeyInput`-only view (``Screen/keyInputComposition``).
    var keyInputComposition: KeyInputComposition {
        get { keyInputCompositionSetting }
        set { keyInputCompositionSetting = newValue }
    }

    /// A marked-text input method on a `UIKeyInput`-only view under ``KeyInputComposition/lettersAsTyped``: the
    /// composing keyboard is not offered there, and keys type as they are.
    private func composesOutsideKeyInputView(_ field: UITextField) -> Bool {
        guard let editor = field as? ResponderEditor, !editor.adoptsTextInput, method?.showsMarkedText == true else {
            return false
        }
        return keyInputCompositionSetting == .lettersAsTyped
    }

    func inputMode(for field: UITextField) -> UITextInputMode? {
        UITextInputMode(primaryLanguage: reportedInputLanguage ?? inputLanguage(for: field))
    }

    var activeInputLanguages: [String] {
        guard let ime = method, ime.primaryLanguage != "en-US" else { return ["en-US"] }
        return ["en-US", ime.primaryLanguage]
    }

    /// The input method that types into this field: not secure fields (iOS switches them to an English
    /// keyboard), not asciiCapable, not the number pads, not with a hardware keyboard.
    func inputMethodApplies(to field: UITextField) -> (any InputMethod)? {
        guard inputMethodTypes(into: field), let ime = method else { return nil }
        if ime.isComposing && ime.showsMarkedText && field.storage.marked == nil {
            // App code ended the marked text some way the field did not report (an edit of its own).
            interruptComposition(by: .markedTextEnded)
        }
        return method
    }

    /// The field reports app code (or the user) ending or disturbing the composition.
    func compositionInterrupted(in field: UITextField, by interruption: CompositionInterruption) {
        guard field === screen.firstResponder else { return }
        switch interruption {
        case .textSet: interruptComposition(by: .textSet)
        case .selectionMoved: if method?.isComposing == true { interruptComposition(by: .selectionMoved) }
        case .markedTextEnded: interruptComposition(by: .markedTextEnded)
        }
    }

    /// Gives the input method the interruption (it decides what survives) and stops any actions being applied.
    func interruptComposition(by interruption: IMEInterruption) {
        guard let ime = method else { return }
        method = ime.interrupted(by: interruption)
        generationCount &+= 1
        interruptionsDuringStep.append(interruption)
    }

    /// How the input method types `text`, or nil when it is typed key by key.
    func planned(_ text: String, with ime: any InputMethod) throws -> [IMEPlanStep]? {
        do { return try ime.plan(text) } catch { throw SimulationError(.inputMethod(reason: "\(error)")) }
    }

    /// Plans `text` a piece at a time (``PlanPieces``), so that a long text's plan costs
    /// the memory of a piece, not of the whole text. `body` gets each piece's plan in order (a later piece that
    /// plans nothing is typed directly); returns false, calling nothing, when the text is typed key by key
    /// (``planned(_:with:)`` gives nil for it).
    func plannedPieces(_ text: String, with ime: any InputMethod, _ body: ([IMEPlanStep]) throws -> Void) throws
        -> Bool
    {
        let pieces = PlanPieces.ranges(text, composes: ime.composes)
        guard pieces.count > 1 else {
            return try planned(text, with: ime).map {
                try body($0); return true
            } ?? false
        }
        for (n, piece) in pieces.enumerated() {
            let part = String(text[piece])
            if let plan = try planned(part, with: ime) {
                try body(plan)
            } else {
                if n == 0 {
                    return try planned(text, with: ime).map {
                        try body($0); return true
                    } ?? false
                }
                try body([.direct(part)])
            }
        }
        return true
    }

    /// The error for text an input method plans whose candidate its keys do not offer after typing its keys.
    static func candidateNotOffered(_ wanted: String, position: Int, on state: any InputMethod) -> SimulationError {
        let offered = state.candidates.prefix(5).joined(separator: " ")
        return SimulationError(
            .inputMethod(
                reason:
                    "cannot type \"\(wanted)\" at position \(position): on the \(state.summary) keyboard its keys compose \"\(state.preedit)\", whose candidates (\(offered.isEmpty ? "none" : offered + " …")) do not include it"
            ))
    }

    /// Picks candidate `index` (0-based, over the whole list) of the composition in `field`.
    func pickCandidate(_ index: Int, in field: UITextField) throws {
        guard let ime = inputMethodApplies(to: field), ime.isComposing else {
            throw SimulationError(.nothingComposing(action: "candidate \(index)", field: screen.name(of: field)))
        }
        let count = ime.candidates.count
        guard index >= 0 && index < count else {
            throw SimulationError(.candidateOutOfRange(index: index, count: count, preedit: ime.preedit))
        }
        screen.record(user: .candidate, field: field, value: String(index))
        try press(.candidate(index), on: ime, field: field, position: 0)
    }

    /// Types text the input method plans (Chinese through pinyin): the keys, then the candidates that give the
    /// text (fewest picks). A delegate that refused keys leaves another composition: the person sees their text
    /// did not come out and does not pick.
    func typePlanned(_ plan: [IMEPlanStep], into field: UITextField) throws {
        var expected = ""
        func editing() throws -> UITextField {
            guard let now = screen.firstResponder else {
                throw SimulationError(.focusMovedAway(action: "type", field: screen.name(of: field), position: 0))
            }
            return now
        }
        for step in plan {
            let current = try editing()
            switch step {
            case .keys(let keys):
                // App code may resign or move focus while the keys are typed: the rest go where focus is.
                for ch in keys { try self.keys.typeCharacter(ch, into: try editing(), position: 0) }
                expected = keys
            case .pick(let wanted):
                guard let ime = inputMethodApplies(to: current) else { break }
                if !ime.isComposing || ime.typedInput != expected {
                    screen.record(
                        user: .candidate, field: current, value: wanted,
                        ignored:
                            "the composition is \"\(ime.preedit)\", not the \"\(expected)\" typed: the delegate refused letters"
                    )
                } else if let index = ime.candidates.firstIndex(of: wanted) {
                    screen.record(user: .candidate, field: current, value: String(index))
                    try press(.candidate(index), on: ime, field: current, position: 0)
                    expected = method?.typedInput ?? ""
                } else {
                    // The keys do not offer the text: it cannot be typed on this keyboard (under `unreachable`
                    // error the dry run refuses it before the first key; paste and skip go past it).
                    if keys.unreachable == .error { throw Self.candidateNotOffered(wanted, position: 0, on: ime) }
                    screen.record(
                        user: .type, field: current, value: wanted,
                        ignored: "the \(ime.summary) keyboard cannot type it")
                    // The person clears the letters that do not give it.
                    if let now = inputMethodApplies(to: current), now.isComposing {
                        try press(.escape, on: now, field: current, position: 0)
                    }
                }
            case .direct(let direct):
                for ch in direct { try keys.typeCharacter(ch, into: try editing(), position: 0) }
                if let ime = inputMethodApplies(to: current), ime.isComposing {
                    try press(.enter, on: ime, field: current, position: 0)  // the letters as typed
                }
            }
        }
    }

    /// A key on the input method: applies its actions in order until one is refused or app code interrupts the
    /// composition, and adopts the state after the last action applied. The key's taps are recorded first,
    /// unless the input method passes it through (then typing it records them).
    func press(_ key: IMEKey, on ime: any InputMethod, field: UITextField, position: Int) throws {
        let steps = ime.handle(key)
        let passes = steps.contains { if case .passThrough = $0.action { true } else { false } }
        if !passes, let kb = try? keys.softwareKeyboard(named: ime.keyboardName) {
            switch key {
            case .character(let c): keys.recordTaps(for: ime.keyCap(for: c), on: kb, keyboard: ime.keyboardName)
            case .space: keys.recordTaps(for: " ", on: kb, keyboard: ime.keyboardName)
            default: break
            }
        }
        var previous: IMEAction?
        heldJamoLength = nil
        for (index, step) in steps.enumerated() {
            guard screen.firstResponder === field else { return }  // app code moved focus: the rest is not typed
            let generation = generationCount
            let edits = field.userEditCount
            interruptionsDuringStep = []
            let next = index + 1 < steps.count ? steps[index + 1].action : nil
            let applied = try apply(step.action, after: previous, before: next, on: field, position: position)
            if generationCount != generation, step.then.keepsCompositionWhenTextSet, field.userEditCount != edits,
                interruptionsDuringStep.contains(.textSet)
            {
                // App code set `text` during the key (the marked text is committed as set); the keyboard took the
                // key and keeps its composition: the next key marks it again at the caret.
                if applied { recordIME(step.action, state: step.then, field: field) }
                var held: any InputMethod = step.then
                for interruption in interruptionsDuringStep { held = held.interrupted(by: interruption) }
                method = held
                return
            }
            guard applied else { return }  // refused: the input method stays where it was
            recordIME(step.action, state: step.then, field: field)
            if generationCount != generation { return }  // app code ended the composition: keep what it left
            method = step.then
            if step.then.isComposing && step.then.showsMarkedText && field.storage.marked == nil {
                interruptComposition(by: .markedTextEnded)
                return
            }
            previous = step.action
        }
    }

    /// The jamo of the Korean key being applied that was asked about but not inserted (`korean-rewrite-order
    /// delete-then-insert`): the rewrite that follows deletes only the syllable shown before it.
    private var heldJamoLength: Int?

    /// Whether the Korean keyboard deletes the shown syllable and inserts the new one in `field` rather than
    /// inserting the jamo and rewriting (a text view or a view of the app's own, as the profile says;
    /// docs/contested-rules.md, `korean-rewrite-order`).
    private func deletesBeforeInserting(in field: UITextField) -> Bool {
        (field.role == .textView || field.role == .responder)
            && screen.profile.koreanRewriteOrder == .deleteThenInsert
            && screen.profile.koreanComposesSyllables
    }

    /// Applies one action through the field. Returns whether it was applied (the delegate allowed it).
    private func apply(
        _ action: IMEAction, after previous: IMEAction?, before next: IMEAction?, on field: UITextField,
        position: Int
    ) throws -> Bool {
        let profile = screen.profile
        switch action {
        case .mark(let text, let caret, let key, let asks):
            guard asks else {
                field.markWithoutAsking(text)
                return true
            }
            return applyMark(
                text, caret: caret, key: key, call: profile.markedTextDelegateCall, after: previous, on: field)
        case .toggle(let text, let caret, let key):
            return applyMark(
                text, caret: caret, key: key, call: profile.multiTapDelegateCall, after: previous, on: field)
        case .keep:
            return true
        case .commit(let text, _):
            guard let marked = field.storage.marked else { return false }
            let applied: Bool
            switch profile.candidateCommit {
            case .noDelegateCall:
                applied = field.performUserEdit(range: marked, replacement: text, asks: false)
            case .singleRange:
                let before = field.userEditCount
                field.insertText(text)
                applied = field.userEditCount != before
            case .ranges:
                applied = field.performUserEdit(
                    range: NSRange(location: marked.location + marked.length, length: 0),
                    replacement: text, effective: marked)
            }
            // The candidate bar then offers association candidates for the committed text.
            if applied { extras.didCommit(text, in: field) }
            return applied
        case .cancel:
            guard field.storage.marked != nil else { return true }
            field.markedTextContext = MarkedTextContext(call: profile.markedTextDelegateCall, key: "")
            let before = field.userEditCount
            field.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
            field.markedTextContext = nil
            return field.userEditCount != before && field.storage.marked == nil
        case .insert(let text):
            if case .rewrite(let deleting, _) = next, deleting > text.utf16.count, deletesBeforeInserting(in: field) {
                // A text view asks about the jamo but shows it only as part of the rewrite that follows (the
                // first jamo of a syllable, with nothing shown to delete, is inserted as in a field).
                switch field.askInsertWithoutApplying(text) {
                case .refused: return false
                case .allowed:
                    heldJamoLength = text.utf16.count
                    return true
                case .insertedAsField: return true  // app code changed the text in the call: as in a field
                case .notApplicable: break  // a selection to replace: as in a field
                }
            }
            let before = field.userEditCount
            field.insertText(text)
            return field.userEditCount != before
        case .rewrite(let deleting, let text):
            // The profile decides whether the keyboard joins jamo at all (the iOS 17.0 fault) and whether its
            // rewrite asks the delegate. A rewrite that does not happen ends the syllable: the raw jamo stays, and
            // the next key starts afresh.
            let held = heldJamoLength
            heldJamoLength = nil
            guard profile.koreanComposesSyllables,
                field.rewriteBeforeCaret(
                    deleting: deleting - (held ?? 0), with: text, asks: profile.koreanRewrite == .asked,
                    deletingFirst: held != nil)
            else {
                interruptComposition(by: .markedTextEnded)
                return false
            }
            return true
        case .passThrough(let key):
            try typeWithoutInputMethod(key, into: field, position: position)
            return true
        }
    }

    /// Shows `text` as the field's marked text through `setMarkedText`, the delegate asked as `call` says. Returns
    /// whether the field shows it.
    private func applyMark(
        _ text: String, caret: Int, key: String, call: MarkedTextDelegateCall, after previous: IMEAction?,
        on field: UITextField
    ) -> Bool {
        // After a partial candidate commit, markedTextRange stays non-nil (empty at the caret) while the
        // delegate is asked about the rest, so a `markedTextRange != nil` guard holds.
        let opened: Bool
        if case .commit = previous, field.storage.marked == nil {
            field.openComposition(); opened = true
        } else {
            opened = false
        }
        field.markedTextContext = MarkedTextContext(call: call, key: key)
        let before = field.userEditCount
        field.setMarkedText(text.isEmpty ? nil : text, selectedRange: NSRange(location: caret, length: 0))
        field.markedTextContext = nil
        let shown = field.storage.marked.map { field.storage.text(in: $0) } ?? ""
        let applied = field.userEditCount != before && shown == text
        if !applied && opened { field.closeEmptyComposition() }
        return applied
    }

    /// A key the input method passed through, typed as the keyboard types it.
    private func typeWithoutInputMethod(_ key: IMEKey, into field: UITextField, position: Int) throws {
        let name = method?.keyboardName ?? keys.softwareKeyboardName(for: field)
        switch key {
        case .character(let c): try keys.typeOnSoftware(c, into: field, position: position, keyboardName: name)
        case .space: try keys.typeOnSoftware(" ", into: field, position: position, keyboardName: name)
        case .backspace: field.deleteBackward()
        case .enter: keys.returnAfterKey(on: field)
        case .escape, .candidate: break
        case .left, .right: keys.recordArrowIgnored(key.description, in: field)
        }
    }

    /// Records the `ime` event of an applied action.
    private func recordIME(_ action: IMEAction, state: any InputMethod, field: UITextField) {
        let name = screen.name(of: field)
        let event: IMEEvent
        switch action {
        case .mark(let text, _, _, _), .toggle(let text, _, _):
            // A mark the input method passes through on the way to its state (the 9-key placeholder before
            // the letters) is not a composition state of its own.
            guard text == state.preedit else { return }
            event = IMEEvent(
                field: name, engine: state.engineName, state: .composing, preedit: text,
                candidates: Array(state.candidates.prefix(state.pageSize)))
        case .commit(let text, let selected):
            event = IMEEvent(
                field: name, engine: state.engineName, state: .committed, preedit: text,
                candidates: [], selected: selected)
        case .cancel:
            event = IMEEvent(field: name, engine: state.engineName, state: .cancelled, preedit: "", candidates: [])
        case .rewrite(_, let text):
            // The keyboard rewrote its last syllable without asking (Korean): the transcript says so, so that a
            // reader (or the fuzzer's text model) can tell it from app code changing the text.
            event = IMEEvent(field: name, engine: state.engineName, state: .rewritten, preedit: text, candidates: [])
        case .insert, .passThrough, .keep:
            return
        }
        screen.transcript.record(.ime(event))
    }
}

/// How a long text is planned a piece at a time.
package enum PlanPieces {
    /// The characters past which a text is planned a piece at a time (typing and the dry run plan each piece in turn).
    package static let length = 4096

    /// Where a text is cut to be planned a piece at a time: after `pieceLength` characters, at the next place where
    /// whitespace is followed by a character the input method composes, once the piece holds one. Every planner
    /// starts a step there (direct text never runs into a composition, a composition never starts before it), so
    /// the pieces' plans in a row are the whole text's plan.
    package static func ranges(_ text: String, composes: (Character) -> Bool, pieceLength: Int = length) -> [Range<
        String.Index
    >] {
        var pieces: [Range<String.Index>] = []
        var start = text.startIndex, i = start
        var count = 0, composing = false, afterWhitespace = false
        while i < text.endIndex {
            let ch = text[i]
            let composed = composes(ch)
            if count >= pieceLength, composing, afterWhitespace, composed {
                pieces.append(start..<i)
                start = i
                count = 0
                composing = false
            }
            if composed { composing = true }
            afterWhitespace = ch.isWhitespace
            count += 1
            i = text.index(after: i)
        }
        pieces.append(start..<text.endIndex)
        return pieces
    }
}
