import Foundation
import KeyboardSimTranscript
// Every member of UITextInputTraits is optional on iOS: a custom `UIKeyInput` view may implement none of them and
// the keyboard uses its defaults. Swift without the Objective-C runtime has no optional requirements, so each is a
// requirement with a default implementation here: UIKit's default value, and a setter that keeps nothing (a class
// that wants to keep a trait declares the property, as on iOS).
extension UITextInputTraits {
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var smartQuotesType: UITextSmartQuotesType {
        get { .default }
        set {}
    }
    public var smartDashesType: UITextSmartDashesType {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}
