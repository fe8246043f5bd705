import Foundation

/// Levenshtein distance (insertions, deletions and substitutions each cost 1), for "did you mean" suggestions and
/// accuracy figures.
package func editDistance<T: Equatable>(_ a: [T], _ b: [T]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
        current[0] = i
        for j in 1...b.count {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        swap(&previous, &current)
    }
    return previous[b.count]
}

/// The candidate closest to `word` (case-insensitive edit distance), when it is close enough to be a typo: at most
/// a third of the longer spelling, and at least one edit is allowed.
package func closestMatch(to word: String, in candidates: some Sequence<String>) -> String? {
    let w = Array(word.lowercased())
    var best: (String, Int)?
    for c in candidates {
        let d = editDistance(w, Array(c.lowercased()))
        if d < (best?.1 ?? Int.max) { best = (c, d) }
    }
    guard let best, best.1 <= max(1, max(word.count, best.0.count) / 3) else { return nil }
    return best.0
}
