import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
// Text the keyboard or the system puts into a field without a key press: dictation, drop and iOS 17's inline
// predictions (docs/system-insertions.md has the rules and their sources).

/// What the person does with dictation (the microphone key): `dictate start`, `dictate "words"`, `dictate stop`.
public enum DictationAction: Sendable, Equatable {
    /// Starts listening: the placeholder (U+FFFC) goes where the selection was.
    case start
    /// Recognition finishes with these words (listening starts first when it has not): they replace the
    /// placeholder.
    case result(String)
    /// Stops listening with nothing recognized: the placeholder goes.
    case stop
}

/// An inline prediction the keyboard shows: gray text, held as marked text right after the caret.
struct InlinePrediction {
    weak var field: UITextField?
    /// The marked gray text.
    var range: NSRange
    /// The field's text version once it showed: any later change (app code setting `text`) ended it.
    var version: Int
    var text: String
}

/// Dictation listening into a field: where its placeholder is.
struct DictationSession {
    weak var field: UITextField?
    var location: Int
    /// The field's text version once the placeholder was inserted: app code that changed the text since ended
    /// the dictation (the result is lost).
    var version: Int
}

/// The placeholder iOS holds in the text while dictation listens (an attachment, U+FFFC OBJECT REPLACEMENT
/// CHARACTER in `text`).
let dictationPlaceholder = "\u{FFFC}"

extension Screen {
    /// Whether an inline prediction shows or dictation listens (the fuzzer's text model follows the field then).
    package var showsKeyboardExtras: Bool { inlinePrediction != nil || dictation != nil }

    // MARK: Inline predictions (docs/system-insertions.md, "Inline predictions")

    /// The range of the inline prediction `field` shows now (nil when none shows, or app code ended it).
    package func inlinePredictionRange(in field: UITextField) -> NSRange? {
        guard let p = inlinePrediction, p.field === field, field.storage.version == p.version,
              field.storage.marked == p.range, field.isEditing else { return nil }
        return p.range
    }

    /// The keyboard shows `gray` as an inline prediction completing the word before the caret (iOS 17 and later:
    /// the profile's ``IOSProfile/inlinePredictions``, and not with `inlinePredictionType = .no`). The gray text is
    /// marked text after the caret, which stays before it; the delegate is not asked; `textFieldDidChangeSelection`,
    /// `editingChanged` (a text view's `textViewDidChange`) and the change notification follow, so app code reading
    /// `text` sees the gray text. A space accepts it, any other key, a deletion, a selection or another action takes
    /// it back, leaving the field drops it silently.
    public func inlinePredict(_ gray: String) throws {
        let route = transcript.enter(route: "inline-predict"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "inline-predict")
        settleKeyboardExtras()
        let caret = field.storage.selection.location
        let why: String? =
            !profile.inlinePredictions ? "inline predictions need iOS 17 or later (profile \(profile.name))"
            : field.inlinePredictionType == .no ? "inlinePredictionType is no"
            : field.isSecureTextEntry ? "secure fields show no predictions"
            : !predictiveBar ? "predictive text is off in Settings"
            : field.autocorrectionType == .no && field.inlinePredictionType != .yes ? "autocorrectionType is no (and inlinePredictionType is not yes)"
            : field.storage.marked != nil || (inputMethod != nil && inputMethodTypes(into: field))
                ? "an input method is on: inline predictions show on the English keyboard"
            : field.storage.selection.length != 0 ? "text is selected"
            : !(field.storage.character(before: caret)?.isLetter ?? false) ? "no word is being typed before the caret"
            : gray.isEmpty || gray.contains(where: \.isNewline) ? "the prediction is empty or spans lines"
            : nil
        if let why { record(user: .inlinePredict, field: field, value: gray, ignored: why); return }
        record(user: .inlinePredict, field: field, value: gray)
        // The replacement bumps the text's version once; app code in the change events may change it again.
        inlinePrediction = InlinePrediction(field: field, range: NSRange(location: caret, length: gray.utf16.count),
                                            version: field.storage.version &+ 1, text: gray)
        field.replaceWithoutAsking(NSRange(location: caret, length: 0), with: gray,
                                   markedSelection: NSRange(location: 0, length: 0), notify: true, selectionChanged: true)
    }

    /// A typed character meets a showing inline prediction: a space accepts it (the gray text stays, unmarked,
    /// with no delegate call and no `editingChanged`; the space is then typed as usual); anything else takes it
    /// back first (the change events follow). Dictation stops.
    func settleKeyboardExtras(typing ch: Character? = nil) {
        if let p = inlinePrediction {
            let r = p.field.flatMap(inlinePredictionRange(in:))
            inlinePrediction = nil
            if let f = p.field, let r {
                let route = transcript.enter(route: "inline-predict"); defer { transcript.leave(route: route) }
                if ch == " " {
                    record(user: .inlinePredict, field: f, value: p.text + " accepted by space")
                    f.acceptMarkedPrediction(r)
                } else {
                    record(user: .inlinePredict, field: f, value: p.text + " taken back")
                    f.replaceWithoutAsking(r, with: "", notify: true)
                }
            }
        }
        if let d = dictation {
            let route = transcript.enter(route: "dictate"); defer { transcript.leave(route: route) }
            if let f = d.field, dictationPlaceholderRange(in: f) != nil { record(user: .dictate, field: f, value: "stop") }
            stopDictation(notify: true)
        }
    }

