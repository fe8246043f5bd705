@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTranscript

/// The Cangjie and Stroke keyboards' keymaps (`keymaps/cangjie.xkb`, `keymaps/stroke.xkb`): their keys, what render
/// and how-to-type say about them, and typing on them (docs/keyboards.md, "Cangjie and Stroke").
@Suite struct TableKeymapTests {
    static func keyboard(_ type: String) throws -> XKBSoftwareKeyboard {
        try SoftwareKeymaps.keyboard(type: type, directory: KeyboardsTestSupport.keymapsDirectory)
    }

    /// The key name and plane of the one tap that types `character` from the keyboard as it opens, or nil.
    static func oneTap(_ character: Character, on type: String) throws -> String? {
        guard let plan = try keyboard(type).plans(for: character).first, plan.count == 1 else { return nil }
        return "\(plan[0].keyName)@\(plan[0].plane)"
    }

    @Test(
        "Cangjie keyboard: each QWERTY letter key types its radical, as Rime's cangjie5 shows the code letter (Y 卜, A 日, Z 符)"
    )
    func cangjieLayoutPresent() throws {
        #expect(SoftwareKeymaps.types.contains("cangjie"))
        #expect(try Self.oneTap("卜", on: "cangjie") == "AD06@letters")
        #expect(try Self.oneTap("日", on: "cangjie") == "AC01@letters")
        #expect(try Self.oneTap("符", on: "cangjie") == "AB01@letters")
        #expect(try Self.oneTap("難", on: "cangjie") == "AB02@letters")
        // Every radical the marked text shows has a key, at the code letter's QWERTY place.
        let qwerty = Array("qwertyuiopasdfghjklzxcvbnm")
        for (letter, radical) in zip(TableScheme.cangjie.keys, TableScheme.cangjie.shown!) {
            let index = qwerty.firstIndex(of: letter)!
            let name =
                index < 10
                ? String(format: "AD%02d", index + 1)
                : index < 19 ? String(format: "AC%02d", index - 9) : String(format: "AB%02d", index - 18)
            #expect(try Self.oneTap(radical, on: "cangjie") == "\(name)@letters", "\(letter) \(radical)")
        }
        // No Latin letters on its letters plane; full-width punctuation on its 123 plane, as the pinyin keyboard.
        #expect(try Self.keyboard("cangjie").plans(for: "a").isEmpty)
        #expect(try Self.keyboard("cangjie").plans(for: "，").first?.last?.plane == "numbers")
    }

    @Test("Stroke keyboard: five stroke keys ⼀ ⼁ ⼃ ⼂ ⼄ in a grid, no shift, no letters; punctuation on the 123 plane")
    func strokeLayoutPresent() throws {
        #expect(SoftwareKeymaps.types.contains("stroke"))
        #expect(try Self.oneTap("⼀", on: "stroke") == "AD01@letters")
        #expect(try Self.oneTap("⼁", on: "stroke") == "AD02@letters")
        #expect(try Self.oneTap("⼃", on: "stroke") == "AD03@letters")
        #expect(try Self.oneTap("⼂", on: "stroke") == "AC01@letters")
        #expect(try Self.oneTap("⼄", on: "stroke") == "AC02@letters")
        let stroke = try Self.keyboard("stroke")
        #expect(stroke.plans(for: "a").isEmpty && stroke.plans(for: "A").isEmpty)
        #expect(stroke.plans(for: "。").first?.last?.plane == "numbers")
        #expect(stroke.plans(for: "1").first?.last?.plane == "numbers")
    }

