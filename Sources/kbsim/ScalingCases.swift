import Foundation
import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimSession

/// The workloads of `kbsim bench --scaling`: each is run at sizes 10× apart, and its cost should grow about 10×
/// per step (linear), not 100× (quadratic). `kbsim bench --scaling --max-ratio R` fails when a step costs more
/// than R times the one before (CI uses a generous R).
struct ScalingCase {
    /// The name printed.
    var name: String
    /// What the size counts.
    var unit: String
    /// The sizes, smallest first, each 10× the one before.
    var sizes: [Int]
    /// Prepares the workload: returns the work for one size (set-up such as loading a dictionary is not timed),
    /// or nil when it cannot run here (the reason is printed).
    var prepare: () throws -> (run: (Int) -> () -> Void, skipped: String?)
}

enum ScalingCases {
    /// The workloads, in the order printed.
    static var all: [ScalingCase] { [pinyinOneShot, typing, scriptSteps] }

    /// `kbsim pinyin LETTERS` on one long input of real phrases' pinyin: conversion, then accepting the first
    /// candidate until the composition is empty.
    static var pinyinOneShot: ScalingCase { ScalingCase(name: "pinyin one-shot", unit: "letters", sizes: [1_000, 10_000, 100_000]) {
        guard FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath) else {
            return ({ _ in {} }, "\(PinyinDictionary.defaultPath) not installed (rime-data-pinyin-simp)")
        }
        let engine = try PhoneticEngine.load()
        let long = PinyinBench.makeInputs(engine.dictionary, seed: 7, count: 1, letters: 100_000)[0]
        return ({ n in
            let input = String(long.prefix(n))
            return {
                let c = engine.convert(input)
                _ = c.preedit(separator: .space)
                _ = engine.commitFirstCandidates(input, converted: c)
            }
        }, nil)
    } }

    /// Typing into a field as `kbsim --type-text` does (an English keyboard, every delegate call, notification
    /// and transcript event), the transcript streamed rather than kept.
    static var typing: ScalingCase { ScalingCase(name: "typing", unit: "characters", sizes: [3_000, 30_000, 300_000]) {
        let text = sampleText(count: 300_000)
        return ({ n in
            let prefix = String(text.prefix(n))
            return {
                MainActor.assumeIsolated {
                    let session = KeyboardSession(HarnessConfiguration(traceDirectory: nil), notificationCenter: NotificationCenter())
                    session.screen.transcript.sink = { _ in }
                    session.screen.transcript.retainsEvents = false
                    session.addField("a")
                    _ = try? session.tap("a")
                    try? session.type(prefix)
                }
            }
        }, nil)
    } }

    /// A scenario script of many steps (`kbsim run`): parsing it, then running it with its events streamed.
    static var scriptSteps: ScalingCase { ScalingCase(name: "script", unit: "steps", sizes: [1_000, 10_000, 100_000]) {
        ({ n in
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
                    guard let scenario = try? runner.registry.parser.parse(script, file: "scaling.kbsim") else { return }
                    _ = runner.run(scenario, streamingTo: { _ in })
                }
            }
        }, nil)
    } }

    /// English words separated by spaces, `count` characters long (the same text every run).
    private static func sampleText(count: Int) -> String {
        let words = ["the", "quick", "brown", "fox", "jumps", "over", "a", "lazy", "dog", "while", "typing", "fields"]
        var rng = SplitMix64(seed: 11)
        var out = ""
        out.reserveCapacity(count + 8)
        while out.count < count {
            out += words[Int(rng.next() % UInt64(words.count))]
            out += " "
        }
        return String(out.prefix(count))
    }
}
