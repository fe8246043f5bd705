@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// librime as the oracle for Zhuyin (`bopomofo`) and Cantonese phonetic (`jyut6ping3`): phrases of 2–4 characters
/// drawn from the installed dictionary at test time (every Nth line, nothing committed), each typed as a person
/// types its reading (Zhuyin with tone marks, the first tone left off; jyutping without tones), and kbsim's first
/// candidate compared with librime's.
@Suite struct PhoneticLibrimeOracleTests {
    @Test(
        "Zhuyin and Cantonese: the first candidate equals librime's on at least 95 % of 2,000 phrases drawn from the installed dictionary",
        .enabled(if: RimeOracle.available, "needs librime-dev"),
        arguments: [PhoneticScheme.zhuyin, PhoneticScheme.cantonese])
    @MainActor func firstCandidateEqualsLibrime(scheme: PhoneticScheme) throws {
        try #require(
            FileManager.default.fileExists(atPath: scheme.tablePath), "needs \(scheme.packages.joined(separator: ", "))"
        )
        let engine = try Harness.phoneticEngine(scheme)
        let text = try String(contentsOfFile: scheme.tablePath, encoding: .utf8)
        var phrases: [(text: String, code: [Substring])] = []
        for line in text.split(separator: "\n") where line.first != "#" {
            let parts = line.split(separator: "\t")
            guard parts.count >= 3, (2...4).contains(parts[0].count), (Double(parts[2]) ?? 0) >= 100 else { continue }
            phrases.append((String(parts[0]), parts[1].split(separator: " ")))
        }
        let step = max(1, phrases.count / 2_000)
        var inputs: [String] = []
        var seen = Set<String>()
        for (i, p) in phrases.enumerated() where i % step == 0 && inputs.count < 2_000 {
            let ids = p.code.compactMap { engine.dictionary.syllableID(String($0)) }
            guard ids.count == p.code.count else { continue }
            let keys = ids.map(engine.typedSpelling(of:)).joined()
            if seen.insert(keys).inserted { inputs.append(keys) }
        }
        let reference = try RimeOracle.candidates(schema: scheme.schema, inputs: inputs, count: 1)
        var equal = 0
        var differing: [String] = []
        for input in inputs {
            let ours = engine.convert(input).candidates.first?.text
            let theirs = reference[input]?.first
            if ours == theirs {
                equal += 1
            } else if differing.count < 20 {
                differing.append("\(scheme.display(input)): librime \(theirs ?? "-") | kbsim \(ours ?? "-")")
            }
        }
        let percent = Double(equal) * 100 / Double(max(1, inputs.count))
        print(
            "\(scheme.name) vs librime \(scheme.schema): first candidate equal on \(equal) of \(inputs.count) phrases (\(String(format: "%.1f", percent)) %)\n"
                + differing.prefix(10).joined(separator: "\n"))
        #expect(inputs.count >= 1_900)
        #expect(percent >= 95, "\(differing.joined(separator: "\n"))")
    }
}
