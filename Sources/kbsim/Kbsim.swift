import Foundation
import KeyboardSimSupport
import ArgumentParser
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimFuzz
import KeyboardSimPort

struct Kbsim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kbsim",
        abstract: "Simulate the iOS text-input stack: UITextField delegate calls, keyboard notifications, transcripts.",
        discussion: """
            With no subcommand, `kbsim [options]` runs `kbsim edit`: a field on a simulated screen is tapped, \
            the text is typed into it one character at a time, and the transcript of every delegate call, \
            control event and notification is printed (readable text on a terminal, JSON Lines otherwise).

            Example: kbsim --type emailAddress --type-text "a@b.c" --format jsonl
            """,
        version: KeyboardSimVersion.string,
        subcommands: [Edit.self, Devices.self, Profiles.self, BenchCommand.self, HowToTypeCommand.self, LayoutsCommand.self, RenderCommand.self, PinyinCommand.self, RunCommand.self, FuzzCommand.self, PortCommand.self, JapaneseCommand.self],
        defaultSubcommand: Edit.self
    )
}

/// A user-facing failure with its exit code (docs/interfaces.md §3).
struct CLIError: Error, CustomStringConvertible {
    var message: String
    var code: Int32 = 2
    var description: String { message }
}
