import Foundation
import KeyboardSimCore
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
/// The keyboard's drawn glyphs: shift arrow, backspace, globe, dictation microphone, and a key's callout.
enum SVGGlyphs {
    private static func n(_ value: Double) -> String { SVGBuilder.number(value) }

    /// The shift arrow centred at (x, y): an outline, filled when shift is on, with a bar when locked.
    static func shift(x: Double, y: Double, filled: Bool, locked: Bool, color: String, svg: inout SVGBuilder) {
        let top = locked ? y - 11 : y - 9
        let d =
            "M\(n(x)) \(n(top)) L\(n(x + 9)) \(n(top + 9)) L\(n(x + 4.5)) \(n(top + 9)) L\(n(x + 4.5)) \(n(top + 17)) L\(n(x - 4.5)) \(n(top + 17)) L\(n(x - 4.5)) \(n(top + 9)) L\(n(x - 9)) \(n(top + 9)) Z"
        svg.path(d, fill: filled ? color : "none", stroke: color, strokeWidth: 1.6)
        if locked {
            svg.rect(x: x - 4.5, y: top + 19.5, width: 9, height: 2.2, radius: 0.5, fill: color)
        }
    }

    /// The backspace glyph centred at (x, y): a left-pointing tag with a cross.
    static func backspace(x: Double, y: Double, color: String, svg: inout SVGBuilder) {
        let d =
            "M\(n(x - 12)) \(n(y)) L\(n(x - 5.5)) \(n(y - 8)) L\(n(x + 11)) \(n(y - 8)) Q\(n(x + 12.5)) \(n(y - 8)) \(n(x + 12.5)) \(n(y - 6.5)) L\(n(x + 12.5)) \(n(y + 6.5)) Q\(n(x + 12.5)) \(n(y + 8)) \(n(x + 11)) \(n(y + 8)) L\(n(x - 5.5)) \(n(y + 8)) Z"
        svg.path(d, fill: "none", stroke: color, strokeWidth: 1.5)
        let cross =
            "M\(n(x - 1)) \(n(y - 3.5)) L\(n(x + 6)) \(n(y + 3.5)) M\(n(x + 6)) \(n(y - 3.5)) L\(n(x - 1)) \(n(y + 3.5))"
        svg.path(cross, fill: "none", stroke: color, strokeWidth: 1.5)
    }

    /// The globe (next keyboard) centred at (x, y).
    static func globe(x: Double, y: Double, color: String, svg: inout SVGBuilder) {
        let r = 11.0
        let d =
            "M\(n(x - r)) \(n(y)) A\(n(r)) \(n(r)) 0 1 0 \(n(x + r)) \(n(y)) A\(n(r)) \(n(r)) 0 1 0 \(n(x - r)) \(n(y)) Z "
            + "M\(n(x)) \(n(y - r)) A5 \(n(r)) 0 0 0 \(n(x)) \(n(y + r)) A5 \(n(r)) 0 0 0 \(n(x)) \(n(y - r)) Z "
            + "M\(n(x - r)) \(n(y)) L\(n(x + r)) \(n(y)) M\(n(x - 9)) \(n(y - 5.5)) Q\(n(x)) \(n(y - 3)) \(n(x + 9)) \(n(y - 5.5)) "
            + "M\(n(x - 9)) \(n(y + 5.5)) Q\(n(x)) \(n(y + 3)) \(n(x + 9)) \(n(y + 5.5))"
        svg.path(d, fill: "none", stroke: color, strokeWidth: 1.4)
    }

    /// The dictation microphone centred at (x, y).
    static func microphone(x: Double, y: Double, color: String, svg: inout SVGBuilder) {
        svg.rect(x: x - 4, y: y - 11, width: 8, height: 14, radius: 4, fill: color)
        let d =
            "M\(n(x - 7.5)) \(n(y - 1)) Q\(n(x - 7.5)) \(n(y + 7)) \(n(x)) \(n(y + 7)) Q\(n(x + 7.5)) \(n(y + 7)) \(n(x + 7.5)) \(n(y - 1)) "
            + "M\(n(x)) \(n(y + 7)) L\(n(x)) \(n(y + 11)) M\(n(x - 4)) \(n(y + 11)) L\(n(x + 4)) \(n(y + 11))"
        svg.path(d, fill: "none", stroke: color, strokeWidth: 1.5)
    }

    /// The enlarged callout iOS shows above a pressed character key, joined to the key.
    static func callout(
        key k: KeyboardGeometry.Frame, canvasWidth: Double, text: String, palette: KeyboardPalette,
        svg: inout SVGBuilder
    ) {
        let bw = k.width + 22, bh = 54.0
        let bx = min(max(0, k.x - 11), canvasWidth - bw), by = k.y - 60
        let r = 8.0, kr = 5.0
        let right = bx + bw, bottom = by + bh
        let d =
            "M\(n(bx + r)) \(n(by)) L\(n(right - r)) \(n(by)) Q\(n(right)) \(n(by)) \(n(right)) \(n(by + r)) "
            + "L\(n(right)) \(n(bottom - 10)) C\(n(right)) \(n(bottom)) \(n(k.x + k.width)) \(n(k.y - 6)) \(n(k.x + k.width)) \(n(k.y + 6)) "
            + "L\(n(k.x + k.width)) \(n(k.y + k.height - kr)) Q\(n(k.x + k.width)) \(n(k.y + k.height)) \(n(k.x + k.width - kr)) \(n(k.y + k.height)) "
            + "L\(n(k.x + kr)) \(n(k.y + k.height)) Q\(n(k.x)) \(n(k.y + k.height)) \(n(k.x)) \(n(k.y + k.height - kr)) "
            + "L\(n(k.x)) \(n(k.y + 6)) C\(n(k.x)) \(n(k.y - 6)) \(n(bx)) \(n(bottom)) \(n(bx)) \(n(bottom - 10)) "
            + "L\(n(bx)) \(n(by + r)) Q\(n(bx)) \(n(by)) \(n(bx + r)) \(n(by)) Z"
        svg.beginGroup(id: "callout", attributes: ["data-label": text])
        svg.path(d, fill: palette.shadow)
        svg.path(d, fill: palette.key, stroke: palette.shadow, strokeWidth: 0.5)
        svg.text(text, x: bx + bw / 2, y: by + bh / 2 + 13, size: 36, fill: palette.label)
        svg.endGroup()
    }
}
