import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
/// Runs fuzzing sessions, each on a fresh `KeyboardSession` through its one executor
/// (`KeyboardSession/perform(_:registry:outputDirectory:)`), with the built-in oracles and the properties;
/// a run stops at its first failure (later ones are usually its consequences). It counts how often each check
/// applied and held.
///
/// ```swift
/// let runner = FuzzRunner(target: .builtin(.maxLength(5)), properties: [.maxLength(5)])
/// let failure = runner.run(session).failure
/// ```
@MainActor public final class FuzzRunner {
    /// The delegate, field class or view each session runs against.
    public let target: FuzzTarget
    /// Keyboards and the input-method engine, shared between sessions.
    public let resources: FuzzResources
    /// The iOS behaviour profile the sessions run under.
    public let profile: IOSProfile
    /// The properties checked after each step (`typeable` is checked at each goal instead).
    public let properties: [FuzzProperty]
    /// The built-in oracles switched on.
    public let oracles: Set<FuzzOracleName>
    /// Whether `expect` steps of goal-directed sessions are checked.
    public let checksTypeable: Bool
    /// The registry the sessions' `field` and `view` steps resolve the target with.
    public let registry: ScenarioRegistry
    /// Steps performed so far (for throughput figures).
    public private(set) var stepsPerformed = 0
    private var validity: [String: Bool] = [:]
    private var oracleChecked: [Int]
    private var oracleHeld: [Int]
    private var propertyChecked: [Int]
    private var propertyHeld: [Int]
    private var typeableChecked = 0, typeableHeld = 0
    private var determinismChecked = 0, determinismHeld = 0

    /// The counts and the step total, saved so that runs that are not fuzzing (the shrinker's) leave no trace in
    /// them.
    struct Tally {
        var steps: Int, oracleChecked: [Int], oracleHeld: [Int], propertyChecked: [Int], propertyHeld: [Int]
        var typeable: (Int, Int), determinism: (Int, Int)
    }

    /// The counts as they stand.
    var tally: Tally {
        get {
            Tally(
                steps: stepsPerformed, oracleChecked: oracleChecked, oracleHeld: oracleHeld,
                propertyChecked: propertyChecked,
                propertyHeld: propertyHeld, typeable: (typeableChecked, typeableHeld),
                determinism: (determinismChecked, determinismHeld))
        }
        set {
            stepsPerformed = newValue.steps
            oracleChecked = newValue.oracleChecked; oracleHeld = newValue.oracleHeld
            propertyChecked = newValue.propertyChecked; propertyHeld = newValue.propertyHeld
            (typeableChecked, typeableHeld) = newValue.typeable
            (determinismChecked, determinismHeld) = newValue.determinism
        }
    }

    /// The result of one run.
    public struct Outcome {
        /// The first failure, if any.
        public var failure: FuzzFailure?
        /// The transcript's events (only when asked to keep them).
        public var events: [TranscriptEvent]
    }

    /// A runner for the target, checking the properties and the oracles given.
    public init(
        target: FuzzTarget, resources: FuzzResources = FuzzResources(engine: nil), profile: IOSProfile = .ios18,
        properties: [FuzzProperty] = [], oracles: Set<FuzzOracleName> = Set(FuzzOracleName.allCases)
    ) {
        self.target = target
        self.resources = resources
        self.profile = profile
        self.oracles = oracles
        self.checksTypeable = properties.contains { $0.generatesGoals }
        self.properties = properties.filter { !$0.generatesGoals }
        var registry = ScenarioRegistry()
        target.register(in: &registry)
        self.registry = registry
        oracleChecked = Array(repeating: 0, count: FuzzOracleName.allCases.count)
        oracleHeld = oracleChecked
        propertyChecked = Array(repeating: 0, count: self.properties.count)
        propertyHeld = propertyChecked
    }

