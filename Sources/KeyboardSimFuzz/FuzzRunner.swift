import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
/// Runs fuzzing sessions against a fresh screen each, with the built-in oracles and the properties, and stops at
/// the first failure.
///
/// ```swift
/// let runner = FuzzRunner(setUp: { screen, field, _ in screen.attach(.maxLength(5), to: field) })
/// let failure = runner.run(session).failure
/// ```
@MainActor public final class FuzzRunner {
    /// The delegate factory: makes a fresh delegate for a field of a new run, `(screen, field, index)`, and
    /// returns it (the fuzzer keeps it alive and puts its recording proxy in front); it may also add actions and
    /// observers. Returning nil leaves the field without a delegate of its own.
    public typealias SetUp = @MainActor (Screen, UITextField, Int) -> (any UITextFieldDelegate)?

    public let resources: FuzzResources
    public let setUp: SetUp
    public let properties: [FuzzProperty]
    public let profile: IOSProfile
    /// Whether `expect` steps of goal-directed sessions are checked.
    public let checksTypeable: Bool
    /// Steps performed so far (for throughput figures).
    public private(set) var stepsPerformed = 0
    private var validity: [String: Bool] = [:]

    /// The result of one run.
    public struct Outcome {
        /// The first failure, if any.
        public var failure: FuzzFailure?
        /// The transcript's events (only when asked to keep them).
        public var events: [TranscriptEvent]
    }

    public init(resources: FuzzResources = FuzzResources(engine: nil), profile: IOSProfile = .ios18,
                properties: [FuzzProperty] = [], setUp: @escaping SetUp) {
        self.resources = resources
        self.setUp = setUp
        self.profile = profile
        self.checksTypeable = properties.contains { $0.name == "typeable" }
        self.properties = properties.filter { $0.name != "typeable" }
    }

    /// Runs a session. Steps the simulated user cannot do (``SimulationError``) are skipped.
    public func run(_ session: FuzzSession, keepEvents: Bool = false) -> Outcome {
        let (failure, events, goal) = execute(session, keepEvents: keepEvents, setUp: setUp, oracles: true)
        if failure == nil, let goal, checksTypeable, isValidTarget(goal.target, session: session, field: goal.field) {
            let f = FuzzFailure(property: "typeable", message: "typing \(FuzzSession.quote(goal.target)) into \(session.fields[goal.field].name) gave \(FuzzSession.quote(goal.actual))\(goal.marked ? " (marked)" : ""), though the delegate accepts it pasted",
                                step: goal.step, session: session, expectation: nil)
            return Outcome(failure: f, events: events)
        }
        return Outcome(failure: failure, events: events)
    }

    /// Runs a session twice and compares the transcripts (the determinism oracle), then checks it as ``run(_:keepEvents:)``.
    public func runTwice(_ session: FuzzSession) -> FuzzFailure? {
        let a = run(session, keepEvents: true)
        let b = run(session, keepEvents: true)
        if a.events != b.events {
            let i = (0..<min(a.events.count, b.events.count)).first { a.events[$0] != b.events[$0] } ?? min(a.events.count, b.events.count)
            return FuzzFailure(property: "determinism", message: "two runs of the same session differ at transcript event \(i)",
                               step: session.steps.count - 1, session: session)
        }
        return a.failure
    }

    /// Whether `session` still fails the way `failure` did (the shrinker's test).
    public func reproduces(_ session: FuzzSession, _ failure: FuzzFailure) -> FuzzFailure? {
        let f = failure.property == "determinism" ? runTwice(session) : run(session).failure
        guard let f, f.property == failure.property else { return nil }
        return f
    }

    private struct Goal { var field: Int; var target: String; var actual: String; var marked: Bool; var step: Int }

