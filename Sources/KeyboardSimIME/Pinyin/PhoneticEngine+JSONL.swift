import Foundation
import KeyboardSimSupport
extension PhoneticEngine {
    /// One line of `kbsim pinyin --format jsonl` (`docs/interfaces.md` §4) for an input of letters:
    /// `{"input":"nihao","preedit":"ni hao","candidates":["你好","你",…],"sentence":"你好"}`, where
    /// `sentence` is the text committed by accepting the first candidate until the composition is empty. For
    /// Zhuyin and Cantonese (``scheme``) `input` is given as Rime keys and shown as the keyboard's keys.
    /// - Parameters:
    ///   - candidates: how many candidates to list (default one page).
    ///   - separator: the preedit separator (default a space, as the interface shows).
    package func jsonLine(
        for input: String, candidates: Int = PhoneticEngine.defaultPageSize,
        separator: PinyinPreeditSeparator = .space
    ) -> String {
        let c = convert(input)
        var w = JSONWriter()
        w.beginObject()
        w.field("input", display(input))
        w.field("preedit", preedit(c, separator: separator))
        w.key("candidates"); w.beginArray(); for cand in c.candidates.prefix(candidates) { w.string(cand.text) };
        w.endArray()
        w.field("sentence", commitFirstCandidates(input, converted: c))
        w.endObject()
        return w.out
    }
}
