@testable import KeyboardSimTestSupport
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting
import KeyboardSimPort

/// The files beside this one were written for iOS; these tests run them on kbsim.
@MainActor @Suite struct IOSDelegateTests {
    @Test("An iOS UITextField subclass that is its own delegate (MaxLengthTextField) compiles and limits typing")
    func maxLengthSubclass() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = MaxLengthTextField(frame: .zero)
        field.maxLength = 5
        screen.add(field, name: "code")
        try screen.tap(field)
        try screen.type("abcdefg")
        #expect(field.text == "abcde")
        let answers = screen.transcript.delegateCalls(.shouldChangeCharacters).map(\.returned)
        #expect(answers == [true, true, true, true, true, false, false])
    }

    @Test("A formatter that sets text and returns false (NSString/Range(_:in:) style) keeps the field consistent")
    func phoneFormatter() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        let formatter = PhoneNumberFormatter()
        field.delegate = formatter
        screen.add(field, name: "phone")
        try screen.tap(field)
        try screen.type("5551234567")
        #expect(field.text == "(555) 123-4567")
        #expect(field.selectedRange == NSRange(location: 14, length: 0))
        try screen.backspace()
        #expect(field.text == "(555) 123-456")
    }

    @Test("A next-field return key moves focus with a change-frame pair only; observers read userInfo as iOS code does")
    func signUpForm() throws {
        let center = NotificationCenter()
        let screen = Screen(device: .iPhone15, notificationCenter: center)
        let form = SignUpForm(center: center)
        screen.add(form.nameField, name: "name")
        screen.add(form.emailField, name: "email")
        try screen.tap(form.nameField)
        #expect(form.keyboardHeight == 336)
        #expect(form.lastAnimationDuration == 0.25)
        try screen.type("Ann\n")
        #expect(form.emailField.isFirstResponder)
        let afterReturn = screen.transcript.notificationNames.drop { $0 != "UITextFieldTextDidEndEditingNotification" }
        #expect(!afterReturn.contains("UIKeyboardWillHideNotification"))
        #expect(afterReturn.contains("UIKeyboardWillChangeFrameNotification"))
        try screen.type("a@b.c\n")
        #expect(!form.emailField.isFirstResponder)
        #expect(form.keyboardHeight == 0)
    }
}
