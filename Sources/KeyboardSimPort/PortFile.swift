import Foundation
/// One file being ported: its tokens, what the port's passes decided to change (edits are kept apart from the
/// tokens and applied once, when the output is rendered), the notes, and structural facts the passes share (brace
/// depth, the `#if` blocks and which branches are compiled on Linux).
struct PortFile {
    let t: [SwiftToken]
    let context: Porter.Context
    var notes: [Porter.Note] = []
    /// What has been reported, by line (``once(_:_:)``).
    var reported = Set<String>()
    /// The `unhandled` notes of each line (indices into `notes`), so a pass asking what a line reported already
    /// does not read every note.
    var unhandledByLine: [Int: [Int]] = [:]

    // MARK: Edits

    /// Tokens left out of the output.
    var remove = Set<Int>()
    /// Tokens whose text is replaced.
    var replace: [Int: String] = [:]
    /// Text put before a token.
    var insertBefore: [Int: String] = [:]
    /// Token ranges moved to before another token (extension members moved into their class).
    var moves: [(range: ClosedRange<Int>, before: Int)] = []

    // MARK: Structure

    /// The number of unclosed `{` before each token.
    private(set) var depth: [Int] = []
    /// The `#if … #endif` blocks, outermost first.
    private(set) var blocks: [IfBlock] = []
    /// For each token, whether it is in a branch that Linux does not compile (known from the condition).
    private(set) var inactive: [Bool] = []

    /// A `#if` block: its branches (the directive's token and its condition's tokens) and its `#endif`.
    struct IfBlock {
        struct Branch {
            /// The `#if`, `#elseif` or `#else` token.
            var directive: Int
            /// The condition's code tokens (empty for `#else`).
            var condition: [Int]
            /// The tokens of the branch's body: after the directive's line, up to the next directive of the block.
            var body: Range<Int>
        }
        var branches: [Branch] = []
        var endif: Int?
        /// Whether the block is the port's own dual import (`#if canImport(UIKit)` … `#else` `import KeyboardSim`),
        /// or one written that way by hand: left alone.
        var isDualImport = false
    }

    init(_ source: String, context: Porter.Context) {
        t = SwiftTokenizer.tokenize(source)
        self.context = context
        computeDepth()
        computeBlocks()
    }

    /// The types, functions and properties declared in compiled code, and the types declared only in code Linux
    /// compiles out (with the condition that compiles each out), in the files ported together or (ported alone) in
    /// this one.
    func knownTypes() -> (compiled: NameSets, compiledOut: [String: String]) {
        let own = declaredTypes()
        var compiledOut = context.compiledOutTypes
        if !own.compiledOut.isEmpty {
            compiledOut.merge(own.compiledOut.filter { !own.compiled.contains($0.key) }) { a, _ in a }
        }
        return (NameSets(context.declaredTypeNames, own.compiled, context.declaredNames, declaredNames()), compiledOut)
    }

    /// Names looked up in several sets at once. The context's sets hold every name of every input; uniting them
    /// with a file's own names copied them once per file, which made porting a folder quadratic in its files.
    struct NameSets {
        private let sets: [Set<String>]
        init(_ sets: Set<String>...) { self.sets = sets.filter { !$0.isEmpty } }
        func contains(_ name: String) -> Bool { sets.contains { $0.contains(name) } }
    }

    // MARK: Notes

    mutating func changed(_ k: Int, _ message: String) {
        notes.append(Porter.Note(kind: .changed, line: t[k].line, message: message))
    }
    mutating func unhandled(_ k: Int, _ message: String) {
        notes.append(Porter.Note(kind: .unhandled, line: t[k].line, message: message))
        unhandledByLine[t[k].line, default: []].append(notes.count - 1)
    }
    mutating func note(_ k: Int, _ message: String) {
        notes.append(Porter.Note(kind: .note, line: t[k].line, message: message))
    }

    // MARK: Navigation

    func isCode(_ k: Int) -> Bool {
        switch t[k].kind {
        case .whitespace, .newline, .comment: false
        default: true
        }
    }

    /// The index of the next code token (not whitespace, newline or comment).
    func next(_ k: Int) -> Int? {
        var j = k + 1
        while j < t.count {
            if isCode(j) { return j }
            j += 1
        }
        return nil
    }

