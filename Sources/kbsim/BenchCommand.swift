import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimFuzz

struct BenchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench",
        abstract: "Measure throughput; every ratio is against a baseline measured in the same run.")

    @Option(help: "Keystrokes per measurement.")
    var keystrokes: Int = 2_000_000

    @Flag(help: "Small workloads (for tests): figures are less stable.")
    var quick = false

    @Option(help: "Output format.")
    var format: ListFormat = .text

    @Flag(
        help:
            "Instead: time and peak memory of growing inputs, sizes 10× apart: every input method, field, text view and search bar typing, pinyin, scripts, run --trace, port, the fuzzer's length properties."
    )
    var scaling = false

    @Flag(help: "With --scaling: the large sizes, 10× the default ones.")
    var full = false

    @Option(
        name: .customLong("max-ratio"),
        help:
            "With --scaling: exit 1 when an input 10× larger costs more than this many times as much (linear ≈ 10, quadratic ≈ 100)."
    )
    var maxRatio: Double?

    @Flag(
        help:
            "Instead: 100,000 and 1,000,000 characters of seeded dictionary phrases typed under Korean, Zhuyin, Cantonese, Cangjie, Stroke, Wubi and Japanese (romaji, kana), each in a kbsim child process: CPU time and peak memory; exit 1 when 10× the text costs over 15× the CPU time or 1.5× the memory (--quick: 1,000 and 10,000)."
    )
    var million = false

    @Option(
        name: .customLong("ime"),
        help: ArgumentHelp(
            "With --million or --scaling: only this input method (repeatable; --scaling then times only its typing).",
            valueName: "name"))
    var imes: [String] = []

    /// `--million`'s child that writes the texts (MillionBench.writeTexts).
    @Option(name: .customLong("write-million-texts"), help: .hidden)
    var writeMillionTexts: String?

    func run() throws {
        if let writeMillionTexts { return try MillionBench.writeTexts(writeMillionTexts) }
        // The figures labelled cold parse the tables, as every start did before the cache: this process never maps
        // (the start-up figures run child processes with a cache folder of their own).
        DataCacheLocation.shared = .disabled
        if maxRatio != nil && !scaling { throw CLIError(message: "--max-ratio applies to --scaling; add --scaling") }
        if full && !scaling { throw CLIError(message: "--full applies to --scaling; add --scaling") }
        if let r = maxRatio, !(r > 1 && r.isFinite) {
            throw CLIError(message: "--max-ratio \(r): must be a finite number greater than 1")
        }
        if million && scaling { throw CLIError(message: "--million and --scaling are two runs; give one of them") }
        if !imes.isEmpty && !million && !scaling {
            throw CLIError(message: "--ime applies to --million and --scaling; add one of them")
        }
        let measured = million ? MillionBench.engines : InputMethodSpec.Engine.allCases
        let engines = try imes.map { name in
            guard let e = InputMethodSpec.Engine(rawValue: name), measured.contains(e) else {
                throw CLIError(
                    message:
                        "--ime \(name): not an input method \(million ? "--million" : "--scaling") measures; accepted: \(measured.map(\.name).joined(separator: ", "))"
                )
            }
            return e
        }
        if million {
            let sizes = quick ? [1_000, 10_000] : [100_000, 1_000_000]
            if let failure = try MillionBench.run(only: engines, sizes: sizes, format: format, out: standardOutput) {
                throw CLIError(message: failure, code: 1)
            }
            return
        }
        if scaling { return try runScaling(only: Set(engines.map(\.name))) }
        guard keystrokes >= 1000 && keystrokes <= 100_000_000 else {
            throw CLIError(message: "--keystrokes \(keystrokes): must be between 1000 and 100000000")
        }
        let n = keystrokes
        // Start-up per input method: child processes, so first (this process has loaded nothing yet).
        let startup = try StartupBench.run(runs: quick ? 1 : 3, quick: quick)
        // The pinyin figures first, so the process's peak memory is the engine's (dictionary loaded cold).
        let pinyin: PinyinBenchReport?
        if FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath) {
            pinyin = quick ? try PinyinBench.run(inputCount: 50, longInputLetters: 500) : try PinyinBench.run()
        } else {
            pinyin = nil
        }
        // Zhuyin and Cantonese: their data's load (cold) and the keystroke latency, when installed.
        let phonetic: [(PhoneticScheme, PinyinBenchReport)] = try PhoneticScheme.all
            .filter {
                FileManager.default.fileExists(atPath: $0.tablePath)
                    && FileManager.default.fileExists(atPath: $0.prismPath)
            }
            .map { ($0, try PinyinBench.run($0, inputCount: quick ? 20 : 200)) }
        let japanese =
            FileManager.default.fileExists(atPath: SKKDictionary.defaultPath)
            ? try JapaneseBench.run(rounds: quick ? 20 : 200) : nil
        // The other state machines, per key: Korean (no data) and the code tables whose Rime data is installed.
        let keyRounds = quick ? 20 : 400
        var machines: [(String, InputMethodBench.Report)] = [
            (
                "korean",
                InputMethodBench.keyLatency(KoreanInputMethod(), texts: InputMethodBench.koreanTexts, rounds: keyRounds)
            )
        ]
        for scheme in [TableScheme.cangjie, .stroke, .wubi]
        where FileManager.default.fileExists(atPath: scheme.tablePath) {
            let table = try MainActor.assumeIsolated { try Harness.codeTable(scheme) }
            machines.append(
                (
                    scheme.name,
                    InputMethodBench.keyLatency(
                        TableInputMethod(scheme: scheme, table: table),
                        texts: InputMethodBench.chineseTexts, rounds: keyRounds)
                ))
        }
        if let j = japanese { machines += [("japanese_romaji", j.romajiKeys), ("japanese_kana", j.kanaKeys)] }
        let lifecycle = MainActor.assumeIsolated { Bench.lifecycleKeystrokesPerSecond(keystrokes: n) }
        let posts = MainActor.assumeIsolated { Bench.notificationPostsPerSecond(posts: n) }
        let baseline = try XKBBaseline.keystrokesPerSecond(layout: "us", keystrokes: n)
        let software = try Bench.softwareKeyboardKeystrokesPerSecond(keystrokes: n)
        let hardware = try MainActor.assumeIsolated {
            try Bench.hardwareKeyboardKeystrokesPerSecond(layout: "us", keystrokes: n)
        }
        let lookupMs = try Bench.reverseLookupBuildMilliseconds(layout: "us")
        let fuzzSteps = MainActor.assumeIsolated { FuzzBench.stepsPerSecond(steps: quick ? 2_000 : 300_000) }
        let shrink = MainActor.assumeIsolated { FuzzBench.shrinkMilliseconds() }
        let figures: [(String, Double)] =
            [
                ("lifecycle_keystrokes_per_s", lifecycle),
                ("xkb_baseline_keystrokes_per_s", baseline),
                ("lifecycle_ratio", baseline / lifecycle),
                ("notification_posts_per_s", posts),
                ("lifecycle_vs_notification_post_ratio", posts / lifecycle),
                ("software_keyboard_keystrokes_per_s", software),
                ("software_keyboard_ratio", baseline / software),
                ("hardware_keyboard_keystrokes_per_s", hardware),
                ("hardware_keyboard_ratio", baseline / hardware),
                ("reverse_lookup_build_ms", lookupMs),
                ("fuzz_steps_per_s", fuzzSteps),
                ("shrink_1000_steps_ms", shrink.milliseconds)
            ] + (pinyin?.jsonFields ?? [])
            + phonetic.flatMap { scheme, r in
                [
                    ("\(scheme.name)_data_load_ms", r.dictLoadMs),
                    ("\(scheme.name)_key_latency_median_ms", r.keyLatencyMedianMs),
                    ("\(scheme.name)_key_latency_p99_ms", r.keyLatencyP99Ms)
                ]
            }
            + (japanese.map {
                [("japanese_dictionary_load_ms", $0.loadMs), ("japanese_conversion_median_ms", $0.convertMedianMs)]
            } ?? [])
            + machines.flatMap { name, r in
                [("\(name)_key_latency_median_ms", r.medianMs), ("\(name)_key_latency_p99_ms", r.p99Ms)]
            }
            + startup.flatMap { s -> [(String, Double)] in
                let name = "startup_" + s.ime.replacingOccurrences(of: "-", with: "_")
                return [
                    (name + "_warm_cpu_ms", s.warmCPUms), (name + "_warm_peak_mb", s.warmPeakMB),
                    (name + "_parse_cpu_ms", s.coldCPUms), (name + "_parse_peak_mb", s.coldPeakMB),
                    (name + "_ratio", s.ratio)
                ]
            }
        let out = standardOutput
        if format == .json {
            out.line("{" + figures.map { "\"\($0.0)\":\(formatNumber($0.1))" }.joined(separator: ",") + "}")
        } else {
            for s in startup {
                out.line(
                    "start-up with \(s.ime) (a process typing a short text): \(String(format: "%.0f", s.warmCPUms)) ms CPU, \(String(format: "%.1f", s.warmPeakMB)) MB from the cache; \(String(format: "%.0f", s.coldCPUms)) ms, \(String(format: "%.1f", s.coldPeakMB)) MB parsing the tables; ratio \(String(format: "%.1f", s.ratio))×  (target < 100 ms, memory no higher)"
                )
            }
            out.line("lifecycle (accept-all delegate, observer, transcript): \(Int(lifecycle)) keystrokes/s")
            out.line("xkbcommon bare loop (us layout, update_key + key_get_utf8): \(Int(baseline)) keystrokes/s")
            out.line(
                "ratio (baseline / lifecycle): \(String(format: "%.2f", baseline / lifecycle))×  (target ≤ 6×; target ≥ 1,000,000 lifecycle keystrokes/s)"
            )
            out.line(
                "NotificationCenter.post alone (one per keystroke, the floor): \(Int(posts)) posts/s = \(String(format: "%.2f", baseline / posts))× the baseline; lifecycle costs \(String(format: "%.2f", posts / lifecycle))× a post"
            )
            out.line(
                "software keyboard (default keymap, planned taps): \(Int(software)) taps/s, ratio \(String(format: "%.2f", baseline / software))×  (target ≤ 3×)"
            )
            out.line(
                "hardware keyboard (us layout, planned presses): \(Int(hardware)) presses/s, ratio \(String(format: "%.2f", baseline / hardware))×  (target ≤ 3×)"
            )
            out.line("reverse-lookup table build (us): \(String(format: "%.3f", lookupMs)) ms  (target < 5 ms)")
            out.line("fuzz throughput (all invariants on, one core): \(Int(fuzzSteps)) steps/s  (target ≥ 200,000)")
            out.line(
                "shrinking a 1,000-step failing session (to \(shrink.steps) steps): \(String(format: "%.1f", shrink.milliseconds)) ms in \(shrink.tests) replays  (target < 1 s)"
            )
            if let p = pinyin {
                out.line(
                    "pinyin dictionary load (cold, pinyin_simp): \(String(format: "%.1f", p.dictLoadMs)) ms  (target < 150 ms)"
                )
                out.line(
                    "pinyin re-conversion per keystroke (inputs ≤ 30 letters, \(p.keystrokes) keystrokes): median \(String(format: "%.3f", p.keyLatencyMedianMs)) ms, p99 \(String(format: "%.3f", p.keyLatencyP99Ms)) ms  (target p99 < 0.5 ms)"
                )
                out.line(
                    "pinyin peak memory (whole process after loading and converting): \(String(format: "%.1f", p.peakRSSMB)) MB  (target < 40 MB)"
                )
                if !quick {
                    out.line(
                        "pinyin \(p.longInputLetters)-letter input: first key \(String(format: "%.3f", p.longInputFirstKeyMs)) ms, last key \(String(format: "%.3f", p.longInputLastKeyMs)) ms; one-shot conversion \(String(format: "%.1f", p.longInputConvertMs)) ms vs \(String(format: "%.1f", p.longInputTenthConvertMs)) ms for a tenth (linear ≈ 10×)"
                    )
                }
            } else {
                out.line(
                    "pinyin: \(PinyinDictionary.defaultPath) not installed (rime-data-pinyin-simp); pinyin figures skipped"
                )
            }
            for (scheme, r) in phonetic {
                out.line(
                    "\(scheme.name) data load (cold, Rime \(scheme.schema)): \(String(format: "%.1f", r.dictLoadMs)) ms; re-conversion per keystroke (\(r.keystrokes) keystrokes): median \(String(format: "%.3f", r.keyLatencyMedianMs)) ms, p99 \(String(format: "%.3f", r.keyLatencyP99Ms)) ms"
                )
            }
            if let j = japanese {
                out.line(
                    "japanese dictionary load (cold, SKK-JISYO.L): \(String(format: "%.1f", j.loadMs)) ms; conversion of a 12-kana phrase (space): median \(String(format: "%.3f", j.convertMedianMs)) ms"
                )
            } else {
                out.line("japanese: \(SKKDictionary.defaultPath) not installed (skkdic); japanese figures skipped")
            }
            for (name, r) in machines {
                out.line(
                    "\(name.replacingOccurrences(of: "_", with: " ")) keyboard's state machine alone, per key or candidate tap (\(r.keys) of them, typing phrases): median \(String(format: "%.3f", r.medianMs)) ms, p99 \(String(format: "%.3f", r.p99Ms)) ms"
                )
            }
        }
        out.flush()
    }
}

