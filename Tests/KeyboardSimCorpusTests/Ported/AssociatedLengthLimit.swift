// Ported for Linux by `kbsim port`
// Stands for the shape of SK1TL/TrackerApp TrackerApp/Helpers+Extencion/UITextField.swift (also
// archerLj/SmartCard SmartCard/SmartCard/Extension/UITextField_Ext.swift): a stored property added to
// UITextField by an extension through `objc_setAssociatedObject`, a global key, and a `.editingChanged` target.
// For: a habit-name field limited to 38 characters from code (`nameField.limitedLength = 38`).
// Through kbsim a test should show: the 39th character is cut right after it is typed; the limit is per field
// (two fields with different limits keep theirs). Known bug: the cut keeps the first 38 characters, so inserting
// in the middle of a full field drops the last character and the caret jumps to the end; and the key is a
// global `var`, which Swift 6 language mode refuses (on iOS too).
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

private var limitedLengthKey: UInt8 = 0

extension UITextField {
    var limitedLength: Int {
        get {
            (objc_getAssociatedObject(self, &limitedLengthKey) as? Int) ?? Int.max
        }
        set {
            objc_setAssociatedObject(self, &limitedLengthKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            addTarget(self, action: Selector(cutToLimitedLength), for: .editingChanged)
        }
    }

    private func cutToLimitedLength() {
        if let text = self.text, text.count > limitedLength {
            self.text = String(text.prefix(limitedLength))
        }
    }
}
