import Foundation
import KeyboardSimSupport
/// A diff of two transcripts by events, not bytes: events are matched by identity (kind, field, and method,
/// notification name, control event …) with a longest common subsequence; the rest are removed (only in the
/// golden transcript), inserted (only in the observed one) or — when the same identity is on both sides — moved.
/// Matched events whose other fields differ (a range, a `returned`, the session's ordering) are changed.
public struct TranscriptDiff: Sendable {
    /// An event of one side, with the identity it is matched by.
    public struct Entry: Sendable {
        /// Position in its transcript (its seq when the transcript is whole).
        public var index: Int
        /// The event as JSON.
        public var json: TranscriptJSON
        /// What matches it with an event of the other side: kind, field, and method, name or event.
        public var identity: String
        /// An entry at `index` of its transcript.
        public init(index: Int, json: TranscriptJSON, identity: String) {
            self.index = index
            self.json = json
            self.identity = identity
        }
    }

    /// One step of the edit script, by positions in `golden` and `observed`.
    public enum Operation: Sendable {
        /// The same event on both sides.
        case same(golden: Int, observed: Int)
        /// The same event with other fields changed (named).
        case changed(golden: Int, observed: Int, fields: [String])
        /// A golden event this run lacks, or that moved (to this run's position).
        case removed(golden: Int, movedTo: Int?)
        /// An event only this run has, or that moved (from the golden position).
        case inserted(observed: Int, movedFrom: Int?)
    }

    /// The golden transcript's events.
    public let golden: [Entry]
    /// This run's events.
    public let observed: [Entry]
    /// The edit script in reading order (golden order, insertions where they fall in the observed order).
    public private(set) var operations: [Operation] = []

    /// Events on both sides at different places: (golden position, this run's position).
    public var moved: [(golden: Int, observed: Int)] {
        operations.compactMap { if case .removed(let g, let o?) = $0 { (g, o) } else { nil } }
    }
    /// How many matched events differ in other fields.
    public var changedCount: Int { operations.filter { if case .changed = $0 { true } else { false } }.count }
    /// How many golden events this run lacks (moves not counted).
    public var removedCount: Int { operations.filter { if case .removed(_, nil) = $0 { true } else { false } }.count }
    /// How many events only this run has (moves not counted).
    public var insertedCount: Int { operations.filter { if case .inserted(_, nil) = $0 { true } else { false } }.count }
    /// Whether the two transcripts have the same events.
    public var isEmpty: Bool { operations.allSatisfy { if case .same = $0 { true } else { false } } }

    /// Compares a golden transcript (JSON Lines) with observed events.
    /// The most event pairs compared (golden × observed events, after their common start and end are set aside):
    /// 16 million, 64 MB of table. A golden file is untrusted input and must not exhaust memory.
    public static let maximumComparedPairs = 16_000_000

