import Foundation
// A user's own `@objc protocol` with `optional` members, and the calls through it; an `NSObject` subclass's
// `override func observeValue(forKeyPath:…)`. Without the Objective-C runtime neither compiles as written: the
// protocol loses `@objc` (which `optional` needs), and corelibs' NSObject has no `observeValue` to override.

extension PortFile {
    /// An optional member of a protocol of the inputs.
    struct OptionalMember {
        var name: String
        var isFunction: Bool
        var throwing: Bool
        /// The declaration as written, without `@objc` and `optional` (`func f(_ x: Int) -> Bool`).
        var signature: String
        /// The result type (`nil`: none).
        var resultType: String?
        /// For a property: whether it has a setter.
        var settable: Bool
    }

    /// The optional members of each protocol of this file (compiled code only), by protocol declaration.
    func optionalMembers() -> [(protocol: TypeDeclaration, members: [(token: Int, member: OptionalMember)])] {
        var out: [(TypeDeclaration, [(Int, OptionalMember)])] = []
        for p in typeDeclarations() where t[p.keyword].text == "protocol" {
            var members: [(Int, OptionalMember)] = []
            for k in (p.open + 1)..<p.close
            where t[k].text == "optional" && t[k].kind == .identifier
                && depth[k] == depth[p.open] + 1 && !inactive[k]
            {
                var j = next(k)
                while let c = j, t[c].kind == .attribute || Self.modifiers.contains(t[c].text) { j = next(c) }
                guard let kw = j, let member = optionalMember(at: kw) else { continue }
                members.append((k, member))
            }
            if !members.isEmpty { out.append((p, members)) }
        }
        return out
    }

    /// The member declared by the `func` or `var` at `kw`.
    private func optionalMember(at kw: Int) -> OptionalMember? {
        guard let nameIdx = next(kw), t[nameIdx].kind == .identifier else { return nil }
        let name = t[nameIdx].text.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
        if t[kw].text == "func" {
            var open = next(nameIdx)
            if let o = open, t[o].text == "<", let close = (o..<t.count).first(where: { t[$0].text == ">" }) {
                open = next(close)
            }
            guard let paren = open, t[paren].text == "(", let close = matchingParen(paren) else { return nil }
            var end = close, j = close + 1, arrow: Int?, throwing = false
            while j < t.count, t[j].kind != .newline, t[j].kind != .comment, t[j].text != ";", t[j].text != "}" {
                if isCode(j) {
                    if t[j].text == "where" { break }
                    if t[j].text == "throws" || t[j].text == "rethrows" { throwing = true }
                    if t[j].text == "->" { arrow = j }
                    if t[j].text == "-", j + 1 < t.count, t[j + 1].text == ">" {
                        arrow = j + 1; j += 1; end = j; continue
                    }
                    end = j
                }
                j += 1
            }
            let result = arrow.map { a in
                ((a + 1)...end).map { t[$0].text }.joined().trimmingCharacters(in: .whitespaces)
            }
            return OptionalMember(
                name: name, isFunction: true, throwing: throwing,
                signature: (kw...end).map { t[$0].text }.joined(), resultType: result, settable: false)
        }
        guard t[kw].text == "var", let colon = next(nameIdx), t[colon].text == ":" else { return nil }
        var j = colon + 1, typeEnd = colon
        while j < t.count, t[j].text != "{", t[j].kind != .newline { if isCode(j) { typeEnd = j }; j += 1 }
        guard typeEnd > colon, j < t.count, t[j].text == "{", let close = matchingBrace(j) else { return nil }
        let type = ((colon + 1)...typeEnd).map { t[$0].text }.joined().trimmingCharacters(in: .whitespaces)
        let settable = (j...close).contains { t[$0].text == "set" }
        return OptionalMember(
            name: name, isFunction: false, throwing: false, signature: "var \(name): \(type)",
            resultType: type, settable: settable)
    }

