import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import Foundation
import KeyboardSimCore

/// Where each key of a software keyboard sits, derived from the key names (kbsim's keymaps carry no
/// geometry): `AD`/`AC`/`AB` rows of character keys, shift and backspace beside the third row, then a bottom
/// row of plane key, space, the type's extra keys and return; number pads as a 3 × 4 grid of `AE` keys.
///
/// Measures are iPhone portrait points (keys 42 pt high, 6 pt apart, 54 pt row pitch), scaled to the
/// device's width; a home-indicator device adds the bottom strip (globe, dictation) below the rows.
struct KeyboardGeometry {
    /// A key's rectangle, in points from the keyboard's top-left corner.
    struct Frame: Equatable {
        var x, y, width, height: Double
        var midX: Double { x + width / 2 }
        var midY: Double { y + height / 2 }
    }

    /// What a slot holds, which decides how it is drawn.
    enum Role: Equatable {
        /// A key that types a character (white on a light keyboard).
        case character
        /// Shift, backspace or a plane key (grey).
        case system
        /// The space bar.
        case space
        /// The return key.
        case returnKey
        /// A pad's backspace or empty corner: no key cap, drawn on the background.
        case bare
    }

    /// A placed key.
    struct Slot: Equatable {
        var keyName: String
        var frame: Frame
        var role: Role
    }

    let width: Double
    let height: Double
    /// The height of the strip below the rows (globe and dictation on home-indicator iPhones); 0 without.
    let stripHeight: Double
    var slots: [Slot] = []

