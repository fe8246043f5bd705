@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

// Text-field code in the shapes of five public libraries (written for this project, not copied): a currency
// delegate that forwards to a "passthrough" delegate (marinofelipe/CurrencyText), a phone field that is its own
// delegate through `super.delegate = self` and hands the app's delegate back from an overridden getter
// (marmelroy/PhoneNumberKit, bkook/BKMoneyKit), a floating-label field that overrides `placeholder`, `textColor` and
// the rectangle methods (Skyscanner/SkyFloatingLabelTextField), and a mask listener that keeps the caret
// (RedMadRobot/input-mask-ios). Each is typed into through kbsim.

/// CurrencyText's shape: formats digits as cents and forwards to an outer delegate, whose answer counts only when
/// it implements the method; without one, the currency delegate applies its own rule.
@MainActor final class CentsCurrencyDelegate: NSObject, UITextFieldDelegate {
    weak var passthroughDelegate: (any UITextFieldDelegate)?
    let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .currency
        f.locale = Locale(identifier: "en_US")
        return f
    }()

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        if passthroughDelegate?.ifImplemented.textField(
            textField, shouldChangeCharactersIn: range,
            replacementString: string) == false
        {
            return false
        }
        let proposed = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
        let digits = String(proposed.filter(\.isNumber).drop { $0 == "0" }.prefix(12))
        textField.text = formatter.string(from: NSNumber(value: (Double(digits) ?? 0) / 100))
        return false
    }

    /// The outer delegate decides when it has `textFieldShouldReturn`; otherwise return dismisses the keyboard.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        passthroughDelegate?.ifImplemented.textFieldShouldReturn(textField) ?? dismiss(textField)
    }

    private func dismiss(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return false
    }
}

/// PhoneNumberKit's shape: the field is its own delegate (`super.delegate = self`) and the `delegate` property
/// stores and returns the app's delegate, to which it forwards.
@MainActor final class PartialPhoneField: UITextField, UITextFieldDelegate {
    private weak var appDelegate: (any UITextFieldDelegate)?
    override var delegate: (any UITextFieldDelegate)? {
        get { appDelegate }
        set { appDelegate = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        super.delegate = self
        keyboardType = .phonePad
    }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.delegate = self
    }

    /// "(412) 555-1212" for ten digits, partial forms for fewer.
    static func format(_ digits: String) -> String {
        let d = Array(digits.prefix(10))
        switch d.count {
        case 0: return ""
        case 1...3: return "(" + String(d)
        case 4...6: return "(" + String(d[0..<3]) + ") " + String(d[3...])
        default: return "(" + String(d[0..<3]) + ") " + String(d[3..<6]) + "-" + String(d[6...])
        }
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        if appDelegate?.ifImplemented.textField(textField, shouldChangeCharactersIn: range, replacementString: string)
            == false
        {
            return false
        }
        let old = (textField.text ?? "") as NSString
        let proposed = old.replacingCharacters(in: range, with: string)
        // Keep the caret after the same number of digits.
        let caretDigits = (old.substring(to: range.location) + string).filter(\.isNumber).count
        let formatted = Self.format(proposed.filter(\.isNumber))
        textField.text = formatted
        var offset = 0, seen = 0
        for unit in formatted.utf16 where seen < caretDigits {
            offset += 1
            if (0x30...0x39).contains(unit) { seen += 1 }
        }
        if let p = textField.position(from: textField.beginningOfDocument, offset: offset) {
            textField.selectedTextRange = textField.textRange(from: p, to: p)
        }
        return false
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        appDelegate?.ifImplemented.textFieldShouldReturn(textField) ?? true
    }
}

/// SkyFloatingLabelTextField's shape: a title label that shows the placeholder above the text once there is text,
/// `placeholder` and `textColor` overridden, text and editing rectangles moved down by the title's height.
@MainActor final class FloatingTitleField: UITextField {
    let titleLabel = UILabel()
    let titleHeight: CGFloat = 14
    var placeholderColor = UIColor.lightGray { didSet { updatePlaceholder() } }
    private var cachedTextColor: UIColor? = .black

    override var placeholder: String? {
        didSet {
            updatePlaceholder()
            updateTitle()
        }
    }
    override var textColor: UIColor? {
        get { cachedTextColor }
        set { cachedTextColor = newValue; super.textColor = newValue }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.alpha = 0
        addSubview(titleLabel)
        addTarget(self, action: Selector(FloatingTitleField.editingChanged), for: .editingChanged)
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }

    private func updatePlaceholder() {
        guard let placeholder, let font else { attributedPlaceholder = nil; return }
        attributedPlaceholder = NSAttributedString(
            string: placeholder,
            attributes: [.foregroundColor: placeholderColor, .font: font])
    }

    private func updateTitle() {
        titleLabel.text = placeholder?.uppercased()
        titleLabel.alpha = hasText ? 1 : 0
    }

    func editingChanged() { updateTitle() }

    override func textRect(forBounds bounds: CGRect) -> CGRect {
        let r = super.textRect(forBounds: bounds)
        return CGRect(x: r.minX, y: titleHeight, width: r.width, height: r.height - titleHeight)
    }
    override func editingRect(forBounds bounds: CGRect) -> CGRect {
        let r = super.editingRect(forBounds: bounds)
        return CGRect(x: r.minX, y: titleHeight, width: r.width, height: r.height - titleHeight)
    }
}

