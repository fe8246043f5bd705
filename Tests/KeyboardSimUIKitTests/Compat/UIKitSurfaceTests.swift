@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

/// The property surface of kbsim's UIKit model: defaults and null-resetting as in UIKit, members subclasses
/// override declared `open` in the class, and UIKit's internal calls going to the same override points (no more).
@MainActor @Suite struct UIKitSurfaceTests {
    @Test("UITextField.font is the body text style's system font until set, and setting nil resets it")
    func textFieldFontDefault() throws {
        let field = UITextField()
        let font = try #require(field.font)
        #expect(
            font == UIFont.preferredFont(forTextStyle: .body)
                || (font.fontName, font.pointSize) == (".SFUI-Regular", 17))
        #expect(font.pointSize == 17)
        field.font = .boldSystemFont(ofSize: 24)
        #expect(field.font?.pointSize == 24)
        field.font = nil
        #expect(field.font?.pointSize == 17)
    }

    @Test("UILabel.font = nil resets to the 17-point system font, and textColor = nil to .label")
    func labelNullResettable() {
        let label = UILabel()
        #expect(label.font.pointSize == 17)
        label.font = .systemFont(ofSize: 11)
        label.font = nil
        #expect(label.font != nil && label.font.pointSize == 17)
        label.textColor = .red
        label.textColor = nil
        #expect(label.textColor == .label)
    }

    /// A padded field in the shape of InsetTextField and SkyFloatingLabelTextField: editingRect from the super
    /// implementation of an inset rectangle.
    final class PaddedField: UITextField {
        let padding = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        override func textRect(forBounds bounds: CGRect) -> CGRect {
            super.textRect(forBounds: bounds.inset(by: padding))
        }
        override func editingRect(forBounds bounds: CGRect) -> CGRect {
            super.editingRect(forBounds: bounds.inset(by: padding))
        }
    }

    @Test(
        "editingRect(forBounds:) does not apply a subclass's textRect insets twice: UIKit computes each rect from the bounds"
    )
    func editingRectInsetsOnce() {
        let field = PaddedField(frame: CGRect(x: 0, y: 0, width: 200, height: 36))
        let expected = CGRect(x: 12, y: 4, width: 176, height: 28)
        #expect(field.textRect(forBounds: field.bounds) == expected)
        #expect(field.editingRect(forBounds: field.bounds) == expected)
        // Not overridden: the placeholder rect is the unpadded text area, as on iOS (the corpus's InsetTextField bug).
        #expect(field.placeholderRect(forBounds: field.bounds) == field.bounds)
    }

    /// A floating-label field in the shape of SkyFloatingLabelTextField: `placeholder` overridden to restyle the
    /// attributed placeholder from it.
    final class FloatingPlaceholderField: UITextField {
        var placeholderSets = 0
        override var placeholder: String? {
            didSet {
                placeholderSets += 1
                guard let placeholder else { attributedPlaceholder = nil; return }
                attributedPlaceholder = NSAttributedString(
                    string: placeholder, attributes: [.foregroundColor: UIColor.systemGray])
            }
        }
    }

    @Test(
        "attributedPlaceholder keeps its attributes, and setting it does not go through the overridable placeholder setter"
    )
    func attributedPlaceholderIsStoredDirectly() throws {
        let field = FloatingPlaceholderField()
        field.placeholder = "Email"  // recursed until the stack overflowed before
        #expect(field.placeholderSets == 1)
        let attributed = try #require(field.attributedPlaceholder)
        #expect(attributed.string == "Email")
        #expect(attributed.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .systemGray)
        #expect(field.placeholder == "Email")
        let plain = UITextField()
        plain.attributedPlaceholder = NSAttributedString(
            string: "Code", attributes: [.font: UIFont.systemFont(ofSize: 12)])
        #expect(plain.placeholder == "Code")
        #expect((plain.attributedPlaceholder?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 12)
    }

    final class ThemedField: UITextField {
        var log: [String] = []
        override var textColor: UIColor? { didSet { log.append("textColor") } }
        override var font: UIFont? { didSet { log.append("font") } }
        override var textAlignment: NSTextAlignment { didSet { log.append("textAlignment") } }
        override var attributedPlaceholder: NSAttributedString? { didSet { log.append("attributedPlaceholder") } }
        override var tintColor: UIColor! { didSet { log.append("tintColor") } }
        override var backgroundColor: UIColor? { didSet { log.append("backgroundColor") } }
    }

    @Test(
        "textColor, font, textAlignment, attributedPlaceholder, tintColor and backgroundColor are overridable, as in UIKit"
    )
    func appearanceIsOverridable() {
        let field = ThemedField()
        field.textColor = .red
        field.font = .systemFont(ofSize: 9)
        field.textAlignment = .right
        field.attributedPlaceholder = NSAttributedString(string: "x")
        field.tintColor = .blue
        field.backgroundColor = .white
        #expect(
            field.log == ["textColor", "font", "textAlignment", "attributedPlaceholder", "tintColor", "backgroundColor"]
        )
        #expect(field.textAlignment == .right && field.placeholder == "x")
    }

    @Test("A control sends every selector action through the overridable sendAction(_:to:for:), as UIKit does")
    func sendActionIsTheOverridePoint() throws {
        final class LoggingField: UITextField {
            var sent: [String] = []
            override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
                sent.append(target.map { "\(type(of: $0))" } ?? "chain")
                super.sendAction(action, to: target, for: event)
            }
        }
        final class Counter: NSObject {
            var changes = 0
            func changed(_ sender: UITextField) { changes += 1 }
        }
        let session = KeyboardSession()
        let field = LoggingField(frame: CGRect(x: 16, y: 100, width: 300, height: 34))
        let counter = Counter()
        field.addTarget(counter, action: Selector(Counter.changed), for: .editingChanged)
        session.addField("f", field: field)
        try session.tap("f")
        try session.type("ab")
        #expect(counter.changes == 2, "\(field.sent)")
        #expect(field.sent == ["Counter", "Counter"])
        #expect(
            field.allTargets.count == 1
                && field.actions(forTarget: counter, forControlEvent: .editingChanged)?.count == 1)
    }

    @Test("tintColor is inherited from the superview until set, and setting it calls tintColorDidChange")
    func tintColorInherits() {
        final class Probe: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let parent = UIView(), child = Probe()
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = .green
        #expect(child.tintColor == .green && child.changes == 1)
    }

    @Test("Text measuring estimates: half a point size per Latin character, lineHeight per line, wrapping at the width")
    func textMeasuring() {
        let font = UIFont.systemFont(ofSize: 10)
        #expect(font.lineHeight == 12)
        #expect("abcd".size(withAttributes: [.font: font]) == CGSize(width: 20, height: 12))
        let r = "abcdefgh".boundingRect(
            with: CGSize(width: 20, height: CGFloat.greatestFiniteMagnitude),
            options: .usesLineFragmentOrigin, attributes: [.font: font], context: nil)
        #expect(r.size == CGSize(width: 20, height: 24))
    }

    @Test("Images, stacks and gesture recognisers compile and hold state; recognize() sends the actions as a tap would")
    func inertViews() throws {
        final class Controller: UIViewController {
            var dismissals = 0
            func dismissKeyboard() { dismissals += 1; view.endEditing(true) }
        }
        #expect(UIImage(named: "missing")?.name == "missing")
        let icon = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        let stack = UIStackView(arrangedSubviews: [icon, UITextField()])
        #expect(stack.arrangedSubviews.count == 2 && stack.subviews.count == 2)
        let screen = Screen(notificationCenter: NotificationCenter())
        let controller = Controller()
        screen.add(controller)
        let tap = UITapGestureRecognizer(target: controller, action: Selector(Controller.dismissKeyboard))
        controller.view.addGestureRecognizer(tap)
        #expect(controller.view.gestureRecognizers?.count == 1)
        #expect(tap.recognize())
        tap.isEnabled = false
        #expect(!tap.recognize())
        #expect(controller.dismissals == 1)
    }

    @Test(
        "Overridden UIKit hooks kbsim never calls compile as no-ops: didReceiveMemoryWarning, prepareForInterfaceBuilder"
    )
    func neverCalledHooks() {
        final class Controller: UIViewController {
            override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        }
        final class Designable: UITextField {
            override func prepareForInterfaceBuilder() { super.prepareForInterfaceBuilder() }
            override var intrinsicContentSize: CGSize { CGSize(width: 100, height: 44) }
        }
        #expect(Controller().preferredStatusBarStyle == .lightContent)
        #expect(Designable().intrinsicContentSize.height == 44)
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }
}
