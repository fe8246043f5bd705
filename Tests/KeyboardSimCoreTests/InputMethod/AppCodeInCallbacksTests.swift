@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimCore

/// App code reads and edits the field inside every callback kbsim makes (docs/uikit-behavior.md, Decisions:
/// "App code reads the field inside callbacks"): what it reads is the final state of the edit, and whatever it does
/// kbsim stays consistent — no trap, no range past the text, and a composition app code ended starts afresh.
@MainActor @Suite(.enabled(if: pinyinDictionaryInstalled, "needs rime-data-pinyin-simp"))
struct AppCodeInCallbacksTests {
    func session(text: String = "") throws -> (Screen, UITextField, UITextField, NotificationCenter) {
        let center = NotificationCenter()
        let screen = Screen(notificationCenter: center)
        screen.useInputMethod(PhoneticInputMethod(engine: sharedPinyinEngine))
        let field = UITextField(), other = UITextField()
        field.text = text
        screen.add(field, name: "f")
        screen.add(other, name: "g")
        return (screen, field, other, center)
    }

    // MARK: The standard Chinese max-length fix

    /// The fix iOS developers use (kangzubin.com; kuler90/RKTagsView#7): truncate in `.editingChanged`, but only
    /// when nothing is being composed.
    @MainActor final class Truncator {
        let limit: Int
        let guardsComposition: Bool
        var markedSeen: [NSRange?] = []
        init(limit: Int, guardsComposition: Bool) { self.limit = limit; self.guardsComposition = guardsComposition }
        func editingChanged(_ field: UITextField) {
            markedSeen.append(
                field.markedTextRange.map {
                    NSRange(location: $0.start.offset, length: $0.end.offset - $0.start.offset)
                })
            if guardsComposition && field.markedTextRange != nil { return }
            let text = field.text ?? ""
            if text.count > limit { field.text = String(text.prefix(limit)) }
        }
    }

