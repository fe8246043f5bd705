import Foundation
import KeyboardSimTranscript
/// A keyboard's input mode, as app code reads it: `textInputMode?.primaryLanguage` is "zh-Hans" while the pinyin
/// keyboard types into the responder, "ko-KR" for the Korean keyboard, "en-US" otherwise (docs/text-views.md,
/// "Input modes"). CJK-aware length limits check it.
@preconcurrency @MainActor open class UITextInputMode: NSObject {
    /// Posted when the person switches keyboards while one is up (`UITextInputCurrentInputModeDidChangeNotification`):
    /// object nil, the previous mode under `UITextInputFromInputModeKey` in `userInfo`.
    nonisolated public static let currentInputModeDidChangeNotification = Notification.Name(
        "UITextInputCurrentInputModeDidChangeNotification")
    /// The `userInfo` key of the mode switched from.
    nonisolated public static let fromInputModeUserInfoKey = "UITextInputFromInputModeKey"

    /// The language of the mode, as a BCP 47 tag ("zh-Hans", "en-US"); nil for modes with none (emoji, dictation).
    nonisolated public let primaryLanguage: String?

    public init(primaryLanguage: String?) {
        self.primaryLanguage = primaryLanguage
        super.init()
    }

    /// The modes the person has enabled: English, and the input method's language when one is switched on.
    open class var activeInputModes: [UITextInputMode] {
        let languages = ScreenHosts.current?.activeInputLanguages ?? ["en-US"]
        return languages.map { UITextInputMode(primaryLanguage: $0) }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UITextInputMode)?.primaryLanguage == primaryLanguage
    }
    open override var hash: Int { primaryLanguage.hashValue }
    open override var description: String { "UITextInputMode(\(primaryLanguage ?? "nil"))" }
}
