import Foundation
/// A small JSON writer with a fixed key order, so the same session always gives the same bytes.
///
/// Strings keep non-ASCII text as UTF-8 (CJK and emoji stay readable) but escape control, format and
/// separator characters (U+2006, ZWJ, bidi marks …) as `\uXXXX`, so invisible characters show.
package struct JSONWriter {
    package init() {}
    package private(set) var out = ""
    private var needsComma = false

    package mutating func beginObject() { comma(); out += "{"; needsComma = false }
    package mutating func endObject() { out += "}"; needsComma = true }
    package mutating func beginArray() { comma(); out += "["; needsComma = false }
    package mutating func endArray() { out += "]"; needsComma = true }

    package mutating func key(_ k: String) { comma(); JSONWriter.appendString(k, to: &out); out += ":"; needsComma = false }

    package mutating func string(_ s: String) { comma(); JSONWriter.appendString(s, to: &out); needsComma = true }
    package mutating func int(_ i: Int) { comma(); out += String(i); needsComma = true }
    package mutating func bool(_ b: Bool) { comma(); out += b ? "true" : "false"; needsComma = true }
    package mutating func null() { comma(); out += "null"; needsComma = true }
    package mutating func number(_ d: Double) {
        comma()
        if d.isFinite && d == d.rounded() && abs(d) < 1e15 { out += String(Int(d)) } else if d.isFinite { out += "\(d)" } else { out += "null" }
        needsComma = true
    }
    package mutating func range(_ r: NSRange) { beginArray(); int(r.location); int(r.length); endArray() }
    package mutating func rect(_ r: CGRect) {
        beginArray(); number(Double(r.origin.x)); number(Double(r.origin.y)); number(Double(r.width)); number(Double(r.height)); endArray()
    }

    package mutating func field(_ k: String, _ s: String) { key(k); string(s) }
    package mutating func field(_ k: String, _ s: String?) { key(k); if let s { string(s) } else { null() } }
    package mutating func field(_ k: String, _ i: Int) { key(k); int(i) }
    package mutating func field(_ k: String, _ b: Bool) { key(k); bool(b) }

    private mutating func comma() { if needsComma { out += "," } }

    /// `s` as a JSON string literal, escaped as ``appendString(_:to:)`` does.
    package static func quoted(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }

    package static func appendString(_ s: String, to out: inout String) {
        out += "\""
        // Fast path: printable ASCII without quotes or backslashes is copied as it is.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
            out += s
            out += "\""
            return
        }
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    for unit in String(scalar).utf16 { out += String(format: "\\u%04x", unit) }
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }

    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x20 || s.value == 0x7F { return true }
        if s.value < 0x80 { return false }
        switch s.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned, .privateUse: return true
        default: return false
        }
    }
}
