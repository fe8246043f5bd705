import Foundation
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
/// One thing the simulated user (or app code) does in a fuzzing session. Each step is one line of a scenario
/// script (docs/interfaces.md §2); fields are named by index into ``FuzzSession/fields``.
public enum FuzzStep: Sendable, Equatable, Hashable {
    /// `tap NAME`: the user taps a field (becomeFirstResponder with the whole lifecycle).
    case tap(Int)
    /// `type "…"`: typed on the keyboard in use (taps, shift, planes, IME); characters the keyboard cannot type
    /// are pasted one by one (``UnreachablePolicy/paste``).
    case type(String)
    /// `backspace N`.
    case backspace(Int)
    /// `select L N`: a UTF-16 selection (skipped when it is outside the text or splits a character).
    case select(Int, Int)
    /// `caret N`.
    case caret(Int)
    /// `paste "…"`.
    case paste(String)
    /// `cut`.
    case cut
    /// `clear`: the built-in clear button.
    case clear
    /// `return`.
    case returnKey
    /// `candidate N`: a candidate of the pinyin composition.
    case candidate(Int)
    /// `set-text NAME "…"`: app code sets the text.
    case setText(Int, String)
    /// `resign NAME`: app code resigns the field (the delegate may refuse).
    case resign(Int)
    /// `end-editing force`.
    case endEditing
    /// `rotate portrait|landscape`.
    case rotate(Orientation)
    /// `ime pinyin` / `ime none`.
    case ime(Bool)
    /// `hardware-keyboard layout=L [variant=V]`.
    case hardwareKeyboard(layout: String, variant: String)
    /// `software-keyboard`.
    case softwareKeyboard
    /// `expect NAME.text == "…"`: a goal-directed session's target (the `typeable` property).
    case expectText(Int, String)

    /// Whether the step is done by app code rather than the user (its text changes are not the user's).
    public var isAppCode: Bool {
        switch self {
        case .setText, .resign, .endEditing: true
        default: false
        }
    }
}

/// A field of a fuzzing session, declared on the script's `field` line.
public struct FuzzField: Sendable, Equatable, Hashable {
    /// The name in the transcript and the script.
    public var name: String
    public var keyboardType: UIKeyboardType
    public var isSecureTextEntry: Bool
    public var clearButtonMode: UITextFieldViewMode
    public var clearsOnBeginEditing: Bool
    /// The text the field starts with.
    public var text: String

    /// A field with UIKit's defaults.
    public init(name: String, keyboardType: UIKeyboardType = .default, isSecureTextEntry: Bool = false,
                clearButtonMode: UITextFieldViewMode = .never, clearsOnBeginEditing: Bool = false, text: String = "") {
        self.name = name
        self.keyboardType = keyboardType
        self.isSecureTextEntry = isSecureTextEntry
        self.clearButtonMode = clearButtonMode
        self.clearsOnBeginEditing = clearsOnBeginEditing
        self.text = text
    }
}

/// A fuzzing session: a value (fields and steps) that can be run, shrunk and printed as a scenario script.
public struct FuzzSession: Sendable, Equatable, Hashable {
    public var fields: [FuzzField]
    public var steps: [FuzzStep]
    /// The seed the session was generated from (printed as a comment).
    public var seed: UInt64

    public init(fields: [FuzzField], steps: [FuzzStep], seed: UInt64 = 0) {
        self.fields = fields
        self.steps = steps
        self.seed = seed
    }
}
