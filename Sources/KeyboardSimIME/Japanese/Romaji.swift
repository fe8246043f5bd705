import Foundation

/// The romaji the iOS Japanese Romaji keyboard turns into hiragana as letters are typed (the Hepburn and Kunrei
/// spellings both work, as on every Japanese IME): vowels, consonant + vowel, `y` contractions (`kya` きゃ), `nn` and
/// `n'` for ん (and `n` before a consonant other than `y`), a doubled consonant for っ (`kk` っk, `tch` っch),
/// `x`/`l` for small kana (`xa` ぁ, `ltu` っ, `xya` ゃ), `-` for ー, `,` `.` for 、。 (docs/input-methods.md,
/// "Japanese").
public enum Romaji {
    /// Romaji → kana, the longest spelling of each kana included.
    public static let table: [String: String] = {
        var t: [String: String] = [:]
        let vowels = Array("aiueo")
        func row(_ c: String, _ kana: String) {
            for (v, k) in zip(vowels, kana) where k != "・" { t[c + String(v)] = String(k) }
        }
        row("", "あいうえお")
        row("k", "かきくけこ"); row("s", "さしすせそ"); row("t", "たちつてと"); row("n", "なにぬねの")
        row("h", "はひふへほ"); row("m", "まみむめも"); row("y", "や・ゆ・よ"); row("r", "らりるれろ")
        row("w", "わ・・・を"); row("g", "がぎぐげご"); row("z", "ざじずぜぞ"); row("d", "だぢづでど")
        row("b", "ばびぶべぼ"); row("p", "ぱぴぷぺぽ"); row("c", "か・く・こ"); row("q", "・・く・・")
        row("x", "ぁぃぅぇぉ"); row("l", "ぁぃぅぇぉ")
        t["ye"] = "いぇ"; t["wi"] = "うぃ"; t["we"] = "うぇ"; t["wu"] = "う"; t["ci"] = "し"; t["ce"] = "せ"
        t["shi"] = "し"; t["chi"] = "ち"; t["tsu"] = "つ"; t["fu"] = "ふ"; t["ji"] = "じ"
        t["fa"] = "ふぁ"; t["fi"] = "ふぃ"; t["fe"] = "ふぇ"; t["fo"] = "ふぉ"; t["fyu"] = "ふゅ"
        t["va"] = "ゔぁ"; t["vi"] = "ゔぃ"; t["vu"] = "ゔ"; t["ve"] = "ゔぇ"; t["vo"] = "ゔぉ"
        t["qa"] = "くぁ"; t["qi"] = "くぃ"; t["qe"] = "くぇ"; t["qo"] = "くぉ"
        t["tsa"] = "つぁ"; t["tsi"] = "つぃ"; t["tse"] = "つぇ"; t["tso"] = "つぉ"
        t["thi"] = "てぃ"; t["thu"] = "てゅ"; t["dhi"] = "でぃ"; t["dhu"] = "でゅ"; t["twu"] = "とぅ"; t["dwu"] = "どぅ"
        t["she"] = "しぇ"; t["che"] = "ちぇ"; t["je"] = "じぇ"
        let small: [(String, String)] = [("a", "ゃ"), ("u", "ゅ"), ("o", "ょ")]
        for (c, i) in [
            ("k", "き"), ("s", "し"), ("t", "ち"), ("n", "に"), ("h", "ひ"), ("m", "み"), ("r", "り"),
            ("g", "ぎ"), ("z", "じ"), ("j", "じ"), ("d", "ぢ"), ("b", "び"), ("p", "ぴ"), ("c", "ち")
        ] {
            for (v, s) in small { t[c + "y" + v] = i + s }
            t[c + "ye"] = i + "ぇ"
        }
        for (c, i) in [("sh", "し"), ("ch", "ち"), ("j", "じ")] {
            for (v, s) in small { t[c + v] = i + s }
        }
        for p in ["x", "l"] {
            t[p + "ya"] = "ゃ"; t[p + "yu"] = "ゅ"; t[p + "yo"] = "ょ"; t[p + "tu"] = "っ"; t[p + "tsu"] = "っ"
            t[p + "wa"] = "ゎ"; t[p + "ka"] = "ゕ"; t[p + "ke"] = "ゖ"
        }
        t["nn"] = "ん"; t["n'"] = "ん"; t["xn"] = "ん"
        t["-"] = "ー"; t[","] = "、"; t["."] = "。"
        return t
    }()

    /// Every proper prefix of a spelling (a letter run that may still become kana).
    static let prefixes: Set<String> = {
        var p: Set<String> = []
        for k in table.keys where k.count > 1 {
            for n in 1..<k.count { p.insert(String(k.prefix(n))) }
        }
        return p
    }()

    /// Whether `c` is a key of the romaji keyboard's composition (a letter, `-`, `,`, `.`, `'` after an n).
    public static func isKey(_ c: Character) -> Bool {
        c.isASCII && (c.isLetter || c == "-" || c == "," || c == ".")
    }

