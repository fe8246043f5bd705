// Ported for Linux by `kbsim port`
// Stands for the shape of sahilshaligram/StToast StToast/Classes/Extensions.swift: screen metrics read once into
// globals (`let screenWidth = UIScreen.main.bounds.size.width`), and a mutable global style used by a factory.
// For: building the search field of a list screen in code, full width minus margins.
// Through kbsim a test should show: on an iPhone 15 screen the field is 393 - 32 = 361 points wide, has the
// search return key and a clear button while editing. Known bug: the globals are read once, at first use, so
// the width is wrong after a rotation or on an iPad in split view (a test changing the device after first use
// sees the old width). In Swift 6 language mode the globals do not compile on iOS either (UIScreen.main is
// main-actor isolated; `var` globals are shared mutable state).
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

let screenWidth = UIScreen.main.bounds.size.width
let screenHeight = UIScreen.main.bounds.size.height
var searchFieldFont = UIFont.systemFont(ofSize: 17)
let horizontalMargin: CGFloat = 16

func makeSearchField(placeholder: String) -> UITextField {
    let width = screenWidth - 2 * horizontalMargin
    let field = UITextField(frame: CGRect(x: horizontalMargin, y: 8, width: width, height: 36))
    field.placeholder = placeholder
    field.font = searchFieldFont
    field.borderStyle = .roundedRect
    field.returnKeyType = .search
    field.clearButtonMode = .whileEditing
    field.autocorrectionType = .no
    field.enablesReturnKeyAutomatically = true
    return field
}

extension UIScreen {
    static var isCompactHeight: Bool { screenHeight < 700 }
}
