@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// Scripts written on Windows (CRLF) parse like LF ones, and errors name the right line.
@Suite struct ScenarioLineEndingTests {
    @Test("A CRLF script parses to the same steps and line numbers as the LF one")
    func crlfLikeLF() throws {
        let lf = "field f\ntap f\n\ntype \"a\"\n"
        let a = try ScenarioParser().parse(lf, file: "t.kbsim")
        let b = try ScenarioParser().parse(lf.replacingOccurrences(of: "\n", with: "\r\n"), file: "t.kbsim")
        #expect(a.lines.map(\.step) == b.lines.map(\.step))
        #expect(b.lines.map(\.line) == [1, 2, 4])
        #expect(b.lines.map(\.source) == ["field f", "tap f", "type \"a\""])
    }

    @Test("An error on line 3 of a CRLF script is reported at line 3, without the rest of the file")
    func crlfErrorLine() {
        do {
            _ = try ScenarioParser().parse("field f\r\ntap f\r\nbogus\r\ntap f\r\n", file: "t.kbsim")
            Issue.record("parsed")
        } catch {
            #expect(error.line == 3)
            #expect(error.message.hasSuffix("found \"bogus\""))
        }
    }

    @Test("A byte-order mark at the start of a script's text is not part of its first step")
    func bomIgnored() throws {
        let s = try ScenarioParser().parse("\u{FEFF}field f\r\ntap f\r\n", file: "t.kbsim")
        #expect(s.lines.map(\.source) == ["field f", "tap f"])
    }
}