    private func execute(_ session: FuzzSession, keepEvents: Bool, setUp: SetUp, oracles: Bool,
                         beforeStep: ((Int, FuzzStep, Screen) -> Void)? = nil)
        -> (FuzzFailure?, [TranscriptEvent], Goal?) {
        let screen = Screen(profile: profile, notificationCenter: NotificationCenter())
        screen.unreachable = .paste
        resources.prepare(screen)
        let oracle = FuzzOracle(fields: session.fields)
        var fields: [UITextField] = []
        var inners: [(any UITextFieldDelegate)?] = []
        var proxies: [FuzzRecordingDelegate] = []
        fields.reserveCapacity(session.fields.count)
        for (i, spec) in session.fields.enumerated() {
            let f = FuzzTextField()
            f.index = i
            f.keyboardType = spec.keyboardType
            f.isSecureTextEntry = spec.isSecureTextEntry
            f.clearButtonMode = spec.clearButtonMode
            f.clearsOnBeginEditing = spec.clearsOnBeginEditing
            if !spec.text.isEmpty { f.text = spec.text }
            screen.add(f, name: spec.name)
            let inner = setUp(screen, f, i) ?? f.delegate
            inners.append(inner)
            let proxy = FuzzRecordingDelegate(inner: inner ?? FuzzAcceptDelegate(), oracle: oracle, index: i)
            proxies.append(proxy)
            f.delegate = proxy
            f.oracle = oracle
            fields.append(f)
        }
        // The grammar oracle reads each step's events in one batch (cheaper than a sink called per event); the
        // transcript is then emptied, so memory stays flat.
        let transcript = screen.transcript
        var kept: [TranscriptEvent] = []
        func drain() {
            for e in transcript.events { oracle.observe(e) }
            if keepEvents { kept += transcript.events }
            transcript.removeAll()
        }
        var goal: Goal?
        var failure: FuzzFailure?
        let checkProperties = !properties.isEmpty
        var previousDone = false
        for (k, step) in session.steps.enumerated() {
            oracle.step = step
            if case .type = step { oracle.hardwareTyping = screen.hardwareKeyboard != nil } else { oracle.hardwareTyping = false }
            oracle.silentCommits = profile.candidateCommit == .noDelegateCall && screen.inputMethod != nil
            let before = checkProperties ? fields.map { $0.text ?? "" } : []
            let wasDone = previousDone
            beforeStep?(k, step, screen)
            do {
                try perform(step, screen: screen, fields: fields)
                previousDone = true
            } catch {
                previousDone = false  // a step the simulated user cannot do: skipped
            }
            stepsPerformed += 1
            drain()
            // Without oracles (checking whether a goal is reachable at all) only the goal matters.
            if oracles { oracle.checkAfterStep(fields: fields) }
            if oracles, let f = oracle.failure {
                failure = FuzzFailure(property: f.property, message: f.message, step: k, session: session, expectation: f.expectation)
                break
            }
            // A goal is checked right after typing it, into the field it names (the typing must have happened).
            if case .expectText(let i, let target) = step, checksTypeable, i < fields.count, k > 0, wasDone,
               session.steps[k - 1] == .type(target) || session.steps[k - 1] == .paste(target),
               screen.firstResponder === fields[i] {
                let actual = fields[i].text ?? ""
                if actual != target || fields[i].markedTextRange != nil {
                    goal = Goal(field: i, target: target, actual: actual, marked: fields[i].markedTextRange != nil, step: k)
                    break
                }
            }
            if checkProperties {
                let ctx = FuzzContext(screen: screen, fields: fields, delegates: inners, session: session, step: step,
                                      stepIndex: k, textsBefore: before)
                for p in properties {
                    if let message = p.check(ctx) {
                        failure = FuzzFailure(property: p.name, message: message, step: k, session: session)
                        break
                    }
                }
                if failure != nil { break }
            }
        }
        withExtendedLifetime(proxies) {}
        drain()
        return (failure, kept, goal)
    }

    /// Performs one step; throws ``SimulationError`` for what the user cannot do.
    func perform(_ step: FuzzStep, screen: Screen, fields: [UITextField]) throws {
        func field(_ i: Int) throws -> UITextField {
            guard i >= 0 && i < fields.count else { throw SimulationError(.unknownField("\(i)", known: fields.indices.map(String.init))) }
            return fields[i]
        }
        switch step {
        case .tap(let i): try screen.tap(try field(i))
        case .type(let s): try screen.type(s)
        case .backspace(let n): try screen.backspace(n)
        case .select(let l, let n): try screen.select(NSRange(location: l, length: n))
        case .caret(let n): try screen.moveCaret(to: n)
        case .paste(let s): try screen.paste(s)
        case .cut: try screen.cut()
        case .clear: try screen.tapClearButton()
        case .returnKey: try screen.tapReturn()
        case .candidate(let n): try screen.pickCandidate(n)
        case .setText(let i, let s): screen.setText(s, of: try field(i))
        case .resign(let i): screen.resign(try field(i))
        case .endEditing: screen.endEditing(force: true)
        case .rotate(let o): screen.rotate(to: o)
        case .ime(let on):
            if on {
                guard let ime = resources.inputMethod else { throw SimulationError(.inputMethod(reason: "ime pinyin: no pinyin dictionary")) }
                screen.useInputMethod(ime)
            } else {
                screen.useInputMethod(nil)
            }
        case .hardwareKeyboard(let layout, let variant):
            guard let hw = resources.hardwareKeyboard(layout: layout, variant: variant) else {
                throw SimulationError(.hardwareKeyboardUnavailable(spec: "layout=\(layout)", reason: "does not compile here"))
            }
            screen.useHardwareKeyboard(hw)
        case .softwareKeyboard: screen.useHardwareKeyboard(nil)
        case .expectText: break
        }
    }

    /// Whether a goal-directed target is valid: kbsim types it with no delegate, and the delegate under test
    /// accepts it pasted into the empty field.
    func isValidTarget(_ target: String, session: FuzzSession, field: Int) -> Bool {
        let ime = session.steps.contains(.ime(true))
        let key = (ime ? "1" : "0") + session.fields[field].name + "\u{0}" + target
        if let v = validity[key] { return v }
        var spec = session.fields[field]
        spec.text = ""
        let prefix: [FuzzStep] = ime ? [.ime(true)] : []
        func reaches(_ last: FuzzStep, _ setUp: SetUp) -> Bool {
            let s = FuzzSession(fields: [spec], steps: prefix + [.tap(0), last, .expectText(0, target)])
            var typeable = true
            let (_, _, goal) = execute(s, keepEvents: false, setUp: setUp, oracles: false) { _, step, screen in
                // A person can type every character of a valid target on the keyboard in use.
                if case .type = step, let field = screen.firstResponder,
                   (try? screen.firstUntypeable(target, on: field)) != nil { typeable = false }
            }
            return goal == nil && typeable
        }
        let saved = stepsPerformed
        let valid = reaches(.type(target), { _, _, _ in nil }) && reaches(.paste(target), setUp)
        stepsPerformed = saved
        validity[key] = valid
        return valid
    }
}