    /// How often each check applied and held so far: the oracles switched on, `typeable` when on, then the
    /// properties in order.
    public var counts: [FuzzCheckCount] {
        var out: [FuzzCheckCount] = []
        // The model and range oracles need the recording proxy: fields the app built are not wrapped.
        let proxied: Set<FuzzOracleName> = [.textModel, .range, .surrogate, .backspaceRange]
        for (k, o) in FuzzOracleName.allCases.enumerated() where oracles.contains(o) && o != .crash {
            if !target.fuzzerOwnsFields && proxied.contains(o) { continue }
            if o == .determinism {
                out.append(FuzzCheckCount(name: o.rawValue, checked: determinismChecked, held: determinismHeld));
                continue
            }
            out.append(FuzzCheckCount(name: o.rawValue, checked: oracleChecked[k], held: oracleHeld[k]))
        }
        if checksTypeable { out.append(FuzzCheckCount(name: "typeable", checked: typeableChecked, held: typeableHeld)) }
        for (k, p) in properties.enumerated() {
            out.append(FuzzCheckCount(name: p.name, checked: propertyChecked[k], held: propertyHeld[k]))
        }
        return out
    }

    /// Runs a session. Steps the simulated user cannot do (`SimulationError`) are skipped.
    public func run(_ session: FuzzSession, keepEvents: Bool = false) -> Outcome {
        let r = execute(session, keepEvents: keepEvents, oracles: true)
        if r.failure == nil, let goal = r.goal, checksTypeable {
            if isValidTarget(goal, session: session) {
                typeableChecked += 1
                let f = FuzzFailure(
                    property: "typeable",
                    message:
                        "typing \(ScenarioPrinter.quote(goal.typed)) into \(goal.field) gave \(ScenarioPrinter.quote(goal.actual))\(goal.marked ? " (marked)" : ""), though the delegate accepts it pasted",
                    location: "type \(goal.field)", step: goal.step, session: session,
                    expectation: .text(field: goal.field, goal.target))
                return Outcome(failure: f, events: r.events)
            }
        }
        return Outcome(failure: r.failure, events: r.events)
    }

    /// Runs a session twice and compares the transcripts (the determinism oracle), then checks it as ``run(_:keepEvents:)``.
    public func runTwice(_ session: FuzzSession) -> FuzzFailure? {
        let a = run(session, keepEvents: true)
        guard oracles.contains(.determinism) else { return a.failure }
        // The second run compares its events with the first run's as they come (nothing is copied).
        var comparison = EventComparison(expected: a.events)
        _ = execute(session, keepEvents: false, oracles: true, compare: &comparison)
        determinismChecked += 1
        if let i = comparison.firstDifference ?? (comparison.index != a.events.count ? comparison.index : nil) {
            return FuzzFailure(
                property: "determinism", message: "two runs of the same session differ at transcript event \(i)",
                location: "transcript", step: session.steps.count - 1, session: session)
        }
        determinismHeld += 1
        return a.failure
    }

    /// The first run's events, compared with the second run's as they are drained.
    struct EventComparison {
        let expected: [TranscriptEvent]
        var index = 0
        var firstDifference: Int?
        mutating func check(_ events: [TranscriptEvent]) {
            guard firstDifference == nil else { return }
            for e in events {
                if index >= expected.count || expected[index] != e { firstDifference = index; return }
                index += 1
            }
        }
    }

    /// Whether `session` still fails the way `failure` did: the same property, and where the failure had a
    /// location, the same step keyword (the shrinker's test).
    public func reproduces(_ session: FuzzSession, _ failure: FuzzFailure) -> FuzzFailure? {
        let f = failure.property == "determinism" ? runTwice(session) : run(session).failure
        guard let f, f.property == failure.property else { return nil }
        return f
    }

    /// The fields' states after a step; an app-built field's `model` is what the target's model holds for it.
    private func states(of fields: [UITextField], names: [String]) -> [FuzzFieldState] {
        var states = fields.map(FuzzFieldState.init)
        if let model = target.model {
            for i in states.indices where !(fields[i] is FuzzTextField) { states[i].model = model(names[i]) }
        }
        return states
    }

    struct Goal {
        var field: String; var target: String; var typed: String; var initial: String; var actual: String;
        var marked: Bool; var step: Int
    }

    private func makeSession() -> KeyboardSession {
        let ks = KeyboardSession(
            HarnessConfiguration(profile: profile, traceDirectory: nil), notificationCenter: NotificationCenter(),
            resources: resources.session)
        if target.fuzzerOwnsFields { ks.fieldFactory = { FuzzTextField() } }
        return ks
    }

