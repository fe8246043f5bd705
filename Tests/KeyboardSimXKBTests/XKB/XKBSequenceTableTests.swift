@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite struct XKBSequenceTableTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let layout: String, variant: String, options: String, character: Character
        let kind: XKBKeySequence.Kind, firstKeysym: String
        var testDescription: String { "\(character) on \(layout):\(variant) \(options)" }
    }

    static let cases: [Case] = [
        Case(layout: "us", variant: "intl", options: "", character: "é", kind: .deadKey, firstKeysym: "dead_acute"),
        Case(layout: "es", variant: "", options: "", character: "ñ", kind: .deadKey, firstKeysym: "dead_tilde"),
        Case(layout: "de", variant: "", options: "", character: "ê", kind: .deadKey, firstKeysym: "dead_circumflex"),
        Case(
            layout: "us", variant: "", options: "compose:ralt", character: "é", kind: .compose, firstKeysym: "Multi_key"
        )
    ]

    @Test(arguments: cases)
    func findsSequence(_ test: Case) throws {
        let keymap = try XKBKeymap(layout: test.layout, variant: test.variant, options: test.options)
        let table = XKBSequenceTable(lookup: keymap.reverseLookup(), compose: try XKBComposeTable())
        let sequences = table.sequences(for: test.character).filter { $0.kind == test.kind }
        #expect(
            sequences.contains { $0.keys.first?.keysym.name == test.firstKeysym },
            "\(table.sequences(for: test.character))")
    }

    @Test func composeStateWalksThroughStatuses() throws {
        let state = XKBComposeState(table: try XKBComposeTable())
        #expect(state.status == .nothing)
        #expect(state.feed(XKBKeysym(name: "dead_acute")!) == .accepted)
        #expect(state.status == .composing)
        state.feed(XKBKeysym(name: "e")!)
        #expect(state.status == .composed)
        #expect(state.utf8 == "é")
        #expect(state.keysym.name == "eacute")
        state.reset()
        #expect(state.status == .nothing)
    }
}