    /// What a default implementation returns for a result type: "" for none, nil when there is no obvious empty
    /// value (the port reports it).
    static func emptyValue(for type: String?) -> String? {
        guard let type, !type.isEmpty, type != "Void", type != "()" else { return "" }
        if type.hasSuffix("?") || type.hasSuffix("!") || type.hasPrefix("Optional<") { return "nil" }
        switch type {
        case "Bool": return "false"
        case "String": return "\"\""
        case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
            "CGFloat", "TimeInterval", "NSInteger", "NSUInteger", "CFTimeInterval":
            return "0"
        case "CGSize", "CGRect", "CGPoint", "UIEdgeInsets", "NSRange":
            return type == "NSRange" ? "NSRange(location: 0, length: 0)" : ".zero"
        default: break
        }
        if type.hasPrefix("[") && type.hasSuffix("]") {
            var d = 0
            for c in type.dropFirst().dropLast() {
                if "[(<".contains(c) {
                    d += 1
                } else if "])>".contains(c) {
                    d -= 1
                } else if c == ":" && d == 0 {
                    return "[:]"
                }
            }
            return "[]"
        }
        if type.hasPrefix("Set<") { return "[]" }
        return nil
    }

    /// Rewrites the protocols with optional members and the calls through them, and `override func observeValue`
    /// in direct `NSObject` subclasses.
    mutating func rewriteOptionalProtocols() {
        var names: [String: Bool] = context.optionalRequirements
        for (proto, members) in optionalMembers() {
            var defaults: [String] = []
            let indent = indentation(declarationPrefix(proto.keyword).start)
            let visibility = proto.prefix.contains("public") ? "public " : ""
            for (k, m) in members {
                names[m.name] = m.throwing
                remove.insert(k)
                removeWithFollowingSpace(through: k)
                guard let value = Self.emptyValue(for: m.resultType) else {
                    unhandled(
                        k,
                        "optional \(m.name) returns \(m.resultType ?? "a value"), which has no empty value: "
                            + "write its default implementation in an extension of \(proto.name) (what a delegate that "
                            + "does not implement it should answer)")
                    continue
                }
                let report = "optionalRequirementDefault(\"\(m.name)\")"
                let body = value.isEmpty ? report : "\(report)\n\(indent)        return \(value)"
                if m.isFunction {
                    defaults.append(
                        "\(indent)    \(visibility)\(m.signature) {\n\(indent)        \(body)\n\(indent)    }")
                } else if m.settable {
                    defaults.append(
                        "\(indent)    \(visibility)\(m.signature) {\n\(indent)        get { \(report); return \(value) }\n"
                            + "\(indent)        set {}\n\(indent)    }")
                    note(
                        k,
                        "optional \(m.name): a delegate without it reads as \(value) on Linux (nil through "
                            + "optional chaining on iOS)")
                } else {
                    defaults.append("\(indent)    \(visibility)\(m.signature) { \(report); return \(value) }")
                    note(
                        k,
                        "optional \(m.name): a delegate without it reads as \(value) on Linux (nil through "
                            + "optional chaining on iOS)")
                }
                changed(
                    k,
                    "optional \(m.name): a requirement with a default implementation (an extension of "
                        + "\(proto.name)); calls `?.\(m.name)?(…)` go through ifImplemented, nil when not implemented")
            }
            if !proto.inherits.contains("OptionalRequirements") { addConformance(proto, "OptionalRequirements") }
            if !defaults.isEmpty {
                replace[proto.close] =
                    (replace[proto.close] ?? "}") + "\n\n\(indent)extension \(proto.name) {\n"
                    + defaults.joined(separator: "\n") + "\n\(indent)}"
            }
        }
        rewriteOptionalCalls(names)
        rewriteObserveValueOverrides()
    }

