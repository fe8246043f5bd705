import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// Shrinks a failing session to a minimal one that fails the same way (same oracle or property): fewer steps
/// (delta debugging; the field declarations stay), shorter strings, simpler characters, smaller numbers, plainer
/// fields. The test is any closure (in-process runs, or a child process for a crash).
@MainActor public struct FuzzShrinker {
    /// Whether a candidate session fails like the failure; returns the candidate's failure.
    public let reproduces: (FuzzSession, FuzzFailure) -> FuzzFailure?
    /// At most this many test runs (each replays a candidate session).
    public var maxTests: Int
    /// Test runs made by the last ``shrink(_:)``.
    public private(set) var tests = 0

    /// A shrinker that replays candidates with the runner.
    public init(runner: FuzzRunner, maxTests: Int = 5000) {
        self.init(maxTests: maxTests) { runner.reproduces($0, $1) }
    }

    /// A shrinker that asks `reproduces` whether a candidate session still fails.
    public init(maxTests: Int = 5000, reproduces: @escaping (FuzzSession, FuzzFailure) -> FuzzFailure?) {
        self.reproduces = reproduces
        self.maxTests = maxTests
    }

    /// The smallest failing session found from `failure`.
    public mutating func shrink(_ failure: FuzzFailure) -> FuzzFailure {
        tests = 0
        var best = failure
        // Steps after the failing one do not matter (a goal keeps its `expect`).
        if best.step + 1 < best.session.steps.count {
            var s = best.session
            s.steps.removeSubrange((best.step + 1)...)
            if let f = test(s, best) { best = f }
        }
        var changed = true
        var rounds = 0
        while changed && rounds < 4 && tests < maxTests {
            changed = false
            rounds += 1
            if removeSteps(&best) { changed = true }
            if simplifySteps(&best) { changed = true }
            if simplifyFields(&best) { changed = true }
        }
        return best
    }

    private mutating func test(_ s: FuzzSession, _ like: FuzzFailure) -> FuzzFailure? {
        guard tests < maxTests else { return nil }
        tests += 1
        return reproduces(s, like)
    }

    /// Delta debugging over the steps after the set-up (ddmin: remove chunks, halving the chunk size).
    private mutating func removeSteps(_ best: inout FuzzFailure) -> Bool {
        var any = false
        var n = 2
        while tests < maxTests {
            let body = best.session.steps.indices.filter { !FuzzSession.isSetUp(best.session.steps[$0]) }
            let len = body.count
            guard len >= 1 else { break }
            let chunk = max(1, (len + n - 1) / n)
            var reduced = false
            var start = 0
            while start < len {
                let drop = Set(body[start..<min(len, start + chunk)])
                var s = best.session
                s.steps = s.steps.enumerated().filter { !drop.contains($0.offset) }.map(\.element)
                if let f = test(s, best) {
                    best = f
                    reduced = true
                    any = true
                    break
                }
                start += chunk
            }
            if reduced {
                n = max(n - 1, 2)
            } else {
                if chunk == 1 { break }
                n = min(n * 2, len)
            }
        }
        return any
    }

    /// Shorter strings, simpler characters, smaller numbers.
    private mutating func simplifySteps(_ best: inout FuzzFailure) -> Bool {
        var any = false
        var i = 0
        while i < best.session.steps.count && tests < maxTests {
            for candidate in simpler(best.session.steps[i]) {
                let s = Self.replacing(best.session, at: i, with: candidate)
                if let f = test(s, best) {
                    best = f
                    any = true
                    break
                }
            }
            i += 1
        }
        // Strings one character shorter / one character simpler, to a fixed point per step.
        i = 0
        while i < best.session.steps.count && tests < maxTests {
            var improved = true
            while improved && tests < maxTests {
                improved = false
                guard let text = Self.string(of: best.session.steps[i]) else { break }
                let chars = Array(text)
                for k in chars.indices {
                    var shorter = chars
                    shorter.remove(at: k)
                    let s = Self.replacing(best.session, at: i, with: Self.with(best.session.steps[i], String(shorter)))
                    if let f = test(s, best) { best = f; any = true; improved = true; break }
                }
                if improved { continue }
                for k in chars.indices where Self.complexity(chars[k]) > 0 {
                    for simple in Self.simplerCharacters(than: chars[k]) {
                        var replaced = chars
                        replaced[k] = simple
                        let s = Self.replacing(
                            best.session, at: i, with: Self.with(best.session.steps[i], String(replaced)))
                        if let f = test(s, best) { best = f; any = true; improved = true; break }
                    }
                    if improved { break }
                }
            }
            i += 1
        }
        return any
    }

