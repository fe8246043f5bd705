import Foundation
import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimSession
import KeyboardSimTrace
import KeyboardSimFuzz
import KeyboardSimPort

/// The workloads of `kbsim bench --scaling`: each is run at sizes 10× apart, and its cost should grow about 10×
/// per step (linear), not 100× (quadratic). `kbsim bench --scaling --max-ratio R` fails when a step costs more
/// than R times the one before (CI uses a generous R).
struct ScalingCase {
    /// The name printed.
    var name: String
    /// What the size counts.
    var unit: String
    /// The sizes, smallest first, each 10× the one before: the small ones `make test` runs (its largest step in
    /// a few seconds on the release build).
    var sizes: [Int]
    /// The sizes `kbsim bench --scaling --full` runs (10× the small ones unless given).
    var fullSizes: [Int]? = nil
    /// Prepares the workload: returns the work for one size (set-up such as loading a dictionary is not timed),
    /// or nil when it cannot run here (the reason is printed).
    var prepare: () throws -> (run: (Int) -> () -> Void, skipped: String?)

    init(
        name: String, unit: String, sizes: [Int], fullSizes: [Int]? = nil,
        prepare: @escaping () throws -> (run: (Int) -> () -> Void, skipped: String?)
    ) {
        self.name = name; self.unit = unit; self.sizes = sizes; self.fullSizes = fullSizes; self.prepare = prepare
    }

    /// The sizes of a run: `--full` the large ones, `--quick` (tests on a debug build) a hundredth of the small ones.
    func sizes(full: Bool, quick: Bool) -> [Int] {
        if full { return fullSizes ?? sizes.map { $0 * 10 } }
        return quick ? sizes.map { max(1, $0 / 100) } : sizes
    }
}

enum ScalingCases {
    /// The workloads, in the order printed.
    static var all: [ScalingCase] {
        [pinyinOneShot, typing, textViewTyping, searchBarTyping, scriptSteps, traceSteps, portDeclarations, portFiles]
            + InputMethodSpec.Engine.allCases.map(inputMethodTyping) + fuzzParameters
    }