    /// Adds the letter `c` to a pending letter run: returns the kana that are now final and the run still pending.
    /// `nn` gives ん; `n` before a consonant other than `y` gives ん; a doubled consonant (not `n`) gives っ; a run
    /// no spelling continues leaves its first letter as typed.
    public static func add(_ c: Character, to pending: String) -> (kana: String, pending: String) {
        var out = ""
        var run = pending + String(c).lowercased()
        while !run.isEmpty {
            if let k = table[run], !prefixes.contains(run) || run == "nn" { out += k; run = ""; break }
            if prefixes.contains(run) { break }
            let chars = Array(run)
            if chars.count >= 2 {
                if chars[0] == "n" && chars[1] != "y" && !"aiueo".contains(chars[1]) {
                    out += "ん"; run.removeFirst(); continue
                }
                if chars[0] == chars[1] && chars[0].isLetter && !"aiueon".contains(chars[0]) {
                    out += "っ"; run.removeFirst(); continue
                }
                if chars[0] == "t" && chars[1] == "c" { out += "っ"; run.removeFirst(); continue }
            }
            if let k = table[run] { out += k; run = ""; break }
            out.append(chars[0]); run.removeFirst()
        }
        return (out, run)
    }

    /// One key of the Romaji keyboard after the pending letters: a romaji key (or `'`) joins the run, anything else
    /// (a kana, ー) ends it and is taken as itself. Returns the kana now final and the run still pending.
    public static func type(_ c: Character, after pending: String) -> (kana: String, pending: String) {
        isKey(c) || c == "'" ? add(c, to: pending) : (flush(pending) + String(c), "")
    }

    /// The keys typed in a row: the kana they make and the letters still pending (`nihon` → にほ, `n`).
    public static func compose(_ keys: some Sequence<Character>) -> (kana: String, pending: String) {
        var kana = "", pending = ""
        for c in keys {
            let (k, p) = type(c, after: pending)
            kana += k
            pending = p
        }
        return (kana, pending)
    }

    /// What a pending run shows when the composition is converted or committed (a lone `n` is ん).
    public static func flush(_ pending: String) -> String {
        if pending == "n" { return "ん" }
        return pending
    }

    /// Kana → the romaji a person types for them (Hepburn where the keyboard accepts it; `nn` for ん, doubled
    /// consonant for っ). Nil when a character has no spelling (kanji, Latin text).
    public static func spell(_ kana: String) -> String? {
        let chars = Array(kana)
        var out = ""
        var i = 0
        var sokuon = false
        while i < chars.count {
            if chars[i] == "っ" {
                if sokuon { out += "xtu" }
                sokuon = true; i += 1; continue
            }
            // The longest kana sequence first (きゃ before き).
            var matched: String?
            for n in [2, 1] where i + n <= chars.count {
                if let r = reverse[String(chars[i..<i + n])] { matched = r; i += n; break }
            }
            guard var r = matched else { return nil }
            if sokuon {
                sokuon = false
                if let first = r.first, first.isLetter, !"aiueon".contains(first) {
                    r = String(first) + r
                } else {
                    out += "xtu"
                }
            }
            out += r
        }
        if sokuon { out += "xtu" }
        return out
    }

    /// Kana → spelling, preferring Hepburn and the shortest spelling.
    static let reverse: [String: String] = {
        var r: [String: String] = [:]
        let preferred: Set<String> = [
            "shi", "chi", "tsu", "fu", "ji", "sha", "shu", "sho", "cha", "chu", "cho", "ja", "ju", "jo", "je", "she",
            "che"
        ]
        for (k, v) in table.sorted(by: { ($0.key.count, $0.key) < ($1.key.count, $1.key) }) {
            if (k.first == "c" && !k.hasPrefix("ch")) || k.first == "q" || k == "n'" || k == "xn" || k == "wu" {
                continue
            }
            if let old = r[v], !preferred.contains(k) || preferred.contains(old) { continue }
            r[v] = k
        }
        r["ん"] = "nn"
        r["っ"] = nil
        r["を"] = "wo"
        return r
    }()

    /// Hiragana → katakana (the candidate every reading offers).
    public static func katakana(_ hiragana: String) -> String {
        String(
            String.UnicodeScalarView(
                hiragana.unicodeScalars.map { s in
                    (0x3041...0x3096).contains(s.value) ? Unicode.Scalar(s.value + 0x60)! : s
                }))
    }

    /// Katakana → hiragana (to look a katakana word's reading up).
    public static func hiragana(_ katakana: String) -> String {
        String(
            String.UnicodeScalarView(
                katakana.unicodeScalars.map { s in
                    (0x30A1...0x30F6).contains(s.value) ? Unicode.Scalar(s.value - 0x60)! : s
                }))
    }

    /// Whether the character is hiragana.
    public static func isHiragana(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) || $0.value == 0x30FC }
    }
    /// Whether the character is katakana.
    public static func isKatakana(_ c: Character) -> Bool {
        c.unicodeScalars.allSatisfy { (0x30A1...0x30FA).contains($0.value) || $0.value == 0x30FC }
    }
}
