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

/// Identity, the lifecycle hooks UIKit calls on a field, and the views around it as plain state.
@MainActor @Suite struct ViewCompatTests {
    @Test("Fields are Equatable and Hashable by identity: ==, switch, dictionary keys")
    func identity() {
        let a = UITextField(), b = UITextField()
        a.text = "same"; b.text = "same"
        #expect(a == a && a != b)
        var errors: [UITextField: String] = [a: "A"]
        errors[b] = "B"
        #expect(errors[a] == "A" && errors.count == 2)
        func which(_ f: UITextField) -> String {
            switch f {
            case a: "a"
            case b: "b"
            default: "?"
            }
        }
        #expect(which(b) == "b")
    }

    final class CoderField: UITextField, UITextFieldDelegate {
        required init?(coder: NSCoder) { super.init(coder: coder); delegate = self }
        override init(frame: CGRect) { super.init(frame: frame) }
    }
    final class DrawField: UITextField, UITextFieldDelegate {
        var draws = 0
        override func draw(_ rect: CGRect) { draws += 1; delegate = self }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { false }
    }
    final class AwakeField: UITextField, UITextFieldDelegate {
        var awakes = 0
        override func awakeFromNib() { super.awakeFromNib(); awakes += 1; delegate = self }
    }

    @Test("init(coder:), awakeFromNib and draw(_:) run as UIKit would when a field is added: each once")
    func lifecycleHooks() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let coder = screen.addFromStoryboard(CoderField.self, name: "coder")
        #expect(coder.delegate === coder)
        let draw = DrawField()
        let nib = try #require(AwakeField(coder: NSCoder()))
        #expect(draw.delegate == nil && nib.delegate == nil)
        screen.add(draw, name: "draw")
        screen.add(nib, name: "nib")
        draw.removeFromSuperview(); nib.removeFromSuperview()
        screen.add(draw); screen.add(nib)
        #expect(draw.delegate === draw && draw.draws == 1)
        #expect(nib.delegate === nib && nib.awakes == 1)
    }

    @Test(
        "awakeFromNib runs only for views a storyboard or nib would make (init(coder:)), never for views made in code")
    func awakeFromNibOnlyForNibViews() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let code = AwakeField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        let plain = AwakeField()
        screen.add(code); screen.add(plain)
        #expect(code.awakes == 0 && plain.awakes == 0 && code.delegate == nil)
        let container = try #require(UIView(coder: NSCoder()))
        let inside = try #require(AwakeField(coder: NSCoder()))
        container.addSubview(inside)
        #expect(inside.awakes == 0)  // not in a window yet
        screen.add(container)
        #expect(inside.awakes == 1)

        final class NibController: UIViewController {
            var awakes = 0, loadedAfterAwake = false
            override func awakeFromNib() { super.awakeFromNib(); awakes += 1 }
            override func viewDidLoad() { super.viewDidLoad(); loadedAfterAwake = awakes == 1 }
        }
        let fromStoryboard = try #require(NibController(coder: NSCoder()))
        screen.add(fromStoryboard)
        #expect(fromStoryboard.awakes == 1 && fromStoryboard.loadedAfterAwake)
        let inCode = NibController()
        screen.add(inCode)
        #expect(inCode.awakes == 0)
    }

    @Test(
        "Adding, moving and removing a view calls UIKit's hooks: willMove/didMove to superview and window, didAdd/willRemove"
    )
    func viewHierarchyHooks() {
        final class Probe: UIView {
            var log: [String] = []
            override func willMove(toSuperview s: UIView?) {
                log.append("willMoveToSuperview \(s == nil ? "nil" : "view")")
            }
            override func didMoveToSuperview() { log.append("didMoveToSuperview") }
            override func willMove(toWindow w: UIWindow?) {
                log.append("willMoveToWindow \(w == nil ? "nil" : "window")")
            }
            override func didMoveToWindow() { log.append("didMoveToWindow \(window == nil ? "nil" : "window")") }
        }
        final class Parent: UIView {
            var log: [String] = []
            override func didAddSubview(_ v: UIView) { log.append("didAddSubview") }
            override func willRemoveSubview(_ v: UIView) { log.append("willRemoveSubview") }
        }
        let screen = Screen(notificationCenter: NotificationCenter())
        let parent = Parent(), probe = Probe()
        screen.add(parent)
        parent.addSubview(probe)
        #expect(
            probe.log == [
                "willMoveToSuperview view", "willMoveToWindow window", "didMoveToSuperview", "didMoveToWindow window"
            ])
        #expect(parent.log == ["didAddSubview"])
        probe.log = []
        probe.removeFromSuperview()
        #expect(
            probe.log == [
                "willMoveToSuperview nil", "willMoveToWindow nil", "didMoveToSuperview", "didMoveToWindow nil"
            ])
        #expect(parent.log == ["didAddSubview", "willRemoveSubview"])
        let detached = UIView()
        probe.log = []
        detached.addSubview(probe)
        #expect(probe.log == ["willMoveToSuperview view", "didMoveToSuperview"])
    }

    @Test("viewWithTag searches the receiver first; endEditing and removeFromSuperview end editing")
    func viewTree() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let container = UIView()
        container.tag = 7
        let field = UITextField()
        field.tag = 7
        container.addSubview(field)
        screen.add(container)
        #expect(container.viewWithTag(7) === container)
        #expect(screen.window.viewWithTag(7) === container)
        try screen.tap(field)
        #expect(container.endEditing(true))
        #expect(!field.isFirstResponder)
        try screen.tap(field)
        container.removeFromSuperview()
        #expect(!field.isFirstResponder && field.superview === container)
    }

    @Test("convert(_:from: nil) maps the keyboard's screen frame into a view; a scroll view's offset counts")
    func convert() {
        let screen = Screen(notificationCenter: NotificationCenter())
        let outer = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 700))
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 50, width: 393, height: 600))
        let field = UITextField(frame: CGRect(x: 10, y: 400, width: 100, height: 40))
        outer.addSubview(scroll)
        scroll.addSubview(field)
        screen.add(outer)
        let keyboard = CGRect(x: 0, y: 516, width: 393, height: 336)
        #expect(outer.convert(keyboard, from: nil) == CGRect(x: 0, y: 416, width: 393, height: 336))
        #expect(field.convert(field.bounds, to: nil) == CGRect(x: 10, y: 550, width: 100, height: 40))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        #expect(field.convert(field.bounds, to: nil).minY == 450)
        #expect(scroll.convert(CGRect(x: 0, y: 450, width: 1, height: 1), from: nil).minY == 400)  // content y
        outer.center = CGPoint(x: 196.5, y: 400)
        #expect(outer.frame.minY == 50)
    }

    @Test("scrollRectToVisible scrolls the least to show a rect inside the insets, and not at all when visible")
    func scrollRectToVisible() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        scroll.contentSize = CGSize(width: 393, height: 1200)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 0)
        scroll.contentInset.bottom = 336
        scroll.scrollRectToVisible(CGRect(x: 0, y: 700, width: 10, height: 44), animated: false)
        #expect(scroll.contentOffset.y == 228)
        scroll.scrollRectToVisible(CGRect(x: 0, y: 10, width: 10, height: 40), animated: false)
        #expect(scroll.contentOffset.y == 10)
        scroll.setContentOffset(.zero, animated: false)
        #expect(scroll.contentOffset == .zero)
        scroll.scrollIndicatorInsets = UIEdgeInsets(top: 0, left: 0, bottom: 20, right: 0)
        #expect(scroll.verticalScrollIndicatorInsets.bottom == 20)
    }

    @Test("A view controller's view loads lazily with viewDidLoad once; UIScreen.main follows the simulated device")
    func viewController() {
        final class Controller: UIViewController {
            var loads = 0, appears = 0
            override func viewDidLoad() { super.viewDidLoad(); loads += 1 }
            override func viewDidAppear(_ animated: Bool) { appears += 1 }
        }
        let screen = Screen(device: .iPhone15, notificationCenter: NotificationCenter())
        let controller = Controller()
        #expect(!controller.isViewLoaded)
        screen.add(controller)
        _ = controller.view
        #expect(controller.loads == 1 && controller.appears == 1)
        #expect(controller.view.frame == UIScreen.main.bounds)
        #expect(UIScreen.main.bounds.size == CGSize(width: 393, height: 852))
        #expect(controller.view.window === screen.window)
    }

    @Test("Inert appearance: colours, fonts, layer, alpha, transform are stored and never drawn")
    func inert() {
        let field = UITextField()
        field.textColor = .red
        field.font = .systemFont(ofSize: 14)
        field.backgroundColor = UIColor(white: 0.9, alpha: 1)
        field.layer.cornerRadius = 8
        field.layer.borderColor = UIColor.lightGray.cgColor
        field.alpha = 0.5
        field.transform = CGAffineTransform(translationX: 0, y: -10)
        field.textAlignment = .center
        #expect(field.textColor == .red && field.font?.pointSize == 14 && field.layer.cornerRadius == 8)
        #expect(field.alpha == 0.5 && field.transform.ty == -10 && field.textAlignment == .center)
        let label = UILabel()
        label.text = "Error"
        label.textColor = .systemRed
        #expect(label.text == "Error")
    }
}
