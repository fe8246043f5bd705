import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import Foundation
import KeyboardSimCore

/// A small SVG writer: rectangles, text, paths and groups, with XML escaping and fixed number formatting
/// so the same keyboard always gives the same bytes.
package struct SVGBuilder {
    private(set) var text = ""

    /// The font stack: Apple's system font where installed, then common sans-serif fonts and CJK ones.
    static let fontFamily =
        "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'PingFang SC', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei', 'DejaVu Sans', sans-serif"

    mutating func open(width: Double, height: Double, minY: Double, title: String) {
        text += "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text +=
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" viewBox=\"0 \(n(minY)) \(n(width)) \(n(height))\" font-family=\"\(Self.escape(Self.fontFamily))\">\n"
        text += "<title>\(Self.escape(title))</title>\n"
    }

    mutating func close() { text += "</svg>\n" }

    mutating func rect(x: Double, y: Double, width: Double, height: Double, radius: Double, fill: String) {
        text +=
            "<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(height))\" rx=\"\(n(radius))\" fill=\"\(fill)\"/>\n"
    }

    mutating func text(
        _ string: String, x: Double, y: Double, size: Double, fill: String, weight: String = "400",
        letterSpacing: Double = 0
    ) {
        var attributes =
            "x=\"\(n(x))\" y=\"\(n(y))\" font-size=\"\(n(size))\" font-weight=\"\(weight)\" fill=\"\(fill)\" text-anchor=\"middle\""
        if letterSpacing != 0 { attributes += " letter-spacing=\"\(n(letterSpacing))\"" }
        text += "<text \(attributes)>\(Self.escape(string))</text>\n"
    }

    mutating func path(_ d: String, fill: String, stroke: String? = nil, strokeWidth: Double = 0) {
        var attributes = "d=\"\(d)\" fill=\"\(fill)\""
        if let stroke {
            attributes +=
                " stroke=\"\(stroke)\" stroke-width=\"\(n(strokeWidth))\" stroke-linejoin=\"round\" stroke-linecap=\"round\""
        }
        text += "<path \(attributes)/>\n"
    }

    mutating func beginGroup(id: String, attributes: [String: String] = [:]) {
        let extra = attributes.sorted { $0.key < $1.key }.map { " \($0.key)=\"\(Self.escape($0.value))\"" }.joined()
        text += "<g id=\"\(Self.escape(id))\"\(extra)>\n"
    }

    mutating func endGroup() { text += "</g>\n" }

    /// A number with at most two decimals, no trailing zeros.
    func n(_ value: Double) -> String { Self.number(value) }

    static func number(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() { return String(Int(rounded)) }
        return String(format: "%.2f", rounded).replacingOccurrences(of: #"0+$"#, with: "", options: .regularExpression)
    }

    /// Escapes `&`, `<`, `>`, `"` and `'` for XML text and attributes; drops characters XML 1.0 forbids (also
    /// right for HTML text and attributes: the trace page's title).
    package static func escape(_ string: String) -> String {
        var out = ""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                let v = scalar.value
                if v == 0x9 || v == 0xA || v == 0xD || (v >= 0x20 && v != 0xFFFE && v != 0xFFFF) {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
