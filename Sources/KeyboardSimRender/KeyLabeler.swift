import Foundation
import KeyboardSimCore
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// The label of each key on the current plane: keysyms through `xkb_state_key_get_utf8`, plane keys by
/// level (docs/keyboards.md "Keys"), return and space by language.
struct KeyLabeler {
    /// What a key shows.
    enum Label: Equatable {
        /// Text in points.
        case text(String, size: Double)
        /// A pad digit with the letters under it (`2` / `ABC`).
        case digit(String, letters: String)
        /// The shift arrow, filled when shift is on, with a bar under it when locked (caps lock).
        case shift(active: Bool, locked: Bool)
        /// The backspace glyph.
        case backspace
        /// Nothing.
        case none

        /// The label as text (the SVG's `data-label`, the callout's text).
        var accessibleText: String {
            switch self {
            case .text(let text, _): text
            case .digit(let digit, _): digit
            case .shift(_, let locked): locked ? "caps lock" : "shift"
            case .backspace: "delete"
            case .none: ""
            }
        }
    }

    let state: XKBState
    let type: String
    let options: KeyboardRenderOptions
    let isPad: Bool

    private var keymap: XKBKeymap { state.keymap }
    /// The labels' language: the options', else the keyboard type's.
    private var language: KeyboardLanguage { options.language ?? .of(keyboard: type) }

    /// The current plane's name (`letters`, `numbers`…), empty when the keymap names none.
    var planeName: String {
        XKBSoftwareKeyboard.plane(of: state, planeKey: XKBSoftwareKeyboard.planeKey(of: keymap))
    }

    var shiftIsActive: Bool { state.isModifierActive("Shift") || state.isModifierActive("Lock") }
    var shiftIsLocked: Bool {
        state.isModifierActive("Shift", in: .locked) || state.isModifierActive("Lock", in: .locked)
    }

    /// Whether the shift key shows the arrow (letters planes) rather than `#+=`/`123`.
    var showsShiftGlyph: Bool {
        guard let keycode = keymap.keycode(named: "LFSH") else { return false }
        return state.keysym(keycode: keycode).name == "Shift_L"
    }

    private static let padLetters = [
        "2": "ABC", "3": "DEF", "4": "GHI", "5": "JKL", "6": "MNO", "7": "PQRS", "8": "TUV", "9": "WXYZ"
    ]

    func label(for slot: KeyboardGeometry.Slot) -> Label {
        guard let keycode = keymap.keycode(named: slot.keyName) else { return .none }
        let layout = state.layout(keycode: keycode) ?? 0
        let level = state.level(keycode: keycode, layout: layout) ?? 0
        switch slot.keyName {
        case "RTRN": return .text(options.returnKeyType.title(in: language), size: 16)
        case "SPCE": return .text(language.spaceTitle, size: 16)
        case "BKSP": return .backspace
        case "DCOM": return .text(".com", size: 17)
        case "KABC": return .text("ABC", size: 16)
        case "AE11" where state.utf8(keycode: keycode) == "゛": return .text("゛゜小", size: 16)
        case "AE12" where state.utf8(keycode: keycode) == "、": return .text("、。?!", size: 18)
        case "LFSH":
            if showsShiftGlyph { return .shift(active: shiftIsActive, locked: shiftIsLocked) }
            return .text(level == 2 ? "#+=" : "123", size: 16)
        case "MDSW":
            if isPad { return .text(level == 0 ? "+*#" : "123", size: 20) }
            if keymap.keycode(named: "KABC") != nil { return .text("☆123", size: 16) }
            if level <= 1 { return .text("123", size: 16) }
            return .text(KeyLabels.returnsToPinyin(type) ? "拼音" : "ABC", size: 16)
        default:
            let text = state.utf8(keycode: keycode)
            if text.isEmpty { return .none }
            if slot.keyName.hasPrefix("AE") || slot.keyName == "KPDL" {
                let letters = planeName == "numbers" && isPad ? Self.padLetters[text] ?? "" : ""
                return isPad ? .digit(text, letters: letters) : .text(text, size: 26)
            }
            return .text(text, size: text.count == 1 ? 23 : 16)
        }
    }
}
