import Foundation
// Declarations: overrides of members KeyboardSim lacks, extension members that must move into their class, and
// what Swift 6 language mode will refuse (as it does on iOS).

extension PortFile {
    static let modifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "package", "final", "static", "class", "override",
        "required", "convenience", "mutating", "nonmutating", "dynamic", "lazy", "weak", "unowned", "nonisolated",
        "indirect", "optional"
    ]

    /// A type or extension declaration.
    struct TypeDeclaration {
        var keyword: Int
        var name: String
        /// The names after `:` (superclass, protocols).
        var inherits: [String]
        /// Attributes and modifiers before the keyword (`@MainActor`, `public`).
        var prefix: [String]
        var open: Int
        var close: Int
        var hasWhere: Bool
    }

    /// The modifiers and attributes before token `k` in its declaration, nearest first, and the first of them.
    /// Attribute arguments (`@available(iOS 13, *)`) and `nonisolated(unsafe)` are skipped over.
    func declarationPrefix(_ k: Int) -> (words: [String], start: Int) {
        var words: [String] = [], start = k, j = previous(k)
        while let p = j {
            if t[p].text == ")", let open = matchingParenBackward(p), let before = previous(open),
                t[before].kind == .attribute || t[before].text == "nonisolated"
            {
                words.append(t[before].text)
                start = before
                j = previous(before)
                continue
            }
            guard t[p].kind == .attribute || (t[p].kind == .identifier && Self.modifiers.contains(t[p].text)) else {
                break
            }
            words.append(t[p].text)
            start = p
            j = previous(p)
        }
        return (words, start)
    }

    /// The `(` matching the `)` at `close`.
    func matchingParenBackward(_ close: Int) -> Int? {
        var d = 0
        var j = close
        while j >= 0 {
            if t[j].kind == .punctuation {
                if t[j].text == ")" { d += 1 }
                if t[j].text == "(" { d -= 1; if d == 0 { return j } }
            }
            j -= 1
        }
        return nil
    }

    /// Every type and extension declaration.
    func typeDeclarations() -> [TypeDeclaration] {
        var out: [TypeDeclaration] = []
        for k in t.indices where t[k].kind == .identifier && !inactive[k] {
            let kw = t[k].text
            guard ["class", "struct", "enum", "extension", "protocol", "actor"].contains(kw),
                text(previous(k)) != ".", let nameIdx = next(k), t[nameIdx].kind == .identifier,
                !["func", "var", "let", "subscript", "init"].contains(t[nameIdx].text),
                !Self.modifiers.contains(t[nameIdx].text) || kw == "extension"
            else { continue }
            var name = t[nameIdx].text
            var j = nameIdx
            while text(next(j)) == ".", let part = next(j, 2) { name += "." + t[part].text; j = part }
            var inherits: [String] = [], hasWhere = false, afterColon = false
            var open: Int?
            var cur = next(j)
            var angle = 0
            while let c = cur {
                let s = t[c].text
                if s == "<" { angle += 1 } else if s == ">" { angle -= 1 }
                if angle == 0 && s == "{" { open = c; break }
                if s == ";" || s == "}" { break }
                if angle == 0 && s == ":" { afterColon = true }
                if s == "where" { hasWhere = true; afterColon = false }
                if afterColon && t[c].kind == .identifier && angle == 0 && text(previous(c)) != "." {
                    inherits.append(s)
                }
                cur = next(c)
            }
            guard let open, let close = matchingBrace(open) else { continue }
            out.append(
                TypeDeclaration(
                    keyword: k, name: name, inherits: inherits, prefix: declarationPrefix(k).words,
                    open: open, close: close, hasWhere: hasWhere))
        }
        return out
    }

    /// For each token, the innermost type declaration whose body holds it, found in one sweep over the tokens: a
    /// pass that asks for every token's type costs what the file holds, not its tokens times its types.
    struct EnclosingTypes {
        private let types: [TypeDeclaration]
        /// An index into `types` per token, -1 for none.
        private var innermost: [Int32]

        init(_ types: [TypeDeclaration], tokenCount: Int) {
            self.types = types
            innermost = Array(repeating: -1, count: tokenCount)
            // By opening brace; of two at the same brace, the first listed wins (it ends on top of the stack).
            let order = types.indices.sorted { (types[$0].open, -$0) < (types[$1].open, -$1) }
            var stack: [Int] = [], next = 0
            for k in 0..<tokenCount {
                while next < order.count && types[order[next]].open < k { stack.append(order[next]); next += 1 }
                // The one on top opened last; one that closed by now holds no later token.
                while let top = stack.last, types[top].close <= k { stack.removeLast() }
                if let top = stack.last { innermost[k] = Int32(top) }
            }
        }

        /// The innermost type declaration whose body holds token `k` (its braces excluded).
        subscript(_ k: Int) -> TypeDeclaration? {
            guard innermost.indices.contains(k), innermost[k] >= 0 else { return nil }
            return types[Int(innermost[k])]
        }
    }

    /// The innermost type declaration whose body holds each token.
    func enclosingTypes(_ types: [TypeDeclaration]) -> EnclosingTypes { EnclosingTypes(types, tokenCount: t.count) }

    /// The types (class, struct, enum, protocol, actor, typealias) declared in code Linux compiles, and those declared
    /// in code it compiles out, each with the condition of the innermost branch that compiles it out.
    func declaredTypes() -> (compiled: Set<String>, compiledOut: [String: String]) {
        var compiled = Set<String>(), compiledOut: [String: String] = [:]
        for k in t.indices
        where t[k].kind == .identifier
            && ["class", "struct", "enum", "protocol", "actor", "typealias"].contains(t[k].text)
            && text(previous(k)) != "."
        {
            guard let n = next(k), t[n].kind == .identifier, !["func", "var", "let"].contains(t[n].text),
                !Self.modifiers.contains(t[n].text)
            else { continue }
            if !inactive[k] { compiled.insert(t[n].text); continue }
            // `typealias UIFont = NSFont` for macOS: an Apple framework's name, which KeyboardSim may declare.
            let name = t[n].text
            if ["UI", "NS", "CG", "CA"].contains(where: {
                name.hasPrefix($0) && name.dropFirst(2).first?.isUppercase == true
            }) {
                continue
            }
            let branch = blocks.flatMap(\.branches).filter { $0.body.contains(k) }.max {
                $0.body.lowerBound < $1.body.lowerBound
            }
            let condition = branch.map { $0.condition.map { t[$0].text }.joined() } ?? ""
            compiledOut[t[n].text] = condition.isEmpty ? "an #else Linux does not compile" : "#if " + condition
        }
        return (compiled, compiledOut)
    }

    /// `func NAME`, `var NAME`, `let NAME` that are not overrides.
    func declaredNames() -> Set<String> {
        var out = Set<String>()
        for k in t.indices where t[k].kind == .identifier && ["func", "var", "let"].contains(t[k].text) {
            guard let n = next(k), t[n].kind == .identifier, !declarationPrefix(k).words.contains("override") else {
                continue
            }
            out.insert(t[n].text.trimmingCharacters(in: CharacterSet(charactersIn: "`")))
        }
        return out
    }

    /// The `override` declarations: the `override` token, and the name (nil for `init` and `subscript`).
    func overrides() -> [(token: Int, name: String?)] {
        var out: [(Int, String?)] = []
        for k in t.indices where t[k].kind == .identifier && t[k].text == "override" && !inactive[k] {
            var j = next(k)
            while let c = j, t[c].kind == .attribute || Self.modifiers.contains(t[c].text) { j = next(c) }
            guard let kw = j else { continue }
            switch t[kw].text {
            case "func", "var", "let":
                out.append((k, text(next(kw))?.trimmingCharacters(in: CharacterSet(charactersIn: "`"))))
            case "init", "subscript":
                out.append((k, nil))
            default:
                continue
            }
        }
        return out
    }

    mutating func rewriteDeclarations() {
        let types = typeDeclarations()
        moveExtensionMembers(types)
        rewriteMainActor(types)
        hookAppearanceProperties(types)
        reportMissingOverrides(types)
        reportSwift6(types)
    }

    // MARK: Overrides

    private mutating func reportMissingOverrides(_ types: [TypeDeclaration]) {
        let known = NameSets(
            PortKnowledge.kbsimOverridable, PortKnowledge.platformOverridable, context.declaredNames, declaredNames())
        for (k, name) in overrides() {
            guard let name, !known.contains(name) else { continue }
            unhandled(
                k,
                "override of \(name): KeyboardSim's UIKit has no \(name), so there is nothing to override on "
                    + "Linux and kbsim never calls it. Remove the override (or just `override`, if your own code calls it); "
                    + "if \(name) belongs to a class of yours in another file, port the files together (kbsim port DIR)"
            )
        }
    }

    // MARK: Extension members

    /// Moves the members of `extension C` into `class C` (same file) when the extension overrides, or declares a
    /// member that is overridden: with the Objective-C runtime both work from an extension (`@objc` members are
    /// dynamically dispatched); without it, Swift allows neither.
    private mutating func moveExtensionMembers(_ types: [TypeDeclaration]) {
        let overridden = NameSets(Set(overrides().compactMap(\.name)), context.overriddenNames)
        for ext in types where ext.keyword < t.count && t[ext.keyword].text == "extension" {
            let body = (ext.open + 1)..<ext.close
            let memberDepth = depth[ext.open] + 1
            let overridesInside = body.filter { t[$0].text == "override" && depth[$0] == memberDepth && !inactive[$0] }
            let declaresOverridden = body.contains { k in
                ["func", "var"].contains(t[k].text) && depth[k] == memberDepth
                    && text(next(k)).map { overridden.contains($0) } == true
                    && !declarationPrefix(k).words.contains("override")
            }
            guard !overridesInside.isEmpty || declaresOverridden else { continue }
            let owner = types.first { d in
                t[d.keyword].text == "class" && d.name == ext.name
                    && enclosingBranch(d.keyword) == enclosingBranch(ext.keyword)
                    && depth[d.keyword] == depth[ext.keyword]
            }
            guard let owner, !ext.hasWhere, body.count > 0 else {
                for k in overridesInside {
                    unhandled(
                        k,
                        "override inside an extension of \(ext.name): without the Objective-C runtime an "
                            + "extension cannot override; move it into the class body of \(ext.name)")
                }
                continue
            }
            moves.append((range: (ext.open + 1)...(ext.close - 1), before: owner.close))
            changed(
                ext.keyword,
                "members of extension \(ext.name) moved into class \(ext.name) (line \(t[owner.keyword].line)): "
                    + "without the Objective-C runtime, an extension can neither override nor be overridden")
        }
    }

    /// The `#if` branch directly containing token `k` (its directive's index), or nil at the top level.
    func enclosingBranch(_ k: Int) -> Int? {
        var best: Int?
        for block in blocks {
            for b in block.branches where b.body.contains(k) {
                if best == nil || b.directive > best! { best = b.directive }
            }
        }
        return best
    }

    // MARK: Swift 6 language mode

    /// Notes what Swift 6 language mode refuses in code that builds in Swift 5 mode — on iOS as on Linux: mutable
    /// global state, and code outside the main actor using UIKit.
    private mutating func reportSwift6(_ types: [TypeDeclaration]) {
        let enclosing = enclosingTypes(types)
        func isMainActor(_ d: TypeDeclaration) -> Bool {
            d.prefix.contains("@MainActor")
                || d.inherits.contains { $0.hasPrefix("UI") }
                || (t[d.keyword].text == "extension" && d.name.hasPrefix("UI"))
        }
        for k in t.indices where t[k].kind == .identifier && t[k].text == "var" && !inactive[k] {
            guard let nameIdx = next(k), t[nameIdx].kind == .identifier, isStoredVariable(k) else { continue }
            let prefix = declarationPrefix(k)
            if prefix.words.contains("@MainActor") || prefix.words.contains("nonisolated") { continue }
            let owner = enclosing[k]
            let name = t[nameIdx].text
            if owner == nil && depth[k] == 0 {
                note(
                    k,
                    "global var \(name): Swift 6 language mode refuses mutable global state (on iOS too); build "
                        + "this target in Swift 5 mode, or make it a let, @MainActor or nonisolated(unsafe)")
            } else if let owner, depth[k] == depth[owner.open] + 1,
                prefix.words.contains("static") || prefix.words.contains("class"),
                !isMainActor(owner)
            {
                note(
                    k,
                    "static var \(name): Swift 6 language mode refuses mutable global state (on iOS too); build "
                        + "this target in Swift 5 mode, or make it a let, @MainActor or nonisolated(unsafe)")
            }
        }
        for d in types
        where depth[d.keyword] == 0 && ["class", "struct", "enum"].contains(t[d.keyword].text)
            && (!isMainActor(d) || d.inherits.contains("XCTestCase"))
        {
            guard
                let use = ((d.open + 1)..<d.close).first(where: { k in
                    t[k].kind == .identifier && !inactive[k] && t[k].text.count > 2 && t[k].text.hasPrefix("UI")
                        && t[k].text.dropFirst(2).first!.isUppercase && t[k].text != "UIEdgeInsets"
                })
            else { continue }
            if d.inherits.contains("XCTestCase") {
                note(
                    d.keyword,
                    "Swift 6 language mode warns: \(d.name)'s test methods are not main-actor isolated but use "
                        + "UIKit (\(t[use].text), main-actor isolated; KeyboardSim's is @preconcurrency, so only a warning): "
                        + "corelibs XCTest runs them on the main thread but not isolated to it, and a main-actor default value "
                        + "of a stored property is an error there; Swift Testing (@MainActor @Suite) and KeyboardSession avoid both"
                )
            } else {
                note(
                    d.keyword,
                    "Swift 6 language mode warns: \(d.name) is not main-actor isolated but uses UIKit "
                        + "(\(t[use].text), main-actor isolated; KeyboardSim's is @preconcurrency, so only a warning): mark "
                        + "\(d.name) @MainActor")
            }
        }
        for k in t.indices where t[k].kind == .identifier && t[k].text == "let" && depth[k] == 0 && !inactive[k] {
            guard enclosing[k] == nil, let eq = (k..<endOfLine(k)).first(where: { t[$0].text == "=" }) else { continue }
            if declarationPrefix(k).words.contains("@MainActor") { continue }
            if let use = (eq..<endOfLine(k)).first(where: {
                t[$0].text == "UIScreen" || t[$0].text == "UIApplication" || t[$0].text == "UIDevice"
            }) {
                note(
                    k,
                    "global \(text(next(k)) ?? "let") is initialised from \(t[use].text), which is main-actor isolated: "
                        + "Swift 6 language mode refuses it (on iOS too); mark it @MainActor, or build this target in Swift 5 mode"
                )
            }
        }
    }

    /// Whether the `var` at `k` declares stored state (an initial value, a type only, or observers) rather than a
    /// computed property.
    func isStoredVariable(_ k: Int) -> Bool {
        var j = next(k)
        var angle = 0, paren = 0
        while let c = j {
            let s = t[c].text
            if s == "<" { angle += 1 } else if s == ">" { angle -= 1 }
            if s == "(" || s == "[" { paren += 1 } else if s == ")" || s == "]" { paren -= 1 }
            if paren == 0 && angle <= 0 {
                if s == "=" { return true }
                if s == "{" { return ["didSet", "willSet"].contains(text(next(c)) ?? "") }
                if s == ";" || s == "}" { return true }
            }
            if c > k + 1 && startsLine(c) && paren == 0 { return true }  // `var x: Int` then the next line
            j = next(c)
        }
        return true
    }
}
