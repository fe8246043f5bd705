import Foundation
import KeyboardSimIME
import KeyboardSimTranscript
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

/// The keyboard a character goes to: decided in one place (``KeyInput/route(for:)``), for typing and for the dry
/// run that finds what cannot be typed.
enum KeyboardRoute {
    /// The hardware keyboard in use.
    case hardware(HardwareKeyboard)
    /// The input method that types into the field (its own software keyboard behind it).
    case inputMethod(any InputMethod)
    /// The field's software keyboard.
    case software(name: String, XKBSoftwareKeyboard)
}

/// Key input: the software keyboards (compiled once per screen) and their planes, the emoji keyboard, the
/// hardware keyboard and its dead keys, the Shift+arrow selection anchor, what happens to a character no key
/// types, and the one dispatch (``route(for:)``) that both typing and the "can this be typed" check use.
/// Keys that compose go to the composition host; a typed character settles the keyboard extras first.
@MainActor final class KeyInput {
    unowned let screen: Screen
    unowned let composition: CompositionHost
    unowned let extras: KeyboardExtras
    /// The software keyboards compiled so far, by keyboard type name or input-method keyboard name.
    var compiledKeyboards: [String: XKBSoftwareKeyboard] = [:]
    var onEmojiKeyboard = false
    /// The hardware keyboard in use, or nil for the software keyboards of `keymaps/`.
    var hardware: HardwareKeyboard?
    /// The field showing a hardware dead key's accent as marked text, if any.
    weak var deadKeyField: UITextField?
    /// Where a Shift+Left/Right selection is anchored, with the selection it produced (forgotten once the
    /// selection changes some other way).
    var selectionAnchor: SelectionAnchor?
    /// What happens to a character the keyboard cannot type.
    var unreachablePolicy: UnreachablePolicy = .error
    /// Why the last dry run found text untypeable when it was a candidate the keys do not offer.
    private var untypeablePick: SimulationError?
    /// The locale's decimal separator, typed by decimalPad (`.` or `,`).
    var separator = "."
    /// The field whose return key stayed disabled through a paste into it while it was empty (profile entry
    /// `return-key-after-paste`): the keyboard enables the key again at its next key in the field, or when the field
    /// begins editing.
    weak var returnKeyHeldDisabled: UITextField?

    init(screen: Screen, composition: CompositionHost, extras: KeyboardExtras) {
        self.screen = screen
        self.composition = composition
        self.extras = extras
    }

    // MARK: The screen's settings

    var hardwareKeyboard: HardwareKeyboard? { hardware }

    var unreachable: UnreachablePolicy {
        get { unreachablePolicy }
        set { unreachablePolicy = newValue }
    }

    var decimalSeparator: String {
        get { separator }
        set { separator = newValue }
    }

    var softwareKeyboards: [String: XKBSoftwareKeyboard] {
        get { compiledKeyboards }
        set { compiledKeyboards = newValue }
    }

    /// Switches to a hardware keyboard (nil: back to the software keyboards); a dead key's accent goes.
    func use(hardware keyboard: HardwareKeyboard?) {
        endDeadKeyComposition()
        hardware = keyboard
    }

    // MARK: The one dispatch

    /// The keyboard that types into `field` now: the hardware keyboard, the input method's, or the field's
    /// software keyboard.
    func route(for field: UITextField) throws -> KeyboardRoute {
        if let hardware { return .hardware(hardware) }
        if let ime = composition.inputMethodApplies(to: field) { return .inputMethod(ime) }
        let name = softwareKeyboardName(for: field)
        return .software(name: name, try softwareKeyboard(named: name))
    }

    /// One character on the keyboard in use (`type` and the `keys` step both come here).
    func typeCharacter(_ ch: Character, into field: UITextField, position: Int) throws {
        returnKeyHeldDisabled = nil
        // A space accepts a showing inline prediction, another key takes it back; typing stops dictation.
        if extras.showsKeyboardExtras {
            extras.settleKeyboardExtras(typing: ch)
            guard screen.firstResponder === field else { return }
        }
        switch try route(for: field) {
        case .hardware(let hardware):
            try typeOnHardware(ch, hardware, into: field, position: position)
        case .inputMethod(let ime):
            try composition.press(ch == " " ? .space : .character(ch), on: ime, field: field, position: position)
        case .software(let name, _):
            try typeOnSoftware(ch, into: field, position: position, keyboardName: name)
        }
    }

    /// Whether `kb` types `ch` (newlines are the return key, which every keyboard has).
    private func types(_ ch: Character, on kb: XKBSoftwareKeyboard, secure: Bool) -> Bool {
        ch == "\n" || ch == "\r\n" || ch == "\r" || kb.route(for: ch, secure: secure) != .unreachable
    }

