import Foundation
/// `kbsim port`'s rewriting: turns an iOS source file into one that compiles against KeyboardSim on Linux, by
/// editing tokens (never strings or comments), and lists what it changed and what needs a person.
///
/// Rewrites:
/// - `import UIKit` → `#if canImport(UIKit)` / `import UIKit` / `#else` / `import KeyboardSim` / `#endif`;
///   `import CoreGraphics`/`QuartzCore` → wrapped in `#if canImport(…)` (Foundation has the CG types on Linux);
/// - `#selector(` → `Selector(` (``Selector`` wraps the function reference);
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@IBOutlet` removed (a line left empty is removed whole);
/// - the `dynamic` declaration modifier removed (there is no Objective-C dispatch to make dynamic).
///
/// Reports what has no Linux counterpart (associated objects, storyboards, KVC/KVO, `Selector("name")` …) with
/// its line. Porting a ported file changes nothing.
///
/// ```swift
/// let result = Porter.port(source, fileName: "LoginViewController.swift")
/// print(result.source)
/// for note in result.notes { print(note.formatted(file: "LoginViewController.swift")) }
/// ```
public enum Porter {
    /// One change made, or one thing left for a person.
    public struct Note: Equatable, Sendable {
        public enum Kind: String, Sendable { case changed, unhandled }
        public var kind: Kind
        /// 1-based line in the original file.
        public var line: Int
        public var message: String

        /// `FILE:LINE: changed: MESSAGE` (or `cannot port:`).
        public func formatted(file: String) -> String {
            "\(file):\(line): \(kind == .changed ? "changed" : "cannot port"): \(message)"
        }
    }

    /// The rewritten source and the notes, in line order.
    public struct Result: Equatable, Sendable {
        public var source: String
        public var notes: [Note]
        public var changes: [Note] { notes.filter { $0.kind == .changed } }
        public var unhandled: [Note] { notes.filter { $0.kind == .unhandled } }
    }

    /// The first line of every ported file.
    public static let header = "// Ported for Linux by `kbsim port`"

    /// Identifiers that have no Linux counterpart in KeyboardSim, and what to do instead.
    static let unsupported: [String: String] = [
        "objc_setAssociatedObject": "associated objects need the Objective-C runtime; use a stored property in a subclass or a dictionary keyed by ObjectIdentifier",
        "objc_getAssociatedObject": "associated objects need the Objective-C runtime; use a stored property in a subclass or a dictionary keyed by ObjectIdentifier",
        "UIStoryboard": "kbsim has no storyboards; create the view controller in code and set its outlets in the test",
        "instantiateViewController": "kbsim has no storyboards; create the view controller in code and set its outlets in the test",
        "instantiateInitialViewController": "kbsim has no storyboards; create the view controller in code",
        "performSegue": "kbsim has no segues; call the destination's setup directly",
        "UIStoryboardSegue": "kbsim has no segues",
        "UINib": "kbsim has no nibs; create views in code (Screen.addFromStoryboard runs init(coder:)/awakeFromNib)",
        "loadNibNamed": "kbsim has no nibs; create views in code",
        "NSClassFromString": "no Objective-C runtime to look classes up by name",
        "setValue": "key-value coding needs the Objective-C runtime; set the property directly",
        "responds": "`responds(to:)` needs the Objective-C runtime; call the method through a protocol",
        "UIBezierPath": "kbsim draws nothing: drawing code (IBDesignable, draw(_:)) does not port",
        "UIGraphicsGetCurrentContext": "kbsim draws nothing: drawing code does not port",
        "UIGraphicsBeginImageContext": "kbsim draws nothing: drawing code does not port",
        "IBDesignable": "compiles, but kbsim never renders: prepareForInterfaceBuilder and drawing are not run",
        "prepareForInterfaceBuilder": "kbsim never renders in Interface Builder; the method is never called",
        "NSMutableString": "corelibs NSMutableString() and appendFormat fail on Linux; use a String",
        "appendFormat": "corelibs appendFormat fails on Linux; use String(format:) or interpolation",
        "characters": "`.characters` was removed in Swift 5; use the String itself",
        "UITableView": "KeyboardSim has no table views; put the cell's fields in a plain UIView for the test",
        "UICollectionView": "KeyboardSim has no collection views",
        "UITextView": "KeyboardSim models UITextField only",
        "UIAlertController": "KeyboardSim has no alerts",
        "UIImage": "KeyboardSim has no images",
        "UIImageView": "KeyboardSim has no images",
        "UIStackView": "KeyboardSim has no stack views; use a UIView container",
        "UIGestureRecognizer": "KeyboardSim has no gesture recognisers; call the action from the test",
        "UITapGestureRecognizer": "KeyboardSim has no gesture recognisers; call the action (e.g. view.endEditing(true)) from the test",
        "addGestureRecognizer": "KeyboardSim has no gesture recognisers",
        "UIBarButtonItem": "KeyboardSim has no bar button items",
        "UIToolbar": "KeyboardSim has no toolbars; use a UIView as inputAccessoryView",
        "UIPickerView": "KeyboardSim has no picker views; use a UIView as inputView",
        "UIDatePicker": "KeyboardSim has no date pickers; use a UIView as inputView",
        "SwiftUI": "SwiftUI is not modelled",
        "Combine": "Combine is not available on Linux (OpenCombine is a third-party substitute)",
        "RxSwift": "RxSwift is not modelled",
    ]

