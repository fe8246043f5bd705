// A phone-number field that formats as the user types (555-123-4567) and puts the caret back after the same
// number of digits, with UITextPosition arithmetic. Deleting a dash deletes the digit before it. Only the import
// differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class PhoneNumberCaretFormatter: NSObject, UITextFieldDelegate {
    static let maxDigits = 10

    static func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }

    /// 5551234567 → 555-123-4567 (partial numbers as far as they go).
    static func format(_ digits: String) -> String {
        let d = Array(digits)
        if d.count <= 3 { return digits }
        if d.count <= 6 { return String(d[0..<3]) + "-" + String(d[3...]) }
        return String(d[0..<3]) + "-" + String(d[3..<6]) + "-" + String(d[6...])
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let current = textField.text ?? ""
        guard let swiftRange = Range(range, in: current) else { return false }
        let typed = string.filter(Self.isDigit)
        if typed.isEmpty && !string.isEmpty { return false }  // letters and symbols: refused
        var start = swiftRange.lowerBound
        if string.isEmpty && !current[swiftRange].contains(where: Self.isDigit) {
            // Backspace over a dash: delete the digit before it too.
            while start > current.startIndex {
                start = current.index(before: start)
                if Self.isDigit(current[start]) { break }
            }
        }
        let before = current[..<start].filter(Self.isDigit)
        let after = current[swiftRange.upperBound...].filter(Self.isDigit)
        let digits = before + typed + after
        guard digits.count <= Self.maxDigits else { return false }

        let formatted = Self.format(String(digits))
        textField.text = formatted
        // The caret goes after the same number of digits as the user expects.
        let digitsBeforeCaret = before.count + typed.count
        var offset = 0
        var seen = 0
        for ch in formatted {
            if seen == digitsBeforeCaret { break }
            offset += ch.utf16.count
            if Self.isDigit(ch) { seen += 1 }
        }
        if let caret = textField.position(from: textField.beginningOfDocument, offset: offset) {
            textField.selectedTextRange = textField.textRange(from: caret, to: caret)
        }
        textField.sendActions(for: .editingChanged)
        return false
    }
}
