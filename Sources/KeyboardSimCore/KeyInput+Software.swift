import Foundation
import KeyboardSimTranscript
import KeyboardSimUIKit
import KeyboardSimXKB

// Software keyboards: taps, planes, long presses, flicks, the emoji keyboard, automatic shift, smart quotes and
// dashes (the rules are at the top of KeyInput.swift).

extension KeyInput {
    /// One character on the software keyboard `keyboardName`.
    func typeOnSoftware(_ typed: Character, into field: UITextField, position: Int, keyboardName: String) throws {
        let kb = try softwareKeyboard(named: keyboardName)
        let route = kb.route(for: typed, secure: field.isSecureTextEntry)
        if route == .emoji {
            if !onEmojiKeyboard {
                recordKey(keyboard: keyboardName, key: "GLOBE", keysym: "globe", plane: kb.plane, label: "🌐")
                onEmojiKeyboard = true
            }
            recordKey(
                keyboard: "emoji", key: "EMOJI", keysym: "emoji", plane: "emoji", utf8: String(typed),
                label: String(typed))
            field.insertText(String(typed))
            return
        }
        if onEmojiKeyboard {
            recordKey(keyboard: "emoji", key: "ABC", keysym: "abc", plane: "emoji", label: "ABC")
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
            guard let base = LongPressAlternates.baseOf[typed], let taps = kb.type(base), let last = taps.last else {
                return
            }
            recordTaps(Array(taps.dropLast()), keyboard: keyboardName, autoShift: autoShift, typed: base, kb: kb)
            screen.transcript.record(
                .key(
                    KeyEvent(
                        keyboard: keyboardName, action: "longpress", key: last.keyName, keycode: Int(last.keycode),
                        keysym: last.keysym.name, mods: last.modifiers, level: last.levelIndex + 1,
                        plane: last.plane, utf8: String(typed), label: label(of: last, on: kb, keyboard: keyboardName))
                ))
            field.insertText(String(typed))
        case .flick(let tap):
            recordFlick(tap, keyboard: keyboardName, kb: kb)
            insertTyped(typed, into: field)
        case .emoji, .unreachable:
            try unreachableCharacter(typed, keyboard: keyboardName, field: field, position: position)
        }
    }

    /// Records the planned taps, adjusted for iOS's automatic shift.
    private func recordTaps(
        _ taps: [XKBTap], keyboard: String, autoShift: Bool, typed: Character, kb: XKBSoftwareKeyboard
    ) {
        var taps = taps[...]
        if autoShift && typed.isLetter {
            if typed.isUppercase, let first = taps.first, first.utf8.isEmpty, first.keysym.name.hasPrefix("Shift") {
                taps = taps.dropFirst()  // the keyboard shifted itself
            } else if typed.isLowercase {
                // One tap turns the automatic shift off.
                recordKey(
                    keyboard: keyboard, key: kb.keymap.keyName(kb.keycode(producing: "Shift_L") ?? 0) ?? "LFSH",
                    keycode: Int(kb.keycode(producing: "Shift_L") ?? 0), keysym: "Shift_L", mods: ["Shift"],
                    plane: kb.plane, label: "⇧")
            }
        }
        for t in taps { recordTap(t, keyboard: keyboard, kb: kb) }
    }

    /// The label the tapped key shows (docs/keyboards.md, "Key labels"); the return key's title is the focused
    /// field's.
    func label(of t: XKBTap, on kb: XKBSoftwareKeyboard, keyboard: String) -> String {
        kb.label(of: t, keyboard: keyboard, returnKeyType: screen.firstResponder?.returnKeyType ?? .default)
    }

    private func recordTap(_ t: XKBTap, keyboard: String, kb: XKBSoftwareKeyboard) {
        screen.transcript.record(
            .key(
                KeyEvent(
                    keyboard: keyboard, action: "tap", key: t.keyName, keycode: Int(t.keycode),
                    keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1,
                    plane: t.plane, utf8: t.utf8, label: label(of: t, on: kb, keyboard: keyboard))))
    }

