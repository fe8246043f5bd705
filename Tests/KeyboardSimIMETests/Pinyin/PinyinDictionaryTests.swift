@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite struct PinyinDictionaryTests {
    static let sample = """
        # Rime dictionary
        ---
        name: sample
        version: "1"
        ...
        # a comment
        你好\tni hao\t20728
        你\tni\t100
        略\tlve\t50
        绿\tlü\t40
        坏行
        西安\txi an\t5095
        好\thao\tmany
        先\txian\t84326
        吧\tba1\t3
        世界\tshi\t1
        Ａ\tni
        """

    @Test func parsesAndSkipsMalformedLines() throws {
        let d = try PinyinDictionary.parse(Array(Self.sample.utf8), path: "sample.dict.yaml")
        #expect(d.name == "sample")
        #expect(d.count == 7)
        #expect(d.skippedLineCount == 4)
        #expect(d.issues.map(\.line) == [11, 13, 15, 16])
        #expect(d.issues[0].reason.contains("no pinyin"))
        #expect(d.issues[1].reason.contains("weight 'many'"))
        #expect(d.issues[2].reason.contains("ba1"))
        #expect(d.issues[3].reason.contains("2 characters but 1 syllables"))
        #expect(d.entries(spelled: ["ni", "hao"]).map(\.text) == ["你好"])
        #expect(d.entries(spelled: ["lue"]).map(\.text) == ["略"])
        #expect(d.entries(spelled: ["lv"]).map(\.text) == ["绿"])
        #expect(d.entries(spelled: ["ni"]).map(\.text) == ["你", "Ａ"])
        #expect(d.entries(spelled: ["ni"]).last?.weight == 0)
        #expect(d.maxSyllables == 2)
    }

    @Test(
        "A skipped line holding a NUL byte keeps its issue: the compiled form stores strings by length, not NUL-terminated"
    )
    func nulInSkippedLine() throws {
        let text = "---\nname: n\n...\n你好\tni hao\t1000\n西安\txi\u{0} an\t800\n"
        let d = try PinyinDictionary.parse(Array(text.utf8), path: "n.dict.yaml")
        #expect(d.count == 1)
        #expect(d.issues.map(\.line) == [5])
        #expect(d.issues.first?.reason.contains("\u{0}") == true)
    }

    @Test func failModeNamesTheLine() {
        #expect(
            throws: PinyinDictionaryError.malformedLine(
                path: "s.yaml", line: 11, reason: "no pinyin in the code column")
        ) {
            try PinyinDictionary.parse(Array(Self.sample.utf8), path: "s.yaml", malformed: .fail)
        }
    }

    @Test func columnsFromHeader() throws {
        let text = "---\nname: c\ncolumns:\n  - code\n  - text\n  - stem\n...\nni hao\t你好\tnh\nxian\t先\n"
        let d = try PinyinDictionary.parse(Array(text.utf8), path: "c")
        #expect(d.count == 2)
        #expect(d.entries(spelled: ["ni", "hao"]).first?.text == "你好")
        let inline = "---\ncolumns: [text, weight, code]\n...\n先\t9\txian\n"
        #expect(try PinyinDictionary.parse(Array(inline.utf8), path: "i").entries(spelled: ["xian"]).first?.weight == 9)
    }

    @Test func missingFileSaysWhatToInstall() {
        let error = PinyinDictionaryError.missingFile(path: "/nope/x.dict.yaml")
        #expect(throws: error) { try PinyinDictionary.load(path: "/nope/x.dict.yaml") }
        #expect(error.description.contains("/nope/x.dict.yaml"))
        #expect(error.description.contains("rime-data-pinyin-simp"))
        #expect(error.description.contains("--dict"))
        #expect(!error.description.contains("\n"))
    }

    @Test("a dictionary with no valid entry is an error naming the first malformed lines and why")
    func emptyDictionaryIsAnError() {
        let error = #expect(throws: PinyinDictionaryError.self) {
            try PinyinDictionary.parse(Array("---\n...\nbad\n".utf8), path: "e")
        }
        #expect(error?.description.contains("1 malformed lines, first line 3: no pinyin in the code column") == true)
    }

    @Test(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
    func debianPinyinSimp() throws {
        let d = sharedPinyinEngine.dictionary
        #expect(d.name == "pinyin_simp")
        #expect(d.count == 65_123)
        #expect(d.skippedLineCount == 0)
        #expect(d.maxSyllables == 4)
        #expect(d.syllableSet.count == 415)
        #expect(abs(d.totalWeight - 95_197_397) < 1)
        #expect(d.entries(spelled: ["xian"]).first?.text == "先")
    }
}
