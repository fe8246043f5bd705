import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
/// Where the files a scenario script names may be (docs/scenarios.md, "Files a script names"). Scripts are run
/// from pull requests in CI, so a script must not write or read wherever it likes:
///
/// - `render FILE.svg` writes inside the script's folder, or ``outputDirectory`` when given (`kbsim run --out`):
///   a relative path without `..`, and no symbolic link leading out;
/// - `dict=` and `keymap=` read inside the script's folder or one of ``dataDirectories``;
/// - ``allowOutsidePaths`` (`--allow-outside-paths`) lifts both limits.
///
/// The parser resolves every such path to an absolute one, so the runner writes and reads what was checked.
public struct ScenarioPathPolicy: Sendable, Equatable {
    /// Where `render` writes (default: the script's folder).
    public var outputDirectory: String?
    /// Folders `dict=` and `keymap=` may read besides the script's folder.
    public var dataDirectories: [String]
    /// No checks: any path, still taken relative to the script's folder (or ``outputDirectory``).
    public var allowOutsidePaths: Bool

    /// A policy with the output folder and the data folders given.
    public init(
        outputDirectory: String? = nil, dataDirectories: [String] = ScenarioPathPolicy.systemDataDirectories,
        allowOutsidePaths: Bool = false
    ) {
        self.outputDirectory = outputDirectory
        self.dataDirectories = dataDirectories
        self.allowOutsidePaths = allowOutsidePaths
    }

    /// The data folders kbsim knows: xkb-data's keymaps, the Rime dictionaries and kbsim's own software keymaps.
    public static var systemDataDirectories: [String] {
        var folders = ["/usr/share/X11/xkb", "/usr/share/rime-data", "/usr/share/X11/locale"]
        if let keymaps = SoftwareKeymaps.directory() { folders.append(keymaps) }
        return folders
    }
}

/// Parses scenario scripts into typed steps (docs/interfaces.md §2, docs/scenarios.md). Every error names the file,
/// line and column and what was expected there.
public struct ScenarioParser {
    /// Delegate names beside the built-ins that `delegate=` accepts (``ScenarioRegistry``).
    public var registeredDelegates: Set<String> = []
    /// Field classes that `class=` accepts.
    public var registeredFieldClasses: Set<String> = []
    /// View factories that `view` accepts.
    public var registeredViews: Set<String> = []
    /// Delegate families (`PREFIX:ARGUMENT`) that `delegate=` accepts.
    public var registeredDelegateFamilies: Set<String> = []
    /// View controllers that `show` accepts (``ScenarioRegistry/register(screen:_:)``).
    public var registeredScreens: Set<String> = []
    /// Fields the screen has before the script's first line (a session made in Swift:
    /// ``KeyboardSession/run(script:registry:file:)``), which steps may name as if declared above.
    public var declaredFields: [String] = []

    /// Where the files a script names may be (`render`, `dict=`, `keymap=`); nil: paths are kept as written
    /// (Swift code that runs its own scripts). `kbsim run` always sets one (docs/scenarios.md, "Files a script names").
    public var pathPolicy: ScenarioPathPolicy?

    /// A parser that knows the delegates and field classes registered, and checks paths by the policy.
    public init(
        registeredDelegates: Set<String> = [], registeredFieldClasses: Set<String> = [],
        registeredViews: Set<String> = [], registeredDelegateFamilies: Set<String> = [],
        pathPolicy: ScenarioPathPolicy? = nil
    ) {
        self.registeredDelegates = registeredDelegates
        self.registeredFieldClasses = registeredFieldClasses
        self.registeredViews = registeredViews
        self.registeredDelegateFamilies = registeredDelegateFamilies
        self.pathPolicy = pathPolicy
    }

    /// Whether `delegate=NAME` names a registered delegate (by name or family).
    func isRegisteredDelegate(_ name: String) -> Bool {
        if registeredDelegates.contains(name) { return true }
        guard let colon = name.firstIndex(of: ":") else { return false }
        return registeredDelegateFamilies.contains(String(name[..<colon]))
    }

