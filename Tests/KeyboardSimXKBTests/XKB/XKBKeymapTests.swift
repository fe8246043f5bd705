@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite struct XKBKeymapTests {
    @Test(arguments: XKBTestSupport.keyboardTypes)
    func softwareKeymapCompilesWithoutWarnings(type: String) throws {
        let context = try XKBContext(defaultIncludes: false, capturesWarnings: true)
        let keymap = try XKBKeymap(contentsOfFile: "\(XKBTestSupport.keymapsDirectory)/\(type).xkb", context: context)
        #expect(keymap.warnings == [])
        #expect(keymap.keycode(named: "BKSP") == 22)
    }
}