    /// The index of the previous code token.
    func previous(_ k: Int) -> Int? {
        var j = k - 1
        while j >= 0 {
            if isCode(j) { return j }
            j -= 1
        }
        return nil
    }

    /// The code token `n` code tokens after `k` (`n` = 1 is ``next(_:)``).
    func next(_ k: Int, _ n: Int) -> Int? {
        var j: Int? = k
        for _ in 0..<n { j = j.flatMap(next) }
        return j
    }

    func text(_ k: Int?) -> String? { k.map { t[$0].text } }

    /// Whether a newline separates token `k` from the previous code token (or `k` starts the file).
    func startsLine(_ k: Int) -> Bool {
        var j = k - 1
        while j >= 0 {
            switch t[j].kind {
            case .newline: return true
            case .whitespace, .comment: j -= 1
            default: return false
            }
        }
        return true
    }

    /// The whitespace before token `k` on its line.
    func indentation(_ k: Int) -> String {
        if k > 0, t[k - 1].kind == .whitespace, k < 2 || t[k - 2].kind == .newline { return t[k - 1].text }
        return ""
    }

    /// The index of the newline ending the line of token `k` (or the end of the file).
    func endOfLine(_ k: Int) -> Int {
        var j = k
        while j < t.count && t[j].kind != .newline { j += 1 }
        return j
    }

    /// The `}` matching the `{` at `open`.
    func matchingBrace(_ open: Int) -> Int? {
        var d = 0
        for j in open..<t.count where t[j].kind == .punctuation {
            if t[j].text == "{" { d += 1 }
            if t[j].text == "}" { d -= 1; if d == 0 { return j } }
        }
        return nil
    }

    /// The `)` matching the `(` at `open`.
    func matchingParen(_ open: Int) -> Int? {
        var d = 0
        for j in open..<t.count where t[j].kind == .punctuation {
            if t[j].text == "(" { d += 1 }
            if t[j].text == ")" { d -= 1; if d == 0 { return j } }
        }
        return nil
    }

    /// Removes the spaces after a removed token; when the token stood alone on its line, removes the line (its
    /// indentation and newline) too.
    mutating func removeWithFollowingSpace(through end: Int) {
        var j = end + 1
        if j < t.count, t[j].kind == .whitespace { remove.insert(j); j += 1 }
        var s = end
        while s >= 0 && (remove.contains(s) || t[s].kind == .whitespace) && t[s].kind != .newline { s -= 1 }
        let startsLine = s < 0 || t[s].kind == .newline
        if startsLine, j < t.count, t[j].kind == .newline {
            remove.insert(j)
            var w = end
            while w >= 0 && t[w].kind != .newline { remove.insert(w); w -= 1 }
        }
    }

    // MARK: Structure

    private mutating func computeDepth() {
        depth = Array(repeating: 0, count: t.count)
        var d = 0
        for k in t.indices {
            depth[k] = d
            guard t[k].kind == .punctuation else { continue }
            if t[k].text == "{" { d += 1 }
            if t[k].text == "}" { d = max(0, d - 1) }
        }
    }

    private mutating func computeBlocks() {
        var stack: [IfBlock] = []
        var done: [IfBlock] = []
        func closeBranch(_ block: inout IfBlock, at end: Int) {
            guard let last = block.branches.indices.last else { return }
            block.branches[last].body = block.branches[last].body.lowerBound..<end
        }
        for k in t.indices where t[k].kind == .pound {
            switch t[k].text {
            case "#if", "#elseif", "#else":
                let eol = endOfLine(k)
                let condition = t[k].text == "#else" ? [] : ((k + 1)..<eol).filter(isCode)
                let branch = IfBlock.Branch(directive: k, condition: condition, body: eol..<eol)
                if t[k].text == "#if" {
                    stack.append(IfBlock(branches: [branch]))
                } else if !stack.isEmpty {
                    closeBranch(&stack[stack.count - 1], at: k)
                    stack[stack.count - 1].branches.append(branch)
                }
            case "#endif":
                guard var block = stack.popLast() else { continue }
                closeBranch(&block, at: k)
                block.endif = k
                done.append(block)
            default:
                break
            }
        }
        blocks = done.sorted { $0.branches[0].directive < $1.branches[0].directive }
        for i in blocks.indices { blocks[i].isDualImport = isDualImport(blocks[i]) }
        inactive = Array(repeating: false, count: t.count)
        for block in blocks {
            var earlierTrue = false
            for branch in block.branches {
                let value: Bool? =
                    t[branch.directive].text == "#else" ? true : PortCondition.evaluate(self, branch.condition)
                if value == false || earlierTrue {
                    for k in branch.body { inactive[k] = true }
                }
                if value == true { earlierTrue = true }
            }
        }
    }