    /// The step names, for "expected a step" errors and docs: the verb table's (``ScenarioVerb/all``).
    public static var stepNames: [String] { ScenarioVerb.names }

    /// Parses a whole script.
    public func parse(_ text: String, file: String) throws(ScenarioError) -> Scenario {
        var context = Context(file: file, parser: self)
        context.fields = declaredFields
        var lines: [Scenario.Line] = []
        // Lines split on Unicode scalars: a Swift Character joins CR and LF, so CRLF scripts split here too. A
        // byte-order mark at the start (a script saved by a Windows editor) is not part of the first step.
        let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        for (number, raw) in TextFile.lines(text) {
            context.line = number
            let lexed: (tokens: [ScenarioLexer.Token], source: String)
            do { lexed = try ScenarioLexer.tokens(of: String(raw)) } catch {
                throw ScenarioError(
                    file: file, line: number, column: error.column, message: Diagnostics.escaped(error.message))
            }
            guard !lexed.tokens.isEmpty else { continue }
            let step = try context.step(lexed.tokens)
            lines.append(Scenario.Line(step: step, line: number, source: lexed.source))
        }
        var scenario = Scenario(file: file, lines: lines)
        if let policy = pathPolicy, !policy.allowOutsidePaths {
            scenario.writeFolder = PathConfinement.absolute(policy.outputDirectory ?? context.scriptDirectory)
        }
        return scenario
    }

    /// Parsing state across lines: fields declared so far, whether the screen is set up.
    struct Context {
        var file: String
        var parser: ScenarioParser
        var line = 0
        var fields: [String] = []
        var screenSetUp: (line: Int, by: String)?
        /// The first `profile-entry` line (a `profile` after it would reset it).
        var profileEntryLine: Int?

        func fail(_ column: Int, _ message: String) -> ScenarioError {
            // Control characters from the script (ESC, NUL, a newline inside a string) are shown as \u{1B}…, so
            // the message stays one line and the terminal does not act on them.
            ScenarioError(file: file, line: line, column: column, message: Diagnostics.escaped(message))
        }

        /// A path `render` writes, checked against the policy: relative, without `..`, inside the script's folder
        /// or the output folder.
        func writablePath(_ path: String, column: Int) throws(ScenarioError) -> String {
            guard let policy = parser.pathPolicy else { return path }
            let base = policy.outputDirectory ?? scriptDirectory
            if policy.allowOutsidePaths { return PathConfinement.resolveUnchecked(path, base: base) }
            switch PathConfinement.resolveWrite(path, base: base) {
            case .success(let resolved): return resolved
            case .failure(let refusal):
                let folder = PathConfinement.absolute(base)
                throw fail(
                    column,
                    "render \"\(path)\" \(refusal): a script writes only inside \(policy.outputDirectory == nil ? "its folder" : "the --out folder") \(folder); expected a relative path without .. (kbsim run --allow-outside-paths allows any path)"
                )
            }
        }

        /// A data file `dict=` or `keymap=` reads, checked against the policy: inside the script's folder or one of
        /// kbsim's data folders.
        func readablePath(_ path: String, option: String, column: Int) throws(ScenarioError) -> String {
            guard let policy = parser.pathPolicy else { return path }
            if policy.allowOutsidePaths { return PathConfinement.resolveUnchecked(path, base: scriptDirectory) }
            switch PathConfinement.resolveRead(path, base: scriptDirectory, dataFolders: policy.dataDirectories) {
            case .success(let resolved): return resolved
            case .failure(let refusal):
                throw fail(
                    column,
                    "\(option)=\"\(path)\" \(refusal); expected a file there (kbsim run --allow-outside-paths allows any path)"
                )
            }
        }

        /// The folder of the script (relative paths in it are taken from there).
        var scriptDirectory: String { (PathConfinement.absolute(file) as NSString).deletingLastPathComponent }

