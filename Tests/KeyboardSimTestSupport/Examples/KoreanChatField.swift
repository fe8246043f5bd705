#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A chat box that the app clears after sending, as a field class for scripts (`field chat class=…`; the script's
/// `set-text chat ""` is the app's Send action). On the Korean keyboard the syllable being built stays in the
/// keyboard's hidden buffer after `text = ""`, so the next jamo joins it: "호", Send, ㅋ gives "홐"
/// (kidk.kr/2019/12/07/clear-input-buffer-in-ios). The fix from the same report ends the keyboard's composition
/// after clearing by moving the focus away and back. `KoreanChatComposer` is the same app with a Send button, for
/// Swift tests.
final class KoreanChatField: UITextField {
    /// Whether clearing also ends the keyboard's composition (the fix).
    var endsCompositionOnClear = false

    override var text: String? {
        didSet {
            guard endsCompositionOnClear, text?.isEmpty ?? true, isFirstResponder else { return }
            resignFirstResponder()
            becomeFirstResponder()
        }
    }
}
