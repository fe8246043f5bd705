import Foundation
// Appearance properties: a view's `@objc dynamic var` is what UIKit's appearance proxies can set (they reach
// only members dispatched through the Objective-C runtime). Without the runtime the setter cannot be intercepted,
// so the port makes it report itself: the property's `didSet` (or its `set`) calls
// `appearancePropertyDidSet(\Class.name, named: "name")`, which records the value on a proxy and marks it as set
// on an ordinary view (KeyboardSimUIKit/Compat/UIAppearance.swift).

extension PortFile {
    mutating func hookAppearanceProperties(_ types: [TypeDeclaration]) {
        let superclasses = allSuperclasses
        let enclosing = enclosingTypes(types)
        for k in t.indices where t[k].kind == .identifier && t[k].text == "dynamic" && !inactive[k] {
            guard let v = declarationKeyword(after: k), t[v].text == "var", let nameIdx = next(v),
                t[nameIdx].kind == .identifier,
                let owner = enclosing[k], depth[v] == depth[owner.open] + 1,
                ["class", "extension"].contains(t[owner.keyword].text),
                PortKnowledge.viewClasses.contains(owner.name)
                    || Self.inherits(owner.name, from: PortKnowledge.viewClasses, superclasses)
            else { continue }
            let words = declarationPrefix(v).words
            guard !words.contains("static"), !words.contains("class"), !words.contains("lazy") else { continue }
            let name = t[nameIdx].text
            let bare = name.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            let hook = "appearancePropertyDidSet(\\\(owner.name).\(name), named: \"\(bare)\")"
            guard let place = appearanceHookPlace(afterName: nameIdx) else { continue }
            switch place {
            case .stored(let last):
                insertBefore[last + 1, default: ""] += " { didSet { \(hook) } }"
            case .observer(let brace):
                insertBefore[brace + 1, default: ""] += " \(hook);"
            case .setter(let brace):
                insertBefore[brace + 1, default: ""] += " defer { \(hook) };"
            case .addDidSet(let close):
                insertBefore[close, default: ""] += "didSet { \(hook) } "
            }
            changed(
                v,
                "dynamic var \(bare): its setter calls \(hook), so that appearance proxies (\(owner.name)"
                    + ".appearance()) record it and apply it to views entering a window, as UIKit's do for @objc dynamic "
                    + "properties")
        }
    }

    /// The keyword of the declaration whose modifiers or attributes include token `k`.
    func declarationKeyword(after k: Int) -> Int? {
        var j = next(k)
        while let c = j, t[c].kind == .attribute || (Self.modifiers.contains(t[c].text) && t[c].text != "class") {
            j = next(c)
            if let open = j, open == c + 1, t[open].text == "(", let close = matchingParen(open) { j = next(close) }
        }
        return j
    }

    enum AppearanceHookPlace {
        /// A stored property without observers: observers are added after this token.
        case stored(last: Int)
        /// The `{` of its `didSet`.
        case observer(brace: Int)
        /// The `{` of its `set`.
        case setter(brace: Int)
        /// It has `willSet` only: a `didSet` goes before this `}`.
        case addDidSet(close: Int)
    }

    /// Where a property's setter can report itself; nil for a read-only computed property.
    func appearanceHookPlace(afterName nameIdx: Int) -> AppearanceHookPlace? {
        var j = next(nameIdx)
        var nesting = 0, seenEquals = false
        var last = nameIdx
        while let c = j {
            let s = t[c].text
            if nesting == 0 {
                if s == ";" || s == "}" { return .stored(last: last) }
                if startsLine(c) && s != "{" && !(s.first.map { ".?:+-*/%&|^=<>".contains($0) } ?? false) {
                    return .stored(last: last)
                }
                if s == "=" { seenEquals = true }
                if s == "{" {
                    if let n = next(c), ["didSet", "willSet", "get", "set"].contains(t[n].text) {
                        return accessorPlace(open: c)
                    }
                    if !seenEquals { return nil }  // `var x: T { … }`: read-only
                    guard let close = matchingBrace(c) else { return nil }  // a closure in the initial value
                    last = close
                    j = next(close)
                    continue
                }
            }
            if s == "(" || s == "[" { nesting += 1 } else if s == ")" || s == "]" { nesting -= 1 }
            last = c
            j = next(c)
        }
        return .stored(last: last)
    }

    private func accessorPlace(open: Int) -> AppearanceHookPlace? {
        guard let close = matchingBrace(open) else { return nil }
        var didSet: Int?, set: Int?, willSet = false
        for k in (open + 1)..<close where depth[k] == depth[open] + 1 && t[k].kind == .identifier {
            var brace = next(k)
            if let b = brace, t[b].text == "(", let p = matchingParen(b) { brace = next(p) }
            guard let b = brace, t[b].text == "{" else { continue }
            switch t[k].text {
            case "didSet": didSet = b
            case "set": set = b
            case "willSet": willSet = true
            default: break
            }
        }
        if let didSet { return .observer(brace: didSet) }
        if let set { return .setter(brace: set) }
        if willSet { return .addDidSet(close: close) }
        return nil
    }
}
