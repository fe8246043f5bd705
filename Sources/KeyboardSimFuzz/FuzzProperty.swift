import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimSession
import KeyboardSimSupport
/// What a property says about one step: it held, it did not apply to this step (nothing to check), or it failed
/// (with the message, and a check that fails when the reproducer is replayed).
public enum FuzzVerdict: Sendable, Equatable {
    /// The property held at this step.
    case held
    /// The property does not apply to this step.
    case skipped
    /// The property failed, with the message and a check that fails on replay.
    case failed(String, expect: ScenarioExpectation? = nil)
}

/// A property checked after every step: a name and a closure over the step and the state before and after it.
/// The summary counts, per property, the steps it applied to and the steps it held on, so that a property that
/// never applied (vacuous) shows as such.
///
/// ```swift
/// let noSpaces = FuzzProperty(name: "no-spaces") { ctx in
///     ctx.after.contains { $0.text.contains(" ") } ? .failed("a space got in") : .held
/// }
/// let noZ = FuzzProperty(name: "no-z", message: { ctx in ctx.after.contains { $0.text.contains("z") } ? "a z got in" : nil })
/// ```
public struct FuzzProperty: @unchecked Sendable {
    /// The name failures and the summary carry (and `skip` names).
    public var name: String
    /// The check.
    public var check: @MainActor (FuzzContext) -> FuzzVerdict
    /// Goal-directed sessions are generated for it (`typeable`).
    public var generatesGoals = false
    /// Fields get tags 1, 2, 3… (`focus-order` by tag).
    public var needsTags = false
    /// A length the property is about (`max-length=N`, `no-over-refusal=N`): the generator then also makes
    /// texts of about that many characters, where length-limit code goes wrong.
    public var lengthHint: Int?
    /// The fields the property names (`focus-order=NAME,…`): each must be a field of the session
    /// (``Fuzzer/Configuration/refusal``), or the property would skip every step.
    public var fieldNames: [String] = []

    /// The first of ``fieldNames`` that is not among `fields`, the session's field names.
    public func unknownFieldName(among fields: [String]) -> String? {
        fieldNames.first { !fields.contains($0) }
    }

    /// A property from a check that says whether it held, failed (with a message) or did not apply to the step.
    public init(name: String, check: @escaping @MainActor (FuzzContext) -> FuzzVerdict) {
        self.name = name
        self.check = check
    }

    /// A property from a closure that returns a failure message, or nil when it holds (it applies to every step).
    public init(name: String, message: @escaping @MainActor (FuzzContext) -> String?) {
        self.init(name: name) { ctx in message(ctx).map { .failed($0) } ?? .held }
    }
}

/// A field's observable state before or after a step.
public struct FuzzFieldState: Sendable, Equatable {
    /// The field's text, marked text included.
    public var text: String
    /// The selection, in UTF-16 units.
    public var selection: NSRange
    /// The marked range (nil: no marked text).
    public var marked: NSRange?
    /// Whether the field is editing.
    public var editing: Bool
    /// Whether the field is first responder.
    public var firstResponder: Bool
    /// The field's tag.
    public var tag: Int
    /// Whether the field is in the window.
    public var onScreen: Bool
    /// Whether the field hides its text.
    public var isSecureTextEntry: Bool
    /// Whether the next edit replaces the whole text (a secure field refocused with text, docs/behaviour.md).
    public var secureResetPending: Bool
    /// Counters to tell app code's changes from the user's: text changes, user edits, text set by app code
    /// (-1 when the field cannot report it).
    package var version: Int
    package var userEdits: Int
    package var appTextSets: Int
    /// What an `editingChanged`-bound model holds (nil when the field cannot report it).
    public var model: String?
    /// The range of an iOS 17 inline prediction the field shows: gray marked text no delegate was asked about.
    public var inlinePrediction: NSRange?
    /// The text without a showing inline prediction (what the user typed).
    public var textWithoutPrediction: String {
        guard let r = inlinePrediction, let range = Range(r, in: text) else { return text }
        var t = text
        t.removeSubrange(range)
        return t
    }

    /// The committed text: without marked text (a composition, or a showing inline prediction).
    public var committedText: String {
        guard let r = marked ?? inlinePrediction, let range = Range(r, in: text) else { return text }
        var t = text
        t.removeSubrange(range)
        return t
    }

