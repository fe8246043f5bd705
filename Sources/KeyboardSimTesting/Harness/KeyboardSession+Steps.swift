import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimRender

// The one executor of the scenario language (docs/interfaces.md §2): scripts (`ScenarioRunner`), `kbsim edit` and
// the fuzzer all turn their actions into `ScenarioStep`s and perform them here.

extension KeyboardSession {
    /// Performs one step of the scenario language: the one executor for scripts, `kbsim edit` and the fuzzer.
    /// Settings (`device`, `ordering`, …) belong to the session's configuration and are ignored here; `expect`
    /// checks (and throws ``HarnessFailure``).
    /// - Parameters:
    ///   - registry: the delegates and field classes a `field` step may name.
    ///   - outputDirectory: where `render FILE.svg` writes a relative path (default: the current directory).
    public func perform(_ step: ScenarioStep, registry: ScenarioRegistry = ScenarioRegistry(),
                        outputDirectory: String? = nil) throws {
        let s = self
        switch step {
        case .device, .ordering, .profile, .profileEntry, .locale, .predictive:
            break
        case .expect(let e):
            try expect(e, at: "")
        case .field(let name, let traits):
            try addField(name, traits: traits, registry: registry)
        case .view(let name, let names):
            guard let build = registry.views[name] else { throw SimulationError(.notRegistered(kind: "view", name: name)) }
            let built = build(screen.window)
            guard built.count >= names.count else {
                // The view returned fewer fields than the step names: the first name without a field is unknown.
                throw SimulationError(.unknownField(names[built.count], known: Array(names.prefix(built.count))))
            }
            for (field, n) in zip(built, names) { try adopt(field, name: n) }
        case .hardwareKeyboard(let spec):
            if let file = spec.keymapFile { try s.useHardwareKeyboard(keymapFile: file) }
            else if let resources, let kb = resources.hardwareKeyboard(layout: spec.layout ?? "us", variant: spec.variant,
                                                                        options: spec.options, locale: composeLocale) {
                action { screen.useHardwareKeyboard(kb) }
            }
            else { try s.useHardwareKeyboard(layout: spec.layout ?? "us", variant: spec.variant, options: spec.options) }
        case .softwareKeyboard: s.useSoftwareKeyboard()
        case .inputMethod(let spec):
            switch spec?.engine {
            case .pinyin?: try s.usePinyin(dictionary: spec?.dictionary, separator: spec!.separator ?? .sixPerEmSpace, layout: spec!.layout)
            case .korean?: s.useKorean()
            case .cangjie?, .stroke?, .wubi?: try s.useTableInputMethod(spec!.engine.tableScheme!)
            case .zhuyin?, .cantonese?: try s.usePhoneticInputMethod(spec!.engine.phoneticScheme!, separator: spec!.separator)
            case .japaneseRomaji?, .japaneseKana?: try s.useJapanese(layout: spec!.engine.japaneseLayout!, kanaTyping: spec!.kanaTyping)
            case nil: s.useNoInputMethod()
            }
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
        case .undo: try s.undo()
        case .redo: try s.redo()
        case .autofillCode(let code, let delivery): try s.autofillCode(code, delivery: delivery)
        case .autofillPassword(let password): try s.autofillPassword(password)
        case .chooseOwnPassword: try s.chooseOwnPassword()
        case .autofillContact(let kind, let value): try s.autofillContact(kind, value)
        case .suggest(let word, let call): try s.suggest(word, call: call)
        case .textReplacement(let shortcut, let expansion): try s.textReplacement(shortcut, expansion)
        case .autocorrect(let word, let correction): try s.autocorrect(word, to: correction)
        case .association(let i): try s.association(i)
        case .clear(let name): try s.clear(name)
        case .pressReturn: try s.tapReturn()
        case .candidate(let i): try s.candidate(i)
        case .setText(let name, let text): try s.setText(name, text)
        case .resign(let name): try s.resign(name)
        case .endEditing(let force): s.endEditing(force: force)
        case .rotate(let o): s.rotate(o)
        case .render(let path): try render(to: path, outputDirectory: outputDirectory)
        case .dictate(let a): try s.dictate(a)
        case .drop(let text, let at): try s.drop(text, at: at)
        case .inlinePredict(let gray): try s.inlinePredict(gray)
        case .recordState(let name):
            for n in name.map({ [$0] }) ?? s.fieldNames { s.screen.recordState(of: try s.field(n)) }
        }
    }

