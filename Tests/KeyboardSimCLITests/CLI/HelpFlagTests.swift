@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// `--help` prints the help `kbsim help` gives, on stdout, exit 0 (it printed nothing with the default subcommand).
@Suite struct HelpFlagTests {
    @Test(
        "kbsim --help and -h print the overview; a subcommand's --help prints its own help; --help after edit options prints edit's",
        arguments: [
            (["--help"], "SUBCOMMANDS:"), (["-h"], "SUBCOMMANDS:"), (["run", "--help"], "USAGE: kbsim run"),
            (["edit", "--help"], "USAGE: kbsim edit"), (["--type-text", "a", "--help"], "USAGE: kbsim edit"),
            (["fuzz", "-h"], "USAGE: kbsim fuzz")
        ])
    func helpFlag(arguments: [String], expected: String) throws {
        let r = try KbsimProcess.kbsim(arguments)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stdout.contains(expected), "\(arguments): \(r.stdout.prefix(300))")
        #expect(r.stderr.isEmpty)
    }
}
