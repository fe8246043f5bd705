/// The full-width punctuation the pinyin keyboard types in place of ASCII punctuation.
///
/// iOS's pinyin keyboard has `，。？！` on its main page and the other full-width marks on its symbol pages.
/// Typing one while composing first commits the composition's first candidate (as space does), then inserts the
/// mark; that ordering is the field's to apply with ``PinyinComposer/commitFirst()``.
///
/// ```swift
/// PinyinPunctuation.fullWidth(for: ",")   // "，"
/// ```
public enum PinyinPunctuation {
    /// ASCII punctuation → the mark the pinyin keyboard inserts.
    public static let table: [Character: String] = [
        ",": "，", ".": "。", "?": "？", "!": "！", ":": "：", ";": "；", "(": "（", ")": "）",
        "\\": "、", "^": "……", "_": "——", "<": "《", ">": "》", "[": "【", "]": "】", "~": "～", "$": "￥",
    ]

    /// The keys on the pinyin keyboard's main page.
    public static let mainPage: [String] = ["，", "。", "？", "！"]

    /// The full-width mark for an ASCII punctuation character, or `nil` when the pinyin keyboard types it as is.
    public static func fullWidth(for c: Character) -> String? { table[c] }
}