    /// Adds a protocol to a type declaration's inheritance list.
    private mutating func addConformance(_ decl: TypeDeclaration, _ name: String) {
        var last = next(decl.keyword)!
        var j = next(last)
        while let c = j, c < decl.open, t[c].text != "where" { last = c; j = next(c) }
        let hasList = (decl.keyword..<decl.open).contains { t[$0].text == ":" }
        insertBefore[last + 1] = (insertBefore[last + 1] ?? "") + (hasList ? ", \(name)" : ": \(name)")
    }

    /// `x?.method?(…)` → `x?.ifImplemented("method", { $0.method(…) })`; `x!.method!(…)` → `x!.method(…)`.
    private mutating func rewriteOptionalCalls(_ names: [String: Bool]) {
        guard !names.isEmpty else { return }
        for k in t.indices where t[k].kind == .identifier && !inactive[k] && k + 2 < t.count {
            guard let throwing = names[t[k].text], !PortKnowledge.delegateMethods.contains(t[k].text),
                text(previous(k)) == ".", t[k + 2].text == "("
            else { continue }
            let name = t[k].text
            if t[k + 1].text == "!" {
                remove.insert(k + 1)
                if once(k, "forced \(name)") {
                    changed(k, ".\(name)!( → .\(name)( (a default implementation answers on Linux)")
                }
                continue
            }
            guard t[k + 1].text == "?", let close = matchingParen(k + 2) else { continue }
            let usesShorthand = ((k + 2)...close).contains { t[$0].text.hasPrefix("$") }
            let receiver = usesShorthand ? "optionalReceiver in optionalReceiver" : "$0"
            replace[k] = "ifImplemented(\"\(name)\", { \(throwing ? "try " : "")\(receiver).\(name)"
            remove.insert(k + 1)
            replace[close] = (replace[close] ?? ")") + " })"
            if once(k, "optional \(name)") {
                changed(
                    k,
                    ".\(name)?(…) → .ifImplemented(\"\(name)\", { $0.\(name)(…) }) (nil when the delegate does not "
                        + "implement it, as on iOS)")
            }
        }
    }

    /// `override func observeValue(forKeyPath:…)` in a class whose superclass is `NSObject`: corelibs' NSObject has
    /// no such method, so `override` goes and the class conforms to KeyboardSim's `NSKeyValueObserving`, whose
    /// observers kbsim calls.
    private mutating func rewriteObserveValueOverrides() {
        for decl in typeDeclarations() where t[decl.keyword].text == "class" && decl.inherits.first == "NSObject" {
            var found = false
            for k in (decl.open + 1)..<decl.close
            where t[k].text == "override" && depth[k] == depth[decl.open] + 1 && !inactive[k] {
                var j = next(k)
                while let c = j, t[c].kind == .attribute || Self.modifiers.contains(t[c].text) { j = next(c) }
                guard let kw = j, t[kw].text == "func", text(next(kw)) == "observeValue" else { continue }
                remove.insert(k)
                removeWithFollowingSpace(through: k)
                changed(
                    k,
                    "override removed from observeValue(forKeyPath:of:change:context:): corelibs' NSObject has no "
                        + "such method; \(decl.name) conforms to NSKeyValueObserving, which kbsim's key-value observing calls"
                )
                found = true
            }
            if found && !decl.inherits.contains("NSKeyValueObserving") { addConformance(decl, "NSKeyValueObserving") }
        }
    }
}

extension PortFile {
    /// Whether the identifier at `k` names a module (`canImport(UIKitPlus)`, `import UIKitPlus`), not a type.
    func isModuleName(_ k: Int) -> Bool {
        guard let p = previous(k) else { return false }
        if t[p].text == "import" { return true }
        if t[p].text == "(", let before = previous(p), t[before].text == "canImport" { return true }
        return ["class", "struct", "enum", "protocol", "func", "var", "let", "typealias"].contains(t[p].text)
            && previous(p).map { t[$0].text == "import" } == true
    }
}