    /// Plainer `field` steps: no initial text, then each random trait dropped (the target's trait and tags stay).
    private mutating func simplifyFields(_ best: inout FuzzFailure) -> Bool {
        var any = false
        for i in best.session.steps.indices {
            guard case .field(let name, let traits) = best.session.steps[i] else { continue }
            var k = 0
            var current = traits
            while k < current.count && tests < maxTests {
                switch current[k] {
                case .delegate, .fieldClass, .tag, .kind: k += 1; continue
                default: break
                }
                var fewer = current
                fewer.remove(at: k)
                var s = best.session
                s.steps[i] = .field(name: name, traits: fewer)
                if let r = test(s, best) {
                    best = r
                    current = fewer
                    any = true
                } else {
                    k += 1
                }
            }
        }
        return any
    }

    /// Candidate replacements of a step, simplest first.
    private func simpler(_ step: ScenarioStep) -> [ScenarioStep] {
        switch step {
        case .backspace(let n) where n > 1: return [.backspace(1), .backspace(n / 2), .backspace(n - 1)]
        case .candidate(let n) where n > 0: return [.candidate(0), .candidate(n - 1)]
        case .select(let l, let n) where l > 0 || n > 0:
            return [
                .select(location: 0, length: n), .select(location: l, length: max(0, n - 1)),
                .select(location: max(0, l - 1), length: n)
            ]
        case .caret(let n) where n > 0: return [.caret(0), .caret(n - 1)]
        case .field:
            guard let s = Self.string(of: step), s.count > 1 else { return [] }
            let chars = Array(s)
            return [
                Self.with(step, String(chars[..<(chars.count / 2)])),
                Self.with(step, String(chars[(chars.count / 2)...]))
            ]
        case .type(let s) where s.count > 1, .paste(let s?) where s.count > 1, .setText(_, let s) where s.count > 1:
            let chars = Array(s)
            let half = chars.count / 2
            return [Self.with(step, String(chars[..<half])), Self.with(step, String(chars[half...]))]
        case .paste(let s?): return [.type(s)]
        default: return []
        }
    }

    /// The session with step `i` replaced; a goal's `expect` right after a `type` follows it (keeping the field's
    /// initial text in front).
    static func replacing(_ session: FuzzSession, at i: Int, with step: ScenarioStep) -> FuzzSession {
        var s = session
        if case .type(let old) = s.steps[i], case .type(let new) = step, i + 1 < s.steps.count,
            case .expect(.text(let f, let target)) = s.steps[i + 1], target.hasSuffix(old)
        {
            s.steps[i + 1] = .expect(.text(field: f, String(target.dropLast(old.count)) + new))
        }
        s.steps[i] = step
        return s
    }

    static func string(of step: ScenarioStep) -> String? {
        switch step {
        case .type(let s), .paste(let s?), .setText(_, let s): return s
        case .field(_, let traits):
            for case .text(let s) in traits { return s }
            return nil
        default: return nil
        }
    }

    static func with(_ step: ScenarioStep, _ s: String) -> ScenarioStep {
        switch step {
        case .type: return .type(s)
        case .paste: return .paste(s)
        case .setText(let f, _): return .setText(field: f, text: s)
        case .field(let name, let traits):
            // An emptied initial text leaves the trait out (the canonical form).
            return .field(
                name: name,
                traits: traits.compactMap { t in
                    if case .text = t { return s.isEmpty ? nil : .text(s) }
                    return t
                })
        default: return step
        }
    }

    /// 0 for a lowercase ASCII letter; more for other ASCII, Latin-1, the BMP, astral planes, clusters.
    static func complexity(_ c: Character) -> Int {
        if c.isASCII { return c.isLetter && c.isLowercase ? 0 : 1 }
        let scalars = c.unicodeScalars
        if scalars.count > 1 { return 5 }
        let v = scalars.first!.value
        return v < 0x100 ? 2 : v < 0x10000 ? 3 : 4
    }

    /// Simpler characters to try in place of `c`: `a`, then one of the same UTF-16 length, then its first scalar.
    static func simplerCharacters(than c: Character) -> [Character] {
        var out: [Character] = ["a"]
        let units = c.utf16.count
        if units == 2 && c != "😀" { out.append("😀") }
        if units > 2 { out.append("😀") }
        if c.unicodeScalars.count > 1, let first = c.unicodeScalars.first { out.append(Character(first)) }
        return out.filter { complexity($0) < complexity(c) || ($0.unicodeScalars.count < c.unicodeScalars.count) }
    }
}
