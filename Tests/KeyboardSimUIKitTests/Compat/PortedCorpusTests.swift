@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// The iOS corpus in Examples/ios, ported by `kbsim port` into Ported/ (a committed, generated copy: see
/// docs/porting.md), compiled as part of this target, and run here.
@MainActor @Suite struct PortedCorpusTests {
    /// A checkout screen as a storyboard would build it: outlets connected, then viewDidLoad.
    @MainActor struct Checkout {
        let screen: Screen
        let controller: CheckoutViewController
        let scroll: UIScrollView
        let name: UITextField, card: UITextField, email: UITextField
        let pay: UIButton

        init() {
            screen = Screen(device: .iPhone15, notificationCenter: .default)
            controller = CheckoutViewController()
            let root = UIView(frame: screen.window.bounds)
            scroll = UIScrollView(frame: root.bounds)
            scroll.accessibilityIdentifier = "scroll"
            scroll.contentSize = CGSize(width: 393, height: 900)
            name = UITextField(frame: CGRect(x: 20, y: 100, width: 353, height: 44))
            card = UITextField(frame: CGRect(x: 20, y: 160, width: 353, height: 44))
            email = UITextField(frame: CGRect(x: 20, y: 700, width: 353, height: 44))
            pay = UIButton(type: .system)
            pay.accessibilityIdentifier = "pay"
            for (field, id) in [(name, "name"), (card, "card"), (email, "email")] {
                field.accessibilityIdentifier = id
                scroll.addSubview(field)
            }
            root.addSubview(scroll)
            root.addSubview(pay)
            controller.view = root
            controller.scrollView = scroll
            controller.nameField = name
            controller.cardField = card
            controller.emailField = email
            controller.payButton = pay
            screen.add(controller)
        }

        var animations: [AnimationRecord] {
            screen.transcript.events.compactMap { if case .animation(let a) = $0.payload { a } else { nil } }
        }
    }

