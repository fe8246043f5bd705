import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
// Typing as a person does: every character comes from a key of the keyboard in use, translated by libxkbcommon
// (docs/keyboards.md). Each tap is a `key` event before the edit it produces.
//
// Software keyboards (keymaps/<keyboardType>.xkb): the fewest taps (shift latch, plane keys) from the current plane;
// iOS's automatic shift (autocapitalizationType) is layered on top: an auto-shifted capital needs no shift tap, a
// lowercase letter after an automatic shift needs one tap to turn shift off. Long-press alternates (é on `default`)
// and the emoji keyboard (globe key) follow docs/uikit-behavior.md's Decisions. Smart quotes and dashes substitute as
// the traits say ([U]: the dash substitution replaces the previous hyphen through the delegate).
//
// Hardware keyboards: modifiers down, key down/up, modifiers up through `xkb_state`; dead keys show marked text
// without asking the delegate, and the composed character replaces it through the delegate.

extension Screen {
    /// Types text into the editing field as a person would on the keyboard in use. A newline taps return.
    /// Throws when a character cannot be typed and ``unreachable`` is `.error`.
    public func type(_ text: String) throws {
        let field = try editingField(for: "type")
        // A character the keyboard cannot type fails before the first key: app code has seen nothing, and kbsim
        // never has to roll back what app code did.
        if unreachable == .error, let (ch, position) = try firstUntypeable(text, on: field) {
            try explainUntypeable(ch, at: position, on: field)
        }
        record(user: .type, field: field, value: text)
        if let ime = inputMethodApplies(to: field), let plan = try planned(text, with: ime) {
            try typePlanned(plan, into: field)
            return
        }
        var position = 0
        for ch in text {
            defer { position += 1 }
            // Focus may move while typing (a delegate's "next field"); keep typing into whichever field edits.
            guard let current = firstResponder else {
                throw SimulationError(.focusMovedAway(action: "type", field: name(of: field), position: position))
            }
            if ch == "\n" || ch == "\r\n" || ch == "\r" {
                pressReturn(on: current)
                continue
            }
            try typeCharacter(ch, into: current, position: position)
        }
    }

    /// How the input method types `text`, or nil when it is typed key by key.
    func planned(_ text: String, with ime: any InputMethod) throws -> [IMEPlanStep]? {
        do { return try ime.plan(text) } catch { throw SimulationError(.inputMethod(reason: "\(error)")) }
    }

    /// One character on the keyboard in use: the hardware keyboard, the input method's keyboard, or the field's
    /// software keyboard (`type` and the `keys` step both come here).
    func typeCharacter(_ ch: Character, into field: UITextField, position: Int) throws {
        // A space accepts a showing inline prediction, another key takes it back; typing stops dictation.
        if inlinePrediction != nil || dictation != nil {
            settleKeyboardExtras(typing: ch)
            guard firstResponder === field else { return }
        }
        if let hardware = hardwareKeyboard {
            try typeOnHardware(ch, hardware, into: field, position: position)
        } else if let ime = inputMethodApplies(to: field) {
            try typeWithInputMethod(ch, ime: ime, into: field, position: position)
        } else {
            let name = softwareKeyboardName(for: field)
            try typeOnSoftware(ch, into: field, position: position, keyboardName: name, kb: try softwareKeyboard(named: name))
        }
    }

    /// Switches to a hardware keyboard (nil: back to the software keyboards). While editing, the on-screen
    /// keyboard hides or shows as the new input requires.
    public func useHardwareKeyboard(_ keyboard: HardwareKeyboard?) {
        endDeadKeyComposition()
        hardwareKeyboard = keyboard
        if let field = firstResponder { keyboardTransition { self.keyboard.refresh(for: field) } }
    }

    // MARK: Software keyboards

    /// The software keyboard a field brings up: its keyboard type's, except that on iPad the number pads
    /// (numberPad, phonePad, decimalPad, asciiCapableNumberPad) bring up the full keyboard on its number plane,
    /// where letters are a plane key away (docs/uikit-behavior.md, Decisions; 3lvis/Form#509).
    public func softwareKeyboardName(for field: UITextField) -> String {
        if device.idiom == .pad && field.keyboardType.isNumberPad { return UIKeyboardType.numbersAndPunctuation.name }
        return field.keyboardType.name
    }

    /// The software keyboard of a keyboard type, compiled once per screen from keymaps/.
    public func softwareKeyboard(for type: UIKeyboardType) throws -> XKBSoftwareKeyboard {
        try softwareKeyboard(named: type.name)
    }

