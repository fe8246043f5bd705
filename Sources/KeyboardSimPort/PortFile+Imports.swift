import Foundation
// Imports and `#if` gates: what Linux with KeyboardSim can import, what it stands in for, and iOS-only code opened
// up for KeyboardSim.

extension PortFile {
    /// An import statement: its first token (an attribute such as `@testable`, or `import`), the `import` token, the
    /// module, and the statement's last token.
    struct ImportStatement {
        var start: Int
        var keyword: Int
        var module: String
        var end: Int
        var isTestable: Bool
    }

    /// The import statements, in order.
    func importStatements() -> [ImportStatement] {
        var out: [ImportStatement] = []
        for k in t.indices where t[k].kind == .identifier && t[k].text == "import" {
            var start = k, testable = false
            while let p = previous(start), t[p].kind == .attribute {
                if t[p].text == "@testable" { testable = true }
                start = p
            }
            // A statement starts a line or follows `;`, `{` or `}` (`extension Foo {import UIKit`): one the port
            // skipped could come to start a line once another pass moved the code around it, and a second port
            // would then rewrite it (porting twice must change nothing).
            guard startsLine(start) || [";", "{", "}"].contains(text(previous(start))) else { continue }
            guard var m = next(k) else { continue }
            if ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(t[m].text),
                let n = next(m)
            {
                m = n
            }
            guard t[m].kind == .identifier else { continue }
            var end = m
            while text(next(end)) == ".", let dot = next(end), let part = next(dot), t[part].kind == .identifier {
                end = part
            }
            out.append(ImportStatement(start: start, keyword: k, module: t[m].text, end: end, isTestable: testable))
        }
        return out
    }

    /// The original text of tokens `a...b`.
    func original(_ a: Int, _ b: Int) -> String { t[a...b].map(\.text).joined() }

    /// Whether token `k` is inside a `#if` branch whose condition names `canImport(module)`.
    func guardedByCanImport(_ k: Int, _ module: String) -> Bool {
        blocks.contains { block in
            block.branches.contains { b in
                b.body.contains(k) && b.condition.contains { t[$0].text == "canImport" && text(next($0, 2)) == module }
            }
        }
    }

    /// `#if canImport(UIKit)` / STATEMENT / `#else` / ALTERNATIVE / `#endif`, indented as token `k`.
    func dualBlock(_ statement: String, else alternative: String, condition: String = "canImport(UIKit)", at k: Int)
        -> String
    {
        let i = indentation(k)
        return "#if \(condition)\n\(i)\(statement)\n\(i)#else\n\(i)\(alternative)\n\(i)#endif"
    }

    /// Replaces the import statement `s` by lines of `#if` blocks: the directives must start lines, so a statement
    /// that shares its line with code before or after it gets line breaks (indented as the line).
    mutating func replaceImport(_ s: ImportStatement, with text: String) {
        let i = indentation(s.start)
        var block = text
        if !startsLine(s.start) { block = "\n" + i + block }
        if let after = next(s.end), endOfLine(after) == endOfLine(s.end) { block += "\n" + i }
        replaceRange(s.start, s.end, with: block)
    }

    /// Replaces tokens `a...b` by `text`.
    mutating func replaceRange(_ a: Int, _ b: Int, with text: String) {
        replace[a] = text
        if a < b { for j in (a + 1)...b { remove.insert(j) } }
    }

    /// Whether the file names `NSPredicate` in compiled code.
    var usesNSPredicate: Bool {
        t.indices.contains { t[$0].kind == .identifier && t[$0].text == "NSPredicate" && !inactive[$0] }
    }

