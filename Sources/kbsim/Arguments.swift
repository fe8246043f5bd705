import ArgumentParser
import Foundation
import KeyboardSimSupport
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimSession

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
extension UITextInlinePredictionType: ExpressibleByArgument, NamedArgument {
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
extension PhoneticInputMethod.Layout: ExpressibleByArgument {}
extension JapaneseInputMethod.KanaTyping: ExpressibleByArgument {}

/// Loads the pinyin engine from `--dict` or the default dictionary; a missing file says what to install.
/// Lines of a `--dict` file that were skipped are reported on stderr (line number and reason, the first three).
func loadPinyinEngine(_ path: String?) throws -> PhoneticEngine {
    let engine: PhoneticEngine
    do {
        engine = try PhoneticEngine.load(path: path ?? PinyinDictionary.defaultPath)
    } catch {
        throw CLIError(message: (path == nil ? "" : "--dict: ") + "\(error)")
    }
    let d = engine.dictionary
    if let path, d.skippedLineCount > 0 {
        let shown = d.issues.prefix(3).map { "line \($0.line): \($0.reason)" }.joined(separator: "; ")
        OutputWriter.error(
            "note: --dict \"\(path)\": \(d.skippedLineCount) malformed line\(d.skippedLineCount == 1 ? "" : "s") skipped (\(shown)\(d.skippedLineCount > 3 ? "; …" : ""))"
        )
    }
    return engine
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

/// Standard output: buffered, written with write(2); a failed write says why and exits 1, a broken pipe exits
/// quietly (``OutputWriter``).
var standardOutput: OutputWriter { OutputWriter.standardOutput }

func writesTextOnTerminal(_ format: TranscriptFormat) -> Bool {
    switch format {
    case .text: true
    case .jsonl: false
    case .auto: isatty(STDOUT_FILENO) != 0
    }
}

/// Reads a UTF-8 text file (`-`: standard input) through ``TextFile``: any readable file that is not a directory
/// (FIFOs and `/dev/null` included), a BOM dropped, CRLF read as LF; or fails naming the option, the file and why.
func readText(_ path: String, option: String, normalizingLineEndings: Bool = true) throws -> String {
    do {
        return try TextFile.read(path, normalizingLineEndings: normalizingLineEndings)
    } catch {
        let name = path == "-" ? "standard input" : "\"\(path)\""
        throw CLIError(
            message: "\(option) \(name): \(error.reason); accepted: a readable UTF-8 text file, or - for standard input"
        )
    }
}

/// Writes a file all at once (``AtomicFile``: a temporary file renamed into place; a symbolic link is written
/// through), or fails naming the option, the file and the OS reason: exit 2 when the destination cannot be created
/// (no such folder, no permission), 1 when writing failed (a full disk).
func writeFile(_ text: String, to path: String, option: String) throws {
    do {
        try AtomicFile.write(text, to: path)
    } catch {
        throw CLIError(
            message: "\(option) \"\(path)\": \(error.step): \(error.system)", code: error.isBadDestination ? 2 : 1)
    }
}

/// A library error's message with the command line's option names added where an option changes the outcome.
func commandLineMessage(for error: SimulationError) -> String {
    switch error.code {
    case .unreachableCharacter: error.message + " (--unreachable paste|skip)"
    default: error.message
    }
}

/// `--view field|text|search`: the kind of input the main command and `kbsim fuzz` put on the screen.
enum ViewArgument: String, ExpressibleByArgument, CaseIterable {
    case field, text, search
    var kind: FieldKind {
        switch self {
        case .field: .textField
        case .text: .textView
        case .search: .searchBar
        }
    }
    /// The input's name in the transcript when `--name` is not given: its kind, as UIKit calls it.
    var defaultName: String {
        switch self {
        case .field: "field"
        case .text: "textView"
        case .search: "searchBar"
        }
    }
}

/// `--trace PATH`, the same on `kbsim [edit]`, `kbsim run` and `kbsim fuzz`: a path ending in `.html` is the one
/// page of one session; any other path is a folder kbsim creates, with one page per session in it (`session.html`
/// for `edit`, `NAME.html` per script `NAME.kbsim` for `run`, each reproducer's page for `fuzz`).
enum TraceDestination {
    case page(String)
    case folder(String)

    /// The accepted shapes, for messages.
    static let accepted = "a page path ending in .html (one session), or a folder kbsim can create and write"

    /// Reads `--trace PATH`, making the folder or checking the page's folder before anything runs.
    /// - Parameter sessions: how many sessions the command writes pages for (at most); a page path holds one.
    init(_ path: String, sessions: Int, severalWhat: String) throws {
        if path.isEmpty {
            throw CLIError(message: "--trace \"\": an empty path; accepted: \(Self.accepted), e.g. --trace traces")
        }
        if path.lowercased().hasSuffix(".html") {
            if sessions > 1 {
                throw CLIError(
                    message:
                        "--trace \"\(path)\": one page for \(sessions) \(severalWhat); accepted: a folder for several (one page each), e.g. --trace traces"
                )
            }
            let folder = (path as NSString).deletingLastPathComponent
            do throws(FileWriteError) { try FileSystem.checkWritable(folder.isEmpty ? "." : folder) } catch {
                throw CLIError(
                    message:
                        "--trace \"\(path)\": \(error.step) (\(folder.isEmpty ? "." : folder)): \(error.system); accepted: \(Self.accepted)"
                )
            }
            self = .page(path)
            return
        }
        do throws(FileWriteError) {
            try FileSystem.makeDirectories(path)
            try FileSystem.checkWritable(path)
        } catch {
            throw CLIError(message: "--trace \"\(path)\": \(error.step): \(error.system); accepted: \(Self.accepted)")
        }
        self = .folder(path)
    }

    /// The page of a session named `name` (without `.html`).
    func page(named name: String) -> String {
        switch self {
        case .page(let path): path
        case .folder(let dir): (dir.hasSuffix("/") ? dir : dir + "/") + name + ".html"
        }
    }
}
