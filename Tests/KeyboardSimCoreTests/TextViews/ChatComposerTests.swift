@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// A chat composer as apps write it: a text view limited to `limit` characters in `textViewDidChange(_:)`, with
/// the marked-text guard that keeps an input method's composition whole, and return sending the message.
@MainActor final class ComposerDelegate: NSObject, UITextViewDelegate {
    let limit: Int
    /// Whether the limit waits for the composition to end (the fix); without it, the limit cuts the pinyin.
    let guardsMarkedText: Bool
    private(set) var sent: [String] = []
    init(limit: Int, guardsMarkedText: Bool = true) { self.limit = limit; self.guardsMarkedText = guardsMarkedText }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        if text == "\n" {
            if !textView.text.isEmpty { sent.append(textView.text) }
            textView.text = ""
            return false
        }
        return true
    }

    func textViewDidChange(_ textView: UITextView) {
        if guardsMarkedText && textView.markedTextRange != nil { return }
        if textView.text.count > limit { textView.text = String(textView.text.prefix(limit)) }
    }
}

@MainActor @Suite struct ChatComposerTests {
    @Test(
        "UITextView: a 140-character composer typed in pinyin keeps the composition and truncates after the commit; return sends"
    )
    func composerWithPinyin() throws {
        let session = KeyboardSession()
        let composer = ComposerDelegate(limit: 140)
        let view = session.addTextView("composer") {
            $0.delegate = composer; $0.text = String(repeating: "a", count: 138)
        }
        try session.tap("composer")
        try session.usePinyin()
        try session.keys("nihao")
        // Over the limit while composing (138 + the marked "ni hao"), but the composition is whole and marked.
        #expect(view.markedTextRange != nil)
        #expect(view.text.hasSuffix("ni\u{2006}hao"))
        try session.keys("{space}")
        // The commit "你好" puts the text at 140: within the limit, kept whole.
        #expect(view.markedTextRange == nil)
        #expect(view.text == String(repeating: "a", count: 138) + "你好")
        try session.keys("ma{space}")
        // 142 characters after the commit: truncated to 140 in textViewDidChange.
        #expect(view.text.count == 140)
        #expect(view.text.hasSuffix("你好"))
        // Return: the delegate refuses "\n" and sends instead.
        session.useNoInputMethod()
        try session.tapReturn()
        #expect(composer.sent == [String(repeating: "a", count: 138) + "你好"])
        #expect(view.text == "")
        session.expectEvent(
            "delegate", "textView(_:shouldChangeTextIn:replacementText:)", where: ["string": "\n", "returned": "false"])
    }

    @Test("UITextView: without the marked-text guard the limit cuts the composition the moment it passes the limit")
    func composerWithoutGuardCutsComposition() throws {
        let session = KeyboardSession()
        let composer = ComposerDelegate(limit: 140, guardsMarkedText: false)
        let view = session.addTextView("composer") {
            $0.delegate = composer; $0.text = String(repeating: "a", count: 138)
        }
        try session.tap("composer")
        try session.usePinyin()
        try session.keys("nihao")
        // The limit set `text` inside textViewDidChange, which ended the composition: the letters are plain text.
        #expect(view.markedTextRange == nil)
        #expect(!view.text.contains("你"))
    }

    @Test(
        "UITextView: textViewDidChange runs during the composition with markedTextRange set, and return while composing commits the letters"
    )
    func didChangeDuringComposition() throws {
        let session = KeyboardSession()
        final class Observer: NSObject, UITextViewDelegate {
            var markedInDidChange: [Bool] = []
            func textViewDidChange(_ textView: UITextView) { markedInDidChange.append(textView.markedTextRange != nil) }
        }
        let observer = Observer()
        let view = session.addTextView("t") { $0.delegate = observer }
        try session.tap("t")
        try session.usePinyin()
        try session.keys("ni")
        #expect(observer.markedInDidChange == [true, true])
        try session.tapReturn()
        #expect(view.text == "ni")
        #expect(view.markedTextRange == nil)
    }
}

