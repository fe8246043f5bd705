@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

let cangjieTableInstalled = FileManager.default.fileExists(atPath: TableScheme.cangjie.tablePath)

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
