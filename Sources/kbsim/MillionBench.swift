import Foundation
import KeyboardSimSupport
import KeyboardSimSession

/// `kbsim bench --million`: seeded phrases of each input method's installed dictionary (Korean: syllables), the
/// same text the scaling check types, 100,000 and then 1,000,000 characters of it typed by this kbsim as a child
/// process (`--ime X --type-file FILE --format jsonl`, output to /dev/null, a data cache a first run filled), and each
/// run's CPU time and peak resident memory as `wait4` reports them. Typing is linear and streams, so 10× the text
/// should cost about 10× the CPU time and about the same memory: at most 15× and 1.5× are accepted.
enum MillionBench {
    /// The input methods measured, in the order printed.
    static let engines: [InputMethodSpec.Engine] = [
        .korean, .zhuyin, .cantonese, .cangjie, .stroke, .wubi, .japaneseRomaji, .japaneseKana
    ]
    /// The bounds on the 10× step.
    static let maxCPURatio = 15.0
    static let maxMemoryRatio = 1.5

    struct Row {
        var engine: String
        var characters: Int
        var cpuMs: Double
        var peakMB: Double
    }

    /// The figures of each engine (`only`: those named; empty: all), at `sizes` characters (10× apart). Prints a
    /// line per run as it ends; returns the first bound missed, as a message, or nil.
    static func run(only: [InputMethodSpec.Engine], sizes: [Int], format: ListFormat, out: OutputWriter) throws
        -> String?
    {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-bench-million-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache").path
        var failure: String?
        var rows: [String] = []
        if format == .text {
            out.line(
                "million: CPU time (user + system) and peak memory of kbsim --ime X --type-file (seeded phrases), each 10× step at most 15× CPU and 1.5× memory"
            )
        }
        for engine in engines where only.isEmpty || only.contains(engine) {
            // A child writes the texts: this process stays small, since a child's peak memory as the kernel reports
            // it starts from its parent's memory (the process it was spawned from).
            let prefix = dir.appendingPathComponent(engine.name).path
            _ = try child(
                [
                    "bench", "--write-million-texts",
                    "\(engine.name):\(sizes.map(String.init).joined(separator: ",")):\(prefix)"
                ],
                dir: dir)
            guard let first = try? String(contentsOfFile: "\(prefix)-\(sizes[0]).txt", encoding: .utf8), !first.isEmpty
            else {
                if format == .text {
                    out.line(
                        "\(engine.name.padding(toLength: 16, withPad: " ", startingAt: 0)) skipped: its dictionary is not installed"
                    )
                }
                rows.append(
                    "{\"case\":\(JSONWriter.quoted(engine.name)),\"skipped\":\"its dictionary is not installed\"}")
                continue
            }
            let base = ["--ime", engine.name, "--format", "jsonl", "--cache-dir", cache]
            _ = try child(base + ["--type-text", String(first.prefix { $0 != " " })], dir: dir)  // fills the cache
            var previous: Row?
            for n in sizes {
                let file = "\(prefix)-\(n).txt"
                let (cpu, peak) = try child(base + ["--type-file", file], dir: dir)
                try? FileManager.default.removeItem(atPath: file)
                let row = Row(engine: engine.name, characters: n, cpuMs: cpu, peakMB: peak)
                let ratios = previous.map {
                    (cpu: row.cpuMs / max($0.cpuMs, 0.001), memory: row.peakMB / max($0.peakMB, 0.001))
                }
                if let r = ratios, failure == nil, r.cpu > maxCPURatio || r.memory > maxMemoryRatio {
                    failure =
                        "bench --million: \(engine.name) at \(n) characters cost \(String(format: "%.1f", r.cpu))× the CPU time and \(String(format: "%.2f", r.memory))× the peak memory of \(previous!.characters); at most 15× and 1.5× are accepted"
                }
                if format == .text {
                    out.line(
                        "\(engine.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(n).leftPadded(9)) characters  \(String(format: "%9.2f", cpu / 1000)) s CPU  \(String(format: "%7.1f", peak)) MB"
                            + (ratios.map { String(format: "  CPU ×%.1f  memory ×%.2f", $0.cpu, $0.memory) } ?? ""))
                } else {
                    rows.append(
                        "{\"case\":\(JSONWriter.quoted(engine.name)),\"n\":\(n),\"cpu_ms\":\(formatNumber(cpu)),\"peak_mb\":\(formatNumber(peak))"
                            + (ratios.map {
                                ",\"cpu_ratio\":\(formatNumber($0.cpu)),\"memory_ratio\":\(formatNumber($0.memory))"
                            } ?? "")
                            + "}")
                }
                out.flush()
                previous = row
            }
        }
        if format == .json { out.line("{\"million\":[" + rows.joined(separator: ",") + "]}") }
        out.flush()
        return failure
    }

    /// `kbsim bench --write-million-texts ENGINE:N1,N2,…:PREFIX` (the child above): the engine's seeded text cut at
    /// each size, to `PREFIX-N.txt`; empty files when its dictionary is not installed.
    static func writeTexts(_ spec: String) throws {
        let parts = spec.split(separator: ":", maxSplits: 2).map(String.init)
        guard parts.count == 3, let engine = InputMethodSpec.Engine(rawValue: parts[0]) else {
            throw CLIError(message: "--write-million-texts \(spec): expected ENGINE:N1,N2,…:PREFIX")
        }
        let sizes = parts[1].split(separator: ",").compactMap { Int($0) }
        let words = try MainActor.assumeIsolated { try ScalingCases.phrases(for: engine) }
        let text = words.isEmpty ? "" : ScalingCases.seededText(words, count: sizes.max() ?? 0)
        for n in sizes {
            try Data(ScalingCases.wholePhrases(text, n).utf8).write(to: URL(fileURLWithPath: "\(parts[2])-\(n).txt"))
        }
    }

    /// This kbsim run with `arguments`, its standard error kept in `dir`: CPU milliseconds and peak memory in MB;
    /// a failure names the child's first line of standard error.
    private static func child(_ arguments: [String], dir: URL) throws -> (cpu: Double, peak: Double) {
        let stderr = dir.appendingPathComponent("stderr.txt")
        do {
            return try StartupBench.child(arguments, stderr: stderr.path)
        } catch let error as CLIError {
            let line = (try? String(contentsOf: stderr, encoding: .utf8))?.split(separator: "\n").first
            throw CLIError(message: error.message + (line.map { ": \($0)" } ?? ""), code: 1)
        }
    }
}
