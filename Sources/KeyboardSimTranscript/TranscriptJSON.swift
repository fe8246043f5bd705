import Foundation
import KeyboardSimSupport
/// A JSON value read back from a transcript line, keeping the keys' order (enough JSON for docs/interfaces.md §1:
/// objects, arrays, strings, numbers, booleans, null).
public indirect enum TranscriptJSON: Sendable, Equatable {
    /// An object, its keys in order.
    case object([(String, TranscriptJSON)])
    /// An array.
    case array([TranscriptJSON])
    /// A string.
    case string(String)
    /// A number, as written.
    case number(String)
    /// `true` or `false`.
    case bool(Bool)
    /// `null`.
    case null

    public static func == (a: TranscriptJSON, b: TranscriptJSON) -> Bool { a.compact == b.compact }

    /// The value of a key of an object.
    public subscript(key: String) -> TranscriptJSON? {
        if case .object(let pairs) = self { return pairs.first { $0.0 == key }?.1 }
        return nil
    }

    /// The keys of an object, in order.
    public var keys: [String] { if case .object(let p) = self { p.map(\.0) } else { [] } }

    /// A string as itself, anything else as compact JSON (`[0,1]`, `true`, `null`): what `key=value` compares to.
    public var plain: String { if case .string(let s) = self { s } else { compact } }

    /// Compact JSON.
    public var compact: String {
        switch self {
        case .object(let pairs):
            return "{" + pairs.map { TranscriptJSON.string($0.0).compact + ":" + $0.1.compact }.joined(separator: ",")
                + "}"
        case .array(let items): return "[" + items.map(\.compact).joined(separator: ",") + "]"
        case .string(let s): return JSONWriter.quoted(s)
        case .number(let n): return n
        case .bool(let b): return b ? "true" : "false"
        case .null: return "null"
        }
    }

    /// The deepest nesting of objects and arrays read (a transcript line nests 4 deep): deeper input is refused
    /// rather than overflowing the stack.
    public static let maximumDepth = 64

    /// Parses one line of JSON; nil when it is not valid.
    public static func parse(_ text: String) -> TranscriptJSON? {
        try? parseReportingErrors(text).get()
    }

    /// Parses one line of JSON, or says where and why it is not valid.
    public static func parseReportingErrors(_ text: String) -> Result<TranscriptJSON, TranscriptJSONError> {
        var p = Parser(units: Array(text.utf8))
        guard let v = p.value(depth: 0) else {
            return .failure(TranscriptJSONError(column: p.failureColumn, message: p.failure ?? "expected a JSON value"))
        }
        p.skipSpace()
        guard p.i == p.units.count else {
            return .failure(
                TranscriptJSONError(column: p.i + 1, message: "expected the end of the line after the JSON value"))
        }
        return .success(v)
    }

    private struct Parser {
        let units: [UInt8]
        var i = 0
        /// Why parsing stopped, when it was not simply a malformed value, and where.
        var failure: String?
        var failureAt: Int?
        var failureColumn: Int { (failureAt ?? i) + 1 }
        mutating func skipSpace() { while i < units.count, [0x20, 0x09, 0x0A, 0x0D].contains(units[i]) { i += 1 } }
        mutating func value(depth: Int) -> TranscriptJSON? {
            skipSpace()
            guard i < units.count else { return nil }
            if (units[i] == UInt8(ascii: "{") || units[i] == UInt8(ascii: "[")) && depth >= TranscriptJSON.maximumDepth
            {
                failure =
                    "objects and arrays nest deeper than \(TranscriptJSON.maximumDepth) levels; a transcript event nests at most 4"
                failureAt = i
                return nil
            }
            switch units[i] {
            case UInt8(ascii: "{"):
                i += 1
                var pairs: [(String, TranscriptJSON)] = []
                skipSpace()
                if i < units.count, units[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
                while true {
                    skipSpace()
                    let keyAt = i
                    guard let k = string() else { return nil }
                    if pairs.contains(where: { $0.0 == k }) {
                        failure =
                            "the key \(JSONWriter.quoted(k)) appears twice in one object; a transcript event names each key once"
                        failureAt = keyAt
                        return nil
                    }
                    skipSpace()
                    guard i < units.count, units[i] == UInt8(ascii: ":") else { return nil }
                    i += 1
                    guard let v = value(depth: depth + 1) else { return nil }
                    pairs.append((k, v))
                    skipSpace()
                    guard i < units.count else { return nil }
                    if units[i] == UInt8(ascii: ",") { i += 1; continue }
                    if units[i] == UInt8(ascii: "}") { i += 1; return .object(pairs) }
                    return nil
                }
            case UInt8(ascii: "["):
                i += 1
                var items: [TranscriptJSON] = []
                skipSpace()
                if i < units.count, units[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                while true {
                    guard let v = value(depth: depth + 1) else { return nil }
                    items.append(v)
                    skipSpace()
                    guard i < units.count else { return nil }
                    if units[i] == UInt8(ascii: ",") { i += 1; continue }
                    if units[i] == UInt8(ascii: "]") { i += 1; return .array(items) }
                    return nil
                }
            case UInt8(ascii: "\""):
                return string().map { .string($0) }
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default:
                let start = i
                while i < units.count, "-+.eE0123456789".utf8.contains(units[i]) { i += 1 }
                return i > start ? .number(String(decoding: units[start..<i], as: UTF8.self)) : nil
            }
        }
        mutating func literal(_ word: String, _ v: TranscriptJSON) -> TranscriptJSON? {
            let w = Array(word.utf8)
            guard i + w.count <= units.count, Array(units[i..<(i + w.count)]) == w else { return nil }
            i += w.count
            return v
        }
        /// Stops parsing with a reason, at byte `at` (0-based).
        mutating func fail(_ message: String, at: Int) -> String? {
            failure = message
            failureAt = at
            return nil
        }
        /// A string, with exactly JSON's escapes: another escape, a `\u` without four hex digits, or a surrogate
        /// `\u` escape that is not half of a pair is refused (it would read as different text from what was written).
        mutating func string() -> String? {
            guard i < units.count, units[i] == UInt8(ascii: "\"") else { return nil }
            i += 1
            var bytes: [UInt8] = []
            var pendingHigh: (value: UInt16, at: Int)?
            func hex(_ v: UInt16) -> String { "\\u" + String(v, radix: 16, uppercase: true) }
            while i < units.count {
                let c = units[i]
                let at = i
                let isSurrogateEscape =
                    c == UInt8(ascii: "\\") && i + 1 < units.count && units[i + 1] == UInt8(ascii: "u")
                if let high = pendingHigh, !isSurrogateEscape {
                    return fail(
                        "\(hex(high.value)) is a lone high surrogate (not followed by a low one): not a character",
                        at: high.at)
                }
                if c == UInt8(ascii: "\"") { i += 1; return String(decoding: bytes, as: UTF8.self) }
                if c == UInt8(ascii: "\\") {
                    guard i + 1 < units.count else { return nil }
                    let e = units[i + 1]
                    i += 2
                    switch e {
                    case UInt8(ascii: "n"): bytes.append(0x0A)
                    case UInt8(ascii: "t"): bytes.append(0x09)
                    case UInt8(ascii: "r"): bytes.append(0x0D)
                    case UInt8(ascii: "b"): bytes.append(0x08)
                    case UInt8(ascii: "f"): bytes.append(0x0C)
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): bytes.append(e)
                    case UInt8(ascii: "u"):
                        guard i + 4 <= units.count,
                            units[i..<(i + 4)].allSatisfy({ "0123456789abcdefABCDEF".utf8.contains($0) }),
                            let v = UInt16(String(decoding: units[i..<(i + 4)], as: UTF8.self), radix: 16)
                        else {
                            return fail("\\u needs four hex digits", at: at)
                        }
                        i += 4
                        if UTF16.isLeadSurrogate(v) {
                            if let high = pendingHigh {
                                return fail(
                                    "\(hex(high.value)) is a lone high surrogate (not followed by a low one): not a character",
                                    at: high.at)
                            }
                            pendingHigh = (v, at)
                            continue
                        }
                        let scalar: Unicode.Scalar?
                        if UTF16.isTrailSurrogate(v) {
                            guard let high = pendingHigh else {
                                return fail(
                                    "\(hex(v)) is a lone low surrogate (no high one before it): not a character", at: at
                                )
                            }
                            // Typed step by step: in one expression this took the type checker long.
                            let highBits: UInt32 = (UInt32(high.value) - 0xD800) << 10
                            let lowBits: UInt32 = UInt32(v) - 0xDC00
                            scalar = Unicode.Scalar(0x10000 + highBits + lowBits)
                        } else {
                            if let high = pendingHigh {
                                return fail(
                                    "\(hex(high.value)) is a lone high surrogate (not followed by a low one): not a character",
                                    at: high.at)
                            }
                            scalar = Unicode.Scalar(v)
                        }
                        pendingHigh = nil
                        let replacement: Unicode.Scalar = "\u{FFFD}"
                        bytes.append(contentsOf: Array(String(scalar ?? replacement).utf8))
                    default:
                        let shown = String(decoding: [e], as: UTF8.self)
                        return fail(
                            "\\\(shown) is not a JSON escape; accepted: \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX",
                            at: at)
                    }
                    continue
                }
                bytes.append(c)
                i += 1
            }
            return nil
        }
    }
}

/// Where and why a line is not JSON.
public struct TranscriptJSONError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based byte column.
    public var column: Int
    /// What is wrong.
    public var message: String
    public var description: String { "column \(column): \(message)" }
}

