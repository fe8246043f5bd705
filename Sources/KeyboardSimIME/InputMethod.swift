import Foundation

/// A key (or a tap on the candidate bar) as an input method receives it.
public enum IMEKey: Sendable, Equatable, CustomStringConvertible {
    /// A key that types a character (a letter, a digit, punctuation).
    case character(Character)
    /// The space bar.
    case space
    /// Backspace.
    case backspace
    /// Return.
    case enter
    /// Escape (a hardware keyboard's).
    case escape
    /// A tap on candidate `index` of ``InputMethod/candidates`` (0-based, over the whole list).
    case candidate(Int)
    /// The Left or Right arrow key, with or without Shift, pressed while composing (the Japanese keyboard moves
    /// between segments and resizes them; other input methods pass it through and the field ignores it).
    case left(shift: Bool)
    /// The Right arrow key, with or without Shift.
    case right(shift: Bool)

    public var description: String {
        switch self {
        case .character(let c): String(c)
        case .space: "{space}"
        case .backspace: "{BackSpace}"
        case .enter: "{Return}"
        case .escape: "{Escape}"
        case .candidate(let i): "candidate \(i)"
        case .left(let shift): shift ? "{Shift+Left}" : "{Left}"
        case .right(let shift): shift ? "{Shift+Right}" : "{Right}"
        }
    }
}

/// What an input method asks the text field to do. The simulator applies each through the field (its overridable
/// `setMarkedText(_:selectedRange:)`, `insertText(_:)`, or the keyboard's silent rewrite), asking the delegate as
/// the iOS profile says; an action the delegate refuses stops the list.
public enum IMEAction: Sendable, Equatable {
    /// Show `text` as the marked text (replacing the marked text, or the selection when there is none), with the
    /// caret `caret` UTF-16 units into it. `key` is what the key itself produced (the string the delegate sees
    /// under the per-key delegate model). `asks` is false when the keyboard rewrites the marked text without a
    /// delegate call (the 9-key keyboard's letters replacing its placeholders).
    case mark(String, caret: Int, key: String, asks: Bool)
    /// Show `text` as the marked text where it differs from the marked text only in its last character, which a
    /// repeated tap of the same key changed (the kana keyboard's multi-tap: わ → を). Applied as ``mark(_:caret:key:asks:)``,
    /// but the delegate is asked as the profile's multi-tap entry says (by default the new kana inserted at the end
    /// of the marked text with length 0, as iOS reports it).
    case toggle(String, caret: Int, key: String)
    /// Nothing changes in the field; only the input method's state moves on (the kana keyboard's 文字送り key ending
    /// a multi-tap).
    case keep
    /// Replace the marked text with `text` and end the composition (a candidate, space, Return). `selected` is the
    /// candidate's index, nil when the letters are committed as typed.
    case commit(String, selected: Int?)
    /// Remove the marked text and end the composition (Escape, or the last letter deleted).
    case cancel
    /// Insert `text` at the caret through the delegate, as a typed key (a composition without marked text: the
    /// Korean keyboard's jamo).
    case insert(String)
    /// Replace the `deleting` UTF-16 units before the caret with `text`, without asking the delegate (the Korean
    /// keyboard rewriting its last syllable).
    case rewrite(deleting: Int, with: String)
    /// The key is not the input method's: the keyboard types it as it would without an input method.
    case passThrough(IMEKey)
}

/// One action and the input method's state once the field has applied it. A refused action leaves the input
/// method in the state after the last action that was applied (or where it was).
public struct IMEStep: Sendable {
    /// What the field is asked to do.
    public var action: IMEAction
    /// The input method's state once the field has applied it.
    public var then: any InputMethod
    /// An action and the state after it.
    public init(_ action: IMEAction, then: any InputMethod) {
        self.action = action
        self.then = then
    }
}

