import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
/// Shrinks a failing session to a minimal one that fails the same way (same oracle or property): fewer steps
/// (delta debugging), shorter strings, simpler characters, smaller numbers, plainer fields.
@MainActor public struct FuzzShrinker {
    public let runner: FuzzRunner
    /// At most this many test runs (each replays a candidate session).
    public var maxTests: Int
    /// Test runs made by the last ``shrink(_:)``.
    public private(set) var tests = 0

    public init(runner: FuzzRunner, maxTests: Int = 5000) {
        self.runner = runner
        self.maxTests = maxTests
    }

    /// The smallest failing session found from `failure`.
    public mutating func shrink(_ failure: FuzzFailure) -> FuzzFailure {
        tests = 0
        var best = failure
        // Steps after the failing one do not matter.
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
        return runner.reproduces(s, like)
    }

    /// Delta debugging over the steps (ddmin: remove chunks, halving the chunk size).
    private mutating func removeSteps(_ best: inout FuzzFailure) -> Bool {
        var any = false
        var n = 2
        while best.session.steps.count >= 1 && tests < maxTests {
            let steps = best.session.steps
            let len = steps.count
            let chunk = max(1, (len + n - 1) / n)
            var reduced = false
            var start = 0
            while start < len {
                var s = best.session
                s.steps.removeSubrange(start..<min(len, start + chunk))
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
                        let s = Self.replacing(best.session, at: i, with: Self.with(best.session.steps[i], String(replaced)))
                        if let f = test(s, best) { best = f; any = true; improved = true; break }
                    }
                    if improved { break }
                }
            }
            i += 1
        }
        return any
    }

    private mutating func simplifyFields(_ best: inout FuzzFailure) -> Bool {
        var any = false
        for i in best.session.fields.indices {
            let plain = FuzzField(name: best.session.fields[i].name)
            let f = best.session.fields[i]
            let candidates = [
                FuzzField(name: f.name, keyboardType: f.keyboardType, isSecureTextEntry: f.isSecureTextEntry,
                          clearButtonMode: f.clearButtonMode, clearsOnBeginEditing: f.clearsOnBeginEditing, text: ""),
                plain,
            ]
            for c in candidates where c != best.session.fields[i] {
                var s = best.session
                s.fields[i] = c
                if let r = test(s, best) { best = r; any = true; break }
            }
            for keyPath in [0, 1, 2, 3] {
                var c = best.session.fields[i]
                switch keyPath {
                case 0: c.keyboardType = .default
                case 1: c.isSecureTextEntry = false
                case 2: c.clearButtonMode = .never
                default: c.clearsOnBeginEditing = false
                }
                if c == best.session.fields[i] { continue }
                var s = best.session
                s.fields[i] = c
                if let r = test(s, best) { best = r; any = true }
            }
        }
        return any
    }

    /// Candidate replacements of a step, simplest first.
    private func simpler(_ step: FuzzStep) -> [FuzzStep] {
        switch step {
        case .backspace(let n) where n > 1: return [.backspace(1), .backspace(n / 2), .backspace(n - 1)]
        case .candidate(let n) where n > 0: return [.candidate(0), .candidate(n - 1)]
        case .select(let l, let n) where l > 0 || n > 0: return [.select(0, n), .select(l, max(0, n - 1)), .select(max(0, l - 1), n)]
        case .caret(let n) where n > 0: return [.caret(0), .caret(n - 1)]
        case .type(let s) where s.count > 1, .paste(let s) where s.count > 1, .setText(_, let s) where s.count > 1:
            let chars = Array(s)
            let half = chars.count / 2
            return [Self.with(step, String(chars[..<half])), Self.with(step, String(chars[half...]))]
        case .paste(let s): return [.type(s)]
        default: return []
        }
    }

    /// The session with step `i` replaced; a goal's `expect` right after a `type` of the same text follows it.
    static func replacing(_ session: FuzzSession, at i: Int, with step: FuzzStep) -> FuzzSession {
        var s = session
        if case .type(let old) = s.steps[i], case .type(let new) = step, i + 1 < s.steps.count,
           case .expectText(let f, let target) = s.steps[i + 1], target == old {
            s.steps[i + 1] = .expectText(f, new)
        }
        s.steps[i] = step
        return s
    }

    static func string(of step: FuzzStep) -> String? {
        switch step {
        case .type(let s), .paste(let s), .setText(_, let s): s
        default: nil
        }
    }

    static func with(_ step: FuzzStep, _ s: String) -> FuzzStep {
        switch step {
        case .type: .type(s)
        case .paste: .paste(s)
        case .setText(let i, _): .setText(i, s)
        default: step
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
