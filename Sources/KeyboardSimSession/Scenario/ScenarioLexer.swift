import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// Splits one line of a scenario script into words and double-quoted strings (docs/interfaces.md §2): `#` outside a
/// string starts a comment; strings take `\n \t \" \\ \u{…}` escapes; `key=value` words may quote their value
/// (`text="Ann Lee"`, `delegate=charset:"0-9"`).
struct ScenarioLexer {
    struct Token: Equatable {
        /// The word or the string's decoded text (for `key=value`, the whole word with its value decoded).
        var text: String
        /// The token was one double-quoted string.
        var quoted: Bool
        /// 1-based column of the token's first character.
        var column: Int
        /// For `key=value` words: the key, and the value decoded with its column.
        var key: String?
        var value: String?
        var valueColumn: Int = 0
    }

    struct Failure: Error { var column: Int; var message: String }

    /// The tokens of one line, and the line without its comment (trimmed).
    static func tokens(of line: String) throws(Failure) -> (tokens: [Token], source: String) {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        var end = chars.count
        while i < chars.count {
            let c = chars[i]
            if c == " " || c == "\t" || c == "\r" { i += 1; continue }
            if c == "#" { end = i; break }
            let start = i
            if c == "\"" {
                let s = try readString(chars, &i)
                tokens.append(Token(text: s, quoted: true, column: start + 1))
                continue
            }
            var text = ""
            var key: String?
            var valueColumn = 0
            var sawQuote = false
            while i < chars.count, chars[i] != " ", chars[i] != "\t", chars[i] != "\r" {
                if chars[i] == "\"" {
                    sawQuote = true
                    text += try readString(chars, &i)
                    continue
                }
                if chars[i] == "=" && key == nil && !sawQuote {
                    key = text
                    valueColumn = i + 2
                }
                text.append(chars[i])
                i += 1
            }
            var token = Token(text: text, quoted: false, column: start + 1)
            if let key {
                token.key = key
                token.value = String(text.dropFirst(key.count + 1))
                token.valueColumn = valueColumn
            }
            tokens.append(token)
        }
        let source = String(chars[0..<end]).trimmingCharacters(in: .whitespaces)
        return (tokens, source)
    }

    /// Reads a double-quoted string starting at `i` (the opening quote), leaving `i` after the closing quote.
    private static func readString(_ chars: [Character], _ i: inout Int) throws(Failure) -> String {
        let open = i
        i += 1
        var out = ""
        while i < chars.count {
            let c = chars[i]
            if c == "\"" { i += 1; return out }
            if c == "\\" {
                guard i + 1 < chars.count else { break }
                let e = chars[i + 1]
                switch e {
                case "n": out.append("\n"); i += 2
                case "t": out.append("\t"); i += 2
                case "r": out.append("\r"); i += 2
                case "\"": out.append("\""); i += 2
                case "\\": out.append("\\"); i += 2
                case "u":
                    guard i + 2 < chars.count, chars[i + 2] == "{" else {
                        throw Failure(column: i + 1, message: "expected { after \\u, as in \\u{2006}")
                    }
                    var j = i + 3
                    var hex = ""
                    while j < chars.count, chars[j] != "}" { hex.append(chars[j]); j += 1 }
                    guard j < chars.count, (1...8).contains(hex.count), let v = UInt32(hex, radix: 16),
                        let scalar = Unicode.Scalar(v)
                    else {
                        throw Failure(
                            column: i + 1,
                            message:
                                "expected 1 to 8 hexadecimal digits of a Unicode scalar and a closing }, as in \\u{2006}, found \\u{\(hex)"
                        )
                    }
                    out.unicodeScalars.append(scalar)
                    i = j + 1
                default:
                    throw Failure(
                        column: i + 1, message: "expected an escape \\n, \\t, \\r, \\\", \\\\ or \\u{…}, found \\\(e)")
                }
                continue
            }
            out.append(c)
            i += 1
        }
        throw Failure(column: open + 1, message: "expected a closing \" for the string opened here")
    }
}