    /// The software keyboard of a keyboard type name or an input method's keyboard (`pinyin`), compiled once per
    /// screen from keymaps/.
    public func softwareKeyboard(named name: String) throws -> XKBSoftwareKeyboard {
        if let kb = softwareKeyboards[name] { return kb }
        do {
            let kb = try SoftwareKeymaps.keyboard(type: name, decimalSeparator: decimalSeparator)
            softwareKeyboards[name] = kb
            return kb
        } catch {
            throw SimulationError(.keyboardUnavailable(name: name, reason: "\(error)"))
        }
    }

    /// A field began editing: its keyboard comes up fresh (letters plane, no shift).
    func resetSoftwareKeyboard(for field: UITextField) {
        softwareKeyboards[softwareKeyboardName(for: field)]?.reset()
        if let name = inputMethod?.keyboardName { softwareKeyboards[name]?.reset() }
        onEmojiKeyboard = false
    }

    func typeOnSoftware(_ typed: Character, into field: UITextField, position: Int, keyboardName: String,
                        kb: XKBSoftwareKeyboard) throws {
        let route = kb.route(for: typed, secure: field.isSecureTextEntry)
        if route == .emoji {
            if !onEmojiKeyboard {
                recordKey(keyboard: keyboardName, key: "GLOBE", keysym: "globe", plane: kb.plane)
                onEmojiKeyboard = true
            }
            recordKey(keyboard: "emoji", key: "EMOJI", keysym: "emoji", plane: "emoji", utf8: String(typed))
            field.insertText(String(typed))
            return
        }
        if onEmojiKeyboard {
            recordKey(keyboard: "emoji", key: "ABC", keysym: "abc", plane: "emoji")
            onEmojiKeyboard = false
        }
        let autoShift = isAutoShifted(field) && kb.keycode(producing: "Shift_L") != nil
        switch route {
        case .taps:
            let taps = kb.type(typed) ?? []
            recordTaps(taps, keyboard: keyboardName, autoShift: autoShift, typed: typed, kb: kb)
            insertTyped(typed, into: field)
            // iOS goes back to the letters plane by itself after a space or an apostrophe typed on another plane.
            if (typed == " " || typed == "'") && kb.plane != "letters" && kb.plane != "LETTERS" { kb.reset() }
        case .longPress:
            guard let base = LongPressAlternates.baseOf[typed], let taps = kb.type(base), let last = taps.last else { return }
            recordTaps(Array(taps.dropLast()), keyboard: keyboardName, autoShift: autoShift, typed: base, kb: kb)
            transcript.record(.key(KeyEvent(keyboard: keyboardName, action: "longpress", key: last.keyName, keycode: Int(last.keycode),
                                            keysym: last.keysym.name, mods: last.modifiers, level: last.levelIndex + 1,
                                            plane: last.plane, utf8: String(typed))))
            field.insertText(String(typed))
        case .flick(let tap):
            recordFlick(tap, keyboard: keyboardName)
            insertTyped(typed, into: field)
        case .emoji, .unreachable:
            try unreachableCharacter(typed, keyboard: keyboardName, field: field, position: position)
        }
    }

    /// Records the planned taps, adjusted for iOS's automatic shift.
    private func recordTaps(_ taps: [XKBTap], keyboard: String, autoShift: Bool, typed: Character, kb: XKBSoftwareKeyboard) {
        var taps = taps[...]
        if autoShift && typed.isLetter {
            if typed.isUppercase, let first = taps.first, first.utf8.isEmpty, first.keysym.name.hasPrefix("Shift") {
                taps = taps.dropFirst()  // the keyboard shifted itself
            } else if typed.isLowercase {
                // One tap turns the automatic shift off.
                recordKey(keyboard: keyboard, key: kb.keymap.keyName(kb.keycode(producing: "Shift_L") ?? 0) ?? "LFSH",
                          keycode: Int(kb.keycode(producing: "Shift_L") ?? 0), keysym: "Shift_L", mods: ["Shift"], plane: kb.plane)
            }
        }
        for t in taps {
            transcript.record(.key(KeyEvent(keyboard: keyboard, action: "tap", key: t.keyName, keycode: Int(t.keycode),
                                            keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1,
                                            plane: t.plane, utf8: t.utf8)))
        }
    }

    /// Records a flick (the 10-key kana keyboard): a `key` event with action `flick`, the level its direction's.
    private func recordFlick(_ t: XKBTap, keyboard: String) {
        transcript.record(.key(KeyEvent(keyboard: keyboard, action: "flick", key: t.keyName, keycode: Int(t.keycode),
                                        keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1,
                                        plane: t.plane, utf8: t.utf8)))
    }

    /// Records the taps (or the flick) that type `ch` on `kb` (performing them), with no automatic shift.
    func recordTaps(for ch: Character, on kb: XKBSoftwareKeyboard, keyboard: String) {
        guard let taps = kb.type(ch) else {
            if let flick = kb.flick(for: ch) { recordFlick(flick, keyboard: keyboard) }
            return
        }
        for t in taps {
            transcript.record(.key(KeyEvent(keyboard: keyboard, action: "tap", key: t.keyName, keycode: Int(t.keycode),
                                            keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1,
                                            plane: t.plane, utf8: t.utf8)))
        }
    }

