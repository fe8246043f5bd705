import Foundation
// The token-level rewrites: selectors, Objective-C attributes, optional delegate calls, and the names with no Linux
// counterpart.

extension PortFile {
    static let declarationKeywords: Set<String> = [
        "var", "func", "let", "subscript", "init", "private", "fileprivate", "internal", "public", "open", "final",
        "override", "static", "class", "weak", "lazy", "required", "convenience", "@"
    ]

    /// Notes the outlet the `@IBOutlet` at `k` declares: no nib or storyboard connects it on Linux, so a test must
    /// create the view and assign it (`show(_:outlets:)`) before `viewDidLoad` uses it, or the first use finds nil.
    mutating func noteOutlet(_ k: Int) {
        guard let keyword = declarationKeyword(after: k), t[keyword].text == "var" || t[keyword].text == "let",
            let name = next(keyword), t[name].kind == .identifier
        else { return }
        note(
            k,
            "outlet \(t[name].text): no nib or storyboard connects it on Linux; the test must create the view and "
                + "assign it (show(_:outlets:)) before viewDidLoad uses it, or its first use finds nil")
    }

    mutating func rewriteTokens() {
        let importTokens = Set(importStatements().flatMap { Array($0.start...$0.end) })
        let types = knownTypes()
        for k in t.indices {
            let tok = t[k]
            switch tok.kind {
            case .pound where tok.text == "#selector":
                replace[k] = "Selector"
                if let open = next(k), t[open].text == "(", let arg = next(open), let colon = next(arg),
                    t[arg].text == "getter" || t[arg].text == "setter", t[colon].text == ":"
                {
                    unhandled(
                        k,
                        "#selector(\(t[arg].text): …) names a property accessor; Selector cannot wrap it: use a method")
                } else {
                    changed(k, "#selector( → Selector(")
                }
            case .attribute where ["@objc", "@objcMembers", "@IBOutlet", "@nonobjc"].contains(tok.text):
                remove.insert(k)
                var end = k
                if tok.text == "@objc", k + 1 < t.count, t[k + 1].text == "(" {
                    var j = k + 1
                    while j < t.count && t[j].text != ")" { remove.insert(j); j += 1 }
                    if j < t.count { remove.insert(j); end = j }
                }
                removeWithFollowingSpace(through: end)
                changed(k, "\((k...end).map { t[$0].text }.joined()) removed")
                if tok.text == "@IBOutlet", !inactive[k] { noteOutlet(k) }
            case .attribute where tok.text == "@IBAction":
                if isParameterlessFunction(after: k) {
                    remove.insert(k)
                    removeWithFollowingSpace(through: k)
                    changed(
                        k,
                        "@IBAction removed from a method without parameters (Linux accepts @IBAction only "
                            + "with one; Interface Builder is not used there)")
                }
            case .attribute where tok.text == "@IBDesignable":
                if !inactive[k] { unhandled(k, "@IBDesignable: \(PortKnowledge.unsupported["IBDesignable"]!)") }
            case .identifier where tok.text == "dynamic":
                if let n = next(k), Self.declarationKeywords.contains(t[n].text) || t[n].kind == .attribute,
                    previous(k).map({ t[$0].text != "." }) ?? true
                {
                    remove.insert(k)
                    removeWithFollowingSpace(through: k)
                    changed(k, "dynamic removed (no Objective-C dispatch on Linux)")
                }
            case .identifier where tok.text == "Selector":
                if let open = next(k), t[open].text == "(", let arg = next(open), t[arg].kind == .string, !inactive[k] {
                    unhandled(k, "Selector(\(t[arg].text)) names a method by string; write Selector(TypeName.method)")
                }
            case .identifier
            where PortKnowledge.delegateMethods.contains(tok.text)
                && text(previous(k)) == "." && k + 2 < t.count && t[k + 1].text == "?" && t[k + 2].text == "(":
                // `delegate?.textField?(…)`: an optional requirement called through Objective-C's optional chaining.
                replace[k] = "ifImplemented." + tok.text
                remove.insert(k + 1)
                if once(k, "optional") {
                    changed(
                        k,
                        ".\(tok.text)?( → .ifImplemented.\(tok.text)( (nil when the delegate does not "
                            + "implement the method, as on iOS)")
                }
            case .identifier
            where PortKnowledge.delegateMethods.contains(tok.text)
                && text(previous(k)) == "." && k + 2 < t.count && t[k + 1].text == "!" && t[k + 2].text == "(":
                // `delegate!.textFieldShouldReturn!(field)`: forced call of an optional requirement.
                remove.insert(k + 1)
                if once(k, "forced") {
                    changed(
                        k,
                        ".\(tok.text)!( → .\(tok.text)( (every method has a default on Linux; iOS would trap "
                            + "where the delegate does not implement it)")
                }
            case .identifier:
                guard !inactive[k], !importTokens.contains(k) else { break }
                reportIdentifier(k, types: types)
            default:
                break
            }
        }
    }

