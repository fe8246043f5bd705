// Ported for Linux by `kbsim port`
// Stands for the shape of kostindevelop/TimeLine TimeLine/Sources/Utilities/Extension/UITextFieldExtension.swift
// (also alusev/EGFormValidator Classes/UITextField+maxLength.swift): an @IBInspectable `maxLength` on every
// UITextField, kept in a global mutable dictionary, enforced in `.editingChanged` by cutting the text.
// For: setting a limit on any field in Interface Builder, no delegate needed.
// Through kbsim a test should show: with `maxLength = 5`, typing "abcdefg" leaves "abcde"; the old selection is
// put back, which after typing at the end lies past the new end (where UIKit leaves the caret then is what a
// test pins down). Known bug: there is no `markedTextRange` check, so pinyin at the limit is cut while
// still being composed (the marked letters are chopped and the candidate bar loses them), and inserting in the
// middle of a full field drops the last character instead of refusing the insertion.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

private var maxLengths = [UITextField: Int]()

extension UITextField {
    @IBInspectable var maxLength: Int {
        get {
            guard let length = maxLengths[self] else {
                return Int.max
            }
            return length
        }
        set {
            maxLengths[self] = newValue
            addTarget(self, action: Selector(limitLength), for: .editingChanged)
        }
    }

    func limitLength(textField: UITextField) {
        guard let prospectiveText = textField.text, prospectiveText.count > maxLength else {
            return
        }
        let selection = selectedTextRange
        let maxCharIndex = prospectiveText.index(prospectiveText.startIndex, offsetBy: maxLength)
        text = String(prospectiveText[..<maxCharIndex])
        selectedTextRange = selection
    }
}
