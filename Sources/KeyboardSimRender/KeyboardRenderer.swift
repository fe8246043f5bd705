import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import Foundation
import KeyboardSimCore

/// How to draw a software keyboard: the field's traits that change the keyboard's look, and the device.
public struct KeyboardRenderOptions: Sendable {
    /// The field's `keyboardAppearance` (`default` draws light).
    public var appearance: UIKeyboardAppearance = .default
    /// The field's `returnKeyType`, which sets the return key's title and colour.
    public var returnKeyType: UIReturnKeyType = .default
    /// The language of the keyboard's labels (return key, space bar); nil: the keyboard type's own
    /// (`KeyboardLanguage.of(keyboard:)`: 空格 and 换行 on `pinyin`, English on the `UIKeyboardType` keyboards).
    public var language: KeyboardLanguage? = nil
    /// The device whose width and keyboard height are used (portrait).
    public var device: Device = .iPhone15
    /// The field's `enablesReturnKeyAutomatically`: with ``textIsEmpty``, return is drawn disabled.
    public var enablesReturnKeyAutomatically = false
    /// Whether the field's text is empty.
    public var textIsEmpty = false
    /// The key name of the last tapped key (`AC01`, `LFSH`…), drawn pressed (a character key with its callout).
    public var highlightedKey: String? = nil

    /// Options with every trait at its UIKit default, on an iPhone 15.
    public init() {}

    /// Whether the return key is drawn disabled.
    public var returnKeyIsDisabled: Bool { enablesReturnKeyAutomatically && textIsEmpty }
}

/// Draws a software keyboard as SVG, from its keymap and a keyboard state: the labels are the keysyms of
/// the state's plane (`xkb_state_key_get_utf8`), the plane keys' labels come from their levels, and the
/// return key's title, colour and disabled look from the field's traits.
///
/// ```swift
/// let keyboard = try SoftwareKeymaps.keyboard(type: "emailAddress")
/// var options = KeyboardRenderOptions()
/// options.appearance = .dark
/// let svg = KeyboardRenderer.svg(state: keyboard.state, type: "emailAddress", options: options)
/// ```
public enum KeyboardRenderer {
    /// The planes a software keymap has (its plane key's level names: `letters`, `LETTERS`, `numbers`, `symbols`).
    public static func planes(of keymap: XKBKeymap) -> [String] {
        guard let key = planeKey(of: keymap) else { return [] }
        return keymap.levelNames.byKey[keymap.keyName(key) ?? ""]?.first ?? []
    }

    /// A fresh state of `keymap` showing `plane`: the plane's modifiers locked, except Shift, which is latched
    /// (one-shot shift, as after one tap of ⇧). Starts in `layout` (decimalPad's comma group is 1).
    ///
    /// - Throws: `KeyboardsError` naming the plane, the keymap and the planes it has.
    public static func state(of keymap: XKBKeymap, plane: String, layout: Int = 0, option: String = "--plane") throws
        -> XKBState
    {
        let state = try XKBState(keymap: keymap)
        let available = planes(of: keymap)
        guard let key = planeKey(of: keymap), let level = available.firstIndex(of: plane) else {
            throw KeyboardsError(
                message:
                    "\(option) \"\(plane)\": the keyboard \(keymap.sourceName) has no such plane; accepted: \(available.isEmpty ? "none (it has one plane)" : available.joined(separator: ", "))"
            )
        }
        let masks = keymap.modifierMasks(keycode: key, layout: layout, level: level)
        let mask = masks.min { ($0.nonzeroBitCount, $0) < ($1.nonzeroBitCount, $1) } ?? 0
        let shift = keymap.modifierIndex(named: "Shift").map { UInt32(1) << UInt32($0) } ?? 0
        state.setMask(latched: mask & shift, locked: mask & ~shift, layout: layout)
        return state
    }

    /// Whether the keymap is the 10-key kana keyboard (the rule the key labels use: ``KeyLabels``).
    static func isTenKey(_ keymap: XKBKeymap) -> Bool { KeyLabels.isTenKey(keymap) }

    /// Whether the keymap is a number pad (the rule the key labels use: ``KeyLabels``).
    static func isNumberPad(_ keymap: XKBKeymap) -> Bool { KeyLabels.isNumberPad(keymap) }

    /// The key whose level tells the plane (the same scan the software keyboards use).
    static func planeKey(of keymap: XKBKeymap) -> UInt32? { XKBSoftwareKeyboard.planeKey(of: keymap) }

