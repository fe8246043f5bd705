import KeyboardSimSupport
import Foundation

/// Figures measured by ``PinyinBench/run(dictionaryPath:seed:inputCount:longInputLetters:)``, for `kbsim bench`.
package struct PinyinBenchReport: Sendable, Equatable {
    /// Time to load and index the dictionary, in milliseconds (the first load in the process).
    package var dictLoadMs: Double
    /// Median time of one keystroke (append a letter, re-convert, build the marked text), milliseconds.
    package var keyLatencyMedianMs: Double
    /// 99th percentile of the same.
    package var keyLatencyP99Ms: Double
    /// Number of keystrokes timed.
    package var keystrokes: Int
    /// Peak resident memory of the whole process (VmHWM), in MB; 0 where `/proc` is unavailable.
    package var peakRSSMB: Double
    /// Letters of the long input typed through the composer.
    package var longInputLetters: Int
    /// Mean time per keystroke over the first 1,000 letters of the long input, milliseconds.
    package var longInputFirstKeyMs: Double
    /// Mean time per keystroke over the last 1,000 letters of the long input (the middle pasted at once), ms.
    package var longInputLastKeyMs: Double
    /// Time to convert the whole long input at once, milliseconds (grows linearly with its length).
    package var longInputConvertMs: Double
    /// Time to convert the first tenth of the long input at once, milliseconds.
    package var longInputTenthConvertMs: Double

    /// The figures under the key names of `kbsim bench --format json` (`docs/interfaces.md` §4).
    package var jsonFields: [(String, Double)] {
        [
            ("pinyin_key_latency_median_ms", keyLatencyMedianMs), ("pinyin_key_latency_p99_ms", keyLatencyP99Ms),
            ("pinyin_dict_load_ms", dictLoadMs), ("pinyin_peak_rss_mb", peakRSSMB),
            ("pinyin_long_input_first_key_ms", longInputFirstKeyMs),
            ("pinyin_long_input_last_key_ms", longInputLastKeyMs),
            ("pinyin_long_input_convert_ms", longInputConvertMs)
        ]
    }

    package static func == (a: Self, b: Self) -> Bool { a.jsonFields.map(\.1) == b.jsonFields.map(\.1) }
}

/// The pinyin engine's benchmark: dictionary load, per-keystroke latency, peak memory, a 10,000-letter input.
package enum PinyinBench {
    /// Runs the benchmark.
    ///
    /// Inputs are made of real phrases: entries of weight ≥ 1000 drawn with a seeded SplitMix64, their syllables
    /// concatenated up to 30 letters; each is typed letter by letter through a ``PinyinComposer`` and every
    /// keystroke (append, re-conversion, marked text) is timed.
    /// - Parameters:
    ///   - dictionaryPath: the `.dict.yaml` to load.
    ///   - seed: the generator seed (the same seed gives the same inputs).
    ///   - inputCount: how many inputs of up to 30 letters to type.
    ///   - longInputLetters: length of the long input (0 to skip it).
    /// - Throws: ``PinyinDictionaryError``.
    package static func run(
        dictionaryPath: String = PinyinDictionary.defaultPath, seed: UInt64 = 42,
        inputCount: Int = 200, longInputLetters: Int = 10_000
    ) throws -> PinyinBenchReport {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let engine = try PhoneticEngine.load(path: dictionaryPath)
        let loadMs = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        return measure(engine, loadMs: loadMs, seed: seed, inputCount: inputCount, longInputLetters: longInputLetters)
    }

    /// The same figures for a phonetic keyboard other than pinyin (Zhuyin, Cantonese): its data loaded (cold, the
    /// first load in the process), inputs of real phrases typed with its keys (no long input).
    package static func run(_ scheme: PhoneticScheme, seed: UInt64 = 42, inputCount: Int = 200) throws
        -> PinyinBenchReport
    {
        let t0 = DispatchTime.now().uptimeNanoseconds
        let engine = try scheme.loadEngine()
        let loadMs = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        return measure(engine, loadMs: loadMs, seed: seed, inputCount: inputCount, longInputLetters: 0)
    }

    static func measure(_ engine: PhoneticEngine, loadMs: Double, seed: UInt64, inputCount: Int, longInputLetters: Int)
        -> PinyinBenchReport
    {
        let inputs = makeInputs(
            engine.dictionary, seed: seed, count: inputCount, letters: 30, spell: engine.typedSpelling(of:)
        )
        .map(engine.display)
        var samples: [Double] = []
        for input in inputs {
            var composer = PinyinComposer(engine: engine)
            for c in input {
                let a = DispatchTime.now().uptimeNanoseconds
                _ = composer.insert(c)
                _ = composer.page
                samples.append(Double(DispatchTime.now().uptimeNanoseconds - a) / 1e6)
            }
        }
        samples.sort()
        var report = PinyinBenchReport(
            dictLoadMs: loadMs, keyLatencyMedianMs: samples.isEmpty ? 0 : samples[samples.count / 2],
            keyLatencyP99Ms: samples.isEmpty ? 0 : samples[min(samples.count - 1, samples.count * 99 / 100)],
            keystrokes: samples.count, peakRSSMB: 0, longInputLetters: longInputLetters, longInputFirstKeyMs: 0,
            longInputLastKeyMs: 0, longInputConvertMs: 0, longInputTenthConvertMs: 0)
        if longInputLetters >= 2000 {
            let long = String(makeInputs(engine.dictionary, seed: seed &+ 1, count: 1, letters: longInputLetters)[0])
            var composer = PinyinComposer(engine: engine)
            var first = 0.0, last = 0.0
            let chars = Array(long)
            // Time the first and last 1,000 keystrokes; the middle goes in at once (same state, less waiting).
            for (i, c) in chars.enumerated() where i < 1000 || i >= chars.count - 1000 {
                if i == chars.count - 1000 { composer.insert(contentsOf: String(chars[1000..<i])) }
                let a = DispatchTime.now().uptimeNanoseconds
                _ = composer.insert(c)
                let dt = Double(DispatchTime.now().uptimeNanoseconds - a) / 1e6
                if i < 1000 { first += dt } else { last += dt }
            }
            report.longInputFirstKeyMs = first / 1000
            report.longInputLastKeyMs = last / 1000
            report.longInputConvertMs = time { _ = engine.convert(long) }
            report.longInputTenthConvertMs = time { _ = engine.convert(String(long.prefix(long.count / 10))) }
        }
        report.peakRSSMB = peakRSSMB()
        return report
    }

    /// Inputs of real phrases' pinyin, each exactly `letters` long (the last phrase cut), from a seeded generator.
    package static func makeInputs(
        _ dict: PinyinDictionary, seed: UInt64, count: Int, letters: Int,
        spell: (UInt16) -> String = PinyinSyllables.spelling(of:)
    ) -> [String] {
        var rng = SplitMix64(seed: seed)
        let common = (0..<dict.count).filter { dict.weight($0) >= 1000 }
        precondition(!common.isEmpty, "the dictionary has no entry of weight ≥ 1000 to build inputs from")
        return (0..<count).map { _ in
            var s = ""
            while s.count < letters {
                let e = common[Int(rng.next() % UInt64(common.count))]
                s += dict.syllableIDs(e).map(spell).joined()
            }
            return String(s.prefix(letters))
        }
    }

    /// The peak resident set size of this process in MB, from `/proc/self/status` (0 when unavailable).
    package static func peakRSSMB() -> Double {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let kb = line.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kb / 1024
        }
        return 0
    }

    private static func time(_ body: () -> Void) -> Double {
        let a = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - a) / 1e6
    }
}
