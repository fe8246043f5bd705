@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

let zhuyinDataInstalled =
    FileManager.default.fileExists(atPath: PhoneticScheme.zhuyin.tablePath)
    && FileManager.default.fileExists(atPath: PhoneticScheme.zhuyin.prismPath)
let cantoneseDataInstalled =
    FileManager.default.fileExists(atPath: PhoneticScheme.cantonese.tablePath)
    && FileManager.default.fileExists(atPath: PhoneticScheme.cantonese.prismPath)

@MainActor @Suite(.enabled(if: zhuyinDataInstalled, "needs rime-data-bopomofo and rime-data-terra-pinyin"))
struct ZhuyinFieldTests {
    func session(_ delegate: (any UITextFieldDelegate)? = nil) throws -> KeyboardSession {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        let f = s.addField("f")
        if let delegate { s.attach(delegate, to: f) }
        try s.tap("f")
        try s.useZhuyin()
        return s
    }

    @Test(
        "Zhuyin: the marked text is the bopomofo typed with its tone marks (ˇ U+02C7, outside the Bopomofo block); candidates are Traditional; space commits the first"
    )
    func markedBopomofoWithTones() throws {
        let s = try session()
        try s.keys("ㄋㄧˇㄏㄠˇ")
        s.expect("f", text: "ㄋㄧˇㄏㄠˇ")
        s.expect("f", marked: NSRange(location: 0, length: 6))
        // the field holds ˇ, not ㄑ
        #expect(try s.field("f").text?.unicodeScalars.filter { $0.value == 0x02C7 }.count == 2)
        #expect(s.screen.inputMethod?.candidates.first == "你好")
        #expect(try s.field("f").textInputMode?.primaryLanguage == "zh-Hant")
        try s.keys("{BackSpace}")
        s.expect("f", text: "ㄋㄧˇㄏㄠ")
        try s.keys("ˇ{space}")
        s.expect("f", text: "你好")
        s.expect("f", marked: nil)
    }

    @Test(
        "Zhuyin and Cantonese: the marked text's separator is a default a script changes (ime zhuyin separator=space shows Rime's ㄋㄧˇ ㄏㄠˇ; ime cantonese separator=none shows neihou); the line prints back; Korean takes no separator",
        .enabled(if: cantoneseDataInstalled, "needs rime-data-jyut6ping3"))
    func separatorOption() throws {
        let zhuyin = """
            field f
            ime zhuyin separator=space
            tap f
            keys "ㄋㄧˇㄏㄠˇ"
            expect f.text == "ㄋㄧˇ ㄏㄠˇ"
            expect f.marked == 0 7
            keys "{space}"
            expect f.text == "你好"
            """
        let z = try KeyboardSession.run(script: zhuyin)
        #expect(z.passed, "\(z.report)")
        let cantonese = """
            field f
            ime cantonese separator=none
            tap f
            keys "neihou"
            expect f.text == "neihou"
            """
        let c = try KeyboardSession.run(script: cantonese)
        #expect(c.passed, "\(c.report)")
        #expect(
            ScenarioPrinter.line(.inputMethod(InputMethodSpec(engine: .zhuyin, separator: .space)))
                == "ime zhuyin separator=space")
        #expect(ScenarioPrinter.line(.inputMethod(InputMethodSpec(engine: .zhuyin))) == "ime zhuyin")
        #expect(throws: ScenarioError.self) { try KeyboardSession.run(script: "field f\nime korean separator=space") }
    }

    @Test(
        "Zhuyin: toneless initials are abbreviations (ㄋㄏ gives 你好), and a syllable with no tone mark matches every tone"
    )
    func abbreviations() throws {
        let s = try session()
        try s.keys("ㄓㄨˋㄧㄣ")
        #expect(s.screen.inputMethod?.candidates.first == "注音")
        try s.keys("{Escape}")
        try s.keys("ㄋㄏ")
        #expect(s.screen.inputMethod?.candidates.prefix(3).contains("你好") == true)
    }

    @Test("Zhuyin: type \"注音輸入\" looks the reading up, presses its keys on the Zhuyin keyboard and picks the candidate")
    func typeTraditionalText() throws {
        let s = try session()
        try s.type("注音輸入")
        s.expect("f", text: "注音輸入")
        s.expect("f", marked: nil)
        let keys = s.events(kind: "key").count
        #expect(keys >= 8)  // ㄓㄨˋㄧㄣㄕㄨㄖㄨˋ and the picks
    }

    @Test(
        "Zhuyin: a phrase whose toneless keys free order reads as another syllable (ㄧㄅㄢˋ is ㄅㄧㄢˋ) is typed a syllable at a time"
    )
    func freeOrderPhraseTypedBySyllable() throws {
        let s = try session()
        try s.keys("ㄧㄅㄢˋ")
        #expect(s.screen.inputMethod?.candidates.contains("一半") == false)
        try s.keys("{Escape}")
        try s.type("一半 一半")
        s.expect("f", text: "一半 一半")
        s.expect("f", marked: nil)
    }

    @Test(
        "Zhuyin self-inserting delegate bug: returning NO and setting the text itself kills the composition, leaving ㄊㄞ and no candidates; letting marked text through fixes it"
    )
    func selfInsertingDelegate() throws {
        // Tests/KeyboardSimTestSupport/Examples/ZhuyinSelfInsertingDelegate.swift, also run as a script
        // (Examples/Scripts/zhuyin-self-insert.kbsim).
        let buggy = try session(ZhuyinSelfInsertingDelegate(limit: 20, fixed: false))
        try buggy.keys("ㄊㄞˊ")
        buggy.expect("f", text: "ㄊㄞˊ")
        buggy.expect("f", marked: nil)
        #expect(buggy.screen.inputMethod?.candidates.isEmpty ?? true)
        let fixed = try session(ZhuyinSelfInsertingDelegate(limit: 20, fixed: true))
        try fixed.keys("ㄊㄞˊ")
        fixed.expect("f", marked: NSRange(location: 0, length: 3))
        #expect(
            fixed.screen.inputMethod?.candidates.contains("臺") == true
                || fixed.screen.inputMethod?.candidates.contains("台") == true)
        try fixed.keys("{Escape}")
        try fixed.type("臺灣")
        fixed.expect("f", marked: nil)
    }
}

