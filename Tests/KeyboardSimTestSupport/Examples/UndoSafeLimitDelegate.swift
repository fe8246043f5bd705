import Foundation
import KeyboardSim

/// A 20-character limit on the new length (the common check). `guardsUndo` adds the fix for the undo crash:
/// refuse a range that reaches past the text, which only undo's unclamped replay hands in (WeChat's crash:
/// paste at the limit, refused, then undo; docs/system-insertions.md).
final class UndoSafeLimitDelegate: NSObject, UITextFieldDelegate {
    let limit: Int
    let guardsUndo: Bool
    init(limit: Int, guardsUndo: Bool) { self.limit = limit; self.guardsUndo = guardsUndo }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let length = (textField.text ?? "").utf16.count
        if guardsUndo && range.location + range.length > length { return false }
        return length - range.length + string.utf16.count <= limit
    }
}
