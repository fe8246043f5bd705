import Foundation
// Names nobody declares: a member (`.name`, `Type.name`), a type-like name (capitalized), an initialiser's argument
// label or a `#literal` that neither the inputs, nor KeyboardSim, nor the Linux platform declares (KnownNames) does
// not compile on Linux. The port names each at its line before the build.

extension PortFile {
    /// `name`, `` `name` `` and `$name` (a property wrapper's projection) as the name declared.
    static func bareName(_ text: String) -> String {
        var s = Substring(text)
        if s.hasPrefix("`") && s.hasSuffix("`") && s.count >= 2 { s = s.dropFirst().dropLast() }
        if s.hasPrefix("$") && s.count > 1 && !s.dropFirst().allSatisfy(\.isNumber) { s = s.dropFirst() }
        return String(s)
    }

    /// Keywords that may follow a `.` as keywords, not as member names.
    static let memberKeywords: Set<String> = ["self", "init", "Type", "Protocol", "dynamicType"]

    /// Capitalized names the compiler knows without a declaration a symbol graph shows: keywords, marker protocols,
    /// the standard library's precedence groups.
    static let capitalizedKeywords: Set<String> = [
        "Self", "Type", "Protocol", "Any", "AnyObject", "Sendable", "Copyable", "Escapable", "BitwiseCopyable",
        "AdditionPrecedence", "MultiplicationPrecedence", "ComparisonPrecedence", "AssignmentPrecedence",
        "TernaryPrecedence", "LogicalConjunctionPrecedence", "LogicalDisjunctionPrecedence", "NilCoalescingPrecedence",
        "CastingPrecedence", "RangeFormationPrecedence", "BitwiseShiftPrecedence", "DefaultPrecedence",
        "FunctionArrowPrecedence"
    ]

    /// The `#` keywords of the language (macros, `#colorLiteral` and the like are looked up instead).
    static let poundKeywords: Set<String> = [
        "#if", "#elseif", "#else", "#endif", "#selector", "#keyPath", "#available", "#unavailable", "#file", "#fileID",
        "#filePath", "#line", "#column", "#function", "#dsohandle", "#warning", "#error", "#sourceLocation",
        "#externalMacro", "#isolation", "#_hasSymbol", "#_sourceLocation"
    ]

    /// Statement keywords that cannot be part of a closure's signature (`{ a, b in`).
    private static let statementKeywords: Set<String> = [
        "for", "let", "var", "if", "guard", "return", "switch", "case", "while", "repeat", "func", "import", "class",
        "struct", "enum", "protocol", "extension", "do", "catch", "throw", "defer", "else", "where", "is", "as"
    ]

