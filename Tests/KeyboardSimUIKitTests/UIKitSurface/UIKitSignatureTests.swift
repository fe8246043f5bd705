@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit

// Declarations that compile only when KeyboardSim's signatures are UIKit's: each type below is what iOS code
// writes; the tests check what it does at run time.

/// A storyboard stack view: UIKit's `init(coder:)` of a stack view is non-failable, so the subclass's is too.
final class FormStackView: UIStackView {
    required init(coder: NSCoder) { super.init(coder: coder) }
    override init(frame: CGRect) { super.init(frame: frame) }
}

/// A custom key-input view that implements none of UITextInputTraits' optional members.
final class PinPadView: UIView, UIKeyInput, UITextInputTraits {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { _ = digits.popLast() }
}

/// A forwarding field: UIKit declares `delegate` weak, so the override is weak too.
final class ForwardingField: UITextField, UITextFieldDelegate {
    private weak var outer: (any UITextFieldDelegate)?
    override weak var delegate: (any UITextFieldDelegate)? {
        get { outer }
        set { outer = newValue }
    }
    override init(frame: CGRect) { super.init(frame: frame); super.delegate = self }
    required init?(coder: NSCoder) { super.init(coder: coder); super.delegate = self }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { outer?.textFieldShouldReturn(textField) ?? true }
}

/// A custom text range: UIKit's `UITextRange` has `init()` and overridable `start`, `end` and `isEmpty`.
final class IndexPosition: UITextPosition {
    let index: Int
    init(_ index: Int) { self.index = index; super.init() }
}
final class IndexRange: UITextRange {
    let from: IndexPosition, to: IndexPosition
    init(_ from: Int, _ to: Int) { self.from = IndexPosition(from); self.to = IndexPosition(to); super.init() }
    override var start: UITextPosition { from }
    override var end: UITextPosition { to }
    override var isEmpty: Bool { from.index == to.index }
}

@MainActor @Suite struct UIKitSignatureTests {
    @Test("UIStackView's required init(coder:) is non-failable, as in UIKit: a storyboard subclass's compiles")
    func stackViewCoder() {
        let stack = FormStackView(coder: NSCoder())
        stack.addArrangedSubview(UITextField())
        #expect(stack.arrangedSubviews.count == 1)
    }

    @Test("UITextInputTraits' members are optional on iOS: a UIKeyInput view without them has UIKit's defaults")
    func optionalTraits() {
        let pad = PinPadView()
        #expect(pad.keyboardType == .default && pad.autocapitalizationType == .sentences && !pad.isSecureTextEntry)
        #expect(pad.returnKeyType == .default && pad.textContentType == nil)
        pad.insertText("4")
        #expect(pad.hasText)
    }

    @Test("UITextField.delegate is weak, as in UIKit: an override weak var delegate compiles and holds weakly")
    func weakDelegateOverride() {
        let field = ForwardingField()
        do {
            let outer = SpyDelegate()
            field.delegate = outer
            #expect(field.delegate === outer)
        }
        #expect(field.delegate == nil)
    }

    @Test("UITextPosition and UITextRange: init(), and start, end and isEmpty a subclass overrides (UIKit's shape)")
    func customTextRange() {
        let range = IndexRange(2, 5)
        #expect(
            (range.start as? IndexPosition)?.index == 2 && (range.end as? IndexPosition)?.index == 5 && !range.isEmpty)
        #expect(IndexRange(3, 3).isEmpty)
        let a = IndexPosition(1), b = IndexPosition(1)
        #expect(a != b, "a position of the app's own class compares by identity")
        let field = UITextField()
        field.text = "abc"
        #expect(field.beginningOfDocument == field.beginningOfDocument)
        #expect(
            field.textRange(from: field.beginningOfDocument, to: field.endOfDocument).map { field.text(in: $0) }
                == "abc")
    }

    @Test("UIView.userInterfaceLayoutDirection(for:): forced attributes decide, others follow the app (left to right)")
    func layoutDirection() {
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
    }

    @Test("layoutMargins: 8 points on each side until set; directionalLayoutMargins swap sides right to left")
    func layoutMargins() {
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.directionalLayoutMargins.leading == 4)
        UIScrollView().flashScrollIndicators()
    }

    @Test("UIFontDescriptor: traits make the bold system font; a descriptor's size 0 keeps the descriptor's")
    func fontDescriptor() throws {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.pointSize == 17)
        let bold = try #require(body.withSymbolicTraits(.traitBold))
        #expect(bold.symbolicTraits.contains(.traitBold))
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 17 && font.fontName == ".SFUI-Bold")
        #expect(UIFont.systemFont(ofSize: 12).fontDescriptor.pointSize == 12)
    }
}

final class SpyDelegate: NSObject, UITextFieldDelegate {}

/// Block-based KVO on kbsim's observable keys: the setter notifies, typing does not, as on iOS.
@MainActor @Suite struct BlockKeyValueObservingTests {
    final class PhoneField: UITextField {}

    @Test("observe(\\.text, options:) on a field: app code setting text notifies with new and old values (UIKit's KVO)")
    func observeText() throws {
        let field = PhoneField()
        field.text = "a"
        var seen: [(String??, String??)] = []
        let observation = field.observe(\.text, options: [.new, .old]) { _, change in
            seen.append((change.newValue, change.oldValue))
        }
        field.text = "b"
        #expect(seen.count == 1 && seen.first?.0 == .some("b") && seen.first?.1 == .some("a"))
        observation.invalidate()
        field.text = "c"
        #expect(seen.count == 1)
        let view = UIView()
        var hidden: [Bool] = []
        let o2 = view.observe(\.isHidden, options: [.new]) { _, change in change.newValue.map { hidden.append($0) } }
        view.isHidden = true
        #expect(hidden == [true])
        _ = o2
    }
}