        mutating func step(_ t: [ScenarioLexer.Token]) throws(ScenarioError) -> ScenarioStep {
            let head = t[0]
            guard !head.quoted, head.key == nil else {
                throw fail(
                    head.column,
                    "expected a step name (\(ScenarioParser.stepNames.joined(separator: ", "))), found \(describe(head))"
                )
            }
            var args = Args(
                tokens: Array(t.dropFirst()), step: head.text, headColumn: head.column,
                endColumn: (t.last.map { $0.column + $0.text.count + ($0.quoted ? 2 : 0) } ?? 1), context: self)
            guard let verb = ScenarioVerb.named(head.text) else {
                throw fail(
                    head.column,
                    "expected a step name (\(ScenarioParser.stepNames.joined(separator: ", "))), found \"\(head.text)\""
                )
            }
            let step = try verb.parse(&self, &args)
            try args.end()
            if step.isSetting, let set = screenSetUp {
                throw fail(
                    head.column,
                    "\(head.text) is a setting: settings (device, ordering, profile, profile-entry, locale, predictive) must come before the first field; the screen was set up at line \(set.line) (\(set.by))"
                )
            }
            if !step.isSetting && screenSetUp == nil { screenSetUp = (line, head.text) }
            return step
        }

        mutating func fieldStep(_ args: inout Args, kind: FieldKind? = nil) throws(ScenarioError) -> ScenarioStep {
            let name = try args.word("a field name, e.g. field email keyboardType=emailAddress")
            guard name.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }),
                !name.text.contains("=")
            else {
                throw fail(name.column, "expected a field name of letters, digits, _ and -, found \"\(name.text)\"")
            }
            guard !fields.contains(name.text) else {
                throw fail(name.column, "a field named \(name.text) already exists; expected a new name")
            }
            var traits: [FieldTrait] = kind.map { [.kind($0)] } ?? []
            for kv in try args.keyValues() { traits.append(try trait(kv)) }
            fields.append(name.text)
            return .field(name: name.text, traits: traits)
        }

        mutating func showStep(_ args: inout Args) throws(ScenarioError) -> ScenarioStep {
            let name = try args.stringToken(
                "the registered screen's name in double quotes, e.g. show \"sign-in\" email password")
            guard parser.registeredScreens.contains(name.text) else {
                let known = parser.registeredScreens.sorted()
                throw fail(
                    name.column,
                    "show \"\(name.text)\": no such screen is registered"
                        + (known.isEmpty
                            ? "; screens are Swift code, registered by the Swift tests that run this script (docs/scenarios.md)"
                            : "; accepted: \(known.joined(separator: ", "))"))
            }
            var inputs: [ShownInput] = []
            while let t = args.peek {
                args.index += 1
                let input: ShownInput
                if let key = t.key, let value = t.value {
                    guard !value.isEmpty else {
                        throw fail(
                            t.column,
                            "show: expected NAME=OUTLET with an outlet, accessibilityIdentifier or placeholder after =, found \(describe(t))"
                        )
                    }
                    input = ShownInput(name: key, lookup: value)
                } else {
                    guard !t.quoted else {
                        throw fail(
                            t.column,
                            "show: expected an input's name (its outlet or accessibilityIdentifier) or NAME=\"PLACEHOLDER\", found \(describe(t))"
                        )
                    }
                    input = ShownInput(name: t.text, lookup: t.text)
                }
                guard !input.name.isEmpty,
                    input.name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" })
                else {
                    throw fail(t.column, "expected a field name of letters, digits, _ and -, found \"\(input.name)\"")
                }
                guard !fields.contains(input.name), !inputs.contains(where: { $0.name == input.name }) else {
                    throw fail(t.column, "a field named \(input.name) already exists; expected a new name")
                }
                inputs.append(input)
            }
            fields += inputs.map(\.name)
            return .show(name: name.text, inputs: inputs)
        }

        mutating func viewStep(_ args: inout Args) throws(ScenarioError) -> ScenarioStep {
            let name = try args.stringToken(
                "the registered view's name in double quotes, e.g. view \"SignUpForm\" email password")
            guard parser.registeredViews.contains(name.text) else {
                let known = parser.registeredViews.sorted()
                throw fail(
                    name.column,
                    "view \"\(name.text)\": no such view is registered"
                        + (known.isEmpty
                            ? "; views are Swift code, registered by the Swift tests that run this script (docs/scenarios.md)"
                            : "; accepted: \(known.joined(separator: ", "))"))
            }
            var names: [String] = []
            while args.peek != nil {
                let f = try args.word("a name for each field the view returns")
                guard !f.quoted, f.text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }) else {
                    throw fail(f.column, "expected a field name of letters, digits, _ and -, found \(describe(f))")
                }
                guard !fields.contains(f.text), !names.contains(f.text) else {
                    throw fail(f.column, "a field named \(f.text) already exists; expected a new name")
                }
                names.append(f.text)
            }
            guard !names.isEmpty else {
                throw fail(
                    args.endColumn,
                    "view: expected the names of the fields the view returns, e.g. view \"SignUpForm\" email password")
            }
            fields += names
            return .view(name: name.text, fields: names)
        }

        func trait(_ kv: Args.KeyValue) throws(ScenarioError) -> FieldTrait {
            func named<E>(_ cases: [E], _ name: (E) -> String) throws(ScenarioError) -> E {
                guard let e = cases.first(where: { name($0) == kv.value }) else {
                    throw fail(
                        kv.column, "\(kv.key)=\(kv.value): expected one of \(cases.map(name).joined(separator: ", "))")
                }
                return e
            }
            func bool() throws(ScenarioError) -> Bool {
                switch kv.value {
                case "true", "yes": return true
                case "false", "no": return false
                default: throw fail(kv.column, "\(kv.key)=\(kv.value): expected true or false")
                }
            }
            func height() throws(ScenarioError) -> Double {
                guard let v = Double(kv.value), v >= 0, v <= 2000 else {
                    throw fail(kv.column, "\(kv.key)=\(kv.value): expected a height in points between 0 and 2000")
                }
                return v
            }
            switch kv.key {
            case "keyboardType", "keyboard": return .keyboardType(try named(UIKeyboardType.allCases, \.name))
            case "returnKeyType", "returnKey": return .returnKeyType(try named(UIReturnKeyType.allCases, \.name))
            case "keyboardAppearance", "appearance":
                return .keyboardAppearance(try named(UIKeyboardAppearance.allCases, \.name))
            case "clearButtonMode", "clearButton":
                return .clearButtonMode(try named(UITextFieldViewMode.allCases, \.name))
            case "autocapitalizationType", "autocapitalization":
                return .autocapitalizationType(try named(UITextAutocapitalizationType.allCases, \.name))
            case "autocorrectionType", "autocorrection":
                return .autocorrectionType(try named(UITextAutocorrectionType.allCases, \.name))
            case "smartQuotesType", "smartQuotes":
                return .smartQuotesType(try named(UITextSmartQuotesType.allCases, \.name))
            case "smartDashesType", "smartDashes":
                return .smartDashesType(try named(UITextSmartDashesType.allCases, \.name))
            case "isSecureTextEntry", "secureTextEntry", "secure": return .secureTextEntry(try bool())
            case "enablesReturnKeyAutomatically": return .enablesReturnKeyAutomatically(try bool())
            case "clearsOnBeginEditing": return .clearsOnBeginEditing(try bool())
            case "clearsOnInsertion": return .clearsOnInsertion(try bool())
            case "isEnabled", "enabled": return .enabled(try bool())
            case "tag":
                guard let n = Int(kv.value) else { throw fail(kv.column, "tag=\(kv.value): expected a whole number") }
                return .tag(n)
            case "textContentType", "contentType": return .textContentType(kv.value)
            case "placeholder": return .placeholder(kv.value)
            case "text": return .text(kv.value)
            case "accessoryHeight", "inputAccessoryHeight": return .accessoryHeight(try height())
            case "inputViewHeight": return .inputViewHeight(try height())
            case "resignsOnReturn", "didEndOnExit": return .resignsOnReturn(try bool())
            case "inlinePredictionType", "inlinePrediction":
                return .inlinePredictionType(try named(UITextInlinePredictionType.allCases, \.name))
            case "kind":
                guard let k = FieldKind(rawValue: kv.value) else {
                    throw fail(
                        kv.column,
                        "kind=\(kv.value): unknown kind; accepted: \(FieldKind.allCases.map(\.rawValue).joined(separator: ", "))"
                    )
                }
                return .kind(k)
            case "class":
                guard parser.registeredFieldClasses.contains(kv.value) else {
                    let known = parser.registeredFieldClasses.sorted()
                    throw fail(
                        kv.column,
                        "class=\(kv.value): no such field class is registered"
                            + (known.isEmpty
                                ? "; field classes are Swift code, registered by the Swift tests that run this script (docs/scenarios.md)"
                                : "; accepted: \(known.joined(separator: ", "))"))
                }
                return .fieldClass(kv.value)
            case "delegate":
                if parser.isRegisteredDelegate(kv.value) { return .delegate(.registered(kv.value)) }
                do { return .delegate(.builtin(try BuiltinDelegate(parsing: kv.value))) } catch {
                    let extra =
                        parser.registeredDelegates.sorted()
                        + parser.registeredDelegateFamilies.sorted().map { $0 + ":…" }
                    let hint =
                        kv.value.hasPrefix("example:")
                        ? "; \(kv.value) is a Swift delegate: run this script from the Swift tests that register it (docs/scenarios.md)"
                        : ""
                    throw fail(
                        kv.column,
                        "delegate=\(kv.value): unknown delegate; accepted: \(BuiltinDelegate.accepted)\(extra.isEmpty ? "" : ", " + extra.joined(separator: ", "))\(hint)"
                    )
                }
            default:
                throw fail(
                    kv.column - kv.key.count - 1,
                    "unknown field property \(kv.key)=; accepted: keyboardType, returnKeyType, keyboardAppearance, clearButtonMode, autocapitalizationType, autocorrectionType, smartQuotesType, smartDashesType, isSecureTextEntry, enablesReturnKeyAutomatically, clearsOnBeginEditing, clearsOnInsertion, isEnabled, tag, textContentType, placeholder, text, accessoryHeight, inputViewHeight, resignsOnReturn, delegate, class, kind, inlinePredictionType"
                )
            }
        }

        func expectation(_ args: inout Args) throws(ScenarioError) -> ScenarioExpectation {
            let what = try args.word(
                "what to check: NAME.text, NAME.length, NAME.caret, NAME.selection, NAME.marked, NAME.firstResponder, NAME.editing, pasteboard, keyboard.visible, event or no-event"
            )
            if what.text == "event" || what.text == "no-event" {
                let kinds = [
                    "session", "delegate", "notification", "control", "key", "ime", "state", "user", "animation",
                    "error"
                ]
                let kind = try args.word("an event kind (\(kinds.joined(separator: ", ")))")
                guard kinds.contains(kind.text) else {
                    throw fail(
                        kind.column, "expected an event kind (\(kinds.joined(separator: ", "))), found \"\(kind.text)\""
                    )
                }
                var pattern = EventPattern(kind: kind.text)
                if let name = args.peek, name.key == nil {
                    pattern.name = try args.word("the event's name").text
                }
                for kv in try args.keyValues() {
                    switch kv.key {
                    case "scope":
                        guard let s = EventScope(rawValue: kv.value) else {
                            throw fail(
                                kv.column,
                                "scope=\(kv.value): expected action (the last action's events, the default) or session")
                        }
                        pattern.scope = s
                    case "count":
                        guard let n = Int(kv.value), n >= 0 else {
                            throw fail(kv.column, "count=\(kv.value): expected a whole number ≥ 0")
                        }
                        pattern.count = n
                    default: pattern.fields.append((kv.key, kv.value))
                    }
                }
                if what.text == "no-event" && pattern.count != nil {
                    throw fail(what.column, "no-event takes no count=; write expect event … count=0")
                }
                return what.text == "event" ? .event(pattern) : .noEvent(pattern)
            }
            let parts0 = what.text.split(separator: ".", maxSplits: 1).map(String.init)
            if parts0.count == 2, fields.contains(parts0[0]) {
                let field = parts0[0]
                switch parts0[1] {
                case "text":
                    let op = try args.next("==, != or matches")
                    switch (op.quoted, op.text) {
                    case (false, "=="):
                        return .text(field: field, try args.string("the expected text in double quotes"))
                    case (false, "!="):
                        return .textIsNot(
                            field: field, try args.string("the text it must differ from, in double quotes"))
                    case (false, "matches"):
                        let p = try args.stringToken("a regular expression in double quotes")
                        do { _ = try NSRegularExpression(pattern: p.text) } catch {
                            throw fail(p.column, "expect: \"\(p.text)\" is not a valid regular expression")
                        }
                        return .textMatches(field: field, p.text)
                    default: throw fail(op.column, "expect: expected ==, != or matches, found \(describe(op))")
                    }
                case "length":
                    let op = try args.next(
                        "a comparison (\(Comparison.allCases.map(\.rawValue).joined(separator: " ")))")
                    guard !op.quoted, let c = Comparison(rawValue: op.text) else {
                        throw fail(
                            op.column,
                            "expect: expected a comparison (\(Comparison.allCases.map(\.rawValue).joined(separator: " "))), found \(describe(op))"
                        )
                    }
                    return .length(field: field, c, try args.count("the length in characters, a whole number ≥ 0"))
                case "caret":
                    try args.expectOperator()
                    return .caret(field: field, try args.count("the caret's UTF-16 offset, a whole number ≥ 0"))
                default: break
                }
            }
            try args.expectOperator()
            if what.text == "pasteboard" {
                if let t = args.peek, !t.quoted, t.text == "none" { _ = try args.word(""); return .pasteboard(nil) }
                return .pasteboard(try args.string("the pasteboard's text in double quotes, or none"))
            }
            if what.text == "keyboard.visible" {
                return .keyboardVisible(try args.enumeration("true or false", [("true", true), ("false", false)]))
            }
            let parts = what.text.split(separator: ".", maxSplits: 1).map(String.init)
            let properties = "text, length, caret, selection, marked, firstResponder, editing"
            guard parts.count == 2 else {
                throw fail(
                    what.column,
                    "expected NAME.PROPERTY (\(properties)), pasteboard, keyboard.visible, event or no-event, found \"\(what.text)\""
                )
            }
            guard fields.contains(parts[0]) else {
                throw fail(
                    what.column,
                    "expected a field declared above (\(fields.isEmpty ? "none yet" : fields.joined(separator: ", "))), found \"\(parts[0])\""
                )
            }
            let field = parts[0]
            switch parts[1] {
            case "text": return .text(field: field, try args.string("the expected text in double quotes"))
            case "selection":
                let l = try args.count("the selection's UTF-16 location, a whole number ≥ 0")
                return .selection(
                    field: field,
                    NSRange(location: l, length: try args.count("the selection's UTF-16 length, a whole number ≥ 0")))
            case "marked":
                if let t = args.peek, !t.quoted, t.text == "none" {
                    _ = try args.word(""); return .marked(field: field, nil)
                }
                let l = try args.count("none, or the marked range's UTF-16 location and length (whole numbers ≥ 0)")
                return .marked(
                    field: field,
                    NSRange(location: l, length: try args.count("the marked range's UTF-16 length, a whole number ≥ 0"))
                )
            case "firstResponder":
                return .firstResponder(
                    field: field, try args.enumeration("true or false", [("true", true), ("false", false)]))
            case "editing":
                return .editing(field: field, try args.enumeration("true or false", [("true", true), ("false", false)]))
            default:
                throw fail(what.column + field.count + 1, "expected a property (\(properties)), found \"\(parts[1])\"")
            }
        }
    }

    /// The arguments of one step, read left to right.
    struct Args {
        struct KeyValue { var key: String; var value: String; var column: Int }
        var tokens: [ScenarioLexer.Token]
        var step: String
        /// The column of the step's name.
        var headColumn: Int
        var endColumn: Int
        var context: Context
        var index = 0

        var peek: ScenarioLexer.Token? { index < tokens.count ? tokens[index] : nil }

        func fail(_ column: Int, _ message: String) -> ScenarioError { context.fail(column, message) }

        mutating func next(_ expected: String) throws(ScenarioError) -> ScenarioLexer.Token {
            guard let t = peek else {
                throw fail(endColumn, "\(step): expected \(expected), found the end of the line")
            }
            index += 1
            return t
        }
        mutating func word(_ expected: String) throws(ScenarioError) -> ScenarioLexer.Token {
            let t = try next(expected)
            guard t.key == nil else { throw fail(t.column, "\(step): expected \(expected), found \(describe(t))") }
            return t
        }
        mutating func stringToken(_ expected: String) throws(ScenarioError) -> ScenarioLexer.Token {
            let t = try next(expected)
            guard t.quoted else { throw fail(t.column, "\(step): expected \(expected), found \(describe(t))") }
            return t
        }
        mutating func string(_ expected: String) throws(ScenarioError) -> String { try stringToken(expected).text }
        mutating func optionalString() throws(ScenarioError) -> String? {
            guard peek != nil else { return nil }
            return try string("text in double quotes, or nothing (the pasteboard's text)")
        }
        mutating func count(_ expected: String) throws(ScenarioError) -> Int {
            let t = try word(expected)
            guard !t.quoted, let n = Int(t.text), n >= 0 else {
                throw fail(t.column, "\(step): expected \(expected), found \(describe(t))")
            }
            return n
        }
        mutating func optionalCount(_ expected: String) throws(ScenarioError) -> Int? {
            guard peek != nil else { return nil }
            return try count(expected)
        }
        mutating func enumeration<T>(_ expected: String, _ table: [(String, T)]) throws(ScenarioError) -> T {
            let t = try word("\(expected) (\(table.map(\.0).joined(separator: " or ")))")
            guard !t.quoted, let v = table.first(where: { $0.0 == t.text }) else {
                throw fail(
                    t.column,
                    "\(step): expected \(expected) (\(table.map(\.0).joined(separator: " or "))), found \(describe(t))")
            }
            return v.1
        }
        mutating func optionalEnum<T>(_ expected: String, _ table: [(String, T)]) throws(ScenarioError) -> T? {
            guard peek != nil else { return nil }
            return try enumeration(expected, table)
        }
        mutating func fieldName(declared: [String]) throws(ScenarioError) -> String {
            let t = try word(
                "a field name (\(declared.isEmpty ? "declare one with field NAME first" : declared.joined(separator: ", ")))"
            )
            guard declared.contains(t.text) else {
                throw fail(
                    t.column,
                    "\(step): expected a field declared above (\(declared.isEmpty ? "none yet; declare one with field NAME" : declared.joined(separator: ", "))), found \(describe(t))"
                )
            }
            return t.text
        }
        mutating func optionalFieldName(declared: [String]) throws(ScenarioError) -> String? {
            guard peek != nil else { return nil }
            return try fieldName(declared: declared)
        }
        mutating func keyValues() throws(ScenarioError) -> [KeyValue] {
            var out: [KeyValue] = []
            while let t = peek {
                guard let key = t.key, let value = t.value, !key.isEmpty else {
                    throw fail(t.column, "\(step): expected key=value, found \(describe(t))")
                }
                index += 1
                out.append(KeyValue(key: key, value: value, column: t.valueColumn))
            }
            return out
        }
        mutating func expectOperator() throws(ScenarioError) {
            let t = try next("==")
            guard !t.quoted, t.text == "==" else { throw fail(t.column, "expect: expected ==, found \(describe(t))") }
        }
        func end() throws(ScenarioError) {
            if let t = peek { throw fail(t.column, "\(step): expected the end of the line, found \(describe(t))") }
        }
    }
}

private func describe(_ t: ScenarioLexer.Token) -> String {
    t.quoted ? "the string \"\(t.text)\"" : "\"\(t.text)\""
}
