// Ported for Linux by `kbsim port`
// Stands for the shape of o2oa/o2oa o2ios/O2Platform/Framework/JMessage/Utilites/Extension/UITextInput+JChat.swift:
// the CJK-safe limit, applied in `.editingChanged` only when `markedTextRange == nil`.
// For: a chat-group title field of at most 10 characters that Chinese users type with pinyin.
// Through kbsim a test should show: while pinyin is marked nothing is cut; after the candidate is committed the
// text is cut to 10 Characters (an emoji counts once) and the caret is put at the end. Known bug: the cut always
// drops the tail, so inserting in the middle of a full field deletes the last characters, not the inserted ones.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class ComposingLimitTextField: UITextField {
    var maxCharacters = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        addTarget(self, action: Selector(limitText), for: .editingChanged)
    }

    private func limitText() {
        guard markedTextRange == nil, let text = text, text.count > maxCharacters else { return }
        self.text = String(text.prefix(maxCharacters))
        let end = endOfDocument
        selectedTextRange = textRange(from: end, to: end)
    }
}
