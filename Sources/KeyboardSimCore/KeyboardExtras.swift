import Foundation
import KeyboardSimTranscript
import KeyboardSimUIKit

// Text the keyboard or the system puts into a field without a key press (docs/system-insertions.md has the rules
// and their sources): autocorrect, QuickType, text replacement, association candidates, undo, AutoFill, dictation,
// drop and inline predictions, one file each (KeyboardExtras+<Route>.swift).

/// The keyboard extras: every route of text that arrives without a key press, with the state they keep between
/// user actions. Typing and focus call its seams — ``characterTyped(_:in:)`` (a pending correction meets a typed
/// character), ``settleKeyboardExtras(typing:)`` (a key or an action meets a showing prediction or dictation),
/// ``acceptCorrection(in:by:)`` (Return, leaving the field), ``dropKeyboardExtras(leaving:)`` (the field stops
/// editing) — and the composition host tells it of commits (``didCommit(_:in:)``, association candidates).
@MainActor final class KeyboardExtras {
    unowned let screen: Screen
    /// The composition host, set once by the screen (it in turn holds the extras).
    weak var compositionHost: CompositionHost?
    /// The correction the keyboard offers, waiting for a space, Return or leaving the field.
    var pendingCorrection: PendingCorrection?
    /// The strong password AutoFill put in, while "Choose My Own Password" can take it back.
    var strongPasswordFill: StrongPasswordFill?
    /// How many strong passwords AutoFill generated (each from its own seed, so runs are reproducible).
    var generatedPasswords = 0
    /// The inline prediction (gray marked text after the caret) the keyboard shows, if any.
    var inlinePrediction: InlinePrediction?
    /// Dictation listening into a field, with its placeholder, if any.
    var dictation: DictationSession?
    /// The text the Chinese keyboard committed last, for its association candidates.
    var lastCommit: CommittedText?
    /// The QuickType pick just made, while the next key can still meet the space it added.
    var lastPick: QuickTypePick?

    init(screen: Screen) { self.screen = screen }

    /// Connects the composition host (which holds the extras too).
    func connect(composition: CompositionHost) { compositionHost = composition }

    // MARK: What the routes use of the screen

    var composition: CompositionHost { compositionHost! }
    var transcript: Transcript { screen.transcript }
    var profile: IOSProfile { screen.profile }
    var window: UIWindow { screen.window }
    var keyboard: KeyboardController { screen.keyboard }
    var predictiveBar: Bool { screen.predictiveBar }
    var firstResponder: UITextField? { screen.firstResponder }
    func name(of view: UIView) -> String { screen.name(of: view) }
    func editingField(for action: String) throws -> UITextField { try screen.editingField(for: action) }
    func record(user action: UserAction.Kind, field: UIView?, value: String? = nil, ignored: String? = nil) {
        screen.record(user: action, field: field, value: value, ignored: ignored)
    }

    // MARK: Seams for typing and focus

    /// A typed character is about to go in: a space or punctuation accepts a pending correction (the correction asks
    /// the delegate and posts no change event; the separator is typed as usual); any other character, a letter
    /// included, dismisses it: the offer was for the word as it was, and a letter makes another word (on iOS the
    /// suggestion follows the word being typed; a script offers the new one with another `autocorrect` step).
    func characterTyped(_ typed: Character, in field: UITextField) {
        guard pendingCorrection != nil else { return }
        if typed == " " || ".,!?;:".contains(typed) {
            acceptCorrection(in: field, by: typed == " " ? "space" : "punctuation")
        } else {
            dismissCorrection()
        }
    }

    /// The input method committed `text` into `field`: the candidate bar offers its association candidates.
    func didCommit(_ text: String, in field: UITextField) {
        lastCommit = CommittedText(field: field, text: text)
    }

    /// Whether an inline prediction shows or dictation listens (the fuzzer's text model follows the field then).
    var showsKeyboardExtras: Bool { inlinePrediction != nil || dictation != nil }

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
            if let f = d.field, dictationPlaceholderRange(in: f) != nil {
                record(user: .dictate, field: f, value: "stop")
            }
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
}
