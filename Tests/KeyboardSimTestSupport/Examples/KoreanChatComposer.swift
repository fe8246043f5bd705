#if canImport(UIKit)
import UIKit
#else
import KeyboardSim
#endif

/// A chat composer whose Send button sends the text and clears the field. On the Korean keyboard the syllable being
/// built stays in the keyboard's hidden buffer after `text = ""`, so the next jamo joins it: "호", Send, ㅋ gives
/// "홐" (kidk.kr/2019/12/07/clear-input-buffer-in-ios). The fix there moves the focus away and back, which ends
/// the keyboard's composition.
@MainActor final class KoreanChatComposer: NSObject {
    let field = UITextField()
    let send = UIButton()
    private(set) var sent: [String] = []
    let fixed: Bool

    init(fixed: Bool) {
        self.fixed = fixed
        super.init()
        send.addAction(UIAction { [unowned self] _ in self.sendMessage() }, for: .touchUpInside)
    }

    func sendMessage() {
        sent.append(field.text ?? "")
        field.text = ""
        if fixed {
            // End the keyboard's composition: focus away and back.
            field.resignFirstResponder()
            field.becomeFirstResponder()
        }
    }
}
