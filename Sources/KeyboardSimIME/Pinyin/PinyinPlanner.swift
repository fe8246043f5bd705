import Foundation
/// Why a text cannot be typed with the pinyin input method, or with Zhuyin or Cantonese (the same planner over
/// their dictionaries).
public enum PinyinPlanError: Error, Equatable, CustomStringConvertible {
    /// A Han character no dictionary entry contains; `inputMethod` is the engine's name (`pinyin`, `zhuyin`,
    /// `cantonese`, as `--ime` spells it).
    case unproducible(character: Character, offset: Int, dictionary: String, inputMethod: String = "pinyin")

    public var description: String {
        switch self {
        case .unproducible(let c, let offset, let dictionary, let inputMethod):
            let hex = c.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }.joined(
                separator: " ")
            // Only pinyin reads another dictionary (--dict); Zhuyin and Cantonese read their installed Rime data.
            return "cannot type '\(c)' (\(hex), character \(offset + 1) of the text) with \(inputMethod): no entry of "
                + "\(dictionary) contains it"
                + (inputMethod == "pinyin" ? " (use a dictionary that has it, via --dict)" : "")
        }
    }
}

/// Plans how a person types Chinese text with the pinyin keyboard: which letters, then which candidates.
///
/// The text is cut into dictionary words (fewest words, then heaviest), words are grouped into compositions of
/// at most ``maxCompositionCharacters`` characters, each composition's pinyin is typed with an apostrophe
/// before a syllable starting with `a`, `e` or `o` (the orthographic rule, `xi'an`), and the candidate picks are
/// the fewest that give exactly the text (then the smallest candidate indices). Characters other than Han
/// ideographs (punctuation such as `，。？！`, digits, Latin) are typed directly.
///
/// ```swift
/// let planner = PinyinPlanner(engine: engine)
/// try planner.plan("你好世界")   // [.type("nihaoshijie"), .pick(index: 0, text: "你好世界")]
/// ```
public struct PinyinPlanner: Sendable {
    /// One step of a plan.
    public enum Step: Sendable, Equatable {
        /// Type these letters (and apostrophes) into a new composition.
        case type(String)
        /// Pick candidate `index` of the whole candidate list (page `index / pageSize`); `text` is what it gives.
        case pick(index: Int, text: String)
        /// Type this text directly (not through the pinyin composition).
        case direct(String)
    }

    /// The engine whose candidates are picked.
    public let engine: PhoneticEngine
    /// The longest composition typed before picking, in characters.
    public var maxCompositionCharacters = 12
    private let maxWordCharacters: Int

    /// A planner over an engine (its words are looked up in the dictionary's compiled word table).
    public init(engine: PhoneticEngine) {
        self.engine = engine
        self.maxWordCharacters = max(1, engine.dictionary.maxSyllables)
    }

    /// The engine's name in messages, as `--ime` spells it.
    private var inputMethodName: String { engine.scheme?.name ?? "pinyin" }