    mutating func rewriteImports() {
        let predicate = usesNSPredicate
        let hasKeyboardSim = importStatements().contains {
            $0.module.hasPrefix("KeyboardSim") && !inDualImport($0.keyword)
        }
        for s in importStatements() {
            if inactive[s.keyword] || inDualImport(s.keyword) { continue }
            let statement = original(s.start, s.end)
            switch s.module {
            case "UIKit":
                replaceImport(s, with: dualBlock(statement, else: "import KeyboardSim", at: s.start))
                changed(s.start, "\(statement) → #if canImport(UIKit) \(statement) #else import KeyboardSim #endif")
            case "Foundation" where predicate && !hasKeyboardSim:
                replaceImport(s, with: dualBlock(statement, else: "import KeyboardSim", at: s.start))
                changed(
                    s.start,
                    "\(statement) → #if canImport(UIKit) \(statement) #else import KeyboardSim #endif "
                        + "(the file names NSPredicate: KeyboardSim's, which supports `SELF MATCHES`, must not be "
                        + "ambiguous with Foundation's, which corelibs cannot create)")
            case "CoreGraphics", "QuartzCore", "os", "OSLog", "ObjectiveC":
                if guardedByCanImport(s.keyword, s.module) { continue }
                let i = indentation(s.start)
                replaceImport(s, with: "#if canImport(\(s.module))\n\(i)\(statement)\n\(i)#endif")
                let why =
                    s.module == "CoreGraphics" || s.module == "QuartzCore"
                    ? "Foundation has the CG types on Linux" : PortKnowledge.appleOnlyModules[s.module]!
                changed(s.start, "\(statement) → #if canImport(\(s.module)) (\(why))")
            case "Darwin":
                if guardedByCanImport(s.keyword, s.module) { continue }
                replaceImport(
                    s, with: dualBlock(statement, else: "import Glibc", condition: "canImport(Darwin)", at: s.start))
                changed(s.start, "\(statement) → #if canImport(Darwin) \(statement) #else import Glibc #endif")
            default:
                if PortKnowledge.linuxModules.contains(s.module) || s.module.hasPrefix("KeyboardSim") { continue }
                if guardedByCanImport(s.keyword, s.module) { continue }
                if let why = PortKnowledge.appleOnlyModules[s.module] {
                    unhandled(
                        s.start,
                        "import \(s.module): \(why); move the code that needs it out of what you test, or stub it")
                } else if context.testsGivenLibrary && (s.isTestable || context.libraryFolderNames.contains(s.module)) {
                    note(
                        s.start,
                        "\(statement): the library under test, whose declarations --context read; build "
                            + "its port as a target named \(s.module) of your package and make this test target depend on it"
                    )
                } else if s.isTestable {
                    unhandled(
                        s.start,
                        "@testable import \(s.module): the module under test; port its sources into a "
                            + "target named \(s.module) of your package (kbsim port DIR -o Sources/\(s.module)) and make this "
                            + "test target depend on it")
                } else {
                    unhandled(
                        s.start,
                        "import \(s.module): a module kbsim port does not know (a third-party library, "
                            + "or another module of your project): port its sources too and make it a target of your "
                            + "package, add it as a package dependency if it builds on Linux, or stub what this file uses"
                    )
                }
            }
        }
    }

