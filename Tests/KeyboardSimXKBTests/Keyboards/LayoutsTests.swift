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

/// `kbsim layouts`: xkb-data's layouts and variants.
@Suite struct LayoutsTests {
    static let hasXKBData =
        FileManager.default.fileExists(atPath: "\(XKBLayoutCatalog.defaultRulesDirectory)/evdev.lst")
        || FileManager.default.fileExists(atPath: "\(XKBLayoutCatalog.defaultRulesDirectory)/evdev.xml")

    @Test("the list file: layouts with descriptions, variants under their layout")
    func parsesList() throws {
        let text = """
            ! model
              pc105           Generic 105-key PC
            ! layout
              us              English (US)
              de              German
            ! variant
              intl            us: English (US, intl., with dead keys)
              nodeadkeys      de: German (no dead keys)
            ! option
              grp             Switching to another layout
            """
        let layouts = try #require(XKBLayoutCatalog.parseList(text))
        #expect(layouts.map(\.name) == ["us", "de"])
        #expect(layouts[0].description == "English (US)")
        #expect(layouts[0].variants == [.init(name: "intl", description: "English (US, intl., with dead keys)")])
        #expect(layouts[1].variants.map(\.name) == ["nodeadkeys"])
    }

    @Test("the XML rules: the same items")
    func parsesXML() throws {
        let xml = """
            <?xml version="1.0"?>
            <xkbConfigRegistry version="1.1">
              <modelList><model><configItem><name>pc105</name><description>Generic</description></configItem></model></modelList>
              <layoutList>
                <layout>
                  <configItem><name>us</name><shortDescription>en</shortDescription><description>English (US)</description></configItem>
                  <variantList>
                    <variant><configItem><name>intl</name><description>English (US, intl., with dead keys)</description></configItem></variant>
                  </variantList>
                </layout>
              </layoutList>
              <optionList><group><configItem><name>grp</name><description>Switching</description></configItem>
                <option><configItem><name>grp:toggle</name><description>Right Alt</description></configItem></option></group></optionList>
            </xkbConfigRegistry>
            """
        let layouts = try #require(XKBLayoutCatalog.parseXML(Data(xml.utf8)))
        #expect(layouts.map(\.name) == ["us"])
        #expect(layouts[0].variants == [.init(name: "intl", description: "English (US, intl., with dead keys)")])
    }

    @Test(
        "xkb-data's catalog has us:intl, de:nodeadkeys and every layout the tests use",
        .enabled(if: hasXKBData, "skipped: xkb-data not installed"))
    func systemCatalog() throws {
        let catalog = try XKBLayoutCatalog()
        for name in ["us", "de", "fr", "gb", "es", "ru"] { #expect(catalog.layout(named: name) != nil, "\(name)") }
        #expect(catalog.layout(named: "us")?.variants.contains { $0.name == "intl" } == true)
        #expect(catalog.layout(named: "de")?.variants.contains { $0.name == "nodeadkeys" } == true)
    }

    @Test("kbsim layouts: text and JSON", .enabled(if: hasXKBData, "skipped: xkb-data not installed"))
    func command() throws {
        let text = try KeyboardsTestSupport.kbsim(["layouts"])
        #expect(text.status == 0)
        #expect(text.stdout.contains("us:intl"))
        #expect(text.stdout.contains("English (US, intl., with dead keys)"))
        let json = try KeyboardsTestSupport.kbsim(["layouts", "--format", "json"])
        #expect(json.json?["v"] as? Int == 1)
        let layouts = try #require(json.json?["layouts"] as? [[String: Any]])
        let us = try #require(layouts.first { $0["name"] as? String == "us" })
        #expect(us["description"] as? String == "English (US)")
        #expect((us["variants"] as? [[String: Any]])?.contains { $0["name"] as? String == "intl" } == true)
    }

    @Test("a missing rules directory: an error naming both files")
    func missingRules() {
        #expect(throws: KeyboardsError.self) { try XKBLayoutCatalog(rulesDirectory: "/nonexistent") }
    }
}