    static let declarationKeywords: Set<String> = [
        "var", "func", "let", "subscript", "init", "private", "fileprivate", "internal", "public", "open", "final",
        "override", "static", "class", "weak", "lazy", "required", "convenience", "@",
    ]

    /// Rewrites one file.
    public static func port(_ source: String) -> Result {
        var t = SwiftTokenizer.tokenize(source)
        var notes: [Note] = []
        var remove = Set<Int>()
        var replace: [Int: String] = [:]
        let alreadyPorted = source.hasPrefix(header)
            || t.indices.contains { t[$0].kind == .identifier && t[$0].text == "canImport" && next(t, $0).map { t[$0].text == "(" } == true
                && next(t, next(t, $0)!).map { t[$0].text == "UIKit" } == true }

        var k = 0
        while k < t.count {
            let tok = t[k]
            switch tok.kind {
            case .identifier where tok.text == "import":
                guard let m = next(t, k), t[m].kind == .identifier else { break }
                let module = t[m].text
                if module == "UIKit" && !alreadyPorted {
                    let indent = indentation(t, k)
                    replace[k] = "#if canImport(UIKit)\n\(indent)import UIKit\n\(indent)#else\n\(indent)import KeyboardSim\n\(indent)#endif"
                    for j in (k + 1)...m { remove.insert(j) }
                    notes.append(Note(kind: .changed, line: tok.line, message: "import UIKit → #if canImport(UIKit) import UIKit #else import KeyboardSim #endif"))
                } else if module == "UIKit", let dot = next(t, m), t[dot].text == "." {
                    notes.append(Note(kind: .unhandled, line: tok.line, message: "import of a UIKit submodule has no Linux counterpart"))
                } else if (module == "CoreGraphics" || module == "QuartzCore") && !alreadyPorted
                            && !(previousCode(t, k).map { t[$0].text == ")" } ?? false) {
                    let indent = indentation(t, k)
                    replace[k] = "#if canImport(\(module))\n\(indent)import \(module)\n\(indent)#endif"
                    for j in (k + 1)...m { remove.insert(j) }
                    notes.append(Note(kind: .changed, line: tok.line, message: "import \(module) → #if canImport(\(module)) (Foundation has the CG types on Linux)"))
                } else if let why = unsupported[module] {
                    notes.append(Note(kind: .unhandled, line: tok.line, message: "import \(module): \(why)"))
                }
            case .pound where tok.text == "#selector":
                replace[k] = "Selector"
                var message = "#selector( → Selector("
                if let open = next(t, k), t[open].text == "(", let arg = next(t, open), let colon = next(t, arg),
                   t[arg].text == "getter" || t[arg].text == "setter", t[colon].text == ":" {
                    message = "#selector(\(t[arg].text): …) names a property accessor; Selector cannot wrap it: use a method"
                    notes.append(Note(kind: .unhandled, line: tok.line, message: message))
                } else {
                    notes.append(Note(kind: .changed, line: tok.line, message: message))
                }
            case .attribute where ["@objc", "@objcMembers", "@IBOutlet", "@nonobjc"].contains(tok.text):
                remove.insert(k)
                var end = k
                if tok.text == "@objc", k + 1 < t.count, t[k + 1].text == "(" {
                    var j = k + 1
                    while j < t.count && t[j].text != ")" { remove.insert(j); j += 1 }
                    if j < t.count { remove.insert(j); end = j }
                }
                removeFollowingSpace(t, from: end, into: &remove)
                let shown = (k...end).map { t[$0].text }.joined()
                notes.append(Note(kind: .changed, line: tok.line, message: "\(shown) removed"))
            case .attribute where tok.text == "@IBDesignable":
                notes.append(Note(kind: .unhandled, line: tok.line, message: "@IBDesignable: \(unsupported["IBDesignable"]!)"))
            case .identifier where tok.text == "dynamic":
                if let n = next(t, k), declarationKeywords.contains(t[n].text) || t[n].kind == .attribute,
                   previousCode(t, k).map({ t[$0].text != "." }) ?? true {
                    remove.insert(k)
                    removeFollowingSpace(t, from: k, into: &remove)
                    notes.append(Note(kind: .changed, line: tok.line, message: "dynamic removed (no Objective-C dispatch on Linux; KVO observers of this property will not fire)"))
                }
            case .identifier where tok.text == "Selector":
                if let open = next(t, k), t[open].text == "(", let arg = next(t, open), t[arg].kind == .string {
                    notes.append(Note(kind: .unhandled, line: tok.line, message: "Selector(\(t[arg].text)) names a method by string; write Selector(TypeName.method)"))
                }
            case .identifier:
                if let why = unsupported[tok.text], isReportable(t, k) {
                    notes.append(Note(kind: .unhandled, line: tok.line, message: "\(tok.text): \(why)"))
                } else if tok.text == "value", let open = next(t, k), t[open].text == "(", let label = next(t, open),
                          t[label].text == "forKey" || t[label].text == "forKeyPath" {
                    notes.append(Note(kind: .unhandled, line: tok.line, message: "value(\(t[label].text):): key-value coding needs the Objective-C runtime"))
                } else if tok.text == "observe", let open = next(t, k), t[open].text == "(", let slash = next(t, open), t[slash].text == "\\" {
                    notes.append(Note(kind: .unhandled, line: tok.line, message: "observe(\\.…): key-value observing needs the Objective-C runtime"))
                }
            default:
                break
            }
            k += 1
        }

        var out = ""
        if !alreadyPorted && !notes.isEmpty { out = header + "\n" }
        var removedBefore = false
        for (j, tok) in t.enumerated() {
            if remove.contains(j) { removedBefore = true; continue }
            let text = replace[j] ?? tok.text
            // Removing tokens must not glue their neighbours into a new token (`@obj@objc()c` would become
            // `@objc`, `@@objc objc` too, `/@objc/` a comment): where code touches on both sides, a space keeps
            // them apart.
            if removedBefore, let last = out.unicodeScalars.last, let first = text.unicodeScalars.first,
               !isSpaceScalar(last), !isSpaceScalar(first) {
                out += " "
            }
            removedBefore = false
            out += text
        }
        t.removeAll()
        notes.sort { ($0.line, $0.kind == .changed ? 0 : 1) < ($1.line, $1.kind == .changed ? 0 : 1) }
        return Result(source: out, notes: notes)
    }

