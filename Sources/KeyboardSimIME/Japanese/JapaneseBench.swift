import Foundation

/// Figures for `kbsim bench`: the SKK dictionary's load and a conversion per space.
package enum JapaneseBench {
    package struct Report {
        /// Loading and indexing SKK-JISYO.L, cold (ms).
        package var loadMs: Double
        /// Converting a phrase of about 12 kana (median over the phrases, ms).
        package var convertMedianMs: Double
        /// Each key of the Romaji and kana keyboards' state machines, typing phrases (predictions included).
        package var romajiKeys: InputMethodBench.Report
        package var kanaKeys: InputMethodBench.Report
    }

    package static func run(path: String = SKKDictionary.defaultPath, rounds: Int = 200) throws -> Report {
        let start = DispatchTime.now().uptimeNanoseconds
        let converter = KanaKanjiConverter(dictionary: try SKKDictionary(path: path))
        let loadMs = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
        let phrases = [
            "きょうはいえにかえります", "わたしはがくせいです", "にほんごのてすとをします", "あたらしいかめらをかいました",
            "とうきょうのてんきはあめです"
        ]
        var times: [Double] = []
        for i in 0..<rounds {
            let t = DispatchTime.now().uptimeNanoseconds
            _ = converter.convert(phrases[i % phrases.count])
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6)
        }
        times.sort()
        let texts = InputMethodBench.japaneseTexts
        return Report(
            loadMs: loadMs, convertMedianMs: times[times.count / 2],
            romajiKeys: InputMethodBench.keyLatency(
                JapaneseInputMethod(converter: converter, layout: .romaji), texts: texts, rounds: max(5, rounds / 10)),
            kanaKeys: InputMethodBench.keyLatency(
                JapaneseInputMethod(converter: converter, layout: .kana), texts: texts, rounds: max(5, rounds / 10)))
    }
}
