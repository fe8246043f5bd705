@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSimIME

/// Text a keyboard cannot produce exits 2 naming its first such character (docs/interfaces.md §3), and the line
/// names the input method in use: Zhuyin and Cantonese are planned by pinyin's planner over their own
/// dictionaries, and the refusal names them, not pinyin.
@Suite struct UnproducibleTextTests {
    /// 擜 (U+64DC): a Han character none of the installed Rime dictionaries (pinyin_simp, terra_pinyin,
    /// jyut6ping3) has an entry for.
    static let text = "你擜"

    static let pinyinInstalled = FileManager.default.fileExists(atPath: PinyinDictionary.defaultPath)
    static let zhuyinInstalled = FileManager.default.fileExists(atPath: PhoneticScheme.zhuyin.tablePath)
    static let cantoneseInstalled = FileManager.default.fileExists(atPath: PhoneticScheme.cantonese.tablePath)

    /// `kbsim --ime IME --type-text 你擜`: exit 2, one line naming 擜, its place and the input method.
    static func expectRefusal(ime: String) throws {
        let r = try KbsimProcess.kbsim(["--ime", ime, "--type-text", text])
        #expect(r.status == 2, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        let line = String(lines.first ?? "")
        #expect(line.contains("cannot type '擜' (U+64DC, character 2 of the text) with \(ime):"), "\(line)")
        // Only pinyin reads another dictionary: --dict is offered to it alone.
        #expect(line.contains("--dict") == (ime == "pinyin"), "\(line)")
    }

    @Test(
        "Untypeable under pinyin: exit 2, the line names pinyin",
        .enabled(if: pinyinInstalled, "needs rime-data-pinyin-simp"))
    func pinyin() throws { try Self.expectRefusal(ime: "pinyin") }

    @Test(
        "Untypeable under Zhuyin: exit 2, the line names zhuyin, not pinyin",
        .enabled(if: zhuyinInstalled, "needs rime-data-bopomofo and rime-data-terra-pinyin"))
    func zhuyin() throws { try Self.expectRefusal(ime: "zhuyin") }

    @Test(
        "Untypeable under Cantonese: exit 2, the line names cantonese, not pinyin",
        .enabled(if: cantoneseInstalled, "needs rime-data-jyut6ping3"))
    func cantonese() throws { try Self.expectRefusal(ime: "cantonese") }
}
