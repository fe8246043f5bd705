import Foundation

/// Figures for `kbsim bench`: the time an input method's state machine takes per key, on its own (no field, no
/// delegate), typing texts as a person does: the keys of its plan, then the candidate taps.
package enum InputMethodBench {
    package struct Report {
        /// The keys and taps timed.
        package var keys: Int
        package var medianMs: Double
        package var p99Ms: Double
    }

    /// Types `texts` (round robin, `rounds` of them) from `start`, timing each key and candidate tap; a composition
    /// left at the end of a text is committed (Return, not timed). Texts the input method cannot plan are skipped.
    package static func keyLatency(_ start: any InputMethod, texts: [String], rounds: Int) -> Report {
        var times: [Double] = []
        for r in 0..<rounds {
            let text = texts[r % texts.count]
            guard let plan = (try? start.plan(text)) ?? nil else { continue }
            var ime = start
            func timed(_ key: IMEKey) {
                let t = DispatchTime.now().uptimeNanoseconds
                ime = ime.handle(key).last?.then ?? ime
                times.append(Double(DispatchTime.now().uptimeNanoseconds - t) / 1e6)
            }
            for step in plan {
                switch step {
                case .keys(let keys): for c in keys { timed(c == " " ? .space : .character(c)) }
                case .pick(let word): if let i = ime.candidates.firstIndex(of: word) { timed(.candidate(i)) }
                case .direct: continue
                }
            }
            if ime.isComposing { ime = ime.handle(.enter).last?.then ?? ime }
        }
        guard !times.isEmpty else { return Report(keys: 0, medianMs: 0, p99Ms: 0) }
        times.sort()
        return Report(
            keys: times.count, medianMs: times[times.count / 2],
            p99Ms: times[min(times.count - 1, times.count * 99 / 100)])
    }

    /// Sample texts per keyboard: everyday phrases.
    package static let koreanTexts = ["안녕하세요", "반갑습니다", "한국어 입력기를 시험합니다", "텍스트인풋", "오늘 날씨가 좋네요"]
    package static let chineseTexts = ["你好世界", "我们在北京", "中国人民", "上海的天气很好", "谢谢你"]
    package static let japaneseTexts = ["今日は家に帰ります", "日本語のテストをします", "新しいカメラ", "東京の天気", "ありがとう"]
}
