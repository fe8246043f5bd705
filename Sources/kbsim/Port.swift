import ArgumentParser
import Foundation
import KeyboardSimSupport
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
            becomes `x?.ifImplemented.textField(…)` (and `x?.textView?(…)` `x?.ifImplemented.textView(…)`), extension members that override or are overridden move into \
            their class, `@MainActor` leaves XCTestCase subclasses and becomes `@preconcurrency @MainActor` \
            elsewhere, and a view's `dynamic var` reports its setter to appearance proxies. Prints each change, each note (what Swift 6 mode will refuse, KVO keys …) and each thing \
            it cannot port (storyboards, unknown imports, overrides of UIKit members KeyboardSim lacks, a member, \
            type, initialiser label or #literal that neither the inputs nor KeyboardSim nor Linux declares …) as \
            FILE:LINE. Porting a ported file changes nothing (docs/porting.md).

            With -o, writes DIR/NAME.swift for each input and prints the report; without it, prints the one \
            input's ported source on stdout and the report on stderr. A directory input means its *.swift files, \
            searched recursively (hidden folders and .build skipped); the inputs are ported together, so an \
            override of a member declared in another input is not reported; --context PATH adds files that are \
            read for what they declare but not ported (a test target's library). --check compares DIR with what \
            would be written (exit 1 when stale: for CI).

            Example: kbsim port Sources/MyApp/LoginViewController.swift -o Tests/MyAppTests/Ported
            """)

    @Argument(help: "iOS Swift files, or directories of them.")
    var files: [String] = []

    @Option(
        name: [.customShort("o"), .customLong("output")],
        help: ArgumentHelp("Directory to write the ported files to.", valueName: "dir"))
    var output: String?

    @Option(
        name: .customLong("context"),
        help: ArgumentHelp(
            "Swift files or directories the inputs are built with (the library a test target tests): read for the classes and members they declare, not ported; the inputs' @testable imports, and their imports of a folder name on PATH, then name that library.",
            valueName: "path"))
    var context: [String] = []

    @Flag(help: "Write nothing; exit 1 when the output directory differs from what would be written.")
    var check = false

    @Flag(help: "Exit 1 when something could not be ported.")
    var strict = false

    @Flag(name: .shortAndLong, help: "Print only what could not be ported and the summary.")
    var quiet = false

    func run() throws {
        let inputs = try expand(files)
        guard !inputs.isEmpty else {
            throw CLIError(message: "port: give one or more .swift files (or directories of them)")
        }
        if check && output == nil { throw CLIError(message: "port: --check needs -o DIR, the directory to compare") }
        if output == "" {
            throw CLIError(
                message:
                    "port -o \"\": an empty folder name; accepted: a folder kbsim can create and write (-o . for the current one)"
            )
        }
        if output == nil && inputs.count > 1 {
            throw CLIError(message: "port: \(inputs.count) files: give -o DIR to write them (stdout takes one file)")
        }
        // Everything is read, ported and checked before anything is written: a bad input writes nothing.
        var byName: [String: String] = [:]
        for path in inputs {
            let name = (path as NSString).lastPathComponent
            if let other = byName[name] {
                throw CLIError(
                    message:
                        "port: \(other) and \(path) are both named \(name); -o DIR keeps base names, so port them in two runs"
                )
            }
            byName[name] = path
        }
        var ported: [(path: String, name: String, result: Porter.Result)] = []
        // Line endings are kept as they are: a CRLF file is ported to a CRLF file. The inputs are ported together,
        // so an override of a member another input declares is not reported.
        let sources = try inputs.map { try readText($0, option: "port", normalizingLineEndings: false) }
        let others = try expand(context).filter { !inputs.contains($0) }
            .map { try readText($0, option: "port --context", normalizingLineEndings: false) }
        var context = Porter.Context.of(sources + others)
        context.testsGivenLibrary = !others.isEmpty
        context.libraryFolderNames = Set(
            self.context.flatMap {
                URL(fileURLWithPath: $0).standardizedFileURL.pathComponents.filter {
                    !$0.hasSuffix(".swift") && $0 != "/"
                }
            })
        for (path, source) in zip(inputs, sources) {
            ported.append((path, (path as NSString).lastPathComponent, Porter.port(source, context: context)))
        }
        let out = standardOutput
        let changes = ported.reduce(0) { $0 + $1.result.changes.count }
        let unhandled = ported.reduce(0) { $0 + $1.result.unhandled.count }
        let notes = ported.reduce(0) {
            $0 + $1.result.notes.count - $1.result.changes.count - $1.result.unhandled.count
        }
        let summary =
            "\(inputs.count) file\(inputs.count == 1 ? "" : "s"): \(changes) change\(changes == 1 ? "" : "s"), "
            + "\(notes) note\(notes == 1 ? "" : "s"), \(unhandled) to port by hand"
        func report(_ item: (path: String, name: String, result: Porter.Result)) -> [String] {
            item.result.notes.filter { !quiet || $0.kind == .unhandled }.map { $0.formatted(file: item.path) }
        }
        guard let dir = output else {
            let only = ported[0]
            out.write(only.result.source)
            out.flush()
            for line in report(only) { OutputWriter.standardError.line(line) }
            OutputWriter.standardError.line(summary)
            OutputWriter.standardError.flush()
            if strict && unhandled > 0 { throw ExitCode(1) }
            return
        }
        var stale: [String] = []
        if check {
            for item in ported {
                let target = (dir as NSString).appendingPathComponent(item.name)
                let existing = try? TextFile.read(target, normalizingLineEndings: false)
                if existing != item.result.source { stale.append(target) }
            }
            let present = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
            for extra in present.sorted() where extra.hasSuffix(".swift") && byName[extra] == nil {
                stale.append((dir as NSString).appendingPathComponent(extra) + " (no input makes it)")
            }
        } else {
            do { try FileSystem.makeDirectories(dir) } catch {
                throw CLIError(
                    message:
                        "port -o \"\(dir)\": \(error.step): \(error.system); accepted: a folder kbsim can create and write"
                )
            }
            for item in ported {
                // All at once: a failure or an interruption leaves the old file (or none), never half of one.
                try writeFile(
                    item.result.source, to: (dir as NSString).appendingPathComponent(item.name), option: "port -o")
            }
        }
        for item in ported { for line in report(item) { out.line(line) } }
        out.line(summary)
        if !stale.isEmpty {
            for s in stale { out.line("stale: \(s)") }
            out.line("Run: kbsim port \(files.joined(separator: " ")) -o \(dir)")
            throw ExitCode(1)
        }
        out.flush()
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
                    throw CLIError(
                        message: "port: \(p) is not a .swift file; accepted: Swift source files, or directories of them"
                    )
                }
                guard Self.isRegularFile(p) else {
                    throw CLIError(
                        message:
                            "port: \(p) is not a regular file (a FIFO, socket or device would block or never end); accepted: Swift source files, or directories of them"
                    )
                }
                out.append(p)
            }
        }
        return out
    }

    /// Whether `path` is a regular file, following symbolic links.
    private static func isRegularFile(_ path: String) -> Bool {
        let resolved = (path as NSString).resolvingSymlinksInPath
        return (try? FileManager.default.attributesOfItem(atPath: resolved))?[.type] as? FileAttributeType
            == .typeRegular
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
            } else if name.hasSuffix(".swift") && Self.isRegularFile(path) {
                out.append(path)  // a FIFO, socket or device named *.swift is skipped: reading it could block forever
            }
        }
        return out
    }
}