/// Why a composition ends without a key: app code or the user did something outside the input method.
public enum IMEInterruption: Sendable, Equatable {
    /// App code set the field's text (`text =`).
    case textSet
    /// The selection moved (a tap, an arrow key, app code).
    case selectionMoved
    /// The marked text was committed or removed from outside (`unmarkText()`, a delegate edit).
    case markedTextEnded
    /// The field stopped being first responder, or the keyboard changed.
    case focusLost
}

/// A step of a plan for typing text with an input method: keys to press, then a candidate to pick.
public enum IMEPlanStep: Sendable, Equatable {
    /// Press these keys (letters, digits, apostrophes) one by one.
    case keys(String)
    /// Pick the candidate with this text.
    case pick(String)
    /// Type these characters as the keyboard types them (punctuation, spaces, Latin text).
    case direct(String)
}

/// An input method as a state machine: a key in, the actions for the field out, each with the state that follows
/// it. Values, not objects: nothing changes until the simulator adopts a step's `then`, so a refused delegate
/// answer simply leaves the input method where it was.
///
/// Conform to plug in an engine of your own; kbsim's pinyin input method is ``PhoneticInputMethod``.
///
/// ```swift
/// var ime: any InputMethod = PhoneticInputMethod(engine: engine)
/// for step in ime.handle(.character("n")) { /* apply step.action */ ime = step.then }
/// ime.preedit   // "n"
/// ```
public protocol InputMethod: Sendable {
    /// The engine's name in the transcript's `ime` events (`pinyin`).
    var engineName: String { get }
    /// The input mode's language, as `UITextInputMode.primaryLanguage` gives it ("zh-Hans").
    var primaryLanguage: String { get }
    /// The software keyboard it types on (a keymap name, `pinyin`).
    var keyboardName: String { get }
    /// A short description for the transcript's `user` events (`pinyin 9key`).
    var summary: String { get }
    /// Whether a composition is in progress (marked text is shown, or a hidden buffer is held).
    var isComposing: Bool { get }
    /// The marked text the composition shows ("" when none).
    var preedit: String { get }
    /// The keys typed in this composition that are still composing (what the person sees they typed).
    var typedInput: String { get }
    /// The candidates, in order (empty when none).
    var candidates: [String] { get }
    /// Candidates per page of the candidate bar.
    var pageSize: Int { get }
    /// What a key does.
    func handle(_ key: IMEKey) -> [IMEStep]
    /// The state after a composition ended from outside.
    func interrupted(by interruption: IMEInterruption) -> any InputMethod
    /// How a person types `text`, or nil when the text is typed key by key. Throws when the text cannot be typed.
    func plan(_ text: String) throws -> [IMEPlanStep]?
    /// Whether the input method types `character` as part of a composition (the unreachable-character check
    /// accepts it even when the keyboard has no key with that output, e.g. Hanzi through pinyin).
    func composes(_ character: Character) -> Bool
    /// Whether a composition shows marked text (false for a hidden buffer, as the Korean keyboard keeps).
    var showsMarkedText: Bool { get }
    /// The key a person presses for `character` on this input method's keyboard (the 9-key keyboard's digit
    /// key for a letter).
    func keyCap(for character: Character) -> Character
    /// Whether the keyboard keeps its composition when app code sets `text` during one of its keys (the Japanese
    /// keyboard: the marked text is committed as set, and the next key marks the whole composition again at the
    /// caret). False: the composition ends with the key (the state is what ``interrupted(by:)`` gives for the state
    /// before the key).
    var keepsCompositionWhenTextSet: Bool { get }
}

extension InputMethod {
    public var summary: String { engineName }
    public var showsMarkedText: Bool { true }
    public func keyCap(for character: Character) -> Character { character }
    public func plan(_ text: String) throws -> [IMEPlanStep]? { nil }
    public func composes(_ character: Character) -> Bool { false }
    public var keepsCompositionWhenTextSet: Bool { false }
}
