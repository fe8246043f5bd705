import KeyboardSimSupport
import KeyboardSimCore

// The fuzzer's side of the verb table: the random generator's kinds of step and their weights, and the byte format's
// opcodes. They live beside the verbs (KeyboardSimFuzz builds on this layer), so that a verb's generator and byte
// code are in its own file.

/// A kind of step the fuzzer's random generator draws.
public struct FuzzGeneration: Sendable {
    /// The kind's place in the generator's draw (a seed's session depends on this order: a new kind takes the next
    /// free number).
    public let order: Int
    /// Its weight in ``FuzzWeights`` by default (0: off unless a configuration or a property turns it on).
    public let defaultWeight: Int
    /// Appends the kind's steps (none when it does not apply, e.g. a candidate pick with nothing composed).
    public let generate: @Sendable (inout FuzzDraw) -> Void

    /// A kind at place `order` of the draw, with its default weight and what it appends.
    public init(order: Int, weight: Int, generate: @escaping @Sendable (inout FuzzDraw) -> Void) {
        self.order = order; self.defaultWeight = weight; self.generate = generate
    }
}

/// A verb's opcodes in the fuzzer's byte format (docs/fuzzing.md, "The byte format").
public struct FuzzByteCode: Sendable {
    /// The opcodes (mod ``FuzzByteCode/opcodeCount``) that decode to the verb's steps.
    public let opcodes: [UInt8]
    /// Reads a step's operands after its opcode.
    public let decode: @Sendable (UInt8, inout FuzzByteReader) -> ScenarioStep
    /// Writes a step: its opcode and operands; returns false for a step the format does not hold.
    public let encode: @Sendable (ScenarioStep, inout FuzzByteWriter) throws(FuzzBytesError) -> Bool

    /// How many opcodes the format has (an opcode byte is read modulo this).
    public static let opcodeCount: UInt8 = 24

    /// One opcode for one step without operands (`cut`, `return`).
    public static func simple(_ opcode: UInt8, _ step: ScenarioStep) -> FuzzByteCode {
        FuzzByteCode(
            opcodes: [opcode], decode: { _, _ in step },
            encode: { s, w throws(FuzzBytesError) in
                guard s == step else { return false }
                w.byte(opcode)
                return true
            })
    }

    /// A verb's opcodes, with the decoder and encoder of its steps.
    public init(
        opcodes: [UInt8], decode: @escaping @Sendable (UInt8, inout FuzzByteReader) -> ScenarioStep,
        encode: @escaping @Sendable (ScenarioStep, inout FuzzByteWriter) throws(FuzzBytesError) -> Bool
    ) {
        self.opcodes = opcodes; self.decode = decode; self.encode = encode
    }
}

/// A session the byte format cannot hold (a step or trait `kbsim fuzz` does not generate).
public struct FuzzBytesError: Error, CustomStringConvertible, Equatable {
    /// What the format cannot hold, in one line.
    public var message: String
    /// An error with the message given.
    public init(message: String) { self.message = message }
    public var description: String { message }
}

/// Reads the byte format: past the end, bytes read as 0.
public struct FuzzByteReader {
    let bytes: [UInt8]
    /// The characters a short string draws from.
    let alphabet: [String]
    /// The session's field names (a field operand is a byte modulo their count).
    public var fieldNames: [String] = []
    var i = 0
    /// Whether every byte has been read.
    public var atEnd: Bool { i >= bytes.count }

    /// A reader of `bytes`, whose short strings draw from `alphabet`.
    public init(bytes: [UInt8], alphabet: [String]) { self.bytes = bytes; self.alphabet = alphabet }

    /// The next byte (0 past the end).
    public mutating func byte() -> UInt8 {
        defer { i += 1 }
        return i < bytes.count ? bytes[i] : 0
    }

    /// A field name: a byte modulo the number of fields.
    public mutating func field() -> String { fieldNames[Int(byte()) % fieldNames.count] }

