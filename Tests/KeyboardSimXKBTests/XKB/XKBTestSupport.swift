@testable import KeyboardSimTestSupport
import Foundation
import KeyboardSim
import KeyboardSimTranscript
import KeyboardSimIME
import KeyboardSimUIKit
import KeyboardSimXKB
import KeyboardSimCore
import KeyboardSimTesting

/// Paths and helpers shared by the XKB tests.
enum XKBTestSupport {
    /// The repository's `keymaps/` folder (`KBSIM_KEYMAPS` overrides), found from this file's real path.
    static let keymapsDirectory = ProcessInfo.processInfo.environment["KBSIM_KEYMAPS"] ?? Repository.url("keymaps").path

    /// The UIKeyboardType case names that have a keymap file.
    static let keyboardTypes = [
        "default", "asciiCapable", "numbersAndPunctuation", "URL", "numberPad", "phonePad", "namePhonePad",
        "emailAddress", "decimalPad", "twitter", "webSearch", "asciiCapableNumberPad", "pinyin"
    ]

    /// Compiles `keymaps/<name>.xkb` in a context without xkb-data.
    static func softwareKeymap(_ name: String) throws -> XKBKeymap {
        try XKBKeymap(
            contentsOfFile: "\(keymapsDirectory)/\(name).xkb",
            context: XKBContext(defaultIncludes: false))
    }
}