    /// The first character of `text` that the keyboard typing into `field` cannot type, with its position; nil
    /// when all can be typed. The same dispatch as typing (``route(for:)``): on a hardware or software keyboard,
    /// whether a key produces the character; with an input method, the keys go through a copy of it as typing sends
    /// them (the text it plans as the plan types it), and what it passes through must be on its keyboard.
    func firstUntypeable(_ text: String, on field: UITextField) throws -> (Character, Int)? {
        untypeablePick = nil
        let secure = field.isSecureTextEntry
        switch try route(for: field) {
        case .hardware(let hardware):
            for (position, ch) in text.enumerated()
            where ch != "\n" && ch != "\r\n" && ch != "\r" && hardware.plan(ch) == nil {
                return (ch, position)
            }
            return nil
        case .software(_, let kb):
            var checked: Set<Character> = []
            for (position, ch) in text.enumerated()
            where checked.insert(ch).inserted && !types(ch, on: kb, secure: secure) {
                return (ch, position)
            }
            return nil
        case .inputMethod(let ime):
            let kb = try softwareKeyboard(named: ime.keyboardName)
            // What typing sends the input method: the plan's keys, candidate picks and direct text, or each character,
            // sent one at a time as the plan is read (a list of every key first cost memory in proportion to the
            // keys of the whole text). A pick the keys do not offer is text that cannot be typed (the person would not
            // find the candidate). `keys`: the plan's keys step this key begins (typing then expects the composition
            // to be those keys). A planned key's position is where it first occurs in the text, looked up only for
            // the one reported (looking it up for every key made a long text's dry run quadratic); -1 until then.
            func found(_ ch: Character, _ position: Int) -> (Character, Int) {
                guard position < 0 else { return (ch, position) }
                return (ch, text.firstIndex(of: ch).map { text.distance(from: text.startIndex, to: $0) } ?? 0)
            }
            var state = ime
            var expected = ""
            func send(_ ch: Character, _ position: Int, pick: String?, keys: String?) -> (Character, Int)? {
                if let keys { expected = keys }
                if let wanted = pick {
                    // Typing picks only when the composition is what the plan typed (as typePlanned checks).
                    guard state.isComposing, state.typedInput == expected else { return nil }
                    guard let index = state.candidates.firstIndex(of: wanted) else {
                        let at = found(ch, position)
                        untypeablePick = CompositionHost.candidateNotOffered(wanted, position: at.1, on: state)
                        return at
                    }
                    if let last = state.handle(.candidate(index)).last { state = last.then }
                    expected = state.typedInput
                    return nil
                }
                let key: IMEKey =
                    ch == "\n" || ch == "\r\n" || ch == "\r" ? .enter : ch == " " ? .space : .character(ch)
                let steps = state.handle(key)
                for step in steps {
                    guard case .passThrough(let passed) = step.action else { continue }
                    switch passed {
                    case .character(let c): if !types(c, on: kb, secure: secure) { return found(ch, position) }
                    case .space: if !types(" ", on: kb, secure: secure) { return found(ch, position) }
                    default: break
                    }
                }
                if let last = steps.last { state = last.then }
                return nil
            }
            var untypeable: (Character, Int)?
            /// Sends a piece's plan; false once a character is found untypeable (the rest is not sent).
            func sendPlan(_ plan: [IMEPlanStep]) -> Bool {
                for step in plan {
                    switch step {
                    case .keys(let keys):
                        var first = true
                        for ch in keys {
                            untypeable = send(ch, -1, pick: nil, keys: first ? keys : nil)
                            if untypeable != nil { return false }
                            first = false
                        }
                    case .direct(let direct):
                        for ch in direct {
                            untypeable = send(ch, -1, pick: nil, keys: nil)
                            if untypeable != nil { return false }
                        }
                    case .pick(let wanted):
                        untypeable = send(wanted.first ?? " ", -1, pick: wanted, keys: nil)
                        if untypeable != nil { return false }
                    }
                }
                return true
            }
            // Planned a piece at a time, as typing plans it; the pieces after an untypeable one are not planned.
            struct Found: Error {}
            do {
                if try composition.plannedPieces(text, with: ime, { if !sendPlan($0) { throw Found() } }) { return nil }
            } catch is Found { return untypeable }
            for (position, ch) in text.enumerated() {
                if let at = send(ch, position, pick: nil, keys: nil) { return at }
            }
            return nil
        }
    }

    /// Throws the error ``UnreachablePolicy/error`` gives for a character.
    func explainUntypeable(_ ch: Character, at position: Int, on field: UITextField) throws {
        // Text the input method plans whose candidate its keys do not offer: the reason names the composition.
        if let pick = untypeablePick { untypeablePick = nil; throw pick }
        let saved = unreachablePolicy
        unreachablePolicy = .error
        defer { unreachablePolicy = saved }
        try unreachableCharacter(
            ch, keyboard: hardware?.name ?? softwareKeyboardName(for: field), field: field, position: position)
    }