    /// A number of up to three 7-bit bytes, low first (the high bit says another follows).
    public mutating func number() -> Int {
        var v = 0
        for k in 0..<3 {
            let b = byte()
            v |= Int(b & 0x7F) << (7 * k)
            if b & 0x80 == 0 { break }
        }
        return v
    }

    /// A short string from the alphabet, or a UTF-8 literal (a length byte of 0x80 or more).
    public mutating func string() -> String {
        let l = byte()
        if l < 0x80 {
            var s = ""
            for _ in 0..<(1 + Int(l) % 8) { s += alphabet[Int(byte()) % alphabet.count] }
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
public struct FuzzByteWriter {
    /// The bytes written so far.
    public var bytes: [UInt8] = []
    /// The session's field names (a field operand is its index).
    public var fieldNames: [String] = []
    /// An empty writer.
    public init() {}
    /// Writes one byte.
    public mutating func byte(_ b: UInt8) { bytes.append(b) }
    /// Writes a number as `FuzzByteReader/number()` reads it.
    public mutating func number(_ n: Int) {
        var v = min(max(0, n), (1 << 21) - 1)
        for _ in 0..<3 {
            let low = UInt8(v & 0x7F)
            v >>= 7
            if v == 0 { bytes.append(low); return }
            bytes.append(low | 0x80)
        }
    }
    /// A string as UTF-8 (exact).
    public mutating func literal(_ s: String) {
        let u = Array(s.utf8)
        if u.count < 0x7F { bytes.append(0x80 + UInt8(u.count)) } else { bytes.append(0xFF); number(u.count) }
        bytes += u
    }
    /// A field operand: the field's index.
    public mutating func field(_ name: String) throws(FuzzBytesError) {
        guard let k = fieldNames.firstIndex(of: name) else { throw FuzzBytesError(message: "no field \(name)") }
        byte(UInt8(k))
    }
}

/// Where the generator's random text comes from (the fuzzer's alphabet and its syllables).
public protocol FuzzTextSource: Sendable {
    /// Random text of 1…`maxChunks` chunks.
    func text(_ rng: inout SplitMix64, maxChunks: Int) -> String
    /// Text of about `n` characters.
    func nearLimit(_ n: Int, _ rng: inout SplitMix64) -> String
    /// What the input method's keys type as a syllable (pinyin, Zhuyin, stroke codes).
    func syllables(for engine: InputMethodSpec.Engine) -> [String]
}

/// A random session as the generator builds it: the steps so far, an estimate of each field's text, the focus and
/// the input method's state. A ``FuzzGeneration`` appends to it.
public struct FuzzDraw {
    /// The random generator, advanced by each draw.
    public var rng: SplitMix64
    /// The steps drawn so far.
    public var steps: [ScenarioStep]
    /// An estimate of each field's text (what was typed, as if accepted): selections and carets are drawn on its
    /// character boundaries, so that few of them split a character (which the user cannot do).
    public var texts: [String]
    /// Each field's `textContentType` (raw value, "" for none).
    public var contentTypes: [String]
    /// The field being edited (an index into ``fields``).
    public var focused: Int?
    /// Whether the input method is on, and whether it holds a composition.
    public var ime: Bool, composing: Bool
    /// The fields' names.
    public let fields: [String]
    /// Whether sessions use an input method at all, and which.
    public let inputMethod: Bool
    /// Which input method `inputMethod` switches on.
    public let engine: InputMethodSpec.Engine
    /// A length limit the properties are about.
    public let lengthHint: Int?
    let source: any FuzzTextSource

    /// A draw in the state given.
    public init(
        rng: SplitMix64, steps: [ScenarioStep], texts: [String], contentTypes: [String], focused: Int?,
        ime: Bool, composing: Bool, fields: [String], inputMethod: Bool, engine: InputMethodSpec.Engine,
        lengthHint: Int?, source: any FuzzTextSource
    ) {
        self.rng = rng; self.steps = steps; self.texts = texts; self.contentTypes = contentTypes; self.focused = focused
        self.ime = ime; self.composing = composing; self.fields = fields; self.inputMethod = inputMethod
        self.engine = engine; self.lengthHint = lengthHint; self.source = source
    }

    /// The focused field's text (empty when none is focused).
    public var text: String { focused.map { texts[$0] } ?? "" }
    /// Appends to the focused field's text estimate.
    public mutating func append(_ s: String) { if let f = focused { texts[f] += s } }
    /// Random text of 1…`maxChunks` chunks.
    public mutating func randomText(maxChunks: Int) -> String { source.text(&rng, maxChunks: maxChunks) }
    /// Text of about `n` characters.
    public mutating func nearLimit(_ n: Int) -> String { source.nearLimit(n, &rng) }

    /// A random UTF-16 range on character boundaries of `text` (one time in eight anywhere, boundaries or not).
    public static func characterRange(in text: String, _ rng: inout SplitMix64, empty: Bool = false) -> (
        location: Int, length: Int
    ) {
        let n = text.utf16.count
        if rng.chance(0.125) || n == 0 {
            let l = rng.below(n + 1)
            return (l, empty ? 0 : rng.below(n - l + 1))
        }
        var offsets = [0]
        var o = 0
        for c in text { o += c.utf16.count; offsets.append(o) }
        let a = rng.below(offsets.count)
        if empty { return (offsets[a], 0) }
        let b = a + rng.below(offsets.count - a)
        return (offsets[a], offsets[b] - offsets[a])
    }

    /// `text` with a UTF-16 range replaced (clamped).
    public static func replacing(_ text: String, _ location: Int, _ length: Int, with s: String) -> String {
        var u = Array(text.utf16)
        let l = min(location, u.count), e = min(location + length, u.count)
        u.replaceSubrange(l..<e, with: s.utf16)
        return String(decoding: u, as: UTF16.self)
    }
}

/// How often each kind of step is generated (relative weights; 0 turns a kind off), by verb name: the defaults are
/// the verb table's (``FuzzGeneration/defaultWeight``).
public struct FuzzWeights: Sendable, Equatable {
    private var byVerb: [String: Int]
    /// The verb table's default weights.
    public init() {
        var w: [String: Int] = [:]
        for verb in ScenarioVerb.all { if let g = verb.fuzzing.generation { w[verb.name] = g.defaultWeight } }
        byVerb = w
    }
    /// The weight of a verb's kind (0 for a verb the generator does not make).
    public subscript(verb name: String) -> Int {
        get { byVerb[name] ?? 0 }
        set { byVerb[name] = newValue }
    }

    /// The weight of `type` steps.
    public var type: Int {
        get { self[verb: "type"] }
        set { self[verb: "type"] = newValue }
    }
    /// The weight of `backspace` steps.
    public var backspace: Int {
        get { self[verb: "backspace"] }
        set { self[verb: "backspace"] = newValue }
    }
    /// The weight of `select` steps.
    public var select: Int {
        get { self[verb: "select"] }
        set { self[verb: "select"] = newValue }
    }
    /// The weight of `caret` steps.
    public var caret: Int {
        get { self[verb: "caret"] }
        set { self[verb: "caret"] = newValue }
    }
    /// The weight of `paste` steps.
    public var paste: Int {
        get { self[verb: "paste"] }
        set { self[verb: "paste"] = newValue }
    }
    /// The weight of `cut` steps.
    public var cut: Int {
        get { self[verb: "cut"] }
        set { self[verb: "cut"] = newValue }
    }
    /// The weight of `clear` steps.
    public var clear: Int {
        get { self[verb: "clear"] }
        set { self[verb: "clear"] = newValue }
    }
    /// The weight of `return` steps.
    public var returnKey: Int {
        get { self[verb: "return"] }
        set { self[verb: "return"] = newValue }
    }
    /// The weight of `candidate` steps.
    public var candidate: Int {
        get { self[verb: "candidate"] }
        set { self[verb: "candidate"] = newValue }
    }
    /// The weight of `tap` steps.
    public var tap: Int {
        get { self[verb: "tap"] }
        set { self[verb: "tap"] = newValue }
    }
    /// The weight of `set-text` steps.
    public var setText: Int {
        get { self[verb: "set-text"] }
        set { self[verb: "set-text"] = newValue }
    }
    /// The weight of `resign` steps.
    public var resign: Int {
        get { self[verb: "resign"] }
        set { self[verb: "resign"] = newValue }
    }
    /// The weight of `end-editing` steps.
    public var endEditing: Int {
        get { self[verb: "end-editing"] }
        set { self[verb: "end-editing"] = newValue }
    }
    /// The weight of `rotate` steps.
    public var rotate: Int {
        get { self[verb: "rotate"] }
        set { self[verb: "rotate"] = newValue }
    }
    /// The weight of `ime` steps.
    public var imeSwitch: Int {
        get { self[verb: "ime"] }
        set { self[verb: "ime"] = newValue }
    }
    /// The weight of `hardware-keyboard` steps.
    public var hardwareKeyboard: Int {
        get { self[verb: "hardware-keyboard"] }
        set { self[verb: "hardware-keyboard"] = newValue }
    }
    /// The weight of `software-keyboard` steps.
    public var softwareKeyboard: Int {
        get { self[verb: "software-keyboard"] }
        set { self[verb: "software-keyboard"] = newValue }
    }
    /// Undo and redo (off by default, so existing seeds keep their sessions; the `undo-safe` property turns them on).
    public var undo: Int {
        get { self[verb: "undo"] }
        set { self[verb: "undo"] = newValue }
    }
    /// The weight of `redo` steps.
    public var redo: Int {
        get { self[verb: "redo"] }
        set { self[verb: "redo"] = newValue }
    }
    /// QuickType picks (off by default, so existing seeds keep their sessions).
    public var suggest: Int {
        get { self[verb: "suggest"] }
        set { self[verb: "suggest"] = newValue }
    }
    /// A word typed and autocorrected, and a text-replacement shortcut typed and expanded (off by default; the
    /// `model-sync` property turns them on).
    public var autocorrect: Int {
        get { self[verb: "autocorrect"] }
        set { self[verb: "autocorrect"] = newValue }
    }
    /// The weight of `text-replacement` steps.
    public var textReplacement: Int {
        get { self[verb: "text-replacement"] }
        set { self[verb: "text-replacement"] = newValue }
    }
    /// Association-candidate picks after a pinyin commit (off by default; a `max-length` property with pinyin turns
    /// them on).
    public var association: Int {
        get { self[verb: "association"] }
        set { self[verb: "association"] = newValue }
    }
    /// AutoFill taps (off by default, so existing seeds keep their sessions): with a weight, random fields get a
    /// `textContentType` (one-time code, password, new password, email, phone, name) and the step is the AutoFill
    /// the editing field is offered (`autofill code`, `autofill password`, `autofill password choose-own`,
    /// `autofill contact`).
    public var autofill: Int {
        get { self[verb: "autofill"] }
        set { self[verb: "autofill"] = newValue }
    }
    /// Dictation, drops and iOS 17 inline predictions (off by default, so existing seeds keep their sessions).
    public var dictate: Int {
        get { self[verb: "dictate"] }
        set { self[verb: "dictate"] = newValue }
    }
    /// The weight of `drop` steps.
    public var drop: Int {
        get { self[verb: "drop"] }
        set { self[verb: "drop"] = newValue }
    }
    /// The weight of `inline-predict` steps.
    public var inlinePredict: Int {
        get { self[verb: "inline-predict"] }
        set { self[verb: "inline-predict"] = newValue }
    }
}
