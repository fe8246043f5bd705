@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimSupport

/// libhangul as the oracle: scripts/hangul-oracle/hangul-oracle.c (ours, over libhangul's public API), compiled
/// at test time (`make test` installs libhangul-dev; kbsim never links libhangul).
enum HangulOracle {
    static var available: Bool { (try? RimeOracle.run("/usr/bin/pkg-config", ["--exists", "libhangul"]).status) == 0 }

    /// The text libhangul's 2-set keyboard makes of each key sequence (`<` is backspace).
    static func texts(for sequences: [String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-hangul-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = RimeOracle.source.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("hangul-oracle/hangul-oracle.c")
        let flags = try RimeOracle.run("/usr/bin/pkg-config", ["--cflags", "--libs", "libhangul"]).output
            .split(separator: " ").map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
        let binary = dir.appendingPathComponent("hangul-oracle").path
        let build = try RimeOracle.run("/usr/bin/cc", [source.path, "-o", binary] + flags)
        try #require(build.status == 0, "cc hangul-oracle.c: \(build.output)")
        let result = try RimeOracle.run(binary, [], input: sequences.joined(separator: "\n") + "\n")
        try #require(result.status == 0)
        return result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

@Suite struct HangulComposerTests {
    @Test(
        "The automaton agrees with libhangul's 2-set keyboard on 10,000 random key sequences",
        .enabled(if: HangulOracle.available, "needs libhangul-dev (make test installs it)"))
    func agreesWithLibhangul() throws {
        var rng = SplitMix64(seed: 2026)
        let keys = Array(koreanTwoSet.keys).sorted() + ["<"]
        let sequences = (0..<10_000).map { _ in
            String((0..<(1 + rng.below(12))).map { _ in keys[rng.below(keys.count)] })
        }
        let reference = try HangulOracle.texts(for: sequences)
        try #require(reference.count == sequences.count)
        var differing: [String] = []
        for (s, r) in zip(sequences, reference) where composeOnTwoSet(s) != r {
            differing.append("\(s): libhangul \(r), kbsim \(composeOnTwoSet(s))")
        }
        print("Korean 2-set vs libhangul on \(sequences.count) sequences: \(sequences.count - differing.count) equal")
        #expect(differing.isEmpty, "\(differing.prefix(10).joined(separator: "\n"))")
    }
}

@MainActor @Suite struct KoreanFieldTests {
    func session(_ delegate: (any UITextFieldDelegate)? = nil) throws -> KeyboardSession {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        let f = s.addField("f")
        if let delegate { s.attach(delegate, to: f) }
        s.useKorean()
        try s.tap("f")
        return s
    }

    @Test(
        "Typed through the field, random key sequences give libhangul's text",
        .enabled(if: HangulOracle.available, "needs libhangul-dev (make test installs it)"))
    func fieldAgreesWithLibhangul() throws {
        var rng = SplitMix64(seed: 7)
        let keys = Array(koreanTwoSet.keys).sorted()
        let sequences = (0..<200).map { _ in String((0..<(1 + rng.below(10))).map { _ in keys[rng.below(keys.count)] })
        }
        let reference = try HangulOracle.texts(for: sequences)
        for (seq, expected) in zip(sequences, reference) {
            let s = try session()
            try s.keys(String(seq.map { koreanTwoSet[$0]! }))
            #expect(try s.field("f").text == expected, "\(seq)")
        }
    }
}
