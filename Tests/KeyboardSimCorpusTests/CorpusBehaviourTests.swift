import Foundation
import Testing
import KeyboardSim

// One test per file of Examples/corpus, on its port in Ported/ (make ported-corpus): what the file's first comment
// says a test through kbsim should show — its correct behaviour and its documented bug, reproduced. This target is
// built in Swift 5 language mode, as such code is; KeyboardSimCorpusSwift6Tests compiles the same port in Swift 6
// mode, less the files whose port report names a Swift 6 error (the code's own, as on iOS).

/// A text field in a container, as a storyboard scene has it: the container is shown, the field is named.
@MainActor private func showInContainer(_ session: KeyboardSession, _ fields: [String: UITextField]) {
    let container = UIView(frame: session.screen.window.bounds)
    var y: CGFloat = 100
    for (_, field) in fields.sorted(by: { $0.key < $1.key }) {
        if field.frame == .zero { field.frame = CGRect(x: 16, y: y, width: 361, height: 34) }
        y += 50
        container.addSubview(field)
    }
    session.retain(container)
    session.show(container) { _ in fields }
}

@MainActor private func currency(_ value: Double) -> String {
    let f = NumberFormatter()
    f.numberStyle = .currency
    f.locale = Locale.current
    return f.string(from: NSNumber(value: value))!
}

@MainActor @Suite struct CorpusBehaviourTests {
    // MARK: Text views and search bars

    @Test(
        "CommentBoxTextView: pinyin composes past 140 and the commit is truncated; return sends; Search runs the query once"
    )
    func commentBox() throws {
        let session = KeyboardSession()
        let controller = CommentBoxController()
        session.retain(controller)
        session.addTextView("comment", view: controller.textView)
        session.addSearchBar("search", bar: controller.searchBar)
        controller.textView.text = String(repeating: "a", count: 139)
        try session.tap("comment")
        try session.usePinyin()
        try session.keys("nihao")
        #expect(controller.textView.markedTextRange != nil)
        try session.keys("{space}")
        #expect(controller.textView.text == String(repeating: "a", count: 139) + "你")
        session.useNoInputMethod()
        try session.tapReturn()
        #expect(controller.sent.count == 1)
        #expect(controller.textView.text == "")
        try session.tap("search")
        try session.type("cat")
        try session.tapReturn()
        #expect(controller.queries == ["cat"])
        #expect(!controller.searchBar.isFirstResponder)
    }

    // MARK: Length limits

    @Test("UsernameLengthDelegate: 10 UTF-16 units; select-all + type at the limit works; bug: five emoji fill it")
    func usernameLength() throws {
        let session = KeyboardSession()
        session.addField("user") { $0.autocapitalizationType = .none }
        session.attach(UsernameLengthDelegate(), to: try session.field("user"))
        try session.tap("user")
        try session.type("abcdefghijkl")
        session.expect("user", text: "abcdefghij")
        try session.select(0, 10)
        try session.type("x")
        session.expect("user", text: "x")
        try session.setText("user", "")
        try session.paste("😀😀😀😀😀😀")  // 12 units: refused whole
        session.expect("user", text: "")
        for _ in 0..<6 { try session.paste("😀") }
        session.expect("user", text: "😀😀😀😀😀")  // bug: five emoji are "10 characters"
    }

    @Test(
        "NicknameCountDelegate: eight fit, a ninth is refused; bug: pasting two letters over a selected emoji gives nine"
    )
    func nicknameCount() throws {
        let session = KeyboardSession()
        let delegate = NicknameCountDelegate()
        session.addField("nick") { $0.autocapitalizationType = .none }
        session.attach(delegate, to: try session.field("nick"))
        try session.tap("nick")
        try session.type("abcdefghi")
        session.expect("nick", text: "abcdefgh")
        try session.backspace()
        session.expect("nick", text: "abcdefg")
        try session.paste("😀")
        try session.select(7, 2)
        try session.paste("xy")  // 8 + 2 - 2 = 8 by the delegate's count
        session.expect("nick", text: "abcdefgxy")
        #expect(try session.field("nick").text?.count == 9)
    }

