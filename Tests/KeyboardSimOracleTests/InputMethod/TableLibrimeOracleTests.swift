@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// librime as the oracle for the table lookups: the same rime-oracle program as for pinyin, with each table's Rime
/// schema. Compared: the first candidate (what space commits) for codes drawn from every 23rd line of the table.
@Suite struct TableLibrimeOracleTests {
    @Test(
        "Table keyboards: the first candidate (what space commits) equals librime's on codes drawn from the table",
        .enabled(if: RimeOracle.available, "needs librime-dev"),
        arguments: [(TableScheme.cangjie, "cangjie5"), (TableScheme.stroke, "stroke"), (TableScheme.wubi, "wubi86")])
    @MainActor func firstCandidateEqualsLibrime(scheme: TableScheme, schema: String) throws {
        try #require(FileManager.default.fileExists(atPath: scheme.tablePath), "needs \(scheme.package)")
        let table = try Harness.codeTable(scheme)
        let text = try String(contentsOfFile: scheme.tablePath, encoding: .utf8)
        var codes: [String] = []
        var seen = Set<String>()
        for (i, line) in text.split(separator: "\n").enumerated() where i % 23 == 0 && line.first != "#" {
            let parts = line.split(separator: "\t")
            guard parts.count >= 2, parts[0].count == 1 else { continue }
            let code = String(parts[1])
            if let max = scheme.maxCodeLength, code.count > max { continue }
            if seen.insert(code).inserted { codes.append(code) }
        }
        let reference = try RimeOracle.candidates(schema: schema, inputs: codes, count: 1)
        // Compared where the code names an entry of the table (after the charset filter) and is not a symbol code
        // (z… in Cangjie and Wubi): there librime's first candidate is the table's; for other codes librime composes
        // a sentence from shorter codes, which kbsim does not (it offers the code's completions).
        var equal = 0, compared = 0, overall = 0
        var differing: [String] = []
        for code in codes {
            let ours = table.candidates(for: code).first
            let theirs = reference[code]?.first
            if ours == theirs { overall += 1 }
            guard table.hasEntry(code), scheme.name == "stroke" || !code.hasPrefix("z") else { continue }
            compared += 1
            if ours == theirs {
                equal += 1
            } else if differing.count < 30 {
                differing.append("\(code): librime \(theirs ?? "-") | kbsim \(ours ?? "-")")
            }
        }
        print(
            "\(scheme.name) vs librime \(schema): first candidate equal on \(equal) of \(compared) codes with a table entry; \(overall) of \(codes.count) codes in all\n"
                + differing.prefix(10).joined(separator: "\n"))
        #expect(compared >= 500)
        #expect(Double(equal) >= 0.99 * Double(compared), "\(differing.joined(separator: "\n"))")
    }
}
