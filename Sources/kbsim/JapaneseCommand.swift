import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimIME

/// A console for the Japanese conversion: romaji → kana, the segments and their candidates.
struct JapaneseCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "japanese",
        abstract: "Convert romaji or kana to Japanese: the kana, the segments and their first candidates.",
        discussion: """
            kbsim japanese kyouhaienikaerimasu   prints the kana, each segment with its candidates, and the sentence.
            kbsim japanese --format jsonl < FILE  converts one input per line.
            """)

    @Argument(
        help:
            "Romaji (a–z, ', -, comma, period) or hiragana to convert. Omit with --format jsonl to read lines from stdin."
    )
    var inputs: [String] = []

    @Option(help: "SKK dictionary (default \(SKKDictionary.defaultPath), from skkdic).")
    var dict: String?

    @OptionGroup var output: ConversionOptions

    @OptionGroup var cache: CacheOptions

    func run() throws {
        try cache.apply()
        let format = output.format, candidates = output.candidates
        var lines = inputs
        if lines.isEmpty {
            guard format == .jsonl else {
                throw CLIError(
                    message:
                        "japanese: give romaji or kana to convert, e.g. kbsim japanese nihongo (or --format jsonl with lines on stdin)"
                )
            }
            lines = TextFile.lines(try readText("-", option: "stdin")).map {
                String($0.text).trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
        var readings: [String] = []
        for (i, input) in lines.enumerated() {
            let accepted: (Character) -> Bool = { c in
                Romaji.isHiragana(c) || c == "ー"
                    || c.isASCII && (c.isLowercase || c == "'" || c == "-" || c == "," || c == ".")
            }
            if let column = input.firstIndex(where: { !accepted($0) }).map({
                input.distance(from: input.startIndex, to: $0)
            }) {
                let place = inputs.isEmpty ? "stdin line \(i + 1)" : "argument \(i + 1)"
                let shown = input.count > 40 ? String(input.prefix(40)) + "…" : input
                let c = input[input.index(input.startIndex, offsetBy: column)]
                throw CLIError(
                    message:
                        "japanese \"\(shown)\" (\(place), character \(column + 1)): found \"\(c)\"; expected lowercase romaji (a–z, ', -, comma, period) or hiragana"
                )
            }
            let (kana, pending) = Romaji.compose(input)
            readings.append(kana + Romaji.flush(pending))
        }
        let converter: KanaKanjiConverter
        do {
            converter = KanaKanjiConverter(dictionary: try SKKDictionary(path: dict ?? SKKDictionary.defaultPath))
        } catch {
            throw CLIError(message: "--dict: \(error)")
        }
        let out = standardOutput
        for (input, reading) in zip(lines, readings) {
            let segments = converter.convert(reading)
            let sentence = segments.map(\.text).joined()
            if format == .jsonl {
                var w = JSONWriter()
                w.beginObject()
                w.field("input", input)
                w.field("kana", reading)
                w.key("segments"); w.beginArray()
                for s in segments {
                    w.beginObject()
                    w.field("reading", s.reading)
                    w.key("candidates"); w.beginArray(); for c in s.candidates.prefix(candidates) { w.string(c) };
                    w.endArray()
                    w.endObject()
                }
                w.endArray()
                w.field("sentence", sentence)
                w.endObject()
                out.line(w.out)
                continue
            }
            out.line("input      \(input)")
            out.line("kana       \(reading)")
            for (i, s) in segments.enumerated() {
                out.line("segment \(i)  \(s.reading): \(s.candidates.prefix(candidates).joined(separator: " "))")
            }
            out.line("sentence   \(sentence)")
        }
        out.flush()
    }
}
