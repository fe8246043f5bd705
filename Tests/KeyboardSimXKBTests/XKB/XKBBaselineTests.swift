@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimIME
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

@Suite struct XKBBaselineTests {
    @Test(arguments: ["us", "de", "fr", "us:intl"])
    func baselineRuns(layout: String) throws {
        let rate = try XKBBaseline.keystrokesPerSecond(layout: layout, keystrokes: 10_000)
        #expect(rate > 1_000)
    }

    @Test func unknownLayoutThrows() {
        #expect(throws: KeymapError.self) {
            _ = try XKBBaseline.keystrokesPerSecond(layout: "nosuchlayout", keystrokes: 10)
        }
    }
}
