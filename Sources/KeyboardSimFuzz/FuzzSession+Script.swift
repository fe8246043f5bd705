import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
// A fuzzing session as a scenario script (docs/interfaces.md §2), so that `kbsim run` replays a reproducer and it can
// be committed as a regression test.

extension FuzzSession {
    /// The session as a scenario script: comment lines (`header`), `profile`, the `field` lines (with
    /// `delegate=` when `delegate` is given), then one line per step.
    ///
    /// ```
    /// # kbsim fuzz reproducer; seed 42
    /// field f delegate=max-length:5
    /// ime pinyin
    /// tap f
    /// type "你好"
    /// expect f.text == "你好"
    /// ```
    public func script(header: [String] = [], delegate: String? = nil, profile: IOSProfile = .ios18) -> String {
        var out = ""
        for line in header {
            for part in line.split(separator: "\n", omittingEmptySubsequences: false) { out += "# \(part)\n" }
        }
        out += "# seed \(seed)\n"
        if profile.name != IOSProfile.ios18.name { out += "profile \(profile.name)\n" }
        for f in fields {
            var line = "field \(f.name)"
            if f.keyboardType != .default { line += " keyboardType=\(f.keyboardType.name)" }
            if f.isSecureTextEntry { line += " isSecureTextEntry=true" }
            if f.clearButtonMode != .never { line += " clearButtonMode=\(f.clearButtonMode.name)" }
            if f.clearsOnBeginEditing { line += " clearsOnBeginEditing=true" }
            if let delegate, delegate != "accept" { line += " delegate=\(delegate)" }
            if !f.text.isEmpty { line += " text=\(Self.quote(f.text))" }
            out += line + "\n"
        }
        // The fuzzer pastes what the keyboard cannot type (Screen.unreachable = .paste): the replay must too.
        if steps.contains(where: { if case .type = $0 { true } else { false } }) { out += "unreachable paste\n" }
        for s in steps { out += line(for: s) + "\n" }
        return out
    }

    /// The script line of one step.
    public func line(for step: FuzzStep) -> String {
        func name(_ i: Int) -> String { i < fields.count ? fields[i].name : "field\(i)" }
        switch step {
        case .tap(let i): return "tap \(name(i))"
        case .type(let s): return "type \(Self.quote(s))"
        case .backspace(let n): return "backspace \(n)"
        case .select(let l, let n): return "select \(l) \(n)"
        case .caret(let n): return "caret \(n)"
        case .paste(let s): return "paste \(Self.quote(s))"
        case .cut: return "cut"
        case .clear: return "clear"
        case .returnKey: return "return"
        case .candidate(let n): return "candidate \(n)"
        case .setText(let i, let s): return "set-text \(name(i)) \(Self.quote(s))"
        case .resign(let i): return "resign \(name(i))"
        case .endEditing: return "end-editing force"
        case .rotate(let o): return "rotate \(o.rawValue)"
        case .ime(let on): return on ? "ime pinyin" : "ime none"
        case .hardwareKeyboard(let layout, let variant):
            return "hardware-keyboard layout=\(layout)" + (variant.isEmpty ? "" : " variant=\(variant)")
        case .softwareKeyboard: return "software-keyboard"
        case .expectText(let i, let s): return "expect \(name(i)).text == \(Self.quote(s))"
        }
    }

    /// A double-quoted script string: `\n`, `\t`, `\"`, `\\` escaped; control, format and separator characters
    /// (U+2006, ZWJ, bidi marks, variation selectors) as `\u{…}` so the file shows what is there.
    public static func quote(_ s: String) -> String {
        // Fast path: printable ASCII without quotes or backslashes is written as it is.
        if s.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != 0x22 && $0 != 0x5C }) { return "\"" + s + "\"" }
        var out = "\""
        var first = true
        for u in s.unicodeScalars {
            defer { first = false }
            // A mark (or emoji modifier) first in the string would join the opening quote into one Character.
            if first && (u.properties.isGraphemeExtend || u.properties.isEmojiModifier
                         || [.nonspacingMark, .spacingMark, .enclosingMark].contains(u.properties.generalCategory)) {
                out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
                continue
            }
            switch u {
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                let cat = u.properties.generalCategory
                let escape = cat == .control || cat == .format || cat == .lineSeparator || cat == .paragraphSeparator
                    || (cat == .spaceSeparator && u != " ") || u.properties.isVariationSelector
                if escape {
                    out += "\\u{\(String(u.value, radix: 16, uppercase: true))}"
                } else {
                    out.unicodeScalars.append(u)
                }
            }
        }
        return out + "\""
    }
}
