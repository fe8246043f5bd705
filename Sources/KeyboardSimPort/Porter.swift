import Foundation
/// `kbsim port`'s rewriting: turns an iOS source file into one that compiles against KeyboardSim on Linux (in
/// Swift 5 and Swift 6 language modes, where the original does on iOS), by editing tokens (never strings or
/// comments), and lists what it changed and what needs a person. docs/porting.md has the full table.
///
/// Rewrites:
/// - `import UIKit` (also `import UIKit.UITextField`, `import class UIKit.UIView`) → `#if canImport(UIKit)` /
///   the import / `#else` / `import KeyboardSim` / `#endif`; the same block is added to a file that uses UIKit
///   names without importing UIKit (a test file that got it from XCTest, a pod file from its umbrella header);
///   `import Foundation` in a file naming `NSPredicate` gets the block too (KeyboardSim's `NSPredicate` then wins);
///   `import CoreGraphics`/`QuartzCore`/`os`/`ObjectiveC` → wrapped in `#if canImport(…)`, `import Darwin` → Glibc;
/// - `#if os(iOS)` and `#if canImport(UIKit)` → `… || canImport(KeyboardSim)`, so a library's UIKit code compiles;
/// - `#selector(` → `Selector(`; `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBOutlet`, the `dynamic`
///   modifier, and `@IBAction` on a method without parameters removed;
/// - `x?.textField?(…)`, `x?.textView?(…)` (a UITextFieldDelegate or UITextViewDelegate method, optional on iOS) →
///   `x?.ifImplemented.textField(…)`, `x?.ifImplemented.textView(…)`;
/// - members of an `extension` of a class in the same file that override, or are overridden, moved into the class
///   (without the Objective-C runtime, extension members cannot override or be overridden);
/// - `@MainActor` removed from `XCTestCase` subclasses (corelibs XCTest cannot run main-actor test methods) and
///   written `@preconcurrency @MainActor` on other declarations (so that the tests' methods may call them);
/// - a view's `dynamic var` calls `appearancePropertyDidSet(\C.x, named: "x")` from its setter (appearance proxies).
/// - the pre-Swift-4.2 names (`NSNotification.Name.UIKeyboardWillShow`, `UIKeyboardFrameEndUserInfoKey`,
///   `UIControlEvents`, `UIEdgeInsetsMake(…)` …) → their current spellings (`UIResponder.keyboardWillShowNotification` …).
///
/// Reports, with the line: what has no Linux counterpart (storyboards, table views, `responds(to:)` …), every
/// import it cannot satisfy, every override of a member KeyboardSim's UIKit lacks, every member, type-like name,
/// initialiser label or `#literal` that neither the inputs nor KeyboardSim nor the Linux platform declares
/// (``KnownNames``), and (as notes) what Swift 6 language mode will refuse, as it would on iOS. Porting a ported file changes nothing.
///
/// ```swift
/// let result = Porter.port(source)
/// print(result.source)
/// for note in result.notes { print(note.formatted(file: "LoginViewController.swift")) }
/// ```
public enum Porter {
    /// One change made, one thing to know, or one thing left for a person.
    public struct Note: Equatable, Sendable {
        public enum Kind: String, Sendable {
            /// The port changed the source.
            case changed
            /// Compiles, but behaves differently or needs a choice (Swift 6 mode, KVO keys …).
            case note
            /// Will not compile, or will not work, as it is: a person must change it.
            case unhandled
        }
        public var kind: Kind
        /// 1-based line in the original file.
        public var line: Int
        public var message: String

        /// Whether the note is about what Swift 6 language mode refuses (such notes all say "Swift 6 language mode
        /// refuses", which `make ported-corpus` relies on): the file compiles in Swift 5 mode only, as on iOS.
        public var isSwift6Only: Bool { kind == .note && message.contains("Swift 6 language mode refuses") }

        /// `FILE:LINE: changed: MESSAGE` (or `note:`, `cannot port:`).
        public func formatted(file: String) -> String {
            let label =
                switch kind {
                case .changed: "changed"
                case .note: "note"
                case .unhandled: "cannot port"
                }
            return "\(file):\(line): \(label): \(message)"
        }
    }

    /// The rewritten source and the notes, in line order.
    public struct Result: Equatable, Sendable {
        public var source: String
        public var notes: [Note]
        public var changes: [Note] { notes.filter { $0.kind == .changed } }
        public var unhandled: [Note] { notes.filter { $0.kind == .unhandled } }
    }