    @Test("markedTextRange inside editingChanged already shows the new marked range (not one keystroke behind)")
    func markedRangeIsFinalInEditingChanged() throws {
        let (screen, field, _, _) = try session()
        let t = Truncator(limit: 100, guardsComposition: true)
        field.addAction(UIAction { _ in t.editingChanged(field) }, for: .editingChanged)
        try screen.tap(field)
        try screen.press(ScreenKey.parse("nih"))
        #expect(
            t.markedSeen == [
                NSRange(location: 0, length: 1), NSRange(location: 0, length: 2), NSRange(location: 0, length: 4)
            ])
    }

    @Test(
        "The max-length fix with the markedTextRange guard keeps \"ni\" marked while composing and truncates only after the commit"
    )
    func guardedTruncationWaitsForCommit() throws {
        let (screen, field, _, _) = try session(text: "ab")
        let t = Truncator(limit: 3, guardsComposition: true)
        field.addAction(UIAction { _ in t.editingChanged(field) }, for: .editingChanged)
        try screen.tap(field)
        try screen.press(ScreenKey.parse("ni"))
        #expect(field.text == "abni")
        #expect(field.markedTextRange != nil)
        try screen.press(ScreenKey.parse("hao{space}"))
        #expect(field.markedTextRange == nil)
        #expect(field.text == "ab你", "the commit of 你好 went over the limit and was truncated after it")
    }

    @Test(
        "The same handler without the guard cuts the composition; typing goes on with a fresh composition and no trap")
    func unguardedTruncationCutsComposition() throws {
        let (screen, field, _, _) = try session(text: "abc")
        let t = Truncator(limit: 3, guardsComposition: false)
        field.addAction(UIAction { _ in t.editingChanged(field) }, for: .editingChanged)
        try screen.tap(field)
        try screen.press(ScreenKey.parse("ni"))
        #expect(field.text == "abc")
        #expect(field.markedTextRange == nil, "setting text ended the composition")
        #expect(screen.inputMethod?.isComposing == false)
        try screen.press(ScreenKey.parse("hao{space}x"))
        try screen.type("你好")
        #expect(field.text == "abc")
        let sel = field.selectedRange
        #expect(sel.location + sel.length <= (field.text ?? "").utf16.count)
    }

    // MARK: What app code reads in each callback

    /// Records, in each callback after an edit, what the field shows.
    @MainActor final class Reader: NSObject, UITextFieldDelegate {
        var seen: [String: (text: String, selection: NSRange, marked: NSRange?)] = [:]
        func read(_ where: String, _ f: UITextField) {
            let marked = f.markedTextRange.map {
                NSRange(location: $0.start.offset, length: $0.end.offset - $0.start.offset)
            }
            seen[`where`] = (f.text ?? "", f.selectedRange, marked)
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { read("didChangeSelection", textField) }
    }

    @Test(
        "In textFieldDidChangeSelection, editingChanged and a TextDidChange observer the field already shows the edit's final text, selection and marked range",
        arguments: ["a", "n", "ni{space}", "abc{BackSpace}"])
    func callbacksSeeFinalState(keys: String) throws {
        let (screen, field, _, center) = try session()
        let reader = Reader()
        field.delegate = reader
        field.addAction(UIAction { _ in reader.read("editingChanged", field) }, for: .editingChanged)
        let token = center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            MainActor.assumeIsolated { reader.read("TextDidChange", field) }
        }
        defer { center.removeObserver(token) }
        try screen.tap(field)
        let parsed = try ScreenKey.parse(keys)
        try screen.press(Array(parsed.dropLast()))
        reader.seen = [:]
        try screen.press([parsed.last!])
        let final = (
            field.text ?? "", field.selectedRange,
            field.markedTextRange.map { NSRange(location: $0.start.offset, length: $0.end.offset - $0.start.offset) }
        )
        #expect(Set(reader.seen.keys).isSuperset(of: ["editingChanged", "TextDidChange"]))
        for (callback, state) in reader.seen {
            #expect(state.text == final.0, "\(callback)")
            #expect(state.selection == final.1, "\(callback)")
            #expect(state.marked == final.2, "\(callback)")
        }
    }

    // MARK: Anything app code does inside any callback

    enum Callback: String, CaseIterable, Sendable {
        case shouldChange, didChangeSelection, editingChanged, textDidChange, didBegin, keyboardWillShow
    }

    enum Action: String, CaseIterable, Sendable {
        case setText, clearText, moveSelection, unmark, resign, focusOther, removeFromSuperview, insertText
    }

    @MainActor final class Meddler: NSObject, UITextFieldDelegate {
        let at: Callback
        let act: () -> Void
        var budget = 3
        init(at: Callback, act: @escaping () -> Void) { self.at = at; self.act = act }
        func fire(_ callback: Callback) {
            guard callback == at, budget > 0 else { return }
            budget -= 1
            act()
        }
        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            fire(.shouldChange)
            return true
        }
        func textFieldDidChangeSelection(_ textField: UITextField) { fire(.didChangeSelection) }
        func textFieldDidBeginEditing(_ textField: UITextField) { fire(.didBegin) }
    }

    static func perform(_ action: Action, on field: UITextField, other: UITextField, screen: Screen) {
        switch action {
        case .setText: field.text = "xy"
        case .clearText: field.text = ""
        case .moveSelection: field.selectedRange = NSRange(location: 0, length: 0)
        case .unmark: field.unmarkText()
        case .resign: field.resignFirstResponder()
        case .focusOther: other.becomeFirstResponder()
        case .removeFromSuperview: field.removeFromSuperview()
        case .insertText: field.insertText("!")
        }
    }

    @Test(
        "App code may do anything inside any callback, during plain typing and during a composition: kbsim stays consistent",
        arguments: Callback.allCases, Action.allCases)
    func anythingInsideAnyCallback(callback: Callback, action: Action) throws {
        for composing in [false, true] {
            let (screen, field, other, center) = try session()
            if !composing { screen.useInputMethod(nil) }
            let meddler = Meddler(at: callback) { Self.perform(action, on: field, other: other, screen: screen) }
            field.delegate = meddler
            field.addAction(UIAction { _ in meddler.fire(.editingChanged) }, for: .editingChanged)
            let tokens = [
                center.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
                    MainActor.assumeIsolated { meddler.fire(.textDidChange) }
                },
                center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { _ in
                    MainActor.assumeIsolated { meddler.fire(.keyboardWillShow) }
                }
            ]
            defer { tokens.forEach(center.removeObserver) }
            func check(_ step: String) {
                for f in [field, other] {
                    let n = (f.text ?? "").utf16.count
                    let sel = f.selectedRange
                    #expect(
                        sel.location >= 0 && sel.location + sel.length <= n,
                        "\(step): selection \(sel) past \(n) (\(composing ? "composing" : "plain"))")
                    if let m = f.markedTextRange {
                        #expect(m.start.offset >= 0 && m.end.offset <= n, "\(step): marked range past the text")
                    }
                }
                if let ime = screen.inputMethod, ime.isComposing {
                    #expect(screen.firstResponder?.markedTextRange != nil, "\(step): composing with no marked text")
                }
            }
            _ = try? screen.tap(field)
            check("tap")
            for keys in ["ni", "hao", "{BackSpace}", "{space}", "ab{Left}", "{Return}"] {
                if screen.firstResponder == nil { _ = try? screen.tap(field.window == nil ? other : field) }
                _ = try? screen.press(ScreenKey.parse(keys))
                check(keys)
            }
            _ = try? screen.paste("zz")
            check("paste")
            screen.endEditing(force: true)
            check("end")
        }
    }
}