extension BenchCommand {
    /// `--scaling`: each workload at its sizes; the ratio of each size's time to the previous one's.
    func runScaling(only: Set<String> = []) throws {
        let out = standardOutput
        var rows: [String] = []
        var worst: (name: String, n: Int, ratio: Double)?
        if format == .text {
            out.line(
                "scaling: CPU and wall time of one run (best of several for small inputs) and peak memory; the ratio is of CPU time; linear cost ≈ 10× per 10× input, quadratic ≈ 100×"
            )
        }
        for c in ScalingCases.all where only.isEmpty || only.contains(c.name) {
            let (work, skipped) = try c.prepare()
            if let skipped {
                if format == .text {
                    out.line("\(c.name.padding(toLength: 16, withPad: " ", startingAt: 0)) skipped: \(skipped)")
                }
                rows.append("{\"case\":\(JSONWriter.quoted(c.name)),\"skipped\":\(JSONWriter.quoted(skipped))}")
                continue
            }
            var previous: Double?
            // --quick (tests): sizes a hundred times smaller, so a debug build finishes in seconds; --full the large ones.
            for n in c.sizes(full: full, quick: quick) {
                let m = ScalingBench.measure(work(n))
                // CPU time, not wall time: on a shared machine the wall time also counts waiting for a core.
                let ratio = previous.map { m.cpuMilliseconds / max($0, 0.001) }
                previous = m.cpuMilliseconds
                if let ratio, ratio > (worst?.ratio ?? 0) { worst = (c.name, n, ratio) }
                if format == .text {
                    out.line(
                        "\(c.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(String(n).leftPadded(9)) \(c.unit)  \(String(format: "%10.1f", m.cpuMilliseconds)) ms CPU \(String(format: "%10.1f", m.milliseconds)) ms  \(String(format: "%7.1f", m.peakMB)) MB"
                            + (ratio.map { String(format: "  ×%.1f", $0) } ?? ""))
                } else {
                    rows.append(
                        "{\"case\":\(JSONWriter.quoted(c.name)),\"n\":\(n),\"ms\":\(formatNumber(m.milliseconds)),\"cpu_ms\":\(formatNumber(m.cpuMilliseconds)),\"peak_mb\":\(formatNumber(m.peakMB))"
                            + (ratio.map { ",\"ratio\":\(formatNumber($0))" } ?? "") + "}")
                }
                out.flush()
            }
        }
        if format == .json { out.line("{\"scaling\":[" + rows.joined(separator: ",") + "]}") }
        out.flush()
        if let maxRatio, let worst, worst.ratio > maxRatio {
            throw CLIError(
                message:
                    "bench --scaling: \(worst.name) at \(worst.n) cost \(String(format: "%.1f", worst.ratio))× the size 10× smaller; at most \(formatNumber(maxRatio))× is accepted (linear ≈ 10×)",
                code: 1)
        }
    }
}

extension String {
    func leftPadded(_ width: Int) -> String {
        count >= width ? self : String(repeating: " ", count: width - count) + self
    }
}

func formatNumber(_ d: Double) -> String {
    d >= 100 ? String(Int(d.rounded())) : String(format: "%.3f", d)
}
