import Foundation
import ArgumentParser
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz

// Exit codes (docs/interfaces.md §3): 0 success, 1 expectations/properties failed, 2 bad input with a one-line
// message naming the value, where it came from and what is accepted. ArgumentParser's own usage errors
// (normally 64) are mapped to 2.
do {
    var command = try Kbsim.parseAsRoot()
    try command.run()
} catch let error as CLIError {
    FileHandle.standardError.write(Data("kbsim: \(error.message)\n".utf8))
    exit(error.code)
} catch let error as SimulationError {
    FileHandle.standardError.write(Data("kbsim: \(commandLineMessage(for: error))\n".utf8))
    exit(2)
} catch {
    let code = Kbsim.exitCode(for: error)
    if code == .success || error is ExitCode { Kbsim.exit(withError: error) }
    // One line: ArgumentParser lists accepted values as bullets; join them with commas.
    let lines = Kbsim.message(for: error).split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
    var message = lines.first ?? "invalid arguments"
    let bullets = lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }.filter { !$0.isEmpty }
    if !bullets.isEmpty { message += " " + bullets.joined(separator: ", ") }
    FileHandle.standardError.write(Data("kbsim: \(message) (see kbsim help SUBCOMMAND; the default subcommand is edit)\n".utf8))
    exit(2)
}