@MainActor @Suite struct TextViewLifecycleTests {
    @Test(
        "UITextView begin order: the keyboard comes up before textViewDidBeginEditing (observed); a field's didBegin comes first"
    )
    func beginOrder() throws {
        let session = KeyboardSession(ordering: .observed)
        session.addTextView("note")
        session.addField("title")
        try session.tap("note")
        let viewOrder = session.events.compactMap(TestNames.lifecycleName)
        #expect(viewOrder.firstIndex(of: "WillShow")! < viewOrder.firstIndex(of: "note.didBegin")!)
        try session.tap("title")
        _ = try session.resign("title")
        try session.tap("title")
        let all = session.events.compactMap(TestNames.lifecycleName)
        let lastBegin = all.lastIndex(of: "title.didBegin")!
        let lastShow = all.lastIndex(of: "WillShow")!
        #expect(lastBegin < lastShow)
    }

    @Test(
        "UITextView notifications carry the text view as their object; setting text posts nothing and calls no delegate"
    )
    func notifications() throws {
        let center = NotificationCenter()
        let session = KeyboardSession(HarnessConfiguration(), notificationCenter: center)
        let view = session.addTextView("t")
        var objects: [String] = []
        let names: [Notification.Name] = [
            UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
            UITextView.textDidEndEditingNotification
        ]
        var tokens: [NSObjectProtocol] = []
        let viewID = ObjectIdentifier(view)
        for n in names {
            tokens.append(
                center.addObserver(forName: n, object: nil, queue: nil) { note in
                    let same = (note.object as AnyObject?).map(ObjectIdentifier.init) == viewID
                    MainActor.assumeIsolated { objects.append(same ? "view" : "other") }
                })
        }
        try session.tap("t")
        try session.type("ok")
        let before = session.events.count
        view.text = "set by the app"
        // Only the caret's move is told (textViewDidChangeSelection); no textViewDidChange, no notification.
        let after = session.events.dropFirst(before).map { e -> String in
            switch e.payload {
            case .delegate(let c): c.method.rawValue
            case .notification(let n): n.name
            default: e.kind
            }
        }
        #expect(after == ["textViewDidChangeSelection(_:)"])
        _ = try session.resign("t")
        #expect(objects == ["view", "view", "view", "view"])
        for t in tokens { center.removeObserver(t) }
    }

    @Test(
        "UITextView: a delegate that refuses textViewShouldBeginEditing keeps the keyboard down; isEditable false cannot be focused"
    )
    func refusals() throws {
        let session = KeyboardSession()
        final class Deny: NSObject, UITextViewDelegate {
            func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { false }
        }
        let deny = Deny()
        session.addTextView("a") { $0.delegate = deny }
        session.addTextView("b") { $0.isEditable = false }
        #expect(try session.tap("a") == false)
        #expect(try session.tap("b") == false)
        session.expectNoEvent("notification", "UIKeyboardWillShowNotification", in: .session)
    }

    @Test("UITextView: textViewDidChangeSelection exists on every profile (iOS 2), unlike the field's (iOS 13)")
    func selectionOnOldProfile() throws {
        let session = KeyboardSession(profile: .ios10)
        session.addTextView("t")
        try session.tap("t")
        try session.type("ab")
        session.expectEvent("delegate", "textViewDidChangeSelection(_:)")
    }

