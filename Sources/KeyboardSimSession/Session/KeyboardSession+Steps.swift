import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSamples
import KeyboardSimRender

// The one executor of the scenario language (docs/interfaces.md §2): scripts (`ScenarioRunner`), `kbsim edit` and
// the fuzzer all turn their actions into `ScenarioStep`s and perform them here, through the verb of each step
// (``ScenarioVerb``, one file each in Scenario/Verbs).

extension KeyboardSession {
    /// Performs one step of the scenario language: the one executor for scripts, `kbsim edit` and the fuzzer.
    /// Settings (`device`, `ordering`, …) belong to the session's configuration and are ignored here; `expect`
    /// checks (and throws ``HarnessFailure``).
    /// - Parameters:
    ///   - step: the step to perform.
    ///   - registry: the delegates and field classes a `field` step may name.
    ///   - outputDirectory: where `render FILE.svg` writes a relative path (default: the current directory).
    public func perform(
        _ step: ScenarioStep, registry: ScenarioRegistry = ScenarioRegistry(),
        outputDirectory: String? = nil
    ) throws {
        try perform(step, registry: registry, outputDirectory: outputDirectory, writeFolder: nil)
    }

    /// Performs a step of a parsed script whose writes are confined to `writeFolder` (``Scenario/writeFolder``).
    func perform(
        _ step: ScenarioStep, registry: ScenarioRegistry, outputDirectory: String?, writeFolder: String?
    ) throws {
        let context = ScenarioVerb.Performing(
            registry: registry, outputDirectory: outputDirectory, writeFolder: writeFolder)
        // By index: `for verb in` would copy each verb (its closures and examples) at every step.
        let verbs = ScenarioVerb.all
        for i in verbs.indices {
            if try verbs[i].perform(step, self, context) { return }
        }
        throw ScenarioVerb.UnclaimedStep(step: step)
    }

    /// Adds a field as a `field NAME traits…` step does: a registered class or a plain field, its traits, its
    /// delegate (built-in or registered; `accept` when none is named and the field is not its own delegate).
    @discardableResult
    public func addField(_ name: String, traits: [FieldTrait], registry: ScenarioRegistry = ScenarioRegistry()) throws
        -> UITextField
    {
        let s = self
        var custom: UITextField?
        for case .fieldClass(let cls) in traits {
            guard let make = registry.fieldClasses[cls] else {
                throw SimulationError(.notRegistered(kind: "class", name: cls))
            }
            custom = make()
        }
        if custom == nil, let fieldFactory {
            custom = fieldFactory()
            custom?.frame = CGRect(
                x: 16, y: nextInputY,
                width: configuration.device.portraitSize.width - 32, height: 34)
        }
        let width = screen.device.screenSize(screen.orientation).width
        var kind = FieldKind.textField
        for case .kind(let k) in traits { kind = k }
        var delegateSpec: DelegateSpec?
        for case .delegate(let d) in traits { delegateSpec = d }
        if kind != .textField {
            if case .fieldClass(let cls)? = traits.first(where: { if case .fieldClass = $0 { true } else { false } }) {
                throw SimulationError(
                    .badDelegate(
                        spec: "class=\(cls)",
                        reason: "a field class applies to kind=textField only; a \(kind.rawValue) is made by kbsim"))
            }
            // A text view or a search bar: its own delegate (attached before it is added, so its field is not given
            // a text-field delegate); the traits go to its editing field.
            let field: UITextField
            if kind == .textView {
                let make = try registeredMaker(delegateSpec, in: registry.textViewDelegates, kind: "text view delegate")
                field =
                    s.addTextView(name) { view in
                        switch delegateSpec {
                        case .builtin(let b)?: s.screen.attach(b, to: view)
                        case .registered?:
                            let d = make?(view)  // the session keeps it: a view holds its delegate weakly
                            if let d { s.retain(d) }
                            view.delegate = d
                        case nil: break
                        }
                    }.editor
            } else {
                let make = try registeredMaker(
                    delegateSpec, in: registry.searchBarDelegates, kind: "search bar delegate")
                field =
                    s.addSearchBar(name) { bar in
                        switch delegateSpec {
                        case .builtin(let b)?: s.screen.attach(b, to: bar)
                        case .registered?:
                            let d = make?(bar)
                            if let d { s.retain(d) }
                            bar.delegate = d
                        case nil: break
                        }
                    }.searchTextField
            }
            apply(traits, to: field, width: width)
            return field
        }
        let field = s.addField(name, field: custom) { f in apply(traits, to: f, width: width) }
        switch delegateSpec {
        case .builtin(let b)?: s.screen.attach(b, to: field)
        case .registered(let n)?:
            guard let make = registry.delegateFactory(n) else {
                throw SimulationError(.notRegistered(kind: "delegate", name: n))
            }
            s.attach(make(field), to: field)
        case nil:
            break  // KeyboardSession.addField attached `accept` unless the field is its own delegate
        }
        return field
    }

    /// The factory a registered delegate spec names (nil for a built-in or no delegate); throws when none is
    /// registered under the name.
    private func registeredMaker<Owner, Delegate>(
        _ spec: DelegateSpec?, in factories: [String: @MainActor (Owner) -> Delegate],
        kind: String
    ) throws -> (@MainActor (Owner) -> Delegate)? {
        guard case .registered(let n)? = spec else { return nil }
        guard let make = factories[n] else { throw SimulationError(.notRegistered(kind: kind, name: n)) }
        return make
    }

    /// Sets a field's traits and properties as `field NAME key=value` gives them (the delegate and the kind are
    /// attached by the caller).
    private func apply(_ traits: [FieldTrait], to f: UITextField, width: CGFloat) {
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
            case .accessoryHeight(let h):
                f.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: h))
            case .inputViewHeight(let h): f.inputView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: h))
            case .resignsOnReturn(let v): if v { f.addAction(UIAction { _ in }, for: .editingDidEndOnExit) }
            case .inlinePredictionType(let v): f.inlinePredictionType = v
            case .delegate, .fieldClass, .kind: break
            }
        }
    }

    /// `render FILE.svg`: the software keyboard in use, in its current plane, with the last key tapped highlighted.
    func render(to path: String, outputDirectory: String?, writeFolder: String? = nil) throws {
        let s = self
        let field = screen.firstResponder
        let typeName: String
        if let field, let ime = screen.inputMethodApplies(to: field) {
            typeName = ime.keyboardName
        } else {
            typeName = field.map(screen.softwareKeyboardName(for:)) ?? UIKeyboardType.default.name
        }
        let kb = try screen.softwareKeyboard(named: typeName)
        var options = KeyboardRenderOptions()
        options.device = screen.device
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
        // Written all at once: an interrupted run leaves the previous picture or none, never half of one. A parsed
        // script's picture is written through its folder with no-follow opens: a symbolic link swapped into the
        // folder after the path was checked is not followed (docs/scenarios.md, "Files a script names").
        do {
            if let writeFolder, full.hasPrefix(writeFolder == "/" ? "/" : writeFolder + "/") {
                let relative = String(full.dropFirst(writeFolder == "/" ? 1 : writeFolder.count + 1))
                try AtomicFile.write(bytes: Array(svg.utf8), confined: relative, in: writeFolder)
            } else {
                try AtomicFile.write(svg, to: full)
            }
        } catch {
            throw SimulationError(
                .cannotWrite(
                    path: "render \(path)",
                    reason: "\(error.step): \(error.system); expected a writable path ending in .svg"))
        }
    }
}
