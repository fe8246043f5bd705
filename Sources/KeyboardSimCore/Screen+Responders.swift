import Foundation
import KeyboardSimUIKit

/// What a composing keyboard (pinyin, Zhuyin, Cantonese, Japanese, Cangjie, Stroke, Wubi: the input methods that
/// show marked text) does on a view of the app's own that adopts `UIKeyInput` but not `UITextInput`, which has no
/// marked text to show a composition in (docs/responders.md, "Composing keyboards on a UIKeyInput view"). Korean,
/// which composes without marked text, types into such a view either way.
public enum KeyInputComposition: String, Sendable, CaseIterable {
    /// The default: the composing keyboard is not offered for the view, and each key reaches `insertText(_:)` as
    /// its letter, as on the English keyboard (Apple: only a small subset of keyboards and languages is available
    /// to a class that adopts only `UIKeyInput`).
    case lettersAsTyped = "letters-as-typed"
    /// The keyboard composes inside itself: nothing reaches the view while the letters are composed, and the picked
    /// candidate (or, with Return, the letters) arrives as one `insertText(_:)`; letters still composing when the
    /// view resigns are lost.
    case keptByKeyboard = "kept-by-keyboard"
}

extension Screen {
    /// What a composing keyboard does on a `UIKeyInput`-only view; ``KeyInputComposition/lettersAsTyped`` unless
    /// set (docs/responders.md).
    public var keyInputComposition: KeyInputComposition {
        get { composition.keyInputComposition }
        set { composition.keyInputComposition = newValue }
    }
}
