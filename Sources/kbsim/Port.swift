import ArgumentParser
import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimFuzz
import KeyboardSimPort

/// `kbsim port`: rewrites iOS sources so that they compile against KeyboardSim on Linux (the logic is
/// `Porter` in the library).
struct PortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "port",
        abstract: "Rewrite iOS Swift sources to compile against KeyboardSim on Linux.",
        discussion: """
            Edits tokens, never strings or comments: `import UIKit` becomes `#if canImport(UIKit) import UIKit \
            #else import KeyboardSim #endif` (and is added where UIKit names are used without it), `#if os(iOS)` \
            and `canImport(UIKit)` gates are opened to KeyboardSim, `#selector(` becomes `Selector(`, `@objc`, \
            `@IBOutlet`, `dynamic` and a parameterless method's `@IBAction` are removed, `x?.textField?(…)` \
            becomes `x?.ifImplemented.textField(…)`, extension members that override or are overridden move into \
            their class. Prints each change, each note (what Swift 6 mode will refuse, KVO keys …) and each thing \
            it cannot port (storyboards, unknown imports, overrides of UIKit members KeyboardSim lacks …) as \
            FILE:LINE. Porting a ported file changes nothing (docs/porting.md).

            With -o, writes DIR/NAME.swift for each input and prints the report; without it, prints the one \
            input's ported source on stdout and the report on stderr. A directory input means its *.swift files, \
            searched recursively (hidden folders and .build skipped); the inputs are ported together, so an \
            override of a member declared in another input is not reported. --check compares DIR with what would \
            be written (exit 1 when stale: for CI).

            Example: kbsim port Sources/MyApp/LoginViewController.swift -o Tests/MyAppTests/Ported
            """)

    @Argument(help: "iOS Swift files, or directories of them.")
    var files: [String] = []

    @Option(name: [.customShort("o"), .customLong("output")], help: ArgumentHelp("Directory to write the ported files to.", valueName: "dir"))
    var output: String?

    @Flag(help: "Write nothing; exit 1 when the output directory differs from what would be written.")
    var check = false

    @Flag(help: "Exit 1 when something could not be ported.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only what could not be ported and the summary.")
    var quiet = false

    func run() throws {
        let inputs = try expand(files)
        guard !inputs.isEmpty else { throw CLIError(message: "port: give one or more .swift files (or directories of them)") }
        if check && output == nil { throw CLIError(message: "port: --check needs -o DIR, the directory to compare") }
        if output == nil && inputs.count > 1 {
            throw CLIError(message: "port: \(inputs.count) files: give -o DIR to write them (stdout takes one file)")
        }
        var changes = 0, unhandled = 0, notes = 0, stale: [String] = []
        var outputs: [String: String] = [:]
        let sources = try inputs.map { try readText($0, option: "port") }
        let context = Porter.Context.of(sources)
        for (path, source) in zip(inputs, sources) {
            let result = Porter.port(source, context: context)
            changes += result.changes.count
            unhandled += result.unhandled.count
            notes += result.notes.count - result.changes.count - result.unhandled.count
            let report = result.notes.filter { !quiet || $0.kind == .unhandled }.map { $0.formatted(file: path) }
            let name = (path as NSString).lastPathComponent
            guard let dir = output else {
                print(result.source, terminator: "")
                for line in report { FileHandle.standardError.write(Data((line + "\n").utf8)) }
                continue
            }
            for line in report { print(line) }
            let target = (dir as NSString).appendingPathComponent(name)
            if outputs[name] != nil { throw CLIError(message: "port: two inputs are named \(name); -o keeps base names") }
            outputs[name] = result.source
            if check {
                let existing = FileManager.default.contents(atPath: target).map { String(decoding: $0, as: UTF8.self) }
                if existing != result.source { stale.append(target) }
            } else {
                do {
                    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
                    try Data(result.source.utf8).write(to: URL(fileURLWithPath: target))
                } catch {
                    throw CLIError(message: "port -o \"\(dir)\": cannot write \(target); accepted: a directory kbsim can create and write")
                }
            }
        }
        if check, let dir = output {
            let present = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            for extra in present.sorted() where extra.hasSuffix(".swift") && outputs[extra] == nil {
                stale.append((dir as NSString).appendingPathComponent(extra) + " (no input makes it)")
            }
        }
        let summary = "\(inputs.count) file\(inputs.count == 1 ? "" : "s"): \(changes) change\(changes == 1 ? "" : "s"), "
            + "\(notes) note\(notes == 1 ? "" : "s"), \(unhandled) to port by hand"
        if output == nil { FileHandle.standardError.write(Data((summary + "\n").utf8)) } else { print(summary) }
        if !stale.isEmpty {
            for s in stale { print("stale: \(s)") }
            print("Run: kbsim port \(files.joined(separator: " ")) -o \(output!)")
            throw ExitCode(1)
        }
        if strict && unhandled > 0 { throw ExitCode(1) }
    }

    /// Files as given; a directory stands for the `.swift` files under it (recursively, skipping hidden folders and
    /// `.build`), sorted by path.
    private func expand(_ paths: [String]) throws -> [String] {
        var out: [String] = []
        for p in paths {
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: p, isDirectory: &isDir) else {
                throw CLIError(message: "port: no such file: \(p)")
            }
            if isDir.boolValue {
                out += swiftFiles(under: p)
            } else {
                guard p.hasSuffix(".swift") else {
                    throw CLIError(message: "port: \(p) is not a .swift file; accepted: Swift source files, or directories of them")
                }
                out.append(p)
            }
        }
        return out
    }

    private func swiftFiles(under dir: String) -> [String] {
        var out: [String] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = (dir as NSString).appendingPathComponent(name)
            var isDir: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDir) else { continue }
            if isDir.boolValue {
                out += swiftFiles(under: path)
            } else if name.hasSuffix(".swift") {
                out.append(path)
            }
        }
        return out
    }
}