    /// Compares a golden transcript (JSON Lines) with this run's events; throws on a line that is not an event.
    public init(golden goldenLines: [String], observed events: [TranscriptEvent]) throws(TranscriptDiffError) {
        var g: [Entry] = []
        var lineNumbers: [Int] = []
        for (n, line) in goldenLines.enumerated() where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let json: TranscriptJSON
            switch TranscriptJSON.parseReportingErrors(line) {
            case .success(let j): json = j
            case .failure(let e):
                throw TranscriptDiffError(
                    line: n + 1,
                    message: "\(e); expected one JSON object with a \"kind\" per line (docs/interfaces.md §1)")
            }
            guard json["kind"] != nil else {
                throw TranscriptDiffError(
                    line: n + 1, message: "expected one JSON object with a \"kind\" per line (docs/interfaces.md §1)")
            }
            g.append(Entry(index: g.count, json: json, identity: TranscriptDiff.identity(json)))
            lineNumbers.append(n + 1)
        }
        golden = g
        observed = events.enumerated().map { i, e in
            let json = e.json
            return Entry(index: i, json: json, identity: TranscriptDiff.identity(json))
        }
        operations = try TranscriptDiff.script(golden, observed, lineNumbers: lineNumbers)
    }

    /// The identity events are matched by.
    public static func identity(_ j: TranscriptJSON) -> String {
        let kind = j["kind"]?.plain ?? "?"
        func v(_ k: String) -> String { j[k]?.plain ?? "" }
        switch kind {
        case "session", "error": return kind
        case "delegate": return "delegate \(v("field")) \(v("method"))"
        case "notification": return "notification \(v("name")) \(v("field"))"
        case "control": return "control \(v("field")) \(v("event"))"
        case "key": return "key \(v("keyboard")) \(v("action")) \(v("keysym"))"
        case "ime": return "ime \(v("field")) \(v("state"))"
        case "user": return "user \(v("action")) \(v("field"))"
        case "state": return "state \(v("field"))"
        default: return kind
        }
    }

    private enum Raw { case same(Int, Int), removed(Int), inserted(Int) }

    /// The LCS edit script of `g[gr]` against `o[or]` (dynamic programming; transcripts of scenarios are short).
    private static func lcs(_ g: [Entry], _ gr: Range<Int>, _ o: [Entry], _ or: Range<Int>) -> [Raw] {
        let n = gr.count, m = or.count
        let g0 = gr.lowerBound, o0 = or.lowerBound
        var table = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        let w = m + 1
        if n > 0 && m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    table[i * w + j] =
                        g[g0 + i].identity == o[o0 + j].identity
                        ? table[(i + 1) * w + j + 1] + 1
                        : max(table[(i + 1) * w + j], table[i * w + j + 1])
                }
            }
        }
        var raw: [Raw] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n && j < m && g[g0 + i].identity == o[o0 + j].identity {
                raw.append(.same(g0 + i, o0 + j)); i += 1; j += 1
            } else if j < m && (i == n || table[i * w + j + 1] >= table[(i + 1) * w + j]) {
                raw.append(.inserted(o0 + j)); j += 1
            } else {
                raw.append(.removed(g0 + i)); i += 1
            }
        }
        return raw
    }

    private static func script(_ g: [Entry], _ o: [Entry], lineNumbers: [Int]) throws(TranscriptDiffError)
        -> [Operation]
    {
        let n = g.count, m = o.count
        var raw: [Raw]
        if (n + 1) * (m + 1) <= maximumComparedPairs {
            raw = lcs(g, 0..<n, o, 0..<m)
        } else {
            // Too large for the table: the common start and end match one to one; only the middle is compared.
            var p = 0
            while p < n && p < m && g[p].identity == o[p].identity { p += 1 }
            var e = 0
            while e < n - p && e < m - p && g[n - 1 - e].identity == o[m - 1 - e].identity { e += 1 }
            guard (n - p - e + 1) * (m - p - e + 1) <= maximumComparedPairs else {
                let line = p < lineNumbers.count ? lineNumbers[p] : (lineNumbers.last ?? 0)
                throw TranscriptDiffError(
                    line: line,
                    message:
                        "the transcripts differ from event #\(p) on, and \(n - p - e) golden × \(m - p - e) observed events are too many to compare one by one (at most \(maximumComparedPairs) pairs); record the transcript again or split the script"
                )
            }
            raw =
                (0..<p).map { Raw.same($0, $0) } + lcs(g, p..<(n - e), o, p..<(m - e))
                + (0..<e).reversed().map { Raw.same(n - 1 - $0, m - 1 - $0) }
        }
        // Pair removed and inserted events of the same identity, in order: those moved.
        var insertedByIdentity: [String: [Int]] = [:]
        for case .inserted(let j) in raw { insertedByIdentity[o[j].identity, default: []].append(j) }
        var movedTo: [Int: Int] = [:], movedFrom: [Int: Int] = [:]
        for case .removed(let i) in raw {
            if var list = insertedByIdentity[g[i].identity], !list.isEmpty {
                let j = list.removeFirst()
                insertedByIdentity[g[i].identity] = list
                movedTo[i] = j; movedFrom[j] = i
            }
        }
        return raw.map { r in
            switch r {
            case .same(let i, let j):
                let fields = differences(g[i].json, o[j].json)
                return fields.isEmpty ? .same(golden: i, observed: j) : .changed(golden: i, observed: j, fields: fields)
            case .removed(let i): return .removed(golden: i, movedTo: movedTo[i])
            case .inserted(let j): return .inserted(observed: j, movedFrom: movedFrom[j])
            }
        }
    }

    /// `key: old → new` for each field (beside seq) that differs. A field added to the format since the golden was
    /// recorded (``TranscriptFormatter/addedFields``) counts only when the golden `a` has it: readers ignore what
    /// they do not know, and a golden from before it stays valid.
    static func differences(_ a: TranscriptJSON, _ b: TranscriptJSON) -> [String] {
        var keys = a.keys
        for k in b.keys where !keys.contains(k) && !TranscriptFormatter.addedFields.contains(k) { keys.append(k) }
        return keys.filter { $0 != "seq" }.compactMap { k in
            let x = a[k], y = b[k]
            if x == y { return nil }
            return "\(k): \(x?.compact ?? "(absent)") → \(y?.compact ?? "(absent)")"
        }
    }

    /// One event, briefly: `delegate field: textField(_:shouldChangeCharactersIn:replacementString:) [0,0] "a" → true`.
    public static func summary(_ j: TranscriptJSON) -> String {
        func v(_ k: String) -> String? { j[k].map { $0.plain } }
        func q(_ k: String) -> String? { j[k].map { $0.compact } }
        let kind = v("kind") ?? "?"
        var s = kind.padding(toLength: 13, withPad: " ", startingAt: 0)
        switch kind {
        case "session":
            s += [v("device"), v("orientation"), v("ordering").map { "ordering \($0)" }, v("profile")].compactMap { $0 }
                .joined(separator: ", ")
        case "delegate":
            s += "\(v("field") ?? ""): \(v("method") ?? "")"
            for k in ["range", "ranges"] { if let r = q(k) { s += " " + r } }
            if let str = q("string") { s += " " + str }
            if let r = v("returned"), r != "null" { s += " → " + r }
        case "notification": s += (v("name") ?? "") + (v("field").flatMap { $0 == "null" ? nil : " " + $0 } ?? "")
        case "control": s += "\(v("field") ?? ""): \(v("event") ?? "")"
        case "key":
            s +=
                "\(v("keyboard") ?? "") \(v("action") ?? "") \(v("label") ?? v("keysym") ?? "")"
                + (q("utf8").map { $0 == "\"\"" ? "" : " → " + $0 } ?? "")
        case "ime": s += "\(v("field") ?? ""): \(v("state") ?? "") \(q("preedit") ?? "")"
        case "user":
            s +=
                (v("action") ?? "") + (v("field").flatMap { $0 == "null" ? nil : " " + $0 } ?? "")
                + (q("value").map { " " + $0 } ?? "")
        case "state":
            s +=
                "\(v("field") ?? ""): text \(q("text") ?? "") selection \(q("selection") ?? "") marked \(q("marked") ?? "")"
        default: s += j.compact
        }
        return s
    }

    /// The diff as text: moved events first, then hunks with two events of context (`-` only in the golden
    /// transcript, `+` only in this run, `~` changed), then a count. The headers and positions say "golden" and
    /// "run" (as snapshot tests do), never "observed", which is the name of an ordering.
    public func render(goldenName: String, observedName: String, context: Int = 2) -> String {
        var out =
            "--- golden \(goldenName) (\(golden.count) events)\n+++ run \(observedName) (\(observed.count) events)\n"
        for (gi, oi) in moved {
            out += "moved    #\(gi) → #\(oi)  \(TranscriptDiff.summary(golden[gi].json))\n"
        }
        let interesting = operations.indices.filter { if case .same = operations[$0] { false } else { true } }
        var shown = Set<Int>()
        for k in interesting {
            for c in max(0, k - context)...min(operations.count - 1, k + context) { shown.insert(c) }
        }
        var last = -2
        for k in shown.sorted() {
            if k != last + 1 {
                let (g, o) = positions(at: k)
                out += "@@ golden #\(g), run #\(o) @@\n"
            }
            last = k
            switch operations[k] {
            case .same(let g, _):
                out += "  \(pad(g))  \(TranscriptDiff.summary(golden[g].json))\n"
            case .changed(let g, let o, let fields):
                out += "~ \(pad(g))  \(TranscriptDiff.summary(golden[g].json))\n"
                for f in fields { out += "         \(f)" + (o == g ? "" : " (run #\(o))") + "\n" }
            case .removed(let g, let to):
                out +=
                    "- \(pad(g))  \(TranscriptDiff.summary(golden[g].json))"
                    + (to.map { "   (moved → run #\($0))" } ?? "") + "\n"
            case .inserted(let o, let from):
                out +=
                    "+ \(pad(o))  \(TranscriptDiff.summary(observed[o].json))"
                    + (from.map { "   (moved from golden #\($0))" } ?? "") + "\n"
            }
        }
        out += countsLine
        return out
    }

    /// "2 moved, 1 changed, 0 inserted, 0 removed": the last line of `render` (the trace page shows it too).
    public var countsLine: String {
        "\(moved.count) moved, \(changedCount) changed, \(insertedCount) inserted, \(removedCount) removed"
    }

    private func pad(_ n: Int) -> String { String("#\(n)").leftPadded(to: 5) }

    private func positions(at k: Int) -> (Int, Int) {
        var g = 0, o = 0
        for op in operations[..<k] {
            switch op {
            case .same, .changed: g += 1; o += 1
            case .removed: g += 1
            case .inserted: o += 1
            }
        }
        return (g, o)
    }
}

/// A golden transcript that is not JSON Lines.
public struct TranscriptDiffError: Error, CustomStringConvertible {
    /// The golden file's line, from 1.
    public var line: Int
    /// What is wrong with it.
    public var message: String
    public var description: String { "line \(line): \(Diagnostics.escaped(message))" }
    /// An error at the line given.
    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
