import Foundation
import KeyboardSimUIKit

// Dictation (docs/system-insertions.md, "Dictation"): the microphone key, its placeholder and its result.

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

extension KeyboardExtras {
    /// Where the placeholder of the dictation listening into `field` is (nil when none listens, or app code
    /// changed the text since it started, which ended it).
    func dictationPlaceholderRange(in field: UITextField) -> NSRange? {
        guard let d = dictation, d.field === field, field.storage.version == d.version, field.isEditing,
            d.location < field.storage.count,
            field.storage.text(in: NSRange(location: d.location, length: 1)) == dictationPlaceholder
        else { return nil }
        return NSRange(location: d.location, length: 1)
    }

    /// Dictation: the person taps the microphone key and speaks. Listening puts the placeholder (U+FFFC) where
    /// the selection was, with no delegate call; the change events follow. The result removes the placeholder
    /// (the change events, with the text as it was before dictation), then inserts the words (asking the
    /// delegate or not as ``IOSProfile/dictationDelegateCall`` says; the change events again). App code that sets
    /// `text` while dictation listens ends it: the result is lost.
    func dictate(_ action: DictationAction) throws {
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
                record(
                    user: .dictate, field: field, value: "stop",
                    ignored: "dictation already ended: app code changed the text while it listened")
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
                record(
                    user: .dictate, field: field, value: value,
                    ignored: "dictation ended: app code changed the text while it listened, so the result is lost")
                return
            }
            record(user: .dictate, field: field, value: value)
            dictation = nil
            field.replaceWithoutAsking(r, with: "", notify: true)
            guard !words.isEmpty, firstResponder === field, field.storage.marked == nil else { return }
            var range = field.storage.selection
            if profile.dictationDisplay == .live {
                guard let interim = showInterimResults(of: words, in: field) else { return }
                range = interim
            }
            field.performUserEdit(range: range, replacement: words, asks: profile.dictationDelegateCall == .asked)
        }
    }

    /// Starts listening into `field`; returns whether it listens afterwards (app code in the change events may
    /// have ended it at once).
    @discardableResult
    private func startDictation(_ field: UITextField) -> Bool {
        let why: String? =
            field.isSecureTextEntry
            ? "secure fields have no dictation key"
            : field.storage.marked != nil
                ? "an input method is composing"
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

    /// Live dictation (iOS 16): before the final result, each interim result (the words heard so far, one more
    /// each time) replaces the one before at the selection, with no delegate call; the change events follow each.
    /// Returns the range of the last interim result, which the final result replaces; nil when app code changed
    /// the text in between or moved the focus (dictation ended, the rest is lost).
    private func showInterimResults(of words: String, in field: UITextField) -> NSRange? {
        let heard = words.split(separator: " ", omittingEmptySubsequences: false)
        var range = field.storage.selection
        for count in stride(from: 1, to: heard.count, by: 1) {
            let interim = heard[..<count].joined(separator: " ")
            record(user: .dictate, field: field, value: "interim " + interim)
            let expected = field.storage.version &+ 1
            let applied = field.replaceWithoutAsking(range, with: interim, notify: true)
            guard firstResponder === field, field.storage.version == expected, field.storage.marked == nil else {
                record(
                    user: .dictate, field: field, value: "result " + words,
                    ignored: "dictation ended: app code changed the text while it listened, so the result is lost")
                return nil
            }
            range = NSRange(location: applied.location, length: interim.utf16.count)
        }
        return range
    }

    /// Stops listening with no result: the placeholder goes (with the change events when `notify`).
    func stopDictation(notify: Bool) {
        guard let d = dictation else { return }
        let r = d.field.flatMap { dictationPlaceholderRange(in: $0) }
        dictation = nil
        if let f = d.field, let r { f.replaceWithoutAsking(r, with: "", notify: notify) }
    }
}
