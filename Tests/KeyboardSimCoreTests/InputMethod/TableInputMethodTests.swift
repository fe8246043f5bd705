@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

let cangjieTableInstalled = FileManager.default.fileExists(atPath: TableScheme.cangjie.tablePath)

/// librime as the oracle for the table lookups: the same rime-oracle program as for pinyin, with each table's Rime
/// schema. Compared: the first candidate (what space commits) for codes drawn from every 23rd line of the table.
@Suite struct TableLibrimeOracleTests {
    @Test(
        "Table keyboards: the first candidate (what space commits) equals librime's on codes drawn from the table",
        .enabled(if: RimeOracle.available, "needs librime-dev"),
        arguments: [(TableScheme.cangjie, "cangjie5"), (TableScheme.stroke, "stroke"), (TableScheme.wubi, "wubi86")])
    @MainActor func firstCandidateEqualsLibrime(scheme: TableScheme, schema: String) throws {
        try #require(FileManager.default.fileExists(atPath: scheme.tablePath), "needs \(scheme.package)")
        let table = try Harness.codeTable(scheme)
        let text = try String(contentsOfFile: scheme.tablePath, encoding: .utf8)
        var codes: [String] = []
        var seen = Set<String>()
        for (i, line) in text.split(separator: "\n").enumerated() where i % 23 == 0 && line.first != "#" {
            let parts = line.split(separator: "\t")
            guard parts.count >= 2, parts[0].count == 1 else { continue }
            let code = String(parts[1])
            if let max = scheme.maxCodeLength, code.count > max { continue }
            if seen.insert(code).inserted { codes.append(code) }
        }
        let reference = try RimeOracle.candidates(schema: schema, inputs: codes, count: 1)
        // Compared where the code names an entry of the table (after the charset filter) and is not a symbol code
        // (z… in Cangjie and Wubi): there librime's first candidate is the table's; for other codes librime composes
        // a sentence from shorter codes, which kbsim does not (it offers the code's completions).
        var equal = 0, compared = 0, overall = 0
        var differing: [String] = []
        for code in codes {
            let ours = table.candidates(for: code).first
            let theirs = reference[code]?.first
            if ours == theirs { overall += 1 }
            guard table.hasEntry(code), scheme.name == "stroke" || !code.hasPrefix("z") else { continue }
            compared += 1
            if ours == theirs {
                equal += 1
            } else if differing.count < 30 {
                differing.append("\(code): librime \(theirs ?? "-") | kbsim \(ours ?? "-")")
            }
        }
        print(
            "\(scheme.name) vs librime \(schema): first candidate equal on \(equal) of \(compared) codes with a table entry; \(overall) of \(codes.count) codes in all\n"
                + differing.prefix(10).joined(separator: "\n"))
        #expect(compared >= 500)
        #expect(Double(equal) >= 0.99 * Double(compared), "\(differing.joined(separator: "\n"))")
    }
}

@MainActor @Suite(.enabled(if: cangjieTableInstalled, "needs rime-data-cangjie5")) struct TableFieldTests {
    @Test(
        "Cangjie: the marked text spells the code in radicals; space commits the first character; the delegate sees the radicals"
    )
    func radicalsThenCommit() throws {
        let session = KeyboardSession()
        let field = session.addField("f")
        try session.tap("f")
        try session.useCangjie()
        try session.keys("yrhne")
        session.expect("f", text: "卜口竹弓水")
        session.expect("f", marked: NSRange(location: 0, length: 5))
        #expect(field.textInputMode?.primaryLanguage == "zh-Hant")
        try session.keys("{space}")
        session.expect("f", text: "設")
        session.expect("f", marked: nil)
        session.expectEvent(
            "delegate", "textField(_:shouldChangeCharactersIn:replacementString:)", where: ["string": "設"])
    }

    @Test(
        "Stroke: the strokes show as marked text (⼁⼃⼂ for spn) and space commits 小; Wubi: the letters show (wqiy) and space commits 你",
        .enabled(
            if: FileManager.default.fileExists(atPath: TableScheme.stroke.tablePath)
                && FileManager.default.fileExists(atPath: TableScheme.wubi.tablePath),
            "needs rime-data-stroke and rime-data-wubi"))
    func strokeAndWubi() throws {
        let session = KeyboardSession()
        let field = session.addField("f")
        try session.tap("f")
        try session.useTableInputMethod(.stroke)
        try session.keys("spn")
        session.expect("f", text: "⼁⼃⼂")
        session.expect("f", marked: NSRange(location: 0, length: 3))
        try session.keys("{space}")
        session.expect("f", text: "小")
        #expect(field.textInputMode?.primaryLanguage == "zh-Hans")
        try session.useTableInputMethod(.wubi)
        try session.keys("wqiy")
        session.expect("f", text: "小wqiy")
        try session.keys("k")  // a fifth key does nothing (codes of at most four keys)
        session.expect("f", text: "小wqiy")
        try session.keys("{space}")
        session.expect("f", text: "小你")
        try session.type("好")
        session.expect("f", text: "小你好")
    }

    @Test(
        "Cangjie: a field that ignores marked text and reformats on every change keeps the radicals (the reported browser bug)"
    )
    func ignoringMarkedTextKeepsRadicals() throws {
        let session = KeyboardSession()
        let field = session.addField("f")
        // Reformats on every change, as a URL bar that re-sets its text does: the composition ends at once.
        field.addAction(UIAction { _ in field.text = field.text }, for: .editingChanged)
        try session.tap("f")
        try session.useCangjie()
        try session.keys("yrhne{space}")
        #expect(field.text == "卜口竹弓水 ")
    }

    @Test("Cangjie: backspace takes back one radical; a sixth key does nothing; Return commits the radicals as shown")
    func backspaceAndReturn() throws {
        let session = KeyboardSession()
        session.addField("f")
        try session.tap("f")
        try session.useCangjie()
        try session.keys("onfnn")
        try session.keys("a")
        session.expect("f", text: "人弓火弓弓")
        try session.keys("{BackSpace}{BackSpace}")
        session.expect("f", text: "人弓火")
        try session.keys("{Return}")
        session.expect("f", text: "人弓火")
        session.expect("f", marked: nil)
    }

    @Test("Cangjie: type \"你好\" picks each character through its code, in a script as from Swift")
    func typeHanzi() throws {
        let script = """
            field f
            ime cangjie
            tap f
            type "你好"
            expect f.text == "你好"
            expect f.marked == none
            """
        let result = try KeyboardSession.run(script: script)
        #expect(result.passed, "\(result.report)")
    }
}