    private func execute(_ session: FuzzSession, keepEvents: Bool, oracles useOracles: Bool)
        -> (failure: FuzzFailure?, events: [TranscriptEvent], goal: Goal?)
    {
        var none: EventComparison?
        return execute(session, keepEvents: keepEvents, oracles: useOracles, compare: &none)
    }

    private func execute(
        _ session: FuzzSession, keepEvents: Bool, oracles useOracles: Bool, compare: inout EventComparison
    )
        -> (failure: FuzzFailure?, events: [TranscriptEvent], goal: Goal?)
    {
        var c: EventComparison? = compare
        defer { compare = c! }
        return execute(session, keepEvents: keepEvents, oracles: useOracles, compare: &c)
    }

    private func execute(
        _ session: FuzzSession, keepEvents: Bool, oracles useOracles: Bool, compare: inout EventComparison?
    )
        -> (failure: FuzzFailure?, events: [TranscriptEvent], goal: Goal?)
    {
        let ks = makeSession()
        let screen = ks.screen
        let oracle = FuzzOracle(enabled: useOracles ? oracles : [])
        oracle.transcript = screen.transcript
        var fields: [UITextField] = []
        var names: [String] = []
        var inners: [(any UITextFieldDelegate)?] = []
        var proxies: [FuzzRecordingDelegate] = []
        let transcript = screen.transcript
        var kept: [TranscriptEvent] = []
        var goal: Goal?
        var failure: FuzzFailure?
        let checkProperties = useOracles && !properties.isEmpty
        var previousDone = false
        let steps = session.steps
        stepLoop: for k in steps.indices {
            let step = steps[k]
            // Goals: `expect NAME.text == "…"` right after typing into NAME.
            if case .expect(let e) = step {
                if checksTypeable, case .text(let name, let target) = e, k > 0, previousDone,
                    case .type(let typed) = steps[k - 1],
                    target.hasSuffix(typed), let i = names.firstIndex(of: name), screen.firstResponder === fields[i]
                {
                    let actual = fields[i].currentText
                    let marked = fields[i].storage.marked != nil
                    if actual != target || marked {
                        goal = Goal(
                            field: name, target: target, typed: typed, initial: String(target.dropLast(typed.count)),
                            actual: actual, marked: marked, step: k)
                        break stepLoop
                    } else if isValidTarget(
                        Goal(
                            field: name, target: target, typed: typed, initial: String(target.dropLast(typed.count)),
                            actual: actual, marked: false, step: k), session: session)
                    {
                        typeableChecked += 1
                        typeableHeld += 1
                    }
                }
                continue
            }
            oracle.step = step
            if case .type = step {
                oracle.hardwareTyping = screen.hardwareKeyboard != nil
            } else {
                oracle.hardwareTyping = false
            }
            // The keyboard also writes the marked text itself after asking about the key alone (key-at-caret; by
            // default a multi-tap on the kana keyboard).
            let kana = (screen.inputMethod as? JapaneseInputMethod)?.layout == .kana
            oracle.silentCommits =
                screen.inputMethod != nil
                && (profile.candidateCommit == .noDelegateCall
                    || profile.markedTextDelegateCall == .keyAtCaret
                    || (kana && profile.multiTapDelegateCall == .keyAtCaret))
            let before = checkProperties && !fields.isEmpty ? fields.map(FuzzFieldState.init) : []
            var appCrash: String?
            let unaskedBefore = Self.unaskedEdits(fields)
            do {
                try ks.perform(step, registry: registry)
                previousDone = true
            } catch {
                previousDone = false  // a step the simulated user cannot do: skipped
                // …unless iOS would crash the app there: a finding the `undo-safe` property reports.
                if let e = error as? SimulationError, case .appCrashes = e.code { appCrash = e.message }
            }
            stepsPerformed += 1
            // Text the keyboard or the system changed with no delegate call (a silent QuickType pick, an expansion,
            // an association pick, AutoFill, dictation, an inline prediction): the text model follows the field.
            if Self.unaskedEdits(fields) != unaskedBefore {
                for (i, f) in fields.enumerated() { oracle.appSetText(i, to: f.text ?? "") }
            }
            // New fields join the oracle (the fuzzer's own are wrapped with the recording proxy).
            var added: [String] = []
            if case .field(let name, _) = step { added = [name] }
            if case .view(_, let ns) = step { added = ns }
            for name in added {
                guard let f = try? ks.field(name) else { continue }
                let observed = f is FuzzTextField && useOracles
                let inner = f.delegate
                if observed, let ff = f as? FuzzTextField {
                    ff.oracle = oracle
                    ff.index = fields.count
                    let proxy = FuzzRecordingDelegate(
                        inner: inner ?? FuzzAcceptDelegate(), oracle: oracle, index: fields.count)
                    proxies.append(proxy)
                    f.delegate = proxy
                }
                inners.append(inner)
                fields.append(f)
                names.append(name)
                oracle.add(f, name: name, observed: observed)
            }
            // The step's events: the grammar oracle, the properties, and (for determinism) the transcript kept.
            do {
                let events = transcript.events
                oracle.observe(events)
                if keepEvents { kept += events }
                compare?.check(events)
                if useOracles { oracle.checkAfterStep(screen: screen) }
                if useOracles, let f = oracle.failure {
                    failure = FuzzFailure(
                        property: f.property, message: f.message,
                        location: location(step, screen) + (f.detail.map { " [\($0)]" } ?? ""),
                        step: k, session: session, expectation: f.expectation)
                } else if checkProperties && added.isEmpty && !fields.isEmpty && !FuzzSession.isSetUp(step) {
                    let currentNames = names
                    let ctx = FuzzContext(
                        session: ks, step: step, stepIndex: k, performed: previousDone, appCrash: appCrash,
                        fieldNames: names,
                        fields: fields, before: before.count == fields.count ? before : fields.map(FuzzFieldState.init),
                        after: states(of: fields, names: names), delegates: inners, events: events,
                        acceptsPasteCheck: { [unowned self] s, i in
                            self.acceptsPaste(s, field: currentNames[i], in: session)
                        })
                    for (p, prop) in properties.enumerated() {
                        switch prop.check(ctx) {
                        case .held: propertyChecked[p] += 1; propertyHeld[p] += 1
                        case .skipped: break
                        case .failed(let message, let expect):
                            propertyChecked[p] += 1
                            if failure == nil {
                                failure = FuzzFailure(
                                    property: prop.name, message: message,
                                    location: location(step, screen, before: ctx),
                                    step: k, session: session, expectation: expect)
                            }
                        }
                    }
                }
            }
            transcript.removeAll()
            if failure != nil { break }
        }
        if useOracles {
            for i in oracle.checked.indices { oracleChecked[i] += oracle.checked[i]; oracleHeld[i] += oracle.held[i] }
        }
        withExtendedLifetime(proxies) {}
        withExtendedLifetime(ks) {}
        return (failure, kept, goal)
    }

