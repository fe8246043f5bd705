import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
// The fuzzer's byte format, for coverage-guided fuzzing (libFuzzer, docs/fuzzing.md): every byte string decodes
// to a valid session of scenario steps (small mutations of the bytes give small changes of the session), and a
// session of the steps `kbsim fuzz` generates encodes back to bytes that decode to the same steps, so a libFuzzer
// corpus and `kbsim fuzz` findings convert both ways (`kbsim fuzz --convert`).
//
//   header   bits 0–1: fields − 1; bit 2: `ime pinyin` after the set-up; bit 3: field names follow;
//            bit 4: no `unreachable paste` line; bit 5: no `tap` of the first field before the steps
//   field    [name: string, when bit 3] A: bit 0 isSecureTextEntry, bit 1 clearsOnBeginEditing, bit 2 text
//            follows, bit 3 tag follows (number), bits 4–5 clearButtonMode; B: keyboardType (UIKit's order)
//   step     an opcode byte (mod 24), then its operands
//   string   L < 0x80: 1 + L % 8 characters of the fuzzer's alphabet, a byte each; 0x80 ≤ L < 0xFF: L − 0x80
//            bytes of UTF-8; L = 0xFF: a number, then that many bytes of UTF-8
//   number   LEB128, at most 3 bytes (backspace counts below 256, offsets below 4096, candidates below 64)

/// A session the byte format cannot hold (a step or trait `kbsim fuzz` does not generate).
public struct FuzzBytesError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}

extension FuzzSession {
    /// Characters the byte decoder draws from: every class of the generator's alphabet.
    static let byteAlphabet: [String] = FuzzAlphabet.asciiChars.map(String.init) + FuzzAlphabet.latin1Chars.map(String.init)
        + FuzzAlphabet.cjkChars.map(String.init) + FuzzAlphabet.emojiChars.map(String.init)
        + FuzzAlphabet.skinToneChars.map(String.init) + FuzzAlphabet.flagChars.map(String.init)
        + FuzzAlphabet.zwjChars.map(String.init) + FuzzAlphabet.combiningStrings + FuzzAlphabet.rtlStrings
        + ["\u{2006}", "\n"] + FuzzAlphabet.pinyinSyllables

    static let defaultFieldNames = ["f", "g", "h", "i"]