    /// Reports a name with no Linux counterpart, a type declared only in code Linux compiles out, a UIKit name
    /// KeyboardSim lacks, key-value coding and observing.
    private mutating func reportIdentifier(_ k: Int, types: (compiled: NameSets, compiledOut: [String: String])) {
        let name = t[k].text
        if let why = PortKnowledge.unsupported[name], isReportable(k), once(k, name) {
            unhandled(k, "\(name): \(why)")
        } else if let why = PortKnowledge.inert[name], reported.insert("inert \(name)").inserted {
            note(k, "\(name): \(why)")
        } else if let gate = types.compiledOut[name], text(previous(k)) != ".", once(k, "compiled out \(name)") {
            unhandled(
                k,
                "\(name) is declared only under \(gate), which Linux compiles out, so this use does not "
                    + "compile: open that gate where the declaration needs no Objective-C runtime, or gate this use the same way"
            )
        } else if name.count > 2, name != "UIKit", name.hasPrefix("UI"), name.dropFirst(2).first!.isUppercase,
            text(previous(k)) != ".",
            !PortKnowledge.kbsimUIKitNames.contains(name), PortKnowledge.unsupported[name] == nil,
            !Self.isLegacyName(name),
            !types.compiled.contains(name), !isModuleName(k), once(k, "missing \(name)")
        {
            unhandled(
                k,
                "\(name): KeyboardSim's UIKit has no \(name), so this does not compile on Linux: keep the code "
                    + "that needs it out of what you test (#if canImport(UIKit) without KeyboardSim), or declare a stand-in "
                    + "for the test")
        } else if name == "value", let open = next(k), t[open].text == "(", let label = next(open),
            t[label].text == "forKey" || t[label].text == "forKeyPath", once(k, "kvc")
        {
            note(
                k,
                "value(\(t[label].text):): kbsim reads the keys of its UIKit objects (text, placeholder, "
                    + "markedTextRange…) and stored properties by name; another key traps at run time")
        } else if name == "setValue", let key = keyArgument(k) {
            if let literal = key, PortKnowledge.settableKeys.contains(literal) {
                if once(k, "kvc") { note(k, "setValue(_:forKey: \"\(literal)\"): kbsim sets it through the property") }
            } else if once(k, "kvc") {
                unhandled(
                    k,
                    "setValue(_:forKey:\(key.map { " \"\($0)\"" } ?? "")): key-value coding needs the "
                        + "Objective-C runtime; kbsim sets only text, placeholder, selectedTextRange, isHidden, alpha, "
                        + "frame and isEnabled of its UIKit objects (another key traps): set the property directly")
            }
        } else if name == "observe", let open = next(k), t[open].text == "(", text(next(open)) == "\\", once(k, "kvo") {
            let key = text(next(open, 2)) == "." ? text(next(open, 3)) : nil
            if let key, PortKnowledge.blockObservableKeys.contains(key), text(next(open, 4)) != "." {
                note(
                    k,
                    "observe(\\.\(key)): kbsim tells block observers when code sets \(key), never for typing, as "
                        + "iOS does; keep the returned observation")
            } else {
                unhandled(
                    k,
                    "observe(\\.\(key ?? "…")): block-based key-value observing needs the Objective-C runtime; "
                        + "kbsim observes only a field's text, placeholder and selectedTextRange, a label's or text view's "
                        + "text, a view's isHidden, alpha and frame and a control's isEnabled; use the .editingChanged "
                        + "control event for typing")
            }
        } else if name == "addObserver", keyArgument(k, label: "forKeyPath") != nil, once(k, "kvo") {
            note(
                k,
                "addObserver(_:forKeyPath:): kbsim notifies for a field's text, placeholder and selectedTextRange "
                    + "(a label's text; a view's isHidden, alpha, frame) when code sets them, as iOS does, never for "
                    + "typing; observing another key traps at run time")
        }
    }

    /// Whether `message` is new for the line of token `k` (each thing is reported once per line).
    mutating func once(_ k: Int, _ message: String) -> Bool { reported.insert("\(t[k].line) \(message)").inserted }

    /// Whether an unsupported name is used as code: not an argument label (`characters:`); `.characters` only after
    /// a dot, `responds` only as `responds(to:`, `NSMutableString` only as `NSMutableString()` (corelibs has
    /// `init(string:)`, `replaceCharacters(in:with:)`, `insert(_:at:)` and `as String`).
    func isReportable(_ k: Int) -> Bool {
        let name = t[k].text
        if let n = next(k), t[n].text == ":", name != "IBDesignable" { return false }
        switch name {
        case "characters": return text(previous(k)) == "."
        case "responds": return text(next(k, 2)) == "to"
        case "NSMutableString": return text(next(k)) == "(" && text(next(k, 2)) == ")"  // only the empty initialiser
        default: return true
        }
    }

    /// For a call at `k` with an argument labelled `label` (`forKey`): `.some(literal)` when the argument is a
    /// string literal, `.some(nil)` when it is another expression, nil when there is no such argument.
    func keyArgument(_ k: Int, label: String = "forKey") -> String?? {
        guard let open = next(k), t[open].text == "(", let close = matchingParen(open) else { return nil }
        var j = open + 1
        while j < close {
            if t[j].text == label || (label == "forKey" && t[j].text == "forKeyPath"), text(next(j)) == ":",
                let arg = next(j, 2)
            {
                if t[arg].kind == .string, let after = next(arg), t[after].text == ")" || t[after].text == "," {
                    return .some(String(t[arg].text.dropFirst().dropLast()))
                }
                return .some(nil)
            }
            j += 1
        }
        return nil
    }

    /// Whether the attribute at `k` is followed (after modifiers and other attributes) by `func name()` with no
    /// parameters.
    func isParameterlessFunction(after k: Int) -> Bool {
        var j = next(k)
        while let cur = j, t[cur].text != "func" {
            guard t[cur].kind == .attribute || Self.declarationKeywords.contains(t[cur].text) else { return false }
            j = next(cur)
        }
        guard let fn = j, let name = next(fn), var open = next(name) else { return false }
        if t[open].text == "<", let close = (open..<t.count).first(where: { t[$0].text == ">" }), let n = next(close) {
            open = n
        }
        return t[open].text == "(" && text(next(open)) == ")"
    }
}