    /// Inserts a typed character, applying smart quotes and dashes where the field's traits enable them.
    private func insertTyped(_ typed: Character, into field: UITextField) {
        // A space or punctuation accepts a pending autocorrection first (the correction asks the delegate and
        // posts no change event; the separator is typed as usual).
        if pendingCorrection != nil {
            if typed == " " || ".,!?;:".contains(typed) { acceptCorrection(in: field, by: typed == " " ? "space" : "punctuation") }
            else if !typed.isLetter { dismissCorrection() }
        }
        // Read from a copy of the storage that is gone before the edit: kept alive across it (as debug builds keep
        // a local), it would share the text's buffer and make the edit copy the whole text.
        let (caret, before): (Int, Character?) = {
            let storage = field.storage
            let caret = storage.selection.location
            return (caret, storage.selection.length == 0 && storage.marked == nil ? storage.character(before: caret) : nil)
        }()
        // Smart dashes: the new hyphen replaces the previous one through the delegate ([U] the range).
        let enDashFirst = profile.smartDashes == .enDashThenEmDash
        if typed == "-", smartDashes(field), let before, before == "-" || (enDashFirst && before == "–") {
            let range = NSRange(location: caret - 1, length: 1)
            field.replace(UITextRange(range), withText: before == "-" && enDashFirst ? "–" : "—")
            return
        }
        if (typed == "\"" || typed == "'"), smartQuotes(field) {
            let opening = before == nil || before!.isWhitespace || "([{“‘".contains(before!)
            let curly: String = typed == "\"" ? (opening ? "“" : "”") : (opening ? "‘" : "’")
            field.insertText(curly)
            return
        }
        field.insertText(String(typed))
    }

    /// Smart quotes: `.yes`, or `.default` except on email keyboards and secure fields (docs/uikit-behavior.md §3).
    func smartQuotes(_ f: UITextField) -> Bool {
        f.smartQuotesType == .yes || (f.smartQuotesType == .default && !f.isSecureTextEntry && f.keyboardType != .emailAddress && f.keyboardType != .URL)
    }

    /// Smart dashes: `.yes`, or `.default` except on email/URL keyboards and secure fields ([U]).
    func smartDashes(_ f: UITextField) -> Bool {
        f.smartDashesType == .yes || (f.smartDashesType == .default && !f.isSecureTextEntry && f.keyboardType != .emailAddress && f.keyboardType != .URL)
    }

    /// Whether iOS would have shifted the keyboard by itself before the next character (autocapitalizationType).
    /// Reads the scalars just before the caret (at most 64 UTF-16 units), so typing stays linear in the text.
    func isAutoShifted(_ field: UITextField) -> Bool {
        switch field.autocapitalizationType {
        case .none: return false
        case .allCharacters: return true
        case .words, .sentences: break
        }
        let storage = field.storage
        let caret = storage.selection.location
        let units = storage.units
        let limit = max(0, caret - 64)
        /// The scalar ending at `end`, and where it starts.
        func scalar(endingAt end: Int) -> (Unicode.Scalar, Int) {
            let last = units[end - 1]
            if UTF16.isTrailSurrogate(last), end - 2 >= 0, UTF16.isLeadSurrogate(units[end - 2]) {
                return (UTF16.decode(UTF16.EncodedScalar([units[end - 2], last])), end - 2)
            }
            return (Unicode.Scalar(last) ?? "\u{FFFD}", end - 1)
        }
        guard caret > 0 else { return true }
        let (lastScalar, _) = scalar(endingAt: caret)
        let lastIsWhitespace = lastScalar.properties.isWhitespace
        if field.autocapitalizationType == .words { return lastIsWhitespace }
        // Sentences: after the start of the text, or after ". ", "! ", "? " (whitespace after the punctuation).
        var i = caret
        while i > limit {
            let (s, start) = scalar(endingAt: i)
            if !s.properties.isWhitespace { return lastIsWhitespace && ".!?".unicodeScalars.contains(s) }
            i = start
        }
        return i == 0
    }

    private func recordKey(keyboard: String, key: String, keycode: Int = 0, keysym: String, mods: [String] = [],
                           plane: String?, utf8: String = "") {
        transcript.record(.key(KeyEvent(keyboard: keyboard, action: "tap", key: key, keycode: keycode, keysym: keysym,
                                        mods: mods, level: 1, plane: plane, utf8: utf8)))
    }