    /// The field stops editing: a showing prediction goes with no event (a model bound to `editingChanged` still
    /// holds it), and dictation stops, its placeholder removed with no event.
    func dropKeyboardExtras(leaving field: UITextField) {
        if let p = inlinePrediction, p.field === field {
            let r = inlinePredictionRange(in: field)
            inlinePrediction = nil
            if let r { field.replaceWithoutAsking(r, with: "", notify: false) }
        }
        if let d = dictation, d.field === field { stopDictation(notify: false) }
    }

    // MARK: Dictation (docs/system-insertions.md, "Dictation")

    /// Where the placeholder of the dictation listening into `field` is (nil when none listens, or app code
    /// changed the text since it started, which ended it).
    package func dictationPlaceholderRange(in field: UITextField) -> NSRange? {
        guard let d = dictation, d.field === field, field.storage.version == d.version, field.isEditing,
              d.location < field.storage.count,
              field.storage.text(in: NSRange(location: d.location, length: 1)) == dictationPlaceholder else { return nil }
        return NSRange(location: d.location, length: 1)
    }

    /// Dictation: the person taps the microphone key and speaks. Listening puts the placeholder (U+FFFC) where
    /// the selection was, with no delegate call; the change events follow. The result removes the placeholder
    /// (the change events, with the text as it was before dictation), then inserts the words (asking the
    /// delegate or not as ``IOSProfile/dictationDelegateCall`` says; the change events again). App code that sets
    /// `text` while dictation listens ends it: the result is lost.
    public func dictate(_ action: DictationAction) throws {
        let route = transcript.enter(route: "dictate"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "dictate")
        switch action {
        case .start:
            if dictationPlaceholderRange(in: field) != nil {
                record(user: .dictate, field: field, value: "start", ignored: "dictation is already listening")
                return
            }
            startDictation(field)
        case .stop:
            guard dictation != nil else {
                record(user: .dictate, field: field, value: "stop", ignored: "dictation is not listening")
                return
            }
            guard dictationPlaceholderRange(in: field) != nil else {
                dictation = nil
                record(user: .dictate, field: field, value: "stop", ignored: "dictation already ended: app code changed the text while it listened")
                return
            }
            record(user: .dictate, field: field, value: "stop")
            stopDictation(notify: true)
        case .result(let words):
            if dictation == nil || dictation?.field !== field {
                guard startDictation(field) else { return }
            }
            let value = "result " + words
            guard let r = dictationPlaceholderRange(in: field) else {
                dictation = nil
                record(user: .dictate, field: field, value: value,
                       ignored: "dictation ended: app code changed the text while it listened, so the result is lost")
                return
            }
            record(user: .dictate, field: field, value: value)
            dictation = nil
            field.replaceWithoutAsking(r, with: "", notify: true)
            guard !words.isEmpty, firstResponder === field, field.storage.marked == nil else { return }
            field.performUserEdit(range: field.storage.selection, replacement: words,
                                  asks: profile.dictationDelegateCall == .asked)
        }
    }

    /// Starts listening into `field`; returns whether it listens afterwards (app code in the change events may
    /// have ended it at once).
    @discardableResult
    private func startDictation(_ field: UITextField) -> Bool {
        let why: String? =
            field.isSecureTextEntry ? "secure fields have no dictation key"
            : field.storage.marked != nil ? "an input method is composing"
            : nil
        if let why { record(user: .dictate, field: field, value: "start", ignored: why); return false }
        settleKeyboardExtras()
        dismissCorrection()
        record(user: .dictate, field: field, value: "start")
        let sel = field.storage.selection
        dictation = DictationSession(field: field, location: sel.location, version: field.storage.version &+ 1)
        field.replaceWithoutAsking(sel, with: dictationPlaceholder, notify: true)
        return dictationPlaceholderRange(in: field) != nil
    }

    /// Stops listening with no result: the placeholder goes (with the change events when `notify`).
    private func stopDictation(notify: Bool) {
        guard let d = dictation else { return }
        let r = d.field.flatMap { dictationPlaceholderRange(in: $0) }
        dictation = nil
        if let f = d.field, let r { f.replaceWithoutAsking(r, with: "", notify: notify) }
    }

    // MARK: Drop (docs/system-insertions.md, "Drop")

    /// The person drags text from another app or view and drops it into the editing field, at UTF-16 offset
    /// `location` (default: over the selection). One delegate call, as for a paste, with the drop point's range
    /// and the dropped text; on true the caret goes after the dropped text and the change events follow. A drop
    /// does not go through `paste(_:)`.
    public func drop(_ text: String, at location: Int? = nil) throws {
        let route = transcript.enter(route: "drop"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "drop")
        settleKeyboardExtras()
        let range = location.map { NSRange(location: $0, length: 0) } ?? field.storage.selection
        if location != nil { try validateDropPoint(range, in: field) }
        let value = location.map { "\(text) at \($0)" } ?? text
        let why: String? =
            text.isEmpty ? "nothing is dropped (the text is empty)"
            : field.storage.marked != nil ? "an input method is composing"
            : nil
        if let why { record(user: .drop, field: field, value: value, ignored: why); return }
        record(user: .drop, field: field, value: value)
        dismissCorrection()
        field.performUserEdit(range: range, replacement: text)
    }

    private func validateDropPoint(_ r: NSRange, in field: UITextField) throws {
        let n = field.storage.count
        guard r.location >= 0, r.location <= n else {
            throw SimulationError(.rangeOutsideText(action: "drop", field: name(of: field), range: r, length: n))
        }
        guard field.storage.isCharacterBoundary(r.location) else {
            throw SimulationError(.rangeSplitsCharacter(action: "drop", field: name(of: field), range: r, offset: r.location))
        }
    }
}
