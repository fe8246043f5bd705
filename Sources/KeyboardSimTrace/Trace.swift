import Foundation
import KeyboardSimTranscript
/// What a trace page shows (docs/trace-viewer.md): a session's events, the screen as it was at each event (fields,
/// keyboard), the steps that caused the events, and optionally why the session failed. ``TraceRecorder`` collects
/// one while a session runs; ``TraceWriter`` turns it into one self-contained HTML file.
public struct Trace: Sendable {
    /// The page's title: the script's file name, the test's file and line, the command.
    public var title: String
    /// Every event of the session, in order.
    public var events: [TranscriptEvent]
    /// For each event (same count as ``events``, or empty when no states were recorded): the index in ``states`` of
    /// the screen at that event, or -1 when it was not kept.
    public var stateOfEvent: [Int]
    /// The screens the events refer to, each kept once while it stays the same. A field's text is kept as an edit
    /// of its text in the state before, except in the states marked ``TraceScreenState/full``: ``texts(inState:)``
    /// replays them.
    public var states: [TraceScreenState]
    /// The keyboard pictures the states name (SVG documents from `KeyboardRenderer`).
    public var keyboards: [String]
    /// The steps: script lines, or the user's actions; each owns the events from its `seq` to the next step's.
    public var steps: [TraceStep]
    /// Failed expectations and a step that could not run, in order.
    public var failures: [TraceFailure]
    /// A `--check` comparison with a golden transcript.
    public var check: TraceCheck?
    /// A fuzzing finding the session reproduces.
    public var fuzz: TraceFuzzFinding?
    /// Lines the page shows above the timeline (what was not kept, and why).
    public var notes: [String]

    /// A trace of the events, with the screen at each and what failed, if anything.
    public init(
        title: String, events: [TranscriptEvent], stateOfEvent: [Int] = [], states: [TraceScreenState] = [],
        keyboards: [String] = [], steps: [TraceStep] = [], failures: [TraceFailure] = [],
        check: TraceCheck? = nil, fuzz: TraceFuzzFinding? = nil, notes: [String] = []
    ) {
        self.title = title
        self.events = events
        self.stateOfEvent = stateOfEvent
        self.states = states
        self.keyboards = keyboards
        self.steps = steps
        self.failures = failures
        self.check = check
        self.fuzz = fuzz
        self.notes = notes
    }

    /// The fields' texts in state `k`, in the order of its fields: replayed from the full state at or before it.
    /// A field whose text cannot be rebuilt (no full state before it) reads as nil.
    public func texts(inState k: Int) -> [String?] {
        var start = k
        while start > 0 && !states[start].full { start -= 1 }
        var texts: [[UInt16]?] = []
        for i in start...k {
            let s = states[i]
            if s.full || s.fields.count != texts.count { texts = Array(repeating: nil, count: s.fields.count) }
            for (n, f) in s.fields.enumerated() {
                switch f.text {
                case .whole(let t): texts[n] = Array(t.utf16)
                case .unchanged: break
                case .edit(let at, let deleted, let inserted):
                    guard var t = texts[n], at >= 0, deleted >= 0, at + deleted <= t.count else {
                        texts[n] = nil; continue
                    }
                    t.replaceSubrange(at..<(at + deleted), with: inserted.utf16)
                    texts[n] = t
                }
            }
        }
        return texts.map { $0.map { String(decoding: $0, as: UTF16.self) } }
    }
}

/// The screen at one event: its size, each named field, and the keyboard.
public struct TraceScreenState: Sendable, Equatable {
    /// The screen's size in points (it changes when the device rotates).
    public var width: Double
    /// The screen's height in points.
    public var height: Double
    /// The named fields. In a state that is not ``full`` they are the fields of the state before, in the same order,
    /// each field's text an edit of its text there (or, rarely, whole).
    public var fields: [TraceField]
    /// The keyboard at this event.
    public var keyboard: TraceKeyboard
    /// Whether every field's text is whole: where the page starts replaying edits.
    public var full: Bool
    /// The screen at one event.
    public init(width: Double, height: Double, fields: [TraceField], keyboard: TraceKeyboard, full: Bool = true) {
        self.width = width
        self.height = height
        self.fields = fields
        self.keyboard = keyboard
        self.full = full
    }
}

/// A field's text in one state: whole, or as it changed since the same field in the state before.
public enum TraceText: Sendable, Equatable {
    /// The whole text.
    case whole(String)
    /// The same text as before.
    case unchanged
    /// The text before with `deleted` UTF-16 units at `at` replaced by `inserted`. Neither end splits a surrogate
    /// pair, so the pieces decode as the whole text does.
    case edit(at: Int, deleted: Int, inserted: String)
}

/// A text field as the user sees it: text, caret or selection, marked (composing) range, where it is.
public struct TraceField: Sendable, Equatable {
    /// Its name in the transcript (its accessibilityIdentifier).
    public var name: String
    /// The text, whole or as an edit of the text in the state before (``Trace/texts(inState:)`` rebuilds it).
    public var text: TraceText
    /// The selection in UTF-16 units (a caret when empty).
    public var selection: NSRange
    /// The marked range in UTF-16 units, nil when nothing is composed.
    public var marked: NSRange?
    /// Whether the field is editing.
    public var editing: Bool
    /// Whether the field hides its text.
    public var secure: Bool
    /// The placeholder shown when the text is empty.
    public var placeholder: String?
    /// The field's frame in the window's (the screen's) coordinates.
    public var frame: CGRect
    /// A field's state.
    public init(
        name: String, text: TraceText, selection: NSRange, marked: NSRange?, editing: Bool, secure: Bool,
        placeholder: String?, frame: CGRect
    ) {
        self.name = name
        self.text = text
        self.selection = selection
        self.marked = marked
        self.editing = editing
        self.secure = secure
        self.placeholder = placeholder
        self.frame = frame
    }
}