    /// The fields' edits made with no delegate call, summed in a loop (a closure passed to `reduce` costs a dynamic
    /// check of the main actor's isolation on every call).
    private static func unaskedEdits(_ fields: [UITextField]) -> Int {
        var n = 0
        for f in fields { n &+= f.unaskedEditCount }
        return n
    }

    /// Where a failure happened: the step's keyword (`type-over-selection` when typing or pasting replaced a
    /// selection) and the field it acted on.
    private func location(_ step: ScenarioStep, _ screen: Screen, before ctx: FuzzContext? = nil) -> String {
        var keyword = FuzzSession.keyword(step)
        if let ctx, let i = ctx.editingBefore, ctx.before[i].selection.length > 0 {
            switch step {
            case .type, .paste: keyword += "-over-selection"
            default: break
            }
        }
        switch step {
        case .tap(let f), .setText(let f, _), .resign(let f): return "\(keyword) \(f)"
        default:
            if let ctx, let i = ctx.editingBefore { return "\(keyword) \(ctx.fieldNames[i])" }
            if let f = screen.firstResponder { return "\(keyword) \(screen.name(of: f))" }
            return "\(keyword) -"  // no field editing
        }
    }

    // MARK: Validity

    /// The `field` (or `view`) step that declares `name` in `session`.
    private func declaration(of name: String, in session: FuzzSession) -> ScenarioStep? {
        session.steps.first {
            if case .field(let n, _) = $0 { return n == name }
            if case .view(_, let ns) = $0 { return ns.contains(name) }
            return false
        }
    }