    /// Adds a field as a `field NAME traits…` step does: a registered class or a plain field, its traits, its
    /// delegate (built-in or registered; `accept` when none is named and the field is not its own delegate).
    @discardableResult
    public func addField(_ name: String, traits: [FieldTrait], registry: ScenarioRegistry = ScenarioRegistry()) throws -> UITextField {
        let s = self
        var custom: UITextField?
        for case .fieldClass(let cls) in traits {
            guard let make = registry.fieldClasses[cls] else { throw SimulationError(.notRegistered(kind: "class", name: cls)) }
            custom = make()
        }
        if custom == nil, let fieldFactory {
            custom = fieldFactory()
            custom?.frame = CGRect(x: 16, y: nextInputY,
                                   width: configuration.device.portraitSize.width - 32, height: 34)
        }
        let width = screen.device.screenSize(screen.orientation).width
        var kind = FieldKind.textField
        for case .kind(let k) in traits { kind = k }
        var delegateSpec: DelegateSpec?
        for case .delegate(let d) in traits { delegateSpec = d }
        if kind != .textField {
            if case .fieldClass(let cls)? = traits.first(where: { if case .fieldClass = $0 { true } else { false } }) {
                throw SimulationError(.badDelegate(spec: "class=\(cls)", reason: "a field class applies to kind=textField only; a \(kind.rawValue) is made by kbsim"))
            }
            // A text view or a search bar: its own delegate (attached before it is added, so its field is not given
            // a text-field delegate); the traits go to its editing field.
            let field: UITextField
            if kind == .textView {
                let make = try registeredMaker(delegateSpec, in: registry.textViewDelegates, kind: "text view delegate")
                field = s.addTextView(name) { view in
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
                let make = try registeredMaker(delegateSpec, in: registry.searchBarDelegates, kind: "search bar delegate")
                field = s.addSearchBar(name) { bar in
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
            guard let make = registry.delegateFactory(n) else { throw SimulationError(.notRegistered(kind: "delegate", name: n)) }
            s.attach(make(field), to: field)
        case nil:
            break  // KeyboardSession.addField attached `accept` unless the field is its own delegate
        }
        return field
    }

    /// The factory a registered delegate spec names (nil for a built-in or no delegate); throws when none is
    /// registered under the name.
    private func registeredMaker<Owner, Delegate>(_ spec: DelegateSpec?, in factories: [String: @MainActor (Owner) -> Delegate],
                                                 kind: String) throws -> (@MainActor (Owner) -> Delegate)? {
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
            case .accessoryHeight(let h): f.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: h))
            case .inputViewHeight(let h): f.inputView = UIView(frame: CGRect(x: 0, y: 0, width: width, height: h))
            case .resignsOnReturn(let v): if v { f.addAction(UIAction { _ in }, for: .editingDidEndOnExit) }
            case .inlinePredictionType(let v): f.inlinePredictionType = v
            case .delegate, .fieldClass, .kind: break
            }
        }
    }

    /// `render FILE.svg`: the software keyboard in use, in its current plane, with the last key tapped highlighted.
    func render(to path: String, outputDirectory: String?) throws {
        let s = self
        let field = screen.firstResponder
        let typeName: String
        if let field, let ime = screen.inputMethodApplies(to: field) { typeName = ime.keyboardName }
        else { typeName = field.map(screen.softwareKeyboardName(for:)) ?? UIKeyboardType.default.name }
        let kb = try screen.softwareKeyboard(named: typeName)
        var options = KeyboardRenderOptions()
        options.device = screen.device
        options.language = .of(keyboard: typeName)
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
        // Written all at once: an interrupted run leaves the previous picture or none, never half of one.
        do { try AtomicFile.write(svg, to: full) } catch {
            throw SimulationError(.cannotWrite(path: "render \(path)", reason: "\(error.step): \(error.system); expected a writable path ending in .svg"))
        }
    }
}
