import Foundation
import KeyboardSimSupport
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTrace
/// Runs scenario scripts on a ``KeyboardSession`` (the harness the Swift tests use): settings make the session,
/// each step calls the same verb, each `expect` the same assertion.
@MainActor public struct ScenarioRunner {
    /// The Swift delegates, field classes and views scripts may name.
    public var registry: ScenarioRegistry
    /// Where `render FILE.svg` writes relative paths (default: the current directory).
    public var outputDirectory: String?

    /// Where the sessions post their notifications (default `NotificationCenter.default`, where app code
    /// observes; `kbsim run` gives each script a private one).
    public var notificationCenter: NotificationCenter

    /// Contested rules set on top of each script's own settings (`kbsim run --profile-entry`, `--variants`): the
    /// script's `profile` and `profile-entry` lines are applied first, then these, before the session is made.
    public var variant: IOSProfile.Variant?

    /// A runner with the registry's delegates and field classes, writing files to `outputDirectory`.
    public init(
        registry: ScenarioRegistry = ScenarioRegistry(), outputDirectory: String? = nil,
        notificationCenter: NotificationCenter = .default, variant: IOSProfile.Variant? = nil
    ) {
        self.registry = registry
        self.outputDirectory = outputDirectory
        self.notificationCenter = notificationCenter
        self.variant = variant
    }

    /// The profile a script's settings give (its `profile` line, then its `profile-entry` lines), before
    /// ``variant``: what `--variants` varies from.
    public static func profile(of scenario: Scenario) -> IOSProfile {
        var profile = HarnessConfiguration(traceDirectory: nil).profile
        for line in scenario.lines {
            switch line.step {
            case .profile(let p): profile = IOSProfile.named(p) ?? profile
            case .profileEntry(let name, let value): try? profile.set(entry: name, to: value)  // checked while parsing
            default: break
            }
        }
        return profile
    }

    /// What running one script gave.
    public struct Result {
        /// The script's path, as given.
        public var file: String
        /// The expectations that failed, in order (the run goes on after a failed `expect`).
        public var failures: [HarnessFailure]
        /// A step that could not run (no field editing, a character the keyboard cannot type, …): the run stops.
        public var error: ScenarioStepError?
        /// The transcript (the session's events, then a `state` event per field); when the run streamed its
        /// events (`ScenarioRunner/run(_:streamingTo:)`), only the last few.
        public var events: [TranscriptEvent]
        /// How many events the run recorded (streamed or not).
        public var eventCount: Int
        /// How many steps ran.
        public var stepCount: Int
        /// Whether every expectation held and every step ran.
        public var passed: Bool { failures.isEmpty && error == nil }
        /// Every failure and the error, as `kbsim run` prints them (empty when it passed).
        public var report: String {
            (failures.map(\.description) + (error.map { [$0.description] } ?? [])).joined(separator: "\n")
        }
    }

    /// Reads, parses and runs a file. Throws ``ScenarioError`` for a malformed script (or an unreadable file).
    public func run(file: String, displayName: String? = nil) throws(ScenarioError) -> Result {
        let name = displayName ?? file
        // Read as the command line reads it: UTF-8 (a byte-order mark dropped, the first bad byte named), CRLF and
        // CR line endings as LF.
        let text: String
        do { text = try TextFile.read(file) } catch {
            throw ScenarioError(
                file: name, line: 0, column: 0,
                message: "\(error.reason); expected a readable scenario script (.kbsim) in UTF-8")
        }
        let scenario = try registry.parser.parse(text, file: name)
        try Self.validate(scenario)
        return run(scenario)
    }

    /// Refuses checks that can never match (an unknown delegate method, notification, field key…): a typo in a
    /// negative check would otherwise pass. The error names the line and the nearest valid spelling.
    public static func validate(_ scenario: Scenario) throws(ScenarioError) {
        for line in scenario.lines {
            guard case .expect(let e) = line.step else { continue }
            let pattern: EventPattern
            switch e {
            case .event(let p), .noEvent(let p): pattern = p
            default: continue
            }
            if let problem = EventSchema.problem(with: pattern) {
                throw ScenarioError(file: scenario.file, line: line.line, column: 1, message: problem)
            }
        }
    }

    /// Runs a parsed script.
    public func run(_ scenario: Scenario) -> Result {
        run(scenario, streamingTo: nil)
    }

    /// How many streamed events a session keeps for failure messages.
    static let streamingWindow = 64

