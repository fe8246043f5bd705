@testable import KeyboardSimTestSupport
import Foundation
import Testing

/// The screen is a composition root: its components own their state (docs/architecture.md, "The screen's rooms").
/// These tests read the sources of KeyboardSimCore, so that a stored property read from another room, a screen
/// file that grows past its size, or a screen that keeps state of its own again fails here, not in review.
@Suite struct ScreenRoomsTests {
    /// Sources/KeyboardSimCore, from this file's place in the repository.
    static let coreDirectory = Repository.url("Sources/KeyboardSimCore")

    /// Every Swift file of the target (Render/ included), by name, with its lines (comments stripped).
    static let sources: [String: [String]] = {
        var files: [String: [String]] = [:]
        let e = FileManager.default.enumerator(at: coreDirectory, includingPropertiesForKeys: nil)
        while let url = e?.nextObject() as? URL {
            guard url.pathExtension == "swift", let text = try? String(contentsOf: url, encoding: .utf8) else {
                continue
            }
            files[url.lastPathComponent] = text.components(separatedBy: "\n").map(stripComment)
        }
        return files
    }()

    /// A line without its `//` comment (string literals holding `//` are not used where it matters here).
    static func stripComment(_ line: String) -> String {
        guard let r = line.range(of: "//") else { return line }
        return String(line[..<r.lowerBound])
    }

    /// The lines of a type's declaration body (`final class Name` to its closing brace at column 0).
    static func body(of type: String, in lines: [String]) -> [String]? {
        guard
            let start = lines.firstIndex(where: {
                $0.range(of: "final class \(type)\\b", options: .regularExpression) != nil
            })
        else { return nil }
        guard let end = lines[(start + 1)...].firstIndex(where: { $0.hasPrefix("}") }) else { return nil }
        return Array(lines[(start + 1)..<end])
    }

    /// The stored properties declared in a type body: member-level `let`/`var` with no accessor block.
    static func storedProperties(in body: [String]) -> [String] {
        let declaration = try! NSRegularExpression(
            pattern:
                #"^    (?:(?:public|package|private|fileprivate|internal|weak|unowned|lazy|static|nonisolated)(?:\([a-z]+\))? )*(let|var) ([A-Za-z_][A-Za-z0-9_]*)(.*)$"#
        )
        return body.compactMap { line in
            let ns = line as NSString
            guard let m = declaration.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else {
                return nil
            }
            let rest = ns.substring(with: m.range(at: 3))
            // `var x: T { … }` is computed; `var x = T { … }()` or `var x: T = …` is stored.
            if let brace = rest.firstIndex(of: "{"), !rest[..<brace].contains("=") { return nil }
            return ns.substring(with: m.range(at: 2))
        }
    }

    /// The screen's components: the types of its stored properties that KeyboardSimCore declares as internal
    /// final classes.
    static let components: [String] = {
        guard let screen = sources["Screen.swift"], let body = body(of: "Screen", in: screen) else { return [] }
        let typed = try! NSRegularExpression(
            pattern:
                #"^    [a-z() ]*(?:let|var) [A-Za-z_]+: ([A-Z][A-Za-z]*)!?\s*(?:=.*)?$|^    [a-z() ]*let [A-Za-z_]+ = ([A-Z][A-Za-z]*)\(\)"#
        )
        let types = body.compactMap { line -> String? in
            let ns = line as NSString
            guard let m = typed.firstMatch(in: line, range: NSRange(location: 0, length: ns.length)) else { return nil }
            let r = m.range(at: 1).location != NSNotFound ? m.range(at: 1) : m.range(at: 2)
            return ns.substring(with: r)
        }
        return types.filter { type in
            sources.values.contains { lines in
                lines.contains {
                    $0.range(of: "^@MainActor final class \(type)\\b", options: .regularExpression) != nil
                }
            }
        }
    }()

    /// The files of a component: the one declaring it and its `Name+Topic.swift` extensions.
    static func files(of component: String) -> Set<String> {
        Set(
            sources.keys.filter { name in
                name == component + ".swift" || name.hasPrefix(component + "+")
                    || (sources[name]!.contains {
                        $0.range(of: "^@MainActor final class \(component)\\b", options: .regularExpression) != nil
                    })
            })
    }

    /// The names a component is held by anywhere in the target (`let keys: KeyInput`, `unowned let extras:
    /// KeyboardExtras`, `init(…, composition: CompositionHost)`, `var composition: CompositionHost { … }`).
    static func references(to component: String) -> Set<String> {
        let pattern = try! NSRegularExpression(
            pattern: "([A-Za-z_][A-Za-z0-9_]*): \(component)\\b|(?:let|var) ([A-Za-z_][A-Za-z0-9_]*) = \(component)\\(")
        var names: Set<String> = []
        for lines in sources.values {
            for line in lines {
                let ns = line as NSString
                for m in pattern.matches(in: line, range: NSRange(location: 0, length: ns.length)) {
                    let r = m.range(at: 1).location != NSNotFound ? m.range(at: 1) : m.range(at: 2)
                    names.insert(ns.substring(with: r))
                }
            }
        }
        return names
    }

    @Test("The screen holds its components: FocusCoordinator, KeyInput, CompositionHost, KeyboardExtras among them")
    func componentsFound() {
        for expected in ["FocusCoordinator", "KeyInput", "CompositionHost", "KeyboardExtras"] {
            #expect(Self.components.contains(expected), "\(Self.components)")
        }
    }

    @Test(
        "Every stored property of a component is read only in that component's files",
        arguments: ScreenRoomsTests.components)
    func storedPropertiesStayInTheirRoom(_ component: String) throws {
        let own = Self.files(of: component)
        let declaring = try #require(own.first { Self.body(of: component, in: Self.sources[$0]!) != nil })
        let stored = Self.storedProperties(in: Self.body(of: component, in: Self.sources[declaring]!)!)
        #expect(!stored.isEmpty, "\(component) declares no stored property the parser sees")
        let holders = Self.references(to: component).sorted()
        for (file, lines) in Self.sources where !own.contains(file) {
            for (n, line) in lines.enumerated() {
                #expect(
                    line.range(of: "^extension \(component)\\b", options: .regularExpression) == nil,
                    "\(file):\(n + 1) extends \(component) outside its files")
                for holder in holders {
                    for property in stored {
                        let access = "\\b\(holder)[!?]?\\.\(property)\\b"
                        #expect(
                            line.range(of: access, options: .regularExpression) == nil,
                            "\(file):\(n + 1) reads \(component).\(property) through \(holder): \(line.trimmingCharacters(in: .whitespaces))"
                        )
                    }
                }
            }
        }
    }

    @Test("No Screen file is over 450 lines")
    func screenFilesAreSmall() {
        let screenFiles = Self.sources.filter { $0.key.hasPrefix("Screen") }
        #expect(screenFiles.count >= 2)
        for (file, lines) in screenFiles {
            #expect(lines.count <= 450, "\(file) has \(lines.count) lines")
        }
    }

    @Test("Screen's own declaration holds fewer than 12 stored properties")
    func screenHoldsFewProperties() throws {
        let body = try #require(Self.body(of: "Screen", in: Self.sources["Screen.swift"] ?? []))
        let stored = Self.storedProperties(in: body)
        #expect(stored.contains("transcript") && stored.contains("device"), "\(stored)")
        #expect(stored.count < 12, "\(stored)")
    }
}