    /// What this file declares: types, functions, properties and variables (patterns too), enum cases, parameters
    /// (labels and names), generic parameters, closure parameters, imported modules; and, apart, every identifier
    /// written as `label:` in parentheses (argument and tuple labels).
    func declaredIdentifiers() -> (declared: Set<String>, labels: Set<String>) {
        var declared = Set<String>(), labels = Set<String>()
        func add(_ k: Int?) {
            if let k, t[k].kind == .identifier { declared.insert(Self.bareName(t[k].text)) }
        }
        for k in t.indices where t[k].kind == .identifier {
            let prev = previous(k)
            if let n = next(k), t[n].text == ":", let p = prev, t[p].text == "(" || t[p].text == "," {
                labels.insert(Self.bareName(t[k].text))
            }
            // A member, or a keyword used as an argument label (`setTitle(t, for: .normal)`, `text(in: r)`).
            if prev.map({ t[$0].text == "." }) == true || text(next(k)) == ":" { continue }
            switch t[k].text {
            case "func", "class", "struct", "enum", "protocol", "typealias", "associatedtype", "actor", "macro",
                "precedencegroup":
                guard let n = next(k) else { continue }
                add(n)
                addGenericParameters(after: n, to: &declared)
                if ["func", "macro"].contains(t[k].text) { addParameters(after: n, to: &declared) }
            case "init", "subscript":
                if prev.map({ t[$0].text == "self" || t[$0].text == "super" }) != true {
                    addParameters(after: k, to: &declared)
                }
            case "var", "let":
                guard let n = next(k) else { continue }
                if t[n].text == "(", let close = matchingParen(n) {
                    for j in n...close where t[j].kind == .identifier && [",", "("].contains(text(previous(j))) {
                        add(j)
                    }
                    continue
                }
                add(n)
                // `var a = 1, b = 2`: the other names of the statement, on its line.
                var j = next(n), d = 0
                while let c = j, !startsLine(c) || c == next(n) {
                    let s = t[c].text
                    if s == "(" || s == "[" { d += 1 } else if s == ")" || s == "]" { d -= 1 }
                    if s == "{" || s == "}" || d < 0 { break }
                    if d == 0, s == ",", let m = next(c), t[m].kind == .identifier,
                        !Self.statementKeywords.contains(t[m].text)
                    {
                        add(m)
                    }
                    j = next(c)
                }
            case "case":
                addCasePattern(at: k, to: &declared)
            case "for":
                var j = next(k)
                while let c = j, t[c].text != "in", t[c].text != "{" {
                    if t[c].kind == .identifier, ["for", "(", ",", "let", "var", "case"].contains(text(previous(c))) {
                        add(c)
                    }
                    j = next(c)
                }
            case "in":
                addClosureParameters(before: k, to: &declared)
            case "import":
                var j = next(k)
                if let c = j,
                    ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(t[c].text)
                {
                    j = next(c)
                }
                add(j)
            default:
                break
            }
        }
        return (declared, labels)
    }

    /// `<T, U: P>` after a declared name: T and U.
    private func addGenericParameters(after n: Int, to declared: inout Set<String>) {
        guard let open = next(n), t[open].text == "<" else { return }
        var d = 0, j: Int? = open
        while let c = j {
            if t[c].text == "<" { d += 1 } else if t[c].text == ">" { d -= 1; if d == 0 { return } }
            if t[c].text == "{" || t[c].text == "(" { return }
            if d == 1, t[c].kind == .identifier, ["<", ","].contains(text(previous(c))) {
                declared.insert(Self.bareName(t[c].text))
            }
            j = next(c)
        }
    }

    /// The parameter clause after a function's name (or `init`, `subscript`): each parameter's label and name.
    private func addParameters(after n: Int, to declared: inout Set<String>) {
        var j = next(n)
        while let c = j, t[c].text != "(" {  // past `?`, `!`, an operator's characters, generic parameters
            if ["{", "}", "=", ";"].contains(t[c].text) || startsLine(c) { return }
            j = next(c)
        }
        guard let open = j, let close = matchingParen(open) else { return }
        var d = 0, beforeColon = true
        for c in open...close where isCode(c) {
            let s = t[c].text
            if s == "(" || s == "[" || s == "<" { d += 1 } else if s == ")" || s == "]" || s == ">" { d -= 1 }
            if d == 1 && s == "," { beforeColon = true }
            if d == 1 && s == ":" { beforeColon = false }
            if d == 1 && beforeColon && t[c].kind == .identifier { declared.insert(Self.bareName(s)) }
        }
    }

    /// `case a, b(x: Int)` of an enum; `case let .some(x)`, `case a, b:` of a switch (a constant named there is
    /// counted too: it only keeps a name from being reported).
    private func addCasePattern(at k: Int, to declared: inout Set<String>) {
        let binds = next(k).map { ["let", "var"].contains(t[$0].text) } ?? false
        var j = next(k), d = 0
        while let c = j {
            let s = t[c].text
            if s == "(" || s == "[" { d += 1 } else if s == ")" || s == "]" { d -= 1 }
            if d < 0 || (d == 0 && [":", "=", "{", "}", ";"].contains(s))
                || (d == 0 && c != next(k) && startsLine(c) && text(previous(c)) != ",")
            {
                return
            }
            if t[c].kind == .identifier, let p = previous(c), t[p].text != "." {
                let before = t[p].text
                if d == 0 && ["case", ",", "let", "var"].contains(before) { declared.insert(Self.bareName(s)) }
                if d > 0 && binds && ["(", ","].contains(before) && [",", ")"].contains(text(next(c)) ?? "") {
                    declared.insert(Self.bareName(s))
                }
                if d > 0, text(next(c)) == ":" { declared.insert(Self.bareName(s)) }  // `case move(x: Int)`
            }
            j = next(c)
        }
    }