    @Test(
        "UITextView under ios26 asks textView(_:shouldChangeTextInRanges:replacementText:) when implemented, else the single-range method"
    )
    func rangesVariant() throws {
        final class Ranges: NSObject, UITextViewDelegate {
            var seen: [[NSRange]] = []
            func textView(
                _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue], replacementText text: String
            ) -> Bool {
                seen.append(ranges.map(\.rangeValue)); return true
            }
        }
        let session = KeyboardSession(profile: .ios26)
        let ranges = Ranges()
        session.addTextView("r") { $0.delegate = ranges }
        session.addTextView("s")
        try session.tap("r")
        try session.type("x")
        #expect(ranges.seen == [[NSRange(location: 0, length: 0)]])
        session.expectEvent("delegate", "textView(_:shouldChangeTextInRanges:replacementText:)")
        try session.tap("s")
        try session.type("y")
        session.expectEvent("delegate", "textView(_:shouldChangeTextIn:replacementText:)")
    }

    @Test("UITextView with the Korean keyboard: two textViewDidChange per combining key, as reported on devices")
    func koreanTwoChanges() throws {
        let session = KeyboardSession()
        session.addTextView("t")
        try session.tap("t")
        session.useKorean()
        try session.type("버")
        let changes = session.events.filter {
            if case .delegate(let c) = $0.payload { c.method == .textViewDidChange } else { false }
        }
        #expect(changes.count == 3)  // ㅂ; then ㅂ deleted and 버 inserted: two for the combining key
    }

    /// A text view delegate that keeps the text at each `textViewDidChange(_:)` and each question.
    final class ChangeLog: NSObject, UITextViewDelegate {
        var changes: [String] = []
        var asked: [String] = []
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            asked.append("[\(range.location),\(range.length)] \"\(text)\"")
            return true
        }
        func textViewDidChange(_ textView: UITextView) { changes.append(textView.text) }
    }

    @Test(
        "korean-rewrite-order delete-then-insert (hanspinckaers/GrowingTextView#86): after 버그버그ㅂ, ㅓ deletes ㅂ then inserts 버, a textViewDidChange each"
    )
    func koreanDeleteThenInsertInTextView() throws {
        let session = KeyboardSession()
        let log = ChangeLog()
        session.addTextView("t") { $0.delegate = log }
        try session.tap("t")
        session.useKorean()
        // "버그버그", then caret moves end the syllable so that ㅂ stands alone (typed on, it would be 급).
        try session.type("버그버그")
        try session.caret(3)
        try session.caret(4)
        try session.type("ㅂ")
        log.changes = []
        log.asked = []
        try session.type("ㅓ")
        #expect(log.changes == ["버그버그", "버그버그버"])
        // The key is asked about as the jamo at the caret (the max-length reports); the change itself is silent.
        #expect(log.asked == ["[5,0] \"ㅓ\""])
        // The old order stays a profile entry: the jamo lands, then the syllable and the jamo are rewritten.
        var profile = IOSProfile.ios18
        try profile.set(entry: "korean-rewrite-order", to: "insert-then-rewrite")
        let old = KeyboardSession(profile: profile)
        let oldLog = ChangeLog()
        old.addTextView("t") { $0.delegate = oldLog }
        try old.tap("t")
        old.useKorean()
        try old.type("버그버그")
        try old.caret(3)
        try old.caret(4)
        try old.type("ㅂ")
        oldLog.changes = []
        try old.type("ㅓ")
        #expect(oldLog.changes == ["버그버그ㅂㅓ", "버그버그버"])
        // A text field keeps the insert-then-rewrite order under either value.
        let field = KeyboardSession()
        let f = field.addField("f")
        try field.tap("f")
        field.useKorean()
        try field.type("버그버그버")
        #expect(f.text == "버그버그버")
        #expect(field.events.contains { if case .ime(let e) = $0.payload { e.preedit == "버" } else { false } })
    }

    @Test(
        "korean-rewrite-order delete-then-insert with korean-rewrite asked: the deletion and the insertion are each asked"
    )
    func koreanDeleteThenInsertAsked() throws {
        var profile = IOSProfile.ios18
        profile.koreanRewrite = .asked
        let session = KeyboardSession(profile: profile)
        let log = ChangeLog()
        let view = session.addTextView("t") { $0.delegate = log }
        try session.tap("t")
        session.useKorean()
        try session.type("하")
        #expect(log.asked == ["[0,0] \"ㅎ\"", "[1,0] \"ㅏ\"", "[0,1] \"\"", "[0,0] \"하\""])
        #expect(log.changes == ["ㅎ", "", "하"])
        #expect(view.text == "하")
    }

    @Test(
        "text-view-begin-order between-will-and-did (craiggrummitt.com 2016, surfstudio/iOS-Utils#34 2019): a text view's didBegin runs after WillChangeFrame and WillShow, before DidChangeFrame and DidShow"
    )
    func textViewBeginBetweenWillAndDid() throws {
        func order(_ profile: IOSProfile) throws -> [String] {
            let session = KeyboardSession(profile: profile)
            session.addTextView("t")
            try session.tap("t")
            return session.events.compactMap { e -> String? in
                switch e.payload {
                case .notification(let n) where n.field == nil: n.name
                case .delegate(let d) where d.method.rawValue == "textViewDidBeginEditing(_:)": "didBegin"
                default: nil
                }
            }
        }
        #expect(
            try order(.ios18) == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification", "didBegin",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"
            ])
        var old = IOSProfile.ios18
        try old.set(entry: "text-view-begin-order", to: "after-keyboard")
        #expect(
            try order(old) == [
                "UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification", "didBegin"
            ])
        // A text field is not affected: didBegin first under either value.
        let field = KeyboardSession(profile: old)
        field.addField("f")
        try field.tap("f")
        let firstNotification = try #require(
            field.events.firstIndex { if case .notification(let n) = $0.payload { n.field == nil } else { false } })
        let didBegin = try #require(
            field.events.firstIndex {
                if case .delegate(let d) = $0.payload {
                    d.method.rawValue == "textFieldDidBeginEditing(_:)"
                } else {
                    false
                }
            })
        #expect(didBegin < firstNotification)
    }
}