    /// Taps the key producing a keysym (`BackSpace`, `Return`) on the keyboard in use, recording it.
    func tapKey(producing keysymName: String, for field: UITextField) {
        if let hardware = hardwareKeyboard {
            guard let ks = XKBKeysym(name: keysymName),
                  let way = hardware.lookup.ways(for: ks).min(by: { $0.levelIndex < $1.levelIndex }) else { return }
            for e in hardware.press(way).events { transcript.record(.key(e)) }
            return
        }
        let name = inputMethodApplies(to: field)?.keyboardName ?? softwareKeyboardName(for: field)
        guard let kb = try? softwareKeyboard(named: name), let keycode = kb.keycode(producing: keysymName) else { return }
        let t = kb.perform(keycode: keycode)
        transcript.record(.key(KeyEvent(keyboard: name, action: "tap", key: t.keyName, keycode: Int(t.keycode),
                                        keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1, plane: t.plane, utf8: "")))
    }

    // MARK: Hardware keyboards

    private func typeOnHardware(_ typed: Character, _ hardware: HardwareKeyboard, into field: UITextField, position: Int) throws {
        guard let ways = hardware.plan(typed) else {
            try unreachableCharacter(typed, keyboard: hardware.name, field: field, position: position)
            return
        }
        for way in ways {
            let press = hardware.press(way)
            for e in press.events { transcript.record(.key(e)) }
            if press.composing {
                if let dead = press.deadKeysym {
                    field.markWithoutAsking(HardwareKeyboard.spacing(for: dead))
                    deadKeyField = field
                }
                continue
            }
            if !press.text.isEmpty {
                field.insertText(press.text)
                endDeadKeyComposition()
            }
        }
    }

    /// Ends a hardware dead key's composition: its accent, shown as marked text, goes away when the composed
    /// character did not replace it (the delegate refused it, the keyboard changed) [U]; the accent was shown
    /// without asking anyone, and goes the same way.
    func endDeadKeyComposition() {
        guard let field = deadKeyField else { return }
        deadKeyField = nil
        hardwareKeyboard?.compose?.reset()
        if field.storage.marked != nil { field.dropMarkedWithoutAsking() }
    }

    // MARK: Unreachable characters

    /// The first character of `text` that the keyboard `field` brings up (or the hardware keyboard) cannot type,
    /// with its position; nil when all can be typed. Lets a command reject bad input before the session starts.
    public func firstUntypeable(_ text: String, on field: UITextField) throws -> (Character, Int)? {
        var position = 0
        if let hardware = hardwareKeyboard {
            for ch in text {
                if ch != "\n" && ch != "\r\n" && ch != "\r" && hardware.plan(ch) == nil { return (ch, position) }
                position += 1
            }
            return nil
        }
        var kb = try softwareKeyboard(named: softwareKeyboardName(for: field))
        let ime = inputMethodApplies(to: field)
        if let ime {
            if text.contains(where: ime.composes) {
                _ = try planned(text, with: ime)
                return nil
            }
            kb = try softwareKeyboard(named: ime.keyboardName)
        }
        var checked: Set<Character> = []
        for ch in text {
            defer { position += 1 }
            guard checked.insert(ch).inserted, ch != "\n", ch != "\r\n", ch != "\r" else { continue }
            if let ime, (ch.isASCII && ch.isLetter) || ime.composes(ch) { continue }
            if kb.route(for: ch, secure: field.isSecureTextEntry) != .unreachable { continue }
            return (ch, position)
        }
        return nil
    }

    /// Throws the error ``UnreachablePolicy/error`` gives for a character.
    public func explainUntypeable(_ ch: Character, at position: Int, on field: UITextField) throws {
        let saved = unreachable
        unreachable = .error
        defer { unreachable = saved }
        try unreachableCharacter(ch, keyboard: hardwareKeyboard?.name ?? softwareKeyboardName(for: field), field: field, position: position)
    }

    private func unreachableCharacter(_ ch: Character, keyboard: String, field: UITextField, position: Int) throws {
        switch unreachable {
        case .error:
            throw SimulationError(.unreachableCharacter(ch, position: position, keyboard: keyboard,
                                                        keyboardsThatCan: keyboardTypes(thatCanType: ch, secure: field.isSecureTextEntry),
                                                        secureField: field.isSecureTextEntry))
        case .paste:
            record(user: .paste, field: field, value: String(ch))
            field.insertText(String(ch))
        case .skip:
            record(user: .type, field: field, value: String(ch), ignored: "the \(keyboard) keyboard cannot type it")
        }
    }

    /// The software keyboard types that can type a character (directly, by long press, or from the emoji keyboard).
    public func keyboardTypes(thatCanType ch: Character, secure: Bool = false) -> [String] {
        UIKeyboardType.allCases.compactMap { type in
            guard let kb = try? SoftwareKeymaps.keyboard(type: type.name, decimalSeparator: decimalSeparator) else { return nil }
            return kb.route(for: ch, secure: secure) != .unreachable ? type.name : nil
        }
    }
}
