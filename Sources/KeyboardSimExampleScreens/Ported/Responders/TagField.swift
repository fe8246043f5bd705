// Ported for Linux by `kbsim port`
// A tag field on the default keyboard: one `UIKeyInput` view (no `UITextInput`) that turns what is typed into a tag
// on return or a comma, and brings the last tag back for editing on a backspace with nothing typed. `text` is what
// it shows: each tag followed by a comma, then the word being typed. `keepsTextOnBackspace: false` is the planted
// bug: a backspace clears the whole word being typed. Written for this project as an iOS developer writes the view;
// `kbsim port Examples/responders` ports it.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class TagField: UIView, UIKeyInput {
    /// The tags, in order.
    private(set) var tags: [String] = []
    /// The word being typed.
    private(set) var draft = ""
    /// Whether a backspace removes one character (the fix) or the whole word being typed (the bug).
    let keepsTextOnBackspace: Bool
    /// Called when a tag is added.
    var onTagsChanged: (([String]) -> Void)?

    // UITextInputTraits: the default keyboard, no capitals or corrections in tags, Done on the return key.
    var returnKeyType: UIReturnKeyType = .done
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var autocorrectionType: UITextAutocorrectionType = .no

    init(keepsTextOnBackspace: Bool = true) {
        self.keepsTextOnBackspace = keepsTextOnBackspace
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override var canBecomeFirstResponder: Bool { true }

    /// What the field shows: "swift,ios,wor" for the tags swift and ios with "wor" being typed.
    var text: String { tags.map { $0 + "," }.joined() + draft }

    private func commitDraft() {
        let tag = draft.trimmingCharacters(in: .whitespaces)
        draft = ""
        guard !tag.isEmpty else { return }
        tags.append(tag)
        onTagsChanged?(tags)
    }

    // MARK: UIKeyInput

    var hasText: Bool { !tags.isEmpty || !draft.isEmpty }

    func insertText(_ text: String) {
        for c in text {
            if c == "\n" || c == "," { commitDraft() } else { draft.append(c) }
        }
    }

    func deleteBackward() {
        if !draft.isEmpty {
            if keepsTextOnBackspace { draft.removeLast() } else { draft = "" }
        } else if let last = tags.popLast() {
            draft = last
            onTagsChanged?(tags)
        }
    }
}
