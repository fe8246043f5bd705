@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimUIKit
import KeyboardSimCore
import KeyboardSimTesting

/// What iOS code gets from the Objective-C runtime, without it: associated objects, string-key-path KVO and KVC,
/// and calling a delegate's optional method only when it implements it.
@MainActor @Suite struct RuntimeShimTests {
    nonisolated(unsafe) static var limitKey: UInt8 = 0
    nonisolated(unsafe) static var otherKey: UInt8 = 0

    @Test("objc_setAssociatedObject keeps a value per object and key, removes it with nil, and forgets a freed object")
    func associatedObjects() {
        let a = UITextField(), b = UITextField()
        objc_setAssociatedObject(a, &Self.limitKey, 8, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        objc_setAssociatedObject(b, &Self.limitKey, 4, .OBJC_ASSOCIATION_RETAIN)
        objc_setAssociatedObject(a, &Self.otherKey, "x", .OBJC_ASSOCIATION_COPY_NONATOMIC)
        #expect(objc_getAssociatedObject(a, &Self.limitKey) as? Int == 8)
        #expect(objc_getAssociatedObject(b, &Self.limitKey) as? Int == 4)
        #expect(objc_getAssociatedObject(a, &Self.otherKey) as? String == "x")
        objc_setAssociatedObject(a, &Self.limitKey, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(objc_getAssociatedObject(a, &Self.limitKey) == nil)
        var weakValue: UIView? = UIView()
        objc_setAssociatedObject(b, &Self.otherKey, weakValue, .OBJC_ASSOCIATION_ASSIGN)
        #expect(objc_getAssociatedObject(b, &Self.otherKey) as? UIView === weakValue)
        weakValue = nil
        #expect(objc_getAssociatedObject(b, &Self.otherKey) == nil)
        var owner: UITextField? = UITextField()
        objc_setAssociatedObject(owner!, &Self.limitKey, 3, .OBJC_ASSOCIATION_RETAIN)
        let id = ObjectIdentifier(owner!)
        owner = nil
        let next = (0..<64).lazy.map { _ in UITextField() }.first { ObjectIdentifier($0) == id }
        if let next { #expect(objc_getAssociatedObject(next, &Self.limitKey) == nil) }  // a reused address sees nothing
    }

    final class CounterController: UIViewController {
        let field = UITextField()
        var seen: [String] = []
        var olds: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(field)
            field.addObserver(self, forKeyPath: "text", options: [.initial, .new, .old], context: nil)
        }
        override func observeValue(
            forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
            context: UnsafeMutableRawPointer?
        ) {
            seen.append(change?[.newKey] as? String ?? "nil")
            if let old = change?[.oldKey] as? String { olds.append(old) }
        }
    }

    @Test(
        "KVO: an observer of text is told when code sets text, never while a person types (UIKit's text is not KVO-compliant for typing)"
    )
    func keyValueObservingText() throws {
        let session = KeyboardSession()
        let controller = session.show(CounterController()) { ["bio": $0.field] }
        #expect(controller.seen == [""])  // .initial
        controller.field.text = "hello"
        #expect(controller.seen == ["", "hello"] && controller.olds == [""])
        try session.tap("bio")
        try session.type("abc")
        session.expect("bio", text: "helloabc")
        #expect(controller.seen.count == 2)
        controller.field.setValue("set by key", forKey: "text")
        #expect(controller.seen.last == "set by key")
        #expect(controller.field.value(forKey: "text") as? String == "set by key")
        controller.field.removeObserver(controller, forKeyPath: "text")
        controller.field.text = "unobserved"
        #expect(controller.seen.count == 3)
    }

    @Test("KVC reads any stored property by name and the UIKit keys (markedTextRange included)")
    func keyValueCoding() {
        final class Form: UIView { var targetString = "abc"; let count = 3 }
        let form = Form()
        #expect(form.value(forKey: "targetString") as? String == "abc")
        #expect(form.value(forKey: "count") as? Int == 3)
        #expect(form.value(forKey: "isHidden") as? Bool == false)
        let field = UITextField()
        #expect(field.value(forKey: "markedTextRange") == nil)
        form.setValue(true, forKey: "hidden")
        #expect(form.isHidden)
    }

    // MARK: Optional delegate methods

    final class ReturnOnly: NSObject, UITextFieldDelegate {
        var returns = 0
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { returns += 1; return true }
    }
    final class Nothing: NSObject, UITextFieldDelegate {}
    /// A proxy that forwards to another delegate (whose method it implements itself).
    final class Proxy: NSObject, UITextFieldDelegate {
        let inner: any UITextFieldDelegate
        init(_ inner: any UITextFieldDelegate) { self.inner = inner }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool {
            inner.ifImplemented.textFieldShouldReturn(textField) ?? false
        }
    }

    @Test(
        "ifImplemented gives nil for an optional method the delegate does not implement and runs an implemented one once"
    )
    func ifImplementedTellsMissingFromTrue() {
        let field = UITextField()
        let returnOnly = ReturnOnly(), nothing = Nothing()
        #expect(returnOnly.ifImplemented.textFieldShouldReturn(field) == true)
        #expect(returnOnly.returns == 1)
        #expect(nothing.ifImplemented.textFieldShouldReturn(field) == nil)
        #expect(
            returnOnly.ifImplemented.textField(
                field, shouldChangeCharactersIn: NSRange(location: 0, length: 0),
                replacementString: "a") == nil)
        #expect(nothing.ifImplemented.textFieldDidBeginEditing(field) == nil)
        #expect(nothing.ifImplemented.textFieldDidEndEditing(field, reason: .committed) == nil)
        // A proxy implements the method itself: it answers, from its inner delegate or its own fallback.
        #expect(Proxy(returnOnly).ifImplemented.textFieldShouldReturn(field) == true)
        #expect(Proxy(nothing).ifImplemented.textFieldShouldReturn(field) == false)
        #expect(Proxy(nothing).ifImplemented.textFieldShouldClear(field) == nil)
        let optionalDelegate: (any UITextFieldDelegate)? = nil
        #expect(optionalDelegate?.ifImplemented.textFieldShouldReturn(field) ?? true)
    }

    /// A text view's outer delegate that refuses digits and counts changes, and implements nothing else.
    final class NoDigits: NSObject, UITextViewDelegate {
        var changes = 0
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            !text.contains { $0.isNumber }
        }
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    /// A listener as masking libraries write it: the text view's delegate, which asks an outer delegate first
    /// through optional chaining (ported to ifImplemented) and upper-cases what the outer one leaves to it.
    final class Listener: NSObject, UITextViewDelegate {
        weak var outer: (any UITextViewDelegate)?
        var askedOuterReturn: [Bool?] = []
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            if outer?.ifImplemented.textView(textView, shouldChangeTextIn: range, replacementText: text) == false {
                return false
            }
            guard text != text.uppercased() else { return true }
            textView.text = (textView.text as NSString).replacingCharacters(in: range, with: text.uppercased())
            return false
        }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
            let answer = outer?.ifImplemented.textViewShouldEndEditing(textView)
            askedOuterReturn.append(answer)
            return answer ?? true
        }
        func textViewDidChange(_ textView: UITextView) { outer?.ifImplemented.textViewDidChange(textView) }
    }

    @Test(
        "UITextViewDelegate ifImplemented: a listener typed through asks its outer delegate only for what it implements"
    )
    func textViewIfImplementedForwardsOnlyImplementedMethods() throws {
        let session = KeyboardSession()
        let outer = NoDigits(), listener = Listener()
        listener.outer = outer
        let view = session.addTextView("notes") { $0.delegate = listener }
        try session.tap("notes")
        try session.keys("a1b")
        // The outer delegate refused the digit; the listener upper-cased the letters itself (no didChange for those
        // programmatic writes, one for none: the keyboard's edits were all refused by the listener).
        #expect(view.text == "AB")
        #expect(outer.changes == 0)
        try session.keys("B")
        #expect(view.text == "ABB")
        #expect(outer.changes == 1)
        // The outer delegate has no textViewShouldEndEditing: nil, so the listener's own answer (true) applies.
        view.resignFirstResponder()
        #expect(listener.askedOuterReturn == [nil])
        #expect(!view.isFirstResponder)
        let none = NoDigits()
        #expect(none.ifImplemented.textViewDidBeginEditing(view) == nil)
        #expect(
            none.ifImplemented.textView(
                view, shouldChangeTextInRanges: [NSValue(range: NSRange(location: 0, length: 0))],
                replacementText: "1") == nil)
        #expect(
            none.ifImplemented.textView(
                view, shouldInteractWith: URL(string: "https://example.com")!,
                in: NSRange(location: 0, length: 1), interaction: .invokeDefaultAction) == nil)
        #expect(
            none.ifImplemented.textView(view, shouldChangeTextIn: NSRange(location: 0, length: 0), replacementText: "1")
                == false)
        // A missing link or attachment method answers as UIKit's does for a delegate without it: interact.
        let attachment = NSTextAttachment(image: UIImage(name: "chart"))
        #expect(attachment.image?.name == "chart" && attachment.contents == nil)
        #expect(
            none.textView(
                view, shouldInteractWith: attachment, in: NSRange(location: 0, length: 1), interaction: .presentActions)
        )
        #expect(
            none.ifImplemented.textView(
                view, shouldInteractWith: attachment, in: NSRange(location: 0, length: 1),
                interaction: .presentActions) == nil)
    }
}
