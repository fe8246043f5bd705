@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimSupport

/// A bounded, seeded mutation fuzzer over kbsim's own parsers (``ParserFuzzTargets``), part of `swift test`:
/// each target starts from the seed corpus (`Fuzz/parsers/corpus/TARGET/` and the repository's own examples),
/// mutates with SplitMix64 and checks the target's properties. The same seed gives the same inputs, so a failure
/// reproduces; the input in progress is kept in `$TMPDIR/kbsim-parser-fuzz-TARGET.input`, so a crash leaves it
/// behind too. `KBSIM_PARSER_FUZZ_SCALE=10` runs ten times as many inputs.
@Suite struct ParserFuzzTests {
    /// Inputs per target at scale 1 (the whole stage takes about 20 s of CPU in a debug build).
    static let budgets: [String: Int] = [
        "script": 10_000, "transcript": 2000, "dict": 1000, "keys": 10_000, "rmlvo": 300, "keymap": 2000,
        "port": 3000, "pinyin": 300, "text": 10_000
    ]

    static let repository = Repository.root

    /// The seeds of a target: the committed corpus, then files of the repository that are inputs of that parser.
    static func seeds(_ target: String) -> [[UInt8]] {
        let fm = FileManager.default
        var paths: [String] = []
        let corpus = repository.appendingPathComponent("Fuzz/parsers/corpus/\(target)").path
        paths += ((try? fm.contentsOfDirectory(atPath: corpus)) ?? []).sorted().map { corpus + "/" + $0 }
        func files(_ folder: String, _ suffix: String) -> [String] {
            let root = repository.appendingPathComponent(folder).path
            return (fm.enumerator(atPath: root)?.compactMap { $0 as? String } ?? [])
                .filter { $0.hasSuffix(suffix) }.sorted().map { root + "/" + $0 }
        }
        switch target {
        case "script": paths += files("Examples", ".kbsim")
        case "transcript": paths += files("Examples", ".transcript")
        case "port": paths += files("Examples/ios", ".swift")
        case "keymap": paths += files("keymaps", ".xkb").prefix(2)
        default: break
        }
        let seeds = paths.compactMap { fm.contents(atPath: $0).map { [UInt8]($0) } }
        return seeds.isEmpty ? [[]] : seeds
    }

    /// Bytes that break parsers: line endings, NUL, ESC, quotes, escapes, brackets, a BOM, invalid and
    /// multi-byte UTF-8, separators, huge numbers.
    static let interesting: [[UInt8]] =
        [
            "\r\n", "\r", "\n", "\u{0}", "\u{1B}[31m", "\"", "\\", "\\u{", "\\u{110000}", "}", "{", "[", "]",
            "[[[[[[[[[[[[[[[[",
            "{\"a\":", "'", "=", "#", "..", "../", "/", "\t", " ", "9999999999999999999999", "-1", "0", "é", "你好", "👨‍👩‍👧",
            "\u{2028}", "\u{202E}", "key=\"v\"", "field f", "tap f", "type \"", "render ../x.svg", "render /tmp/x.svg",
            "dict=\"/etc/passwd\"", "expect event", "{space}", "{Shift+Left}", "@objc", "#selector(", "import UIKit",
            "\"\"\"", "/*", "*/", "//", "nihao", "zhzhzh", "\u{FEFF}"
        ].map { Array($0.utf8) } + [
            [0xEF, 0xBB, 0xBF], [0xFF], [0xC3], [0xE2, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xED, 0xA0, 0x80]
        ]

    /// One mutant of `base`: 1 to 8 edits (flip, insert, delete, duplicate, splice, replace).
    static func mutate(_ base: [UInt8], seeds: [[UInt8]], rng: inout SplitMix64) -> [UInt8] {
        var b = base
        for _ in 0...rng.below(8) {
            let at = rng.below(b.count + 1)
            switch rng.below(7) {
            case 0 where !b.isEmpty: b[min(at, b.count - 1)] ^= UInt8(1 << rng.below(8))
            case 1, 2: b.insert(contentsOf: rng.pick(interesting), at: at)
            case 3 where !b.isEmpty:
                let n = 1 + rng.below(min(64, b.count - min(at, b.count - 1)))
                b.removeSubrange(min(at, b.count - 1)..<min(b.count, min(at, b.count - 1) + n))
            case 4 where !b.isEmpty:
                let start = rng.below(b.count), n = 1 + rng.below(min(32, b.count - start))
                let chunk = Array(b[start..<(start + n)])
                for _ in 0..<(1 + rng.below(rng.chance(0.1) ? 200 : 4)) {
                    b.insert(contentsOf: chunk, at: min(at, b.count))
                }
            case 5:
                let other = rng.pick(seeds)
                if !other.isEmpty {
                    let start = rng.below(other.count), n = 1 + rng.below(min(256, other.count - start))
                    b.insert(contentsOf: other[start..<(start + n)], at: at)
                }
            default:
                if !b.isEmpty { b[min(at, b.count - 1)] = UInt8(truncatingIfNeeded: rng.next()) }
            }
            if b.count > 1 << 16 { b.removeSubrange((1 << 16)...) }
        }
        return b
    }

    static var scale: Int { Int(ProcessInfo.processInfo.environment["KBSIM_PARSER_FUZZ_SCALE"] ?? "") ?? 1 }

    /// The input in progress, rewritten in place before each run (a crash leaves it behind).
    final class InFlight {
        let path: String
        let fd: Int32
        init(_ target: String) {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-parser-fuzz-\(target).input").path
            fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        func write(_ bytes: [UInt8]) {
            guard fd >= 0 else { return }
            _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
            _ = ftruncate(fd, off_t(bytes.count))
        }
        func remove() { close(fd); unlink(path) }
    }

    @Test(
        "kbsim's parsers hold their properties on mutated inputs (no trap, errors inside the input, one-line messages, round trips)",
        arguments: ParserFuzzTargets.names)
    func parsersSurviveMutations(target: String) throws {
        let seeds = Self.seeds(target)
        var rng = SplitMix64(seed: 0x6B62_7369_6D00 ^ UInt64(ParserFuzzTargets.names.firstIndex(of: target)!))
        let inFlight = InFlight(target)
        let count = (Self.budgets[target] ?? 100) * Self.scale
        let start = Date()
        defer {
            print(
                "parser fuzz \(target): \(count) inputs in \(String(format: "%.1f", Date().timeIntervalSince(start))) s"
            )
        }
        for i in 0..<count {
            let input = i < seeds.count ? seeds[i] : Self.mutate(rng.pick(seeds), seeds: seeds, rng: &rng)
            inFlight.write(input)
            do { try ParserFuzzTargets.run(target, input) } catch {
                Issue.record(
                    "input \(i) (seed corpus \(seeds.count), scale \(Self.scale)): \(error); the input is in \(inFlight.path)"
                )
                return
            }
        }
        inFlight.remove()
    }
}