    static let rowsHeight = 216.0
    static let keyHeight = 42.0
    static let gap = 6.0
    static let margin = 3.0
    static let rowPitch = 54.0
    static let top = 8.0

    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        stripHeight = height > 250 ? height - Self.rowsHeight : 0
    }

    /// The width of a letter key: ten keys and nine gaps across the width.
    var letterWidth: Double { (width - 2 * Self.margin - 9 * Self.gap) / 10 }

    private func rowY(_ row: Int) -> Double { Self.top + Double(row) * Self.rowPitch }

    /// Lays out a letter keyboard. `present` says whether a key has something on the current plane.
    static func letters(width: Double, height: Double, present: (String) -> Bool) -> KeyboardGeometry {
        var geometry = KeyboardGeometry(width: width, height: height)
        let letter = geometry.letterWidth, gap = Self.gap
        func centred(_ names: [String], row: Int) {
            let total = Double(names.count) * letter + Double(max(0, names.count - 1)) * gap
            var x = (width - total) / 2
            for name in names {
                geometry.slots.append(
                    Slot(
                        keyName: name, frame: Frame(x: x, y: geometry.rowY(row), width: letter, height: keyHeight),
                        role: .character))
                x += letter + gap
            }
        }
        centred((1...10).map { String(format: "AD%02d", $0) }.filter(present), row: 0)
        centred((1...10).map { String(format: "AC%02d", $0) }.filter(present), row: 1)

        // Third row: shift, the character keys, backspace.
        let side = (letter * 1.28).rounded()
        let y2 = geometry.rowY(2)
        if present("LFSH") {
            geometry.slots.append(
                Slot(keyName: "LFSH", frame: Frame(x: margin, y: y2, width: side, height: keyHeight), role: .system))
        }
        geometry.slots.append(
            Slot(
                keyName: "BKSP", frame: Frame(x: width - margin - side, y: y2, width: side, height: keyHeight),
                role: .system))
        let third = (1...7).map { String(format: "AB%02d", $0) }.filter(present)
        if third.count == 7 || third.isEmpty {
            centred(third, row: 2)
        } else {
            // The 123/#+= planes' five wide punctuation keys share the room between shift and backspace.
            let start = margin + side + 2 * gap, end = width - margin - side - 2 * gap
            let keyWidth = (end - start - Double(third.count - 1) * gap) / Double(third.count)
            for (index, name) in third.enumerated() {
                geometry.slots.append(
                    Slot(
                        keyName: name,
                        frame: Frame(
                            x: start + Double(index) * (keyWidth + gap), y: y2, width: keyWidth, height: keyHeight),
                        role: .character))
            }
        }

        // Bottom row: plane key, space, the type's extra keys, return; space takes what is left.
        var bottom: [(String, Double, Role)] = []
        if present("MDSW") { bottom.append(("MDSW", 2 * letter + gap, .system)) }
        if present("SPCE") { bottom.append(("SPCE", 0, .space)) }
        for name in ["AB08", "AB09", "AB10"] where present(name) { bottom.append((name, letter, .character)) }
        if present("DCOM") { bottom.append(("DCOM", 2 * letter + gap, .character)) }
        if present("RTRN") { bottom.append(("RTRN", (2.6 * letter).rounded(), .returnKey)) }
        let fixed = bottom.reduce(0) { $0 + $1.1 } + Double(max(0, bottom.count - 1)) * gap
        let flexible = max(letter, width - 2 * margin - fixed)
        var x = margin
        let hasSpace = bottom.contains { $0.2 == .space }
        if !hasSpace {
            // No space bar (URL's letters plane): the extra keys widen to fill the row.
            let extras = bottom.filter { $0.2 == .character }.count
            if extras > 0 {
                let grow = (width - 2 * margin - fixed) / Double(extras)
                bottom = bottom.map { $0.2 == .character ? ($0.0, $0.1 + grow, $0.2) : $0 }
            }
        }
        for (name, keyWidth, role) in bottom {
            let w = role == .space ? flexible : keyWidth
            geometry.slots.append(
                Slot(keyName: name, frame: Frame(x: x, y: geometry.rowY(3), width: w, height: keyHeight), role: role))
            x += w + gap
        }
        return geometry
    }

    /// Lays out the 10-key kana keyboard: four rows of five keys (the function keys in the outer columns, the kana
    /// keys in a phone keypad's places between them), the return key two rows tall.
    static func tenKey(width: Double, height: Double, present: (String) -> Bool) -> KeyboardGeometry {
        var geometry = pad(
            width: width, height: rowsHeight + 6,
            rows: [
                ["KNXT", "AE01", "AE02", "AE03", "BKSP"], ["KREV", "AE04", "AE05", "AE06", "SPCE"],
                ["KABC", "AE07", "AE08", "AE09", "RTRN"], ["MDSW", "AE11", "AE10", "AE12", ""]
            ], present: present, bareKeys: [])
        geometry = KeyboardGeometry(width: width, height: height, slots: geometry.slots)
        for i in geometry.slots.indices {
            let name = geometry.slots[i].keyName
            if ["KNXT", "KREV", "KABC", "SPCE"].contains(name) { geometry.slots[i].role = .system }
            if name == "RTRN" { geometry.slots[i].frame.height = 2 * geometry.slots[i].frame.height + 6 }
        }
        return geometry
    }

    private init(width: Double, height: Double, slots: [Slot]) {
        self.init(width: width, height: height)
        self.slots = slots
    }

    /// Lays out a number pad as a grid: `rows` of key names (empty for an empty corner), equal widths.
    static func pad(
        width: Double, height: Double, rows: [[String]], present: (String) -> Bool,
        bareKeys: Set<String>
    ) -> KeyboardGeometry {
        var geometry = KeyboardGeometry(width: width, height: height)
        let padGap = 6.0, columns = Double(rows.map(\.count).max() ?? 3)
        let keyWidth = (width - 2 * padGap - (columns - 1) * padGap) / columns
        let keyHeight = (rowsHeight - padGap - Double(rows.count) * padGap) / Double(rows.count)
        for (row, names) in rows.enumerated() {
            for (column, name) in names.enumerated() where !name.isEmpty && present(name) {
                let frame = Frame(
                    x: padGap + Double(column) * (keyWidth + padGap),
                    y: padGap + Double(row) * (keyHeight + padGap), width: keyWidth, height: keyHeight)
                let role: Role
                if bareKeys.contains(name) {
                    role = .bare
                } else if name == "RTRN" {
                    role = .returnKey
                } else if name == "MDSW" || name == "BKSP" {
                    role = .system
                } else {
                    role = .character
                }
                geometry.slots.append(Slot(keyName: name, frame: frame, role: role))
            }
        }
        return geometry
    }
}
