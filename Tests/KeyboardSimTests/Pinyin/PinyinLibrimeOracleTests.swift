import Foundation
import Testing
import KeyboardSimIME

/// librime itself as the oracle: scripts/rime-oracle/rime-oracle.c (our small C program over librime's public
/// API, compiled here at test time; kbsim never links librime) types each input into librime 1.8.5 with the
/// `pinyin_simp` schema and prints its first five candidates, which kbsim's must equal. The inputs are drawn from
/// the generated accuracy corpus: the first one, two and three syllables of each clause, and some of them with
/// their last letter dropped (a syllable being typed). `make test` installs librime-dev.
@Suite struct PinyinLibrimeOracleTests {
    static var oracleAvailable: Bool {
        pinyinDictionaryInstalled && FileManager.default.fileExists(atPath: pinyinCorpusPath)
            && RimeOracle.available
    }

    @Test(
        "kbsim's first five pinyin candidates equal librime's (pinyin_simp) on inputs drawn from the corpus",
        .enabled(if: oracleAvailable, "needs librime-dev, rime-data-pinyin-simp and the generated corpus"))
    func firstFiveEqualLibrime() throws {
        let corpus = try String(contentsOfFile: pinyinCorpusPath, encoding: .utf8)
        var inputs: [String] = []
        var seen = Set<String>()
        for (i, line) in corpus.split(separator: "\n").enumerated() {
            let fields = line.split(separator: "\t")
            guard fields.count >= 2 else { continue }
            let syllables = fields[1].split(separator: " ")
            for k in 1...3 where syllables.count >= k {
                let input = syllables.prefix(k).joined()
                if seen.insert(input).inserted { inputs.append(input) }
                if input.count > 2 && (i + k) % 3 == 0, seen.insert(String(input.dropLast())).inserted {
                    inputs.append(String(input.dropLast()))
                }
            }
        }
        #expect(inputs.count >= 1_500)
        let reference = try RimeOracle.candidates(schema: "pinyin_simp", inputs: inputs, count: 5)
        var equal = 0, firstEqual = 0
        var differing: [String] = []
        for input in inputs {
            let ours = sharedPinyinEngine.convert(input).candidates.prefix(5).map(\.text)
            let theirs = reference[input] ?? []
            if ours.first == theirs.first { firstEqual += 1 }
            if ours == theirs {
                equal += 1
            } else if differing.count < 10 {
                differing.append(
                    "\(input): librime \(theirs.joined(separator: " ")) | kbsim \(ours.joined(separator: " "))")
            }
        }
        print(
            "pinyin vs librime on \(inputs.count) inputs: first candidate equal \(firstEqual), first five equal \(equal)"
        )
        #expect(Double(equal) >= 0.99 * Double(inputs.count), "\(differing.joined(separator: "\n"))")
        #expect(firstEqual == inputs.count, "\(differing.joined(separator: "\n"))")
    }
}

/// Builds and runs scripts/rime-oracle/rime-oracle.c.
enum RimeOracle {
    static let source: URL = {
        var dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while dir.path != "/"
            && !FileManager.default.fileExists(atPath: dir.appendingPathComponent("Package.swift").path)
        {
            dir = dir.deletingLastPathComponent()
        }
        return dir.appendingPathComponent("scripts/rime-oracle/rime-oracle.c")
    }()

    /// Whether librime's headers and library are installed (pkg-config knows `rime`).
    static var available: Bool { (try? run("/usr/bin/pkg-config", ["--exists", "rime"]).status) == 0 }

    /// The first `count` candidates librime gives for each input.
    static func candidates(schema: String, inputs: [String], count: Int) throws -> [String: [String]] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "kbsim-rime-oracle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let flags = try run("/usr/bin/pkg-config", ["--cflags", "--libs", "rime"]).output
            .split(separator: " ").map { String($0).trimmingCharacters(in: .whitespacesAndNewlines) }.filter {
                !$0.isEmpty
            }
        let binary = dir.appendingPathComponent("rime-oracle").path
        let build = try run("/usr/bin/cc", [source.path, "-o", binary] + flags)
        try #require(build.status == 0, "cc rime-oracle.c: \(build.output)")
        let userDir = dir.appendingPathComponent("user").path
        try FileManager.default.createDirectory(atPath: userDir, withIntermediateDirectories: true)
        let result = try run(binary, [schema, userDir, String(count)], input: inputs.joined(separator: "\n") + "\n")
        try #require(result.status == 0, "rime-oracle exited \(result.status)")
        var out: [String: [String]] = [:]
        for line in result.output.split(separator: "\n") {
            let parts = line.split(separator: "\t", maxSplits: 1, omittingEmptySubsequences: false)
            out[String(parts[0])] = parts.count > 1 ? parts[1].split(separator: " ").map(String.init) : []
        }
        return out
    }

    /// Runs a program; standard error is discarded (librime logs there).
    static func run(_ path: String, _ arguments: [String], input: String? = nil) throws -> (
        status: Int32, output: String
    ) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        let inPipe = Pipe()
        if input != nil { p.standardInput = inPipe }
        try p.run()
        if let input {
            // Written from another thread, so a full output pipe cannot deadlock with a full input pipe.
            let handle = inPipe.fileHandleForWriting
            let data = Data(input.utf8)
            Thread.detachNewThread {
                handle.write(data); try? handle.close()
            }
        }
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
