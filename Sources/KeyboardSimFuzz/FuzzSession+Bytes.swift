import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimSession
// The fuzzer's byte format, for coverage-guided fuzzing (libFuzzer, docs/fuzzing.md): every byte string decodes
// to a valid session of scenario steps (small mutations of the bytes give small changes of the session), and a
// session of the steps `kbsim fuzz` generates encodes back to bytes that decode to the same steps, so a libFuzzer
// corpus and `kbsim fuzz` findings convert both ways (`kbsim fuzz --convert`).
//
//   header   bits 0–1: fields − 1; bit 2: `ime pinyin` after the set-up; bit 3: field names follow;
//            bit 4: no `unreachable paste` line; bit 5: no `tap` of the first field before the steps
//   field    [name: string, when bit 3] A: bit 0 isSecureTextEntry, bit 1 clearsOnBeginEditing, bit 2 text
//            follows, bit 3 tag follows (number), bits 4–5 clearButtonMode; B: keyboardType (UIKit's order)
//   step     an opcode byte (mod 24), then its operands: each verb's (FuzzByteCode in its file in
//            KeyboardSimSession's Scenario/Verbs)
//   string   L < 0x80: 1 + L % 8 characters of the fuzzer's alphabet, a byte each; 0x80 ≤ L < 0xFF: L − 0x80
//            bytes of UTF-8; L = 0xFF: a number, then that many bytes of UTF-8
//   number   LEB128, at most 3 bytes (backspace counts below 256, offsets below 4096, candidates below 64)

extension FuzzSession {
    /// Characters the byte decoder draws from: every class of the generator's alphabet.
    static let byteAlphabet: [String] =
        FuzzAlphabet.asciiChars.map(String.init) + FuzzAlphabet.latin1Chars.map(String.init)
        + FuzzAlphabet.cjkChars.map(String.init) + FuzzAlphabet.emojiChars.map(String.init)
        + FuzzAlphabet.skinToneChars.map(String.init) + FuzzAlphabet.flagChars.map(String.init)
        + FuzzAlphabet.zwjChars.map(String.init) + FuzzAlphabet.combiningStrings + FuzzAlphabet.rtlStrings
        + ["\u{2006}", "\n"] + FuzzAlphabet.pinyinSyllables

    static let defaultFieldNames = ["f", "g", "h", "i"]

    /// Decodes bytes into a session of at most `maxSteps` steps after the set-up, its fields naming `target`.
    public init(bytes: [UInt8], target: FuzzTarget = .builtin(.accept), maxSteps: Int = 64, seed: UInt64 = 0) {
        var r = FuzzByteReader(bytes: bytes, alphabet: Self.byteAlphabet)
        let head = r.byte()
        let count = 1 + Int(head & 3)
        var names: [String] = []
        var steps: [ScenarioStep] = []
        if case .view(let fields, _) = target.kind {
            names = fields
            steps.append(.view(name: target.name, fields: fields))
        } else {
            for k in 0..<count {
                var name = Self.defaultFieldNames[k]
                if head & 8 != 0 {
                    let n = r.string()
                    if !n.isEmpty,
                        n.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") })
                    {
                        name = n
                    }
                }
                while names.contains(name) { name += "\(k)" }
                let a = r.byte(), b = r.byte()
                var traits: [FieldTrait] = []
                let keyboards = UIKeyboardType.allCases
                let keyboard = keyboards[Int(b) % keyboards.count]
                if keyboard != .default { traits.append(.keyboardType(keyboard)) }
                if a & 1 != 0 { traits.append(.secureTextEntry(true)) }
                let clear = UITextFieldViewMode.allCases[Int(a >> 4) & 3]
                if clear != .never { traits.append(.clearButtonMode(clear)) }
                if a & 2 != 0 { traits.append(.clearsOnBeginEditing(true)) }
                if a & 8 != 0 { traits.append(.tag(r.number())) }
                if a & 4 != 0 { let t = r.string(); if !t.isEmpty { traits.append(.text(t)) } }
                if let t = target.fieldTrait(seed: seed) { traits.append(t) }
                names.append(name)
                steps.append(.field(name: name, traits: traits))
            }
        }
        if head & 16 == 0 { steps.append(.unreachable(.paste)) }
        if head & 4 != 0 { steps.append(.inputMethod(InputMethodSpec())) }
        // Sessions start by tapping the first field (as the generator's do), so short inputs reach the delegate.
        if head & 32 == 0 { steps.append(.tap(names[0])) }
        let setUp = steps.count
        r.fieldNames = names
        while !r.atEnd && steps.count - setUp < maxSteps {
            let opcode = r.byte() % FuzzByteCode.opcodeCount
            guard let code = Self.decoders[Int(opcode)] else { continue }  // every opcode has a verb (the table's test)
            steps.append(code.decode(opcode, &r))
        }
        self.init(steps: steps, seed: seed)
    }