@MainActor @Suite struct SearchBarTests {
    @Test(
        "search-clear-after-editing clears-and-begins (stackoverflow.com/questions/1092246, 925221): after editing ends the clear button stays; a tap clears, textDidChange fires, then the bar begins and the keyboard comes up"
    )
    func clearAfterEditing() throws {
        final class Search: NSObject, UISearchBarDelegate {
            var log: [String] = []
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                log.append("textDidChange \"\(searchText)\" first responder \(searchBar.isFirstResponder)")
            }
            func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
                log.append("shouldBegin"); return true
            }
            func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("didBegin") }
        }
        func run(_ profile: IOSProfile, mode: UITextField.ViewMode = .whileEditing) throws -> (
            Search, UISearchBar, KeyboardSession
        ) {
            let session = KeyboardSession(profile: profile)
            let search = Search()
            let bar = session.addSearchBar("s") {
                $0.delegate = search
                $0.searchTextField.clearButtonMode = mode
            }
            try session.tap("s")
            try session.type("cat")
            _ = session.endEditing(force: true)
            search.log = []
            try session.clear("s")
            return (search, bar, session)
        }
        let (search, bar, session) = try run(.ios18)
        #expect(search.log == ["textDidChange \"\" first responder false", "shouldBegin", "didBegin"])
        #expect(bar.text == "")
        #expect(bar.isFirstResponder)
        #expect(session.screen.keyboard?.isVisible == true)
        // The old behaviour stays a profile entry: the tap is ignored, the text stays.
        var old = IOSProfile.ios18
        try old.set(entry: "search-clear-after-editing", to: "ignored")
        let (oldSearch, oldBar, _) = try run(old)
        #expect(oldSearch.log.isEmpty)
        #expect(oldBar.text == "cat")
        #expect(!oldBar.isFirstResponder)
        // An app that hides the button (clearButtonMode = .never) has none to tap, after editing as during it.
        let (hiddenSearch, hiddenBar, _) = try run(.ios18, mode: .never)
        #expect(hiddenSearch.log.isEmpty)
        #expect(hiddenBar.text == "cat")
    }

    @Test(
        "return-key-after-paste stays-disabled (radars 20745174, iOS 8.3, and 22774460, iOS 9): a paste into the empty search bar leaves the Search key disabled until a key is typed; enabled follows Apple's prose"
    )
    func searchKeyAfterPaste() throws {
        final class Search: NSObject, UISearchBarDelegate {
            var searched: [String] = []
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searched.append(searchBar.text ?? "") }
        }
        func run(_ profile: IOSProfile) throws -> (Search, KeyboardSession) {
            let session = KeyboardSession(profile: profile)
            let search = Search()
            session.addSearchBar("s") { $0.delegate = search }
            try session.tap("s")
            try session.paste("cat")
            try session.tapReturn()
            return (search, session)
        }
        let (search, session) = try run(.ios18)
        #expect(search.searched.isEmpty)
        let ignored = session.events.compactMap { e -> String? in
            if case .user(let u) = e.payload, u.action == .pressReturn { u.ignored } else { nil }
        }
        #expect(ignored.last?.contains("stays disabled after a paste") == true, "\(ignored)")
        #expect(try session.searchBar("s").text == "cat")
        // A key typed in the field is a change the keyboard sees: the key is enabled again.
        try session.type("s")
        try session.tapReturn()
        #expect(search.searched == ["cats"])
        // A backspace does the same, and a paste into a bar that has text changes nothing.
        let (deleted, deletedSession) = try run(.ios18)
        try deletedSession.backspace()
        try deletedSession.paste("x")
        try deletedSession.tapReturn()
        #expect(deleted.searched == ["cax"])
        // Apple's prose stays a profile entry: the key follows the text.
        var prose = IOSProfile.ios18
        try prose.set(entry: "return-key-after-paste", to: "enabled")
        let (enabled, _) = try run(prose)
        #expect(enabled.searched == ["cat"])
    }

    @Test(
        "UISearchBar: each keystroke asks searchBar(_:shouldChangeTextIn:replacementText:), textDidChange follows; Search fires searchBarSearchButtonClicked"
    )
    func searchButton() throws {
        final class Search: NSObject, UISearchBarDelegate {
            var asked: [String] = [], changed: [String] = [], searched: [String] = [], cancelled = 0
            func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
                -> Bool
            {
                asked.append(text); return true
            }
            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { changed.append(searchText) }
            func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { searched.append(searchBar.text ?? "") }
            func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { cancelled += 1 }
        }
        let session = KeyboardSession()
        let search = Search()
        let bar = session.addSearchBar("s") {
            $0.delegate = search; $0.showsCancelButton = true
        }
        #expect(bar.returnKeyType == .search)
        #expect(bar.enablesReturnKeyAutomatically)
        #expect(bar.autocapitalizationType == .none)
        try session.tap("s")
        // The Search key is disabled while the bar is empty.
        try session.tapReturn()
        #expect(search.searched.isEmpty)
        try session.type("cat")
        #expect(search.asked == ["c", "a", "t"])
        #expect(search.changed == ["c", "ca", "cat"])
        try session.tapReturn()
        #expect(search.searched == ["cat"])
        session.expectEvent("delegate", "searchBarSearchButtonClicked(_:)")
        #expect(bar.isFirstResponder)  // the keyboard stays up after Search
        try session.tapCancel("s")
        #expect(search.cancelled == 1)
    }
}

