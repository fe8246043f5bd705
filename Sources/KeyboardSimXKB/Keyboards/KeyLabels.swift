import KeyboardSimUIKit

/// What a software key shows on the iOS keyboard, as the transcript's `label` names it (docs/keyboards.md, "Key
/// labels"): the character the key types, or the system key's own label (`⇧`, `123`, `#+=`, `ABC`, `⌫`, `space`,
/// the return key's title).
///
/// ```swift
/// let keyboard = try SoftwareKeymaps.keyboard(type: "default")
/// let taps = keyboard.type("1") ?? []                  // [MDSW(Mode_switch)@letters, AE01(1)@numbers→1]
/// taps.map { keyboard.label(of: $0, keyboard: "default") }   // ["123", "1"]
/// ```
public enum KeyLabels {
    /// Whether the key that goes back to the letters plane shows `拼音` (the Simplified Chinese keyboards on the
    /// pinyin keymap) rather than `ABC`.
    public static func returnsToPinyin(_ keyboard: String) -> Bool {
        ["pinyin", "wubi", "cantonese"].contains(keyboard)
    }

    /// The labels of keys whose face is not the text they type: the kana keyboard's function keys and `.com`.
    static let fixed: [String: String] = ["DCOM": ".com", "KABC": "ABC", "KNXT": "→", "KREV": "↺", "BKSP": "⌫"]

    /// Whether the keymap is the 10-key kana keyboard (it has the 文字送り key, `KNXT`).
    package static func isTenKey(_ keymap: XKBKeymap) -> Bool { keymap.keycode(named: "KNXT") != nil }

    /// Whether the keymap is a number pad (no letter keys: numberPad, phonePad, decimalPad …): the label rules and
    /// the renderer's layout both ask.
    package static func isNumberPad(_ keymap: XKBKeymap) -> Bool {
        if isTenKey(keymap) { return false }
        guard let keycode = keymap.keycode(named: "AD01") else { return true }
        return keymap.layoutCount(keycode: keycode) == 0
    }

    /// What the label rules need to know of a keymap, read once per software keyboard (a tap's label is computed
    /// on every key press).
    struct Facts {
        var isNumberPad: Bool
        var isTenKey: Bool
        var hasKanaABC: Bool

        init(_ keymap: XKBKeymap) {
            isNumberPad = KeyLabels.isNumberPad(keymap)
            isTenKey = KeyLabels.isTenKey(keymap)
            hasKanaABC = keymap.keycode(named: "KABC") != nil
        }
    }
}

extension XKBSoftwareKeyboard {
    /// The label of the key a tap pressed, as iOS draws it before the tap (docs/keyboards.md, "Key labels").
    ///
    /// - Parameters:
    ///   - tap: the tap (or flick, or the key of a long press).
    ///   - name: the keyboard as key events name it (`default`, `pinyin`, `wubi`, `japanese-kana` …): it sets the
    ///     language of the space and return keys (``KeyboardLanguage/of(keyboard:)``).
    ///   - returnKeyType: the field's return key type, whose title the return key shows.
    public func label(of tap: XKBTap, keyboard name: String, returnKeyType: UIReturnKeyType = .default) -> String {
        if let fixed = KeyLabels.fixed[tap.keyName] { return fixed }
        let language = KeyboardLanguage.of(keyboard: name)
        switch tap.keyName {
        case "RTRN": return returnKeyType.title(in: language)
        case "SPCE": return language.spaceTitle
        case "LFSH":
            if tap.keysym.name.hasPrefix("Shift") { return "⇧" }
            return tap.levelIndex == 2 ? "#+=" : "123"
        case "MDSW":
            if labelFacts.isNumberPad { return tap.levelIndex == 0 ? "+*#" : "123" }
            if labelFacts.hasKanaABC { return "☆123" }
            if tap.levelIndex <= 1 { return "123" }
            return KeyLabels.returnsToPinyin(name) ? "拼音" : "ABC"
        default:
            // The 10-key kana keyboard: a key shows its first level (あ whatever the flick gave; ゛゜小; 、。?!).
            if labelFacts.isTenKey,
                let scalar = keymap.keysyms(keycode: tap.keycode, layout: tap.layoutIndex, level: 0).first?.scalar
            {
                return ["゛": "゛゜小", "、": "、。?!"][Character(scalar)] ?? String(Character(scalar))
            }
            if !tap.utf8.isEmpty { return tap.utf8 }
            if let scalar = tap.keysym.scalar { return String(Character(scalar)) }
            return tap.keysym.name
        }
    }
}