    /// `{ a, b in`, `{ (a: Int, b) -> Void in`, `{ [weak self] a in`: the closure's parameters and captures.
    private func addClosureParameters(before k: Int, to declared: inout Set<String>) {
        var j = previous(k), names: [Int] = [], steps = 0
        while let c = j {
            steps += 1
            if steps > 80 { return }
            let s = t[c].text
            if s == "{" { break }
            switch t[c].kind {
            case .identifier:
                if Self.statementKeywords.contains(s) { return }
                if let p = previous(c), ["{", "(", ",", "[", "]", "weak", "unowned"].contains(t[p].text) {
                    names.append(c)
                }
            case .attribute:
                break
            case .punctuation:
                guard "()[],:-><?!.=&_".contains(s) else { return }
            default:
                return
            }
            j = previous(c)
        }
        guard j != nil else { return }
        for c in names { declared.insert(Self.bareName(t[c].text)) }
    }

    // MARK: Reporting

    /// Tokens never looked up: import statements, `#if` conditions, the arguments of attributes and `#available`.
    private func tokensNotLookedUp() -> Set<Int> {
        var skip = Set<Int>()
        for s in importStatements() { skip.formUnion(s.start...s.end) }
        for b in blocks {
            for branch in b.branches { skip.formUnion(branch.directive..<endOfLine(branch.directive)) }
            if let e = b.endif { skip.formUnion(e..<endOfLine(e)) }
        }
        for k in t.indices
        where t[k].kind == .attribute
            || (t[k].kind == .pound
                && ["#available", "#unavailable", "#sourceLocation", "#_sourceLocation"].contains(t[k].text))
        {
            guard k + 1 < t.count, t[k + 1].text == "(", let close = matchingParen(k + 1) else { continue }
            skip.formUnion(k...close)
        }
        // `precedencegroup P { higherThan: … }` and `infix operator <> : P`.
        for k in t.indices where t[k].kind == .identifier && t[k].text == "precedencegroup" {
            if let open = (k..<t.count).first(where: { t[$0].text == "{" }), let close = matchingBrace(open) {
                skip.formUnion(k...close)
            }
        }
        for k in t.indices where t[k].kind == .identifier && t[k].text == "operator" {
            skip.formUnion(k..<endOfLine(k))
        }
        return skip
    }

