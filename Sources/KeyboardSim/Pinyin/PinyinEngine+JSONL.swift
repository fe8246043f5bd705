extension PinyinEngine {
    /// One line of `kbsim pinyin --format jsonl` (`interfaces.md` §4) for an input of letters:
    /// `{"input":"nihao","preedit":"ni hao","candidates":["你好","你",…],"sentence":"你好"}`, where
    /// `sentence` is the text committed by accepting the first candidate until the composition is empty.
    /// - Parameters:
    ///   - candidates: how many candidates to list (default one page).
    ///   - separator: the preedit separator (default a space, as the interface shows).
    public func jsonLine(for input: String, candidates: Int = PinyinEngine.defaultPageSize,
                         separator: PinyinPreeditSeparator = .space) -> String {
        let c = convert(input)
        let list = c.candidates.prefix(candidates).map { Self.jsonString($0.text) }.joined(separator: ",")
        return "{\"input\":\(Self.jsonString(input)),\"preedit\":\(Self.jsonString(c.preedit(separator: separator))),"
            + "\"candidates\":[\(list)],\"sentence\":\(Self.jsonString(commitFirstCandidates(input)))}"
    }

    /// A JSON string literal, escaped as the transcript escapes strings.
    static func jsonString(_ s: String) -> String {
        var out = ""
        JSONWriter.appendString(s, to: &out)
        return out
    }
}
