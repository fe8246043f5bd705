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

/// The reverse lookup: known ways and coverage (that it agrees with `xkbcli how-to-type` on direct keys is an oracle
/// test, in KeyboardSimOracleTests).
@Suite struct XKBReverseLookupTests {
    /// How long the lookup takes to build is a benchmark figure (`kbsim bench`, "reverse lookup"), not a test verdict.
    @Test("The US reverse lookup has a way for every printable ASCII character")
    func usCoversPrintableASCII() throws {
        let lookup = try XKBKeymap(layout: "us").reverseLookup()
        let missing = (0x20...0x7E).compactMap(Unicode.Scalar.init).filter { lookup.ways(for: Character($0)).isEmpty }
        #expect(missing.isEmpty, "\(missing)")
    }

    @Test(arguments: [
        ("de", "", "@", "AD01", 3, ["Mod5"]), ("us", "", "A", "AC01", 2, ["Shift"]),
        ("us", "intl", "é", "AD03", 3, ["Mod5"])
    ])
    func knownWays(layout: String, variant: String, character: String, key: String, level: Int, mods: [String]) throws {
        let lookup = try XKBKeymap(layout: layout, variant: variant).reverseLookup()
        let ways = lookup.ways(for: Character(character))
        #expect(ways.contains { $0.keyName == key && $0.levelNumber == level && $0.modifiers == mods })
    }
}
