// Stands for the shape of vokal/Xcode-Template Vokal-Swift.xctemplate/BaseTextField.swift: a field whose set-up
// (here: being its own delegate) runs in `awakeFromNib()`, so only storyboard instances get it.
// For: a voucher-code field that shows what is typed in upper case.
// Through kbsim a test should show: made by `init(coder:)` (as a storyboard makes it), typing "abc1" shows "ABC1";
// made in code, it never gets `awakeFromNib()` (on iOS neither), so it has no delegate and stays lower case. Known
// bug: the
// text is replaced and false returned, so the caret jumps to the end after every key, even when typing in the
// middle, and the field's `.editingChanged` is never sent.
import UIKit

class UppercaseCodeField: UITextField, UITextFieldDelegate {
    private var isSetUp = false

    override func awakeFromNib() {
        super.awakeFromNib()
        commonInit()
    }

    func commonInit() {
        guard !isSetUp else { return }
        isSetUp = true
        delegate = self
        autocapitalizationType = .allCharacters
        autocorrectionType = .no
        spellCheckingType = .no
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange,
                   replacementString string: String) -> Bool {
        guard let text = textField.text, let swiftRange = Range(range, in: text) else { return true }
        textField.text = text.replacingCharacters(in: swiftRange, with: string.uppercased())
        return false
    }
}
