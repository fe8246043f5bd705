import Foundation
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore

/// Helpers of RenderTests that other targets' tests call too.
enum KeyboardRendering {
    static func keyboard(_ type: String) throws -> XKBSoftwareKeyboard {
        try SoftwareKeymaps.keyboard(type: type, directory: KeyboardsTestSupport.keymapsDirectory)
    }

    static func render(
        _ type: String, plane: String? = nil, _ configure: (inout KeyboardRenderOptions) -> Void = { _ in }
    ) throws -> String {
        let keyboard = try keyboard(type)
        var options = KeyboardRenderOptions()
        configure(&options)
        let state = try plane.map { try KeyboardRenderer.state(of: keyboard.keymap, plane: $0) } ?? keyboard.state
        return KeyboardRenderer.svg(state: state, type: type, options: options)
    }
}