    /// Spaces, tabs and line breaks.
    static func isSpaceScalar(_ s: Unicode.Scalar) -> Bool {
        s == " " || s == "\t" || s == "\n" || s == "\r"
    }

    /// Whether an unsupported name is used as code: not a label (`characters:`) and, for member-like names, after a
    /// dot or as a call/type.
    static func isReportable(_ t: [SwiftToken], _ k: Int) -> Bool {
        let name = t[k].text
        if let n = next(t, k), t[n].text == ":", name != "IBDesignable" { return false }  // an argument label
        switch name {
        case "characters", "setValue", "responds", "appendFormat", "instantiateViewController", "performSegue",
             "loadNibNamed", "addGestureRecognizer", "instantiateInitialViewController":
            // Members: only after a dot, or called bare inside a type.
            let before = previousCode(t, k).map { t[$0].text }
            if name == "characters" { return before == "." }
            if name == "setValue" { return hasForKey(t, k) }
            if name == "responds" { return next(t, k).flatMap { n in next(t, n) }.map { t[$0].text == "to" } ?? false }
            return true
        default:
            return true
        }
    }

    static func hasForKey(_ t: [SwiftToken], _ k: Int) -> Bool {
        var j = k, depth = 0
        while let n = next(t, j) {
            j = n
            if t[n].text == "(" { depth += 1 }
            if t[n].text == ")" { depth -= 1; if depth <= 0 { return false } }
            if depth == 1 && (t[n].text == "forKey" || t[n].text == "forKeyPath") { return true }
        }
        return false
    }

    /// The index of the next token that is not whitespace, newline or comment.
    static func next(_ t: [SwiftToken], _ k: Int) -> Int? {
        var j = k + 1
        while j < t.count {
            switch t[j].kind {
            case .whitespace, .newline, .comment: j += 1
            default: return j
            }
        }
        return nil
    }

    /// The index of the previous token that is not whitespace, newline or comment.
    static func previousCode(_ t: [SwiftToken], _ k: Int) -> Int? {
        var j = k - 1
        while j >= 0 {
            switch t[j].kind {
            case .whitespace, .newline, .comment: j -= 1
            default: return j
            }
        }
        return nil
    }

    /// The whitespace before token `k` on its line.
    static func indentation(_ t: [SwiftToken], _ k: Int) -> String {
        if k > 0, t[k - 1].kind == .whitespace, k < 2 || t[k - 2].kind == .newline { return t[k - 1].text }
        return ""
    }

    /// Removes the spaces after a removed attribute; when the attribute stood alone on its line, removes the line
    /// (its indentation and newline) too.
    static func removeFollowingSpace(_ t: [SwiftToken], from end: Int, into remove: inout Set<Int>) {
        var j = end + 1
        if j < t.count, t[j].kind == .whitespace { remove.insert(j); j += 1 }
        // Alone on the line: everything before it on the line is whitespace, and a newline follows.
        var s = end
        while s >= 0 && (remove.contains(s) || t[s].kind == .whitespace) && t[s].kind != .newline { s -= 1 }
        let startsLine = s < 0 || t[s].kind == .newline
        if startsLine, j < t.count, t[j].kind == .newline {
            remove.insert(j)
            var w = end
            while w >= 0 && t[w].kind != .newline { remove.insert(w); w -= 1 }
        }
    }
}