    @Test("Checkout: the keyboard observer insets the scroll view by the keyboard's overlap on show, back on hide")
    func keyboardInset() throws {
        let c = Checkout()
        defer { NotificationCenter.default.removeObserver(c.controller) }
        #expect(c.scroll.contentInset == .zero)
        try c.screen.tap(c.name)
        let keyboard = c.screen.keyboard.frame
        #expect(keyboard.height == 336)
        #expect(c.scroll.contentInset.bottom == 336)
        #expect(c.scroll.verticalScrollIndicatorInsets.bottom == 336)
        let show = try #require(c.animations.first)
        #expect(show.duration == 0.25)
        #expect(show.curve == 7)
        #expect(show.changes.contains(ViewChange(view: "scroll", property: "contentInset.bottom", from: 0, to: 336)))

        c.screen.tapButton(c.pay)  // disabled until every field has text: ignored
        #expect(c.controller.payCount == 0)
        c.screen.endEditing(force: true)
        #expect(c.scroll.contentInset == .zero)
        let hide = try #require(c.animations.last)
        #expect(hide.changes.contains(ViewChange(view: "scroll", property: "contentInset.bottom", from: 336, to: 0)))
        let text = c.screen.transcript.events.map(TranscriptFormatter.textLine).filter { $0.contains("animation") }
        #expect(
            text.first?.contains("animation animate 0.25s delay 0s curve 7: scroll.contentInset.bottom 0 → 336") == true
        )
    }

    @Test("Checkout: selector target-action enables Pay; Return moves focus; the card formatter groups digits")
    func checkoutFlow() throws {
        let c = Checkout()
        defer { NotificationCenter.default.removeObserver(c.controller) }
        try c.screen.tap(c.name)
        try c.screen.type("Ann\n")
        #expect(c.card.isFirstResponder)
        try c.screen.type("4242424242424242")
        #expect(c.card.text == "4242 4242 4242 4242")
        #expect(!c.pay.isEnabled)
        try c.screen.tap(c.email)  // number pads have no Return key on iPhone: the user taps the next field
        #expect(c.email.isFirstResponder)
        // textFieldDidBeginEditing scrolled the email field (y 700…744) above the keyboard it knew: on a device
        // didBegin runs before the keyboard notifications, so the overlap is still the number pad's (visible
        // 0…561), not the letter keyboard's that WillShow then reports (0…516): the field ends 45 pt under the
        // keyboard, a real bug of this shape of keyboard-avoidance code.
        #expect(c.scroll.contentOffset.y == 183)
        try c.screen.type("a@b.co")
        #expect(c.pay.isEnabled)
        c.screen.tapButton(c.pay)
        #expect(c.controller.payCount == 1)
        #expect(c.screen.firstResponder == nil)
        #expect(c.scroll.contentInset == .zero)
    }

    @Test("Legacy login: pre-4.2 names, `as? CGRect`, NSNotification handler, a constraint animated with the keyboard")
    func legacyLogin() throws {
        let screen = Screen(device: .iPhone15, notificationCenter: .default)
        let controller = LegacyLoginViewController()
        defer { NotificationCenter.default.removeObserver(controller) }
        let root = UIView(frame: screen.window.bounds)
        let user = UITextField(frame: CGRect(x: 20, y: 300, width: 353, height: 44))
        let password = UITextField(frame: CGRect(x: 20, y: 360, width: 353, height: 44))
        root.addSubview(user)
        root.addSubview(password)
        let bottom = NSLayoutConstraint()
        bottom.identifier = "bottom"
        bottom.isActive = true
        defer { bottom.isActive = false }
        controller.view = root
        controller.usernameField = user
        controller.passwordField = password
        controller.bottomConstraint = bottom
        screen.add(controller)
        #expect(password.isSecureTextEntry)

        try screen.tap(user)
        #expect(bottom.constant == 336)
        let animations = screen.transcript.events.compactMap {
            if case .animation(let a) = $0.payload { a } else { nil }
        }
        #expect(animations.last?.changes == [ViewChange(view: "bottom", property: "constant", from: 0, to: 336)])
        #expect(animations.last?.duration == 0.25)
        _ = screen.resign(user)
        #expect(bottom.constant == 0)
    }

    @Test(
        "LimitedLengthTextField: a storyboard field (init(coder:), awakeFromNib sets the delegate) stops at maxLength")
    func limitedLength() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = screen.addFromStoryboard(LimitedLengthTextField.self, name: "code")
        field.maxLength = 4
        #expect(field.delegate === field)
        try screen.tap(field)
        try screen.type("123456")
        #expect(field.text == "1234")
    }

    @Test("CardNumberFormatter keeps the caret after the same digit when a digit is inserted mid-number")
    func cardCaret() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        field.keyboardType = .numberPad
        let formatter = CardNumberFormatter()
        field.delegate = formatter
        screen.add(field, name: "card")
        try screen.tap(field)
        try screen.type("12345678")
        #expect(field.text == "1234 5678")
        #expect(field.selectedRange == NSRange(location: 9, length: 0))
        try screen.moveCaret(to: 2)  // 12|34 5678
        try screen.type("9")
        #expect(field.text == "1293 4567 8")
        #expect(field.selectedRange == NSRange(location: 3, length: 0))
        try screen.moveCaret(to: 5)  // 1293 |4567 8
        try screen.backspace()  // deletes the space: the digit count is unchanged, regrouped
        #expect(field.text == "1293 4567 8")
    }

    @Test("NextFieldNavigator: Return moves by viewWithTag(tag + 1); the last field resigns and submits")
    func nextField() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let navigator = NextFieldNavigator()
        var submitted = 0
        navigator.onSubmit = { submitted += 1 }
        let container = UIView()
        let fields = (1...3).map { tag -> UITextField in
            let f = UITextField()
            f.tag = tag
            f.delegate = navigator
            container.addSubview(f)
            return f
        }
        screen.add(container)
        try screen.tap(fields[0])
        try screen.type("a\nb\n")
        #expect(fields[2].isFirstResponder)
        try screen.type("c\n")
        #expect(screen.firstResponder == nil)
        #expect(submitted == 1)
        #expect(fields.map(\.text) == ["a", "b", "c"])
    }

    @Test("EmailFieldValidator: NSPredicate regex, a selector observer for one field, the error label")
    func emailValidator() throws {
        let screen = Screen(notificationCenter: .default)
        let field = UITextField()
        field.keyboardType = .emailAddress
        let label = UILabel()
        let validator = EmailFieldValidator(field: field, errorLabel: label)
        defer { NotificationCenter.default.removeObserver(validator) }
        screen.add(field, name: "email")
        screen.add(label, name: "error")
        try screen.tap(field)
        try screen.type("ann@example")
        #expect(!validator.isValid)
        _ = screen.resign(field)
        #expect(!label.isHidden)
        #expect(label.text == "Enter a valid email address")
        #expect(field.layer.borderColor?.color == .red)
        try screen.tap(field)
        try screen.type(".com")
        #expect(validator.isValid)  // the text-did-change observer re-checked it
        #expect(label.isHidden)
        #expect("a@b.co".isValidEmail && !"a@b".isValidEmail && !"@b.co".isValidEmail)
    }

    @Test("UppercaseDelegate sets text and returns true: kbsim applies the typed character again (behaviour.md)")
    func setsTextReturnsTrue() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        let delegate = UppercaseDelegate()
        field.delegate = delegate
        screen.add(field, name: "code")
        try screen.tap(field)
        try screen.type("a")
        // The delegate made "A"; UIKit then inserts the replacement "a" at the original range [0,0].
        #expect(field.text == "aA")
    }
}
