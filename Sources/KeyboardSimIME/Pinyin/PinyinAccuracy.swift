import Foundation
import KeyboardSimSupport
/// Figures of ``PinyinAccuracy/evaluate(engine:corpus:)``.
package struct PinyinAccuracyReport: Sendable, Equatable {
    /// Clauses evaluated.
    package var clauses = 0
    /// Clauses whose conversion (first candidate until the composition is empty) is exactly right.
    package var clausesCorrect = 0
    /// Characters in the reference clauses.
    package var characters = 0
    /// Characters right: length minus the edit distance between conversion and reference, per clause.
    package var charactersCorrect = 0
    /// Clauses per source tag (third column of the corpus).
    package var bySource: [String: PinyinAccuracyReport] = [:]

    /// Clause top-1 accuracy, 0–1.
    package var clauseAccuracy: Double { clauses == 0 ? 0 : Double(clausesCorrect) / Double(clauses) }
    /// Character accuracy, 0–1.
    package var characterAccuracy: Double { characters == 0 ? 0 : Double(charactersCorrect) / Double(characters) }
}

/// Conversion accuracy on a corpus of `clause<TAB>syl syl …[<TAB>source]` lines (see `Tools/pinyin-accuracy`).
package enum PinyinAccuracy {
    /// Types each clause's letters (no apostrophes) and accepts the first candidate until the composition is
    /// empty, as a user pressing space would; compares with the clause.
    /// - Parameter corpus: the lines; blank lines, `#` comments and lines without two columns are ignored.
    package static func evaluate(engine: PhoneticEngine, corpus: some Sequence<Substring>) -> PinyinAccuracyReport {
        var total = PinyinAccuracyReport()
        for line in corpus {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count >= 2, !line.hasPrefix("#") else { continue }
            let reference = Array(fields[0])
            let letters = fields[1].split(separator: " ").joined()
            let output = Array(engine.commitFirstCandidates(letters))
            let right = max(0, reference.count - editDistance(output, reference))
            let source = fields.count >= 3 ? String(fields[2]) : ""
            for k in [nil, source] as [String?] {
                var r = k.map { total.bySource[$0] ?? PinyinAccuracyReport() } ?? total
                r.clauses += 1
                r.clausesCorrect += output == reference ? 1 : 0
                r.characters += reference.count
                r.charactersCorrect += right
                if let k { total.bySource[k] = r } else { total = r }
            }
        }
        return total
    }

    /// The Levenshtein distance between two character arrays (KeyboardSimSupport's).
    package static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        KeyboardSimSupport.editDistance(a, b)
    }
}
