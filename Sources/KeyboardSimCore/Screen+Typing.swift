import Foundation
import KeyboardSimUIKit
import KeyboardSimXKB

// Typing as the screen offers it: key input (KeyInput.swift) types each character on the keyboard in use; text an
// input method plans goes through the composition host.

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
        if let ime = inputMethodApplies(to: field),
            try composition.plannedPieces(text, with: ime, { try composition.typePlanned($0, into: field) })
        {
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
                keys.pressReturn(on: current)
                continue
            }
            try keys.typeCharacter(ch, into: current, position: position)
        }
    }

    /// The hardware keyboard in use, or nil for the software keyboards of `keymaps/`.
    public var hardwareKeyboard: HardwareKeyboard? { keys.hardwareKeyboard }

    /// What happens to a character the keyboard cannot type (default: an error).
    public var unreachable: UnreachablePolicy {
        get { keys.unreachable }
        set { keys.unreachable = newValue }
    }

    /// The locale's decimal separator, typed by decimalPad (`.` or `,`).
    public var decimalSeparator: String {
        get { keys.decimalSeparator }
        set { keys.decimalSeparator = newValue }
    }

    /// The software keyboards compiled so far (a harness shares them between sessions).
    package var softwareKeyboards: [String: XKBSoftwareKeyboard] {
        get { keys.softwareKeyboards }
        set { keys.softwareKeyboards = newValue }
    }

    /// Switches to a hardware keyboard (nil: back to the software keyboards). While editing, the on-screen
    /// keyboard hides or shows as the new input requires.
    public func useHardwareKeyboard(_ keyboard: HardwareKeyboard?) {
        keys.use(hardware: keyboard)
        if let field = firstResponder { keyboardTransition { self.keyboard.refresh(for: field) } }
    }

    /// The software keyboard a field brings up: its keyboard type's, except that on iPad the number pads
    /// (numberPad, phonePad, decimalPad, asciiCapableNumberPad) bring up the full keyboard on its number plane,
    /// where letters are a plane key away (docs/uikit-behavior.md, Decisions; 3lvis/Form#509).
    public func softwareKeyboardName(for field: UITextField) -> String { keys.softwareKeyboardName(for: field) }

    /// The software keyboard of a keyboard type, compiled once per screen from keymaps/.
    public func softwareKeyboard(for type: UIKeyboardType) throws -> XKBSoftwareKeyboard {
        try keys.softwareKeyboard(named: type.name)
    }

    /// The software keyboard of a keyboard type name or an input method's keyboard (`pinyin`), compiled once per
    /// screen from keymaps/.
    public func softwareKeyboard(named name: String) throws -> XKBSoftwareKeyboard {
        try keys.softwareKeyboard(named: name)
    }

    /// The first character of `text` that the keyboard `field` brings up (or the hardware keyboard) cannot type,
    /// with its position; nil when all can be typed. Lets a command reject bad input before the session starts.
    /// It asks the same dispatch typing uses, so the two agree.
    public func firstUntypeable(_ text: String, on field: UITextField) throws -> (Character, Int)? {
        try keys.firstUntypeable(text, on: field)
    }

    /// Throws the error ``UnreachablePolicy/error`` gives for a character.
    public func explainUntypeable(_ ch: Character, at position: Int, on field: UITextField) throws {
        try keys.explainUntypeable(ch, at: position, on: field)
    }

    /// The software keyboard types that can type a character (directly, by long press, or from the emoji keyboard).
    public func keyboardTypes(thatCanType ch: Character, secure: Bool = false) -> [String] {
        keys.keyboardTypes(thatCanType: ch, secure: secure)
    }
}
