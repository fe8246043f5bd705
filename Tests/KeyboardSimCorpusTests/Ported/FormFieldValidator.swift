// Ported for Linux by `kbsim port`
// Stands for the shape of alusev/EGFormValidator Classes/Validator.swift: a plain helper type (here an NSObject
// subclass, neither a view nor a delegate, so not main-actor isolated) that reads fields and styles them.
// For: checking the required fields of a form on "Save" and outlining the empty ones in red.
// Through kbsim a test should show: with one empty field of three, `validate` returns false, the empty field has
// a red 1-point border and the others none; `firstInvalid` becomes first responder. Known bug: a field holding
// only spaces counts as filled. In Swift 6 language mode this helper does not compile on iOS either (it calls
// main-actor UIKit API from a nonisolated class); in Swift 5 mode it compiles there, with warnings at most.
#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

final class FormFieldValidator: NSObject {
    let requiredFields: [UITextField]
    var errorColor = UIColor.systemRed

    init(requiredFields: [UITextField]) {
        self.requiredFields = requiredFields
        super.init()
    }

    var firstInvalid: UITextField? {
        requiredFields.first { ($0.text ?? "").isEmpty }
    }

    func validate() -> Bool {
        var valid = true
        for field in requiredFields {
            let empty = (field.text ?? "").isEmpty
            field.layer.borderWidth = empty ? 1 : 0
            field.layer.borderColor = empty ? errorColor.cgColor : nil
            valid = valid && !empty
        }
        if let first = firstInvalid {
            first.becomeFirstResponder()
        }
        return valid
    }
}