    /// The session in the byte format (the target's `delegate=`, `class=` or `view` is not stored: give the
    /// target again when decoding). Throws for what the format cannot hold.
    public func bytes() throws(FuzzBytesError) -> [UInt8] {
        var w = FuzzByteWriter()
        var fieldSteps: [(String, [FieldTrait])] = []
        var i = 0
        var isView = false
        while i < steps.count {
            if case .field(let n, let t) = steps[i] {
                fieldSteps.append((n, t)); i += 1
            } else if case .view(_, let ns) = steps[i] {
                isView = true; fieldSteps = ns.map { ($0, []) }; i += 1
            } else {
                break
            }
        }
        guard (1...4).contains(fieldSteps.count) || isView else {
            throw FuzzBytesError(
                message: "the byte format holds 1 to 4 fields declared first, found \(fieldSteps.count)")
        }
        var unreachable = false, ime = false
        if i < steps.count, steps[i] == .unreachable(.paste) { unreachable = true; i += 1 }
        if i < steps.count, steps[i] == .inputMethod(InputMethodSpec()) { ime = true; i += 1 }
        let names = fieldSteps.map(\.0)
        var tapsFirst = false
        if i < steps.count, let first = names.first, steps[i] == .tap(first) { tapsFirst = true; i += 1 }
        let custom = !isView && names != Array(Self.defaultFieldNames.prefix(names.count))
        var head: UInt8 = UInt8(max(0, min(3, fieldSteps.count - 1)))
        if ime { head |= 4 }
        if custom { head |= 8 }
        if !unreachable { head |= 16 }
        if !tapsFirst { head |= 32 }
        w.byte(head)
        if !isView {
            for (name, traits) in fieldSteps {
                if custom { w.literal(name) }
                var a: UInt8 = 0, b: UInt8 = 0
                var tag: Int?, text: String?
                var order: [Int] = []
                for t in traits {
                    switch t {
                    case .keyboardType(let k): b = UInt8(UIKeyboardType.allCases.firstIndex(of: k)!); order.append(0)
                    case .secureTextEntry(let v): if v { a |= 1 }; order.append(1)
                    case .clearButtonMode(let m):
                        a |= UInt8(UITextFieldViewMode.allCases.firstIndex(of: m)!) << 4; order.append(2)
                    case .clearsOnBeginEditing(let v): if v { a |= 2 }; order.append(3)
                    case .tag(let v): a |= 8; tag = v; order.append(4)
                    case .text(let v): a |= 4; text = v; order.append(5)
                    case .delegate, .fieldClass: break  // the target's, given again when decoding
                    default:
                        throw FuzzBytesError(
                            message: "field \(name): the byte format holds no \(ScenarioPrinter.trait(t))")
                    }
                }
                guard order == order.sorted(), !traits.contains(.secureTextEntry(false)),
                    !traits.contains(.clearsOnBeginEditing(false)),
                    !traits.contains(.keyboardType(.default)), !traits.contains(.clearButtonMode(.never)),
                    !traits.contains(.text(""))
                else {
                    throw FuzzBytesError(
                        message:
                            "field \(name): traits are not in the byte format's canonical form (keyboardType, isSecureTextEntry=true, clearButtonMode, clearsOnBeginEditing=true, tag, text)"
                    )
                }
                w.byte(a)
                w.byte(b)
                if let tag {
                    guard tag >= 0 else { throw FuzzBytesError(message: "field \(name): tag \(tag) is negative") };
                    w.number(tag)
                }
                if let text { w.literal(text) }
            }
        }
        w.fieldNames = names
        next: for step in steps[i...] {
            if let code = ScenarioVerb.of(step)?.fuzzing.bytes, try code.encode(step, &w) { continue next }
            throw FuzzBytesError(message: "\(ScenarioPrinter.line(step)): the byte format holds no such step")
        }
        return w.bytes
    }
}

extension FuzzSession {
    /// The byte code of each opcode, from the verb table.
    static let decoders: [FuzzByteCode?] = {
        var table = [FuzzByteCode?](repeating: nil, count: Int(FuzzByteCode.opcodeCount))
        for verb in ScenarioVerb.all {
            if let code = verb.fuzzing.bytes { for op in code.opcodes { table[Int(op)] = code } }
        }
        return table
    }()
}

extension FuzzSession {
    /// A libFuzzer dictionary of the byte format (`-dict=FILE`, or `TARGET.dict` beside a ClusterFuzzLite or
    /// OSS-Fuzz target): each verb's opcodes, the header bits, and common field strings in the string operand's
    /// UTF-8 form (a length byte 0x80 + n, then the bytes). `Fuzz/targets/kbsim.dict` is this text; a test checks
    /// that it is current.
    public static var libFuzzerDictionary: String {
        func quoted(_ bytes: [UInt8]) -> String {
            "\""
                + bytes.map { b in
                    (0x20..<0x7F).contains(b) && b != 0x22 && b != 0x5C
                        ? String(UnicodeScalar(b)) : String(format: "\\x%02X", b)
                }.joined() + "\""
        }
        var lines = [
            "# kbsim's byte format for libFuzzer (docs/fuzzing.md, \"The byte format\"): opcodes, header bits and",
            "# common field strings. Generated from the verb table (FuzzSession.libFuzzerDictionary)."
        ]
        for verb in ScenarioVerb.all {
            guard let code = verb.fuzzing.bytes else { continue }
            for op in code.opcodes {
                lines.append("op_\(verb.name.replacingOccurrences(of: "-", with: "_"))_\(op)=\(quoted([op]))")
            }
        }
        lines += [
            "header_pinyin=\(quoted([4]))", "header_two_fields=\(quoted([1]))", "header_no_paste_line=\(quoted([16]))",
            "field_text_follows=\(quoted([4]))", "field_secure=\(quoted([1]))"
        ]
        let strings = [
            "0", "7", "123", "0123456789", "a", "abc", "A", "@", ".", "-", " ", "\n", "😀", "👍🏽", "🇯🇵",
            "👨‍👩‍👧", "é", "e\u{301}", "\u{2006}", "中国", "ni", "hao", "nihao", "zhongguo", "shanghai", "xian"
        ]
        for (i, s) in strings.enumerated() {
            let utf8 = Array(s.utf8)
            lines.append("string_\(i)=\(quoted([UInt8(0x80 + utf8.count)] + utf8))")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