extension TranscriptEvent {
    /// The event as parsed JSON (its JSON Lines form).
    public var json: TranscriptJSON { TranscriptJSON.parse(TranscriptFormatter.jsonLine(self)) ?? .null }
}

/// What names an event of each kind: the key `expect event KIND "NAME"` compares, and the event diff's identity.
public enum TranscriptEventName {
    /// The JSON key holding an event's name, per kind.
    public static func key(forKind kind: String) -> String? {
        switch kind {
        case "delegate": "method"
        case "notification": "name"
        case "control": "event"
        case "key": "keysym"
        case "ime": "state"
        case "user": "action"
        case "state": "text"
        case "animation": "api"
        case "error": "message"
        case "session": "profile"
        default: nil
        }
    }

    /// Whether a wanted name matches an event's name: exactly, or (delegate methods) without the argument list,
    /// or (notifications) without the `Notification` suffix.
    public static func matches(_ wanted: String, _ actual: String) -> Bool {
        actual == wanted || actual.hasPrefix(wanted + "(") || actual == wanted + "Notification"
    }

    /// Whether a `key=value` value matches a JSON value: as text, a range written `0,1` or `[0,1]`, `none` for null.
    public static func value(_ wanted: String, matches actual: TranscriptJSON) -> Bool {
        let plain = actual.plain
        if plain == wanted { return true }
        let squeezed = wanted.replacingOccurrences(of: " ", with: "")
        if case .array = actual, plain == "[" + squeezed + "]" || plain == squeezed { return true }
        if case .null = actual, wanted == "none" || wanted == "null" { return true }
        return false
    }
}