    @MainActor init(_ f: UITextField) {
        inlinePrediction = (f.host as? Screen)?.inlinePredictionRange(in: f)
        text = f.currentText
        selection = f.storage.selection
        marked = f.storage.marked
        editing = f.isEditing
        firstResponder = f.isFirstResponder
        tag = f.tag
        onScreen = f.window != nil
        isSecureTextEntry = f.isSecureTextEntry
        secureResetPending = f.secureResetPending
        version = f.storage.version
        userEdits = f.userEditCount
        appTextSets = (f as? FuzzTextField)?.appTextSets ?? -1
        model = (f as? FuzzTextField)?.modelText
    }
}

/// A `shouldChangeCharactersIn` call of a step: the range, the string and the answer.
public struct FuzzChangeCall: Sendable, Equatable {
    /// The range the delegate was asked about (UTF-16).
    public var range: NSRange
    /// The replacement string.
    public var string: String
    /// The delegate's answer.
    public var returned: Bool
    /// The method as the transcript names it.
    public var method: String
}

/// What a property sees: the step, the fields' states before and after it, the step's events, the session.
@MainActor public struct FuzzContext {
    /// The session the step ran in.
    public let session: KeyboardSession
    /// The session's screen.
    public var screen: Screen { session.screen }
    /// The step just done, its index, and whether it ran (a step the simulated user cannot do is skipped).
    public let step: ScenarioStep
    /// The step's index in the session, from 0.
    public let stepIndex: Int
    /// Whether the step ran (a step the simulated user cannot do is skipped).
    public let performed: Bool
    /// Where iOS would crash the app at this step (an exception UIKit raises, such as the NSRangeException of an
    /// undo whose recorded range lies outside the text), the message; nil otherwise.
    public let appCrash: String?
    /// The fields, in declaration order, with their names and states.
    public let fieldNames: [String]
    /// The fields, in declaration order.
    public let fields: [UITextField]
    /// The fields' states before the step, in the order of fields.
    public let before: [FuzzFieldState]
    /// The fields' states after the step, in the order of fields.
    public let after: [FuzzFieldState]
    /// The delegates under test, by field (before the fuzzer's recording proxy), nil where there is none.
    public let delegates: [(any UITextFieldDelegate)?]
    /// The transcript events of the step.
    public let events: [TranscriptEvent]
    let acceptsPasteCheck: @MainActor (String, Int) -> Bool

    /// Whether the delegate under test accepts `string` pasted into field `i` when it is empty, in a fresh
    /// session (cached): what `no-over-refusal` and `typeable` count as valid input.
    public func acceptsPaste(_ string: String, into i: Int) -> Bool { acceptsPasteCheck(string, i) }

    /// The `shouldChangeCharactersIn` calls of the step for field `i`, in order.
    public func changeCalls(_ i: Int) -> [FuzzChangeCall] {
        let name = fieldNames[i]
        var out: [FuzzChangeCall] = []
        for e in events {
            guard case .delegate(let c) = e.payload, c.field == name,
                c.method.asksToChangeText,
                let range = c.range ?? c.ranges?.first, let returned = e.returned
            else { continue }
            out.append(
                FuzzChangeCall(range: range, string: c.string ?? "", returned: returned, method: c.method.rawValue))
        }
        return out
    }

    /// Whether app code set field `i`'s text during the step (a `set-text` step, a delegate or an action setting
    /// `text`).
    public func appSetText(_ i: Int) -> Bool {
        let b = before[i], a = after[i]
        if a.appTextSets >= 0 && b.appTextSets >= 0 { return a.appTextSets != b.appTextSets }
        return a.version - b.version > a.userEdits - b.userEdits
    }

    /// The index of the field that was first responder before the step.
    public var editingBefore: Int? { before.firstIndex { $0.firstResponder } }

    /// Whether the step is the user typing, pasting or deleting in the editing field, with no input method or
    /// composition involved (what the refusal and caret properties judge).
    var isPlainEdit: Bool {
        guard screen.inputMethod == nil else { return false }
        switch step {
        case .type(let s): return !s.contains("\n")
        case .paste, .backspace, .cut: return true
        default: return false
        }
    }

    /// An event pattern that no refused `shouldChangeCharactersIn` of field `name` matches (the replay's check
    /// for a refusal).
    func noRefusal(_ name: String, method: String) -> ScenarioExpectation {
        .noEvent(EventPattern(kind: "delegate", name: method, fields: [("field", name), ("returned", "false")]))
    }
}

// MARK: Built-in properties

