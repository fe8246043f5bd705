import Foundation
import Testing
import KeyboardSim

let cangjieTableInstalled = FileManager.default.fileExists(atPath: CangjieTable.defaultPath)

/// librime as the oracle for the Cangjie table lookup: the same rime-oracle program as for pinyin, with the
/// `cangjie5` schema. Compared: the first candidate (what space commits) for codes drawn from the table.
@Suite struct CangjieLibrimeOracleTests {
    @Test("Cangjie: the first candidate (what space commits) equals librime's cangjie5 on codes drawn from the table",
          .enabled(if: cangjieTableInstalled && RimeOracle.available, "needs rime-data-cangjie5 and librime-dev"))
    @MainActor func firstCandidateEqualsLibrime() throws {
        let table = try Harness.cangjieTable()
        // Every 23rd line of the table's single characters' codes (a spread over the whole table).
        let text = try String(contentsOfFile: CangjieTable.defaultPath, encoding: .utf8)
        var codes: [String] = []
        var seen = Set<String>()
        for (i, line) in text.split(separator: "\n").enumerated() where i % 23 == 0 && line.first != "#" {
            let parts = line.split(separator: "\t")
            guard parts.count >= 2, parts[0].count == 1, parts[0].unicodeScalars.first!.value <= 0xFFFF else { continue }
            let code = String(parts[1])
            if seen.insert(code).inserted { codes.append(code) }
        }
        #expect(codes.count >= 1_000)
        let reference = try RimeOracle.candidates(schema: "cangjie5", inputs: codes, count: 1)
        // Compared where the code names a character or phrase of the table (after the charset filter) and is not a
        // symbol code (z…): there librime's first candidate is the table's; for other codes librime composes a
        // sentence from shorter codes, which kbsim does not (it offers the code's completions).
        var equal = 0, compared = 0, overall = 0
        var differing: [String] = []
        for code in codes {
            let ours = table.candidates(for: code).first
            let theirs = reference[code]?.first
            if ours == theirs { overall += 1 }
            guard table.hasEntry(code), !code.hasPrefix("z") else { continue }
            compared += 1
            if ours == theirs { equal += 1 } else if differing.count < 30 {
                differing.append("\(code): librime \(theirs ?? "-") | kbsim \(ours ?? "-")")
            }
        }
        print("cangjie vs librime: first candidate equal on \(equal) of \(compared) codes with a table entry; \(overall) of \(codes.count) codes in all")
        #expect(compared >= 1_000)
        #expect(Double(equal) >= 0.99 * Double(compared), "\(differing.joined(separator: "\n"))")
    }
}

@MainActor @Suite(.enabled(if: cangjieTableInstalled, "needs rime-data-cangjie5")) struct CangjieFieldTests {
    @Test("Cangjie: the marked text spells the code in radicals; space commits the first character; the delegate sees the radicals")
    func radicalsThenCommit() throws {
        let session = KeyboardSession()
        let field = session.addField("f")
        try session.tap("f")
        try session.useCangjie()
        try session.keys("yrhne")
        try session.expect("f", text: "卜口竹弓水")
        try session.expect("f", marked: NSRange(location: 0, length: 5))
        #expect(field.textInputMode?.primaryLanguage == "zh-Hant")
        try session.keys("{space}")
        try session.expect("f", text: "設")
        try session.expect("f", marked: nil)
        try session.expectEvent("delegate", "textField(_:shouldChangeCharactersIn:replacementString:)", where: ["string": "設"])
    }

    @Test("Cangjie: a field that ignores marked text and reformats on every change keeps the radicals (the reported browser bug)")
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
        try session.expect("f", text: "人弓火弓弓")
        try session.keys("{BackSpace}{BackSpace}")
        try session.expect("f", text: "人弓火")
        try session.keys("{Return}")
        try session.expect("f", text: "人弓火")
        try session.expect("f", marked: nil)
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
