import Foundation
import KeyboardSimSupport
import KeyboardSimUIKit

// Text that arrives without a key press, as the screen offers it: the keyboard extras (KeyboardExtras.swift and a
// file for each route) hold the state and the rules.

extension Screen {
    /// The keyboard offers `correction` for `word`, which must be the word just before the caret. Not offered in
    /// secure fields, with `autocorrectionType = .no`, or while an input method composes. The next space or
    /// punctuation, Return or leaving the field accepts it; a caret move, a deletion or a paste dismisses it.
    public func offerCorrection(_ word: String, _ correction: String) throws {
        try extras.offerCorrection(word, correction)
    }

    /// A QuickType pick: the user taps `word` in the predictive bar. It replaces the word before the caret (the
    /// characters back to the last space or line break; none right after a space) with `word` and a space, asking
    /// the delegate or not as the profile's ``IOSProfile/quickTypeDelegateCall`` (or `call`) says. The bar must
    /// show: not in secure fields, not with autocorrection off, not with the predictive bar off, not while an
    /// input method composes (docs/system-insertions.md).
    public func suggest(_ word: String, call: IOSProfile.QuickTypeDelegateCall? = nil) throws {
        try extras.suggest(word, call: call)
    }

    /// A text-replacement shortcut (Settings › General › Keyboard › Text Replacement) expands: the shortcut just
    /// before the caret becomes `expansion` with no delegate call, no `editingChanged` and no
    /// `UITextFieldTextDidChangeNotification` (docs/system-insertions.md). Ignored when the text before the caret
    /// does not end with the shortcut.
    public func textReplacement(_ shortcut: String, _ expansion: String) throws {
        try extras.textReplacement(shortcut, expansion)
    }

    /// Undo (shake to undo, ⌘Z, the iPad shortcut bar, the three-finger swipe left): replays the inverse of the
    /// field's newest recorded edit, asking the delegate with the recorded range unclamped. Where iOS raises
    /// NSRangeException it throws ``SimulationError/Code/appCrashes(action:field:reason:)``
    /// (docs/system-insertions.md).
    public func undo() throws { try extras.undo() }

    /// Redo (shake, ⇧⌘Z, the three-finger swipe right): replays the newest undone edit.
    public func redo() throws { try extras.redo() }

    /// The association candidates the pinyin keyboard shows now: words that continue the text it committed last
    /// (empty when it is not on, is composing, or the caret is not right after that text).
    public var associationCandidates: [String] { extras.associationCandidates }

    /// Picks association candidate `index`: its text is inserted at the caret **without asking the delegate**, then
    /// `editingChanged` and the change notification follow (candidate-bar taps skip `shouldChangeCharactersIn`); the
    /// bar then offers associations of the picked text.
    public func pickAssociation(_ index: Int) throws { try extras.pickAssociation(index) }

    /// Whether an inline prediction shows or dictation listens (the fuzzer's text model follows the field then).
    package var showsKeyboardExtras: Bool { extras.showsKeyboardExtras }

    /// The range of the inline prediction `field` shows now (nil when none shows, or app code ended it).
    package func inlinePredictionRange(in field: UITextField) -> NSRange? { extras.inlinePredictionRange(in: field) }

    /// The keyboard shows `gray` as an inline prediction completing the word before the caret (iOS 17 and later:
    /// the profile's ``IOSProfile/inlinePredictions``, and not with `inlinePredictionType = .no`). The gray text is
    /// marked text after the caret, which stays before it; the delegate is not asked; `textFieldDidChangeSelection`,
    /// `editingChanged` (a text view's `textViewDidChange`) and the change notification follow, so app code reading
    /// `text` sees the gray text. A space accepts it, any other key, a deletion, a selection or another action takes
    /// it back, leaving the field drops it silently.
    public func inlinePredict(_ gray: String) throws { try extras.inlinePredict(gray) }

    /// Where the placeholder of the dictation listening into `field` is (nil when none listens, or app code
    /// changed the text since it started, which ended it).
    package func dictationPlaceholderRange(in field: UITextField) -> NSRange? {
        extras.dictationPlaceholderRange(in: field)
    }

    /// Dictation: the person taps the microphone key and speaks. Listening puts the placeholder (U+FFFC) where
    /// the selection was, with no delegate call; the change events follow. The result removes the placeholder
    /// (the change events, with the text as it was before dictation), then inserts the words (asking the
    /// delegate or not as ``IOSProfile/dictationDelegateCall`` says; the change events again). App code that sets
    /// `text` while dictation listens ends it: the result is lost.
    public func dictate(_ action: DictationAction) throws { try extras.dictate(action) }