    /// Decodes bytes into a session of at most `maxSteps` steps after the set-up, its fields naming `target`.
    public init(bytes: [UInt8], target: FuzzTarget = .builtin(.accept), maxSteps: Int = 64, seed: UInt64 = 0) {
        var r = ByteReader(bytes: bytes)
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
                    if !n.isEmpty, n.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) { name = n }
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
        func field() -> String { names[Int(r.byte()) % names.count] }
        while !r.atEnd && steps.count - setUp < maxSteps {
            switch r.byte() % 24 {
            case 0, 1, 2, 23: steps.append(.type(r.string()))
            case 3: steps.append(.backspace(1))
            case 4: steps.append(.backspace(r.number() % 256))
            case 5: let l = r.number() % 4096; steps.append(.select(location: l, length: r.number() % 4096))
            case 6: steps.append(.caret(r.number() % 4096))
            case 7: steps.append(.paste(r.string()))
            case 8: steps.append(.cut)
            case 9: steps.append(.clear(nil))
            case 10: steps.append(.pressReturn)
            case 11: steps.append(.candidate(r.number() % 64))
            case 12: steps.append(.tap(field()))
            case 13: let f = field(); steps.append(.setText(field: f, text: r.string()))
            case 14: steps.append(.resign(field()))
            case 15: steps.append(.endEditing(force: r.byte() % 2 == 0))
            case 16: steps.append(.rotate(r.byte() % 2 == 0 ? .landscape : .portrait))
            case 17: steps.append(.inputMethod(r.byte() % 2 == 0 ? InputMethodSpec() : nil))
            case 18:
                let l = FuzzGenerator.layouts[Int(r.byte()) % FuzzGenerator.layouts.count]
                steps.append(.hardwareKeyboard(HardwareKeyboardSpec(layout: l.layout, variant: l.variant)))
            case 19: steps.append(.softwareKeyboard)
            case 20: steps.append(.copy)
            case 21: steps.append(.paste(nil))
            default: let f = field(); steps.append(.expect(.text(field: f, r.string())))
            }
        }
        self.init(steps: steps, seed: seed)
    }

    /// The session in the byte format (the target's `delegate=`, `class=` or `view` is not stored: give the
    /// target again when decoding). Throws for what the format cannot hold.
    public func bytes() throws(FuzzBytesError) -> [UInt8] {
        var w = ByteWriter()
        var fieldSteps: [(String, [FieldTrait])] = []
        var i = 0
        var isView = false
        while i < steps.count {
            if case .field(let n, let t) = steps[i] { fieldSteps.append((n, t)); i += 1 }
            else if case .view(_, let ns) = steps[i] { isView = true; fieldSteps = ns.map { ($0, []) }; i += 1 }
            else { break }
        }
        guard (1...4).contains(fieldSteps.count) || isView else {
            throw FuzzBytesError(message: "the byte format holds 1 to 4 fields declared first, found \(fieldSteps.count)")
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
                    case .clearButtonMode(let m): a |= UInt8(UITextFieldViewMode.allCases.firstIndex(of: m)!) << 4; order.append(2)
                    case .clearsOnBeginEditing(let v): if v { a |= 2 }; order.append(3)
                    case .tag(let v): a |= 8; tag = v; order.append(4)
                    case .text(let v): a |= 4; text = v; order.append(5)
                    case .delegate, .fieldClass: break  // the target's, given again when decoding
                    default: throw FuzzBytesError(message: "field \(name): the byte format holds no \(ScenarioPrinter.trait(t))")
                    }
                }
                guard order == order.sorted(), !traits.contains(.secureTextEntry(false)), !traits.contains(.clearsOnBeginEditing(false)),
                      !traits.contains(.keyboardType(.default)), !traits.contains(.clearButtonMode(.never)), !traits.contains(.text("")) else {
                    throw FuzzBytesError(message: "field \(name): traits are not in the byte format's canonical form (keyboardType, isSecureTextEntry=true, clearButtonMode, clearsOnBeginEditing=true, tag, text)")
                }
                w.byte(a)
                w.byte(b)
                if let tag { guard tag >= 0 else { throw FuzzBytesError(message: "field \(name): tag \(tag) is negative") }; w.number(tag) }
                if let text { w.literal(text) }
            }
        }
        func field(_ n: String) throws(FuzzBytesError) {
            guard let k = names.firstIndex(of: n) else { throw FuzzBytesError(message: "no field \(n)") }
            w.byte(UInt8(k))
        }
        for step in steps[i...] {
            switch step {
            case .type(let s): w.byte(0); w.literal(s)
            case .backspace(1): w.byte(3)
            case .backspace(let n) where n < 256: w.byte(4); w.number(n)
            case .select(let l, let n) where l < 4096 && n < 4096: w.byte(5); w.number(l); w.number(n)
            case .caret(let n) where n < 4096: w.byte(6); w.number(n)
            case .paste(let s?): w.byte(7); w.literal(s)
            case .paste(nil): w.byte(21)
            case .cut: w.byte(8)
            case .clear(nil): w.byte(9)
            case .pressReturn: w.byte(10)
            case .candidate(let n) where n < 64: w.byte(11); w.number(n)
            case .tap(let f): w.byte(12); try field(f)
            case .setText(let f, let s): w.byte(13); try field(f); w.literal(s)
            case .resign(let f): w.byte(14); try field(f)
            case .endEditing(let force): w.byte(15); w.byte(force ? 0 : 1)
            case .rotate(let o): w.byte(16); w.byte(o == .landscape ? 0 : 1)
            case .inputMethod(let spec) where spec == nil || spec == InputMethodSpec(): w.byte(17); w.byte(spec == nil ? 1 : 0)
            case .hardwareKeyboard(let spec):
                guard spec.keymapFile == nil, spec.options.isEmpty,
                      let k = FuzzGenerator.layouts.firstIndex(where: { $0.layout == spec.layout && $0.variant == spec.variant }) else {
                    throw FuzzBytesError(message: "\(ScenarioPrinter.line(step)): the byte format holds only the layouts \(FuzzGenerator.layouts.map { $0.layout + ($0.variant.isEmpty ? "" : ":" + $0.variant) }.joined(separator: ", "))")
                }
                w.byte(18); w.byte(UInt8(k))
            case .softwareKeyboard: w.byte(19)
            case .copy: w.byte(20)
            case .expect(.text(let f, let s)): w.byte(22); try field(f); w.literal(s)
            default: throw FuzzBytesError(message: "\(ScenarioPrinter.line(step)): the byte format holds no such step")
            }
        }
        return w.bytes
    }
}

/// Reads the byte format: past the end, bytes read as 0.
struct ByteReader {
    let bytes: [UInt8]
    var i = 0
    var atEnd: Bool { i >= bytes.count }

    mutating func byte() -> UInt8 {
        defer { i += 1 }
        return i < bytes.count ? bytes[i] : 0
    }

    mutating func number() -> Int {
        var v = 0
        for k in 0..<3 {
            let b = byte()
            v |= Int(b & 0x7F) << (7 * k)
            if b & 0x80 == 0 { break }
        }
        return v
    }

    mutating func string() -> String {
        let l = byte()
        if l < 0x80 {
            var s = ""
            for _ in 0..<(1 + Int(l) % 8) { s += FuzzSession.byteAlphabet[Int(byte()) % FuzzSession.byteAlphabet.count] }
            return s
        }
        let n = l == 0xFF ? number() : Int(l) - 0x80
        let end = min(bytes.count, i + n)
        let s = i < end ? String(decoding: bytes[i..<end], as: UTF8.self) : ""
        i += n
        return s
    }
}

/// Writes the byte format.
struct ByteWriter {
    var bytes: [UInt8] = []
    mutating func byte(_ b: UInt8) { bytes.append(b) }
    mutating func number(_ n: Int) {
        var v = min(max(0, n), (1 << 21) - 1)
        for _ in 0..<3 {
            let low = UInt8(v & 0x7F)
            v >>= 7
            if v == 0 { bytes.append(low); return }
            bytes.append(low | 0x80)
        }
    }
    /// A string as UTF-8 (exact).
    mutating func literal(_ s: String) {
        let u = Array(s.utf8)
        if u.count < 0x7F { bytes.append(0x80 + UInt8(u.count)) } else { bytes.append(0xFF); number(u.count) }
        bytes += u
    }
}