    /// Reports every member, capitalized name, initialiser label and `#` literal that nobody declares.
    mutating func reportUndeclaredNames() {
        let own = declaredIdentifiers()
        let imports = importStatements().filter { !inactive[$0.keyword] || inDualImport($0.keyword) }
        let modules = Set(imports.map(\.module))
        let known = knownTypes().compiled
        let declared = NameSets(context.declaredIdentifiers, own.declared)
        let labels = NameSets(context.labelIdentifiers, own.labels)
        let isDeclared = { (name: String) in declared.contains(name) || known.contains(name) }
        let isWritten = { (name: String) in isDeclared(name) || labels.contains(name) }
        // Modules whose names the port cannot know (a third-party library, an Apple framework): a name may come
        // from one of them.
        let unknownModules = imports.filter { s in
            !PortKnowledge.linuxModules.contains(s.module) && !s.module.hasPrefix("KeyboardSim")
                && !["UIKit", "CoreGraphics", "QuartzCore", "Darwin", "os", "ObjectiveC"].contains(s.module)
                && !(context.testsGivenLibrary && (s.isTestable || context.libraryFolderNames.contains(s.module)))
        }.map(\.module)
        func isKnown(_ name: String) -> Bool { KnownNames.contains(name, importing: modules) }
        let skip = tokensNotLookedUp()
        for k in t.indices where !inactive[k] && !skip.contains(k) {
            switch t[k].kind {
            case .identifier:
                let name = Self.bareName(t[k].text)
                if replace[k] != nil && Self.isLegacyName(t[k].text) { continue }  // rewritten to its current name
                let isMember = k > 0 && t[k - 1].text == "." && (k < 2 || t[k - 2].text != ".")
                if isMember {
                    if name == "init", let open = next(k), open == k + 1, t[open].text == "(" {
                        let owner = k >= 2 && t[k - 2].kind == .identifier ? t[k - 2].text + ".init" : "init"
                        reportLabels(open: open, shown: owner, declared: isDeclared, isKnown: isKnown, unknownModules)
                    }
                    if Self.memberKeywords.contains(name) || name.first?.isNumber == true || isWritten(name)
                        || isKnown(name)
                    {
                        continue
                    }
                    reportUndeclared(k, name, shown: name, unknownModules)
                } else if let first = name.unicodeScalars.first, ("A"..."Z").contains(first) {
                    if Self.capitalizedKeywords.contains(name) { continue }
                    if !isWritten(name) && !isKnown(name) {
                        reportUndeclared(k, name, shown: name, unknownModules)
                    } else if k + 1 < t.count, t[k + 1].text == "(", !isKnown("func \(name)") {
                        reportLabels(open: k + 1, shown: name, declared: isDeclared, isKnown: isKnown, unknownModules)
                    }
                }
            case .pound where !Self.poundKeywords.contains(t[k].text):
                let name = t[k].text
                if isKnown(name) || declared.contains(String(name.dropFirst())) { continue }
                reportUndeclared(k, name, shown: name, unknownModules)
            default:
                continue
            }
        }
    }

    /// The argument labels of a call `T(…)` (`open` its `(`), each looked up among the labels of the initialisers
    /// KeyboardSim and the platform declare (`init(label:)`) and the names the inputs declare.
    private mutating func reportLabels(
        open: Int, shown: String, declared: (String) -> Bool, isKnown: (String) -> Bool,
        _ unknownModules: [String]
    ) {
        guard let close = matchingParen(open) else { return }
        var d = 0
        for c in open...close where t[c].kind == .punctuation || t[c].kind == .identifier {
            let s = t[c].text
            if s == "(" || s == "[" || s == "{" { d += 1 } else if s == ")" || s == "]" || s == "}" { d -= 1 }
            guard d == 1, t[c].kind == .identifier, text(next(c)) == ":", let p = previous(c),
                t[p].text == "(" || t[p].text == ","
            else { continue }
            let label = Self.bareName(s)
            if label == "_" || declared(label) || isKnown("init(\(label):)") { continue }
            reportUndeclared(
                c, "init(\(label):)", shown: "\(shown)(\(label):)", unknownModules,
                why: "no initialiser of KeyboardSim or of the Linux platform takes `\(label):`")
        }
    }

    private mutating func reportUndeclared(
        _ k: Int, _ name: String, shown: String, _ unknownModules: [String], why: String? = nil
    ) {
        let line = t[k].line
        let bare = name.hasPrefix("init(") ? shown : name
        for key in [bare, "missing \(bare)", "compiled out \(bare)"] where reported.contains("\(line) \(key)") {
            return
        }
        // Another report of the line is about this name already (`observe(\.…)`, `responds:`).
        if unhandledByLine[line, default: []].contains(where: { notes[$0].message.hasPrefix(bare) }) { return }
        guard once(k, "undeclared \(shown)") else { return }
        var message =
            "KeyboardSim does not declare `\(shown)`"
            + (why.map { ": \($0); " } ?? ", nor do the inputs or the Linux platform (Swift, Foundation, Glibc): ")
        message +=
            PortKnowledge.undeclaredHints[name] ?? PortKnowledge.unsupported[name]
            ?? ("declare it in a file ported with this one (or read with --context), or keep the code that needs it "
                + "out of what you test (#if canImport(UIKit) without KeyboardSim)")
        if !unknownModules.isEmpty {
            message +=
                " (unless it comes from \(unknownModules.joined(separator: ", ")), which this file imports: "
                + "give its sources with --context)"
        }
        unhandled(k, message)
    }
}