extension FuzzProperty {
    /// The spellings `--property` accepts, for messages.
    public static let accepted =
        "typeable, max-length=N, charset=CHARS, crash, deletable, no-over-refusal=N, caret-follows, no-silent-drop, focus-order, focus-order=NAME,NAME…, undo-safe, model-sync"

    /// The largest N `max-length=N` and `no-over-refusal=N` accept: the generator writes texts of about N
    /// characters, so a run costs in proportion to N (a larger `lengthHint` is treated as this one).
    public static let largestLength = 100_000

    /// A `charset=` value without the double quotes that may surround it (`charset="a-z "`).
    private static func unquoted(_ v: String) -> String {
        v.count >= 2 && v.first == "\"" && v.last == "\"" ? String(v.dropFirst().dropLast()) : v
    }

    /// Why `spec` names no built-in property, for a message (`max-length=N` out of range, or an unknown name).
    public static func refusal(of spec: String) -> String {
        let (key, value) = keyAndValue(spec)
        if key == "charset", let value, let refusal = CharacterRanges.refusal(of: unquoted(value)) { return refusal }
        if let value, ["max-length", "no-over-refusal"].contains(key) {
            return
                "\(value) is not a whole number from 0 to \(largestLength); accepted: \(key)=N with N from 0 to \(largestLength) "
                + "(the fuzzer types and pastes texts of about N characters, so a run costs in proportion to N)"
        }
        return "unknown property; accepted: \(accepted)"
    }

    /// `name=value` or `name:value` split; the value is nil without either.
    private static func keyAndValue(_ spec: String) -> (key: String, value: String?) {
        let parts = spec.split(separator: "=", maxSplits: 1).map(String.init)
        var key = parts.first ?? spec
        var value = parts.count == 2 ? parts[1] : nil
        if value == nil, let colon = spec.firstIndex(of: ":") {
            key = String(spec[..<colon])
            value = String(spec[spec.index(after: colon)...])
        }
        return (key, value)
    }

    /// A built-in property from its spelling (`max-length=5`, `no-over-refusal:5`, `focus-order=a,b`); nil when
    /// unknown or malformed.
    public static func named(_ spec: String) -> FuzzProperty? {
        switch keyAndValue(spec) {
        case ("typeable", nil): return .typeable
        case ("crash", nil): return .noRecordedTrap
        case ("undo-safe", nil): return .undoSafe
        case ("model-sync", nil): return .modelSync
        case ("deletable", nil): return .deletable()
        case ("caret-follows", nil): return .caretFollows
        case ("no-silent-drop", nil): return .noSilentDrop()
        case ("focus-order", nil): return .focusOrder()
        case ("focus-order", let v?):
            let names = v.split(separator: ",").map(String.init)
            return names.isEmpty ? nil : .focusOrder(names)
        case ("max-length", let v?): return Int(v).flatMap { (0...largestLength).contains($0) ? .maxLength($0) : nil }
        case ("no-over-refusal", let v?):
            return Int(v).flatMap { (0...largestLength).contains($0) ? .noOverRefusal($0) : nil }
        case ("charset", let v?):
            let set = unquoted(v)
            return set.isEmpty || CharacterRanges.refusal(of: set) != nil ? nil : .charset(set)
        default: return nil
        }
    }

    /// `typeable`: goal-directed sessions reach their targets. A target counts only if it is valid: kbsim types
    /// it with no delegate, and the delegate under test accepts it pasted at the end of the field's initial text.
    /// Enabling it makes the fuzzer generate such sessions (half of them), into empty and non-empty fields.
    public static let typeable: FuzzProperty = {
        var p = FuzzProperty(name: "typeable") { _ in .skipped }  // checked by the runner at each goal
        p.generatesGoals = true
        return p
    }()

    /// `max-length=N`: no user step makes a field's committed text (no marked text) longer than N characters
    /// when it was not already (app code may set longer text). Before the step, marked text does not count: a
    /// composition committed past the limit fails, however long its letters were.
    public static func maxLength(_ n: Int) -> FuzzProperty {
        var p = FuzzProperty(name: "max-length") { ctx in
            guard ctx.performed, !FuzzSession.isAppCode(ctx.step) else { return .skipped }
            var applied = false
            for (i, a) in ctx.after.enumerated() where a.marked == nil {
                applied = true
                let count = a.text.count
                // A showing inline prediction is not the user's text yet: accepting it can pass the limit.
                if count > n && count > ctx.before[i].committedText.count {
                    return .failed(
                        "\(ctx.fieldNames[i]) has \(count) characters (\(ScenarioPrinter.quote(a.text))), more than \(n), after a user step",
                        expect: .length(field: ctx.fieldNames[i], .lessOrEqual, n))
                }
            }
            return applied ? .held : .skipped
        }
        p.lengthHint = min(max(0, n), largestLength)
        return p
    }

