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

@Suite struct XKBErrorTests {
    @Test func malformedKeymapTextNamesSourceAndLine() throws {
        let text = """
            xkb_keymap {
              xkb_keycodes { <A> = 10; };
              xkb_types { };
              xkb_compat { };
              xkb_symbols { key <A> { [ a, A ] }
            };
            """
        let error = #expect(throws: KeymapError.self) {
            _ = try XKBKeymap(text: text, sourceName: "broken.xkb")
        }
        let description = try #require(error).description
        #expect(!description.contains("\n"))
        #expect(description.contains("broken.xkb"))
        #expect(description.contains("broken.xkb:6:1: syntax error"))
        #expect(description.contains("accepted:"))
    }

    @Test func unknownLayoutNamesRMLVOAndLayouts() throws {
        let error = #expect(throws: KeymapError.self) {
            _ = try XKBKeymap(layout: "xx-nonexistent", variant: "foo")
        }
        let description = try #require(error).description
        #expect(description.contains("xx-nonexistent:foo"))
        #expect(description.contains("RMLVO evdev/pc105/xx-nonexistent/foo/"))
        #expect(description.contains("kbsim layouts"))
        #expect(!description.contains("\n"))
    }

    @Test func unreadableFileNamesPath() throws {
        let error = #expect(throws: KeymapError.self) {
            _ = try XKBKeymap(contentsOfFile: "/nonexistent/kbsim/missing.xkb")
        }
        #expect(error?.kind == .unreadableFile)
        #expect(error?.description.contains("/nonexistent/kbsim/missing.xkb") == true)
    }

    @Test func warningsAreCaptured() throws {
        let text = """
            xkb_keymap {
              xkb_keycodes { minimum = 8; maximum = 255; <A> = 10; };
              xkb_types { type "ONE_LEVEL" { modifiers = none; }; };
              xkb_compat { };
              xkb_symbols { key <A> { [ notakeysymname ] }; };
            };
            """
        let context = try XKBContext(defaultIncludes: false, capturesWarnings: true)
        let keymap = try XKBKeymap(text: text, sourceName: "warn.xkb", context: context)
        #expect(keymap.warnings.contains { $0.contains("notakeysymname") })
    }

    @Test func composeTableFallsBackToEnglish() throws {
        let table = try XKBComposeTable(locale: "xx_XX.UTF-8")
        #expect(table.locale == "en_US.UTF-8")
    }
}
