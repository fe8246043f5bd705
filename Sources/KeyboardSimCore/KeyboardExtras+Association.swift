import Foundation
import KeyboardSimIME
import KeyboardSimUIKit

// Association candidates (docs/system-insertions.md, "Association candidates"): after the Chinese keyboard commits,
// its bar offers words that continue the text; a pick goes in without asking the delegate.

/// What the Chinese keyboard committed last into a field.
struct CommittedText {
    weak var field: UITextField?
    var text: String
}

extension KeyboardExtras {
    /// The association candidates the pinyin keyboard shows now: words that continue the text it committed last
    /// (empty when it is not on, is composing, or the caret is not right after that text).
    var associationCandidates: [String] {
        guard let field = firstResponder, let c = lastCommit, c.field === field,
            let pinyin = composition.inputMethodApplies(to: field) as? PhoneticInputMethod, !pinyin.isComposing,
            field.storage.selection.length == 0, field.storage.marked == nil
        else { return [] }
        let caret = field.storage.selection.location, n = c.text.utf16.count
        guard caret >= n, field.storage.text(in: NSRange(location: caret - n, length: n)) == c.text else { return [] }
        return pinyin.engine.dictionary.associations(after: c.text)
    }

    /// Picks association candidate `index`: its text is inserted at the caret **without asking the delegate**, then
    /// `editingChanged` and the change notification follow (candidate-bar taps skip `shouldChangeCharactersIn`); the
    /// bar then offers associations of the picked text.
    func pickAssociation(_ index: Int) throws {
        let route = transcript.enter(route: "association"); defer { transcript.leave(route: route) }
        let field = try editingField(for: "association")
        settleKeyboardExtras()
        let list = associationCandidates
        guard index >= 0, index < list.count else {
            record(
                user: .association, field: field, value: String(index),
                ignored: list.isEmpty
                    ? "no association candidates show (the pinyin keyboard shows them right after a commit, caret after it)"
                    : "there are \(list.count) association candidates")
            return
        }
        let text = list[index]
        record(user: .association, field: field, value: "\(index) \(text)")
        field.performUserEdit(range: field.storage.selection, replacement: text, asks: false)
        lastCommit = CommittedText(field: field, text: text)
    }
}