    /// `kbsim pinyin LETTERS` on one long input of real phrases' pinyin: conversion, then accepting the first
    /// candidate until the composition is empty.
    static var pinyinOneShot: ScalingCase {
        ScalingCase(
            name: "pinyin one-shot", unit: "letters", sizes: [1_000, 10_000, 100_000],
            fullSizes: [10_000, 100_000, 1_000_000]
        ) {
            guard FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath) else {
                return ({ _ in {} }, "\(PinyinDictionary.defaultPath) not installed (rime-data-pinyin-simp)")
            }
            let engine = try PhoneticEngine.load()
            let long = PinyinBench.makeInputs(engine.dictionary, seed: 7, count: 1, letters: 1_000_000)[0]
            return (
                { n in
                    let input = String(long.prefix(n))
                    return {
                        let c = engine.convert(input)
                        _ = c.preedit(separator: .space)
                        _ = engine.commitFirstCandidates(input, converted: c)
                    }
                }, nil
            )
        }
    }

    /// Typing into a field as `kbsim --type-text` does (an English keyboard, every delegate call, notification
    /// and transcript event), the transcript streamed rather than kept.
    static var typing: ScalingCase { viewTyping("typing") { $0.addField("a") } }

    /// A scenario script of many steps (`kbsim run`): parsing it, then running it with its events streamed.
    static var scriptSteps: ScalingCase {
        ScalingCase(name: "script", unit: "steps", sizes: [1_000, 10_000, 100_000]) {
            (
                { n in
                    var script = "field a delegate=max-length:40\ntap a\n"
                    for i in 0..<n {
                        switch i % 4 {
                        case 0: script += "type \"hello\"\n"
                        case 1: script += "backspace 2\n"
                        case 2: script += "select 0 1\n"
                        default: script += "expect a.length <= 40\n"
                        }
                    }
                    return {
                        MainActor.assumeIsolated {
                            let runner = ScenarioRunner(notificationCenter: NotificationCenter())
                            guard let scenario = try? runner.registry.parser.parse(script, file: "scaling.kbsim") else {
                                return
                            }
                            _ = runner.run(scenario, streamingTo: { _ in })
                        }
                    }
                }, nil
            )
        }
    }

    /// Typing into a `UITextView` and into a `UISearchBar` (their own delegate calls, notifications and events;
    /// the editing is a field's, docs/text-views.md), as `typing` does into a field; all three stream their events.
    static var textViewTyping: ScalingCase { viewTyping("text view") { $0.addTextView("a") } }
    static var searchBarTyping: ScalingCase { viewTyping("search bar") { $0.addSearchBar("a") } }

    private static func viewTyping(_ name: String, add: @escaping @MainActor (KeyboardSession) -> Void) -> ScalingCase {
        ScalingCase(name: name, unit: "characters", sizes: [3_000, 30_000, 300_000]) {
            let text = sampleText(count: 3_000_000)
            return (
                { n in
                    let prefix = String(text.prefix(n))
                    return {
                        MainActor.assumeIsolated {
                            let session = KeyboardSession(
                                HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
                            session.screen.transcript.sink = { _ in }
                            session.screen.transcript.retainsEvents = false
                            add(session)
                            _ = try? session.tap("a")
                            try? session.type(prefix)
                        }
                    }
                }, nil
            )
        }
    }

    /// `kbsim run --trace`: a script run with every event and the screen at each kept, then its page written (to
    /// memory).
    static var traceSteps: ScalingCase {
        ScalingCase(name: "run --trace", unit: "steps", sizes: [300, 3_000, 30_000]) {
            (
                { n in
                    let script = stepsScript(n)
                    return {
                        MainActor.assumeIsolated {
                            let runner = ScenarioRunner(notificationCenter: NotificationCenter())
                            guard let scenario = try? runner.registry.parser.parse(script, file: "scaling.kbsim") else {
                                return
                            }
                            let tracer = TraceRecorder()
                            _ = runner.run(scenario, streamingTo: { _ in }, keepingEvents: false, trace: tracer)
                            _ = TraceWriter.html(tracer.trace(title: "scaling.kbsim", check: nil))
                        }
                    }
                }, nil
            )
        }
    }

    /// `kbsim port` of one file declaring n classes (each a property and a method), and of n small files ported
    /// together (read from memory: the port's passes, not the disk).
    static var portDeclarations: ScalingCase {
        ScalingCase(name: "port one file", unit: "classes", sizes: [300, 3_000, 30_000]) {
            (
                { n in
                    let source = portSource(classes: n, prefix: "C")
                    return {
                        let context = Porter.Context.of([source])
                        _ = Porter.port(source, context: context)
                    }
                }, nil
            )
        }
    }

    static var portFiles: ScalingCase {
        ScalingCase(name: "port files", unit: "files", sizes: [50, 500, 5_000]) {
            (
                { n in
                    let sources = (0..<n).map { portSource(classes: 1, prefix: "F\($0)_") }
                    return {
                        let context = Porter.Context.of(sources)
                        for source in sources { _ = Porter.port(source, context: context) }
                    }
                }, nil
            )
        }
    }

    private static func portSource(classes n: Int, prefix: String) -> String {
        var s = "import UIKit\n"
        for i in 0..<n {
            s +=
                "class \(prefix)\(i): UIViewController {\n    var x\(i) = 0\n    func f\(i)(_ a: Int) -> Int { return a + x\(i) }\n}\n"
        }
        return s
    }

    /// Typing n characters under an input method: phrases drawn with a seed from its installed dictionary (Korean:
    /// syllables), each typed as a person does (keys, then the candidate picked), separated by spaces.
    static func inputMethodTyping(_ engine: InputMethodSpec.Engine) -> ScalingCase {
        // The small sizes keep each engine's largest step near a second on the release build (a phonetic
        // keyboard's plan converts every phrase, so a character costs it far more than a Korean jamo).
        let small: Int
        switch engine {
        case .korean: small = 300
        case .wubi, .stroke, .japaneseRomaji, .japaneseKana: small = 100
        case .pinyin, .cangjie, .zhuyin: small = 30
        case .cantonese: small = 10
        }
        return ScalingCase(name: engine.name, unit: "characters", sizes: [small, small * 10, small * 100]) {
            let words: [String]
            do { words = try MainActor.assumeIsolated { try phrases(for: engine) } } catch {
                return ({ _ in {} }, "\(error)")
            }
            guard !words.isEmpty else { return ({ _ in {} }, "its dictionary is not installed") }
            let text = seededText(words, count: 1_000_000)
            func script(_ n: Int) -> String {
                "field a\ntap a\nime \(engine.name)\ntype \(ScenarioPrinter.quote(wholePhrases(text, n)))\n"
            }
            // The smallest size must pass (every phrase typeable), or the timings would time a refusal.
            let check = MainActor.assumeIsolated { () -> String? in
                let runner = ScenarioRunner(notificationCenter: NotificationCenter())
                do {
                    let scenario = try runner.registry.parser.parse(script(100), file: "scaling.kbsim")
                    let result = runner.run(scenario, streamingTo: { _ in })
                    return result.passed ? nil : result.report.split(separator: "\n").first.map(String.init) ?? "failed"
                } catch { return "\(error)" }
            }
            if let check { return ({ _ in {} }, check) }
            return (
                { n in
                    let s = script(n)
                    return {
                        MainActor.assumeIsolated {
                            let runner = ScenarioRunner(notificationCenter: NotificationCenter())
                            guard let scenario = try? runner.registry.parser.parse(s, file: "scaling.kbsim") else {
                                return
                            }
                            let result = runner.run(scenario, streamingTo: { _ in })
                            // A refusal part way would time less than the size says: the measurement is void.
                            if !result.passed {
                                OutputWriter.standardError.line(
                                    "kbsim: bench --scaling: \(engine.name) at \(n) characters did not type its text: \(result.report.split(separator: "\n").first ?? "")"
                                )
                                OutputWriter.standardError.flush()
                                exit(1)
                            }
                        }
                    }
                }, nil
            )
        }
    }

    /// The fuzzer at growing property parameters: 5 runs of `--property max-length=N` and of `no-over-refusal=N`
    /// (the generator writes texts of about N characters).
    static var fuzzParameters: [ScalingCase] {
        ["max-length", "no-over-refusal"].map { name in
            ScalingCase(
                name: "fuzz \(name)=N", unit: "N", sizes: [100, 1_000, 10_000], fullSizes: [1_000, 10_000, 100_000]
            ) {
                (
                    { n in
                        {
                            MainActor.assumeIsolated {
                                // The delegate enforces the limit, so the runs find nothing and each runs to its end.
                                var c = Fuzzer.Configuration(delegate: .maxLengthSafe(n))
                                c.properties = FuzzProperty.named("\(name)=\(n)").map { [$0] } ?? []
                                c.budget = .runs(5)
                                c.seed = 1
                                c.shrinks = false
                                _ = Fuzzer(c).run()
                            }
                        }
                    }, nil
                )
            }
        }
    }

    /// Common phrases (2–4 characters) of the engine's dictionary, or words of the SKK dictionary (Japanese),
    /// or Hangul syllables (Korean).
    @MainActor static func phrases(for engine: InputMethodSpec.Engine) throws -> [String] {
        switch engine.family {
        case .korean:
            var rng = SplitMix64(seed: 5)
            return (0..<2000).map { _ in
                String(
                    (0..<(2 + rng.below(3))).map { _ in Character(Unicode.Scalar(0xAC00 + UInt32(rng.below(11172)))!) })
            }
        case .pinyin, .table(.wubi), .table(.stroke):
            guard let engine = FuzzResources.defaultEngine else { return [] }
            return commonPhrases(engine.dictionary)
        case .table:  // Cangjie: Traditional characters, as Zhuyin's dictionary writes them.
            guard FileManager.default.fileExists(atPath: PhoneticScheme.zhuyin.tablePath) else { return [] }
            return commonPhrases(try Harness.phoneticEngine(.zhuyin).dictionary)
        case .phonetic(let scheme):
            guard FileManager.default.fileExists(atPath: scheme.tablePath) else { return [] }
            return commonPhrases(try Harness.phoneticEngine(scheme).dictionary)
        case .japanese:
            guard FileManager.default.fileExists(atPath: SKKDictionary.defaultPath) else { return [] }
            let dict = try SKKDictionary()
            var out: [String] = []
            for reading in dict.readings where out.count < 2000 {
                guard let word = dict.candidates(for: reading).first, (1...4).contains(word.count),
                    word.unicodeScalars.allSatisfy({
                        (0x3041...0x30FF).contains($0.value) || (0x4E00...0x9FFF).contains($0.value)
                    })
                else { continue }
                out.append(word)
            }
            return out
        }
    }

    private static func commonPhrases(_ dict: PinyinDictionary) -> [String] {
        var out: [String] = [], seen: Set<String> = []
        for i in 0..<dict.count where dict.weight(i) >= 5000 {
            let text = dict.entry(at: i).text
            if (2...4).contains(text.count) && seen.insert(text).inserted { out.append(text) }
            if out.count >= 2000 { break }
        }
        return out
    }

    /// Words drawn with a fixed seed, separated by spaces, `count` characters long.
    static func seededText(_ words: [String], count: Int) -> String {
        var rng = SplitMix64(seed: 13)
        var out = "", n = 0
        while n < count {
            let w = words[rng.below(words.count)]
            out += w + " "
            n += w.count + 1
        }
        return String(out.prefix(count))
    }

    /// The first `n` characters of a seeded text, cut after its last whole phrase (half a phrase may have no reading
    /// of its own).
    static func wholePhrases(_ text: String, _ n: Int) -> String {
        var prefix = text.prefix(n)
        if let space = prefix.lastIndex(of: " ") { prefix = prefix[..<space] }
        return String(prefix)
    }

    /// The `script` workload's script of n steps.
    private static func stepsScript(_ n: Int) -> String {
        var script = "field a delegate=max-length:40\ntap a\n"
        for i in 0..<n {
            switch i % 4 {
            case 0: script += "type \"hello\"\n"
            case 1: script += "backspace 2\n"
            case 2: script += "select 0 1\n"
            default: script += "expect a.length <= 40\n"
            }
        }
        return script
    }

    /// English words separated by spaces, `count` characters long (the same text every run).
    private static func sampleText(count: Int) -> String {
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "typing", "fields"]
        var rng = SplitMix64(seed: 11)
        var out = ""
        out.reserveCapacity(count + 8)
        var n = 0  // counted as it grows: recounting the text each time made building it quadratic
        while n < count {
            let w = words[Int(rng.next() % UInt64(words.count))]
            out += w
            out += " "
            n += w.count + 1
        }
        return String(out.prefix(count))
    }
}