    /// `#if canImport(UIKit)` (in any branch's condition) with an `import KeyboardSim` in a later branch.
    private func isDualImport(_ block: IfBlock) -> Bool {
        guard
            let uikit = block.branches.firstIndex(where: { b in
                b.condition.contains { t[$0].text == "canImport" && text(next($0, 2)) == "UIKit" }
            })
        else { return false }
        for branch in block.branches[(uikit + 1)...] {
            for k in branch.body where t[k].text == "import" && text(next(k)) == "KeyboardSim" { return true }
        }
        return false
    }

    /// The dual-import block that contains token `k`, if any.
    func inDualImport(_ k: Int) -> Bool {
        blocks.contains { b in
            b.isDualImport && b.branches[0].directive <= k && k <= (b.endif ?? t.count)
        }
    }
}

/// Evaluates a `#if` condition as Linux with KeyboardSim would, after the port's gate rewrite: `os(iOS)` and
/// `canImport(UIKit)` are true (KeyboardSim stands in for iOS), other platforms false, unknown flags unknown.
enum PortCondition {
    static func evaluate(_ f: PortFile, _ tokens: [Int]) -> Bool? {
        var p = Parser(f: f, k: tokens, i: 0)
        let v = p.or()
        return p.i == tokens.count ? v : nil
    }

    /// `swift(>=4.0)`, `compiler(<5.9)`: decided when every build kbsim supports gives the same answer (language
    /// mode 5 or later, compiler 6 or later), else unknown.
    static func version(_ arg: String, languageFloor: Double) -> Bool? {
        let isAtLeast = arg.hasPrefix(">=")
        guard isAtLeast || arg.hasPrefix("<"),
            let v = Double(arg.drop { "<>=".contains($0) }.split(separator: ".").prefix(2).joined(separator: ".")),
            v <= languageFloor
        else { return nil }
        return isAtLeast
    }

    struct Parser {
        let f: PortFile
        let k: [Int]
        var i: Int

        func peek(_ n: Int = 0) -> String? { i + n < k.count ? f.t[k[i + n]].text : nil }

        mutating func or() -> Bool? {
            var v = and()
            while peek() == "|" && peek(1) == "|" {
                i += 2
                let r = and()
                v = (v == true || r == true) ? true : (v == false && r == false ? false : nil)
            }
            return v
        }

        mutating func and() -> Bool? {
            var v = unary()
            while peek() == "&" && peek(1) == "&" {
                i += 2
                let r = unary()
                v = (v == false || r == false) ? false : (v == true && r == true ? true : nil)
            }
            return v
        }

        mutating func unary() -> Bool? {
            if peek() == "!" { i += 1; return unary().map { !$0 } }
            return primary()
        }

        mutating func primary() -> Bool? {
            guard let word = peek() else { return nil }
            if word == "(" {
                i += 1
                let v = or()
                if peek() == ")" { i += 1 }
                return v
            }
            i += 1
            if word == "true" { return true }
            if word == "false" { return false }
            guard peek() == "(" else { return nil }  // a custom flag (DEBUG …)
            i += 1
            var args: [String] = []
            var d = 1
            while let a = peek() {
                i += 1
                if a == "(" { d += 1 }
                if a == ")" { d -= 1; if d == 0 { break } }
                args.append(a)
            }
            let arg = args.joined()
            switch word {
            case "os": return arg == "Linux" || arg == "iOS"
            case "canImport": return PortKnowledge.canImportOnLinux(arg)
            case "targetEnvironment": return false
            case "swift", "compiler": return PortCondition.version(arg, languageFloor: word == "swift" ? 5 : 6)
            default: return nil  // arch, hasFeature …
            }
        }
    }
}