    /// Runs a few steps with no oracle and returns the named field's text, whether it has marked text, and
    /// whether every character of `typeable` could be typed on the keyboard in use when it was typed.
    private func probe(_ steps: [ScenarioStep], field: String, typeable: String? = nil) -> (
        text: String, marked: Bool, typeable: Bool
    ) {
        let ks = makeSession()
        var canType = true
        for step in steps {
            if case .type = step, let t = typeable, let f = ks.screen.firstResponder,
                (try? ks.screen.firstUntypeable(t, on: f)) != nil
            {
                canType = false
            }
            try? ks.perform(step, registry: registry)
        }
        guard let f = try? ks.field(field) else { return ("", false, false) }
        return (f.currentText, f.storage.marked != nil, canType)
    }

    /// Whether a goal is valid: kbsim types it with no delegate into a plain field like the goal's (same keyboard
    /// type, same initial text), and the target accepts it pasted at the end of that initial text.
    func isValidTarget(_ goal: Goal, session: FuzzSession) -> Bool {
        // The session's input method (the first one it switches on), for the plain field and the paste alike.
        let ime = session.steps.lazy.compactMap { step -> InputMethodSpec? in
            if case .inputMethod(let s) = step { return s } else { return nil }
        }.first
        guard let decl = declaration(of: goal.field, in: session) else { return false }
        let key =
            (ime?.engine.rawValue ?? "none") + ScenarioPrinter.line(decl) + "\u{0}" + goal.field + "\u{0}"
            + goal.initial + "\u{0}" + goal.typed
        if let v = validity[key] { return v }
        let prefix: [ScenarioStep] = ime.map { [.inputMethod($0)] } ?? []
        // A plain field with the same keyboard: read it from a fresh instance of the declaration.
        var plainTraits: [FieldTrait] = []
        if case .field(_, let traits) = decl {
            plainTraits = traits.filter {
                if case .delegate = $0 { false } else if case .fieldClass = $0 { false } else { true }
            }
        } else {
            let built = probeField(decl, name: goal.field)
            plainTraits = [.keyboardType(built.keyboardType), .secureTextEntry(built.secure), .text(goal.initial)]
        }
        let plain = ScenarioStep.field(name: goal.field, traits: plainTraits)
        let typed = probe(
            [plain] + prefix + [.tap(goal.field), .type(goal.typed)], field: goal.field, typeable: goal.typed)
        var valid = typed.typeable && !typed.marked && typed.text == goal.target
        if valid {
            let pasted = probe(
                [decl, .unreachable(.paste)] + prefix + [.tap(goal.field), .paste(goal.typed)], field: goal.field)
            valid = !pasted.marked && pasted.text == goal.target
        }
        validity[key] = valid
        return valid
    }

    private func probeField(_ decl: ScenarioStep, name: String) -> (keyboardType: UIKeyboardType, secure: Bool) {
        let ks = makeSession()
        try? ks.perform(decl, registry: registry)
        guard let f = try? ks.field(name) else { return (.default, false) }
        return (f.keyboardType, f.isSecureTextEntry)
    }

    /// Whether the target accepts `string` pasted into the named field when it starts empty.
    func acceptsPaste(_ string: String, field: String, in session: FuzzSession) -> Bool {
        guard var decl = declaration(of: field, in: session) else { return false }
        if case .field(let n, let traits) = decl {
            decl = .field(name: n, traits: traits.filter { if case .text = $0 { false } else { true } })
        }
        let key = "p" + ScenarioPrinter.line(decl) + "\u{0}" + field + "\u{0}" + string
        if let v = validity[key] { return v }
        let r = probe(
            [decl, .unreachable(.paste), .tap(field), .setText(field: field, text: ""), .paste(string)], field: field)
        let v = !r.marked && r.text == string
        validity[key] = v
        return v
    }
}
