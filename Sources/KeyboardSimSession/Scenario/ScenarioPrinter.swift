import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// Writes scenario steps back as script lines (docs/interfaces.md §2): the one printer of ``ScenarioStep``, so
/// that ``ScenarioParser`` reads back exactly the steps printed (`parse(print(steps)) == steps`). The fuzzer's
/// reproducers, `kbsim fuzz --convert` and the generated Swift tests all print through it.
///
/// ```swift
/// let text = ScenarioPrinter.script([.field(name: "f", traits: []), .tap("f"), .type("héllo")])
/// // field f\ntap f\ntype "héllo"\n
/// ```
public enum ScenarioPrinter {
    /// The steps as a script, one line each, after `# ` comment lines (`header`, split at newlines).
    public static func script(_ steps: [ScenarioStep], header: [String] = []) -> String {
        var out = ""
        for line in header {
            for part in line.split(separator: "\n", omittingEmptySubsequences: false) {
                out += part.isEmpty ? "#\n" : "# \(part)\n"
            }
        }
        for s in steps { out += line(s) + "\n" }
        return out
    }

    /// The script line of one step.
    public static func line(_ step: ScenarioStep) -> String {
        let verbs = ScenarioVerb.all
        for i in verbs.indices { if let line = verbs[i].print(step) { return line } }
        return "# a step no verb prints"  // unreachable: every verb's test prints its steps
    }

    /// An expectation as written after `expect`.
    public static func expectation(_ e: ScenarioExpectation) -> String {
        func range(_ r: NSRange) -> String { "\(r.location) \(r.length)" }
        switch e {
        case .text(let f, let s): return "\(f).text == \(quote(s))"
        case .textIsNot(let f, let s): return "\(f).text != \(quote(s))"
        case .textMatches(let f, let pattern): return "\(f).text matches \(quote(pattern))"
        case .length(let f, let op, let n): return "\(f).length \(op.rawValue) \(n)"
        case .caret(let f, let n): return "\(f).caret == \(n)"
        case .selection(let f, let r): return "\(f).selection == \(range(r))"
        case .marked(let f, let r): return "\(f).marked == " + (r.map(range) ?? "none")
        case .firstResponder(let f, let b): return "\(f).firstResponder == \(b)"
        case .editing(let f, let b): return "\(f).editing == \(b)"
        case .pasteboard(let s): return "pasteboard == " + (s.map(quote) ?? "none")
        case .keyboardVisible(let b): return "keyboard.visible == \(b)"
        case .event(let p): return "event " + pattern(p)
        case .noEvent(let p): return "no-event " + pattern(p)
        }
    }

    private static func pattern(_ p: EventPattern) -> String {
        var s = p.kind
        if let name = p.name { s += " \(quote(name))" }
        for f in p.fields { s += " \(f.key)=\(value(f.value))" }
        if p.scope == .session { s += " scope=session" }
        if let count = p.count { s += " count=\(count)" }
        return s
    }

    /// A field property as `key=value`.
    public static func trait(_ t: FieldTrait) -> String {
        switch t {
        case .keyboardType(let v): return "keyboardType=\(v.name)"
        case .returnKeyType(let v): return "returnKeyType=\(v.name)"
        case .keyboardAppearance(let v): return "keyboardAppearance=\(v.name)"
        case .clearButtonMode(let v): return "clearButtonMode=\(v.name)"
        case .autocapitalizationType(let v): return "autocapitalizationType=\(v.name)"
        case .autocorrectionType(let v): return "autocorrectionType=\(v.name)"
        case .smartQuotesType(let v): return "smartQuotesType=\(v.name)"
        case .smartDashesType(let v): return "smartDashesType=\(v.name)"
        case .secureTextEntry(let v): return "isSecureTextEntry=\(v)"
        case .enablesReturnKeyAutomatically(let v): return "enablesReturnKeyAutomatically=\(v)"
        case .clearsOnBeginEditing(let v): return "clearsOnBeginEditing=\(v)"
        case .clearsOnInsertion(let v): return "clearsOnInsertion=\(v)"
        case .enabled(let v): return "isEnabled=\(v)"
        case .tag(let v): return "tag=\(v)"
        case .textContentType(let v): return "textContentType=\(value(v))"
        case .placeholder(let v): return "placeholder=\(quote(v))"
        case .text(let v): return "text=\(quote(v))"
        case .accessoryHeight(let h): return "accessoryHeight=\(h)"
        case .inputViewHeight(let h): return "inputViewHeight=\(h)"
        case .resignsOnReturn(let v): return "resignsOnReturn=\(v)"
        case .delegate(.builtin(let b)):
            // charset:"…" keeps its quotes (the lexer decodes them); the other spellings are plain words.
            if case .charset(let set) = b { return "delegate=charset:\(quote(set))" }
            return "delegate=\(b.description)"
        case .delegate(.registered(let name)): return "delegate=\(value(name))"
        case .fieldClass(let name): return "class=\(value(name))"
        case .kind(let k): return "kind=\(k.rawValue)"
        case .inlinePredictionType(let v): return "inlinePredictionType=\(v.name)"
        }
    }

    /// A value after `key=`: as it is when it is a plain word, else quoted.
    public static func value(_ s: String) -> String { isPlainWord(s) ? s : quote(s) }

    /// A number as a script writes it: a whole number without a fraction (`3`), else Swift's shortest spelling
    /// that reads back to the same value (`0.75`).
    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : "\(value)"
    }

    /// A word: as it is when plain, else quoted (the parser reads either).
    static func word(_ s: String) -> String { isPlainWord(s) ? s : quote(s) }

    /// Printable ASCII without spaces, quotes, backslashes, `#` or `=`, and not empty.
    static func isPlainWord(_ s: String) -> Bool {
        !s.isEmpty
            && s.utf8.allSatisfy { $0 > 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C && $0 != 0x23 && $0 != 0x3D }
    }

    /// A double-quoted script string: `\n`, `\t`, `\"`, `\\` escaped; control, format and separator characters
    /// (U+2006, ZWJ, bidi marks, variation selectors) as `\u{…}` so the file shows what is there; a mark first in
    /// the string is escaped too (it would join the opening quote into one Character).
    public static func quote(_ s: String) -> String {
        // Fast path: printable ASCII without quotes or backslashes is written as it is.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        // A mark (or emoji modifier) right after the opening quote, or after an escape, would join that
        // character into one Character the lexer does not see: it is escaped too.
        var afterEscape = true
        for u in s.unicodeScalars {
            // Printable ASCII other than `"` and `\` is written as it is (no property lookups).
            if u.value >= 0x20 && u.value < 0x7F && u != "\"" && u != "\\" {
                out.unicodeScalars.append(u)
                afterEscape = false
                continue
            }
            if afterEscape
                && (u.properties.isGraphemeExtend || u.properties.isEmojiModifier
                    || [.nonspacingMark, .spacingMark, .enclosingMark].contains(u.properties.generalCategory))
            {
                out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
                continue
            }
            afterEscape = true
            switch u {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let cat = u.properties.generalCategory
                let escape =
                    cat == .control || cat == .format || cat == .lineSeparator || cat == .paragraphSeparator
                    || cat == .surrogate || cat == .privateUse || cat == .unassigned
                    || (cat == .spaceSeparator && u != " ") || u.properties.isVariationSelector
                if escape {
                    out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(u)
                    afterEscape = false
                }
            }
        }
        return out + "\""
    }
}