/// input-mask-ios's shape: a listener that applies a mask ("[00]/[00]" for an expiry date), puts the caret after
/// the last digit it placed, and forwards the rest to the app's delegate.
@MainActor final class ExpiryMaskListener: NSObject, UITextFieldDelegate {
    weak var delegate: (any UITextFieldDelegate)?
    private(set) var complete = false

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    {
        let old = (textField.text ?? "") as NSString
        var edit = range
        // Deleting the "/" deletes the digit before it, as a mask's fixed character cannot be deleted.
        if string.isEmpty, range.length == 1, range.location > 0, old.substring(with: range) == "/" {
            edit = NSRange(location: range.location - 1, length: 2)
        }
        let digits = old.replacingCharacters(in: edit, with: string).filter(\.isNumber)
        let d = Array(digits.prefix(4))
        let masked = d.count > 2 ? String(d[0..<2]) + "/" + String(d[2...]) : String(d)
        textField.text = masked
        complete = d.count == 4
        let end = textField.endOfDocument
        textField.selectedTextRange = textField.textRange(from: end, to: end)
        return false
    }

    func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.ifImplemented.textFieldDidBeginEditing(textField)
    }
}

@MainActor @Suite struct LibraryShapeTests {
    final class ReturnKeeper: NSObject, UITextFieldDelegate {
        var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
    }
    final class NoMethods: NSObject, UITextFieldDelegate {}
    final class NoNines: NSObject, UITextFieldDelegate {
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            !string.contains("9")
        }
    }

    @Test(
        "Currency field (CurrencyText's shape): typed \"12\" shows \"$0.12\"; a forwarding delegate tells an unimplemented method from one returning true"
    )
    func currencyForwardingDelegate() throws {
        let session = KeyboardSession()
        let currency = CentsCurrencyDelegate()
        session.addField("price") { $0.keyboardType = .numberPad }
        session.attach(currency, to: try session.field("price"))

        // The outer delegate has no textFieldShouldReturn: the currency delegate dismisses the keyboard itself.
        let none = NoMethods()
        currency.passthroughDelegate = none
        try session.tap("price")
        try session.type("12")
        session.expect("price", text: "$0.12")
        try session.type("\n")
        session.expect("price", firstResponder: false)

        // The outer delegate implements textFieldShouldReturn and returns true: UIKit's answer, no dismissal.
        let keeper = ReturnKeeper()
        currency.passthroughDelegate = keeper
        try session.tap("price")
        try session.type("3")
        session.expect("price", text: "$1.23")
        try session.type("\n")
        #expect(keeper.returns == 1)
        session.expect("price", firstResponder: true)

        // An outer delegate that refuses an edit wins.
        let noNines = NoNines()
        currency.passthroughDelegate = noNines
        try session.type("9")
        session.expect("price", text: "$1.23")
        try session.backspace()
        session.expect("price", text: "$0.12")
    }

    final class PhoneController: NSObject, UITextFieldDelegate {
        var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return false }
    }

    @Test(
        "Phone field (PhoneNumberKit's shape): super.delegate = self with an overridden delegate getter formats typed \"4125551212\" as \"(412) 555-1212\""
    )
    func phoneFieldOwnDelegate() throws {
        let session = KeyboardSession()
        let field = PartialPhoneField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
        let controller = PhoneController()
        field.delegate = controller
        session.retain(controller)
        session.addField("phone", field: field)
        #expect(field.delegate === controller)  // what app code reads: the app's delegate
        try session.tap("phone")
        try session.type("4125551212")
        session.expect("phone", text: "(412) 555-1212")
        session.expect("phone", selection: NSRange(location: 14, length: 0))
        // kbsim asks the stored delegate (the field), which forwards textFieldShouldReturn.
        try session.tapReturn()
        #expect(controller.returns == 1)
        try session.caret(5)  // after "(412)"
        try session.type("0")
        session.expect("phone", text: "(412) 055-5121")
        session.expect("phone", selection: NSRange(location: 7, length: 0))
        #expect(session.delegateCalls(.shouldChangeCharacters, field: "phone").count == 11)
    }

    @Test(
        "Floating-label field (SkyFloatingLabelTextField's shape): overridden placeholder and textColor, title shown once there is text, rects moved once"
    )
    func floatingLabelField() throws {
        let session = KeyboardSession()
        let field = FloatingTitleField(frame: CGRect(x: 16, y: 100, width: 300, height: 48))
        field.placeholder = "Email"
        field.textColor = .darkGray
        session.addField("email", field: field)
        #expect(
            field.attributedPlaceholder?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor
                == .lightGray)
        #expect(field.textColor == .darkGray)
        #expect(field.titleLabel.text == "EMAIL" && field.titleLabel.alpha == 0)
        try session.tap("email")
        try session.type("a")
        #expect(field.titleLabel.alpha == 1)
        let editing = field.editingRect(forBounds: field.bounds)
        #expect(editing.minY == 14 && editing.height == 34)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 0, y: 14, width: 300, height: 34))
        try session.backspace()
        #expect(field.titleLabel.alpha == 0)
    }

    final class BeginCounter: NSObject, UITextFieldDelegate {
        var begins = 0
        func textFieldDidBeginEditing(_ textField: UITextField) { begins += 1 }
    }

    @Test(
        "Mask listener (input-mask-ios's shape): \"1227\" shows \"12/27\", deleting the slash deletes the month's digit, didBegin is forwarded"
    )
    func maskListener() throws {
        let session = KeyboardSession()
        let listener = ExpiryMaskListener()
        let app = BeginCounter()
        listener.delegate = app
        session.retain(app)
        session.addField("expiry") { $0.keyboardType = .numberPad }
        session.attach(listener, to: try session.field("expiry"))
        try session.tap("expiry")
        #expect(app.begins == 1)
        try session.type("1227")
        session.expect("expiry", text: "12/27")
        #expect(listener.complete)
        try session.backspace(2)
        session.expect("expiry", text: "12")
        try session.type("3")
        session.expect("expiry", text: "12/3")
        try session.caret(3)
        try session.backspace()
        session.expect("expiry", text: "13")
    }
}