    /// The person drags text from another app or view and drops it into the editing field, at UTF-16 offset
    /// `location` (default: over the selection). One delegate call, as for a paste, with the drop point's range
    /// and the dropped text; on true the caret goes after the dropped text and the change events follow. A drop
    /// does not go through `paste(_:)`.
    public func drop(_ text: String, at location: Int? = nil) throws { try extras.drop(text, at: location) }

    /// One-time-code AutoFill: the user taps the code the QuickType bar offers. iOS offers it to a field whose
    /// `textContentType` is `.oneTimeCode` (any field with the profile's ``IOSProfile/oneTimeCodeOffer`` set to
    /// `any-field`); another field throws ``SimulationError/Code/autofillNotOffered(action:field:reason:)``. The
    /// code arrives as the profile's ``IOSProfile/oneTimeCodeDelivery`` (or `delivery`) says: by default one
    /// delegate call with the whole code at the selection (docs/system-insertions.md).
    public func autofillCode(_ code: String, delivery: IOSProfile.OneTimeCodeDelivery? = nil) throws {
        try extras.autofillCode(code, delivery: delivery)
    }

    /// Password AutoFill: the user taps the password the QuickType bar offers.
    ///
    /// - A `.newPassword` field gets a strong password (`password`, or a generated one): the field's whole text is
    ///   replaced through the delegate (one `shouldChangeCharactersIn` call, `{0,0}` on an empty field); on true
    ///   key-value observers of `text` are told, then `editingChanged` and the change notification follow. The
    ///   first other `.newPassword` field on the screen (a sign-up form's "confirm" box) gets the same password
    ///   with **no delegate call**: observers of `text`, `editingChanged` and the change notification only.
    /// - A `.password` field gets the saved login's `password` (required) the same way as the focused field above.
    ///
    /// Other fields throw ``SimulationError/Code/autofillNotOffered(action:field:reason:)``
    /// (docs/system-insertions.md, "Password AutoFill").
    public func autofillPassword(_ password: String? = nil) throws { try extras.autofillPassword(password) }

    /// "Choose My Own Password": the user turns down the strong password AutoFill put in. Both fields it filled
    /// are cleared with **no delegate call, no `textFieldShouldClear`, no `editingChanged` and no change
    /// notification**: only key-value observers of `text` see it (docs/system-insertions.md). Ignored (a `user`
    /// event) when the editing field does not show a strong password.
    public func chooseOwnPassword() throws { try extras.chooseOwnPassword() }

    /// Contact AutoFill: the user taps a value from their own contact card (`kind`: email, phone, address …),
    /// offered only to a field whose `textContentType` is `kind`'s and only while it is empty (otherwise an
    /// ignored `user` event). The delegate is asked first with the profile's placeholder
    /// (``IOSProfile/contactAutoFillPlaceholder``): `" "` or `""` at `{0,0}`; when it refuses, nothing fills; when it
    /// allows, the value is set without asking (observers of `text`, `editingChanged`, the change notification). With
    /// `whole-value` the delegate is asked once with the value, as for typing (docs/system-insertions.md).
    public func autofillContact(_ kind: ContactAutoFillKind, _ value: String) throws {
        try extras.autofillContact(kind, value)
    }

    /// The strong password iOS would suggest: 20 characters, three groups of six lowercase letters joined by
    /// hyphens, one letter made uppercase and one made a digit (the shape of iOS's automatic strong passwords,
    /// docs/system-insertions.md). Deterministic: the `n`-th password of any screen is the same on every run.
    public static func strongPassword(_ n: Int) -> String {
        var rng = SplitMix64(seed: 0x5712_0A55_0000_0000 &+ UInt64(truncatingIfNeeded: n))
        var chars = (0..<18).map { _ in Character(Unicode.Scalar(UInt8(97 + rng.below(26)))) }
        let upper = rng.below(18)
        chars[upper] = Character(chars[upper].uppercased())
        var digit = rng.below(17)
        if digit >= upper { digit += 1 }
        chars[digit] = Character(Unicode.Scalar(UInt8(48 + rng.below(10))))
        return String(chars[0..<6]) + "-" + String(chars[6..<12]) + "-" + String(chars[12..<18])
    }
}