/// Short names of lifecycle events, for order checks.
enum TestNames {
    static func lifecycleName(_ e: TranscriptEvent) -> String? {
        switch e.payload {
        case .delegate(let c) where c.method == .didBeginEditing || c.method == .textViewDidBeginEditing:
            "\(c.field).didBegin"
        case .notification(let n) where n.name == "UIKeyboardWillShowNotification": "WillShow"
        default: nil
        }
    }
}

/// A text view subclass with a paste-only guard, as apps write one: the user's paste reaches its `paste(_:)`.
@MainActor @Suite struct TextViewPasteOverrideTests {
    /// Pastes at most `limit` characters of the pasteboard's string; typing is not limited.
    final class ShortPasteTextView: UITextView {
        var limit = 3
        private(set) var pastes = 0
        override func paste(_ sender: Any?) {
            pastes += 1
            guard let s = UIPasteboard.general.string else { return }
            insertText(String(s.prefix(limit)))
        }
    }

    @Test(
        "UITextView: the edit menu's Paste calls the text view's paste(_:), so a subclass's override decides (UIResponderStandardEditActions)"
    )
    func pasteReachesTheSubclassOverride() throws {
        let session = KeyboardSession()
        let view = ShortPasteTextView(frame: .zero)
        session.addTextView("t", view: view)
        try session.tap("t")
        try session.paste("abcdef")
        #expect(view.pastes == 1)
        #expect(view.text == "abc")
        try session.type("de")
        #expect(view.text == "abcde")
    }

    @Test("UITextView: without an override, Paste inserts the whole pasteboard string through insertText(_:)")
    func plainTextViewPastesWhole() throws {
        let session = KeyboardSession()
        let view = session.addTextView("t")
        try session.tap("t")
        try session.paste("abcdef")
        #expect(view.text == "abcdef")
    }
}
