@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit

// Appearance proxies are process-wide, as in UIKit: each test styles classes of its own, so that no other test's
// views are touched.

private final class ProxyLaterField: UITextField {}
private final class ProxyOwnValueField: UITextField {}
private final class ProxyWindowField: UITextField {}
private class ProxyBaseField: UITextField {}
private final class ProxySubField: ProxyBaseField {}
private final class ProxyContainedLabel: UILabel {}
private final class ProxyForm: UIView {}
private final class ProxyCard: UIView {}
private final class ProxyReadBack: UITextField {}
private final class ProxyFormController: UIViewController {}
private final class ProxyNotesBox: UIView {}

/// A view with a property of its own, as `kbsim port` writes a `dynamic var`: its setter reports itself.
private final class ProxyUnderlinedField: UITextField {
    var lineColor: UIColor = .lightGray {
        didSet { appearancePropertyDidSet(\ProxyUnderlinedField.lineColor, named: "lineColor"); redraws += 1 }
    }
    var lineHeight: CGFloat = 0.5 {
        didSet { appearancePropertyDidSet(\ProxyUnderlinedField.lineHeight, named: "lineHeight") }
    }
    var redraws = 0
}

@MainActor @Suite struct AppearanceTests {
    private func window() -> UIWindow { UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }

    @Test("UIAppearance: a UITextField proxy styles the text fields of a container, not a text view's hidden editor")
    func textViewEditorIsNotStyled() {
        UITextField.appearance(whenContainedInInstancesOf: [ProxyNotesBox.self]).keyboardAppearance = .dark
        let box = ProxyNotesBox(frame: .zero)
        let field = UITextField()
        let notes = UITextView()
        box.addSubview(field)
        box.addSubview(notes)
        window().addSubview(box)
        #expect(field.keyboardAppearance == .dark)
        #expect(notes.keyboardAppearance == .default)
    }

    @Test("UIAppearance: a proxy's values apply to views of the class made later, as they enter a window")
    func appliesOnEnteringWindow() {
        ProxyLaterField.appearance().textColor = .brown
        ProxyLaterField.appearance().font = .boldSystemFont(ofSize: 14)
        let field = ProxyLaterField(frame: .zero)
        #expect(field.textColor == nil)  // not yet: UIKit applies on entering a window
        window().addSubview(field)
        #expect(field.textColor == .brown)
        #expect(field.font == .boldSystemFont(ofSize: 14))
        #expect(UITextField().textColor == nil)  // another class is not styled
    }

    @Test("UIAppearance: a value the view set itself is not overridden by the proxy")
    func ownValueWins() {
        ProxyOwnValueField.appearance().textColor = .brown
        ProxyOwnValueField.appearance().textAlignment = .center
        let field = ProxyOwnValueField(frame: .zero)
        field.textColor = .red
        window().addSubview(field)
        #expect(field.textColor == .red)
        #expect(field.textAlignment == .center)
    }

    @Test(
        "UIAppearance: a view already in a window keeps its look; it takes a changed proxy when it enters a window again"
    )
    func viewInWindowUnchanged() {
        let w = window()
        let field = ProxyWindowField(frame: .zero)
        w.addSubview(field)
        ProxyWindowField.appearance().backgroundColor = .yellow
        #expect(field.backgroundColor == nil)
        field.removeFromSuperview()
        w.addSubview(field)
        #expect(field.backgroundColor == .yellow)
    }

    @Test("UIAppearance: a superclass's proxy styles subclasses; the subclass's own proxy wins")
    func subclassProxyWins() {
        ProxySubField.appearance().tintColor = .orange
        ProxyBaseField.appearance().tintColor = .purple  // set later, but less specific
        ProxyBaseField.appearance().borderStyle = .roundedRect
        let sub = ProxySubField(frame: .zero), base = ProxyBaseField(frame: .zero)
        let w = window()
        w.addSubview(sub)
        w.addSubview(base)
        #expect(sub.tintColor == .orange)
        #expect(sub.borderStyle == .roundedRect)
        #expect(base.tintColor == .purple)
    }

    @Test(
        "UIAppearance: appearance(whenContainedInInstancesOf:) applies inside its containers, innermost first, and wins over appearance()"
    )
    func containment() {
        ProxyContainedLabel.appearance().textColor = .gray
        ProxyContainedLabel.appearance(whenContainedInInstancesOf: [ProxyCard.self, ProxyForm.self]).textColor = .red
        ProxyContainedLabel.appearance(whenContainedInInstancesOf: [ProxyFormController.self]).textAlignment = .right
        let w = window()
        // A label in a card in a form (with a view in between): the containment matches.
        let form = ProxyForm(), card = ProxyCard(), middle = UIView(), inCard = ProxyContainedLabel()
        form.addSubview(card); card.addSubview(middle); middle.addSubview(inCard)
        // A label in a form with no card, and a form inside a card (the wrong order): only appearance() applies.
        let form2 = ProxyForm(), bare = ProxyContainedLabel()
        form2.addSubview(bare)
        let outerCard = ProxyCard(), innerForm = ProxyForm(), reversed = ProxyContainedLabel()
        outerCard.addSubview(innerForm); innerForm.addSubview(reversed)
        // A label in a view controller's view: the controller is a container.
        let controller = ProxyFormController(), inController = ProxyContainedLabel()
        controller.view.addSubview(inController)
        for v in [form, form2, outerCard, controller.view!] { w.addSubview(v) }
        #expect(inCard.textColor == .red)
        #expect(bare.textColor == .gray)
        #expect(reversed.textColor == .gray)
        #expect(inController.textAlignment == .right)
        #expect(bare.textAlignment == .natural)
    }

    @Test("UIAppearance: reading a proxy gives the values set on it, and appearance() is one proxy per class")
    func readBack() {
        let proxy = ProxyReadBack.appearance()
        proxy.textColor = .brown
        proxy.tintColor = .brown
        #expect(ProxyReadBack.appearance() === proxy)
        #expect(ProxyReadBack.appearance().textColor == .brown)
        #expect(ProxyReadBack.appearance().tintColor == .brown)
        #expect(proxy.isAppearanceProxy)
        #expect(ProxyReadBack.appearance(whenContainedInInstancesOf: [ProxyForm.self]) !== proxy)
    }

    @Test(
        "UIAppearance: a subclass's own properties reach the proxy through appearancePropertyDidSet (what kbsim port adds to dynamic vars), and their observers run on the styled view"
    )
    func ownPropertiesOfSubclass() {
        ProxyUnderlinedField.appearance().lineColor = .orange
        ProxyUnderlinedField.appearance().lineHeight = 2
        let field = ProxyUnderlinedField(frame: .zero), custom = ProxyUnderlinedField(frame: .zero)
        custom.lineHeight = 5
        let w = window()
        w.addSubview(field)
        w.addSubview(custom)
        #expect(field.lineColor == .orange && field.lineHeight == 2)
        #expect(field.redraws == 1)  // the setter ran, with its didSet
        #expect(custom.lineColor == .orange && custom.lineHeight == 5)
    }
}
