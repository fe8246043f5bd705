import Foundation
/// A small JSON writer with a fixed key order, so the same session always gives the same bytes.
///
/// Strings keep non-ASCII text as UTF-8 (CJK and emoji stay readable) but escape control, format and
/// separator characters (U+2006, ZWJ, bidi marks …) as `\uXXXX`, so invisible characters show.
package struct JSONWriter {
    package init() {}
    /// The UTF-8 bytes written so far (appending bytes is several times cheaper than appending small Strings,
    /// and every keystroke writes five or six records).
    private var bytes: [UInt8] = []
    private var needsComma = false

    /// The text written so far.
    package var out: String { String(decoding: bytes, as: UTF8.self) }

    package mutating func beginObject() { comma(); bytes.append(UInt8(ascii: "{")); needsComma = false }
    package mutating func endObject() { bytes.append(UInt8(ascii: "}")); needsComma = true }
    package mutating func beginArray() { comma(); bytes.append(UInt8(ascii: "[")); needsComma = false }
    package mutating func endArray() { bytes.append(UInt8(ascii: "]")); needsComma = true }

    package mutating func key(_ k: String) {
        comma(); JSONWriter.appendString(k, to: &bytes); bytes.append(UInt8(ascii: ":")); needsComma = false
    }

    package mutating func string(_ s: String) { comma(); JSONWriter.appendString(s, to: &bytes); needsComma = true }
    package mutating func int(_ i: Int) { comma(); appendInt(i); needsComma = true }
    package mutating func bool(_ b: Bool) {
        comma(); bytes.append(contentsOf: (b ? "true" : "false").utf8); needsComma = true
    }
    package mutating func null() { comma(); bytes.append(contentsOf: "null".utf8); needsComma = true }
    package mutating func number(_ d: Double) {
        comma()
        if d.isFinite && d == d.rounded() && abs(d) < 1e15 {
            appendInt(Int(d))
        } else if d.isFinite {
            bytes.append(contentsOf: "\(d)".utf8)
        } else {
            bytes.append(contentsOf: "null".utf8)
        }
        needsComma = true
    }
    package mutating func range(_ r: NSRange) { beginArray(); int(r.location); int(r.length); endArray() }
    package mutating func rect(_ r: CGRect) {
        beginArray(); number(Double(r.origin.x)); number(Double(r.origin.y)); number(Double(r.width));
        number(Double(r.height)); endArray()
    }

    package mutating func field(_ k: String, _ s: String) { key(k); string(s) }
    package mutating func field(_ k: String, _ s: String?) { key(k); if let s { string(s) } else { null() } }
    package mutating func field(_ k: String, _ i: Int) { key(k); int(i) }
    package mutating func field(_ k: String, _ b: Bool) { key(k); bool(b) }

    private mutating func comma() { if needsComma { bytes.append(UInt8(ascii: ",")) } }

    private mutating func appendInt(_ i: Int) {
        if i >= 0 && i < 10 { bytes.append(UInt8(ascii: "0") + UInt8(i)); return }
        bytes.append(contentsOf: String(i).utf8)
    }

    /// `s` as a JSON string literal, escaped as ``appendString(_:to:)`` does.
    package static func quoted(_ s: String) -> String {
        var out: [UInt8] = []
        appendString(s, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// Appends `s` as a JSON string literal: printable ASCII as it is; quote, backslash and control characters
    /// escaped; other invisible characters as `\uXXXX`; everything else as UTF-8.
    package static func appendString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        var s = s
        s.withUTF8 { utf8 in
            // Fast path: printable ASCII without quotes or backslashes is copied as it is.
            if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) {
                out.append(contentsOf: utf8)
                return
            }
            for scalar in String(decoding: utf8, as: UTF8.self).unicodeScalars {
                switch scalar {
                case "\"": out.append(contentsOf: "\\\"".utf8)
                case "\\": out.append(contentsOf: "\\\\".utf8)
                case "\n": out.append(contentsOf: "\\n".utf8)
                case "\r": out.append(contentsOf: "\\r".utf8)
                case "\t": out.append(contentsOf: "\\t".utf8)
                default:
                    if needsEscape(scalar) {
                        for unit in String(scalar).utf16 {
                            out.append(contentsOf: String(format: "\\u%04x", unit).utf8)
                        }
                    } else {
                        out.append(contentsOf: String(scalar).utf8)
                    }
                }
            }
        }
        out.append(UInt8(ascii: "\""))
    }

    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        if s.value < 0x20 || s.value == 0x7F { return true }
        if s.value < 0x80 { return false }
        switch s.properties.generalCategory {
        case .control, .format, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned,
            .privateUse:
            return true
        default: return false
        }
    }
}