    /// Records a flick (the 10-key kana keyboard): a `key` event with action `flick`, the level its direction's.
    private func recordFlick(_ t: XKBTap, keyboard: String, kb: XKBSoftwareKeyboard) {
        screen.transcript.record(
            .key(
                KeyEvent(
                    keyboard: keyboard, action: "flick", key: t.keyName, keycode: Int(t.keycode),
                    keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1,
                    plane: t.plane, utf8: t.utf8, label: label(of: t, on: kb, keyboard: keyboard))))
    }

    /// Records the taps (or the flick) that type `ch` on `kb` (performing them), with no automatic shift.
    func recordTaps(for ch: Character, on kb: XKBSoftwareKeyboard, keyboard: String) {
        guard let taps = kb.type(ch) else {
            if let flick = kb.flick(for: ch) { recordFlick(flick, keyboard: keyboard, kb: kb) }
            return
        }
        for t in taps { recordTap(t, keyboard: keyboard, kb: kb) }
    }

    /// Inserts a typed character, applying smart quotes and dashes where the field's traits enable them.
    private func insertTyped(_ typed: Character, into field: UITextField) {
        // A space right after a QuickType pick is consumed (the pick added one).
        if extras.consumesSpaceAfterPick(typed, in: field) { return }
        // A space or punctuation accepts a pending autocorrection first (the correction asks the delegate and
        // posts no change event; the separator is typed as usual).
        extras.characterTyped(typed, in: field)
        // Only a hyphen or a quote looks at the character before the caret; anything else is inserted as it is.
        guard typed == "-" || typed == "\"" || typed == "'" else {
            field.insertText(String(typed))
            return
        }
        // Read from a copy of the storage that is gone before the edit: kept alive across it (as debug builds keep
        // a local), it would share the text's buffer and make the edit copy the whole text.
        let (caret, before): (Int, Character?) = {
            let storage = field.storage
            let caret = storage.selection.location
            return (
                caret, storage.selection.length == 0 && storage.marked == nil ? storage.character(before: caret) : nil
            )
        }()
        // Smart dashes: the new hyphen replaces the previous one through the delegate ([U] the range).
        let enDashFirst = screen.profile.smartDashes == .enDashThenEmDash
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
    private func smartQuotes(_ f: UITextField) -> Bool {
        f.smartQuotesType == .yes
            || (f.smartQuotesType == .default && !f.isSecureTextEntry && f.keyboardType != .emailAddress
                && f.keyboardType != .URL)
    }

    /// Smart dashes: `.yes`, or `.default` except on email/URL keyboards and secure fields ([U]).
    private func smartDashes(_ f: UITextField) -> Bool {
        f.smartDashesType == .yes
            || (f.smartDashesType == .default && !f.isSecureTextEntry && f.keyboardType != .emailAddress
                && f.keyboardType != .URL)
    }

    /// Whether iOS would have shifted the keyboard by itself before the next character (autocapitalizationType).
    /// Reads the scalars just before the caret (at most 64 UTF-16 units), so typing stays linear in the text.
    private func isAutoShifted(_ field: UITextField) -> Bool {
        // Apple: namePhonePad "does not support auto-capitalization" (the profile entry keeps the old reading).
        if field.keyboardType == .namePhonePad && screen.profile.namePhonePadCapitalization == .none { return false }
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

    private func recordKey(
        keyboard: String, key: String, keycode: Int = 0, keysym: String, mods: [String] = [],
        plane: String?, utf8: String = "", label: String
    ) {
        screen.transcript.record(
            .key(
                KeyEvent(
                    keyboard: keyboard, action: "tap", key: key, keycode: keycode, keysym: keysym,
                    mods: mods, level: 1, plane: plane, utf8: utf8, label: label)))
    }
}