    /// Draws the keyboard of `state` as an SVG document.
    ///
    /// - Parameters:
    ///   - state: the keyboard's state; its plane, shift and caps lock decide the labels.
    ///   - type: the keyboard type (`emailAddress`, `pinyin`…), which names the document and picks pad labels.
    ///   - options: the traits and device; ``KeyboardRenderOptions/highlightedKey`` marks the last tapped key.
    public static func svg(state: XKBState, type: String, options: KeyboardRenderOptions) -> String {
        let keymap = state.keymap
        let isPad = isNumberPad(keymap)
        let device = options.device
        let width = Double(device.portraitSize.width)
        let height = Double(isPad ? device.numberPad.portraitNoBar : device.letterKeyboard.portraitNoBar)
        let palette = KeyboardPalette.forAppearance(options.appearance)

        func present(_ name: String) -> Bool {
            guard let keycode = keymap.keycode(named: name) else { return false }
            return !state.keysyms(keycode: keycode).isEmpty
        }
        let geometry: KeyboardGeometry
        if isPad {
            let corner = ["KPDL", "MDSW"].first(where: present) ?? ""
            geometry = .pad(
                width: width, height: height,
                rows: [
                    ["AE01", "AE02", "AE03"], ["AE04", "AE05", "AE06"], ["AE07", "AE08", "AE09"],
                    [corner, "AE10", "BKSP"]
                ],
                present: present, bareKeys: ["BKSP", "KPDL", "MDSW"])
        } else if isTenKey(keymap) {
            geometry = .tenKey(width: width, height: height, present: present)
        } else if !present("AD01") && present("AE01") {
            // namePhonePad's phone plane.
            geometry = .pad(
                width: width, height: height,
                rows: [
                    ["AE01", "AE02", "AE03", "AC11"], ["AE04", "AE05", "AE06", "BKSP"],
                    ["AE07", "AE08", "AE09", "MDSW"], ["AE11", "AE10", "AE12", "RTRN"]
                ],
                present: present, bareKeys: [])
        } else {
            geometry = .letters(width: width, height: height, present: present)
        }

        var svg = SVGBuilder()
        let labels = KeyLabeler(state: state, type: type, options: options, isPad: isPad)
        let callout = options.highlightedKey.flatMap { name in
            geometry.slots.first { $0.keyName == name && $0.role == .character && !isPad }
        }
        let top = callout.map { min(0, $0.frame.y - 62) } ?? 0
        svg.open(
            width: width, height: height - top, minY: top,
            title:
                "kbsim keyboard: \(type), \(labels.planeName) plane, \(options.appearance == .dark ? "dark" : "light"), return \(options.returnKeyType.name)"
        )
        svg.rect(x: 0, y: 0, width: width, height: height, radius: 0, fill: palette.background)

        for slot in geometry.slots {
            let pressed = slot.keyName == options.highlightedKey
            let label = labels.label(for: slot)
            var fill: String? = palette.key
            var ink = palette.label
            switch slot.role {
            case .character: fill = pressed ? palette.pressedKey : palette.key
            case .space: fill = pressed ? palette.pressedKey : palette.key
            case .system: fill = pressed ? palette.pressedSystemKey : palette.systemKey
            case .bare: fill = pressed ? palette.systemKey : nil
            case .returnKey:
                if options.returnKeyIsDisabled {
                    fill = palette.systemKey; ink = palette.disabledLabel
                } else if options.returnKeyType.isAccentedReturnKey {
                    fill = pressed ? palette.pressedSystemKey : palette.accent
                    ink = pressed ? palette.label : palette.accentLabel
                } else {
                    fill = pressed ? palette.pressedSystemKey : palette.systemKey
                }
            }
            if slot.role == .system, labels.shiftIsActive, slot.keyName == "LFSH", labels.showsShiftGlyph {
                fill = palette.key  // an active shift key turns white, as on iOS
            }
            svg.beginGroup(
                id: "key-\(slot.keyName)",
                attributes: ["data-label": label.accessibleText, "data-pressed": pressed ? "true" : "false"])
            if let fill {
                let f = slot.frame
                svg.rect(x: f.x, y: f.y + 1, width: f.width, height: f.height, radius: 5, fill: palette.shadow)
                svg.rect(x: f.x, y: f.y, width: f.width, height: f.height, radius: 5, fill: fill)
            }
            draw(label, in: slot.frame, ink: ink, svg: &svg)
            svg.endGroup()
        }

        if geometry.stripHeight > 0 && !isPad {
            let y = KeyboardGeometry.rowsHeight + geometry.stripHeight * 0.36
            SVGGlyphs.globe(x: 32, y: y, color: palette.strip, svg: &svg)
            SVGGlyphs.microphone(x: width - 32, y: y, color: palette.strip, svg: &svg)
        }
        if geometry.stripHeight > 0 {
            // The home indicator.
            svg.rect(
                x: width / 2 - 67, y: height - 13, width: 134, height: 5, radius: 2.5,
                fill: options.appearance == .dark ? "#FFFFFF" : "#000000")
        }
        if let slot = callout {
            let label = labels.label(for: slot)
            SVGGlyphs.callout(
                key: slot.frame, canvasWidth: width, text: label.accessibleText, palette: palette, svg: &svg)
        }
        svg.close()
        return svg.text
    }

    private static func draw(
        _ label: KeyLabeler.Label, in frame: KeyboardGeometry.Frame, ink: String, svg: inout SVGBuilder
    ) {
        switch label {
        case .text(let text, let size):
            svg.text(text, x: frame.midX, y: frame.midY + size * 0.36, size: size, fill: ink)
        case .digit(let digit, let letters):
            if letters.isEmpty {
                svg.text(digit, x: frame.midX, y: frame.midY + 10, size: 28, fill: ink)
            } else {
                svg.text(digit, x: frame.midX, y: frame.midY + 4, size: 28, fill: ink)
                svg.text(
                    letters, x: frame.midX, y: frame.midY + 17, size: 10, fill: ink, weight: "600", letterSpacing: 2)
            }
        case .shift(let active, let locked):
            SVGGlyphs.shift(x: frame.midX, y: frame.midY, filled: active, locked: locked, color: ink, svg: &svg)
        case .backspace:
            SVGGlyphs.backspace(x: frame.midX, y: frame.midY, color: ink, svg: &svg)
        case .none:
            break
        }
    }
}
