import Foundation

/// Helpers for the one-line messages kbsim prints (docs/interfaces.md §3).
package enum Diagnostics {
    /// `text` with every character a terminal would act on, or that would break the line, written as an escape:
    /// C0 and C1 controls and DEL (ESC → `\u{1B}`, NUL → `\u{0}`, a newline → `\u{A}`), the line and paragraph
    /// separators and the bidirectional controls. Everything else is kept, so CJK and emoji stay readable.
    ///
    /// ```swift
    /// Diagnostics.escaped("a\u{1B}[31mb")   // "a\\u{1B}[31mb"
    /// ```
    package static func escaped(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count + 8)
        for s in text.unicodeScalars {
            if needsEscape(s) {
                out += "\\u{" + String(s.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(s)
            }
        }
        return out
    }

    /// Whether a scalar is escaped by ``escaped(_:)``.
    package static func needsEscape(_ s: Unicode.Scalar) -> Bool {
        switch s.value {
        case 0..<0x20, 0x7F..<0xA0: return true
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks, embeddings, isolates
        case 0xFEFF: return true  // a stray byte-order mark
        default: return false
        }
    }
}
