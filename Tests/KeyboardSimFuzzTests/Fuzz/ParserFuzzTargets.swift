@testable import KeyboardSimTestSupport
import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimSession
import KeyboardSimPort

/// kbsim's own parsers as fuzz targets: each takes arbitrary bytes, runs one parser and checks what must hold
/// whatever the input (no trap, errors that name a position inside the input, one-line messages, round trips).
/// Used by the seeded mutation loop in `ParserFuzzTests` (part of `swift test`) and by the libFuzzer entry
/// `Fuzz/parsers/ParsersEntry.swift` (docs/fuzzing.md, "Fuzzing kbsim's parsers").
///
/// A broken property is reported by ``ParserFuzzTargets/Violation``; a crash is a crash.
enum ParserFuzzTargets {
    /// A property that did not hold, with the input that broke it.
    struct Violation: Error, CustomStringConvertible {
        var target: String
        var message: String
        var input: [UInt8]
        var description: String {
            "\(target): \(message); input (\(input.count) bytes): \(Diagnostics.escaped(String(decoding: input.prefix(400), as: UTF8.self)))"
        }
    }

    /// The targets by name, in a fixed order.
    static let names = ["script", "transcript", "dict", "keys", "rmlvo", "keymap", "port", "pinyin", "text"]

    /// Runs one target on one input (the parsers are plain values: any thread).
    static func run(_ target: String, _ bytes: [UInt8]) throws(Violation) {
        func check(_ ok: Bool, _ message: @autoclosure () -> String) throws(Violation) {
            if !ok { throw Violation(target: target, message: message(), input: bytes) }
        }
        let text = String(decoding: bytes, as: UTF8.self)
        switch target {
        case "script":
            let lineCount = TextFile.lines(text).count
            let base = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-parser-fuzz").path
            for policy in [nil, ScenarioPathPolicy(outputDirectory: base, dataDirectories: ["/usr/share/rime-data"])] {
                var parser = ScenarioParser(registeredDelegates: ["example:x"], registeredFieldClasses: ["Custom"])
                parser.pathPolicy = policy
                let parsed: Result<Scenario, ScenarioError>
                do throws(ScenarioError) { parsed = .success(try parser.parse(text, file: base + "/fuzz.kbsim")) } catch
                { parsed = .failure(error) }
                switch parsed {
                case .success(let scenario):
                    var last = 0
                    for line in scenario.lines {
                        try check(
                            line.line > last && line.line <= lineCount,
                            "step line \(line.line) out of order or past \(lineCount) lines")
                        last = line.line
                        if policy != nil, case .render(let path) = line.step {
                            try check(
                                path.hasPrefix(base + "/") && !path.split(separator: "/").contains(".."),
                                "render path \(path) escapes \(base)")
                        }
                    }
                case .failure(let error):
                    try check(
                        error.line >= 1 && error.line <= max(1, lineCount),
                        "error line \(error.line) outside 1…\(lineCount)")
                    try check(error.column >= 1, "error column \(error.column) < 1")
                    try check(
                        !error.message.unicodeScalars.contains(where: Diagnostics.needsEscape),
                        "message has a raw control character: \(Diagnostics.escaped(error.message))")
                }
            }
        case "transcript":
            let lines = TextFile.lines(text).map { String($0.text) }
            for line in lines.prefix(60) {
                switch TranscriptJSON.parseReportingErrors(line) {
                case .success(let json):
                    try check(
                        TranscriptJSON.parse(json.compact) == json, "compact form does not parse back to the same value"
                    )
                case .failure(let e):
                    try check(
                        e.column >= 1 && e.column <= line.utf8.count + 1, "error column \(e.column) outside the line")
                }
            }
            let diffed: TranscriptDiffError?
            do throws(TranscriptDiffError) {
                _ = try TranscriptDiff(golden: Array(lines.prefix(200)), observed: []); diffed = nil
            } catch { diffed = error }
            if let error = diffed {
                try check(
                    error.line >= 1 && error.line <= min(lines.count, 200),
                    "diff error line \(error.line) outside the lines")
                try check(
                    !error.description.unicodeScalars.contains(where: { $0 == "\n" || $0 == "\u{1B}" }),
                    "diff error is not one line")
            }
        case "dict":
            let loaded: Result<PinyinDictionary, Error> = Result {
                try PinyinDictionary.parse(bytes, path: "fuzz.dict.yaml")
            }
            switch loaded {
            case .success(let d):
                let lineCount = bytes.reduce(1) { $0 + ($1 == 10 ? 1 : 0) }
                try check(d.issues.allSatisfy { $0.line >= 1 && $0.line <= lineCount }, "issue line outside the file")
                try check(
                    d.maxSyllables <= PinyinLattice.maximumWordSyllables,
                    "an entry longer than the lattice's limit was kept")
                let engine = PhoneticEngine(dictionary: d)
                for e in 0..<min(d.count, 8) {
                    let letters = d.syllableIDs(e).map(PinyinSyllables.spelling(of:)).joined()
                    let c = engine.convert(letters)
                    try check(c.convertedLetterCount <= letters.count, "converted more letters than typed")
                    _ = engine.commitFirstCandidates(letters)
                }
            case .failure(let e as PinyinDictionaryError):
                try check(!e.description.contains("\n"), "dictionary error is not one line")
            case .failure(let e):
                try check(false, "unexpected error \(e)")
            }
        case "keys":
            let keyError: KeyParseError?
            do throws(KeyParseError) { _ = try ScreenKey.parse(text); keyError = nil } catch { keyError = error }
            if let error = keyError {
                try check(
                    error.offset >= 0 && error.offset <= text.count, "key error offset \(error.offset) outside the text"
                )
            }
        case "rmlvo":
            let parts = text.split(separator: "\u{0}", omittingEmptySubsequences: false).map { String($0.prefix(80)) }
            _ = try? XKBKeymap(
                layout: parts.first ?? "", variant: parts.count > 1 ? parts[1] : "",
                options: parts.count > 2 ? parts[2] : "")
            _ = try? XKBComposeTable(locale: parts.last ?? "")
        case "keymap":
            _ = try? XKBKeymap(text: text, sourceName: "fuzz.xkb")
        case "port":
            let once = Porter.port(text)
            let twice = Porter.port(once.source)
            try check(twice.source == once.source, "porting the ported source changed it again")
            try check(
                twice.changes.isEmpty, "porting the ported source reported changes: \(twice.changes.map(\.message))")
            try check(once.notes.allSatisfy { $0.line >= 1 }, "a note has a line < 1")
        case "pinyin":
            guard let engine = ParserFuzzTargets.engine else { return }
            let letters = String(
                bytes.prefix(120).map { b -> Character in
                    let k = Int(b) % 28
                    return k < 26 ? Character(Unicode.Scalar(UInt8(97 + k))) : "'"
                })
            _ = engine.jsonLine(for: letters)
            var composer = PinyinComposer(engine: engine)
            var rng = SplitMix64(seed: UInt64(bytes.count) &* 0x9E37_79B9 ^ UInt64(bytes.first ?? 0))
            for c in letters {
                switch rng.below(10) {
                case 0: composer.backspace()
                case 1 where !composer.candidates.isEmpty: composer.select(rng.below(composer.candidates.count))
                case 2: composer.commitFirst()
                default: composer.insert(c)
                }
                try check(
                    composer.isComposing || composer.markedText.isEmpty, "idle with marked text \(composer.markedText)")
            }
        case "text":
            let decodedText: Result<String, TextReadError>
            do throws(TextReadError) { decodedText = .success(try TextFile.decode(bytes, path: "fuzz")) } catch {
                decodedText = .failure(error)
            }
            switch decodedText {
            case .success(let decoded):
                let lines = TextFile.lines(decoded)
                let newlines = decoded.unicodeScalars.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
                let trailing = decoded.unicodeScalars.last.map { $0 != "\n" } ?? false
                try check(lines.count == newlines + (trailing ? 1 : 0), "\(lines.count) lines for \(newlines) newlines")
                try check(!decoded.unicodeScalars.contains { $0 == "\r" } || bytes.contains(13), "a CR appeared")
                try check(!decoded.hasPrefix("\u{FEFF}") || !bytes.starts(with: [0xEF, 0xBB, 0xBF]), "the BOM was kept")
            case .failure(let error):
                // Valid UTF-8 is refused only when it starts with two byte-order marks.
                let twoMarks = bytes.starts(with: [0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF])
                try check(
                    twoMarks || String(decoding: bytes, as: UTF8.self).utf8.elementsEqual(bytes) == false,
                    "valid UTF-8 was refused: \(error)")
                try check(
                    !twoMarks || error.reason.hasPrefix("starts with two byte-order marks"),
                    "two marks refused as \(error)")
            }
            _ = Diagnostics.escaped(text)
        default:
            preconditionFailure("unknown parser fuzz target \(target)")
        }
    }

    /// The pinyin engine the `pinyin` target converts with (nil without rime-data-pinyin-simp).
    static let engine: PhoneticEngine? = try? PhoneticEngine.load()
}
