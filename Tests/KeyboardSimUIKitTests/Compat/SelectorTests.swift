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

/// What `#selector(…)` becomes after `kbsim port`: function references that target-action and observers fire.
@MainActor @Suite struct SelectorTests {
    /// A controller with one method per signature seen in real code.
    /// Main-actor isolated, as UIKit code is (a plain nonisolated class needs `@MainActor` in Swift 6 mode).
    @MainActor final class Handler: NSObject {
        var log: [String] = []
        func noArgument() { log.append("noArgument") }
        func sender(_ sender: UITextField) { log.append("sender:\(sender.text ?? "")") }
        func anySender(_ sender: Any) { log.append("anySender") }
        func button(_ sender: UIButton) { log.append("button") }
        func note(_ notification: Notification) { log.append("note:\(notification.name.rawValue)") }
        func nsNote(notification: NSNotification) { log.append("nsNote:\(notification.name.rawValue)") }
        @discardableResult func returnsBool() -> Bool { log.append("returnsBool"); return true }

        func register(on field: UITextField) {
            // The spellings of docs/compat-surface.md, as `kbsim port` leaves them.
            field.addTarget(self, action: Selector(noArgument), for: .editingChanged)
            field.addTarget(self, action: Selector(sender(_:)), for: .editingChanged)
            field.addTarget(self, action: Selector(self.anySender), for: .editingChanged)
            field.addTarget(self, action: Selector(Handler.sender(_:)), for: .editingDidBegin)
            field.addTarget(self, action: Selector(Handler.noArgument), for: .editingDidEnd)
        }
    }

    @Test("Target-action fires bare, self., Type. references with a sender, Any or nothing; other senders skip")
    func targetAction() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        let handler = Handler()
        handler.register(on: field)
        field.addTarget(handler, action: Selector(Handler.button(_:)), for: .editingChanged)  // not a UIButton
        screen.add(field, name: "f")
        try screen.tap(field)
        try screen.type("x")
        _ = screen.resign(field)
        #expect(handler.log == ["sender:", "noArgument", "sender:x", "anySender", "noArgument"])
    }

    @Test("removeTarget by action, by target, and actions(forTarget:forControlEvent:)")
    func removeTarget() {
        let field = UITextField()
        let handler = Handler()
        handler.register(on: field)
        #expect(field.actions(forTarget: handler, forControlEvent: .editingDidBegin) == ["Handler(UITextField)"])
        #expect(field.actions(forTarget: handler, forControlEvent: .editingChanged)?.count == 3)
        field.removeTarget(handler, action: Selector(Handler.sender(_:)), for: .editingDidBegin)
        #expect(field.actions(forTarget: handler, forControlEvent: .editingDidBegin) == nil)
        field.removeTarget(handler, action: nil, for: .allEvents)
        #expect(field.actions(forTarget: handler, forControlEvent: .allEvents) == nil)
        #expect(!field.hasActions(for: .allEvents))
    }

    @Test("A nil target finds the first responder up the chain that has the method (the view controller)")
    func nilTarget() {
        let screen = Screen(notificationCenter: NotificationCenter())
        final class Controller: UIViewController {
            var tapped = 0
            func payTapped(_ sender: UIButton) { tapped += 1 }
        }
        let controller = Controller()
        let button = UIButton(type: .system)
        controller.view.addSubview(button)
        button.addTarget(nil, action: Selector(Controller.payTapped(_:)), for: .touchUpInside)
        screen.add(controller)
        screen.tapButton(button)
        #expect(controller.tapped == 1)
        #expect(button.next === controller.view && controller.view.next === controller)
    }

    @Test("Targets are weak: a deallocated target is not called")
    func weakTarget() {
        let field = UITextField()
        var handler: Handler? = Handler()
        field.addTarget(handler, action: Selector(Handler.noArgument), for: .editingChanged)
        weak let gone = handler
        handler = nil
        #expect(gone == nil)
        field.sendActions(for: .editingChanged)
    }

    @Test("UIApplication.sendAction(Selector(UIResponder.resignFirstResponder), to: nil…) resigns the first responder")
    func sendActionResign() throws {
        let screen = Screen(notificationCenter: NotificationCenter())
        let field = UITextField()
        screen.add(field, name: "f")
        try screen.tap(field)
        #expect(
            UIApplication.shared.sendAction(Selector(UIResponder.resignFirstResponder), to: nil, from: nil, for: nil))
        #expect(!field.isFirstResponder)
    }

    @Test("Selector observers: Notification, NSNotification (bound and Type.), no argument; removeObserver")
    func observers() throws {
        let center = NotificationCenter()
        let screen = Screen(notificationCenter: center)
        let handler = Handler()
        center.addObserver(
            handler, selector: Selector(handler.note(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)
        center.addObserver(
            handler, selector: Selector(Handler.nsNote(notification:)), name: UIResponder.keyboardDidShowNotification,
            object: nil)
        center.addObserver(
            handler, selector: Selector(Handler.noArgument), name: UIResponder.keyboardWillHideNotification, object: nil
        )
        let field = UITextField()
        screen.add(field, name: "f")
        try screen.tap(field)
        _ = screen.resign(field)
        #expect(
            handler.log == ["note:UIKeyboardWillShowNotification", "nsNote:UIKeyboardDidShowNotification", "noArgument"]
        )
        center.removeObserver(handler, name: UIResponder.keyboardWillHideNotification, object: nil)
        handler.log = []
        try screen.tap(field)
        _ = screen.resign(field)
        #expect(handler.log == ["note:UIKeyboardWillShowNotification", "nsNote:UIKeyboardDidShowNotification"])
        center.removeObserver(handler)
        handler.log = []
        try screen.tap(field)
        #expect(handler.log.isEmpty)
    }

    @Test("An observer's object filter: only that field's text changes")
    func objectFilter() throws {
        let center = NotificationCenter()
        let screen = Screen(notificationCenter: center)
        let a = UITextField(), b = UITextField()
        let handler = Handler()
        center.addObserver(
            handler, selector: Selector(Handler.note), name: UITextField.textDidChangeNotification, object: b)
        screen.add(a, name: "a")
        screen.add(b, name: "b")
        try screen.tap(a)
        try screen.type("1")
        try screen.tap(b)
        try screen.type("2")
        #expect(handler.log == ["note:UITextFieldTextDidChangeNotification"])
    }

    @Test("A deallocated observer is forgotten; a block observer's token still removes through removeObserver")
    func deallocatedObserver() {
        let center = NotificationCenter()
        var handler: Handler? = Handler()
        center.addObserver(handler!, selector: Selector(Handler.noArgument), name: .init("x"), object: nil)
        handler = nil
        center.post(name: .init("x"), object: nil)  // nothing to call, no crash
        var count = 0
        let token = center.addObserver(forName: .init("y"), object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { count += 1 }
        }
        center.post(name: .init("y"), object: nil)
        center.removeObserver(token)
        center.post(name: .init("y"), object: nil)
        #expect(count == 1)
    }

    @Test("Selectors made from strings compare by name; unnamed ones by signature")
    func equality() {
        #expect(Selector("keyboardWillShow:") == Selector("keyboardWillShow:"))
        #expect(Selector(Handler.note) == Selector(Handler.note(_:)))
        #expect(Selector(Handler.note) != Selector(Handler.noArgument))
        #expect(Selector(Handler.note).description == "Handler(Notification)")
    }
}
