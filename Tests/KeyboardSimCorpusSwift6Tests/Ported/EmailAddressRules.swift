// Ported for Linux by `kbsim port`
// Stands for the shape of tilvin/eldritch_horror_cards EldritchHorrorCards/EldritchHorrorCards/Common/Public/Helpers/Extensions/Foundation/NSPredicateExtension.swift:
// a file that imports only Foundation and validates with `NSPredicate(format: "SELF MATCHES %@", regex)`.
// For: the e-mail check behind a sign-up form's field (called from textFieldDidEndEditing elsewhere).
// Through kbsim a test should show: "anna@example.com" is valid, "anna@", "anna.example.com" and "" are not.
// Known bug: the pattern accepts "anna@example..com" and "anna@-example.com", and refuses internationalised
// addresses such as "zoë@exämple.de". On Linux, corelibs Foundation has no predicate strings, so this file only
// works if it sees KeyboardSim's NSPredicate although it imports only Foundation: the port has to give it one.
#if canImport(UIKit)
import Foundation
#else
import KeyboardSim
#endif

extension NSPredicate {
    static var emailAddress: NSPredicate {
        let pattern = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        return NSPredicate(format: "SELF MATCHES %@", pattern)
    }
}

extension String {
    var isValidEmailAddress: Bool {
        NSPredicate.emailAddress.evaluate(with: self)
    }

    var trimmedEmailAddress: String {
        trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
    }
}
