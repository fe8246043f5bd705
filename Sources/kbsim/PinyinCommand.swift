import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimIME

/// A console for the pinyin engine, like librime's: segmentation, preedit and candidates for letters.
struct PinyinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pinyin",
        abstract: "Convert pinyin letters (or Zhuyin, jyutping keys): segmentation, preedit and the first candidates.",
        discussion: """
            kbsim pinyin nihaoshijie            prints the preedit, the candidates and the sentence.
            kbsim pinyin --format jsonl < FILE  converts one input of letters per line (docs/interfaces.md §4).
            kbsim pinyin --ime zhuyin ㄋㄧˇㄏㄠˇ   the Zhuyin keyboard's conversion (Rime's bopomofo data).
            kbsim pinyin --ime cantonese neihou the Cantonese phonetic keyboard's (Rime's jyut6ping3 data).
            """)

    @Argument(
        help:
            "Letters to convert (a–z and apostrophes; with --ime zhuyin, bopomofo and tone marks). Omit with --format jsonl to read lines from stdin."
    )
    var letters: [String] = []

    @Option(help: "Which keyboard's conversion.")
    var ime: ConversionKeyboard = .pinyin

    @Option(help: "Rime dictionary (default \(PinyinDictionary.defaultPath)).")
    var dict: String?

    @Option(
        name: .customLong("preedit-separator"),
        help:
            "Between syllables in the preedit: space, six-per-em-space, apostrophe, none (default: space, as librime shows; none for zhuyin)."
    )
    var preeditSeparator: PinyinPreeditSeparator?

    @OptionGroup var output: ConversionOptions

    @OptionGroup var cache: CacheOptions

    func run() throws {
        try cache.apply()
        let format = output.format
        var inputs = letters
        if inputs.isEmpty {
            guard format == .jsonl else {
                throw CLIError(
                    message:
                        "pinyin: give letters to convert, e.g. kbsim pinyin nihao (or --format jsonl with lines on stdin)"
                )
            }
            // One output line per input line, blank lines included (docs/interfaces.md §4: "one line each").
            // CRLF and a BOM read like LF; a final newline ends the last line rather than adding an empty one.
            inputs = TextFile.lines(try readText("-", option: "stdin")).map {
                String($0.text).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        if case .phonetic(let scheme) = ime {
            if dict != nil {
                throw CLIError(
                    message:
                        "--dict: only for pinyin (--ime \(scheme.name) reads Rime's compiled \(scheme.schema) data)")
            }
            let engine: PhoneticEngine
            do { engine = try scheme.loadEngine() } catch { throw CLIError(message: "--ime \(scheme.name): \(error)") }
            var keys: [String] = []
            for (i, input) in inputs.enumerated() {
                // The keyboard's own keys, as pinyin takes a–z only: an upper-case letter is no key of the
                // Cantonese keyboard's conversion either.
                if let bad = input.firstIndex(where: { !scheme.keys.contains($0) && $0 != "'" }) {
                    let place = letters.isEmpty ? "stdin line \(i + 1)" : "argument \(i + 1)"
                    let column = input.distance(from: input.startIndex, to: bad) + 1
                    let shown = input.count > 40 ? String(input.prefix(40)) + "…" : input
                    throw CLIError(
                        message:
                            "\(scheme.name) \"\(shown)\" (\(place), character \(column)): found \"\(input[bad])\"; expected the keyboard's keys \(scheme.keys) and apostrophes"
                    )
                }
                keys.append(
                    String(input.map { c in c == "'" ? "'" : Character(Unicode.Scalar(scheme.rimeKey(for: c)!)) }))
            }
            try convert(keys, engine: engine)
            return
        }
        for (i, input) in inputs.enumerated() {
            if let bad = input.firstIndex(where: { !(($0.isASCII && $0.isLowercase) || $0 == "'") }) {
                let place = letters.isEmpty ? "stdin line \(i + 1)" : "argument \(i + 1)"
                let column = input.distance(from: input.startIndex, to: bad) + 1
                let shown = input.count > 40 ? String(input.prefix(40)) + "…" : input
                throw CLIError(
                    message:
                        "pinyin \"\(shown)\" (\(place), character \(column)): found \"\(input[bad])\"; expected lowercase letters a–z and apostrophes"
                )
            }
        }
        try convert(inputs, engine: try loadPinyinEngine(dict))
    }

    /// Converts each input (lattice keys) and prints it.
    private func convert(_ inputs: [String], engine: PhoneticEngine) throws {
        let out = standardOutput
        let format = output.format, candidates = output.candidates
        let separator = preeditSeparator ?? (engine.scheme?.separator == PinyinPreeditSeparator.none ? .none : .space)
        for input in inputs {
            if format == .jsonl {
                out.line(engine.jsonLine(for: input, candidates: candidates, separator: separator))
                continue
            }
            let c = engine.convert(input)
            out.line("input      \(engine.display(input))")
            out.line("syllables  \(c.syllables.map(engine.display).joined(separator: " "))")
            out.line("preedit    \(engine.preedit(c, separator: separator))")
            for (i, cand) in c.candidates.prefix(candidates).enumerated() {
                out.line(
                    "  \(i). \(cand.text)  (\(cand.letterCount) letters, \(cand.kind.rawValue), score \(String(format: "%.2f", cand.score)))"
                )
            }
            out.line("sentence   \(engine.commitFirstCandidates(input, converted: c))")
        }
        out.flush()
    }
}
