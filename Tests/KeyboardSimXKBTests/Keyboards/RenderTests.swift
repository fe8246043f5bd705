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

/// `kbsim render` and ``KeyboardRenderer``: well-formed SVG with the plane's labels and the return key's title.
@Suite struct RenderTests {
    @Test("every keyboard type and plane renders well-formed XML", arguments: SoftwareKeymaps.types)
    func wellFormed(type: String) throws {
        let keyboard = try KeyboardRendering.keyboard(type)
        for plane in KeyboardRenderer.planes(of: keyboard.keymap) {
            let svg = try KeyboardRendering.render(type, plane: plane) { $0.highlightedKey = "AC01" }
            let contents = KeyboardsTestSupport.parseSVG(svg)
            #expect(contents.parsed, "\(type) \(plane): \(contents.error ?? "")")
            #expect(!contents.labelsByKey.isEmpty, "\(type) \(plane): no keys")
        }
    }

    struct PlaneCase: CustomTestStringConvertible, Sendable {
        let type: String, plane: String, labels: [String: String]
        var testDescription: String { "\(type) \(plane)" }
    }

    @Test(
        "labels come from the plane's keysyms",
        arguments: [
            PlaneCase(
                type: "default", plane: "letters",
                labels: [
                    "AD01": "q", "AC09": "l", "AB07": "m", "MDSW": "123", "SPCE": "space", "LFSH": "shift",
                    "BKSP": "delete"
                ]),
            PlaneCase(type: "default", plane: "LETTERS", labels: ["AD01": "Q", "AB07": "M"]),
            PlaneCase(
                type: "default", plane: "numbers",
                labels: ["AD01": "1", "AD10": "0", "AC09": "@", "AC10": "\"", "LFSH": "#+=", "MDSW": "ABC"]),
            PlaneCase(
                type: "default", plane: "symbols", labels: ["AD01": "[", "AC07": "€", "LFSH": "123", "MDSW": "ABC"]),
            PlaneCase(type: "emailAddress", plane: "letters", labels: ["AB08": "@", "AB09": "."]),
            PlaneCase(type: "URL", plane: "letters", labels: ["AB09": ".", "AB10": "/", "DCOM": ".com"]),
            PlaneCase(type: "numberPad", plane: "numbers", labels: ["AE01": "1", "AE10": "0"]),
            PlaneCase(
                type: "phonePad", plane: "symbols", labels: ["AE07": "*", "AE08": "#", "AE09": "+", "MDSW": "123"]),
            PlaneCase(type: "pinyin", plane: "numbers", labels: ["AD10": "0", "MDSW": "拼音"])
        ])
    func labels(_ testCase: PlaneCase) throws {
        let contents = KeyboardsTestSupport.parseSVG(try KeyboardRendering.render(testCase.type, plane: testCase.plane))
        for (key, label) in testCase.labels {
            #expect(contents.labelsByKey[key] == label, "\(testCase.type) \(testCase.plane) \(key)")
        }
        // Letters planes have no AC10; it shows only where the plane has a keysym.
        if testCase.plane == "letters", testCase.type == "default" { #expect(contents.labelsByKey["AC10"] == nil) }
    }

    @Test("the return key's title per returnKeyType and language", arguments: UIReturnKeyType.allCases)
    func returnTitles(returnKeyType: UIReturnKeyType) throws {
        for language in KeyboardLanguage.allCases {
            let svg = try KeyboardRendering.render("default") {
                $0.returnKeyType = returnKeyType; $0.language = language
            }
            let contents = KeyboardsTestSupport.parseSVG(svg)
            #expect(contents.labelsByKey["RTRN"] == returnKeyType.title(in: language))
            #expect(contents.texts.contains(returnKeyType.title(in: language)))
        }
    }

    @Test("titles: English lowercase, Simplified Chinese as documented")
    func titleTable() {
        #expect(
            UIReturnKeyType.allCases.map { $0.title(in: .english) } == [
                "return", "go", "Google", "join", "next", "route", "search", "send", "Yahoo", "done", "emergency call",
                "continue"
            ])
        #expect(
            UIReturnKeyType.allCases.map { $0.title(in: .simplifiedChinese) } == [
                "换行", "前往", "Google", "加入", "下一步", "路线", "搜索", "发送", "Yahoo", "完成", "紧急呼叫", "继续"
            ])
        #expect(KeyboardLanguage.simplifiedChinese.spaceTitle == "空格")
    }

    @Test("dark differs from light; default draws as light")
    func appearance() throws {
        let light = try KeyboardRendering.render("default") { $0.appearance = .light }
        let dark = try KeyboardRendering.render("default") { $0.appearance = .dark }
        let standard = try KeyboardRendering.render("default")
        #expect(light != dark)
        #expect(standard == light)
        let darkFills = KeyboardsTestSupport.parseSVG(dark).fills
        #expect(darkFills.contains(KeyboardPalette.dark.background))
        #expect(!darkFills.contains(KeyboardPalette.light.background))
    }

    @Test("return is disabled only with enablesReturnKeyAutomatically and empty text")
    func disabledReturn() throws {
        let disabled = try KeyboardRendering.render("default") {
            $0.returnKeyType = .go; $0.enablesReturnKeyAutomatically = true; $0.textIsEmpty = true
        }
        let enabled = try KeyboardRendering.render("default") {
            $0.returnKeyType = .go; $0.enablesReturnKeyAutomatically = true
        }
        #expect(!disabled.contains(KeyboardPalette.light.accent))
        #expect(disabled.contains(KeyboardPalette.light.disabledLabel))
        #expect(enabled.contains(KeyboardPalette.light.accent))
    }

    @Test("the last tapped key is drawn pressed, a character key with its callout")
    func highlight() throws {
        let svg = try KeyboardRendering.render("default") { $0.highlightedKey = "AD05" }
        #expect(svg.contains("<g id=\"key-AD05\" data-label=\"t\" data-pressed=\"true\">"))
        #expect(svg.contains("<g id=\"callout\" data-label=\"t\">"))
        // A top-row callout needs room above the keyboard: the view box starts above 0.
        #expect(svg.contains("viewBox=\"0 -"))
        let shift = try KeyboardRendering.render("default") { $0.highlightedKey = "LFSH" }
        #expect(!shift.contains("id=\"callout\""))
    }

    @Test("the device sets the width")
    func deviceWidth() throws {
        let se = try KeyboardRendering.render("default") { $0.device = .iPhoneSE3 }
        #expect(se.contains("width=\"375\" height=\"216\""))
        let max = try KeyboardRendering.render("default") { $0.device = .iPhone15ProMax }
        #expect(max.contains("width=\"430\" height=\"301\""))
    }

    @Test("an unknown plane names the planes the keyboard has")
    func unknownPlane() throws {
        let keyboard = try KeyboardRendering.keyboard("numberPad")
        #expect(throws: KeyboardsError.self) { try KeyboardRenderer.state(of: keyboard.keymap, plane: "letters") }
    }

    @Test("kbsim render writes the SVG; bad values exit 2 with one line")
    func command() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kbsim-render-\(getpid()).svg").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let run = try KeyboardsTestSupport.kbsim([
            "render", "--type", "pinyin", "--return-key", "search", "--appearance", "dark", "-o", path
        ])
        #expect(run.status == 0, "\(run.stderr)")
        let svg = try String(contentsOfFile: path, encoding: .utf8)
        let contents = KeyboardsTestSupport.parseSVG(svg)
        #expect(contents.parsed)
        #expect(contents.labelsByKey["RTRN"] == "搜索")
        #expect(contents.labelsByKey["SPCE"] == "空格")
        for (arguments, mention) in [
            (["render", "--type", "qwerty", "-o", path], "--keyboard-type \"qwerty\""),
            (["render", "--type", "numberPad", "--plane", "letters", "-o", path], "--plane \"letters\""),
            (["render", "--language", "fr", "-o", path], "--language \"fr\""),
            (["render", "--device", "Nokia", "-o", path], "--device \"Nokia\""),
            (["render", "--highlight", "ZZZZ", "-o", path], "--highlight \"ZZZZ\""),
            (["render", "-o", "/nonexistent/dir/k.svg"], "/nonexistent/dir/k.svg")
        ] {
            let bad = try KeyboardsTestSupport.kbsim(arguments)
            #expect(bad.status == 2, "\(arguments)")
            #expect(bad.stderr.split(separator: "\n").count == 1 && bad.stderr.contains(mention), "\(bad.stderr)")
        }
    }
}
