import Foundation
import ArgumentParser
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimFuzz

// Exit codes (docs/interfaces.md §3): 0 success, 1 expectations/properties failed or an output could not be
// written, 2 bad input with a one-line message naming the value, where it came from and what is accepted.
// ArgumentParser's own usage errors (normally 64) are mapped to 2. SIGINT exits 130, SIGTERM 143 (temporary files
// removed, worker processes stopped); a broken pipe on stdout dies quietly of SIGPIPE (141).
OutputWriter.occupyClosedStandardDescriptors()
Interruption.install()

/// Ends the process: stdout flushed (a failure there exits 1 with its own message), temporary files removed.
func finish(_ code: Int32) -> Never {
    OutputWriter.standardOutput.flush()
    Interruption.cleanUp()
    exit(code)
}

/// Prints one error line and ends with `code`.
func fail(_ message: String, code: Int32) -> Never {
    OutputWriter.standardOutput.flush()
    OutputWriter.error(message)
    Interruption.cleanUp()
    exit(code)
}

let arguments = Array(CommandLine.arguments.dropFirst())
let subcommand = CommandLineChecks.subcommand(of: arguments).name

// Parsing: argument-parser's usage errors point at the subcommand's help.
var command: ParsableCommand
do {
    try CommandLineChecks.check(arguments)
    if let help = CommandLineChecks.helpText(arguments) {
        OutputWriter.standardOutput.line(help)
        finish(0)
    }
    command = try Kbsim.parseAsRoot(arguments)
} catch let error as CLIError {
    fail(error.message, code: error.code)
} catch {
    let code = Kbsim.exitCode(for: error)
    if code == .success {
        // --version and the like: the text goes to stdout through the same writer as everything else.
        OutputWriter.standardOutput.line(Kbsim.fullMessage(for: error))
        finish(0)
    }
    // One line: ArgumentParser lists accepted values as bullets; join them with commas.
    let lines = Kbsim.message(for: error).split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
    var message = lines.first ?? "invalid arguments"
    let bullets = lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }.filter { !$0.isEmpty }
    if !bullets.isEmpty { message += " " + bullets.joined(separator: ", ") }
    let help = subcommand == Edit._commandName && arguments.first != subcommand
        ? "see kbsim help edit; edit is the default subcommand" : "see kbsim help \(subcommand)"
    fail("\(message) (\(help))", code: 2)
}

// Running: the command's own errors are complete sentences; nothing is appended.
do {
    try command.run()
    finish(0)
} catch let error as CLIError {
    fail(error.message, code: error.code)
} catch let error as SimulationError {
    fail(commandLineMessage(for: error), code: 2)
} catch let error as ExitCode {
    finish(error.rawValue)
} catch {
    let code = Kbsim.exitCode(for: error)
    if code == .success {
        // `--help` parses as argument-parser's help command, whose run throws the help request with the command
        // it is for (the overview for `kbsim --help`, the subcommand's for `kbsim [SUBCOMMAND] … --help`).
        OutputWriter.standardOutput.line(Kbsim.fullMessage(for: error))
        finish(0)
    }
    fail("\(error)", code: 2)
}
