import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimCore

@main
struct Kbsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbsim",
        abstract: "Simulate the iOS text-input stack: UITextField delegate calls, keyboard notifications, transcripts.",
        discussion: """
            With no subcommand, `kbsim [options]` runs `kbsim edit`: a field on a simulated screen is tapped, \
            the text is typed into it one character at a time, and the transcript of every delegate call, \
            control event and notification is printed (readable text on a terminal, JSON Lines otherwise).

            Example: kbsim --keyboard-type emailAddress --type-text "a@b.c" --format jsonl
            """,
        version: KeyboardSimVersion.string,
        subcommands: [
            Edit.self, Devices.self, Profiles.self, BenchCommand.self, HowToTypeCommand.self, LayoutsCommand.self,
            RenderCommand.self, PinyinCommand.self, RunCommand.self, FuzzCommand.self, PortCommand.self,
            JapaneseCommand.self
        ],
        defaultSubcommand: Edit.self
    )

    /// Parses the arguments and runs the command, ending the process with the documented exit code
    /// (docs/interfaces.md §3): 0 success, 1 expectations or properties failed or an output could not be written,
    /// 2 bad input with one line naming the value, where it came from and what is accepted. Argument-parser's own
    /// usage errors (its 64) are 2, with the subcommand's help named. SIGINT exits 130, SIGTERM 143 (temporary files
    /// removed, worker processes stopped); a broken pipe on stdout dies quietly of SIGPIPE (141). Everything goes to
    /// stdout and stderr through ``OutputWriter``, which says when stdout is closed or full (`print` cannot).
    static func main() {
        OutputWriter.occupyClosedStandardDescriptors()
        Interruption.install()
        let arguments = VariantOptions.spellBareVariants(Array(CommandLine.arguments.dropFirst()))
        var command = parse(arguments)
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
            // `help SUBCOMMAND` runs argument-parser's help command, whose run throws the help request.
            if exitCode(for: error) == .success {
                OutputWriter.standardOutput.line(fullMessage(for: error))
                finish(0)
            }
            // The command's own errors are complete sentences; nothing is appended.
            fail("\(error)", code: 2)
        }
    }

    /// The command the arguments name, or the end of the process: help and version printed (exit 0), or a usage
    /// error as one line (exit 2).
    private static func parse(_ arguments: [String]) -> ParsableCommand {
        do {
            try CommandLineChecks.check(arguments)
            return try parseAsRoot(arguments)
        } catch let error as CLIError {
            fail(error.message, code: error.code)
        } catch {
            switch exitCode(for: error) {
            case .success:
                // --help, --version: the text goes to stdout through the same writer as everything else.
                OutputWriter.standardOutput.line(fullMessage(for: error))
                finish(0)
            case .failure:
                // An error a `validate()` threw (argument-parser reports those as failures): kbsim's own one-line
                // refusal, complete as it is.
                fail(message(for: error), code: 2)
            default:
                // A value an argument type refused: its own message rather than argument-parser's.
                if let refusal = ArgumentRefusal.first { fail(refusal.message, code: refusal.code) }
                fail(usageMessage(for: error, arguments: arguments), code: 2)
            }
        }
    }

    /// Argument-parser's usage error as one line (its bullet list of accepted values joined with commas), pointing
    /// at the subcommand's help.
    private static func usageMessage(for error: Error, arguments: [String]) -> String {
        let lines = message(for: error).split(separator: "\n").map { String($0).trimmingCharacters(in: .whitespaces) }
        var text = lines.first ?? "invalid arguments"
        let bullets = lines.dropFirst().map { $0.hasPrefix("- ") ? String($0.dropFirst(2)) : $0 }.filter { !$0.isEmpty }
        if !bullets.isEmpty { text += " " + bullets.joined(separator: ", ") }
        let subcommand = CommandLineChecks.subcommand(of: arguments).name
        let help =
            subcommand == Edit.name && arguments.first != subcommand
            ? "see kbsim help edit; edit is the default subcommand" : "see kbsim help \(subcommand)"
        return "\(text) (\(help))"
    }

    /// Ends the process: stdout flushed (a failure there exits 1 with its own message), temporary files removed.
    static func finish(_ code: Int32) -> Never {
        OutputWriter.standardOutput.flush()
        Interruption.cleanUp()
        Foundation.exit(code)
    }

    /// Prints one error line and ends with `code`.
    static func fail(_ message: String, code: Int32) -> Never {
        OutputWriter.standardOutput.flush()
        OutputWriter.error(message)
        Interruption.cleanUp()
        Foundation.exit(code)
    }
}

/// A user-facing failure with its exit code (docs/interfaces.md §3).
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var code: Int32 = 2
    var description: String { message }
}
