import Foundation
import KeyboardSimTranscript
// Trait enums with UIKit's raw values (docs/uikit-behavior.md §3; UIKit headers as quoted there).

/// The kind of keyboard a text field brings up. Raw values are UIKit's.
public enum UIKeyboardType: Int, Sendable, CaseIterable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    /// iOS 4.1: a number pad with the locale's decimal separator.
    case decimalPad = 8
    /// iOS 5: easy access to `@` and `#`.
    case twitter = 9
    /// iOS 7: space and `.` prominent.
    case webSearch = 10
    /// iOS 10: a number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11

    /// Deprecated UIKit spelling of ``asciiCapable`` (same raw value, 1).
    public static let alphabet = UIKeyboardType.asciiCapable

    /// The UIKit case name, e.g. `emailAddress` (used in transcripts and on the command line).
    public var name: String {
        switch self {
        case .default: "default"
        case .asciiCapable: "asciiCapable"
        case .numbersAndPunctuation: "numbersAndPunctuation"
        case .URL: "URL"
        case .numberPad: "numberPad"
        case .phonePad: "phonePad"
        case .namePhonePad: "namePhonePad"
        case .emailAddress: "emailAddress"
        case .decimalPad: "decimalPad"
        case .twitter: "twitter"
        case .webSearch: "webSearch"
        case .asciiCapableNumberPad: "asciiCapableNumberPad"
        }
    }

    /// The number pads: no letters, no predictive bar on iPhone (docs/uikit-behavior.md §2, §3).
    public var isNumberPad: Bool {
        switch self {
        case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: true
        default: false
        }
    }
}

/// The title of the keyboard's return key. Raw values are UIKit's.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall
    /// iOS 9.
    case `continue` = 11

    /// The UIKit case name, e.g. `next`.
    public var name: String {
        switch self {
        case .default: "default"
        case .go: "go"
        case .google: "google"
        case .join: "join"
        case .next: "next"
        case .route: "route"
        case .search: "search"
        case .send: "send"
        case .yahoo: "yahoo"
        case .done: "done"
        case .emergencyCall: "emergencyCall"
        case .continue: "continue"
        }
    }
}

/// Light or dark keyboard. `alert` is the same value as `dark` (UIKit header).
public enum UIKeyboardAppearance: Int, Sendable, CaseIterable {
    case `default` = 0, dark = 1, light = 2
    /// Deprecated UIKit spelling of ``dark``.
    public static let alert = UIKeyboardAppearance.dark
    public var name: String {
        switch self {
        case .default: "default";
        case .dark: "dark";
        case .light: "light"
        }
    }
}

/// Automatic capitalization. Raw values are UIKit's.
public enum UITextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none = 0, words, sentences, allCharacters
    public var name: String {
        switch self {
        case .none: "none";
        case .words: "words";
        case .sentences: "sentences";
        case .allCharacters: "allCharacters"
        }
    }
}

/// Autocorrection. Raw values are UIKit's.
public enum UITextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
    public var name: String {
        switch self {
        case .default: "default";
        case .no: "no";
        case .yes: "yes"
        }
    }
}

/// Spell checking. Raw values are UIKit's.
public enum UITextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
}

/// Smart quotes (iOS 11). Raw values are UIKit's.
public enum UITextSmartQuotesType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
    public var name: String {
        switch self {
        case .default: "default";
        case .no: "no";
        case .yes: "yes"
        }
    }
}

/// Smart dashes (iOS 11). Raw values are UIKit's.
public enum UITextSmartDashesType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
    public var name: String {
        switch self {
        case .default: "default";
        case .no: "no";
        case .yes: "yes"
        }
    }
}

/// Inline predictions (iOS 17): the gray completion the keyboard shows after the caret while a word is typed.
/// Raw values are UIKit's (`UITextInlinePredictionType`).
public enum UITextInlinePredictionType: Int, Sendable, CaseIterable {
    case `default` = 0, no, yes
    public var name: String {
        switch self {
        case .default: "default";
        case .no: "no";
        case .yes: "yes"
        }
    }
}

/// When an overlay view (the clear button, `leftView`, `rightView`) shows. Raw values are UIKit's.
public enum UITextFieldViewMode: Int, Sendable, CaseIterable {
    case never = 0, whileEditing, unlessEditing, always
    public var name: String {
        switch self {
        case .never: "never";
        case .whileEditing: "whileEditing";
        case .unlessEditing: "unlessEditing";
        case .always: "always"
        }
    }
}

/// The border style of a text field (stored only; kbsim draws nothing).
public enum UITextBorderStyle: Int, Sendable, CaseIterable {
    case none = 0, line, bezel, roundedRect
}

/// The semantic meaning of a field's content (AutoFill hints). UIKit's string values.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let emailAddress = UITextContentType("email")
    public static let telephoneNumber = UITextContentType("tel")
    public static let URL = UITextContentType("url")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let postalCode = UITextContentType("postal-code")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let countryName = UITextContentType("country-name")
    public static let organizationName = UITextContentType("organization")
}

/// The traits a text input object offers to the keyboard (UIKit's `UITextInputTraits`).
@preconcurrency @MainActor public protocol UITextInputTraits: AnyObject {
    var keyboardType: UIKeyboardType { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
}