    /// What the port knows about the other files ported with this one (so that an override of a member declared
    /// in another input is not reported as missing from UIKit).
    public struct Context: Equatable, Sendable {
        /// Names of methods and properties declared (not overriding) in the inputs.
        public var declaredNames: Set<String> = []
        /// Names of methods and properties overridden in the inputs (an extension member overridden in another
        /// file moves into its class).
        public var overriddenNames: Set<String> = []
        /// Each class of the inputs and its superclass (the first name of its inheritance list): which are
        /// `XCTestCase` subclasses, which are views.
        public var superclasses: [String: String] = [:]
        /// Whether the inputs are a test target given the library it tests (`kbsim port --context LIBRARY TESTS`):
        /// their `@testable import X` names that library, which the user builds as target X, so it is not reported.
        public var testsGivenLibrary = false
        /// The folder names on the library's paths (`--context Sources/PhoneNumberKit`): a plain `import
        /// PhoneNumberKit` of one of them names the library too.
        public var libraryFolderNames: Set<String> = []
        /// The types the inputs declare only in code Linux compiles out (`#if canImport(ObjectiveC)` …), each with
        /// that condition: a use in compiled code will not compile.
        public var compiledOutTypes: [String: String] = [:]
        /// The types the inputs declare in code Linux compiles (a `UI…` name among them is not reported as missing).
        public var declaredTypeNames: Set<String> = []
        /// The optional members of the inputs' protocols (`@objc optional func name`), each with whether it throws:
        /// calls `x?.name?(…)` to them go through `ifImplemented`.
        public var optionalRequirements: [String: Bool] = [:]
        /// Every name the inputs declare: types, functions, properties, variables, enum cases, parameters (labels and
        /// names), generic and closure parameters, imported modules. Such a name is never reported as undeclared.
        public var declaredIdentifiers: Set<String> = []
        /// The identifiers the inputs write as `label:` in parentheses (argument and tuple labels): not reported in
        /// member position either (`pair.first` of a `(first: Int, rest: Int)`).
        public var labelIdentifiers: Set<String> = []
        public init(
            declaredNames: Set<String> = [], overriddenNames: Set<String> = [], superclasses: [String: String] = [:],
            testsGivenLibrary: Bool = false, libraryFolderNames: Set<String> = []
        ) {
            self.declaredNames = declaredNames
            self.overriddenNames = overriddenNames
            self.superclasses = superclasses
            self.testsGivenLibrary = testsGivenLibrary
            self.libraryFolderNames = libraryFolderNames
        }

        /// The context of a set of sources: every name they declare and override.
        public static func of(_ sources: [String]) -> Context {
            var c = Context()
            for source in sources {
                let f = PortFile(source, context: Context())
                c.declaredNames.formUnion(f.declaredNames())
                c.overriddenNames.formUnion(f.overrides().compactMap(\.name))
                c.superclasses.merge(f.superclasses()) { a, _ in a }
                let types = f.declaredTypes()
                c.declaredTypeNames.formUnion(types.compiled)
                let names = f.declaredIdentifiers()
                c.declaredIdentifiers.formUnion(names.declared)
                c.labelIdentifiers.formUnion(names.labels)
                c.compiledOutTypes.merge(types.compiledOut) { a, _ in a }
                for (_, members) in f.optionalMembers() {
                    for (_, m) in members { c.optionalRequirements[m.name] = m.throwing }
                }
            }
            for name in c.declaredTypeNames { c.compiledOutTypes[name] = nil }
            return c
        }
    }

    /// The first line of every ported file.
    public static let header = "// Ported for Linux by `kbsim port`"

    /// Rewrites one file.
    public static func port(_ source: String, context: Context = Context()) -> Result {
        var f = PortFile(source, context: context)
        f.rewriteGates()
        f.rewriteImports()
        f.rewriteTokens()
        f.rewriteLegacyNames()
        f.rewriteOptionalProtocols()
        f.reportUndeclaredNames()
        f.rewriteDeclarations()
        f.addImplicitImport()
        let alreadyPorted = source.hasPrefix(header)
        var out = !alreadyPorted && !f.notes.isEmpty ? header + "\n" : ""
        out += f.render()
        let notes = f.notes.enumerated().sorted {
            ($0.element.line, $0.element.kind.order, $0.offset) < ($1.element.line, $1.element.kind.order, $1.offset)
        }.map(\.element)
        return Result(source: out, notes: notes)
    }

    /// The names of the methods and properties a source declares without `override`.
    public static func declaredNames(in source: String) -> Set<String> {
        PortFile(source, context: Context()).declaredNames()
    }
}

extension Porter.Note.Kind {
    var order: Int {
        switch self {
        case .changed: 0
        case .note: 1
        case .unhandled: 2
        }
    }
}

extension PortFile {
    /// The source with the edits applied.
    func render() -> String {
        var movedInto: [Int: [ClosedRange<Int>]] = [:]
        var moved = Set<Int>()
        for m in moves {
            movedInto[m.before, default: []].append(m.range)
            moved.formUnion(m.range)
        }
        var removedBefore = false
        func emit(_ k: Int, into out: inout String) {
            if let s = insertBefore[k] { out += s }
            if remove.contains(k) { removedBefore = true; return }
            let text = replace[k] ?? t[k].text
            // Removing tokens must not glue their neighbours into a new token (`@obj@objc()c` would become
            // `@objc`, `/@objc/` a comment): where the characters on both sides would join, a space keeps them
            // apart. `textField?(` losing its `?` stays `textField(`.
            if removedBefore, let last = out.unicodeScalars.last, let first = text.unicodeScalars.first,
                Self.wouldJoin(last, first)
            {
                out += " "
            }
            removedBefore = false
            out += text
        }
        var out = ""
        for k in t.indices {
            for range in movedInto[k] ?? [] {
                for j in range { emit(j, into: &out) }
            }
            if moved.contains(k) { continue }
            emit(k, into: &out)
        }
        return out
    }

    /// Whether two characters written side by side would read as one token: both part of a word (identifiers,
    /// numbers, attributes, directives) or both operator characters (`/` and `/` start a comment).
    static func wouldJoin(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Bool {
        (isWordScalar(a) && isWordScalar(b)) || (isOperatorScalar(a) && isOperatorScalar(b))
    }

    private static func isWordScalar(_ s: Unicode.Scalar) -> Bool {
        s == "_" || s == "@" || s == "#" || s == "$" || s == "`" || s.properties.isAlphabetic
            || s.properties.numericType != nil
    }

    private static func isOperatorScalar(_ s: Unicode.Scalar) -> Bool {
        "/=-+!*%<>&|^~?.".unicodeScalars.contains(s)
    }
}