/// The keyboard at one event.
public struct TraceKeyboard: Sendable, Equatable {
    /// Whether the keyboard is on screen.
    public var visible: Bool
    /// Its frame on the screen (zero before it first shows).
    public var frame: CGRect
    /// The keyboard in use: a keyboard type (`emailAddress`), an input method's (`pinyin`), `emoji`, or
    /// `hardware:LAYOUT`; empty when no field is editing.
    public var name: String
    /// The plane shown (`letters`, `LETTERS`, `numbers`, `symbols`), empty when unknown.
    public var plane: String
    /// The index of its picture in ``Trace/keyboards``, nil when there is none (hidden, hardware, emoji).
    public var picture: Int?
    /// The keyboard's state.
    public init(visible: Bool, frame: CGRect, name: String, plane: String, picture: Int?) {
        self.visible = visible
        self.frame = frame
        self.name = name
        self.plane = plane
        self.picture = picture
    }
}

/// One step of the session: a script line, or an action of the user.
public struct TraceStep: Sendable, Equatable {
    /// The script's line number, nil for steps not from a script.
    public var line: Int?
    /// The step as written (`keys "nihao{space}"`).
    public var source: String
    /// The `seq` of the step's first event (the events up to the next step's `seq` are its own).
    public var seq: Int
    /// A step at `line`, whose events start at `seq`.
    public init(line: Int?, source: String, seq: Int) {
        self.line = line
        self.source = source
        self.seq = seq
    }
}

/// A check that failed, or a step that could not run.
public struct TraceFailure: Sendable, Equatable {
    /// `expect` (a failed expectation), `error` (a step that could not run) or `property` (a fuzzing property).
    public var kind: String
    /// `file:line` of the check.
    public var location: String
    /// The script line, when the check is one.
    public var line: Int?
    /// The check as written.
    public var check: String
    /// The value the check expected.
    public var expected: String
    /// The value found.
    public var actual: String
    /// The `seq` of the last event before the check: where the page opens.
    public var seq: Int
    /// A failure, opening the page at `seq`.
    public init(kind: String, location: String, line: Int?, check: String, expected: String, actual: String, seq: Int) {
        self.kind = kind
        self.location = location
        self.line = line
        self.check = check
        self.expected = expected
        self.actual = actual
        self.seq = seq
    }
}

/// A session compared with a golden transcript (`kbsim run --check`): both transcripts aligned row by row.
public struct TraceCheck: Sendable {
    /// One row of the alignment.
    public struct Row: Sendable, Equatable {
        /// `same`, `changed`, `removed` (only in the golden transcript) or `inserted` (only in the session).
        public var operation: String
        /// The golden event's index (its line among the golden's events), nil for an inserted event.
        public var golden: Int?
        /// The session event's `seq`, nil for a removed event.
        public var observed: Int?
        /// Whether the event is in both transcripts at different places.
        public var moved: Bool
        /// `key: old → new` for a changed event.
        public var fields: [String]
        /// A row of the alignment.
        public init(operation: String, golden: Int?, observed: Int?, moved: Bool, fields: [String]) {
            self.operation = operation
            self.golden = golden
            self.observed = observed
            self.moved = moved
            self.fields = fields
        }
    }

    /// The golden file's name as given.
    public var goldenName: String
    /// The golden transcript's events, as JSON objects (one per line of the file).
    public var golden: [String]
    /// The alignment, in reading order.
    public var rows: [Row]
    /// `N moved, N changed, N inserted, N removed`.
    public var summary: String

    /// A comparison of the rows given.
    public init(goldenName: String, golden: [String], rows: [Row], summary: String) {
        self.goldenName = goldenName
        self.golden = golden
        self.rows = rows
        self.summary = summary
    }

    /// The alignment of a diff; `observed` are the events the diff was made with (their `seq`s name the rows).
    public init(diff: TranscriptDiff, goldenName: String, observed: [TranscriptEvent]) {
        self.goldenName = goldenName
        golden = diff.golden.map { $0.json.compact }
        func seq(_ i: Int) -> Int { i < observed.count ? observed[i].seq : i }
        rows = diff.operations.map { op in
            switch op {
            case .same(let g, let o): Row(operation: "same", golden: g, observed: seq(o), moved: false, fields: [])
            case .changed(let g, let o, let f):
                Row(operation: "changed", golden: g, observed: seq(o), moved: false, fields: f)
            case .removed(let g, let to):
                Row(operation: "removed", golden: g, observed: nil, moved: to != nil, fields: [])
            case .inserted(let o, let from):
                Row(operation: "inserted", golden: nil, observed: seq(o), moved: from != nil, fields: [])
            }
        }
        summary = diff.countsLine
    }
}

/// What a fuzzing run found, as the trace of its shrunk session shows it.
public struct TraceFuzzFinding: Sendable, Equatable {
    /// The failing oracle or property (`max-length`, `typeable` …).
    public var property: String
    /// What was wrong, with the values involved.
    public var message: String
    /// The failing step's keyword and field.
    public var location: String
    /// The shrunk session as a scenario script (the reproducer).
    public var script: String
    /// A finding with its reproducer.
    public init(property: String, message: String, location: String, script: String) {
        self.property = property
        self.message = message
        self.location = location
        self.script = script
    }
}
