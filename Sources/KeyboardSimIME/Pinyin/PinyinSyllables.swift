import Foundation
/// The table of valid toneless Mandarin syllables, as typed on a pinyin keyboard.
///
/// Syllables are spelled with plain ASCII letters, `ü` written `v` (`lv`, `nv`) and the `üe` finals written the
/// way Rime dictionaries write them (`lue`, `nue`); ``normalize(_:)`` maps `lve`, `nve`, `lü`, `nüe` onto those.
/// Ids are indices into ``all``, which is sorted alphabetically, so every set of syllables sharing a prefix is a
/// contiguous id range.
///
/// ```swift
/// PinyinSyllables.id(of: "xian")      // a UInt16
/// PinyinSyllables.isPrefix("zhu")     // true: zhu, zhua, zhuai, zhuan, …
/// ```
public enum PinyinSyllables {
    /// Every syllable, sorted alphabetically (the id of a syllable is its index here).
    public static let all: [String] = table.sorted()

    /// The initials (声母) a syllable can begin with, `zh ch sh` included; `y` and `w` count as initials.
    public static let initials: [String] = [
        "b", "p", "m", "f", "d", "t", "n", "l", "g", "k", "h", "j", "q", "x",
        "zh", "ch", "sh", "r", "z", "c", "s", "y", "w"
    ]

    /// The interjection syllables (`hm`, `m`, `n`, `ng`) that are in the table, so dictionaries load, but that
    /// librime's `pinyin_simp` speller does not accept as typed spellings.
    public static let interjections: Set<String> = ["hm", "m", "n", "ng"]

    /// The number of syllables in the table.
    public static var count: Int { all.count }

    /// The longest syllable, in letters (`zhuang`, `chuang`, `shuang`).
    public static let maxLength = 6

    /// The id of a syllable, after ``normalize(_:)``, or `nil` when it is not a valid syllable.
    public static func id(of syllable: String) -> UInt16? {
        index[normalize(syllable)]
    }

    /// The spelling of the syllable with the given id.
    public static func spelling(of id: UInt16) -> String {
        precondition(Int(id) < all.count, "syllable id \(id) out of range 0..<\(all.count)")
        return all[Int(id)]
    }

    /// Whether `letters` is a valid syllable.
    public static func isSyllable(_ letters: String) -> Bool { id(of: letters) != nil }

    /// Whether `letters` begins at least one syllable (a syllable counts as its own prefix).
    public static func isPrefix(_ letters: String) -> Bool { prefixes.contains(normalize(letters)) }

    /// The syllables that begin with `prefix`, alphabetically (what completing a trailing partial syllable offers).
    public static func completions(of prefix: String) -> [String] {
        let p = normalize(prefix)
        return all.filter { $0.hasPrefix(p) }
    }

    /// Maps the alternative spellings of the `ü` syllables onto the table's: `lve`→`lue`, `nve`→`nue`,
    /// `lü`→`lv`, `nüe`→`nue`; other text is returned lowercased.
    public static func normalize(_ syllable: String) -> String {
        var s = syllable.lowercased()
        if s.contains("ü") { s = s.replacingOccurrences(of: "ü", with: "v") }
        if s == "lve" { return "lue" }
        if s == "nve" { return "nue" }
        return s
    }

    private static let index: [String: UInt16] = {
        var d: [String: UInt16] = [:]
        for (i, s) in all.enumerated() { d[s] = UInt16(i) }
        return d
    }()

    private static let prefixes: Set<String> = {
        var set = Set<String>()
        for s in all {
            for n in 1...s.count { set.insert(String(s.prefix(n))) }
        }
        return set
    }()

    /// The standard table (Hanyu Pinyin syllables without tones), grouped by initial, plus the rarer syllables
    /// that Rime's dictionaries use (`fiao`, `den`, `kei`, `tei`, `zhei`, `shei`, `lo`, `yo`, `dia`, interjections).
    private static let table: [String] = """
        a ai an ang ao e ei en eng er o ou
        ba bai ban bang bao bei ben beng bi bian biao bie bin bing bo bu
        pa pai pan pang pao pei pen peng pi pian piao pie pin ping po pou pu
        ma mai man mang mao me mei men meng mi mian miao mie min ming miu mo mou mu
        fa fan fang fei fen feng fiao fo fou fu
        da dai dan dang dao de dei den deng di dia dian diao die ding diu dong dou du duan dui dun duo
        ta tai tan tang tao te tei teng ti tian tiao tie ting tong tou tu tuan tui tun tuo
        na nai nan nang nao ne nei nen neng ni nian niang niao nie nin ning niu nong nou nu nuan nue nuo nv
        la lai lan lang lao le lei leng li lia lian liang liao lie lin ling liu lo long lou lu luan lue lun luo lv
        ga gai gan gang gao ge gei gen geng gong gou gu gua guai guan guang gui gun guo
        ka kai kan kang kao ke kei ken keng kong kou ku kua kuai kuan kuang kui kun kuo
        ha hai han hang hao he hei hen heng hong hou hu hua huai huan huang hui hun huo
        ji jia jian jiang jiao jie jin jing jiong jiu ju juan jue jun
        qi qia qian qiang qiao qie qin qing qiong qiu qu quan que qun
        xi xia xian xiang xiao xie xin xing xiong xiu xu xuan xue xun
        zha zhai zhan zhang zhao zhe zhei zhen zheng zhi zhong zhou zhu zhua zhuai zhuan zhuang zhui zhun zhuo
        cha chai chan chang chao che chen cheng chi chong chou chu chua chuai chuan chuang chui chun chuo
        sha shai shan shang shao she shei shen sheng shi shou shu shua shuai shuan shuang shui shun shuo
        ra ran rang rao re ren reng ri rong rou ru rua ruan rui run ruo
        za zai zan zang zao ze zei zen zeng zi zong zou zu zuan zui zun zuo
        ca cai can cang cao ce cei cen ceng ci cong cou cu cuan cui cun cuo
        sa sai san sang sao se sen seng si song sou su suan sui sun suo
        ya yan yang yao ye yi yin ying yo yong you yu yuan yue yun
        wa wai wan wang wei wen weng wo wu
        hm m n ng
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
}