    /// The steps that type `text`.
    /// - Throws: ``PinyinPlanError/unproducible(character:offset:dictionary:inputMethod:)`` for a Han character no entry has.
    public func plan(_ text: String) throws -> [Step] {
        var steps: [Step] = []
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            if !Self.isHan(chars[i]) {
                var j = i
                while j < chars.count && !Self.isHan(chars[j]) { j += 1 }
                steps.append(.direct(String(chars[i..<j])))
                i = j
                continue
            }
            var j = i
            while j < chars.count && Self.isHan(chars[j]) { j += 1 }
            steps += try planRun(chars[i..<j], offset: i)
            i = j
        }
        return steps
    }

    /// Whether a character is a Han ideograph (typed through pinyin) rather than typed directly.
    public static func isHan(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { $0.properties.isIdeographic } ?? false
    }

    private func planRun(_ run: ArraySlice<Character>, offset: Int) throws -> [Step] {
        // Fewest words, then the heaviest, by dynamic programming over the run.
        let n = run.count, base = run.startIndex
        var cost = [(words: Int, weight: Double)](repeating: (Int.max, 0), count: n + 1)
        var choice = [(len: Int, entry: Int)](repeating: (0, -1), count: n + 1)
        cost[0] = (0, 0)
        for k in 0..<n where cost[k].words != Int.max {
            for len in 1...min(maxWordCharacters, n - k) {
                guard let e = engine.dictionary.bestEntry(word: String(run[(base + k)..<(base + k + len)])) else {
                    continue
                }
                // Typed step by step: as one tuple expression this body took the type checker over 100 ms.
                let words: Int = cost[k].words + 1
                let weight: Double = cost[k].weight + PinyinScoring.score(weight: engine.dictionary.weight(e))
                let old: (words: Int, weight: Double) = cost[k + len]
                if words < old.words || (words == old.words && weight > old.weight) {
                    cost[k + len] = (words, weight)
                    choice[k + len] = (len, e)
                }
            }
        }
        guard cost[n].words != Int.max else {
            // The first reachable position from which no word continues names the character.
            var bad = 0
            for k in 0..<n where cost[k].words != Int.max {
                let next: ClosedRange<Int> = 1...min(maxWordCharacters, n - k)
                if !next.contains(where: { (len: Int) -> Bool in cost[k + len].words != Int.max }) {
                    bad = k
                    break
                }
            }
            throw PinyinPlanError.unproducible(
                character: run[base + bad], offset: offset + bad,
                dictionary: engine.dictionary.name ?? engine.dictionary.path, inputMethod: inputMethodName)
        }
        var pieces: [(len: Int, syllables: [UInt16])] = []
        var k = n
        while k > 0 {
            pieces.append((choice[k].len, engine.dictionary.syllableIDs(choice[k].entry)))
            k -= choice[k].len
        }
        pieces.reverse()
        // Group whole words into compositions.
        var steps: [Step] = []
        var start = 0, charStart = 0
        while start < pieces.count {
            var end = start, chars = 0
            while end < pieces.count && (end == start || chars + pieces[end].len <= maxCompositionCharacters) {
                chars += pieces[end].len
                end += 1
            }
            let syllables = pieces[start..<end].flatMap(\.syllables).map(engine.typedSpelling(of:))
            let target = Array(run[(base + charStart)..<(base + charStart + chars)])
            do {
                steps += try planComposition(syllables, target: target, offset: offset + charStart)
            } catch is PinyinPlanError where syllables.count > 1 && engine.scheme != nil {
                // Zhuyin reads keys in free order, so a syllable typed without its (first) tone can join the next
                // one's keys into another syllable: ㄧ + ㄅㄢˋ reads as ㄅㄧㄢˋ (便), and 一半 is not offered. A
                // person then types the phrase a syllable at a time (docs/input-methods.md, "Zhuyin (注音) and
                // Cantonese phonetic (粵拼)").
                for (s, syllable) in syllables.enumerated() {
                    steps += try planComposition([syllable], target: [target[s]], offset: offset + charStart + s)
                }
            }
            charStart += chars
            start = end
        }
        return steps
    }

    /// The typed letters for syllables `from...`: apostrophes before syllables starting with a vowel (pinyin's
    /// orthographic rule; not for the other keyboards, which have no apostrophe key).
    static func letters(_ syllables: [String], from: Int, apostrophes: Bool = true) -> String {
        var s = ""
        for (i, syl) in syllables.enumerated().dropFirst(from) {
            if apostrophes, i > from, let f = syl.first, "aeo".contains(f) { s += "'" }
            s += syl
        }
        return s
    }

    private func planComposition(_ syllables: [String], target: [Character], offset: Int) throws -> [Step] {
        // Letters consumed by the first k syllables.
        var lettersBefore = [0]
        for s in syllables { lettersBefore.append(lettersBefore.last! + s.count) }
        let n = syllables.count
        // Fewest picks, then the smallest index sum: a shortest path over "syllables consumed".
        var best = [(picks: Int, sum: Int)](repeating: (Int.max, Int.max), count: n + 1)
        var how = [(from: Int, index: Int, text: String)](repeating: (0, 0, ""), count: n + 1)
        best[0] = (0, 0)
        for k in 0..<n where best[k].picks != Int.max {
            let conversion = engine.convert(Self.letters(syllables, from: k, apostrophes: engine.scheme == nil))
            let done = target.count - (n - k)  // one character per syllable
            for (index, c) in conversion.candidates.enumerated() {
                let consumed = lettersBefore.firstIndex(of: lettersBefore[k] + c.letterCount).map { $0 - k }
                guard let consumed, consumed > 0 else { continue }
                let text = Array(c.text)
                guard text.count == consumed, Array(target[done..<(done + consumed)]) == text else { continue }
                let cost = (best[k].picks + 1, best[k].sum + index)
                if cost < best[k + consumed] {
                    best[k + consumed] = cost
                    how[k + consumed] = (k, index, c.text)
                }
            }
        }
        guard best[n].picks != Int.max else {
            let k = (0...n).last { best[$0].picks != Int.max } ?? 0
            throw PinyinPlanError.unproducible(
                character: target[min(k, target.count - 1)], offset: offset + k,
                dictionary: engine.dictionary.name ?? engine.dictionary.path, inputMethod: inputMethodName)
        }
        var picks: [Step] = []
        var k = n
        while k > 0 {
            picks.append(.pick(index: how[k].index, text: how[k].text))
            k = how[k].from
        }
        return [.type(Self.letters(syllables, from: 0, apostrophes: engine.scheme == nil))] + picks.reversed()
    }
}
