@testable import KeyboardSimTestSupport
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