    /// Runs a parsed script, handing each event to `sink` as soon as it is final. With a sink, the session keeps
    /// only the events its checks still need: all of them when an `expect` reads the whole session
    /// (`scope=session`), the last action's when the `expect`s after it read its events, else the last few, so
    /// a script typing megabytes runs in bounded memory. ``Result/events`` then holds only what was kept, unless
    /// `keepingEvents` asks for all of them (to compare with a golden transcript). A `trace` recorder gets every
    /// event with the screen it refers to, each script line as a step, and each failure.
    /// With `prepared`, the script runs on that session (a screen a Swift test showed): settings are refused, and
    /// the transcript stays open (no `state` events at the end: ``KeyboardSession/assertTranscript(matching:record:fileID:filePath:line:column:)``
    /// or ``KeyboardSession/finishTranscript()`` add them).
    package func run(
        _ scenario: Scenario, streamingTo sink: (@MainActor (TranscriptEvent) -> Void)?,
        keepingEvents: Bool = false, trace: TraceRecorder? = nil, on prepared: KeyboardSession? = nil
    ) -> Result {
        // The session's own trace recorder (KBSIM_TRACE_DIR) is for Swift checks; a script is traced with `trace`.
        var config = HarnessConfiguration(traceDirectory: nil)
        var session: KeyboardSession? = prepared
        var failures: [HarnessFailure] = []
        let keepsAll =
            sink == nil || keepingEvents
            || scenario.lines.contains { line in
                guard case .expect(.event(let p)) = line.step else {
                    if case .expect(.noEvent(let p)) = line.step { return p.scope == .session }
                    return false
                }
                return p.scope == .session
            }

        func ensureSession() -> KeyboardSession {
            if let session { return session }
            if let variant { config.profile = variant.applied(to: config.profile) }
            let s = KeyboardSession(config, notificationCenter: notificationCenter)
            if let sink {
                s.screen.transcript.sink = sink
                if !keepsAll { s.screen.transcript.window = Self.streamingWindow }
            }
            trace?.attach(to: s.screen)
            session = s
            return s
        }

        for (index, line) in scenario.lines.enumerated() {
            trace?.beginStep(line: line.line, source: line.source)
            if !keepsAll, Self.isAction(line.step) {
                // Before an action: forget what no check reads any more, and keep this action's events only when
                // an `expect` after it reads them.
                let transcript = ensureSession().screen.transcript
                transcript.discard(before: transcript.nextSeq - Self.streamingWindow)
                transcript.window = Self.eventsAreChecked(after: index, in: scenario) ? nil : Self.streamingWindow
            }
            let location = "\(scenario.file):\(line.line)"
            do {
                if prepared != nil, line.step.isSetting {
                    throw SettingOnPreparedSession(step: line.source)
                }
                switch line.step {
                case .device(let name, let orientation):
                    config.device = Device.named(name) ?? config.device
                    if let orientation { config.orientation = orientation }
                case .ordering(let o): config.ordering = o
                case .profile(let p): config.profile = IOSProfile.named(p) ?? config.profile
                case .profileEntry(let name, let value): try config.profile.set(entry: name, to: value)
                case .locale(let l): config.locale = l
                case .predictive(let on): config.predictiveBar = on
                case .expect(let e):
                    do { try ensureSession().expect(e, at: location) } catch let f as HarnessFailure {
                        var f = f
                        f.check = line.source
                        failures.append(f)
                        trace?.recordFailure(
                            kind: "expect", location: f.location, line: line.line, check: f.check,
                            expected: f.expected, actual: f.actual)
                    }
                default:
                    try ensureSession().perform(
                        line.step, registry: registry, outputDirectory: outputDirectory,
                        writeFolder: scenario.writeFolder)
                }
            } catch {
                let s = ensureSession()
                let message = "\(error)"
                s.screen.transcript.record(.error(message: message, step: line.line))
                trace?.recordFailure(
                    kind: "error", location: location, line: line.line, check: line.source,
                    expected: "the step runs", actual: message)
                return Result(
                    file: scenario.file, failures: failures,
                    error: ScenarioStepError(
                        location: location, step: line.source, message: message,
                        recentEvents: s.recentEventLines()),
                    events: s.events, eventCount: s.screen.transcript.nextSeq,
                    stepCount: scenario.lines.count)
            }
        }
        let s = ensureSession()
        trace?.beginStep(line: nil, source: "end of the script: each field's state")
        let events = prepared == nil ? s.finishTranscript() : s.events
        return Result(
            file: scenario.file, failures: failures, error: nil, events: events,
            eventCount: s.screen.transcript.nextSeq, stepCount: scenario.lines.count)
    }

    /// Whether a step is something the person does (it starts a new ``EventScope/action``), not a setting or a
    /// check.
    /// Every setting is read off the verb table, so a new setting never makes the session before it is applied
    /// (a list here once left out `profile-entry`, and the script ran under the default rule).
    private static func isAction(_ step: ScenarioStep) -> Bool {
        if case .expect = step { return false }
        return !step.isSetting
    }

    /// Whether the `expect`s right after the step at `index` (before the next action) read its events.
    private static func eventsAreChecked(after index: Int, in scenario: Scenario) -> Bool {
        for line in scenario.lines[(index + 1)...] {
            switch line.step {
            case .expect(.event), .expect(.noEvent): return true
            case .expect: continue
            default: if isAction(line.step) { return false }
            }
        }
        return false
    }
}

