import Foundation

/// The iOS 10-key kana keyboard (かな) as the Japanese input method reads it (docs/input-methods.md, "The 10-key
/// kana keyboard"; the keymap is `keymaps/japanese-kana.xkb`).
///
/// Eleven keys type kana and punctuation. A **tap** gives the key's first kana (あ); a **flick** gives the kana in
/// that direction (left い, up う, right え, down お); **tapping the same key again** (multi-tap) steps through the
/// key's cycle (あ → い → う → え → お → ぁ → ぃ → ぅ → ぇ → ぉ → あ), replacing the last kana. The ゛゜小 key toggles
/// the last kana (か → が → か, は → ば → ぱ → は, つ → っ → づ → つ), the 文字送り key (→) ends a multi-tap so the
/// same key starts a new kana (あ → あ gives ああ), and the 逆順 key (↺) steps a multi-tap back.
///
/// ```swift
/// KanaKeyboard.cycle(of: "わ")         // ["わ", "を", "ん", "ー"]
/// KanaKeyboard.toggled("は")           // "ば"
/// KanaKeyboard.plain(for: "ぱ")        // (base: "は", toggles: 2)
/// KanaKeyboard.spell("ああ", typing: .flick)      // "あ→あ"
/// KanaKeyboard.spell("にほん", typing: .multiTap) // "ななはははははわわわ"
/// ```
public enum KanaKeyboard {
    /// Each key's tap kana, then its flicks left, up, right, down ("" where the key has no flick that way).
    public static let flicks: [[Character]] = [
        Array("あいうえお"), Array("かきくけこ"), Array("さしすせそ"), Array("たちつてと"), Array("なにぬねの"),
        Array("はひふへほ"), Array("まみむめも"), Array("や（ゆ）よ"), Array("らりるれろ"), Array("わをんー"),
        Array("、。？！")
    ]

    /// Each key's multi-tap cycle, from its tap kana (the key's first entry of ``flicks``).
    private static let cycles: [Character: [Character]] = [
        "あ": Array("あいうえおぁぃぅぇぉ"), "か": Array("かきくけこ"), "さ": Array("さしすせそ"), "た": Array("たちつてと"),
        "な": Array("なにぬねの"), "は": Array("はひふへほ"), "ま": Array("まみむめも"), "や": Array("やゆよゃゅょ"),
        "ら": Array("らりるれろ"), "わ": Array("わをんー"), "、": Array("、。？！")
    ]

    /// The ゛゜小 key's toggles: each kana's next form (the last one back to the first).
    private static let toggles: [Character: Character] = {
        var next: [Character: Character] = [:]
        let rings = [
            "あぁ", "いぃ", "うぅゔ", "えぇ", "おぉ", "つっづ", "やゃ", "ゆゅ", "よょ", "わゎ", "はばぱ", "ひびぴ", "ふぶぷ",
            "へべぺ", "ほぼぽ", "かが", "きぎ", "くぐ", "けげ", "こご", "さざ", "しじ", "すず", "せぜ", "そぞ", "ただ", "ちぢ",
            "てで", "とど"
        ]
        for ring in rings.map(Array.init) {
            for (i, c) in ring.enumerated() { next[c] = ring[(i + 1) % ring.count] }
        }
        return next
    }()

    /// The ゛゜小 key's character (U+309B).
    public static let toggleKey: Character = "゛"
    /// The 文字送り key's character: ends a multi-tap.
    public static let nextKey: Character = "→"
    /// The 逆順 key's character: steps a multi-tap back.
    public static let reverseKey: Character = "↺"
    /// What the ゛゜小 key types when nothing is composed: it is the face key then (zenn.dev/yuki0n0).
    public static let face = "^_^"
    /// The characters that name a function key, not text the keyboard types: `keys "→"` presses 文字送り, while
    /// `type "→"` cannot be typed on this keyboard.
    public static let functionKeys: Set<Character> = [toggleKey, nextKey, reverseKey]

    /// The multi-tap cycle of the key whose tap gives `tapKana`; nil for a character that is no key's tap.
    public static func cycle(of tapKana: Character) -> [Character]? { cycles[tapKana] }

    /// Whether `c` is typed by a kana key (a tap or a flick).
    public static func isKeyCharacter(_ c: Character) -> Bool { flicks.contains { $0.contains(c) } }

    /// The kana the ゛゜小 key turns `kana` into, nil when it has no other form.
    public static func toggled(_ kana: Character) -> Character? { toggles[kana] }

    /// How a kana is typed: the key character that gives its plain form (a tap or a flick) and how many ゛゜小 taps
    /// follow (ぱ is は and two taps); nil for a kana no key gives.
    public static func plain(for kana: Character) -> (base: Character, toggles: Int)? {
        if isKeyCharacter(kana) { return (kana, 0) }
        for plain in toggles.keys where isKeyCharacter(plain) {
            var c = plain, n = 0
            while let next = toggles[c], next != plain {
                c = next
                n += 1
                if c == kana { return (plain, n) }
            }
        }
        return nil
    }

    /// The tap kana of the key that types `c` and how many taps in a row give it (い is あ tapped twice).
    public static func taps(for c: Character) -> (key: Character, count: Int)? {
        for (key, cycle) in cycles { if let i = cycle.firstIndex(of: c) { return (key, i + 1) } }
        return nil
    }

    /// The keys a person presses to type `kana` (the characters of the keys: taps and flicks give their kana, ゛ is
    /// the ゛゜小 key, → the 文字送り key), or nil when a kana is on no key. With ``JapaneseInputMethod/KanaTyping/flick``
    /// each kana is one tap or flick; with ``JapaneseInputMethod/KanaTyping/multiTap`` its key is tapped until it
    /// shows. Either way a kana that would repeat the tap of the key before it (あ after あ) comes after a →, and a
    /// voiced or small kana is its plain kana and the ゛゜小 taps.
    public static func spell(_ kana: String, typing: JapaneseInputMethod.KanaTyping) -> String? {
        var keys = ""
        var tapping: Character? = nil  // the key a multi-tap is in progress on
        for c in kana {
            guard let (base, toggleCount) = plain(for: c) else { return nil }
            if typing == .multiTap, let (key, count) = taps(for: base) {
                if tapping == key { keys.append(nextKey) }
                keys += String(repeating: key, count: count)
                tapping = key
            } else {
                if tapping == base { keys.append(nextKey) }
                keys.append(base)
                tapping = cycle(of: base) != nil ? base : nil
            }
            if toggleCount > 0 {
                keys += String(repeating: toggleKey, count: toggleCount)
                tapping = nil
            }
        }
        return keys
    }
}