    /// `charset=CHARS`: no user step adds a committed Unicode scalar outside the set. Grapheme-aware: a typed
    /// digit that merges with a combining mark app code put there is one new character but only one new scalar,
    /// the digit, so it is not the delegate's fault.
    public static func charset(_ allowed: String) -> FuzzProperty {
        let set = CharacterRanges(allowed)
        let pattern = "[" + set.bracketContents + "]*"
        return FuzzProperty(name: "charset") { ctx in
            guard ctx.performed, !FuzzSession.isAppCode(ctx.step) else { return .skipped }
            var applied = false
            for (i, a) in ctx.after.enumerated() where a.marked == nil {
                applied = true
                let b = ctx.before[i]
                guard a.text != b.text || b.inlinePrediction != nil else { continue }
                var had: [Unicode.Scalar: Int] = [:]
                for u in b.textWithoutPrediction.unicodeScalars { had[u, default: 0] += 1 }
                for u in a.text.unicodeScalars {
                    if let n = had[u], n > 0 { had[u] = n - 1; continue }
                    if !set.contains(u) {
                        return .failed(
                            "\(ctx.fieldNames[i]) holds \(ScenarioPrinter.quote(String(u))) (U+\(String(format: "%04X", u.value))), outside the allowed set \(ScenarioPrinter.quote(allowed)): \(ScenarioPrinter.quote(a.text))",
                            expect: .textMatches(field: ctx.fieldNames[i], pattern))
                    }
                }
            }
            return applied ? .held : .skipped
        }
    }

    /// `deletable`: backspace, cut and select-then-delete are never refused: a `shouldChangeCharactersIn` with an
    /// empty string over a non-empty range that returns false while nothing else changes the text fails.
    /// `allowing(text, range)` returns true for deletions the delegate may refuse on purpose (a fixed prefix).
    public static func deletable(allowing: (@MainActor (String, NSRange) -> Bool)? = nil) -> FuzzProperty {
        FuzzProperty(name: "deletable") { ctx in
            guard ctx.performed, ctx.isPlainEdit, let i = ctx.editingBefore else { return .skipped }
            let b = ctx.before[i], a = ctx.after[i]
            guard b.marked == nil else { return .skipped }
            let deletions = ctx.changeCalls(i).filter { $0.string.isEmpty && $0.range.length > 0 }
            guard !deletions.isEmpty else { return .skipped }
            guard a.text == b.text, !ctx.appSetText(i) else { return .held }
            for call in deletions where !call.returned {
                if let allowing, allowing(b.text, call.range) { continue }
                let deleted = Range(call.range, in: b.text).map { String(b.text[$0]) } ?? "?"
                return .failed(
                    "the delegate of \(ctx.fieldNames[i]) refused deleting \(ScenarioPrinter.quote(deleted)) at [\(call.range.location),\(call.range.length)] of \(ScenarioPrinter.quote(b.text))",
                    expect: ctx.noRefusal(ctx.fieldNames[i], method: call.method))
            }
            return .held
        }
    }

    /// `no-over-refusal=N`: while a field holds at most N characters, typing or pasting text whose result holds at
    /// most N characters is accepted (select-and-replace included), provided the delegate accepts that text pasted
    /// into the empty field (so a character filter is not an over-refusal).
    public static func noOverRefusal(_ n: Int) -> FuzzProperty {
        var p = FuzzProperty(name: "no-over-refusal") { ctx in
            guard ctx.performed, ctx.isPlainEdit, let i = ctx.editingBefore else { return .skipped }
            let b = ctx.before[i], a = ctx.after[i]
            guard b.marked == nil, a.marked == nil, b.text.count <= n, !b.secureResetPending else { return .skipped }
            let inserts = ctx.changeCalls(i).filter { !$0.string.isEmpty }
            guard !inserts.isEmpty else { return .skipped }
            // Only when nothing changed is the text at each call the text before the step.
            guard a.text == b.text, !ctx.appSetText(i) else { return .held }
            for call in inserts where !call.returned {
                guard let r = Range(call.range, in: b.text) else { continue }
                let result = b.text.replacingCharacters(in: r, with: call.string)
                guard result.count <= n, ctx.acceptsPaste(call.string, into: i) else { continue }
                let what =
                    call.range.length > 0 ? "replacing \(ScenarioPrinter.quote(String(b.text[r]))) with" : "inserting"
                return .failed(
                    "the delegate of \(ctx.fieldNames[i]) refused \(what) \(ScenarioPrinter.quote(call.string)) in \(ScenarioPrinter.quote(b.text)) though the result \(ScenarioPrinter.quote(result)) has \(result.count) ≤ \(n) characters",
                    expect: ctx.noRefusal(ctx.fieldNames[i], method: call.method))
            }
            return .held
        }
        p.lengthHint = min(max(0, n), largestLength)
        return p
    }

