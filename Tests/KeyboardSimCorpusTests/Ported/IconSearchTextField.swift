// Ported for Linux by `kbsim port`
// Stands for the shape of Skyscanner/SkyFloatingLabelTextField SkyFloatingLabelTextField/SkyFloatingLabelTextFieldExample/Example4/IconTextField.swift:
// a field with an icon in `leftView` (a UIImageView), a themed placeholder, and a layer border that changes with
// editing.
// For: the search box of a list, magnifier on the left, blue border while editing.
// Through kbsim a test should show: `leftViewMode == .always`, the border is 1 point gray, 2 points blue while
// editing (didBegin/didEnd through the control events), gray again after. On Linux `UIImage`/`UIImageView`, the
// system colours and `NSAttributedString.Key` must exist in KeyboardSim (inert) for the icon lines to compile.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class IconSearchTextField: UITextField {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        icon.tintColor = .secondaryLabel
        icon.contentMode = .center
        icon.frame = CGRect(x: 0, y: 0, width: 32, height: 20)
        leftView = icon
        leftViewMode = .always
        attributedPlaceholder = NSAttributedString(string: "Search",
                                                  attributes: [.foregroundColor: UIColor.tertiaryLabel])
        layer.cornerRadius = 8
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray4.cgColor
        addTarget(self, action: Selector(editingBegan), for: .editingDidBegin)
        addTarget(self, action: Selector(editingEnded), for: .editingDidEnd)
    }

    private func editingBegan() {
        layer.borderWidth = 2
        layer.borderColor = UIColor.systemBlue.cgColor
    }

    private func editingEnded() {
        layer.borderWidth = 1
        layer.borderColor = UIColor.systemGray4.cgColor
    }
}
