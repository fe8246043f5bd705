import Foundation
import ArgumentParser
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz
import KeyboardSimPort

/// Enums whose command-line spelling is their UIKit case name, listed in `--help`.
protocol NamedArgument: ExpressibleByArgument, CaseIterable {
    var name: String { get }
}

extension NamedArgument {
    static func named(_ argument: String) -> Self? { allCases.first { $0.name == argument } }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public var defaultValueDescription: String { name }
}

extension UIKeyboardType: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UIReturnKeyType: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UIKeyboardAppearance: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UITextAutocapitalizationType: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UITextAutocorrectionType: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UITextSmartQuotesType: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UITextSmartDashesType: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension UITextFieldViewMode: ExpressibleByArgument, NamedArgument {
    public init?(argument: String) { guard let v = Self.named(argument) else { return nil }; self = v }
    public var defaultValueDescription: String { name }
    public static var allValueStrings: [String] { allCases.map(\.name) }
    public static var allValueDescriptions: [String: String] { [:] }
}
extension Orientation: ExpressibleByArgument {}
extension UnreachablePolicy: ExpressibleByArgument {}
extension PinyinPreeditSeparator: ExpressibleByArgument {}
extension PinyinInputMethod.Layout: ExpressibleByArgument {}

/// Loads the pinyin engine from `--dict` or the default dictionary; a missing file says what to install.
func loadPinyinEngine(_ path: String?) throws -> PinyinEngine {
    do {
        return try PinyinEngine.load(path: path ?? PinyinDictionary.defaultPath)
    } catch {
        throw CLIError(message: (path == nil ? "" : "--dict: ") + "\(error)")
    }
}
extension Ordering: ExpressibleByArgument {}

/// Output formats of the transcript.
enum TranscriptFormat: String, ExpressibleByArgument, CaseIterable {
    /// Text on a terminal, JSON Lines otherwise.
    case auto
    case text
    case jsonl
}

/// Output formats of the listing commands.
enum ListFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}

/// Resolves a device name, or fails naming the accepted ones.
func resolveDevice(_ name: String, option: String = "--device") throws -> Device {
    guard let d = Device.named(name) else {
        throw CLIError(message: "\(option) \"\(name)\": unknown device; accepted: \(Device.all.map { "\"\($0.name)\"" }.joined(separator: ", ")) (see kbsim devices)")
    }
    return d
}

/// Resolves a profile name, or fails naming the accepted ones.
func resolveProfile(_ name: String, option: String = "--profile") throws -> IOSProfile {
    guard let p = IOSProfile.named(name) else {
        throw CLIError(message: "\(option) \"\(name)\": unknown iOS profile; accepted: \(IOSProfile.all.map(\.name).joined(separator: ", ")), legacy (see kbsim profiles)")
    }
    return p
}

/// Buffered standard output: large transcripts are written in chunks.
final class OutputBuffer {
    private var buffer = ""
    func line(_ s: String) {
        buffer += s
        buffer += "\n"
        if buffer.utf8.count > 1 << 16 { flush() }
    }
    func flush() {
        FileHandle.standardOutput.write(Data(buffer.utf8))
        buffer = ""
    }
}

func writesTextOnTerminal(_ format: TranscriptFormat) -> Bool {
    switch format {
    case .text: true
    case .jsonl: false
    case .auto: isatty(STDOUT_FILENO) != 0
    }
}

/// Reads a UTF-8 text file (`-`: standard input), or fails naming the file and the option.
func readText(_ path: String, option: String) throws -> String {
    let data: Data?
    if path == "-" {
        data = FileHandle.standardInput.readDataToEndOfFile()
    } else {
        data = FileManager.default.contents(atPath: path)
    }
    guard let data else {
        throw CLIError(message: "\(option) \"\(path)\": cannot read the file; accepted: a readable UTF-8 text file, or - for standard input")
    }
    guard let text = String(data: data, encoding: .utf8) else {
        throw CLIError(message: "\(option) \"\(path)\": the file is not valid UTF-8 text")
    }
    return text
}

/// A library error's message with the command line's option names added where an option changes the outcome.
func commandLineMessage(for error: SimulationError) -> String {
    switch error.code {
    case .unreachableCharacter: error.message + " (--unreachable paste|skip)"
    default: error.message
    }
}
