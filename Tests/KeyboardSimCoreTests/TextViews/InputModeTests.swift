@testable import KeyboardSimTestSupport
import Foundation
import Testing
import KeyboardSim

/// The CJK-aware limiter found in many apps: it waits for the composition only when the keyboard is Chinese.
@MainActor final class LanguageAwareLimiter: NSObject, UITextViewDelegate {
    let limit: Int
    init(limit: Int) { self.limit = limit }
    func textViewDidChange(_ textView: UITextView) {
        if textView.textInputMode?.primaryLanguage == "zh-Hans", textView.markedTextRange != nil { return }
        if textView.text.count > limit { textView.text = String(textView.text.prefix(limit)) }
    }
}

@MainActor @Suite struct InputModeTests {
    @Test(
        "Switching to the pinyin keyboard posts UITextInputCurrentInputModeDidChangeNotification; primaryLanguage reads zh-Hans after it, en-US before"
    )
    func switchPostsNotification() throws {
        let center = NotificationCenter()
        let session = KeyboardSession(HarnessConfiguration(), notificationCenter: center)
        let field = session.addField("f")
        try session.tap("f")
        #expect(field.textInputMode?.primaryLanguage == "en-US")
        var seen: [String] = []
        let token = center.addObserver(
            forName: UITextInputMode.currentInputModeDidChangeNotification, object: nil, queue: nil
        ) { note in
            let from =
                (note.userInfo?[UITextInputMode.fromInputModeUserInfoKey] as? UITextInputMode)?.primaryLanguage ?? "nil"
            MainActor.assumeIsolated {
                seen.append("from \(from), reads \(field.textInputMode?.primaryLanguage ?? "nil")")
            }
        }
        defer { center.removeObserver(token) }
        try session.usePinyin()
        // during the notification the responder still reports the old keyboard
        #expect(seen == ["from en-US, reads en-US"])
        #expect(field.textInputMode?.primaryLanguage == "zh-Hans")
        session.expectEvent("notification", "UITextInputCurrentInputModeDidChangeNotification")
        #expect(UITextInputMode.activeInputModes.map(\.primaryLanguage) == ["en-US", "zh-Hans"])
        session.useKorean()
        #expect(seen.last == "from zh-Hans, reads zh-Hans")
        #expect(field.textInputMode?.primaryLanguage == "ko-KR")
        session.useNoInputMethod()
        #expect(field.textInputMode?.primaryLanguage == "en-US")
        #expect(seen.count == 3)
    }

    @Test(
        "A secure field types English whatever keyboard is on: its textInputMode reads en-US; no keyboard up, no notification"
    )
    func secureAndNoKeyboard() throws {
        let session = KeyboardSession()
        let secure = session.addField("p") { $0.isSecureTextEntry = true }
        try session.usePinyin()
        session.expectNoEvent("notification", "UITextInputCurrentInputModeDidChangeNotification", in: .session)
        try session.tap("p")
        #expect(secure.textInputMode?.primaryLanguage == "en-US")
    }

    @Test("A language-aware text view limit keeps the pinyin composition and truncates English at once")
    func languageAwareLimit() throws {
        let session = KeyboardSession()
        let limiter = LanguageAwareLimiter(limit: 3)
        let view = session.addTextView("t") { $0.delegate = limiter }
        try session.tap("t")
        try session.type("abcd")
        #expect(view.text == "abc")
        view.text = ""
        try session.usePinyin()
        try session.keys("nihao")
        #expect(view.markedTextRange != nil)  // 6 letters marked, over the limit, not cut
        try session.keys("{space}")
        #expect(view.text == "你好")
    }
}