    /// `caret-follows`: after typing, pasting or deleting in the editing field, the caret sits just after what was
    /// typed or at the deletion point: the letters and digits after the caret are those that were after the
    /// edited range, whatever formatting characters (spaces, dashes, parentheses) the app inserted or removed.
    /// Checked when the text changed.
    /// `undo-safe`: no undo or redo crashes the app (UIKit's NSRangeException when a delegate allows the replay
    /// of an edit whose recorded range lies outside the text: a refused paste, text the app truncated;
    /// docs/system-insertions.md).
    /// `model-sync`: when editing of a field ends, an app model that follows `editingChanged` (and app code's own
    /// `text =`) holds the field's text: a change that reaches the text without `editingChanged` (an autocorrection
    /// accepted by Return or by leaving, a text-replacement expansion) fails it (docs/system-insertions.md).
    public static let modelSync = FuzzProperty(name: "model-sync") { ctx in
        guard ctx.performed else { return .skipped }
        var applied = false
        for (i, b) in ctx.before.enumerated() where b.editing {
            let a = ctx.after[i]
            guard !a.editing, let model = a.model else { continue }
            applied = true
            if model != a.text {
                // The replay's check: the field's text is what the model holds (it is not, where the bug is).
                return .failed(
                    "editing of \(ctx.fieldNames[i]) ended with the text \(ScenarioPrinter.quote(a.text)), but a model bound to editingChanged holds \(ScenarioPrinter.quote(model)): the last change came without editingChanged",
                    expect: .text(field: ctx.fieldNames[i], model))
            }
        }
        return applied ? .held : .skipped
    }

    /// `undo-safe`: an undo or redo never does what would crash the app on iOS (an undo range outside the text).
    public static let undoSafe = FuzzProperty(name: "undo-safe") { ctx in
        switch ctx.step {
        case .undo, .redo:
            return ctx.appCrash.map { .failed($0) } ?? .held
        default:
            return .skipped
        }
    }

    /// `caret-follows`: after a plain edit the caret ends right after the inserted text, as the user expects.
    public static let caretFollows = FuzzProperty(name: "caret-follows") { ctx in
        guard ctx.performed, ctx.isPlainEdit, let i = ctx.editingBefore else { return .skipped }
        let b = ctx.before[i], a = ctx.after[i]
        guard a.firstResponder, b.marked == nil, a.marked == nil, a.text != b.text, !b.secureResetPending else {
            return .skipped
        }
        // Letters and digits, restricted to the kinds the app keeps (a phone formatter drops letters).
        let keepsLetters = a.text.unicodeScalars.contains { $0.properties.isAlphabetic }
        let keepsDigits = a.text.unicodeScalars.contains { $0.properties.numericType != nil }
        func sig(_ s: Substring) -> String {
            significant(s).filter { $0.isNumber ? keepsDigits : keepsLetters }
        }
        let wanted = sig(suffix(b.text, from: b.selection.location + b.selection.length))
        let got = sig(suffix(a.text, from: a.selection.location + a.selection.length))
        if got == wanted && a.selection.length == 0 { return .held }
        let expected = caretBefore(significantSuffix: wanted.count, in: a.text)
        return .failed(
            "after \(ScenarioPrinter.line(ctx.step)) the caret of \(ctx.fieldNames[i]) is at \(a.selection.location) of \(ScenarioPrinter.quote(a.text)) with \(ScenarioPrinter.quote(got)) after it; \(ScenarioPrinter.quote(wanted)) was after the edit",
            expect: .caret(field: ctx.fieldNames[i], expected))
    }

