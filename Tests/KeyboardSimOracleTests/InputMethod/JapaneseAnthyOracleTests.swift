@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// anthy as the oracle: scripts/anthy-oracle/anthy-oracle.c (ours, over anthy's public API), compiled at test time
/// (`make test` installs anthy and libanthy-dev; kbsim never links anthy).
enum AnthyOracle {
    static var available: Bool { FileManager.default.fileExists(atPath: "/usr/include/anthy/anthy.h") }

    /// anthy's conversion of each reading: the segments' first candidates, separated by "|".
    static func convert(_ readings: [String]) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-anthy-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let source = RimeOracle.source.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("anthy-oracle/anthy-oracle.c")
        let binary = dir.appendingPathComponent("anthy-oracle").path
        let build = try RimeOracle.run("/usr/bin/cc", [source.path, "-o", binary, "-lanthy"])
        try #require(build.status == 0, "cc anthy-oracle.c: \(build.output)")
        // HOME in a scratch directory: no private dictionary or learned history takes part.
        let p = Process()
        p.executableURL = URL(fileURLWithPath: binary)
        p.environment = ["HOME": dir.path, "PATH": "/usr/bin:/bin"]
        let out = Pipe(), inPipe = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        p.standardInput = inPipe
        try p.run()
        let handle = inPipe.fileHandleForWriting
        let data = Data((readings.joined(separator: "\n") + "\n").utf8)
        Thread.detachNewThread {
            handle.write(data); try? handle.close()
        }
        let output = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        try #require(p.terminationStatus == 0, "anthy-oracle exited \(p.terminationStatus)")
        return String(decoding: output, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            .dropLast().map(String.init)
    }
}

@MainActor @Suite struct JapaneseAnthyOracleTests {
    /// Phrases drawn from the installed SKK dictionary: every 53rd reading of 2–4 kana as a noun, a particle, a second
    /// noun, a particle, and for every third phrase an inflected verb (an okuri-ari stem with its okurigana and ます).
    static func phrases(_ d: SKKDictionary) -> (words: [String], phrases: [String]) {
        let nouns = d.readings.filter { r in
            (2...4).contains(r.count) && r.allSatisfy { Romaji.isHiragana($0) && $0 != "ー" }
        }
        .enumerated().filter { $0.offset % 53 == 0 }.map(\.element)
        let verbs = d.okuriKeys.filter { $0.hasSuffix("r") && $0.count >= 3 }.enumerated().filter { $0.offset % 7 == 0 }
            .map { String($0.element.dropLast()) + "ります" }
        let particles = ["は", "が", "を", "に", "で", "の", "と", "も"]
        var phrases: [String] = []
        for i in stride(from: 0, to: nouns.count - 1, by: 2) {
            var p = nouns[i] + particles[i % 8] + nouns[i + 1] + particles[(i / 2 + 3) % 8]
            if i % 3 == 0, !verbs.isEmpty { p += verbs[(i / 3) % verbs.count] }
            phrases.append(p)
        }
        return (nouns, phrases)
    }

    @Test(
        "Japanese conversion agrees with anthy's first candidates on a stated share of phrases drawn from the SKK dictionary"
    )
    func agreement() throws {
        try #require(
            AnthyOracle.available, "anthy's headers are missing: scripts/install-deps.sh --test installs libanthy-dev")
        let c = try Harness.japaneseConverter()
        let (words, phrases) = Self.phrases(c.dictionary)
        let anthyWords = try AnthyOracle.convert(words)
        let anthyPhrases = try AnthyOracle.convert(phrases)
        func share(_ inputs: [String], _ oracle: [String]) -> (equal: Int, of: Int) {
            let equal = zip(inputs, oracle).filter {
                c.convert($0).map(\.text).joined() == $1.replacingOccurrences(of: "|", with: "")
            }.count
            return (equal, inputs.count)
        }
        let w = share(words, anthyWords), p = share(phrases, anthyPhrases)
        let segmentsEqual = zip(phrases, anthyPhrases).filter {
            c.convert($0).map(\.reading).count == $1.split(separator: "|").count
        }.count
        print(
            "Japanese conversion vs anthy: words \(w.equal) of \(w.of) equal (\(w.equal * 100 / max(1, w.of))%), "
                + "phrases \(p.equal) of \(p.of) equal (\(p.equal * 100 / max(1, p.of))%), "
                + "phrases cut into as many segments: \(segmentsEqual) of \(p.of)")
        #expect(w.of > 500 && p.of > 250)
        // Measured: 492 of 824 words, 85 of 412 phrases (docs/input-methods.md); the floor leaves room for other
        // dictionary versions.
        #expect(w.equal * 100 >= 55 * w.of)
        #expect(p.equal * 100 >= 15 * p.of)
    }
}
