import Foundation
// Main-actor isolation: what Apple's XCTest and UIKit make legal on iOS and corelibs XCTest does not.
//
// On iOS a test method may use a library's `@MainActor` types without isolation of its own: Apple's XCTest runs
// tests on the main thread and declares `setUp()`/`tearDown()` main-actor isolated, and a class marked
// `@MainActor` holds its tests there. On Linux, corelibs XCTest also runs every test on the main thread, but
//
// - an `XCTestCase` subclass marked `@MainActor` compiles and then aborts the whole test run: the test list SwiftPM
//   generates stores each test as `(Class) -> () -> Void`, and the runtime cannot cast a main-actor method to it
//   ("Could not cast value of type '(T) -> @MainActor () -> ()'"; swiftlang/swift-corelibs-xctest#424);
// - a test method outside the main actor that calls the library's `@MainActor` API is an error in Swift 5 mode,
//   unless that API is `@preconcurrency`, as UIKit's own classes are when imported (and KeyboardSim's are).
//
// So the port takes `@MainActor` off `XCTestCase` subclasses and their members, and writes the library's other
// `@MainActor` declarations `@preconcurrency @MainActor`: on iOS this changes nothing at run time (isolation is
// the same; only Swift 5-mode callers are checked as they are against UIKit), on Linux the tests compile and run
// on the main thread, as there.

extension PortFile {
    /// Declarations `@preconcurrency` can be put on (not `extension`, which refuses it).
    private static let isolatableDeclarations: Set<String> = [
        "class", "struct", "enum", "protocol", "actor", "func", "var", "let", "init", "subscript"
    ]

    /// Each class declared in the file and the first name of its inheritance list.
    func superclasses() -> [String: String] {
        var out: [String: String] = [:]
        for d in typeDeclarations() where t[d.keyword].text == "class" {
            if let first = d.inherits.first { out[d.name] = first }
        }
        return out
    }

    /// The superclasses of the file's classes and of the other inputs' (the file's own first).
    /// Looked up in both rather than merged: the other inputs' hold every class of every input, and merging them
    /// into each file's made porting a folder quadratic in its files.
    var allSuperclasses: Superclasses { Superclasses(own: superclasses(), inputs: context.superclasses) }

    struct Superclasses {
        let own: [String: String], inputs: [String: String]
        subscript(_ name: String) -> String? { own[name] ?? inputs[name] }
    }

    /// Whether class `name` inherits (directly or through classes of the inputs) from one of `roots`.
    static func inherits(_ name: String, from roots: Set<String>, _ superclasses: Superclasses) -> Bool {
        var current: String? = superclasses[name]
        var seen = Set<String>()
        while let c = current, seen.insert(c).inserted {
            if roots.contains(c) { return true }
            current = superclasses[c]
        }
        return false
    }

    mutating func rewriteMainActor(_ types: [TypeDeclaration]) {
        let superclasses = allSuperclasses
        func isTest(_ name: String) -> Bool { Self.inherits(name, from: ["XCTestCase"], superclasses) }
        let enclosing = enclosingTypes(types)
        for k in t.indices where t[k].kind == .attribute && t[k].text == "@MainActor" && !inactive[k] {
            guard let (keyword, attributes) = declaration(after: k) else { continue }  // a closure's or a type's
            let kw = t[keyword].text
            let name = text(next(keyword)) ?? ""
            let owner = enclosing[k]
            let isMember = owner.map { depth[k] == depth[$0.open] + 1 } ?? false
            if (["class", "extension"].contains(kw) && isTest(name))
                || (isMember && owner.map { isTest($0.name) } == true)
            {
                remove.insert(k)
                removeWithFollowingSpace(through: k)
                let what = isMember ? "a member of XCTestCase subclass \(owner!.name)" : "XCTestCase subclass \(name)"
                changed(
                    k,
                    "@MainActor removed from \(what): corelibs XCTest runs every test on the main thread, but "
                        + "the test list SwiftPM generates for it cannot hold main-actor test methods (the run aborts with "
                        + "\"Could not cast value of type … @MainActor () -> ()\"); the library's @MainActor types are "
                        + "made @preconcurrency so the tests still compile")
                continue
            }
            guard Self.isolatableDeclarations.contains(kw), !attributes.contains("@preconcurrency") else { continue }
            insertBefore[k, default: ""] += "@preconcurrency "
            if once(k, "preconcurrency") {
                changed(
                    k,
                    "@MainActor → @preconcurrency @MainActor: Swift 5-mode callers outside the main actor "
                        + "(XCTest methods, which corelibs XCTest does not isolate) compile, as they do against UIKit's "
                        + "own classes; isolation is unchanged")
            }
        }
    }

    /// For an attribute at `k` that begins or is part of a declaration's attributes and modifiers: the keyword
    /// (`class`, `func` …) and every attribute of the declaration. Nil when `k` is inside a type or closure
    /// (`@MainActor () -> Void`, `{ @MainActor in … }`).
    private func declaration(after k: Int) -> (keyword: Int, attributes: [String])? {
        var attributes = declarationPrefix(k).words.filter { $0.hasPrefix("@") }
        var j = next(k)
        while let c = j {
            let isAttribute = t[c].kind == .attribute
            // `class` is a modifier before `func`/`var` and the keyword before a type's name.
            let isTypeKeyword =
                t[c].text == "class"
                && text(next(c)).map {
                    !Self.modifiers.contains($0) && !Self.isolatableDeclarations.contains($0)
                } ?? true
            guard isAttribute || (Self.modifiers.contains(t[c].text) && !isTypeKeyword) else { break }
            if isAttribute { attributes.append(t[c].text) }
            j = next(c)
            // `@available(iOS 13, *)`, `private(set)`, `nonisolated(unsafe)`: the argument list is written tight.
            if let open = j, open == c + 1, t[open].text == "(", let close = matchingParen(open) { j = next(close) }
        }
        guard let keyword = j, t[keyword].kind == .identifier,
            Self.isolatableDeclarations.contains(t[keyword].text) || t[keyword].text == "extension"
        else { return nil }
        return (keyword, attributes)
    }
}