    @Test("ProfileNameViewController: stops at 8; bug: select-all + type at the limit is refused")
    func profileName() throws {
        let session = KeyboardSession()
        let controller = ProfileNameViewController()
        let root = UIView(frame: session.screen.window.bounds)
        let name = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 34))
        let city = UITextField(frame: CGRect(x: 16, y: 150, width: 361, height: 34))
        root.addSubview(name); root.addSubview(city)
        controller.view = root
        controller.nameField = name
        controller.cityField = city
        session.show(controller) { ["name": $0.nameField, "city": $0.cityField] }
        try session.tap("name")
        try session.type("Annabelle Lee")
        session.expect("name", text: "Annabell")
        try session.backspace()
        session.expect("name", text: "Annabel")
        try session.type("l")
        try session.select(0, 8)
        try session.type("B")  // "Annabell" + "B" counts 9: refused
        session.expect("name", text: "Annabell")
        try session.tapReturn()
        session.expect("city", firstResponder: true)
    }

    @Test(
        "ComposingLimitTextField: marked pinyin is not cut; after the commit the text is cut to 10 characters, caret at the end"
    )
    func composingLimit() throws {
        let session = KeyboardSession()
        let field = ComposingLimitTextField(frame: CGRect(x: 16, y: 100, width: 361, height: 34))
        session.addField("title", field: field)
        try session.tap("title")
        try session.setText("title", "abcdefghi")
        try session.usePinyin()
        try session.keys("nihao")
        #expect(field.markedTextRange != nil)
        #expect((field.text ?? "").count > 10)  // not cut while composing
        try session.candidate(0)
        session.expect("title", text: "abcdefghi你")
        session.expect("title", selection: NSRange(location: 10, length: 0))
        session.useNoInputMethod()
        try session.caret(2)
        try session.type("X")  // bug: the tail goes, not the insertion
        session.expect("title", text: "abXcdefghi")
        session.expect("title", selection: NSRange(location: 10, length: 0))
    }

    @Test(
        "MaxLengthRegistry: maxLength 5 cuts \"abcdefg\" to \"abcde\"; bug: a middle insertion drops the last character"
    )
    func maxLengthRegistry() throws {
        let session = KeyboardSession()
        let field = session.addField("code") { $0.autocapitalizationType = .none }
        field.maxLength = 5
        try session.tap("code")
        try session.type("abcdefg")
        session.expect("code", text: "abcde")
        session.expect("code", selection: NSRange(location: 5, length: 0))  // the old caret (6) clamped
        try session.caret(1)
        try session.type("X")
        session.expect("code", text: "aXbcd")
        session.expect("code", selection: NSRange(location: 2, length: 0))
    }

    @Test(
        "AssociatedLengthLimit: the limit is per field through associated objects; bug: a middle insertion drops the tail, caret to the end"
    )
    func associatedLengthLimit() throws {
        let session = KeyboardSession()
        let a = session.addField("a") { $0.autocapitalizationType = .none }
        let b = session.addField("b") { $0.autocapitalizationType = .none }
        a.limitedLength = 5
        b.limitedLength = 3
        try session.tap("a")
        try session.type("abcdefg")
        session.expect("a", text: "abcde")
        try session.tap("b")
        try session.type("abcdefg")
        session.expect("b", text: "abc")
        #expect(a.limitedLength == 5 && b.limitedLength == 3)
        try session.tap("a")
        try session.caret(2)
        try session.type("X")
        session.expect("a", text: "abXcd")
        session.expect("a", selection: NSRange(location: 5, length: 0))
    }

    @Test(
        "TrimmingDelegateProxy: leading space refused, the old delegate still limits and gets return; bug: an unretained proxy frees itself and the old delegate is lost"
    )
    func trimmingProxy() throws {
        final class LimitAndReturn: NSObject, UITextFieldDelegate {
            var returns = 0
            func textField(
                _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
            ) -> Bool {
                ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string).count <= 5
            }
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
        }
        let session = KeyboardSession()
        let field = session.addField("name") { $0.autocapitalizationType = .none }
        let old = LimitAndReturn()
        session.attach(old, to: field)
        let proxy = TrimmingDelegateProxy(installingOn: field)
        session.retain(proxy)
        try session.tap("name")
        try session.type(" a b cd")
        session.expect("name", text: "a b c")
        try session.tapReturn()
        #expect(old.returns == 1)

        let other = session.addField("other")
        other.delegate = old
        do { _ = TrimmingDelegateProxy(installingOn: other) }
        #expect(other.delegate == nil)  // the proxy is gone, and the old delegate with it
    }

    // MARK: Filters and formatters

    @Test("AgeDigitsDelegate: letters refused, \"42\" gives age 42; bug: Arabic-Indic digits pass and age is nil")
    func ageDigits() throws {
        let session = KeyboardSession()
        let delegate = AgeDigitsDelegate()
        session.addField("age")
        session.attach(delegate, to: try session.field("age"))
        try session.tap("age")
        #expect(try session.field("age").keyboardType == .numberPad)
        try session.paste("4a")
        try session.type("42")
        session.expect("age", text: "42")
        try session.resign("age")
        #expect(delegate.age == 42)
        try session.tap("age")
        try session.setText("age", "")
        try session.paste("٤٢")
        session.expect("age", text: "٤٢")
        try session.resign("age")
        #expect(delegate.age == nil)
    }

    @Test(
        "AmountSeparatorDelegate: with the process's \".\" separator \"12.50\" is accepted, \"12.505\" and \"1.2.3\" are not"
    )
    func amountSeparator() throws {
        let session = KeyboardSession()
        session.addField("amount")
        session.attach(AmountSeparatorDelegate(), to: try session.field("amount"))
        try session.tap("amount")
        #expect(try session.field("amount").keyboardType == .decimalPad)
        let sep = Locale.current.decimalSeparator ?? "."
        try session.type("12\(sep)505")
        session.expect("amount", text: "12\(sep)50")
        try session.setText("amount", "")
        try session.type("1\(sep)2\(sep)3")
        session.expect("amount", text: "1\(sep)23")
    }

    @Test(
        "CentsCurrencyField (a storyboard field): digits shift in as cents; bug: the caret ends at the end after every change"
    )
    func centsCurrency() throws {
        let session = KeyboardSession()
        let field = try #require(CentsCurrencyField(coder: NSCoder()))
        field.frame = CGRect(x: 16, y: 100, width: 361, height: 34)
        session.addField("price", field: field)
        session.expect("price", text: currency(0))
        try session.tap("price")
        try session.setText("price", "")
        for (digit, value) in [("1", 0.01), ("2", 0.12), ("3", 1.23), ("4", 12.34)] {
            try session.type(digit)
            session.expect("price", text: currency(value))
        }
        #expect(field.value == 12.34)
        try session.backspace()
        session.expect("price", text: currency(1.23))
        try session.caret(1)
        try session.type("9")
        session.expect("price", text: currency(91.23))
        session.expect("price", selection: NSRange(location: (currency(91.23) as NSString).length, length: 0))
    }

    @Test(
        "PhoneCaretFormatter: \"5551234567\" gives \"555-123-4567\"; bug: a digit typed before a dash lands after it, caret before it"
    )
    func phoneCaret() throws {
        let session = KeyboardSession()
        session.addField("phone") { $0.keyboardType = .phonePad }
        session.attach(SignUpPhoneDelegate(), to: try session.field("phone"))
        try session.tap("phone")
        try session.type("5551234567")
        session.expect("phone", text: "555-123-4567")
        session.expect("phone", selection: NSRange(location: 12, length: 0))
        try session.setText("phone", "555-123")
        try session.caret(3)
        try session.type("9")
        session.expect("phone", text: "555-912-3")
        session.expect("phone", selection: NSRange(location: 4, length: 0))
        try session.setText("phone", "555-123")
        try session.caret(4)
        try session.backspace()  // only the dash: it comes back
        session.expect("phone", text: "555-123")
        session.expect("phone", selection: NSRange(location: 3, length: 0))
    }

    @Test(
        "CardGroupingDelegate: groups of four, a 17th digit refused; bug: backspace after a space only moves the caret")
    func cardGrouping() throws {
        let session = KeyboardSession()
        session.addField("card") { $0.keyboardType = .numberPad }
        session.attach(CardGroupingDelegate(), to: try session.field("card"))
        try session.tap("card")
        try session.type("42424242424242421")
        session.expect("card", text: "4242 4242 4242 4242")
        try session.setText("card", "4242 4242")
        try session.caret(2)
        try session.type("1")
        session.expect("card", text: "4214 2424 2")
        session.expect("card", selection: NSRange(location: 3, length: 0))
        try session.caret(5)
        try session.backspace()
        session.expect("card", text: "4214 2424 2")
        session.expect("card", selection: NSRange(location: 4, length: 0))
    }

    @Test(
        "ExpiryDateDelegate: \"1227\" gives \"12/27\", a fifth digit is refused; bug: month 13 is accepted, a pasted \"1227\" gets no slash"
    )
    func expiryDate() throws {
        let session = KeyboardSession()
        session.addField("expiry") { $0.keyboardType = .numberPad }
        session.attach(ExpiryDateDelegate(), to: try session.field("expiry"))
        try session.tap("expiry")
        try session.type("12275")
        session.expect("expiry", text: "12/27")
        session.expect("expiry", selection: NSRange(location: 5, length: 0))
        try session.backspace(2)
        session.expect("expiry", text: "12")
        try session.setText("expiry", "")
        try session.type("1327")
        session.expect("expiry", text: "13/27")
        try session.setText("expiry", "")
        try session.paste("1227")
        session.expect("expiry", text: "1227")
    }

    @Test(
        "EmailAddressRules: KeyboardSim's NSPredicate in a Foundation-only file; bug: \"anna@example..com\" passes, \"zoë@exämple.de\" does not"
    )
    func emailAddressRules() {
        #expect("anna@example.com".isValidEmailAddress)
        for invalid in ["anna@", "anna.example.com", ""] { #expect(!invalid.isValidEmailAddress, "\(invalid)") }
        #expect("anna@example..com".isValidEmailAddress)
        #expect("anna@-example.com".isValidEmailAddress)
        #expect(!"zoë@exämple.de".isValidEmailAddress)
        #expect(" Anna@Example.com ".trimmedEmailAddress == "anna@example.com")
    }

    @Test(
        "PostcodeDelegate (XCTest file): typing gives the answers its XCTests assert; bug: lower case refused, a leading space and \"É\" accepted"
    )
    func postcode() throws {
        let session = KeyboardSession()
        session.addField("postcode") { $0.autocapitalizationType = .none }
        session.attach(PostcodeDelegate(), to: try session.field("postcode"))
        try session.tap("postcode")
        try session.type("sw1a")
        session.expect("postcode", text: "1")  // the letters are refused, not upper-cased
        try session.setText("postcode", "")
        try session.type("SW1A 1AAB")
        session.expect("postcode", text: "SW1A 1AA")
        try session.setText("postcode", "")
        try session.type(" SW1A")
        session.expect("postcode", text: " SW1A")
        try session.paste("É")
        session.expect("postcode", text: " SW1AÉ")
    }

    // MARK: Own delegates and lifecycle hooks

    @Test(
        "CardNumberCoderField: from a storyboard and from code, 16 digits in dash groups; bug: an outer delegate replaces the field's own"
    )
    func cardNumberCoder() throws {
        let session = KeyboardSession()
        let coded = try #require(CardNumberCoderField(coder: NSCoder()))
        coded.frame = CGRect(x: 16, y: 100, width: 361, height: 34)
        session.addField("coded", field: coded)
        session.addField("code", field: CardNumberCoderField(frame: CGRect(x: 16, y: 150, width: 361, height: 34)))
        for name in ["coded", "code"] {
            try session.tap(name)
            try session.type("42424242424242429")
            session.expect(name, text: "4242-4242-4242-4242")
        }
        try session.setText("code", "")
        try session.attach(BuiltinDelegate.accept, to: "code")  // a controller's `cardField.delegate = self`
        try session.type("4242")
        session.expect("code", text: "4242")  // no longer grouped
    }

    @Test(
        "UppercaseCodeField: a storyboard field (awakeFromNib) upper-cases; one made in code does not, as on iOS; bug: caret jumps to the end"
    )
    func uppercaseCode() throws {
        let session = KeyboardSession()
        let nib = try #require(UppercaseCodeField(coder: NSCoder()))
        nib.frame = CGRect(x: 16, y: 100, width: 361, height: 34)
        session.addField("voucher", field: nib)
        session.addField("plain", field: UppercaseCodeField(frame: CGRect(x: 16, y: 150, width: 361, height: 34))) {
            $0.autocapitalizationType = .none
        }
        try session.tap("voucher")
        try session.type("abc1")
        session.expect("voucher", text: "ABC1")
        try session.caret(1)
        try session.type("x")
        session.expect("voucher", text: "AXBC1")
        session.expect("voucher", selection: NSRange(location: 5, length: 0))
        #expect(session.events(kind: "control", field: "voucher", name: "editingChanged").isEmpty)
        try session.tap("plain")
        try session.type("abc1")
        session.expect("plain", text: "abc1")
    }

    @Test(
        "TwoDecimalsDrawField: its delegate is set in draw(_:), once shown; one \".\" and two decimals; bug: no delegate before the first draw"
    )
    func twoDecimalsDraw() throws {
        let session = KeyboardSession()
        let field = TwoDecimalsDrawField(frame: CGRect(x: 16, y: 100, width: 361, height: 34))
        #expect(field.delegate == nil)
        session.addField("amount", field: field) { $0.keyboardType = .decimalPad }
        #expect(field.delegate === field)
        try session.tap("amount")
        try session.type("12.505")
        session.expect("amount", text: "12.50")
        try session.setText("amount", "")
        try session.type("1.2.3")
        session.expect("amount", text: "1.23")
        try session.paste("abc")
        session.expect("amount", text: "1.23")
    }

    @Test(
        "ForwardingDelegateTextField: kbsim asks the stored delegate (the field), so typing is grouped; the controller still gets return; delegate reads the controller"
    )
    func forwardingDelegate() throws {
        final class Controller: NSObject, UITextFieldDelegate {
            var returns = 0
            func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return false }
        }
        let session = KeyboardSession()
        let field = ForwardingDelegateTextField(frame: CGRect(x: 16, y: 100, width: 361, height: 34))
        let controller = Controller()
        field.delegate = controller
        session.retain(controller)
        session.addField("iban", field: field)
        #expect(field.delegate === controller)
        try session.tap("iban")
        try session.type("de89 3704")
        session.expect("iban", text: "DE89 3704")
        try session.tapReturn()
        #expect(controller.returns == 1)
    }

    @Test(
        "OneTimeCodeDigitField: backspace in an empty box moves back; bug: it never calls super, so a filled box clears and jumps back too"
    )
    func oneTimeCodeDigit() throws {
        let session = KeyboardSession()
        let boxes = (0..<3).map {
            OneTimeCodeDigitField(frame: CGRect(x: 16 + CGFloat($0) * 60, y: 100, width: 44, height: 52))
        }
        for (i, box) in boxes.enumerated() {
            box.previousField = i > 0 ? boxes[i - 1] : nil
            box.nextField = i < 2 ? boxes[i + 1] : nil
            session.addField("box\(i)", field: box)
        }
        try session.setText("box0", "1")
        try session.tap("box1")
        try session.backspace()
        session.expect("box0", firstResponder: true)
        session.expect("box0", text: "1")
        try session.tap("box1")
        try session.type("2")
        try session.backspace()  // filled: clears and jumps back
        session.expect("box1", text: "")
        session.expect("box0", firstResponder: true)
        #expect(session.delegateCalls(.shouldChangeCharacters, field: "box1").allSatisfy { $0.string != "" })
    }

    @Test(
        "OneTimeCodeViewController: six boxes filled one digit each, focus moving right, onComplete; bug: a pasted whole code is refused"
    )
    func oneTimeCodeController() throws {
        let session = KeyboardSession()
        let controller = OneTimeCodeViewController()
        var completed: [String] = []
        controller.onComplete = { completed.append($0) }
        session.show(controller) { c in
            Dictionary(uniqueKeysWithValues: c.boxes.enumerated().map { ("box\($0.offset)", $0.element) })
        }
        session.expect("box0", firstResponder: true)  // viewDidAppear
        try session.paste("123456")
        session.expect("box0", text: "")
        try session.paste("a")
        try session.type("123456")
        #expect(controller.boxes.map { $0.text ?? "" } == ["1", "2", "3", "4", "5", "6"])
        #expect(completed == ["123456"])
        session.expect("box5", firstResponder: false)
    }

    @Test(
        "OneTimeCodeInputHandler (an os(iOS) file, opened by the port): 1 2 3 4 completes once on the next main-queue turn"
    )
    func oneTimeCodeInputHandler() async throws {
        let session = KeyboardSession()
        let handler = OneTimeCodeInputHandler(length: 4)
        var completed: [String] = []
        handler.onComplete = { completed.append($0) }
        session.addField("code") { $0.keyboardType = .numberPad }
        session.attach(handler, to: try session.field("code"))
        try session.tap("code")
        try session.paste("a")
        try session.type("12345")
        session.expect("code", text: "1234")
        #expect(completed.isEmpty)
        for _ in 0..<20 where completed.isEmpty { try await Task.sleep(nanoseconds: 5_000_000) }
        #expect(completed == ["1234"])
    }

    // MARK: Screens

    @Test(
        "SignInFormViewController: return moves to the password field; bug: return there finds the button (tag 3), nothing happens"
    )
    func signInForm() throws {
        let session = KeyboardSession()
        let controller = SignInFormViewController()
        let root = UIView(frame: session.screen.window.bounds)
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 300))
        let email = UITextField(frame: CGRect(x: 16, y: 10, width: 361, height: 34))
        let password = UITextField(frame: CGRect(x: 16, y: 60, width: 361, height: 34))
        let forgot = UIButton(type: .system)
        for v in [email, password, forgot] as [UIView] { card.addSubview(v) }
        root.addSubview(card)
        controller.view = root
        controller.card = card; controller.emailField = email; controller.passwordField = password
        controller.forgotButton = forgot
        session.show(controller) { ["email": $0.emailField, "password": $0.passwordField] }
        try session.tap("email")
        try session.tapReturn()
        session.expect("password", firstResponder: true)
        try session.tapReturn()
        session.expect("password", firstResponder: true)
        #expect(controller.signInAttempts == 0)
    }

    @Test("CharacterCountKVOViewController: setting text in code updates the counter through KVO; bug: typing does not")
    func characterCountKVO() throws {
        let session = KeyboardSession()
        let controller = CharacterCountKVOViewController()
        let root = UIView(frame: session.screen.window.bounds)
        let bio = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 34))
        let counter = UILabel(frame: CGRect(x: 16, y: 140, width: 100, height: 20))
        root.addSubview(bio); root.addSubview(counter)
        controller.view = root
        controller.bioField = bio
        controller.counterLabel = counter
        session.show(controller) { ["bio": $0.bioField] }
        #expect(counter.text == "0/140")  // .initial
        bio.text = "hello"
        #expect(counter.text == "5/140")
        try session.tap("bio")
        try session.type(" world")
        session.expect("bio", text: "hello world")
        #expect(counter.text == "5/140")  // not KVO-compliant for typing
    }

    @Test(
        "KeyboardInsetViewController: inset = keyboard height, animated with its duration; bug: 34 points too many above the home indicator",
        arguments: [Ordering.observed, .documented])
    func keyboardInset(ordering: Ordering) throws {
        let center = NotificationCenter.default
        let session = KeyboardSession(HarnessConfiguration(ordering: ordering), notificationCenter: center)
        let controller = KeyboardInsetViewController()
        let root = UIView(frame: session.screen.window.bounds)
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852 - 34))
        scroll.accessibilityIdentifier = "scroll"
        scroll.contentSize = CGSize(width: 393, height: 1200)
        let field = UITextField(frame: CGRect(x: 16, y: 700, width: 361, height: 34))
        field.delegate = controller
        scroll.addSubview(field)
        root.addSubview(scroll)
        controller.view = root
        controller.scrollView = scroll
        defer { center.removeObserver(controller) }
        session.show(controller) { _ in ["note": field] }
        try session.tap("note")
        let keyboard = session.screen.keyboard.frame
        #expect(scroll.contentInset.bottom == keyboard.height)
        #expect(scroll.verticalScrollIndicatorInsets.bottom == keyboard.height)
        let overlap = scroll.frame.maxY - keyboard.minY
        #expect(scroll.contentInset.bottom - overlap == 34)  // the bug
        // The field is scrolled into view only when textFieldDidBeginEditing (which sets activeField) comes before
        // keyboardWillShow, as on a device; in the documented order it comes after, and nothing scrolls.
        #expect((scroll.contentOffset.y > 0) == (ordering == .observed))
        // The keyboard's duration is passed on, its curve (7) is not: `animate(withDuration:)` uses the default.
        session.expectEvent("animation", "animate", where: ["duration": "0.25", "curve": "0"])
        session.endEditing(force: true)
        #expect(scroll.contentInset == .zero)
    }

    @Test("KeyboardShiftViewController: the view moves up by the keyboard's height on show and back to 0 on hide")
    func keyboardShift() throws {
        let center = NotificationCenter.default
        let session = KeyboardSession(HarnessConfiguration(), notificationCenter: center)
        let controller = KeyboardShiftViewController()
        let root = UIView(frame: session.screen.window.bounds)
        let email = UITextField(frame: CGRect(x: 16, y: 600, width: 361, height: 34))
        let password = UITextField(frame: CGRect(x: 16, y: 650, width: 361, height: 34))
        root.addSubview(email); root.addSubview(password)
        controller.view = root
        controller.emailField = email; controller.passwordField = password
        defer { center.removeObserver(controller) }
        session.show(controller) { ["email": $0.emailField, "password": $0.passwordField] }
        try session.tap("email")
        let height = session.screen.keyboard.frame.height
        #expect(root.frame.origin.y == -height)
        controller.touchesBegan([], with: nil)
        #expect(root.frame.origin.y == 0)
    }

    @Test(
        "PaymentNoteViewController: Done (a parameterless action) saves the trimmed note and resigns; Clear empties and keeps focus; no nib on Linux"
    )
    func paymentNote() throws {
        let session = KeyboardSession()
        let controller = PaymentNoteViewController()
        let root = UIView(frame: session.screen.window.bounds)
        let note = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 34))
        root.addSubview(note)
        controller.view = root
        controller.noteField = note
        session.show(controller) { ["note": $0.noteField] }
        #expect(note.inputAccessoryView == nil)  // the nib loads nothing on Linux
        try session.tap("note")
        try session.type("  rent  ")
        controller.done()
        #expect(controller.savedNote == "rent")
        session.expect("note", firstResponder: false)
        try session.tap("note")
        controller.clearTapped(UIButton(type: .system))
        session.expect("note", text: "")
        session.expect("note", firstResponder: true)
        try session.type("x")
        try session.tapReturn()  // textFieldShouldReturn calls done()
        #expect(controller.savedNote == "x")
    }

    @Test("FormFieldValidator: an empty field gets a red 1-point border and focus; bug: spaces count as filled")
    func formFieldValidator() throws {
        let session = KeyboardSession()
        let fields = (0..<3).map { _ in UITextField() }
        showInContainer(session, ["a": fields[0], "b": fields[1], "c": fields[2]])
        fields[0].text = "Ann"; fields[2].text = "   "
        let validator = FormFieldValidator(requiredFields: fields)
        #expect(!validator.validate())
        #expect(fields[1].layer.borderWidth == 1 && fields[1].layer.borderColor?.color == .systemRed)
        #expect(fields[0].layer.borderWidth == 0 && fields[2].layer.borderWidth == 0)
        session.expect("b", firstResponder: true)
    }

    @Test(
        "SearchFieldMetrics: 361 points wide on an iPhone 15, search key, clear button while editing; bug: the width is read once"
    )
    func searchFieldMetrics() throws {
        let session = KeyboardSession(device: .iPhone15)
        let field = makeSearchField(placeholder: "Search")
        #expect(field.frame.width == 361)
        #expect(field.returnKeyType == .search && field.clearButtonMode == .whileEditing)
        session.rotate(.landscape)
        #expect(makeSearchField(placeholder: "Search").frame.width == 361)  // screenWidth is not read again
        // screenHeight is read at its first use, here after the rotation: landscape's 393 points.
        #expect(UIScreen.isCompactHeight)
    }

    @Test(
        "IconSearchTextField: icon in leftView, always shown; border 1 pt gray, 2 pt blue while editing, gray again after"
    )
    func iconSearch() throws {
        let session = KeyboardSession()
        let field = IconSearchTextField(frame: CGRect(x: 16, y: 100, width: 361, height: 36))
        session.addField("search", field: field)
        #expect(field.leftViewMode == .always && (field.leftView as? UIImageView)?.image?.name == "magnifyingglass")
        #expect(
            field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == .tertiaryLabel)
        #expect(field.layer.borderWidth == 1 && field.layer.borderColor?.color == .systemGray4)
        try session.tap("search")
        #expect(field.layer.borderWidth == 2 && field.layer.borderColor?.color == .systemBlue)
        try session.resign("search")
        #expect(field.layer.borderWidth == 1 && field.layer.borderColor?.color == .systemGray4)
        #expect(field.textRect(forBounds: field.bounds).minX == 32)  // after the 32-point icon
    }

    @Test(
        "InsetTextField: text and editing rects inset 12 points, less the clear button while editing; bug: the placeholder is not inset"
    )
    func insetTextField() throws {
        let session = KeyboardSession()
        let field = InsetTextField(frame: CGRect(x: 16, y: 100, width: 200, height: 36))
        field.clearButtonMode = .whileEditing
        session.addField("search", field: field)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 176, height: 36))
        #expect(field.editingRect(forBounds: field.bounds) == CGRect(x: 12, y: 0, width: 157, height: 36))
        #expect(field.placeholderRect(forBounds: field.bounds).minX == 0)
        #expect(field.clearButtonRect(forBounds: field.bounds).maxX == CGFloat(188))  // 6 points further in
    }
}