    /// Adds the UIKit/KeyboardSim import block to a file that uses UIKit names but imports neither: a test file
    /// that got UIKit from XCTest, a pod file that got it from its umbrella header.
    mutating func addImplicitImport() {
        let imports = importStatements()
        let importsKeyboardSim = imports.contains { s in
            (s.module.hasPrefix("KeyboardSim") && (!inactive[s.keyword] || inDualImport(s.keyword)))
                || (!inactive[s.keyword]
                    && (s.module == "UIKit"
                        || (s.module == "Foundation" && replace[s.start] != nil && usesNSPredicate)))
        }
        if importsKeyboardSim { return }
        var importTokens = Set(imports.flatMap { Array($0.start...$0.end) })
        for b in blocks {  // directive lines: `canImport(UIKit)` names a module, not a type
            for branch in b.branches { importTokens.formUnion(branch.directive..<endOfLine(branch.directive)) }
        }
        let foundationNames: Set<String> = [
            "NSObject", "CGRect", "CGFloat", "CGPoint", "CGSize", "NSRange", "NSString",
            "NSAttributedString", "NotificationCenter", "Notification", "NSNotification"
        ]
        var reason: String?
        for k in t.indices where t[k].kind == .identifier && !inactive[k] && !importTokens.contains(k) {
            let name = t[k].text
            if name == "NSPredicate" {
                reason = "names NSPredicate (KeyboardSim's supports `SELF MATCHES`; corelibs' cannot be created)"
                break
            }
            if name.count > 2, name.hasPrefix("UI"), name.dropFirst(2).first!.isUppercase, text(previous(k)) != "." {
                reason =
                    "uses UIKit names (\(name)) without importing UIKit (on iOS they came from "
                    + (imports.contains { $0.module == "XCTest" } ? "XCTest" : "an umbrella header or another file")
                    + ")"
                break
            }
            if imports.isEmpty, foundationNames.contains(name) {
                reason = "uses Foundation names (\(name)) without any import (on iOS an umbrella header imported them)"
                break
            }
        }
        guard let reason else { return }
        var at = imports.first?.start ?? t.indices.first(where: isCode) ?? 0
        while at > 0 && t[at - 1].kind == .whitespace { at -= 1 }  // the start of its line
        let block = "#if canImport(UIKit)\nimport UIKit\n#else\nimport KeyboardSim\n#endif\n"
        insertBefore[at, default: ""] = block + (insertBefore[at] ?? "")
        changed(at, "added #if canImport(UIKit) import UIKit #else import KeyboardSim #endif: the file \(reason)")
    }

    // MARK: Gates

    /// Opens `#if os(iOS)` and `#if canImport(UIKit)` to KeyboardSim (`… || canImport(KeyboardSim)`), so that a
    /// library's UIKit code is compiled and tested instead of vanishing on Linux; reports code kept out by
    /// `canImport(ObjectiveC)` and a file that compiles to nothing.
    mutating func rewriteGates() {
        for block in blocks where !block.isDualImport {
            for branch in block.branches {
                var widened: [String] = []
                for k in branch.condition {
                    let name = t[k].text
                    guard name == "os" || name == "canImport", text(next(k)) == "(", let arg = next(k, 2),
                        let close = next(k, 3), t[close].text == ")"
                    else { continue }
                    let target = t[arg].text
                    if name == "canImport" && target == "ObjectiveC" {
                        note(
                            k,
                            "code under canImport(ObjectiveC) is compiled out on Linux (no Objective-C runtime): "
                                + "it is not ported or tested")
                        continue
                    }
                    guard (name == "os" && target == "iOS") || (name == "canImport" && target == "UIKit") else {
                        continue
                    }
                    // Already widened: `os(iOS) || canImport(KeyboardSim)`.
                    if text(next(close)) == "|", text(next(close, 2)) == "|", text(next(close, 3)) == "canImport",
                        text(next(close, 5)) == "KeyboardSim"
                    {
                        continue
                    }
                    replace[k] = "(" + name
                    replace[close] = ") || canImport(KeyboardSim))"
                    widened.append("\(name)(\(target))")
                }
                if !widened.isEmpty {
                    changed(
                        branch.directive,
                        "\(t[branch.directive].text) \(widened.joined(separator: ", ")) → … || "
                            + "canImport(KeyboardSim): the iOS code is compiled against KeyboardSim on Linux")
                }
            }
        }
        reportCompiledOut()
    }

    /// A file whose every line of code is in a branch Linux does not compile.
    private mutating func reportCompiledOut() {
        guard let first = blocks.first else { return }
        var directiveLines = Set<Int>()
        for b in blocks {
            for branch in b.branches { directiveLines.formUnion(branch.directive..<endOfLine(branch.directive)) }
            if let e = b.endif { directiveLines.formUnion(e..<endOfLine(e)) }
        }
        let code = t.indices.filter { isCode($0) && !directiveLines.contains($0) }
        guard !code.isEmpty, code.allSatisfy({ inactive[$0] }) else { return }
        let conditions = first.branches[0].condition.map { t[$0].text }.joined()
        note(
            first.branches[0].directive,
            "the whole file is compiled out on Linux (#if \(conditions)): it builds, "
                + "but to nothing, so nothing in it is tested")
    }
}