    func unreachableCharacter(_ ch: Character, keyboard: String, field: UITextField, position: Int) throws {
        switch unreachablePolicy {
        case .error:
            throw SimulationError(
                .unreachableCharacter(
                    ch, position: position, keyboard: keyboard,
                    keyboardsThatCan: keyboardTypes(thatCanType: ch, secure: field.isSecureTextEntry),
                    secureField: field.isSecureTextEntry, inputMethodBypass: composition.inputMethodBypass(for: field)))
        case .paste:
            screen.record(user: .paste, field: field, value: String(ch))
            field.insertText(String(ch))
        case .skip:
            screen.record(
                user: .type, field: field, value: String(ch), ignored: "the \(keyboard) keyboard cannot type it")
        }
    }

    /// The software keyboard types that can type a character (directly, by long press, or from the emoji keyboard).
    func keyboardTypes(thatCanType ch: Character, secure: Bool) -> [String] {
        // Fresh keyboards answer; the answer is kept for the process (compiling every keymap again made each refused
        // character cost milliseconds, a tenth of the fuzzer's time).
        let keymaps = getenv("KBSIM_KEYMAPS").map { String(cString: $0) } ?? ""
        let key = "\(secure)\u{0}\(separator)\u{0}\(keymaps)\u{0}" + String(ch)
        if let known = Self.typesThatCanType[key] { return known }
        let types: [String] = UIKeyboardType.allCases.compactMap { type in
            guard let kb = try? SoftwareKeymaps.keyboard(type: type.name, decimalSeparator: separator) else {
                return nil
            }
            return kb.route(for: ch, secure: secure) != .unreachable ? type.name : nil
        }
        if Self.typesThatCanType.count < 4096 { Self.typesThatCanType[key] = types }
        return types
    }
    private static var typesThatCanType: [String: [String]] = [:]

    // MARK: Software keyboards

    /// The software keyboard a field brings up: its keyboard type's, except that on iPad the number pads
    /// (numberPad, phonePad, decimalPad, asciiCapableNumberPad) bring up the full keyboard on its number plane,
    /// where letters are a plane key away (docs/uikit-behavior.md, Decisions; 3lvis/Form#509).
    func softwareKeyboardName(for field: UITextField) -> String {
        if screen.device.idiom == .pad && field.keyboardType.isNumberPad {
            return UIKeyboardType.numbersAndPunctuation.name
        }
        return field.keyboardType.name
    }

    /// The software keyboard of a keyboard type name or an input method's keyboard (`pinyin`), compiled once per
    /// screen from keymaps/.
    func softwareKeyboard(named name: String) throws -> XKBSoftwareKeyboard {
        if let kb = compiledKeyboards[name] { return kb }
        do {
            let kb = try SoftwareKeymaps.keyboard(type: name, decimalSeparator: separator)
            compiledKeyboards[name] = kb
            return kb
        } catch {
            throw SimulationError(.keyboardUnavailable(name: name, reason: "\(error)"))
        }
    }

    /// A field began editing: its keyboard comes up fresh (letters plane, no shift).
    func resetSoftwareKeyboard(for field: UITextField, inputMethodKeyboard: String?) {
        returnKeyHeldDisabled = nil
        compiledKeyboards[softwareKeyboardName(for: field)]?.reset()
        if let name = inputMethodKeyboard { compiledKeyboards[name]?.reset() }
        onEmojiKeyboard = false
    }

    /// Taps the key producing a keysym (`BackSpace`, `Return`) on the keyboard in use, recording it.
    func tapKey(producing keysymName: String, for field: UITextField) {
        if let hardware {
            guard let ks = XKBKeysym(name: keysymName),
                let way = hardware.lookup.ways(for: ks).min(by: { $0.levelIndex < $1.levelIndex })
            else { return }
            for e in hardware.press(way).events { screen.transcript.record(.key(e)) }
            return
        }
        let name = composition.inputMethodApplies(to: field)?.keyboardName ?? softwareKeyboardName(for: field)
        guard let kb = try? softwareKeyboard(named: name), let keycode = kb.keycode(producing: keysymName) else {
            return
        }
        let t = kb.perform(keycode: keycode)
        screen.transcript.record(
            .key(
                KeyEvent(
                    keyboard: name, action: "tap", key: t.keyName, keycode: Int(t.keycode),
                    keysym: t.keysym.name, mods: t.modifiers, level: t.levelIndex + 1, plane: t.plane, utf8: "",
                    label: kb.label(of: t, keyboard: name, returnKeyType: field.returnKeyType))))
    }

    // MARK: Hardware keyboards

    private func typeOnHardware(
        _ typed: Character, _ hardware: HardwareKeyboard, into field: UITextField, position: Int
    ) throws {
        guard let ways = hardware.plan(typed) else {
            try unreachableCharacter(typed, keyboard: hardware.name, field: field, position: position)
            return
        }
        for way in ways {
            let press = hardware.press(way)
            for e in press.events { screen.transcript.record(.key(e)) }
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
        hardware?.compose?.reset()
        if field.storage.marked != nil { field.dropMarkedWithoutAsking() }
    }
}

/// The fixed end of a selection made with Shift+arrow keys.
struct SelectionAnchor {
    weak var field: UITextField?
    var anchor: Int
    var selection: NSRange
}