    @Test("render draws the radicals on the Cangjie keys and the five strokes (no shift key) on the Stroke keyboard")
    func renderDrawsTheKeys() throws {
        func labels(_ type: String) throws -> [String: String] {
            let keyboard = try Self.keyboard(type)
            return KeyboardsTestSupport.parseSVG(
                KeyboardRenderer.svg(state: keyboard.state, type: type, options: KeyboardRenderOptions())
            ).labelsByKey
        }
        let cangjie = try labels("cangjie")
        #expect(cangjie["AD01"] == "手" && cangjie["AD06"] == "卜" && cangjie["AC01"] == "日" && cangjie["AB07"] == "一")
        let stroke = try labels("stroke")
        #expect(
            stroke["AD01"] == "⼀" && stroke["AD02"] == "⼁" && stroke["AD03"] == "⼃" && stroke["AC01"] == "⼂"
                && stroke["AC02"] == "⼄")
        #expect(stroke["AD04"] == nil && stroke["AB01"] == nil && stroke["LFSH"] == nil)
        #expect(stroke["BKSP"] != nil && stroke["SPCE"] != nil && stroke["RTRN"] != nil && stroke["MDSW"] == "123")
    }

    @Test("how-to-type finds a radical on the Cangjie keyboard and a stroke on the Stroke keyboard")
    func howToTypeFindsThem() throws {
        let radical = HowToType(text: "卜", software: try Self.keyboard("cangjie"), typeName: "cangjie")
        #expect(radical.characters.first?.ways.first?.keys.map(\.keyName) == ["AD06"])
        let stroke = HowToType(text: "⼄", software: try Self.keyboard("stroke"), typeName: "stroke")
        #expect(stroke.characters.first?.ways.first?.keys.map(\.keyName) == ["AC02"])
    }
}

/// Typing on the Cangjie and Stroke keyboards: the key events name the keyboard, and a key's label or its code letter
/// composes the same code.
@MainActor @Suite(.enabled(if: cangjieTableInstalled, "needs rime-data-cangjie5")) struct TableKeyboardTypingTests {
    /// The key events of the session: keyboard, key name and what the key typed.
    static func keys(_ session: KeyboardSession) -> [String] {
        session.events(kind: "key").map { e in
            let json = e.json
            return [json["keyboard"]?.plain ?? "", json["key"]?.plain ?? "", json["utf8"]?.plain ?? ""].joined(
                separator: " ")
        }
    }

    @Test(
        "Cangjie: the radicals 卜口竹弓水 and the letters yrhne compose the same code (設 on space), each a tap on the cangjie keyboard"
    )
    func cangjieRadicalsAndLettersComposeTheSameCode() throws {
        for typed in ["卜口竹弓水", "yrhne"] {
            let session = KeyboardSession()
            session.addField("f")
            try session.tap("f")
            try session.useCangjie()
            try session.keys(typed)
            session.expect("f", text: "卜口竹弓水")
            session.expect("f", marked: NSRange(location: 0, length: 5))
            #expect(
                Self.keys(session) == [
                    "cangjie AD06 卜", "cangjie AD04 口", "cangjie AC06 竹", "cangjie AB06 弓", "cangjie AD03 水"
                ], "\(typed)")
            try session.keys("{space}")
            session.expect("f", text: "設")
        }
    }

    @Test(
        "Stroke: the keys ⼁⼃⼂ and the letters spn compose the same code (小 on space), each a tap on the stroke keyboard",
        .enabled(if: FileManager.default.fileExists(atPath: TableScheme.stroke.tablePath), "needs rime-data-stroke"))
    func strokeKeysAndLettersComposeTheSameCode() throws {
        for typed in ["⼁⼃⼂", "spn"] {
            let session = KeyboardSession()
            session.addField("f")
            try session.tap("f")
            try session.useTableInputMethod(.stroke)
            try session.keys(typed)
            session.expect("f", text: "⼁⼃⼂")
            #expect(Self.keys(session) == ["stroke AD02 ⼁", "stroke AD03 ⼃", "stroke AC01 ⼂"], "\(typed)")
            try session.keys("{space}")
            session.expect("f", text: "小")
        }
    }

    @Test(
        "type \"你好\" on Cangjie and on Stroke: every key event names that keyboard, Wubi its own on the pinyin keymap",
        .enabled(
            if: FileManager.default.fileExists(atPath: TableScheme.stroke.tablePath)
                && FileManager.default.fileExists(atPath: TableScheme.wubi.tablePath),
            "needs rime-data-stroke and rime-data-wubi"))
    func typingNamesTheKeyboard() throws {
        for (scheme, keyboard) in [(TableScheme.cangjie, "cangjie"), (.stroke, "stroke"), (.wubi, "wubi")] {
            let session = KeyboardSession()
            session.addField("f")
            try session.tap("f")
            try session.useTableInputMethod(scheme)
            try session.type("你好")
            session.expect("f", text: "你好")
            let names = Set(Self.keys(session).map { $0.split(separator: " ").first.map(String.init) ?? "" })
            #expect(names == [keyboard], "\(scheme.name): \(names)")
        }
    }
}