extension KeyboardSession {
    /// Runs a script with the caller's registrations (delegates, field classes, views): the way a Swift test
    /// replays a `kbsim fuzz` reproducer against the app's own types. Failed expectations and a step that could
    /// not run are in the result (`result.passed`, `result.report`); a malformed script throws.
    ///
    /// A script whose fields name none of the registered delegates, classes or views while some field names no
    /// delegate at all fails with a message saying so: such a field runs with `delegate=accept`, not with the
    /// code the test registered.
    ///
    /// ```swift
    /// var registry = ScenarioRegistry()
    /// registry.register(delegate: "LimitTextField(maxLength 5)") { _ in LimitDelegate(maxLength: 5) }
    /// let result = try KeyboardSession.run(script: text, registry: registry)
    /// #expect(result.passed, "\(result.report)")
    /// ```
    ///
    /// With `variant`, the script runs with those contested rules set on top of its own settings (a test
    /// parameterised over `Harness/variants(_:)`).
    public static func run(
        script: String, registry: ScenarioRegistry = ScenarioRegistry(),
        file: String = "script", variant: IOSProfile.Variant? = nil
    ) throws(ScenarioError) -> ScenarioRunner.Result {
        let scenario = try registry.parser.parse(script, file: file)
        var result = ScenarioRunner(registry: registry, variant: variant).run(scenario)
        var used: Set<String> = []
        var bare: [(name: String, line: Int)] = []
        for line in scenario.lines {
            switch line.step {
            case .field(let name, let traits):
                var named = false
                for t in traits {
                    if case .delegate(let d) = t {
                        used.insert(d.description)
                        if let colon = d.description.firstIndex(of: ":") { used.insert(d.description[..<colon] + ":…") }
                        named = true
                    }
                    if case .fieldClass(let c) = t { used.insert(c); named = true }
                }
                if !named { bare.append((name, line.line)) }
            case .view(let name, _): used.insert(name)
            case .show(let name, _): used.insert(name)
            default: break
            }
        }
        let unused = registry.registeredNames.filter { !used.contains($0) }
        if !unused.isEmpty, let first = bare.first, used.isDisjoint(with: registry.registeredNames) {
            let names = unused.map { "\"\($0)\"" }.joined(separator: ", ")
            result.failures.insert(
                HarnessFailure(
                    location: "\(file):\(first.line)",
                    check: "field \(bare.map(\.name).joined(separator: ", ")) names no delegate or class",
                    expected:
                        "a field line naming what the test registered (\(names)), e.g. delegate=\(ScenarioPrinter.value(unused[0]))",
                    actual: "the field runs with delegate=accept, not with the registered code", recentEvents: []),
                at: 0)
        }
        return result
    }
}

extension KeyboardSession {
    /// Runs a script on this session: the screen a Swift test showed (``show(_:fields:)-(Controller,_)``, fields it
    /// added or adopted) is the script's screen, and the script's steps act on it as the user does (`tap NAME`,
    /// `tap-row`, `tap-bar-item`, `pick-row`, `alert-action` …). Settings (`device`, `profile` …) are refused: the
    /// session's configuration made the screen. The transcript stays open, so the test may go on driving the
    /// session and compare it with a golden transcript (`assertTranscript(matching:)`). A malformed script throws.
    ///
    /// ```swift
    /// let session = KeyboardSession()
    /// session.show(ShippingFormViewController())
    /// let result = try session.run(script: "tap name\ntype \"Ada\"\ntap-bar-item Next\n")
    /// #expect(result.passed, "\(result.report)")
    /// ```
    public func run(
        script: String, registry: ScenarioRegistry = ScenarioRegistry(),
        file: String = "script"
    ) throws(ScenarioError) -> ScenarioRunner.Result {
        var parser = registry.parser
        parser.declaredFields = fieldNames
        let scenario = try parser.parse(script, file: file)
        try ScenarioRunner.validate(scenario)
        return ScenarioRunner(registry: registry, notificationCenter: screen.notificationCenter).run(
            scenario, streamingTo: nil, on: self)
    }
}

/// A setting in a script run on a session made in Swift.
private struct SettingOnPreparedSession: Error, CustomStringConvertible {
    var step: String
    var description: String {
        "\(step): a setting, but this script runs on a session made in Swift; set it in the session's HarnessConfiguration"
    }
}

/// A step that could not run: where, the step, why, and the events before it.
public struct ScenarioStepError: Error, CustomStringConvertible, Sendable {
    /// The script's file and line.
    public var location: String
    /// The step, as written.
    public var step: String
    /// Why it could not run.
    public var message: String
    /// The last events before it, as transcript lines.
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