@MainActor @Suite(.enabled(if: cantoneseDataInstalled, "needs rime-data-jyut6ping3")) struct CantoneseFieldTests {
    @Test(
        "Cantonese phonetic: the marked text is the jyutping letters as typed (syllables separated as on the pinyin keyboard); candidates are Traditional; space commits"
    )
    func jyutpingMarkedText() throws {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        let f = s.addField("f")
        try s.tap("f")
        try s.useCantonese()
        try s.keys("neihou")
        s.expect("f", text: "nei\u{2006}hou")
        #expect(s.screen.inputMethod?.candidates.first == "你好")
        #expect(f.textInputMode?.primaryLanguage == "yue-Hant")
        try s.keys("{space}")
        s.expect("f", text: "你好")
        try s.type("廣東話")
        s.expect("f", text: "你好廣東話")
    }
    @Test(
        "Cantonese phonetic: the longest spellings Rime compiles (8 keys, ngaangqq: ngaang with the sixth tone) are typed, not dropped"
    )
    func eightKeySpelling() throws {
        let s = KeyboardSession(notificationCenter: NotificationCenter())
        s.addField("f")
        try s.tap("f")
        try s.useCantonese()
        try s.keys("ngaangqq")
        s.expect("f", text: "ngaangqq")
        #expect(s.screen.inputMethod?.candidates.first == "硬")
        try s.keys("{space}")
        s.expect("f", text: "硬")
    }
}

/// The fuzzer on keyboards whose keys are not letters: its random compositions are typed on each keyboard's own keys
/// (bopomofo on Zhuyin, stroke codes on Stroke), so the ime-marked oracle is checked, not vacuous.
@MainActor @Suite struct FuzzOwnKeysCompositionTests {
    @Test(
        "kbsim fuzz --ime zhuyin|stroke composes on the keyboard's own keys: the ime-marked oracle is checked and no property fails",
        .enabled(
            if: zhuyinDataInstalled && FileManager.default.fileExists(atPath: TableScheme.stroke.tablePath),
            "needs rime-data-bopomofo, rime-data-terra-pinyin and rime-data-stroke"),
        arguments: [InputMethodSpec.Engine.zhuyin, .stroke])
    func composesOnOwnKeys(engine: InputMethodSpec.Engine) {
        var c = Fuzzer.Configuration(delegate: .maxLength(20))
        c.inputMethod = true
        c.inputMethodEngine = engine
        c.budget = .runs(40)
        c.seed = 1
        let report = Fuzzer(c).run()
        let marked = report.counts.first { $0.name == "ime-marked" }
        #expect((marked?.checked ?? 0) > 0, "\(report.counts)")
        #expect(report.failures.isEmpty, "\(report.failures.map(\.message))")
    }
}
