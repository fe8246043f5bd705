import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
/// Runs scenario scripts on a ``KeyboardSession`` (the harness the Swift tests use): settings make the session,
/// each step calls the same verb, each `expect` the same assertion.
@MainActor public struct ScenarioRunner {
    public var registry: ScenarioRegistry
    /// Where `render FILE.svg` writes relative paths (default: the current directory).
    public var outputDirectory: String?

    public init(registry: ScenarioRegistry = ScenarioRegistry(), outputDirectory: String? = nil) {
        self.registry = registry
        self.outputDirectory = outputDirectory
    }

    /// What running one script gave.
    public struct Result {
        public var file: String
        /// The expectations that failed, in order (the run goes on after a failed `expect`).
        public var failures: [HarnessFailure]
        /// A step that could not run (no field editing, a character the keyboard cannot type, …): the run stops.
        public var error: ScenarioStepError?
        /// The transcript (the session's events, then a `state` event per field).
        public var events: [TranscriptEvent]
        public var stepCount: Int
        public var passed: Bool { failures.isEmpty && error == nil }
    }

    /// Reads, parses and runs a file. Throws ``ScenarioError`` for a malformed script (or an unreadable file).
    public func run(file: String, displayName: String? = nil) throws(ScenarioError) -> Result {
        let name = displayName ?? file
        guard let data = FileManager.default.contents(atPath: file) else {
            throw ScenarioError(file: name, line: 0, column: 0, message: "cannot read the file; expected a readable scenario script (.kbsim)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScenarioError(file: name, line: 0, column: 0, message: "the file is not valid UTF-8 text")
        }
        return run(try registry.parser.parse(text, file: name))
    }

    /// Runs a parsed script.
    public func run(_ scenario: Scenario) -> Result {
        var config = HarnessConfiguration()
        var session: KeyboardSession?
        var failures: [HarnessFailure] = []

        func ensureSession() -> KeyboardSession {
            if let session { return session }
            let s = KeyboardSession(config)
            session = s
            return s
        }

        for line in scenario.lines {
            let location = "\(scenario.file):\(line.line)"
            do {
                switch line.step {
                case .device(let name, let orientation):
                    config.device = Device.named(name) ?? config.device
                    if let orientation { config.orientation = orientation }
                case .ordering(let o): config.ordering = o
                case .profile(let p): config.profile = IOSProfile.named(p) ?? config.profile
                case .locale(let l): config.locale = l
                case .predictive(let on): config.predictiveBar = on
                case .expect(let e):
                    do { try ensureSession().expect(e, at: location) } catch let f as HarnessFailure {
                        var f = f
                        f.check = line.source
                        failures.append(f)
                    }
                default:
                    try perform(line.step, on: ensureSession(), scenario: scenario)
                }
            } catch {
                let s = ensureSession()
                let message = "\(error)"
                s.screen.transcript.record(.error(message: message, step: line.line))
                return Result(file: scenario.file, failures: failures,
                              error: ScenarioStepError(location: location, step: line.source, message: message,
                                                       recentEvents: s.recentEventLines()),
                              events: s.events, stepCount: scenario.lines.count)
            }
        }
        let s = ensureSession()
        for name in s.fieldNames { if let f = try? s.field(name) { s.screen.recordState(of: f) } }
        return Result(file: scenario.file, failures: failures, error: nil, events: s.events, stepCount: scenario.lines.count)
    }

    private func perform(_ step: ScenarioStep, on s: KeyboardSession, scenario: Scenario) throws {
        switch step {
        case .device, .ordering, .profile, .locale, .predictive, .expect:
            break
        case .field(let name, let traits):
            try addField(name, traits: traits, to: s)
        case .hardwareKeyboard(let spec):
            if let file = spec.keymapFile { try s.useHardwareKeyboard(keymapFile: file) }
            else { try s.useHardwareKeyboard(layout: spec.layout ?? "us", variant: spec.variant, options: spec.options) }
        case .softwareKeyboard: s.useSoftwareKeyboard()
        case .inputMethod(let spec):
            if let spec { try s.usePinyin(dictionary: spec.dictionary, separator: spec.separator, layout: spec.layout) }
            else { s.useNoInputMethod() }
        case .unreachable(let p): s.screen.unreachable = p
        case .tap(let name): try s.tap(name)
        case .type(let text): try s.type(text)
        case .keys(let keys): try s.keys(keys)
        case .backspace(let n): try s.backspace(n)
        case .select(let l, let n): try s.select(l, n)
        case .caret(let o): try s.caret(o)
        case .paste(let text): try s.paste(text)
        case .cut: try s.cut()
        case .copy: try s.copy()
        case .clear(let name): try s.clear(name)
        case .pressReturn: try s.tapReturn()
        case .candidate(let i): try s.candidate(i)
        case .setText(let name, let text): try s.setText(name, text)
        case .resign(let name): try s.resign(name)
        case .endEditing(let force): s.endEditing(force: force)
        case .rotate(let o): s.rotate(o)
        case .render(let path): try render(to: path, session: s)
        case .recordState(let name):
            for n in name.map({ [$0] }) ?? s.fieldNames { s.screen.recordState(of: try s.field(n)) }
        }
    }

    private func addField(_ name: String, traits: [FieldTrait], to s: KeyboardSession) throws {
        var custom: UITextField?
        for case .fieldClass(let cls) in traits {
            guard let make = registry.fieldClasses[cls] else { throw SimulationError("class=\(cls): not registered") }
            custom = make()
        }
        var delegateSpec: DelegateSpec?
        let field = s.addField(name, field: custom) { f in
            for t in traits {
                switch t {
                case .keyboardType(let v): f.keyboardType = v
                case .returnKeyType(let v): f.returnKeyType = v
                case .keyboardAppearance(let v): f.keyboardAppearance = v
                case .clearButtonMode(let v): f.clearButtonMode = v
                case .autocapitalizationType(let v): f.autocapitalizationType = v
                case .autocorrectionType(let v): f.autocorrectionType = v
                case .smartQuotesType(let v): f.smartQuotesType = v
                case .smartDashesType(let v): f.smartDashesType = v
                case .secureTextEntry(let v): f.isSecureTextEntry = v
                case .enablesReturnKeyAutomatically(let v): f.enablesReturnKeyAutomatically = v
                case .clearsOnBeginEditing(let v): f.clearsOnBeginEditing = v
                case .clearsOnInsertion(let v): f.clearsOnInsertion = v
                case .enabled(let v): f.isEnabled = v
                case .tag(let v): f.tag = v
                case .textContentType(let v): f.textContentType = UITextContentType(v)
                case .placeholder(let v): f.placeholder = v
                case .text(let v): f.text = v
                case .accessoryHeight(let h): f.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: h))
                case .inputViewHeight(let h): f.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: h))
                case .resignsOnReturn(let v): if v { f.addAction(UIAction { _ in }, for: .editingDidEndOnExit) }
                case .delegate(let d): delegateSpec = d
                case .fieldClass: break
                }
            }
        }
        switch delegateSpec {
        case .builtin(let b)?: s.screen.attach(b, to: field)
        case .registered(let n)?:
            guard let make = registry.delegates[n] else { throw SimulationError("delegate=\(n): not registered") }
            s.attach(make(field), to: field)
        case nil:
            break  // KeyboardSession.addField attached `accept` unless the field is its own delegate
        }
    }

    /// `render FILE.svg`: the software keyboard in use, in its current plane, with the last key tapped highlighted.
    private func render(to path: String, session s: KeyboardSession) throws {
        let screen = s.screen
        let field = screen.firstResponder
        let typeName: String
        if let field, screen.inputMethod != nil, screen.inputMethodApplies(to: field) != nil { typeName = "pinyin" }
        else { typeName = (field?.keyboardType ?? .default).name }
        let kb = try screen.softwareKeyboard(named: typeName)
        var options = KeyboardRenderOptions()
        options.device = screen.device
        options.language = typeName == "pinyin" ? .simplifiedChinese : .english
        if let field {
            options.appearance = field.keyboardAppearance
            options.returnKeyType = field.returnKeyType
            options.enablesReturnKeyAutomatically = field.enablesReturnKeyAutomatically
            options.textIsEmpty = !field.hasText
        }
        for e in s.events.reversed() {
            if case .key(let k) = e.payload {
                if k.keyboard == typeName { options.highlightedKey = k.key }
                break
            }
        }
        let svg = KeyboardRenderer.svg(state: kb.state, type: typeName, options: options)
        let full = path.hasPrefix("/") || outputDirectory == nil ? path : outputDirectory! + "/" + path
        guard FileManager.default.createFile(atPath: full, contents: Data(svg.utf8)) else {
            throw SimulationError("render \(path): cannot write the file; expected a writable path ending in .svg")
        }
    }
}

/// A step that could not run: where, the step, why, and the events before it.
public struct ScenarioStepError: Error, CustomStringConvertible, Sendable {
    public var location: String
    public var step: String
    public var message: String
    public var recentEvents: [String]
    public var description: String {
        var s = "\(location): \(step)\n  error: \(message)"
        if !recentEvents.isEmpty {
            s += "\n  last events:"
            for l in recentEvents { s += "\n    " + l }
        }
        return s
    }
}
