// Ported for Linux by `kbsim port`
// Stands for the shape of taier/Giphy-iOS Giphy/Libs/TextField+Insets.swift (and zon/ZonKit ZonKit/TextField.swift,
// NikBeastDeve/TripLocator TripLocator/Design/Views/TLTextField.swift): padding by overriding UITextField's
// rectangle methods.
// For: a search field with 12 points of padding left and right and room for a clear button.
// Through kbsim a test should show: `textRect(forBounds:)` and `editingRect(forBounds:)` of a 200 x 36 field give
// x 12, width 176 (and less the clear button while editing); the text and caret positions kbsim reports follow
// the editing rect. On Linux the overrides compile only if KeyboardSim's UITextField declares these methods
// `open`. Known bug: `placeholderRect` is not overridden, so the placeholder sits 12 points left of the text.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

class InsetTextField: UITextField {
    var padding = UIEdgeInsets(top: 0, left: 12, bottom: 0, right: 12) {
        didSet { setNeedsLayout() }
    }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        bounds.inset(by: padding)
    }

    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.inset(by: padding)
        if clearButtonMode == .whileEditing || clearButtonMode == .always {
            rect.size.width -= clearButtonRect(forBounds: bounds).width
        }
        return rect
    }

    override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        super.clearButtonRect(forBounds: bounds).offsetBy(dx: -padding.right / 2, dy: 0)
    }
}