    /// `no-silent-drop`: a keystroke the delegate accepted changes the text, unless `explains` says why it did not
    /// (an accepted edit that app code then undoes looks to the user like a dead key).
    public static func noSilentDrop(explains: (@MainActor (FuzzContext) -> Bool)? = nil) -> FuzzProperty {
        FuzzProperty(name: "no-silent-drop") { ctx in
            guard ctx.performed, ctx.isPlainEdit, let i = ctx.editingBefore else { return .skipped }
            let b = ctx.before[i], a = ctx.after[i]
            guard b.marked == nil, !b.isSecureTextEntry else { return .skipped }
            let accepted = ctx.changeCalls(i).filter { call in
                guard call.returned, let r = Range(call.range, in: b.text) else { return false }
                return String(b.text[r]) != call.string
            }
            guard let call = accepted.first else { return .skipped }
            if a.text != b.text || a.marked != b.marked { return .held }
            if let explains, explains(ctx) { return .held }
            return .failed(
                "the delegate of \(ctx.fieldNames[i]) accepted \(call.string.isEmpty ? "deleting [\(call.range.location),\(call.range.length)]" : ScenarioPrinter.quote(call.string)) but the text stayed \(ScenarioPrinter.quote(b.text))",
                expect: .textIsNot(field: ctx.fieldNames[i], b.text))
        }
    }

    /// `focus-order`: return moves the focus to the next field: the next larger tag among the fields (when no
    /// order is given; fields get tags 1, 2, 3…), or the next name of `order`. On the last field, no other field
    /// takes the focus.
    public static func focusOrder(_ order: [String]? = nil) -> FuzzProperty {
        var p = FuzzProperty(name: "focus-order") { ctx in
            guard ctx.performed, case .pressReturn = ctx.step, let i = ctx.editingBefore, ctx.before[i].marked == nil
            else { return .skipped }
            let name = ctx.fieldNames[i]
            let sequence: [Int]
            if let order {
                sequence = order.compactMap { ctx.fieldNames.firstIndex(of: $0) }
            } else {
                let tagged = ctx.before.indices.filter { ctx.before[$0].tag != 0 }
                guard Set(tagged.map { ctx.before[$0].tag }).count == tagged.count else { return .skipped }
                sequence = tagged.sorted { ctx.before[$0].tag < ctx.before[$1].tag }
            }
            guard let k = sequence.firstIndex(of: i) else { return .skipped }
            let now = ctx.after.firstIndex { $0.firstResponder }
            let nowName = now.map { ctx.fieldNames[$0] } ?? "no field"
            if k + 1 < sequence.count {
                let next = sequence[k + 1]
                guard ctx.before[next].onScreen, ctx.fields[next].isEnabled else { return .skipped }
                if now == next { return .held }
                return .failed(
                    "return in \(name) left the focus on \(nowName); the next field is \(ctx.fieldNames[next])",
                    expect: .firstResponder(field: ctx.fieldNames[next], true))
            }
            if let now, now != i {
                return .failed(
                    "return in \(name), the last field, moved the focus to \(nowName)",
                    expect: .firstResponder(field: nowName, false))
            }
            return .held
        }
        p.needsTags = order == nil
        p.fieldNames = order ?? []
        return p
    }

    // MARK: Helpers

    /// The text from a UTF-16 offset on.
    static func suffix(_ s: String, from offset: Int) -> Substring {
        let u = s.utf16
        guard offset > 0 else { return s[...] }
        guard offset < u.count,
            let i = u.index(u.startIndex, offsetBy: offset, limitedBy: u.endIndex)?.samePosition(in: s)
        else {
            return offset >= u.count ? s[s.endIndex...] : s[...]
        }
        return s[i...]
    }

    /// Letters and digits, lowercased: what the user typed, without the formatting an app adds.
    static func significant<S: StringProtocol>(_ s: S) -> String {
        String(
            s.unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }.map(
                Character.init)
        ).lowercased()
    }

    /// The UTF-16 offset just after the last letter or digit before the final `count` ones (0 when none).
    static func caretBefore(significantSuffix count: Int, in text: String) -> Int {
        var seen = 0
        var offset = text.utf16.count
        for u in text.unicodeScalars.reversed() {
            let sig = u.properties.isAlphabetic || u.properties.numericType != nil
            if sig {
                if seen == count { return offset }
                seen += 1
            }
            offset -= u.utf16.count
        }
        return 0
    }
}
