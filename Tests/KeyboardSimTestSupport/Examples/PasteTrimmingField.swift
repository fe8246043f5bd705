// A code field with a 10-character limit split in two: pastes are trimmed to the room left in an overridden
// `paste(_:)`, and the delegate checks typing one character at a time, letting longer strings through because
// "those are pastes, already trimmed". A drop is one delegate call with the whole dropped text that does not go
// through `paste(_:)`, so it passes the limit (tidev/titanium-sdk#13123 shows drops reaching a length limit).
// The fixed delegate checks the resulting length of every change. Only the import differs from the iOS file.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class PasteTrimmingField: UITextField {
    let limit: Int

    init(limit: Int) {
        self.limit = limit
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) {
        limit = 10
        super.init(coder: coder)
    }

    override func paste(_ sender: Any?) {
        guard let pasted = UIPasteboard.general.string else { return }
        let text = self.text ?? ""
        let selected = selectedTextRange.map { self.text(in: $0) ?? "" } ?? ""
        let room = max(0, limit - (text.count - selected.count))
        insertText(String(pasted.prefix(room)))
    }
}

final class LengthLimitDelegate: NSObject, UITextFieldDelegate {
    let limit: Int
    /// Whether every change is checked (the fix), or only single characters (the bug).
    let checksEveryChange: Bool

    init(limit: Int, checksEveryChange: Bool) {
        self.limit = limit
        self.checksEveryChange = checksEveryChange
        super.init()
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        if !checksEveryChange && string.count > 1 { return true }  // pastes are trimmed in paste(_:)
        let text = textField.text ?? ""
        guard let r = Range(range, in: text) else { return false }
        return string.isEmpty || text.replacingCharacters(in: r, with: string).count <= limit
    }
}
