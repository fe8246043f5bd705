import Foundation
import KeyboardSimIME
import KeyboardSimUIKit

// Input methods as the screen offers them: the composition host (CompositionHost.swift) holds the input method
// and applies its actions.

extension Screen {
    /// The input method in use (pinyin), with its composition, or nil.
    public var inputMethod: (any InputMethod)? { composition.inputMethod }

    /// Switches the input method (nil: none). The keyboard changes: while editing, a change-frame pair is posted.
    /// A composition in progress stays in the field as typed.
    /// With a keyboard up, a switch that changes the keyboard's language posts
    /// `UITextInputCurrentInputModeDidChangeNotification` (object nil, the previous mode in `userInfo`), during
    /// which the field's `textInputMode` still reports the previous keyboard (docs/text-views.md, "Input modes").
    public func useInputMethod(_ ime: (any InputMethod)?) {
        composition.use(ime)
        if let field = firstResponder { keyboardTransition { keyboard.inputMethodChanged(for: field) } }
    }

    package func inputMode(for field: UITextField) -> UITextInputMode? { composition.inputMode(for: field) }

    package var activeInputLanguages: [String] { composition.activeInputLanguages }

    /// The input method that types into this field: not secure fields (iOS switches them to an English
    /// keyboard), not asciiCapable, not the number pads, not with a hardware keyboard.
    package func inputMethodApplies(to field: UITextField) -> (any InputMethod)? {
        composition.inputMethodApplies(to: field)
    }

    /// The field reports app code (or the user) ending or disturbing the composition.
    package func compositionInterrupted(in field: UITextField, by interruption: CompositionInterruption) {
        composition.compositionInterrupted(in: field, by: interruption)
    }

    /// Picks candidate `index` (0-based, over the whole list) of the composition in the editing field.
    public func pickCandidate(_ index: Int) throws {
        let field = try editingField(for: "candidate")
        extras.settleKeyboardExtras()
        try composition.pickCandidate(index, in: field)
    }
}
