import Foundation
import KeyboardSimSupport
import KeyboardSimIME

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
        let engine = try PinyinEngine.load()
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

    /// Hook: typing 10⁴…10⁶ characters into a field (`kbsim edit --type-file`), to be filled in once the typing
    /// path is linear. Return the work for `n` characters from `prepare`.
    static var typing: ScalingCase { ScalingCase(name: "typing", unit: "characters", sizes: [10_000, 100_000, 1_000_000]) {
        ({ _ in {} }, "not measured yet (hook: ScalingCases.typing)")
    } }

    /// Hook: a scenario script of 10⁵ steps (`kbsim run`), to be filled in with the typing path.
    static var scriptSteps: ScalingCase { ScalingCase(name: "script", unit: "steps", sizes: [1_000, 10_000, 100_000]) {
        ({ _ in {} }, "not measured yet (hook: ScalingCases.scriptSteps)")
    } }
}
