import Foundation
/// A small Swift lexer for `kbsim port`: it finds identifiers, attributes, `#` keywords and punctuation, and skips
/// what a rewrite must never touch — string literals (single-line, multi-line, raw `#"…"#` with any number of `#`,
/// interpolations with nested strings) and comments (line, block, nested block) — as whole tokens.
///
/// It is not a parser: it knows nothing of declarations or expressions, only enough to tell code from text
/// (docs/porting.md explains why this and not swift-syntax). Bare regex literals (`/…/`) are read as operators;
/// extended ones (`#/…/#`) are skipped whole.
public struct SwiftToken: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// A name or keyword (`import`, `UIKit`, `` `default` ``).
        case identifier
        /// `@objc`, `@IBOutlet` (the name only; arguments are separate tokens).
        case attribute
        /// `#selector`, `#if`, `#available`.
        case pound
        case string
        case comment
        case number
        /// Spaces and tabs.
        case whitespace
        case newline
        /// Any other character (operators, brackets, punctuation), one per token.
        case punctuation
    }

    public var kind: Kind
    /// The token's text.
    public var text: String
    /// The 1-based line the token starts on.
    public var line: Int
    package init(kind: Kind, text: String, line: Int) {
        self.kind = kind
        self.text = text
        self.line = line
    }
}

public enum SwiftTokenizer {
    /// Splits `source` into tokens whose texts concatenate back to `source`.
    public static func tokenize(_ source: String) -> [SwiftToken] {
        var lexer = Lexer(Array(source.utf8))
        return lexer.run()
    }

    struct Lexer {
        let b: [UInt8]
        var i = 0
        var line = 1
        var tokens: [SwiftToken] = []

        init(_ bytes: [UInt8]) { b = bytes }

        func at(_ k: Int) -> UInt8 { k < b.count ? b[k] : 0 }

        mutating func run() -> [SwiftToken] {
            while i < b.count {
                let start = i, startLine = line
                let kind = scanToken()
                // A literal cut off by the end of the file (`"\` as its last bytes) may step past the end.
                i = min(i, b.count)
                let text = String(decoding: b[start..<i], as: UTF8.self)
                tokens.append(SwiftToken(kind: kind, text: text, line: startLine))
            }
            return tokens
        }

        /// Scans one token from `i`, advancing `i` (and `line`).
        mutating func scanToken() -> SwiftToken.Kind {
            let c = b[i]
            switch c {
            case UInt8(ascii: " "), UInt8(ascii: "\t"):
                while at(i) == UInt8(ascii: " ") || at(i) == UInt8(ascii: "\t") { i += 1 }
                return .whitespace
            case UInt8(ascii: "\n"):
                i += 1; line += 1
                return .newline
            case UInt8(ascii: "\r"):
                i += 1
                if at(i) == UInt8(ascii: "\n") { i += 1 }
                line += 1
                return .newline
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "/"):
                while i < b.count && b[i] != UInt8(ascii: "\n") && b[i] != UInt8(ascii: "\r") { i += 1 }
                return .comment
            case UInt8(ascii: "/") where at(i + 1) == UInt8(ascii: "*"):
                skipBlockComment()
                return .comment
            case UInt8(ascii: "\""):
                skipString(hashes: 0)
                return .string
            case UInt8(ascii: "#"):
                var n = 0
                while at(i + n) == UInt8(ascii: "#") { n += 1 }
                if at(i + n) == UInt8(ascii: "\"") {
                    i += n
                    skipString(hashes: n)
                    return .string
                }
                if at(i + n) == UInt8(ascii: "/") {
                    skipExtendedRegex(hashes: n)
                    return .string
                }
                i += 1
                while isIdentifierByte(at(i)) { i += 1 }
                return i - 1 > 0 && isIdentifierByte(b[i - 1]) ? .pound : .punctuation
            case UInt8(ascii: "@"):
                i += 1
                while isIdentifierByte(at(i)) { i += 1 }
                return .attribute
            case UInt8(ascii: "`"):
                i += 1
                while i < b.count && b[i] != UInt8(ascii: "`") && b[i] != UInt8(ascii: "\n") { i += 1 }
                if at(i) == UInt8(ascii: "`") { i += 1 }
                return .identifier
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                while isIdentifierByte(at(i)) || (at(i) == UInt8(ascii: ".") && isDigit(at(i + 1))) { i += 1 }
                return .number
            default:
                if isIdentifierByte(c) {
                    while isIdentifierByte(at(i)) { i += 1 }
                    return .identifier
                }
                i += 1
                return .punctuation
            }
        }

        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

        /// Letters, digits, `_`, `$` and any non-ASCII byte (Swift allows Unicode identifiers; operators made of
        /// non-ASCII characters are rare enough to read as names here).
        func isIdentifierByte(_ c: UInt8) -> Bool {
            (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
                || isDigit(c) || c == UInt8(ascii: "_") || c == UInt8(ascii: "$") || c >= 0x80
        }

        mutating func skipBlockComment() {
            var depth = 0
            while i < b.count {
                if b[i] == UInt8(ascii: "/") && at(i + 1) == UInt8(ascii: "*") { depth += 1; i += 2; continue }
                if b[i] == UInt8(ascii: "*") && at(i + 1) == UInt8(ascii: "/") {
                    depth -= 1; i += 2
                    if depth == 0 { return }
                    continue
                }
                if b[i] == UInt8(ascii: "\n") { line += 1 }
                i += 1
            }
        }

        /// Whether `n` `#`s follow position `k`.
        func hashes(_ n: Int, at k: Int) -> Bool {
            for j in 0..<n where at(k + j) != UInt8(ascii: "#") { return false }
            return true
        }

        /// Skips a string literal starting at `i` (on its opening quote) closed by a quote and `n` `#`s.
        mutating func skipString(hashes n: Int) {
            let multiline = at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"")
            i += multiline ? 3 : 1
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "\\") && hashes(n, at: i + 1) {
                    i += 1 + n
                    if at(i) == UInt8(ascii: "(") {
                        skipInterpolation()
                    } else {
                        if at(i) == UInt8(ascii: "\n") { line += 1 }
                        i += 1
                    }
                    continue
                }
                if c == UInt8(ascii: "\"") {
                    if multiline {
                        if at(i + 1) == UInt8(ascii: "\"") && at(i + 2) == UInt8(ascii: "\"") && hashes(n, at: i + 3) {
                            i += 3 + n
                            return
                        }
                    } else if hashes(n, at: i + 1) {
                        i += 1 + n
                        return
                    }
                }
                if c == UInt8(ascii: "\n") {
                    line += 1
                    if !multiline { i += 1; return }  // unterminated: stop at the line's end
                }
                i += 1
            }
        }

        /// Skips `( … )` of an interpolation, with nested strings, comments and parentheses.
        mutating func skipInterpolation() {
            var depth = 0
            while i < b.count {
                let c = b[i]
                if c == UInt8(ascii: "(") { depth += 1; i += 1; continue }
                if c == UInt8(ascii: ")") {
                    depth -= 1; i += 1
                    if depth == 0 { return }
                    continue
                }
                _ = scanToken()
            }
        }

        mutating func skipExtendedRegex(hashes n: Int) {
            i += n + 1
            while i < b.count {
                if b[i] == UInt8(ascii: "\\") { i += 2; continue }
                if b[i] == UInt8(ascii: "/") && hashes(n, at: i + 1) { i += 1 + n; return }
                if b[i] == UInt8(ascii: "\n") { line += 1 }
                i += 1
            }
        }
    }
}
