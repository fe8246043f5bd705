import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
// Bytes → session, for coverage-guided fuzzing (libFuzzer, `Fuzz/`): every byte string decodes to a valid
// session, small mutations of the bytes give small changes of the session.

extension FuzzSession {
    /// Characters the byte decoder draws from: every class of the generator's alphabet.
    static let byteAlphabet: [String] = FuzzAlphabet.asciiChars.map(String.init) + FuzzAlphabet.latin1Chars.map(String.init)
        + FuzzAlphabet.cjkChars.map(String.init) + FuzzAlphabet.emojiChars.map(String.init)
        + FuzzAlphabet.skinToneChars.map(String.init) + FuzzAlphabet.flagChars.map(String.init)
        + FuzzAlphabet.zwjChars.map(String.init) + FuzzAlphabet.combiningStrings + FuzzAlphabet.rtlStrings
        + ["\u{2006}", "\n"] + FuzzAlphabet.pinyinSyllables

    /// Decodes bytes into a session of at most 64 steps: the first byte chooses the fields (one or two, secure,
    /// clear button, input method), then each step is an opcode byte and its operands.
    public init(bytes: [UInt8]) {
        var i = 0
        func next() -> Int {
            defer { i += 1 }
            return i < bytes.count ? Int(bytes[i]) : 0
        }
        func string() -> String {
            let n = 1 + next() % 8
            var s = ""
            for _ in 0..<n { s += Self.byteAlphabet[next() % Self.byteAlphabet.count] }
            return s
        }
        let head = next()
        var fields = [FuzzField(name: "f")]
        if head & 1 != 0 { fields.append(FuzzField(name: "g")) }
        if head & 8 != 0 { fields[0].isSecureTextEntry = true }
        if head & 16 != 0 { fields[0].clearButtonMode = .whileEditing }
        if head & 32 != 0 { fields[0].keyboardType = .emailAddress }
        var steps: [FuzzStep] = head & 4 != 0 ? [.ime(true)] : []
        steps.append(.tap(0))
        while i < bytes.count && steps.count < 64 {
            let op = next() % 20
            switch op {
            case 0, 1, 2: steps.append(.type(string()))
            case 3, 4: steps.append(.backspace(1 + next() % 4))
            case 5: steps.append(.select(next() % 24, next() % 8))
            case 6: steps.append(.caret(next() % 24))
            case 7: steps.append(.paste(string()))
            case 8: steps.append(.cut)
            case 9: steps.append(.clear)
            case 10: steps.append(.returnKey)
            case 11: steps.append(.candidate(next() % 6))
            case 12: steps.append(.tap(next() % fields.count))
            case 13: steps.append(.setText(next() % fields.count, next() % 2 == 0 ? "" : string()))
            case 14: steps.append(.resign(next() % fields.count))
            case 15: steps.append(.endEditing)
            case 16: steps.append(.rotate(next() % 2 == 0 ? .landscape : .portrait))
            case 17: steps.append(.ime(next() % 2 == 0))
            case 18:
                let l = FuzzGenerator.layouts[next() % FuzzGenerator.layouts.count]
                steps.append(.hardwareKeyboard(layout: l.layout, variant: l.variant))
            default: steps.append(.softwareKeyboard)
            }
        }
        self.init(fields: fields, steps: steps, seed: 0)
    }
}
