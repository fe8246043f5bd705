import KeyboardSimSupport
import KeyboardSimUIKit
import Foundation

/// Where kbsim's software-keyboard keymaps (`keymaps/<type>.xkb`) live, and loading them by type name.
///
/// The directory is, in order: `KBSIM_KEYMAPS`; `kbsim-data/keymaps/` beside the running executable (a fuzz
/// target's data, `DataLocations`); a `keymaps/` (or `share/kbsim/keymaps/`) beside or above it; `keymaps/` in
/// the current directory; the source checkout this library was built from. With `KBSIM_HIDE_SYSTEM_DATA=1` only
/// `KBSIM_KEYMAPS` and `kbsim-data/keymaps/` count.
public enum SoftwareKeymaps {
    /// The keyboard types that have a keymap: the `UIKeyboardType` case names, then the input methods' keyboards
    /// `pinyin`, `korean`, `zhuyin` and `japanese-kana`, then the code-table keyboards' (``tableKeyboardTypes``).
    public static let types: [String] =
        UIKeyboardType.allCases.map(\.name) + ["pinyin", "korean", "zhuyin", "japanese-kana"]
        + tableKeyboardTypes

    /// The code-table keyboards with keymaps of their own: `cangjie` (radicals on the QWERTY keys) and `stroke` (five
    /// stroke keys). Wubi types on the `pinyin` keymap (docs/keyboards.md, "Cangjie and Stroke").
    public static let tableKeyboardTypes: [String] = ["cangjie", "stroke"]

    /// Keyboards that type on another keyboard's keymap and are named as themselves in key events: the Japanese
    /// Romaji, Wubi and Cantonese phonetic keyboards are the QWERTY letters plane of `pinyin.xkb`
    /// (docs/input-methods.md, "Japanese", "Table input methods", "Zhuyin and Cantonese phonetic").
    public static let sharedKeymaps: [String: String] = [
        "japanese-romaji": "pinyin", "wubi": "pinyin", "cantonese": "pinyin"
    ]

    /// The keymaps directory, or `nil` when none of the places holds `default.xkb`.
    ///
    /// - Parameter environment: the process environment (`KBSIM_KEYMAPS` overrides the search).
    public static func directory(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let override = environment["KBSIM_KEYMAPS"], !override.isEmpty { return override }
        var candidates: [URL] = []
        if let bundle = DataLocations.bundle() {
            candidates.append(URL(fileURLWithPath: bundle).appendingPathComponent("keymaps"))
        }
        if DataLocations.systemDataHidden(environment: environment) {
            return candidates.first {
                FileManager.default.fileExists(atPath: $0.appendingPathComponent("default.xkb").path)
            }?.path
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(folder.appendingPathComponent("keymaps"))
            candidates.append(folder.appendingPathComponent("share/kbsim/keymaps"))
            folder.deleteLastPathComponent()
        }
        candidates.append(
            URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("keymaps"))
        var source = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { source.deleteLastPathComponent() }  // Keyboards, KeyboardSim, Sources, file
        candidates.append(source.appendingPathComponent("keymaps"))
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appendingPathComponent("default.xkb").path)
        }?.path
    }

    /// Why `KBSIM_KEYMAPS` cannot be used, as one line naming its value (nil when it is unset, empty or holds
    /// `default.xkb`): a command that would otherwise go on without keymaps refuses it first.
    public static func environmentRefusal(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> KeyboardsError? {
        guard let value = environment["KBSIM_KEYMAPS"], !value.isEmpty else { return nil }
        let file = URL(fileURLWithPath: value).appendingPathComponent("default.xkb").path
        if FileManager.default.isReadableFile(atPath: file) { return nil }
        return KeyboardsError(
            message:
                "KBSIM_KEYMAPS \"\(Diagnostics.escaped(value))\" (environment): no readable default.xkb in it; accepted: kbsim's keymaps/ folder, or unset the variable"
        )
    }

    /// The decimal separator decimalPad types for a POSIX or BCP 47 locale name (`de_DE.UTF-8` → `,`).
    public static func decimalSeparator(forLocale name: String) -> String {
        let identifier = name.split(separator: ".").first.map(String.init) ?? name
        return Locale(identifier: identifier).decimalSeparator ?? "."
    }

    /// Loads the software keyboard of `type` (a UIKeyboardType case name or `pinyin`).
    ///
    /// - Parameters:
    ///   - type: the keyboard type, e.g. `emailAddress`.
    ///   - option: the option the type came from, quoted in errors (`--type`).
    ///   - decimalSeparator: the locale's decimal separator (decimalPad's group).
    ///   - directory: the keymaps directory; ``directory(environment:)`` when `nil`.
    /// - Throws: ``KeyboardsError`` for an unknown type or a missing directory; ``KeymapError`` when the file
    ///   does not compile.
    ///
    /// ```swift
    /// let keyboard = try SoftwareKeymaps.keyboard(type: "emailAddress")
    /// ```
    public static func keyboard(
        type: String, option: String = "--keyboard-type", decimalSeparator: String = ".",
        directory: String? = nil
    ) throws -> XKBSoftwareKeyboard {
        let type = sharedKeymaps[type] ?? type
        guard types.contains(type) else {
            throw KeyboardsError(
                message: "\(option) \"\(type)\": unknown keyboard type; accepted: \(types.joined(separator: ", "))")
        }
        guard let directory = directory ?? Self.directory() else {
            throw KeyboardsError(
                message:
                    "\(option) \"\(type)\": cannot find kbsim's keymaps directory (keymaps/default.xkb beside the executable or in the current directory); accepted: set KBSIM_KEYMAPS to the repository's keymaps/ folder"
            )
        }
        return try XKBSoftwareKeyboard(type: type, directory: directory, decimalSeparator: decimalSeparator)
    }
}

/// A bad value given to the keyboard commands (`how-to-type`, `layouts`, `render`): one line naming the value,
/// where it came from, and what is accepted.
public struct KeyboardsError: Error, CustomStringConvertible, Sendable, Equatable {
    /// The one-line message.
    public let message: String
    /// Creates an error with its one-line message.
    public init(message: String) { self.message = message }
    /// The message.
    public var description: String { message }
}
