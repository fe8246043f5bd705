#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A URL bar that re-sets its own text on every change (to normalise it), and the fix. Setting `text` ends an input
/// method's composition, so on the Cangjie keyboard each radical is committed as it is typed and `yrhne` leaves
/// "卜口竹弓水" in the field instead of 設 (minh-ton/reynard-browser#296, which also reports Wubi leaving its letters).
/// The fix skips the rewrite while `markedTextRange` is set, the guard Apple's documentation of marked text implies.
final class ReformattingURLBarDelegate: NSObject, UITextFieldDelegate {
    let fixed: Bool

    init(fixed: Bool) { self.fixed = fixed }

    /// Adds the reformatting action to `field`.
    func install(on field: UITextField) {
        field.addAction(
            UIAction { [fixed, weak field] _ in
                guard let field else { return }
                if fixed && field.markedTextRange != nil { return }
                field.text = (field.text ?? "").trimmingCharacters(in: .newlines)
            }, for: .editingChanged)
    }
}
